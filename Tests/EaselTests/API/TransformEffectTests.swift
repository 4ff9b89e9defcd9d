// rotationEffect / scaleEffect: layout unchanged, drawing transformed about the anchor.
import XCTest
import Easel
import EaselRaster

final class TransformEffectTests: XCTestCase {
    func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }

    func testLayoutIsUnchanged() throws {
        let plain = try layout(Color.red.frame(width: 100, height: 20))
        let rotated = try layout(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90)).scaleEffect(2))
        XCTAssertEqual(plain.root.rect, rotated.root.rect)
    }

    func testAQuarterTurnAboutTheCentreStandsTheBarUpright() throws {
        // A 100 × 20 bar in a 100 × 100 frame, turned 90°: it now covers x 40...60, y 0...100.
        let img = try render(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90)).frame(width: 100, height: 100))
        XCTAssertEqual(img.pixel(x: 50, y: 5).a, 255)
        XCTAssertEqual(img.pixel(x: 50, y: 95).a, 255)
        XCTAssertEqual(img.pixel(x: 5, y: 50).a, 0)
        XCTAssertEqual(img.pixel(x: 35, y: 50).a, 0)
        XCTAssertEqual(img.pixel(x: 45, y: 50).a, 255)
    }

    func testScaleAboutTheTopLeadingCornerGrowsToTheBottomRight() throws {
        let img = try render(Color.blue.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading).frame(width: 40, height: 40, alignment: .topLeading))
        // The 10-point square covers 0...20 now; its outermost pixels are partly covered, because
        // the layer is magnified with bilinear filtering (see docs/Differences.md).
        XCTAssertEqual(img.pixel(x: 2, y: 2).a, 255)
        XCTAssertEqual(img.pixel(x: 17, y: 17).a, 255)
        XCTAssertGreaterThan(img.pixel(x: 19, y: 10).a, 100)
        XCTAssertEqual(img.pixel(x: 21, y: 21).a, 0)
    }

    /// A 100 × 20 bar turned upright in a 20-point column: before the turn it lies mostly outside
    /// the 20 × 100 canvas, after it the bar fills the column.
    func testWhatATransformBringsOntoTheCanvasIsDrawn() throws {
        let img = try render(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90)).frame(width: 20, height: 100))
        XCTAssertEqual(img.width, 20)
        for y in [2, 30, 50, 70, 97] { XCTAssertEqual(img.pixel(x: 10, y: y).a, 255, "y \(y)") }
        XCTAssertEqual(img.pixel(x: 1, y: 10).a, 255)
        // Two eighth turns, the inner one moved with the layer that holds it: the same bar.
        let twice = try render(
            Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(45)).rotationEffect(.degrees(45)).frame(width: 20, height: 100))
        for y in [5, 30, 50, 70, 95] { XCTAssertEqual(twice.pixel(x: 10, y: y).a, 255, "y \(y)") }
    }

    /// The canvas of its own that a turned view needs counts against the render's memory budget:
    /// past it, the render is an error naming the layer, not a picture with the view cut.
    func testAnOwnCanvasPastTheMemoryBudgetIsAnError() throws {
        let column = Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90)).frame(width: 20, height: 100)
        let r = ImageRenderer(content: column)
        r.scale = 1
        r.memoryBudget = MemoryBudget(bytes: 20 * 100 * 4 + 4_000)  // the canvas, and a layer of 20 × 50 px
        XCTAssertThrowsError(try r.rasterize()) { error in
            XCTAssertTrue(String(describing: error).contains("px layer"), String(describing: error))
        }
        r.memoryBudget = MemoryBudget(bytes: 20 * 100 * 4 + 40_000)
        XCTAssertEqual(try r.rasterize().pixel(x: 10, y: 5).a, 255)
    }

    /// A clip cuts a transformed view where it lands: the bar turned upright about the centre of
    /// a 100-point square, clipped to the square's top half, covers x 40...60 of that half only
    /// (clipped before the turn, it would be the strip x 50...60 over the whole height).
    func testAClipCutsATransformedViewWhereItLands() throws {
        let img = try render(
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90))
                    .frame(width: 100, height: 100)
                    .frame(width: 100, height: 50, alignment: .top).clipped()
                Color.clear.frame(height: 50)
            })
        XCTAssertEqual(img.height, 100)
        XCTAssertEqual(img.pixel(x: 45, y: 25).a, 255)
        XCTAssertEqual(img.pixel(x: 55, y: 5).a, 255)
        XCTAssertEqual(img.pixel(x: 35, y: 25).a, 0)
        XCTAssertEqual(img.pixel(x: 55, y: 75).a, 0)
        XCTAssertEqual(img.pixel(x: 45, y: 75).a, 0)
    }

    func testAZeroScaleOrNaNDrawsNothingOrUntransformed() throws {
        let zero = try render(Color.red.frame(width: 10, height: 10).scaleEffect(0))
        XCTAssertEqual(zero.pixel(x: 5, y: 5).a, 0)
        let nan = try render(Color.red.frame(width: 10, height: 10).scaleEffect(.nan))
        XCTAssertEqual(nan.pixel(x: 5, y: 5).a, 255)
    }
}

/// rotation3DEffect about the z axis is a plane rotation: the same picture as rotationEffect.
final class Rotation3DEffectTests: XCTestCase {
    func testAboutZItDrawsAsRotationEffect() throws {
        let shape = Rectangle().fill(Color.orange).frame(width: 40, height: 20).padding(20)
        let flat = try ImageRenderer(content: shape.rotationEffect(.degrees(30))).rasterize()
        let turned = try ImageRenderer(content: shape.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))).rasterize()
        var differing = 0
        for y in 0..<flat.height { for x in 0..<flat.width where flat.pixel(x: x, y: y) != turned.pixel(x: x, y: y) { differing += 1 } }
        XCTAssertEqual(differing, 0)
        // Layout does not change.
        XCTAssertEqual(
            try ImageRenderer(content: shape.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))).layout().root.frame.rect,
            try ImageRenderer(content: shape).layout().root.frame.rect)
    }

    /// What the turn brings onto the canvas is drawn, as for rotationEffect: the same picture of a
    /// bar lying outside its 20-point column before the turn.
    func testWhatTheTurnBringsOntoTheCanvasIsDrawn() throws {
        func render<V: View>(_ v: V) throws -> RasterCanvas {
            let r = ImageRenderer(content: v.frame(width: 20, height: 100))
            r.scale = 1
            return try r.rasterize()
        }
        let bar = Color.red.frame(width: 100, height: 20)
        let flat = try render(bar.rotationEffect(.degrees(90)))
        let turned = try render(bar.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)))
        XCTAssertEqual(turned.pixel(x: 10, y: 5).a, 255)
        XCTAssertEqual(turned.pixel(x: 10, y: 95).a, 255)
        XCTAssertEqual(flat.bitmap, turned.bitmap)
    }
}
