import XCTest
import Easel

/// `Grid`: shared columns as wide as their widest cell, rows as tall as their tallest, column
/// alignment, spanning cells, full-width rows, unsized cells, and flexible cells sharing space.
final class GridTests: XCTestCase {
    struct Table: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Color.red.frame(width: 50, height: 10)
                    Color.red.frame(width: 20, height: 10).gridColumnAlignment(.trailing)
                }
                Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
                GridRow(alignment: .bottom) {
                    Color.blue.frame(width: 30, height: 40)
                    Color.blue.frame(width: 40, height: 20)
                }
                GridRow {
                    Color.green.frame(height: 5).gridCellColumns(2)
                }
            }
        }
    }

    func frames(_ s: LayoutSnapshot) -> [CGRect] {
        s.root.all { $0.kind == "Color" }.map(\.frame.rect)
    }

    /// Rows with no cells (an empty `GridRow`, or one whose views resolve to nothing) next to
    /// full-width views: the grid is as wide as the widest view, and empty rows take no width
    /// (found by the fuzzer: this crashed).
    func testEmptyRowsBesideFullWidthViews() throws {
        let mixed = try layout(
            Grid(verticalSpacing: 0) {
                GridRow { EmptyView() }
                Color.red.frame(width: 30, height: 10)
            })
        XCTAssertEqual(mixed.root.rect.width, 30)
        let empty = try layout(
            Grid {
                GridRow { EmptyView() }; GridRow { EmptyView() }
            })
        XCTAssertEqual(empty.root.rect.width, 0)
    }

    func testColumnsRowsAlignmentAndSpans() throws {
        let s = try ImageRenderer(content: Table()).layout()
        XCTAssertEqual(s.root.frame.width, 50 + 12 + 40)
        XCTAssertEqual(s.root.frame.height, 10 + 8 + 1 + 8 + 40 + 8 + 5)
        let f = frames(s)
        XCTAssertEqual(f[0], CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(f[1], CGRect(x: 82, y: 0, width: 20, height: 10))  // trailing in its 40-point column
        XCTAssertEqual(f[2], CGRect(x: 0, y: 18, width: 102, height: 1))  // across the grid, asking no width
        XCTAssertEqual(f[3], CGRect(x: 0, y: 27, width: 30, height: 40))
        XCTAssertEqual(f[4], CGRect(x: 62, y: 47, width: 40, height: 20))  // bottom of its row
        XCTAssertEqual(f[5], CGRect(x: 0, y: 75, width: 102, height: 5))  // two columns and the spacing between
    }

    func testFlexibleCellsShareTheOfferedWidth() throws {
        let r = ImageRenderer(
            content: Grid(horizontalSpacing: 10) {
                GridRow {
                    Color.red.frame(width: 40); Color.blue; Color.green
                }
            }.frame(height: 10))
        r.proposedSize = ProposedViewSize(width: 250, height: 10)
        let f = frames(try r.layout())
        XCTAssertEqual(f.map(\.width), [40, 95, 95])
        XCTAssertEqual(f[2].minX, 40 + 10 + 95 + 10)
    }

    func testAnchorPlacesACellInItsCell() throws {
        let s = try ImageRenderer(
            content: Grid {
                GridRow {
                    Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
                }
                GridRow {
                    Color.clear.frame(width: 40, height: 40); Color.clear.frame(width: 30, height: 10)
                }
            }
        ).layout()
        let blue = try XCTUnwrap(frames(s).first { $0.width == 10 })
        XCTAssertEqual(blue.maxX, 40 + 8 + 30)
        XCTAssertEqual(blue.maxY, 40)
    }

    func testCellSettingsPassThroughLaterModifiers() throws {
        // `.gridCellColumns(2)` before `.background`, `.padding` and `.cornerRadius` still spans two
        // columns: a modifier's view keeps the traits of the view it wraps, as in SwiftUI.
        let s = try ImageRenderer(
            content: Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                GridRow {
                    Color.red.frame(width: 50, height: 50)
                    Color.red.frame(width: 50, height: 50)
                    Color.red.frame(width: 50, height: 50)
                }
                GridRow {
                    Color.blue.frame(width: 100, height: 50).gridCellColumns(2).padding(0).background(Color.gray).cornerRadius(4)
                    Color.green.frame(width: 50, height: 50).gridColumnAlignment(.trailing).border(Color.gray)
                }
            }
        ).layout()
        XCTAssertEqual(s.root.frame.width, 170)
        let f = frames(s)
        XCTAssertEqual(f[3], CGRect(x: 5, y: 60, width: 100, height: 50))  // the gray background, behind
        XCTAssertEqual(f[4], CGRect(x: 5, y: 60, width: 100, height: 50))  // centred across 110 points
        XCTAssertEqual(f[5], CGRect(x: 120, y: 60, width: 50, height: 50))  // in the third column
        // A scroll view is a container: a cell setting inside it stays there.
        let inScroll = try ImageRenderer(
            content: Grid(horizontalSpacing: 10) {
                GridRow {
                    Color.red.frame(width: 50, height: 50)
                    Color.red.frame(width: 50, height: 50)
                }
                GridRow {
                    ScrollView { Color.blue.frame(width: 100, height: 50).gridCellColumns(2) }.frame(width: 50, height: 50)
                    Color.green.frame(width: 50, height: 50)
                }
            }
        ).layout()
        XCTAssertEqual(frames(inScroll)[3].minX, 60, "the green cell stays in the second column")
    }
}
