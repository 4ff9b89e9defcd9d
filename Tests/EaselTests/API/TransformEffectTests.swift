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
}
