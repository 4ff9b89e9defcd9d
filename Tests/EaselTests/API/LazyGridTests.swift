// LazyVGrid / LazyHGrid: column widths from GridItems, rows as tall as their tallest cell.
import XCTest
@testable import Easel

final class LazyGridTests: XCTestCase {
    func lengths(_ items: [GridItem], _ width: CGFloat?) -> [CGFloat] { GridTracks.tracks(items, in: width).map(\.length) }

    func testFlexibleColumnsShareTheWidthLessTheSpacing() {
        let l = lengths(Array(repeating: GridItem(.flexible()), count: 3), 320)
        for x in l { XCTAssertEqual(x, (320 - 16) / 3, accuracy: 1e-9) }
    }

    func testAdaptiveFitsAsManyColumnsOfItsMinimumAsItsShareHolds() {
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 80))], 350), [81.5, 81.5, 81.5, 81.5])
        // 4 × 80 + 3 × 8 = 344 does not fit in 343: three columns.
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 80))], 343), [109, 109, 109])
        // Never fewer than one column, never longer than the maximum.
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 80))], 50), [50])
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 40, maximum: 60))], 200), [44, 44, 44, 44])
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 100, maximum: 120))], 300), [120, 120])
    }

    func testFixedColumnsTakeTheirWidthFirst() {
        XCTAssertEqual(lengths([GridItem(.fixed(100)), GridItem(.flexible())], 300), [100, 192])
        XCTAssertEqual(lengths([GridItem(.fixed(100), spacing: 20), GridItem(.flexible())], 300), [100, 180])
    }

    func testAFlexibleColumnClampedToItsMaximumLeavesTheRestToTheOthers() {
        XCTAssertEqual(lengths([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], 300), [50, 242])
        XCTAssertEqual(lengths([GridItem(.flexible(minimum: 200)), GridItem(.flexible())], 300), [200, 92])
    }

    func testNumbersNoLayoutMeansAreTamed() {
        let odd = [GridItem(.fixed(.nan)), GridItem(.fixed(-5)), GridItem(.adaptive(minimum: .infinity)), GridItem(.flexible(), spacing: .nan)]
        for x in lengths(odd, 300) + lengths(odd, nil) { XCTAssertTrue(x.isFinite && x >= 0, "\(x)") }
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 0.0001))], 1e9).count, 10_000)
    }

    func testRowsAreAsTallAsTheirTallestCellAndCellsAreCentred() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 10) {
            Color.red.frame(width: 40, height: 20)
            Color.green.frame(width: 60, height: 50)
            Color.blue.frame(width: 100, height: 30)
        }
        let l = try layout(grid, proposed: ProposedViewSize(width: 300, height: 400))
        let frames = l.root.all { $0.kind == "frame" }.map(\.rect)
        XCTAssertEqual(frames.count, 3)
        // The grid is 300 wide (as offered) and 50 + 10 + 30 tall, centred in 400 (from y 155); its
        // 208 points of columns are centred, 46 in.
        assertRect(frames[0], 46 + 30, 155 + 15, 40, 20)  // row 1 is 50 tall; cell (46, 155, 100, 50)
        assertRect(frames[1], 46 + 108 + 20, 155, 60, 50)
        assertRect(frames[2], 46, 155 + 50 + 10, 100, 30)  // row 2, 10 below
    }

    func testLazyHGridFillsColumnsTopToBottom() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
            Color.red.frame(width: 20, height: 30)
            Color.green.frame(width: 20, height: 30)
            Color.blue.frame(width: 40, height: 30)
        }
        let l = try layout(grid)
        let frames = l.root.all { $0.kind == "frame" }.map(\.rect)
        XCTAssertEqual(frames.map(\.minX), [0, 0, 25])
        XCTAssertEqual(frames.map(\.minY), [0, 38, 0])
        XCTAssertEqual(l.root.rect.size, CGSize(width: 65, height: 68))
    }
}
