import XCTest
import EaselRaster
@testable import Easel

/// `ContainerRelativeShape` takes the container's shape (`containerShape(_:)`, a widget's rounded
/// rectangle), its corners concentric with the container's: the radius less the shape's distance
/// from the container's nearest edge; with no container, a rectangle.
final class ContainerRelativeShapeTests: XCTestCase {
    private func pixels<V: View>(_ v: V) throws -> Bitmap { try ImageRenderer(content: v).rasterize().bitmap }

    /// Whether two pictures agree to within `levels` in every channel of every pixel (0: the same).
    private func close(_ a: Bitmap, _ b: Bitmap, levels: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        XCTAssertEqual(a.height, b.height, file: file, line: line)
        guard a.width == b.width, a.height == b.height else { return }
        let worst = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, levels, file: file, line: line)
    }

    func testWithoutAContainerItIsARectangle() throws {
        XCTAssertTrue(
            try pixels(ContainerRelativeShape().fill(.red).frame(width: 20, height: 20)) == pixels(Rectangle().fill(.red).frame(width: 20, height: 20)))
    }

    func testInsideAContainerTheCornersAreConcentric() throws {
        func framed<S: View>(_ s: S) -> some View { Color.clear.frame(width: 100, height: 80).overlay(s) }
        let relative = try pixels(framed(ContainerRelativeShape().fill(.red).padding(5)).containerShape(RoundedRectangle(cornerRadius: 20)))
        close(relative, try pixels(framed(RoundedRectangle(cornerRadius: 15).fill(.red).padding(5))))
        // Not the container's own radius.
        XCTAssertFalse(relative == (try pixels(framed(RoundedRectangle(cornerRadius: 20).fill(.red).padding(5)))))
        // Farther in than the radius: square corners.
        let deep = try pixels(framed(ContainerRelativeShape().fill(.red).padding(25)).containerShape(RoundedRectangle(cornerRadius: 20)))
        XCTAssertTrue(deep == (try pixels(framed(Rectangle().fill(.red).padding(25)))))
        // As a clip.
        let clipped = try pixels(framed(Color.red.clipShape(ContainerRelativeShape()).padding(5)).containerShape(RoundedRectangle(cornerRadius: 20)))
        close(clipped, try pixels(framed(Color.red.clipShape(RoundedRectangle(cornerRadius: 15)).padding(5))))
    }

    func testAWidgetIsAContainer() throws {
        // Inside the 16-point margins of a 22-point widget: a 6-point radius.
        let widget = try pixels(ContainerRelativeShape().fill(.blue).previewContext(WidgetPreviewContext(family: .systemSmall)))
        let expected = try pixels(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(.blue).previewContext(WidgetPreviewContext(family: .systemSmall)))
        close(widget, expected)
    }
}
