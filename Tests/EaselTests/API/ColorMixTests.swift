import XCTest
@testable import Easel

/// `Color.mix(with:by:in:)`: OKLab for `.perceptual` (the default), the stored sRGB components for
/// `.device`, resolved where the colour is drawn (so system colours mix their dark values in dark
/// mode), with the fraction clamped.
final class ColorMixTests: XCTestCase {
    private let env = EnvironmentValues()

    func testTheEndsAreTheColoursThemselves() {
        let red = Color.red.resolvedValue(in: env), blue = Color.blue.resolvedValue(in: env)
        for space in [Gradient.ColorSpace.device, .perceptual] {
            let start = Color.red.mix(with: .blue, by: 0, in: space).resolvedValue(in: env)
            let end = Color.red.mix(with: .blue, by: 1, in: space).resolvedValue(in: env)
            XCTAssertEqual(start.red, red.red, accuracy: 1e-6)
            XCTAssertEqual(start.blue, red.blue, accuracy: 1e-6)
            XCTAssertEqual(end.red, blue.red, accuracy: 1e-6)
            XCTAssertEqual(end.green, blue.green, accuracy: 1e-6)
        }
        let clamped = Color.red.mix(with: .blue, by: 7).resolvedValue(in: env)
        XCTAssertEqual(clamped.blue, blue.blue, accuracy: 1e-6)
    }

    func testDeviceMixesComponentsAndPerceptualMixesOKLabLightness() {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let device = black.mix(with: white, by: 0.5, in: .device).resolvedValue(in: env)
        XCTAssertEqual(device.red, 0.5, accuracy: 1e-6)
        // OKLab lightness 0.5 is linear 0.125 (0.5³), sRGB 0.3885.
        let perceptual = black.mix(with: white, by: 0.5).resolvedValue(in: env)
        XCTAssertEqual(perceptual.red, 0.38857, accuracy: 1e-4)
        XCTAssertEqual(perceptual.green, perceptual.blue, accuracy: 1e-6)
        let half = Color(red: 1, green: 0, blue: 0, opacity: 0).mix(with: Color(red: 1, green: 0, blue: 0), by: 0.25, in: .device)
        XCTAssertEqual(half.resolvedValue(in: env).opacity, 0.25, accuracy: 1e-6)
    }

    func testSystemColoursMixTheirValuesForTheColourScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let mixed = Color.primary.mix(with: .red, by: 0, in: .device)
        XCTAssertEqual(mixed.resolvedValue(in: env).red, 0, accuracy: 1e-9, "black in light mode")
        XCTAssertEqual(mixed.resolvedValue(in: dark).red, 1, accuracy: 1e-9, "white in dark mode")
    }
}
