// Layout.spacing(subviews:cache:), LayoutSubview.spacing and ViewSpacing's edges: what a stack
// with `spacing: nil` puts between its children.
import XCTest
import Easel

/// Lays its subviews on top of each other and reports the spacing it is given (`.zero` by default).
private struct Tight: Layout {
    var spacing: ViewSpacing = .zero
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { s, v in
            let z = v.sizeThatFits(proposal)
            return CGSize(width: max(s.width, z.width), height: max(s.height, z.height))
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for v in subviews { v.place(at: bounds.origin, proposal: proposal) }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { spacing }
}

/// The same layout with `Layout`'s default spacing: the union of its subviews'.
private struct Plain: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Tight().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Tight().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Reads its subviews' spacing: records the distances between neighbours along x.
private struct SpacingReader: Layout {
    final class Seen { var distances: [CGFloat] = [] }
    let seen: Seen
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.distances = subviews.indices.dropFirst().map { subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: .horizontal) }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A 10 × 10 square in a `Tight` layout with `spacing`.
private func square(_ spacing: ViewSpacing = .zero) -> some View {
    Tight(spacing: spacing) { Color.red.frame(width: 10, height: 10) }
}

/// Zero on every edge but `edges`, which have the system spacing.
private func systemSpacing(on edges: Edge.Set) -> ViewSpacing {
    var s = ViewSpacing.zero
    s.formUnion(ViewSpacing(), edges: edges)
    return s
}

final class LayoutSpacingTests: XCTestCase {
    /// The x of each 10-point square of a horizontal layout (each child's first frame).
    private func xs<V: View>(_ view: V) throws -> [CGFloat] {
        try layout(view).root.all { $0.kind == "frame" }.map(\.rect.minX)
    }

    private func ys<V: View>(_ view: V) throws -> [CGFloat] {
        try layout(view).root.all { $0.kind == "frame" }.map(\.rect.minY)
    }

