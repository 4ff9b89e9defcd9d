import XCTest
import Easel

/// `MeshGradient`: colours at vertices, blended smoothly (bicubic) or bilinearly over patches
/// that follow moved vertices; the background where the mesh does not reach; a view that fills
/// its proposal and a shape style.
final class MeshGradientTests: XCTestCase {
    let corners: [Color] = [
        Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
        Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0),
    ]
    let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

    func pixel<V: View>(_ v: V, _ x: Int, _ y: Int) throws -> [Int] {
        let p = try ImageRenderer(content: v).rasterize().pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    func assertColor(_ got: [Int], _ expected: [Double], accuracy: Int = 2, file: StaticString = #filePath, line: UInt = #line) {
        for (g, e) in zip(got, expected) {
            XCTAssertLessThanOrEqual(
                abs(g - Int((e * 255).rounded())), accuracy, "\(got) vs \(expected.map { Int(($0 * 255).rounded()) })", file: file, line: line)
        }
    }

    func testAViewFillsItsProposal() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: corners)
        XCTAssertEqual(try layout(mesh, proposed: ProposedViewSize(width: 120, height: 80)).root.rect.size, CGSize(width: 120, height: 80))
    }

    /// Bilinear: the middle of a 2 x 2 mesh is the mean of its corners, a quarter of the way
    /// across a quarter; smooth blends keep nearer the vertices' colours (3/4 → 0.797 here).
    func testBilinearAndSmoothBlends() throws {
        let bilinear = MeshGradient(width: 2, height: 2, points: square, colors: corners, smoothsColors: false).frame(width: 100, height: 100)
        assertColor(try pixel(bilinear, 50, 50), [0.5, 0.5, 0.25, 1])
        assertColor(try pixel(bilinear, 0, 0), [1, 0, 0, 1], accuracy: 4)
        assertColor(try pixel(bilinear, 99, 99), [1, 1, 0, 1], accuracy: 4)
        // Along the top edge, a quarter of the way from red to green.
        assertColor(try pixel(bilinear, 25, 0), [0.75, 0.25, 0, 1], accuracy: 4)
        let smooth = MeshGradient(width: 2, height: 2, points: square, colors: corners).frame(width: 100, height: 100)
        assertColor(try pixel(smooth, 50, 50), [0.5, 0.5, 0.25, 1])
        assertColor(try pixel(smooth, 25, 0), [0.797, 0.203, 0, 1], accuracy: 4)
    }

    /// A 3 x 3 mesh whose middle vertex is moved to (0.25, 0.25): its colour is there.
    func testAMovedVertexCarriesItsColour() throws {
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.25, 0.25], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let colors: [Color] = [.black, .black, .black, .black, .white, .black, .black, .black, .black]
        let mesh = MeshGradient(width: 3, height: 3, points: points, colors: colors, smoothsColors: false).frame(width: 100, height: 100)
        assertColor(try pixel(mesh, 25, 25), [1, 1, 1, 1], accuracy: 8)
        assertColor(try pixel(mesh, 98, 98), [0, 0, 0, 1], accuracy: 8)
        XCTAssertLessThan(try pixel(mesh, 50, 50)[0], 128, "the middle of the frame is no longer the white vertex")
    }

    /// A mesh over the left half only: the background shows on the right.
    func testTheBackgroundFillsWhatTheMeshDoesNotCover() throws {
        let half: [SIMD2<Float>] = [[0, 0], [0.5, 0], [0, 1], [0.5, 1]]
        let mesh = MeshGradient(width: 2, height: 2, points: half, colors: [.red, .red, .red, .red], background: .blue)
            .frame(width: 100, height: 40)
        assertColor(try pixel(mesh, 20, 20), [1, 59 / 255, 48 / 255, 1], accuracy: 3)
        XCTAssertEqual(try pixel(mesh, 80, 20), try pixel(Color.blue.frame(width: 100, height: 40), 80, 20))
        let clear = MeshGradient(width: 2, height: 2, points: half, colors: [.red, .red, .red, .red]).frame(width: 100, height: 40)
        XCTAssertEqual(try pixel(clear, 80, 20)[3], 0)
    }

    func testAShapeStyle() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: square, colors: corners, smoothsColors: false)
        let circle = Circle().fill(mesh).frame(width: 100, height: 100)
        XCTAssertEqual(try pixel(circle, 2, 2)[3], 0, "outside the circle")
        assertColor(try pixel(circle, 50, 50), [0.5, 0.5, 0.25, 1])
        XCTAssertEqual(
            try pixel(Rectangle().fill(mesh).frame(width: 60, height: 60), 30, 30),
            try pixel(mesh.frame(width: 60, height: 60), 30, 30))
    }

    /// Too few vertices or colours draw only the background.
    func testAMalformedMeshDrawsTheBackground() throws {
        let few = MeshGradient(width: 3, height: 3, points: square, colors: corners, background: .green).frame(width: 20, height: 20)
        XCTAssertEqual(try pixel(few, 10, 10), try pixel(Color.green.frame(width: 20, height: 20), 10, 10))
    }
}
