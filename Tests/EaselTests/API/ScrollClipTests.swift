import XCTest
import EaselRaster
@testable import Easel

/// A scroll view clips its content to its viewport unless `scrollClipDisabled()` is applied to it
/// or an enclosing view; layout is the same either way.
final class ScrollClipTests: XCTestCase {
    private func scene(clipDisabled: Bool?) -> some View {
        // A 40-point viewport over 80 points of content, inside a 100-point column.
        let scroll = ScrollView { Color.red.frame(width: 20, height: 80) }.frame(width: 20, height: 40)
        return VStack(spacing: 0) {
            if let clipDisabled { scroll.scrollClipDisabled(clipDisabled) } else { scroll }
            Spacer()
        }
        .frame(width: 20, height: 100)
    }

    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }

    func testContentBeyondTheViewportIsClippedByDefault() throws {
        let c = try render(scene(clipDisabled: nil))
        XCTAssertEqual(c.pixel(x: 10, y: 20).a, 255)
        XCTAssertEqual(c.pixel(x: 10, y: 60).a, 0)
        XCTAssertEqual(try render(scene(clipDisabled: false)).pixel(x: 10, y: 60).a, 0)
    }

    func testClipDisabledDrawsBeyondTheViewport() throws {
        let c = try render(scene(clipDisabled: true))
        XCTAssertEqual(c.pixel(x: 10, y: 20).a, 255)
        XCTAssertEqual(c.pixel(x: 10, y: 60).a, 255)
        XCTAssertEqual(c.pixel(x: 10, y: 90).a, 0)
        // From an enclosing view, too.
        let outer = try render(
            VStack(spacing: 0) {
                ScrollView { Color.red.frame(width: 20, height: 80) }.frame(width: 20, height: 40)
                Spacer()
            }.frame(width: 20, height: 100).scrollClipDisabled())
        XCTAssertEqual(outer.pixel(x: 10, y: 60).a, 255)
    }

    func testLayoutDoesNotChange() throws {
        XCTAssertEqual(
            try layout(scene(clipDisabled: true)).root.find("Color")?.rect,
            try layout(scene(clipDisabled: nil)).root.find("Color")?.rect)
    }
}
