// A shape stroked in the foreground style is itself a shape (SwiftUI's `stroke(lineWidth:)` and
// `stroke(style:)` return `some Shape`): its outline is the area the stroke covers
// (`Path.strokedPath(_:)`), so it can be stroked again, filled, or used as a background's shape.
import XCTest
import Easel
import EaselRaster

final class StrokedShapeTests: XCTestCase {
    func testAStrokedRectanglesOutlineIsTheRectangleGrownByHalfTheLineWidth() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let outline = Path(rect).strokedPath(StrokeStyle(lineWidth: 6))
        XCTAssertEqual(outline.boundingRect, rect.insetBy(dx: -3, dy: -3))
        // Round caps on an open line reach half the width past each end.
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 40, y: 0))
        let capped = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).boundingRect
        // (The cap's arc is flattened into a polygon around it, within 0.05 pt.)
        XCTAssertEqual(capped.minX, -2, accuracy: 0.05)
        XCTAssertEqual(capped.maxX, 42, accuracy: 0.05)
        XCTAssertEqual(capped.minY, -2, accuracy: 0.05)
        XCTAssertEqual(capped.maxY, 2, accuracy: 0.05)
        // Nothing is stroked with no width.
        XCTAssertTrue(Path(rect).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    func testAStrokedCircleIsAShapeAsWideAsItsStroke() {
        let stroked = Circle().stroke(lineWidth: 4)
        let shape: any Shape = stroked
        let bounds = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        XCTAssertEqual(bounds.minX, -2, accuracy: 0.05)
        XCTAssertEqual(bounds.maxX, 102, accuracy: 0.05)
        XCTAssertEqual(bounds.minY, -2, accuracy: 0.05)
        XCTAssertEqual(bounds.maxY, 102, accuracy: 0.05)
    }

    /// Drawn as a view, a stroked shape is the stroke, pixel for pixel as before.
    func testAStrokedShapeDrawsAsItsStroke() throws {
        XCTAssertEqual(
            try pixels(Circle().stroke(lineWidth: 5).foregroundColor(.blue).frame(width: 40, height: 40).padding(4)),
            try pixels(Circle().stroke(Color.blue, lineWidth: 5).frame(width: 40, height: 40).padding(4)))
    }

    /// A stroke stroked again outlines both edges of the first: a double ring, empty along the
    /// first stroke's centre line.
    func testAStrokeStrokedAgainIsTwoRings() throws {
        let bitmap = try pixels(
            Circle().stroke(lineWidth: 10).stroke(style: StrokeStyle(lineWidth: 2)).foregroundColor(.black)
                .frame(width: 80, height: 80).padding(10))
        // The circle's centre line is 40 pt from its centre (50, 50); its outline's edges are 5 pt
        // either side of it: at x = 95 and x = 85 on the middle row, with the gap at x = 90.
        // (Flattened into a polygon, the outline's edges sit within a tenth of a pixel of them.)
        XCTAssertGreaterThan(bitmap.pixel(x: 94, y: 50).a, 200)
        XCTAssertGreaterThan(bitmap.pixel(x: 85, y: 50).a, 200)
        XCTAssertEqual(bitmap.pixel(x: 90, y: 50).a, 0)
        XCTAssertEqual(bitmap.pixel(x: 50, y: 50).a, 0)
    }

    func testAStrokeAsTheShapeOfAnOverlay() throws {
        XCTAssertEqual(
            try pixels(Color.white.frame(width: 60, height: 30).overlay(Color.purple, in: RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 4))),
            try pixels(Color.white.frame(width: 60, height: 30).overlay(RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 4).fill(Color.purple))))
    }

    /// `background(in:)` and `background()` fill with the background style: white in light mode.
    func testBackgroundInAShapeUsesTheBackgroundStyle() throws {
        let bitmap = try pixels(Text("Hi").padding().background(in: Capsule()).padding(4).background(Color.black))
        let middle = bitmap.pixel(x: 8, y: bitmap.height / 2)
        XCTAssertEqual([middle.r, middle.g, middle.b], [255, 255, 255])
        let plain = try pixels(Text("Hi").padding().background().padding(4).background(Color.black))
        let corner = plain.pixel(x: 5, y: 5)
        XCTAssertEqual([corner.r, corner.g, corner.b], [255, 255, 255])
    }
}