    /// ViewSpacing's arithmetic: the system spacing on every edge, zero, the larger facing edge
    /// along an axis, and unions on chosen edges.
    func testViewSpacingDistancesAndUnions() {
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: .zero, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal), 8)
        let trailingOnly = systemSpacing(on: .trailing)
        XCTAssertEqual(trailingOnly.distance(to: .zero, along: .horizontal), 8)  // its trailing edge faces the next view
        XCTAssertEqual(ViewSpacing.zero.distance(to: trailingOnly, along: .horizontal), 0)  // the next view's leading edge is 0
        XCTAssertEqual(trailingOnly.distance(to: .zero, along: .vertical), 0)
        let bottomOnly = ViewSpacing.zero.union(ViewSpacing(), edges: .bottom)
        XCTAssertEqual(bottomOnly.distance(to: .zero, along: .vertical), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: bottomOnly, along: .vertical), 0)
        XCTAssertEqual(bottomOnly.union(.zero).distance(to: .zero, along: .vertical), 8)  // a union never lowers an edge
    }

    /// A stack with `spacing: nil` asks its neighbours: two layouts that prefer no spacing touch;
    /// next to a built-in view (8 on every edge) the larger preference wins; an explicit spacing
    /// overrides both.
    func testAStackPutsTheNeighboursPreferredDistanceBetweenThem() throws {
        XCTAssertEqual(
            try xs(
                HStack {
                    square(); square()
                }), [0, 10])
        XCTAssertEqual(
            try xs(
                HStack {
                    square(); Color.blue.frame(width: 10, height: 10); square()
                }), [0, 18, 36])
        XCTAssertEqual(
            try ys(
                VStack {
                    square(); square(); square()
                }), [0, 10, 20])
        XCTAssertEqual(
            try xs(
                HStack(spacing: 3) {
                    square(); square()
                }), [0, 13])
        XCTAssertEqual(
            try xs(
                HStack(spacing: 3) {
                    Color.blue.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
                }), [0, 13])
        // `Layout`'s default spacing is its subviews' union: a built-in view's 8.
        XCTAssertEqual(
            try xs(
                HStack {
                    Plain { Color.red.frame(width: 10, height: 10) }; Plain { Color.red.frame(width: 10, height: 10) }
                }), [0, 18])
        // Without subviews the union is zero.
        let empty = try layout(
            HStack {
                Plain {}.frame(width: 5); square()
            }
        ).root.all { $0.kind == "frame" }.map(\.rect.minX)
        XCTAssertEqual(empty, [0, 5])  // the empty layout's frame, then the square 0 after it
        // The stack's length counts the distances: 3 squares, 0 + 8 apart.
        XCTAssertEqual(
            try layout(
                HStack {
                    square(); square(); Color.blue.frame(width: 10, height: 10)
                }
            ).root.rect.width, 38)
    }

    /// Each edge counts on its own: a view that prefers the system spacing only below it is 8
    /// above the next view of a column and 0 beside the next view of a row.
    func testEachEdgeOfTheSpacingCounts() throws {
        XCTAssertEqual(
            try ys(
                VStack {
                    square(systemSpacing(on: .bottom)); square()
                }), [0, 18])
        XCTAssertEqual(
            try ys(
                VStack {
                    square(); square(systemSpacing(on: .bottom))
                }), [0, 10])
        XCTAssertEqual(
            try xs(
                HStack {
                    square(systemSpacing(on: .bottom)); square()
                }), [0, 10])
        XCTAssertEqual(
            try xs(
                HStack {
                    square(systemSpacing(on: .trailing)); square()
                }), [0, 18])
        XCTAssertEqual(
            try xs(
                HStack {
                    square(); square(systemSpacing(on: .leading))
                }), [0, 18])
    }

    /// Modifiers carry the spacing of the view they modify (a frame's content, a background's
    /// primary); padding puts the system spacing back on the
    /// edges it pads (today's SwiftUI); a stack reports its first child's leading edge, its last
    /// child's trailing edge and every child's across.
    func testModifiersAndStacksCarryTheSpacing() throws {
        let framed = try layout(
            HStack {
                square().frame(width: 12); square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(framed, [0, 12])
        // A background's or overlay's view is its primary (`modifiedChild`), spacing included.
        let backed = try layout(
            HStack {
                square().background(Color.blue); square().overlay(Color.green); square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(backed, [0, 10, 20])
        let padded = try layout(
            HStack {
                square().padding(.trailing, 2); square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(padded, [0, 20])  // 12 wide, then the padded edge's 8
        let paddedAbove = try layout(
            HStack {
                square().padding(.top, 2); square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(paddedAbove, [0, 10])  // the trailing edge is not padded: still 0
        let column = try layout(
            HStack {
                VStack {
                    square(); square()
                }; square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(column, [0, 10])
        let mixedColumn = try layout(
            HStack {
                VStack {
                    square(); Color.blue.frame(width: 10, height: 10)
                }; square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(mixedColumn, [0, 18])  // the column's trailing edge is the union of its children's
        let row = try layout(
            HStack {
                HStack {
                    Color.blue.frame(width: 10, height: 10); square()
                }; square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(row, [0, 28])  // the row ends with a square: 0 after it
        let stacked = try layout(
            HStack {
                ZStack {
                    square(); Color.blue.frame(width: 10, height: 10)
                }; square()
            }
        ).root.children.map(\.rect.minX)
        XCTAssertEqual(stacked, [0, 18])
    }

    /// `LayoutSubview.spacing` is the subview's: a custom layout's own, a built-in view's system spacing.
    func testLayoutSubviewSpacingIsTheSubviews() throws {
        let seen = SpacingReader.Seen()
        _ = try layout(
            SpacingReader(seen: seen) {
                square(); square(); square(systemSpacing(on: .trailing)); square(); Color.blue
            })
        XCTAssertEqual(seen.distances, [0, 0, 8, 8])
    }

    /// The built-in layout values report their container's spacing, as the containers do.
    func testBuiltinLayoutValuesReportTheContainersSpacing() throws {
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                HStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                HStackLayout().spacing(subviews: subviews, cache: &cache)
            }
        }
        let endsWithSquare = try layout(
            HStack {
                Row {
                    Color.blue.frame(width: 10, height: 10); square()
                }; square()
            })
        XCTAssertEqual(endsWithSquare.root.children.map(\.rect.minX), [0, 28])
        let endsWithColor = try layout(
            HStack {
                Row {
                    square(); Color.blue.frame(width: 10, height: 10)
                }; square()
            })
        XCTAssertEqual(endsWithColor.root.children.map(\.rect.minX), [0, 36])
    }
}
