import XCTest
import Easel
import EaselRaster

/// `disabled(_:)` turns `isEnabled` off below it, and the built-in controls draw their tinted parts
/// in the disabled grey (iOS's `tertiaryLabel`, 60,60,67 at 30 % in light mode).
final class DisabledTests: XCTestCase {
    private struct EnabledProbe: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text(isEnabled ? "enabled" : "disabled") }
    }

    func testDisabledTurnsIsEnabledOffBelowIt() throws {
        XCTAssertNotNil(try layout(EnabledProbe()).root.find("Text", "enabled"))
        XCTAssertNotNil(try layout(EnabledProbe().disabled(true)).root.find("Text", "disabled"))
        XCTAssertNotNil(try layout(EnabledProbe().disabled(false)).root.find("Text", "enabled"))
        // An inner `disabled(false)` cannot enable what an outer `disabled(true)` disabled.
        XCTAssertNotNil(try layout(EnabledProbe().disabled(false).disabled(true)).root.find("Text", "disabled"))
        XCTAssertNotNil(try layout(EnabledProbe().environment(\.isEnabled, false)).root.find("Text", "disabled"))
    }

    /// The fill at the left middle of a prominent button, clear of its label and corners.
    private func fill<V: View>(_ button: V) throws -> PremultipliedColor {
        let c = try ImageRenderer(content: button.buttonStyle(.borderedProminent)).rasterize()
        return c.pixel(x: 4, y: c.height / 2)
    }

    func testADisabledProminentButtonIsFilledWithTheDisabledGrey() throws {
        XCTAssertEqual(try fill(Button("Go") {}), PremultipliedColor(r: 0, g: 122, b: 255, a: 255), "enabled: the accent blue")
        let disabled = try fill(Button("Go") {}.disabled(true))
        XCTAssertEqual(Int(disabled.a), 77, accuracy: 1)
        XCTAssertEqual(Int(disabled.r), 18, accuracy: 1)
        XCTAssertEqual(Int(disabled.b), 20, accuracy: 1)
        XCTAssertEqual(try fill(Button("Go") {}.tint(.orange).disabled(true)), disabled, "whatever the tint")
        XCTAssertEqual(try fill(Button("Delete", role: .destructive) {}.disabled(true)), disabled, "or the role")
    }

    func testADisabledLinkIsTheDisabledGrey() throws {
        let url = URL(string: "https://example.com")!
        let grey = try pixels(Text("Docs").foregroundStyle(Color(uiColor: .tertiaryLabel)))
        XCTAssertEqual(try pixels(Link("Docs", destination: url).disabled(true)), grey)
        XCTAssertNotEqual(try pixels(Link("Docs", destination: url)), grey, "enabled: the accent blue")
    }

    func testSizesDoNotChangeWhenDisabled() throws {
        let enabled = try layout(Button("Continue") {}.buttonStyle(.bordered)).root.rect
        let disabled = try layout(Button("Continue") {}.buttonStyle(.bordered).disabled(true)).root.rect
        XCTAssertEqual(enabled, disabled)
    }
}
