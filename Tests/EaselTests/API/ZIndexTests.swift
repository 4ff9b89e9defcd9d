// zIndex: drawing order among siblings, layout unchanged.
import XCTest
import Easel
import EaselRaster

final class ZIndexTests: XCTestCase {
    func topColour<V: View>(_ v: V) throws -> PremultipliedColor {
        let r = ImageRenderer(content: v.frame(width: 10, height: 10))
        r.scale = 1
        return try r.rasterize().pixel(x: 5, y: 5)
    }

    func testAHigherZIndexDrawsOnTopWhateverItsPlace() throws {
        XCTAssertEqual(
            try topColour(
                ZStack {
                    Color.red.zIndex(1); Color.blue
                }
            ).r, 255)
        XCTAssertEqual(
            try topColour(
                ZStack {
                    Color.red; Color.blue
                }
            ).b, 255)
        // Equal indices keep their order; negative ones go below.
        XCTAssertEqual(
            try topColour(
                ZStack {
                    Color.red.zIndex(2); Color.blue.zIndex(2)
                }
            ).b, 255)
        XCTAssertEqual(
            try topColour(
                ZStack {
                    Color.red; Color.blue.zIndex(-1)
                }
            ).r, 255)
        XCTAssertEqual(
            try topColour(
                ZStack {
                    Color.red.zIndex(.nan); Color.blue
                }
            ).b, 255)
    }

    func testLayoutIsUnchanged() throws {
        let a = try layout(
            VStack {
                Text("a").zIndex(3); Text("b")
            })
        let b = try layout(
            VStack {
                Text("a"); Text("b")
            })
        XCTAssertEqual(a.root.all().map(\.rect), b.root.all().map(\.rect))
    }
}
