// Gradients as views (they fill what they are offered) and as shape styles.
import XCTest
import Easel
import EaselRaster

final class GradientTests: XCTestCase {
    func testAGradientViewTakesTheProposedSize() throws {
        let l = try layout(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom),
            proposed: ProposedViewSize(width: 120, height: 80))
        XCTAssertEqual(l.root.rect.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(l.node("Rectangle").rect.size, CGSize(width: 120, height: 80))
    }

    func testGradientColoursLandWhereTheGeometrySays() throws {
        let view = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 10)
        let r = ImageRenderer(content: view)
        r.scale = 1
        let image = try r.rasterize()
        func red(_ x: Int) -> Int { Int(image.pixel(x: x, y: 5).r) }
        XCTAssertLessThanOrEqual(red(0), 2)
        XCTAssertGreaterThanOrEqual(red(99), 253)
        XCTAssertEqual(Double(red(50)), 255 * 50.5 / 100, accuracy: 1)
    }

    func testRadialAndAngularGeometry() throws {
        let radial = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).frame(width: 100, height: 100)
        let r = ImageRenderer(content: radial)
        r.scale = 1
        let img = try r.rasterize()
        // The pixel centre (50.5, 50.5) is 0.71 from the centre.
        XCTAssertEqual(Double(img.pixel(x: 50, y: 50).r), 255 * (1 - 0.5.squareRoot() / 50), accuracy: 1)
        XCTAssertLessThanOrEqual(Int(img.pixel(x: 0, y: 50).r), 3)
        XCTAssertEqual(Double(img.pixel(x: 75, y: 50).r), 255 * (1 - 25.5 / 50), accuracy: 1.5)
        // Angular: red at 3 o'clock, blue half a turn later at 9 o'clock.
        let angular = AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 100, height: 100)
        let a = ImageRenderer(content: angular)
        a.scale = 1
        let ai = try a.rasterize()
        XCTAssertGreaterThan(ai.pixel(x: 95, y: 50).r, 200)
        XCTAssertGreaterThan(ai.pixel(x: 4, y: 50).b, 200)
    }

    func testAShapeFilledWithAGradientKeepsItsOutline() throws {
        let view = Circle().fill(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
        let r = ImageRenderer(content: view)
        r.scale = 1
        let img = try r.rasterize()
        XCTAssertEqual(img.pixel(x: 1, y: 1).a, 0)  // outside the circle
        XCTAssertEqual(img.pixel(x: 20, y: 20).a, 255)
    }
}
