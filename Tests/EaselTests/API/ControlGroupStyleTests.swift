// controlGroupStyle: the band for .automatic, .navigation and .palette; a closed menu for .menu and
// .compactMenu; a custom style's body with the controls and the label.
import XCTest
@testable import Easel

final class ControlGroupStyleTests: XCTestCase {
    struct Stacked: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 6) {
                configuration.label
                configuration.content
            }
        }
    }

    func group() -> some View {
        ControlGroup {
            Button("Back") {}
            Button("Forward") {}
        } label: {
            Text("Moves")
        }
        .frame(width: 240)
    }

    func testStylesDrawTheBandAMenuOrTheirOwnBody() throws {
        let band = try pixels(group())
        XCTAssertEqual(try pixels(group().controlGroupStyle(.navigation)), band)
        XCTAssertEqual(try pixels(group().controlGroupStyle(.palette)), band)
        XCTAssertEqual(try pixels(group().controlGroupStyle(.automatic)), band)
        let menu = try pixels(
            Menu {
                Button("Back") {}
            } label: {
                Text("Moves")
            }.frame(width: 240))
        XCTAssertEqual(try pixels(group().controlGroupStyle(.menu)), menu)
        XCTAssertEqual(try pixels(group().controlGroupStyle(.compactMenu)), menu)
        let stacked = try pixels(
            VStack(spacing: 6) {
                Text("Moves")
                Button("Back") {}
                Button("Forward") {}
            }
            .frame(width: 240))
        XCTAssertEqual(try pixels(group().controlGroupStyle(Stacked())), stacked)
    }
}
