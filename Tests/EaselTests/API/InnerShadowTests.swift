import XCTest
import EaselRaster
@testable import Easel

/// `ShapeStyle.shadow(.inner(…))`: the outside of the filled area casts a shadow inside it,
/// kept within the fill; layout is the shape's.
final class InnerShadowTests: XCTestCase {
    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v.padding(10))
        r.scale = 1
        return try r.rasterize()
    }

    func testASharpInnerShadowIsTheOutsideMovedIn() throws {
        // Radius 0, moved 4 right: the leftmost 4 columns of the square are the shadow colour.
        let c = try render(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 4, y: 0))).frame(width: 40, height: 40))
        for x in 10..<14 { XCTAssertEqual(c.pixel(x: x, y: 30), PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "column \(x)") }
        for x in 14..<50 { XCTAssertEqual(c.pixel(x: x, y: 30), PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "column \(x)") }
        // Nothing outside the fill.
        XCTAssertEqual(c.pixel(x: 9, y: 30).a, 0)
        XCTAssertEqual(c.pixel(x: 50, y: 30).a, 0)
        // Moved up: the bottom rows.
        let up = try render(
            Rectangle().fill(Color.white.shadow(.inner(color: Color(red: 1, green: 0, blue: 0), radius: 0, y: -3))).frame(width: 40, height: 40))
        XCTAssertEqual(up.pixel(x: 30, y: 47), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(up.pixel(x: 30, y: 46), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    func testABlurredInnerShadowDarkensTheEdgesFromWithin() throws {
        let c = try render(Rectangle().fill(Color.white.shadow(.inner(radius: 6))).frame(width: 60, height: 60))
        let edge = c.pixel(x: 10, y: 40), inside = c.pixel(x: 14, y: 40), centre = c.pixel(x: 40, y: 40)
        XCTAssertEqual(centre, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(edge.a, 255)
        XCTAssertLessThan(edge.r, inside.r)
        XCTAssertLessThan(inside.r, centre.r)
        // At the edge about half the outside reaches in: 55 % black at about half strength.
        XCTAssertEqual(Double(edge.r), 255 * (1 - 0.55 * 0.5), accuracy: 12)
        XCTAssertEqual(c.pixel(x: 9, y: 40).a, 0)
    }

    func testTheShadowKeepsToAShapesAlpha() throws {
        // A circle's corners stay clear; its anti-aliased rim keeps its coverage.
        let plain = try render(Circle().fill(Color.white).frame(width: 40, height: 40))
        let shadowed = try render(Circle().fill(Color.white.shadow(.inner(radius: 4))).frame(width: 40, height: 40))
        for y in 0..<60 { for x in 0..<60 { XCTAssertEqual(plain.pixel(x: x, y: y).a, shadowed.pixel(x: x, y: y).a) } }
    }

    func testChainedShadowsAreCastInTurn() throws {
        // An inner red edge on the left, then a black drop shadow 10 points to the right.
        let c = try render(
            Rectangle()
                .fill(Color.white.shadow(.inner(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 4)).shadow(.drop(color: .black, radius: 0, x: 10)))
                .frame(width: 20, height: 20))
        XCTAssertEqual(c.pixel(x: 12, y: 20), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(c.pixel(x: 20, y: 20), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(c.pixel(x: 35, y: 20), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    func testLayoutIsTheShapes() throws {
        let a = try ImageRenderer(content: Circle().fill(Color.blue.shadow(.inner(radius: 4))).frame(width: 30, height: 20)).layout()
        let b = try ImageRenderer(content: Circle().fill(Color.blue).frame(width: 30, height: 20)).layout()
        XCTAssertEqual(a.root.frame.rect, b.root.frame.rect)
    }

    func testInABackgroundShape() throws {
        let c = try render(
            Color.clear.frame(width: 40, height: 40)
                .background(Color.white.shadow(.inner(color: .black, radius: 0, x: 0, y: 5)), in: Rectangle()))
        XCTAssertEqual(c.pixel(x: 30, y: 12), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(c.pixel(x: 30, y: 16), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
