import XCTest
@testable import EaselLayout

/// `SVGPathData`: SVG path data read as path elements.
final class SVGPathDataTests: XCTestCase {
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    func testAbsoluteAndRelativeLines() throws {
        XCTAssertEqual(
            SVGPathData.elements("M10 20L30 40H50V60Z"),
            [.move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(50, 40)), .line(to: p(50, 60)), .closeSubpath])
        // Relative commands from the current point; `z` returns to the subpath's start.
        XCTAssertEqual(
            SVGPathData.elements("m10,20 l5-5 h10 v10 z l1 1"),
            [.move(to: p(10, 20)), .line(to: p(15, 15)), .line(to: p(25, 15)), .line(to: p(25, 25)), .closeSubpath, .line(to: p(11, 21))])
        // Pairs after a moveto are linetos; numbers need no separator before a sign or a second point.
        XCTAssertEqual(
            SVGPathData.elements("M9.5-14.9 .5.5 1e1,2E-1"),
            [.move(to: p(9.5, -14.9)), .line(to: p(0.5, 0.5)), .line(to: p(10, 0.2))])
    }

    func testCurvesAndTheirSmoothForms() throws {
        XCTAssertEqual(
            SVGPathData.elements("M0 0C10 -20 20 -20 30 0S50 20 60 0"),
            [
                .move(to: p(0, 0)), .curve(to: p(30, 0), control1: p(10, -20), control2: p(20, -20)),
                .curve(to: p(60, 0), control1: p(40, 20), control2: p(50, 20)),
            ])
        XCTAssertEqual(
            SVGPathData.elements("M0 0Q10 -10 20 0T40 0t20 0"),
            [
                .move(to: p(0, 0)), .quadCurve(to: p(20, 0), control: p(10, -10)), .quadCurve(to: p(40, 0), control: p(30, 10)),
                .quadCurve(to: p(60, 0), control: p(50, -10)),
            ])
        // A smooth curve after a line reflects nothing: its first control point is the current point.
        XCTAssertEqual(
            SVGPathData.elements("M0 0L10 0S20 10 30 0"),
            [.move(to: p(0, 0)), .line(to: p(10, 0)), .curve(to: p(30, 0), control1: p(10, 0), control2: p(20, 10))])
    }

    func testArcsBecomeCubicCurvesOnTheEllipse() throws {
        // Two half circles of radius 10 around (10, 0): the curves pass through the circle's top
        // and bottom and end where the arcs end.
        let e = try XCTUnwrap(SVGPathData.elements("M0 0A10 10 0 0 1 20 0a10 10 0 0 1-20 0"))
        XCTAssertEqual(e.count, 5)
        guard case .curve(let end, _, _) = e[2], case .curve(let end2, _, _) = e[4] else { return XCTFail("\(e)") }
        XCTAssertEqual(end.x, 20, accuracy: 1e-9)
        XCTAssertEqual(end2.x, 0, accuracy: 1e-9)
        let bounds = PathElement.inkBounds(of: e)
        XCTAssertEqual(bounds.minY, -10, accuracy: 0.01)
        XCTAssertEqual(bounds.maxY, 10, accuracy: 0.01)
        XCTAssertEqual(bounds.minX, 0, accuracy: 0.01)
        XCTAssertEqual(bounds.maxX, 20, accuracy: 0.01)
        // Radii too small to reach are scaled up (a half circle); a zero radius is a line.
        let small = try XCTUnwrap(SVGPathData.elements("M0 0A1 1 0 0 0 20 0"))
        XCTAssertEqual(PathElement.inkBounds(of: small).height, 10, accuracy: 0.01)
        XCTAssertEqual(SVGPathData.elements("M0 0A0 5 0 0 0 20 0"), [.move(to: p(0, 0)), .line(to: p(20, 0))])
        // Flags written without separators.
        XCTAssertEqual(SVGPathData.elements("M0 0a10 10 0 1120 0")?.count, SVGPathData.elements("M0 0a10 10 0 1 1 20 0")?.count)
    }

    func testWhatIsNotPathDataIsRefused() {
        XCTAssertNil(SVGPathData.elements("M10"))
        XCTAssertNil(SVGPathData.elements("10 10"))
        XCTAssertNil(SVGPathData.elements("M0 0X1 2"))
        XCTAssertNil(SVGPathData.elements("M1e999 0"))
        XCTAssertNil(SVGPathData.elements("M0 0A1 1 0 2 0 3 3"))
        XCTAssertEqual(SVGPathData.elements(""), [])
    }

    func testInkBoundsFollowTheCurvesNotTheirControlPoints() {
        // A quadratic whose control point is at y = -20 reaches only y = -10.
        let q: [PathElement] = [.move(to: p(0, 0)), .quadCurve(to: p(20, 0), control: p(10, -20))]
        XCTAssertEqual(PathElement.inkBounds(of: q), CGRect(x: 0, y: -10, width: 20, height: 10))
        let c: [PathElement] = [.move(to: p(0, 0)), .curve(to: p(30, 0), control1: p(0, -40), control2: p(30, -40))]
        XCTAssertEqual(PathElement.inkBounds(of: c).minY, -30, accuracy: 1e-9)
        XCTAssertTrue(PathElement.inkBounds(of: []).isNull)
    }
}
