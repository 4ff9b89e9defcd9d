import XCTest
@testable import EaselLayout

/// Containers probed with 0, ∞ and nil on each axis answer sizes that are numbers: finite and not
/// negative, except infinite along an axis proposed ∞ by a child that takes all it is offered.
final class InfiniteProposalTests: XCTestCase {
    let ctx = LayoutContext(measurer: FakeMeasurer(), scale: 1)

    /// A centre-aligned VStack whose child takes all width answers ∞ to an ∞ proposal (the
    /// children's maximum), not 0: `∞ − ∞` in the alignment arithmetic must not become NaN.
    func testCentredStackOfGreedyChildAnswersInfinityToInfinity() {
        for alignment in [HorizontalAlignment.leading, .center, .trailing] {
            let v = B.vstack(alignment, [B.flex(maxW: .infinity, B.color()), B.frame(width: 30, height: 10, B.color())])
            let s = v.sizeThatFits(ProposedViewSize(width: .infinity, height: 100), ctx)
            XCTAssertEqual(s.width, .infinity, "\(alignment)")
            XCTAssertEqual(v.sizeThatFits(ProposedViewSize(width: 0, height: 100), ctx).width, 30)
        }
        let h = B.hstack([B.flex(maxH: .infinity, B.color()), B.frame(width: 30, height: 10, B.color())])
        XCTAssertEqual(h.sizeThatFits(ProposedViewSize(width: 100, height: .infinity), ctx).height, .infinity)
        let z = ZStackNode(alignment: .center, children: [B.flex(maxW: .infinity, maxH: .infinity, B.color()), B.frame(width: 30, height: 10, B.color())])
        XCTAssertEqual(z.sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity), ctx), size(.infinity, .infinity))
        XCTAssertEqual(z.sizeThatFits(ProposedViewSize(width: 0, height: 0), ctx), size(30, 10))
    }

    /// The VStack (min 0, max ∞) is the most flexible child, so it is served last: the fixed 100
    /// first (offered 600 / 3), then the frame capped at 300 (offered 500 / 2 = 250, takes 250),
    /// then the stack takes the remaining 250. With the NaN the stack looked inflexible, went first
    /// and was held to 200 (200 / 100 / 300).
    func testGreedyStackIsServedLastInAnHStack() {
        let stack = B.vstack([B.flex(maxW: .infinity, B.color("A"))])
        let root = B.hstack(spacing: 0, [stack, B.frame(width: 100, B.color("B")), B.flex(maxW: 300, B.color("C"))])
        let l = layout(root, ProposedViewSize(width: 600, height: 50))
        XCTAssertEqual(l.frame("A").width, 250)
        XCTAssertEqual(l.frame("B").width, 100)
        XCTAssertEqual(l.frame("C").width, 250)
        XCTAssertEqual(l.frame("C").minX, 350)
    }

    /// Every container and modifier, every probe: sizes are numbers, never negative, and infinite
    /// only along an axis proposed ∞.
    func testEveryContainerAnswersEveryProbe() {
        func greedy() -> LayoutNode { B.flex(maxW: .infinity, maxH: .infinity, B.color()) }
        func fixed() -> LayoutNode { B.frame(width: 30, height: 10, B.color()) }
        func text() -> LayoutNode { B.text("hello world") }
        let makers: [(String, () -> LayoutNode)] = [
            ("HStack", { B.hstack([greedy(), fixed(), text(), SpacerNode(minLength: nil)]) }),
            ("VStack", { B.vstack([greedy(), fixed(), text(), SpacerNode(minLength: nil)]) }),
            ("VStack.trailing", { B.vstack(.trailing, [greedy(), fixed()]) }),
            ("HStack.bottom", { B.hstack(.bottom, [greedy(), fixed()]) }),
            ("ZStack", { ZStackNode(alignment: .bottomTrailing, children: [greedy(), fixed(), text()]) }),
            ("frame", { B.frame(width: 40, greedy()) }),
            ("flexible frame", { B.flex(minW: 10, maxW: .infinity, alignment: .trailing, B.vstack([greedy(), fixed()])) }),
            ("padding", { PaddingNode(insets: EdgeInsets(10), child: B.vstack([greedy(), fixed()])) }),
            ("negative padding", { PaddingNode(insets: EdgeInsets(-5), child: greedy()) }),
            ("fixedSize", { FixedSizeNode(horizontal: true, vertical: false, child: B.vstack([greedy(), fixed()])) }),
            ("aspectRatio", { AspectRatioNode(ratio: 2, contentMode: .fit, child: greedy()) }),
            ("offset", { OffsetNode(offset: CGSize(width: 5, height: 5), child: B.hstack([greedy(), fixed()])) }),
            ("border", { B.border(B.vstack([greedy(), fixed()])) }),
            (
                "Grid",
                {
                    GridNode(
                        rows: [GridRowNode(cells: [greedy(), fixed()], alignment: nil), GridRowNode(cells: [text(), greedy()], alignment: .bottom)],
                        alignment: .center, horizontalSpacing: 8, verticalSpacing: 8)
                }
            ),
            (
                "Grid of one greedy cell",
                { GridNode(rows: [GridRowNode(cells: [greedy()], alignment: nil)], alignment: .trailing, horizontalSpacing: 0, verticalSpacing: 0) }
            ),
            ("ViewThatFits", { ViewThatFitsNode(axes: [.horizontal, .vertical], children: [B.frame(width: 500, height: 10, B.color()), greedy(), fixed()]) }),
            ("GeometryReader", { GeometryReaderNode(content: { _ in [B.vstack([greedy(), fixed()])] }) }),
            ("custom HStackLayout", { HStackLayout().makeNode(children: [greedy(), fixed(), text()]) }),
            ("custom VStackLayout", { VStackLayout(alignment: .trailing).makeNode(children: [greedy(), fixed()]) }),
            ("custom Layout", { CustomLayoutNode(layout: Diagonal(), children: [greedy(), fixed(), text()]) }),
            ("AnyLayout", { AnyLayout(ZStackLayout(alignment: .bottomLeading)).makeNode(children: [greedy(), fixed()]) }),
        ]
        let values: [CGFloat?] = [0, .infinity, nil, 50]
        for (name, make) in makers {
            for w in values {
                for h in values {
                    let node = make()
                    let p = ProposedViewSize(width: w, height: h)
                    let c = LayoutContext(measurer: FakeMeasurer(), scale: 1)
                    let s = node.sizeThatFits(p, c)
                    XCTAssertNil(c.error, "\(name) \(p)")
                    for (v, proposed) in [(s.width, w), (s.height, h)] {
                        XCTAssertFalse(v.isNaN, "\(name) \(p): \(s)")
                        XCTAssertGreaterThanOrEqual(v, 0, "\(name) \(p): \(s)")
                        if proposed != .infinity { XCTAssertTrue(v.isFinite, "\(name) \(p): \(s)") }
                    }
                    // Placing for a finite proposal gives finite frames everywhere below.
                    if let w, let h, w.isFinite, h.isFinite {
                        let placed = Placer.place(node, proposal: p, c)
                        for n in placed.all() {
                            XCTAssertTrue(
                                n.frame.minX.isFinite && n.frame.minY.isFinite && n.frame.width.isFinite && n.frame.height.isFinite,
                                "\(name) \(p): \(n.kind) \(n.frame)")
                        }
                    }
                }
            }
        }
    }
}

/// A custom layout for the probes: subviews one after another along the diagonal, each proposed
/// what the container was.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { s, v in
            let z = v.sizeThatFits(proposal)
            return CGSize(width: s.width + z.width, height: s.height + z.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = bounds.origin
        for v in subviews {
            let z = v.sizeThatFits(proposal)
            v.place(at: p, proposal: proposal)
            p.x += z.width
            p.y += z.height
        }
    }
}
