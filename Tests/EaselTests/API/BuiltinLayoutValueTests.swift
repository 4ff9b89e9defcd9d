// HStackLayout, VStackLayout, ZStackLayout and AnyLayout as Layout values: another layout can call
// their sizeThatFits / placeSubviews and gets what the built-in stacks do.
import XCTest
import Easel

/// A layout that delegates to another one: whatever it is given, it must answer and place as it.
private struct Delegating<Inner: Layout>: Layout where Inner.Cache == () {
    let inner: Inner
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var c: () = ()
        return inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var c: () = ()
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
    }
}

final class BuiltinLayoutValueTests: XCTestCase {
    @ViewBuilder func content() -> some View {
        Text("Hello")
        Color.red.frame(width: 30, height: 12)
        Text("a longer line of text").lineLimit(1)
        Spacer()
    }

    func frames(_ l: LayoutSnapshot) -> [CGRect] {
        l.root.all().filter { ["Text", "Color", "Spacer"].contains($0.kind) }.map(\.rect)
    }

    func testStackLayoutValuesAnswerAndPlaceAsTheStacks() throws {
        for proposal in [ProposedViewSize(width: 200, height: 80), ProposedViewSize(width: 120, height: nil), .unspecified] {
            let pairs: [(LayoutSnapshot, LayoutSnapshot)] = [
                (
                    try layout(HStack(alignment: .bottom, spacing: 5) { content() }, proposed: proposal),
                    try layout(Delegating(inner: HStackLayout(alignment: .bottom, spacing: 5)) { content() }, proposed: proposal)
                ),
                (
                    try layout(VStack(alignment: .leading) { content() }, proposed: proposal),
                    try layout(Delegating(inner: VStackLayout(alignment: .leading)) { content() }, proposed: proposal)
                ),
                (
                    try layout(ZStack(alignment: .topTrailing) { content() }, proposed: proposal),
                    try layout(Delegating(inner: ZStackLayout(alignment: .topTrailing)) { content() }, proposed: proposal)
                ),
                (
                    try layout(HStack { content() }, proposed: proposal),
                    try layout(Delegating(inner: AnyLayout(HStackLayout())) { content() }, proposed: proposal)
                ),
            ]
            for (i, (stack, delegated)) in pairs.enumerated() {
                XCTAssertEqual(delegated.root.rect.size, stack.root.rect.size, "pair \(i) at \(proposal)")
                let a = frames(stack), b = frames(delegated)
                XCTAssertEqual(a.count, 4)
                XCTAssertEqual(a, b, "pair \(i) at \(proposal)")
            }
        }
    }

    func testHStackLayoutSizeIsNotZero() throws {
        let l = try layout(
            Delegating(inner: HStackLayout(spacing: 0)) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 20, height: 40)
            })
        assertRect(l.root.rect, 0, 0, 50, 40)
        let colors = l.root.all().filter { $0.kind == "Color" }.map(\.rect)
        XCTAssertEqual(colors.count, 2)
        assertRect(colors[0], 0, 15, 30, 10)
        assertRect(colors[1], 30, 0, 20, 40)
    }
}

/// `GridLayout` is `Grid` as a value: in a view tree, directly or through `AnyLayout`, it lays its
/// rows out in shared columns exactly as `Grid` does.
final class GridLayoutValueTests: XCTestCase {
    @ViewBuilder func rows() -> some View {
        GridRow {
            Text("Name")
            Color.red.frame(width: 30, height: 12)
        }
        GridRow(alignment: .top) {
            Text("A much longer cell")
            Color.blue.frame(width: 10, height: 30)
        }
        Divider()
    }

    func frames(_ l: LayoutSnapshot) -> [CGRect] {
        l.root.all().filter { ["Text", "Color", "Divider"].contains($0.kind) }.map(\.rect)
    }

