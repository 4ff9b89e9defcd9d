import XCTest
import Easel
import EaselRaster

/// A switch's track takes the environment's tint (`tint(_:)`, iOS 15 and later) when on; the
/// style's own tint wins, and without either it is green.
final class ToggleTintTests: XCTestCase {
    private func track<V: View>(_ v: V) throws -> PremultipliedColor {
        let r = ImageRenderer(content: v.labelsHidden())
        r.scale = 1
        // The track's leading end: left of the knob, which sits at the trailing end when on.
        return try r.rasterize().pixel(x: 8, y: 15)
    }

    func testTheEnvironmentsTintColoursTheTrack() throws {
        let red = try track(Toggle("On", isOn: .constant(true)).tint(.red))
        XCTAssertEqual([red.r, red.g, red.b], [255, 59, 48])
        let styled = try track(Toggle("On", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)).tint(.red))
        XCTAssertEqual([styled.r, styled.g, styled.b], [255, 149, 0])
        let plain = try track(Toggle("On", isOn: .constant(true)))
        XCTAssertEqual([plain.r, plain.g, plain.b], [52, 199, 89])
        // Off, the track is the grey fill whatever the tint.
        XCTAssertEqual(try track(Toggle("Off", isOn: .constant(false)).tint(.red)), try track(Toggle("Off", isOn: .constant(false))))
    }
}
