import XCTest
import EaselRaster
import EaselTesting
@testable import Easel

/// `ImageRenderer.showsStatusBar`: the status bar and home indicator drawn over a device render,
/// in the label colour of the scheme; nothing changes in the layout, and nothing is drawn
/// without it.
final class DeviceChromeTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Account") {
                        Label("Profile", systemImage: "person.crop.circle")
                        Label("Notifications", systemImage: "bell")
                    }
                    Section {
                        Toggle("Airplane Mode", isOn: .constant(true))
                        ColorPicker("Accent", selection: .constant(.orange))
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    private func renderer(_ device: Device, _ scheme: ColorScheme = .light, bars: Bool = true, scale: CGFloat = 1) -> ImageRenderer<Screen> {
        let r = ImageRenderer(content: Screen())
        r.device = device
        r.colorScheme = scheme
        r.scale = scale
        r.showsStatusBar = bars
        return r
    }

    /// Whether any pixel of the rectangle (points at @1x) differs from the system background.
    private func inked(_ c: RasterCanvas, _ rect: CGRect, background: PremultipliedColor) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where c.pixel(x: x, y: y) != background { return true } }
        return false
    }

    func testTheBarsAreDrawnWhereTheDeviceShowsThem() throws {
        let c = try renderer(.iPhone15).rasterize()
        let grouped = PremultipliedColor(r: 242, g: 242, b: 247, a: 255)
        // The time in the left ear, the icons in the right one, both around the island's centre line.
        XCTAssertTrue(inked(c, CGRect(x: 40, y: 20, width: 50, height: 20), background: grouped))
        XCTAssertTrue(inked(c, CGRect(x: 300, y: 20, width: 60, height: 20), background: grouped))
        XCTAssertFalse(inked(c, CGRect(x: 140, y: 0, width: 110, height: 59), background: grouped))
        // The home indicator: 134 × 5, 8 above the bottom, centred; black in light mode.
        XCTAssertEqual(c.pixel(x: 196, y: 852 - 8 - 3), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(c.pixel(x: 196 - 60, y: 852 - 8 - 3), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(c.pixel(x: 196 - 70, y: 852 - 8 - 3), grouped)
        // White in dark mode.
        let dark = try renderer(.iPhone15, .dark).rasterize()
        XCTAssertEqual(dark.pixel(x: 196, y: 852 - 8 - 3), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    func testWithoutTheFlagOrAHomeIndicatorNothingIsDrawnThere() throws {
        let plain = try renderer(.iPhone15, bars: false).rasterize()
        let grouped = PremultipliedColor(r: 242, g: 242, b: 247, a: 255)
        XCTAssertFalse(inked(plain, CGRect(x: 0, y: 0, width: 393, height: 59), background: grouped))
        XCTAssertEqual(plain.pixel(x: 196, y: 852 - 8 - 3), grouped)
        // A home-button phone has no indicator, and its time is centred in a 20-point bar.
        let se = try renderer(.iPhoneSE).rasterize()
        XCTAssertTrue(inked(se, CGRect(x: 170, y: 2, width: 35, height: 16), background: grouped))
        XCTAssertFalse(inked(se, CGRect(x: 0, y: 647, width: 375, height: 20), background: grouped))
    }

    func testTheLayoutIsTheSame() throws {
        XCTAssertEqual(try renderer(.iPhone15).layout(), try renderer(.iPhone15, bars: false).layout())
    }

    func testStatusBarGolden() throws {
        for (scheme, name) in [(ColorScheme.light, "status-bar-iphone15"), (.dark, "status-bar-iphone15-dark")] {
            let bitmap = try renderer(.iPhone15, scheme, scale: 2).rasterize().bitmap
            assertSnapshot(of: bitmap, as: .image(scale: 2), named: name)
        }
        assertSnapshot(of: try renderer(.iPad, scale: 1).rasterize().bitmap, as: .image(scale: 1), named: "status-bar-ipad")
        assertSnapshot(of: try renderer(.iPad, .dark, scale: 1).rasterize().bitmap, as: .image(scale: 1), named: "status-bar-ipad-dark")
    }
}
