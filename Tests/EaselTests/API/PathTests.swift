import XCTest
@testable import Easel

/// `Path`'s own answers about its points.
final class PathTests: XCTestCase {
    /// `currentPoint` is where the next element starts: the last end point, the start of a
    /// subpath just closed, nil for an empty path.
    func testCurrentPoint() {
        var p = Path()
        XCTAssertNil(p.currentPoint)
        p.move(to: CGPoint(x: 1, y: 2))
        XCTAssertEqual(p.currentPoint, CGPoint(x: 1, y: 2))
        p.addLine(to: CGPoint(x: 5, y: 2))
        p.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 6, y: 3), control2: CGPoint(x: 7, y: 8))
        XCTAssertEqual(p.currentPoint, CGPoint(x: 9, y: 9))
        p.closeSubpath()
        XCTAssertEqual(p.currentPoint, CGPoint(x: 1, y: 2))
        p.move(to: CGPoint(x: 20, y: 20))
        p.addQuadCurve(to: CGPoint(x: 30, y: 25), control: CGPoint(x: 25, y: 0))
        p.closeSubpath()
        XCTAssertEqual(p.currentPoint, CGPoint(x: 20, y: 20))
        p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(p.currentPoint!.x, 0, accuracy: 1e-9)
        XCTAssertEqual(p.currentPoint!.y, 10, accuracy: 1e-9)
    }

    /// CoreGraphics' arc to a point: a line to where the arc touches the first line, then a
    /// quarter circle (for lines at a right angle) ending where it touches the second, `radius`
    /// from the corner along each line; a zero radius is a line to the corner.
    func testArcTangentToTwoLines() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 100))
        p.addArc(tangent1End: CGPoint(x: 100, y: 100), tangent2End: CGPoint(x: 100, y: 0), radius: 30)
        XCTAssertEqual(p.elements.first, .move(to: CGPoint(x: 0, y: 100)))
        guard case .line(let touch)? = p.elements.dropFirst().first else { return XCTFail("\(p.elements)") }
        XCTAssertEqual(touch.x, 70, accuracy: 1e-9)
        XCTAssertEqual(touch.y, 100, accuracy: 1e-9)
        XCTAssertEqual(p.currentPoint!.x, 100, accuracy: 1e-9)
        XCTAssertEqual(p.currentPoint!.y, 70, accuracy: 1e-9)
        // The arc's middle lies on the circle about (70, 70): one curve for a quarter turn.
        guard case .curve(_, let c1, let c2)? = p.elements.last else { return XCTFail("\(p.elements)") }
        XCTAssertEqual(p.elements.count, 3)
        let mid = CGPoint(x: (70 + 3 * c1.x + 3 * c2.x + 100) / 8, y: (100 + 3 * c1.y + 3 * c2.y + 70) / 8)
        XCTAssertEqual(hypot(mid.x - 70, mid.y - 70), 30, accuracy: 0.01)

        var line = Path()
        line.move(to: .zero)
        line.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 0)
        XCTAssertEqual(line.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        // Three points in a line: a line to the corner.
        line.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 30, y: 0), radius: 5)
        XCTAssertEqual(line.currentPoint, CGPoint(x: 20, y: 0))
        // An empty path starts at the corner.
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 4, y: 5), tangent2End: CGPoint(x: 9, y: 9), radius: 3)
        XCTAssertEqual(empty.elements, [.move(to: CGPoint(x: 4, y: 5))])
    }
}
