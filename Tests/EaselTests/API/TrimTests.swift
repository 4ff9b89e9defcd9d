import XCTest
import Easel
import EaselLayout

/// `trimmedPath(from:to:)` and `Shape.trim(from:to:)`: the part of an outline between two
/// fractions of its length, across subpaths.
final class TrimTests: XCTestCase {
    func points(_ p: Path) -> [CGPoint] {
        p.elements.compactMap {
            switch $0 {
            case .move(let q), .line(let q): return q
            default: return nil
            }
        }
    }

    func testASquareTrimmedToItsSecondSide() {
        let square = Path { p in
            p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10))
            p.addLine(to: CGPoint(x: 0, y: 10)); p.closeSubpath()
        }
        XCTAssertEqual(points(square.trimmedPath(from: 0.25, to: 0.5)), [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        XCTAssertEqual(points(square.trimmedPath(from: 0.125, to: 0.375)), [CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)])
        XCTAssertEqual(points(square.trimmedPath(from: 0.9, to: 0.1)), [])
        XCTAssertEqual(points(square.trimmedPath(from: .nan, to: 1)), [])
    }

    func testTrimSpansSubpathsAndCurves() {
        var two = Path()
        two.move(to: .zero); two.addLine(to: CGPoint(x: 10, y: 0))
        two.move(to: CGPoint(x: 0, y: 5)); two.addLine(to: CGPoint(x: 10, y: 5))
        XCTAssertEqual(points(two.trimmedPath(from: 0.25, to: 0.75)), [CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 5, y: 5)])
        // Half a circle ends opposite its start (SwiftUI's circles start at 3 o'clock and run clockwise).
        let half = Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ps = points(half)
        XCTAssertEqual(ps.first!.x, 100, accuracy: 0.01)
        XCTAssertEqual(ps.last!.x, 0, accuracy: 0.5)
        XCTAssertEqual(ps.last!.y, 50, accuracy: 0.5)
        XCTAssertGreaterThan(ps[ps.count / 2].y, 90)  // through the bottom
    }

    /// The whole range is the path itself: a full progress ring stays closed, so its stroke has a
    /// join, not two butt ends meeting (which leave a hairline seam at 3 o'clock).
    func testTheWholeRangeKeepsTheClosedOutline() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = Circle().path(in: rect)
        XCTAssertEqual(circle.trimmedPath(from: 0, to: 1), circle)
        XCTAssertEqual(circle.trimmedPath(from: -0.5, to: 2), circle)
        XCTAssertEqual(Circle().trim(from: 0, to: 1).path(in: rect).elements.last, .closeSubpath)
        XCTAssertNotEqual(Circle().trim(from: 0, to: 0.999).path(in: rect).elements.last, .closeSubpath)
    }
}
