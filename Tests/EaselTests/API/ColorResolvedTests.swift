import XCTest
@testable import Easel

/// `Color.Resolved`: components stored linear, read in sRGB, resolved in an environment.
final class ColorResolvedTests: XCTestCase {
    func testComponentsAreLinearAndReadInSRGB() {
        let r = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25)
        XCTAssertEqual(r.linearRed, 1)
        XCTAssertEqual(r.linearGreen, 0.21404, accuracy: 1e-4, "sRGB 0.5 is 21.4 % light")
        XCTAssertEqual(r.green, 0.5, accuracy: 1e-5)
        XCTAssertEqual(r.description, "#FF800040")
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404, green: 0, blue: 0)
        XCTAssertEqual(linear.red, 0.5, accuracy: 1e-4)
        var changed = r
        changed.blue = 1
        XCTAssertEqual(changed.linearBlue, 1, accuracy: 1e-6)
        XCTAssertEqual(Color.Resolved(red: -0.5, green: 0, blue: 0).linearRed, -0.21404, accuracy: 1e-4, "extended range")
    }

    func testResolvingInAnEnvironment() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(Color.primary.resolve(in: EnvironmentValues()).description, "#000000FF")
        XCTAssertEqual(Color.primary.resolve(in: dark).description, "#FFFFFFFF")
        let round = Color(Color.Resolved(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual(round.resolve(in: dark).description, "#336699FF")
        XCTAssertEqual(Color.Resolved(red: 0, green: 0, blue: 1).resolvedColor.resolve(in: dark).blue, 1, accuracy: 1e-6)
    }
}
