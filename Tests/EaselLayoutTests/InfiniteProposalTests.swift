import XCTest
@testable import EaselLayout

/// Containers probed with 0, ∞ and nil on each axis answer sizes that are numbers: finite and not
/// negative, except infinite along an axis proposed ∞ by a child that takes all it is offered.
final class InfiniteProposalTests: XCTestCase {
    let ctx = LayoutContext(measurer: FakeMeasurer(), scale: 1)

    /// SwiftUI unites the children's ranges `[−guide, −guide + length]` across the axis. Probed with
    /// an infinite width, a leading-aligned VStack whose child takes all width reaches to ∞; a
    /// centre- or trailing-aligned one puts that child at `[−∞, −∞ + ∞]`, which is no range, so
    /// the stack is as wide as its other children (here 30), not ∞ and never NaN.
    func testStackOfGreedyChildAnswersAnInfiniteProbeAsSwiftUIDoes() {
        for (alignment, width) in [(HorizontalAlignment.leading, CGFloat.infinity), (.center, 30), (.trailing, 30)] {
            let v = B.vstack(alignment, [B.flex(maxW: .infinity, B.color()), B.frame(width: 30, height: 10, B.color())])
            XCTAssertEqual(v.sizeThatFits(ProposedViewSize(width: .infinity, height: 100), ctx).width, width, "\(alignment)")
            XCTAssertEqual(v.sizeThatFits(ProposedViewSize(width: 0, height: 100), ctx).width, 30)
            let alone = B.vstack(alignment, [B.flex(maxW: .infinity, B.color())])
            XCTAssertEqual(alone.sizeThatFits(ProposedViewSize(width: .infinity, height: 100), ctx).width, alignment == .leading ? .infinity : 0)
        }
        for (alignment, height) in [(VerticalAlignment.top, CGFloat.infinity), (.center, 10), (.bottom, 10)] {
            let h = B.hstack(alignment, [B.flex(maxH: .infinity, B.color()), B.frame(width: 30, height: 10, B.color())])
            XCTAssertEqual(h.sizeThatFits(ProposedViewSize(width: 100, height: .infinity), ctx).height, height, "\(alignment)")
        }
        let z = ZStackNode(alignment: .topLeading, children: [B.flex(maxW: .infinity, maxH: .infinity, B.color()), B.frame(width: 30, height: 10, B.color())])
        XCTAssertEqual(z.sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity), ctx), size(.infinity, .infinity))
        let centred = ZStackNode(
            alignment: .center, children: [B.flex(maxW: .infinity, maxH: .infinity, B.color()), B.frame(width: 30, height: 10, B.color())])
        XCTAssertEqual(centred.sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity), ctx), size(30, 10))
        XCTAssertEqual(centred.sizeThatFits(ProposedViewSize(width: 0, height: 0), ctx), size(30, 10))
    }

    /// Issue 14's case, measured on SwiftUI as 200 / 100 / 300: the centre-aligned VStack answers 0
    /// to the ∞ probe, so its flexibility is 0 and it ties with the fixed 100 (flexibility 0);
    /// ties go in the children's order, so the VStack is offered 600 / 3 = 200 and takes it, the
    /// fixed child is offered 400 / 2 and takes 100, and the frame capped at 300 gets 300.
    func testCentredGreedyStackIsServedFirstInAnHStack() {
        let stack = B.vstack([B.flex(maxW: .infinity, B.color("A"))])
        let root = B.hstack(spacing: 0, [stack, B.frame(width: 100, B.color("B")), B.flex(maxW: 300, B.color("C"))])
        let l = layout(root, ProposedViewSize(width: 600, height: 50))
        XCTAssertEqual(l.frame("A").width, 200)
        XCTAssertEqual(l.frame("B").width, 100)
        XCTAssertEqual(l.frame("C").width, 300)
        XCTAssertEqual(l.frame("C").minX, 300)
    }

    /// A leading-aligned VStack of the same child reaches to ∞ when probed, so it is the most
    /// flexible and is served last: 250 / 100 / 250.
    func testLeadingGreedyStackIsServedLastInAnHStack() {
        let stack = B.vstack(.leading, [B.flex(maxW: .infinity, B.color("A"))])
        let root = B.hstack(spacing: 0, [stack, B.frame(width: 100, B.color("B")), B.flex(maxW: 300, B.color("C"))])
        let l = layout(root, ProposedViewSize(width: 600, height: 50))
        XCTAssertEqual(l.frame("A").width, 250)
        XCTAssertEqual(l.frame("B").width, 100)
        XCTAssertEqual(l.frame("C").width, 250)
    }

    /// Of two infinitely flexible children, SwiftUI serves the one with the larger minimum first:
    /// here the second (minimum 200) is offered 300 / 2 = 150, takes its minimum 200, and the first
    /// gets the remaining 100. In the children's order they would have been 150 and 200 (overflowing).
    func testInfinitelyFlexibleChildWithTheLargerMinimumIsServedFirst() {
        let root = B.hstack(spacing: 0, [B.flex(maxW: .infinity, B.color("A")), B.flex(minW: 200, maxW: .infinity, B.color("B"))])
        let l = layout(root, ProposedViewSize(width: 300, height: 50))
        XCTAssertEqual(l.frame("B").width, 200)
        XCTAssertEqual(l.frame("A").width, 100)
        XCTAssertEqual(l.frame("B").minX, 100)
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
