// CGAffineTransform (Core Graphics' conventions), transformEffect, and shapes moved, turned and
// scaled through their paths.
import XCTest
import Easel
import EaselRaster

final class AffineTransformTests: XCTestCase {
    func assertEqual(_ a: CGPoint, _ b: CGPoint, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: accuracy, file: file, line: line)
    }

    func testConcatenationAppliesTheReceiverFirst() {
        // Core Graphics: t1.concatenating(t2) maps p to t2(t1(p)).
        let scale = CGAffineTransform(scaleX: 2, y: 3), move = CGAffineTransform(translationX: 10, y: 20)
        assertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 23))
        assertEqual(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 63))
        // translatedBy/scaledBy/rotated apply the new step first, then the receiver.
        assertEqual(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 20)), CGPoint(x: 22, y: 63))
        assertEqual(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 21))
        assertEqual(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)), CGPoint(x: 12, y: 23))
    }

    func testRotationIsClockwiseOnScreenAndInvertible() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        // y points down: the x axis turns onto the y axis.
        assertEqual(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1))
        let u = t.translatedBy(x: 5, y: -3).scaledBy(x: 2, y: 0.5)
        assertEqual(CGPoint(x: 7, y: 9).applying(u).applying(u.inverted()), CGPoint(x: 7, y: 9))
        XCTAssertTrue(u.concatenating(u.inverted()).a.distance(to: 1) < 1e-12)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGAffineTransform(scaleX: 0, y: 1).inverted(), CGAffineTransform(scaleX: 0, y: 1))
    }

    func testRectanglesMapToTheirBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(r.minX, -20, accuracy: 1e-9)
        XCTAssertEqual(r.width, 20, accuracy: 1e-9)
        XCTAssertEqual(r.height, 10, accuracy: 1e-9)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 100, y: 100)), CGSize(width: 3, height: 4))
    }

    func testPathsApplyTransformsAndKnowTheirBounds() {
        let p = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(translationX: 5, y: 7))
        XCTAssertEqual(p.boundingRect, CGRect(x: 5, y: 7, width: 10, height: 10))
        XCTAssertEqual(p.offsetBy(dx: -5, dy: -7).boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
        var q = Path()
        q.addRect(CGRect(x: 0, y: 0, width: 4, height: 2), transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(q.boundingRect, CGRect(x: 0, y: 0, width: 8, height: 4))
        XCTAssertTrue(Path().isEmpty)
        XCTAssertTrue(Path().boundingRect.isNull)
    }

    func testTransformEffectWorksInTheViewsOwnCoordinates() throws {
        // A translation moves the drawing; layout does not change.
        let square = Color.red.frame(width: 10, height: 10)
        let moved = square.transformEffect(CGAffineTransform(translationX: 20, y: 5)).frame(width: 40, height: 20, alignment: .topLeading)
        let img = try render(moved)
        XCTAssertEqual(img.pixel(x: 5, y: 5).a, 0)
        XCTAssertEqual(img.pixel(x: 25, y: 10).a, 255)
        XCTAssertEqual(try layout(square.transformEffect(CGAffineTransform(scaleX: 3, y: 3))).root.rect.size, CGSize(width: 10, height: 10))
        // A rotation about the origin is rotationEffect about the top-leading corner.
        let bar = Color.blue.frame(width: 30, height: 8).padding(30)
        let a = try render(bar.transformEffect(CGAffineTransform(rotationAngle: .pi / 6)))
        let b = try render(bar.rotationEffect(.radians(.pi / 6), anchor: .topLeading))
        XCTAssertEqual(a.bitmap, b.bitmap)
    }

    func testShapeTransformsMoveTheOutlineNotTheFrame() throws {
        let turned = try render(Rectangle().rotation(.degrees(90)).fill(Color.green).frame(width: 40, height: 10).frame(width: 40, height: 40))
        // The 40 × 10 bar stands upright about its centre (20, 20): x 15…25, y 0…40.
        XCTAssertEqual(turned.pixel(x: 20, y: 2).a, 255)
        XCTAssertEqual(turned.pixel(x: 2, y: 20).a, 0)
        let offset = try render(Circle().offset(x: 20).fill(Color.red).frame(width: 10, height: 10).frame(width: 40, height: 10, alignment: .leading))
        XCTAssertEqual(offset.pixel(x: 5, y: 5).a, 0)
        XCTAssertEqual(offset.pixel(x: 25, y: 5).a, 255)
        let scaled = try render(Rectangle().scale(0.5, anchor: .topLeading).fill(Color.red).frame(width: 20, height: 20))
        XCTAssertEqual(scaled.pixel(x: 5, y: 5).a, 255)
        XCTAssertEqual(scaled.pixel(x: 15, y: 15).a, 0)
        let skewed = try render(
            Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)).fill(Color.red).frame(width: 10, height: 10).frame(
                width: 30, height: 10, alignment: .leading))
        XCTAssertEqual(skewed.pixel(x: 15, y: 8).a, 255)
        XCTAssertEqual(skewed.pixel(x: 1, y: 8).a, 0)
    }

    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }
}
