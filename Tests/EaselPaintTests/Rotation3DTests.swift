import XCTest
import EaselLayout
@testable import EaselPaint

/// The projection of `rotation3DEffect` in points.
final class Rotation3DTests: XCTestCase {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 50)

    func apply(_ h: [Double], _ x: Double, _ y: Double) -> (Double, Double) {
        let w = h[6] * x + h[7] * y + h[8]
        return ((h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w)
    }

    func testAboutTheZAxisItIsAPlaneRotationAboutTheAnchor() throws {
        let h = try XCTUnwrap(Rotation3D.projection(radians: .pi / 2, axis: (0, 0, 1), anchor: .center, anchorZ: 0, perspective: 1, frame: frame))
        XCTAssertEqual(h[6], 0, accuracy: 1e-12)
        XCTAssertEqual(h[7], 0, accuracy: 1e-12)
        // The centre stays; the centre of the right edge turns to below the centre (clockwise on screen).
        let c = apply(h, 60, 45), r = apply(h, 110, 45)
        XCTAssertEqual(c.0, 60, accuracy: 1e-9); XCTAssertEqual(c.1, 45, accuracy: 1e-9)
        XCTAssertEqual(r.0, 60, accuracy: 1e-9); XCTAssertEqual(r.1, 95, accuracy: 1e-9)
    }

    func testPointsOnTheAxisStayAndPerspectiveShrinksTheFarSide() throws {
        let h = try XCTUnwrap(Rotation3D.projection(radians: .pi / 4, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1, frame: frame))
        // The vertical axis through the centre does not move.
        let top = apply(h, 60, 20)
        XCTAssertEqual(top.0, 60, accuracy: 1e-9); XCTAssertEqual(top.1, 20, accuracy: 1e-9)
        // One vertical edge comes nearer (taller), the other goes away (shorter).
        let left = abs(apply(h, 10, 70).1 - apply(h, 10, 20).1), right = abs(apply(h, 110, 70).1 - apply(h, 110, 20).1)
        XCTAssertNotEqual(left, right, accuracy: 1)
        XCTAssertEqual(max(left, right) > 50, min(left, right) < 50)
    }

    func testDegenerateAxesAndNumbers() {
        XCTAssertNil(Rotation3D.projection(radians: 1, axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1, frame: frame))
        XCTAssertNil(Rotation3D.projection(radians: .nan, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1, frame: frame))
        XCTAssertNil(Rotation3D.projection(radians: 1, axis: (0, .infinity, 0), anchor: .center, anchorZ: 0, perspective: 1, frame: frame))
    }
}