    func testGridLayoutPlacesAsGrid() throws {
        for proposal in [ProposedViewSize(width: 300, height: 200), ProposedViewSize(width: 120, height: nil), .unspecified] {
            let grid = try layout(Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6) { rows() }, proposed: proposal)
            let value = try layout(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6) { rows() }, proposed: proposal)
            let erased = try layout(AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6)) { rows() }, proposed: proposal)
            XCTAssertEqual(frames(grid).count, 5)
            XCTAssertEqual(value.root.rect.size, grid.root.rect.size, "\(proposal)")
            XCTAssertEqual(erased.root.rect.size, grid.root.rect.size, "\(proposal)")
            XCTAssertEqual(frames(value), frames(grid), "\(proposal)")
            XCTAssertEqual(frames(erased), frames(grid), "\(proposal)")
        }
    }

    /// A custom layout that hands its subviews (GridRows) to `GridLayout` places them as `Grid` does.
    func testACustomLayoutCanDelegateToGridLayout() throws {
        struct Delegating: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6).placeSubviews(
                    in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        for proposal in [ProposedViewSize(width: 300, height: 200), .unspecified] {
            let grid = try layout(Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 6) { rows() }, proposed: proposal)
            let delegated = try layout(Delegating { rows() }, proposed: proposal)
            XCTAssertEqual(delegated.root.rect.size, grid.root.rect.size, "\(proposal)")
            XCTAssertEqual(frames(delegated), frames(grid), "\(proposal)")
        }
    }

    func testColumnsAreSharedAndSpacingIsTheGrids() throws {
        let l = try layout(
            GridLayout(horizontalSpacing: 5, verticalSpacing: 3) {
                GridRow {
                    Color.red.frame(width: 30, height: 10)
                    Color.green.frame(width: 10, height: 10)
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 20)
                    Color.gray.frame(width: 40, height: 20)
                }
            })
        // Columns 30 and 40 wide, 5 apart; rows 10 and 20 tall, 3 apart; cells centred.
        assertRect(l.root.rect, 0, 0, 75, 33)
        let colors = l.root.all().filter { $0.kind == "Color" }.map(\.rect)
        XCTAssertEqual(colors.count, 4)
        assertRect(colors[0], 0, 0, 30, 10)
        assertRect(colors[1], 50, 0, 10, 10)
        assertRect(colors[2], 10, 13, 10, 20)
        assertRect(colors[3], 35, 13, 40, 20)
    }

    func testDefaultsAndBadSpacingsAreTheGrids() throws {
        let cells = { () -> AnyView in
            AnyView(
                Group {
                    GridRow {
                        Color.red.frame(width: 10, height: 10)
                        Color.green.frame(width: 10, height: 10)
                    }
                    Color.blue.frame(width: 10, height: 10)
                })
        }
        // nil, NaN and infinity are the default 8 points; a negative spacing is none.
        for (spacing, expected) in [(nil, 8.0), (CGFloat.nan, 8), (CGFloat.infinity, 8), (-5, 0)] as [(CGFloat?, CGFloat)] {
            let l = try layout(GridLayout(horizontalSpacing: spacing, verticalSpacing: spacing) { cells() })
            assertRect(l.root.rect, 0, 0, 20 + expected, 20 + expected)
        }
    }

    func testAnyLayoutSwitchesBetweenGridAndStack() throws {
        for isGrid in [true, false] {
            let chosen = isGrid ? AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            let l = try layout(
                chosen {
                    GridRow {
                        Color.red.frame(width: 30, height: 10)
                        Color.green.frame(width: 10, height: 10)
                    }
                    Color.blue.frame(width: 20, height: 10)
                })
            let colors = l.root.all().filter { $0.kind == "Color" }.map(\.rect)
            XCTAssertEqual(colors.count, 3)
            if isGrid {
                // Two columns (30 + 10); the single view is a row across both, centred.
                assertRect(l.root.rect, 0, 0, 40, 20)
                assertRect(colors[2], 10, 10, 20, 10)
            } else {
                // The grid row lays its cells side by side (8 apart) in the stack.
                assertRect(l.root.rect, 0, 0, 48, 20)
                assertRect(colors[2], 14, 10, 20, 10)
            }
        }
    }
}
