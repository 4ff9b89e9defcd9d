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
}
