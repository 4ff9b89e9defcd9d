import Foundation
import XCTest
import EaselRaster
@testable import EaselPaint

final class DasherTests: XCTestCase {
    func testDashesSplitALine() {
        var line = RasterPath()
        line.move(to: RasterPoint(0, 0))
        line.line(to: RasterPoint(10, 0))
        let dashed = Dasher.dash(line, pattern: [3, 2])
        // on 0-3, off 3-5, on 5-8, off 8-10.
        let moves = dashed.elements.compactMap { e -> RasterPoint? in
            if case .move(let p) = e { return p }; return nil
        }
        XCTAssertEqual(moves, [RasterPoint(0, 0), RasterPoint(5, 0)])
        XCTAssertEqual(dashed.elements.last, .line(RasterPoint(8, 0)))
    }

    func testPhaseShiftsThePattern() {
        var line = RasterPath()
        line.move(to: RasterPoint(0, 0))
        line.line(to: RasterPoint(10, 0))
        let dashed = Dasher.dash(line, pattern: [4], phase: 2)
        // Odd pattern repeats: on 4, off 4. Phase 2: on 0-2, off 2-6, on 6-10.
        XCTAssertEqual(
            dashed.elements,
            [
                .move(RasterPoint(0, 0)), .line(RasterPoint(2, 0)),
                .move(RasterPoint(6, 0)), .line(RasterPoint(10, 0)),
            ])
    }

    func testInvalidPatternsLeaveThePathAlone() {
        var line = RasterPath()
        line.move(to: RasterPoint(0, 0))
        line.line(to: RasterPoint(10, 0))
        XCTAssertEqual(Dasher.dash(line, pattern: [0, 0]), line)
        XCTAssertEqual(Dasher.dash(line, pattern: [-1, 2]), line)
    }
}

extension DasherTests {
    /// A tiny pattern along a huge line stops after `Dasher.maxDashes` steps instead of hanging.
    func testTinyPatternOnHugePathIsBounded() {
        var p = RasterPath()
        p.move(to: RasterPoint(0, 0))
        p.line(to: RasterPoint(1e300, 0))
        let dashed = Dasher.dash(p, pattern: [0.001])
        XCTAssertLessThanOrEqual(dashed.elements.count, Dasher.maxDashes + 2)
    }
}
