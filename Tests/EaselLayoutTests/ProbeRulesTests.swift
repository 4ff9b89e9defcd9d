import XCTest
@testable import EaselLayout

/// The modifiers that pass a proposal on, probed with 0, ∞, nil and a number on each axis, against
/// SwiftUI's public rules: the answer follows from what the child answers, number for number.
final class ProbeRulesTests: XCTestCase {
    let values: [CGFloat?] = [0, .infinity, nil, 50]

    /// Children of every kind: a colour (takes what it is offered, 10 for nil), a fixed 30 x 10
    /// frame, a text that wraps, and a frame that grows to ∞ from a minimum of 20.
    let children: [(String, () -> LayoutNode)] = [
        ("Color", { B.color() }),
        ("fixed", { B.frame(width: 30, height: 10, B.color()) }),
        ("text", { B.text("hello world again") }),
        ("greedy", { B.flex(minW: 20, maxW: .infinity, minH: 5, maxH: .infinity, B.color()) }),
    ]

    /// `probe(check)` calls `check` with every proposal, every child kind and a fresh context.
    func probe(_ check: (ProposedViewSize, String, () -> LayoutNode, LayoutContext) -> Void) {
        for w in values {
            for h in values {
                for (name, make) in children {
                    check(ProposedViewSize(width: w, height: h), name, make, LayoutContext(measurer: FakeMeasurer(), scale: 1))
                }
            }
        }
    }

    /// `overlay` and `background` are the size of their primary view, whatever the secondary one
    /// wants; the secondary view is proposed that size.
    func testOverlayAndBackgroundAreTheirPrimaryViewsSize() {
        probe { p, name, make, ctx in
            let expected = make().sizeThatFits(p, ctx)
            for role in [SecondaryNode.Role.overlay, .background] {
                let secondary = B.flex(minW: 500, maxW: .infinity, B.color("secondary"))
                let node = SecondaryNode(role: role, alignment: .center, primary: make(), secondary: secondary)
                XCTAssertEqual(node.sizeThatFits(p, ctx), expected, "\(role) of \(name) for \(p)")
                if let w = p.width, let h = p.height, w.isFinite, h.isFinite {
                    let placed = Placer.place(node, proposal: p, ctx)
                    let secondaryFrame = placed.all().first { $0.kind == "secondary" }!.frame
                    XCTAssertEqual(secondaryFrame.height, expected.height, "\(role) of \(name) for \(p): proposed the primary's size")
                }
            }
        }
    }

    /// `alignmentGuide`, `offset` and `border` change where things are drawn, not sizes.
    func testGuidesOffsetsAndBordersKeepTheChildsSize() {
        probe { p, name, make, ctx in
            let expected = make().sizeThatFits(p, ctx)
            let nodes: [(String, LayoutNode)] = [
                ("alignmentGuide", AlignmentGuideNode(key: HorizontalAlignment.leading.key, compute: { _ in 7 }, child: make())),
                ("offset", OffsetNode(offset: CGSize(width: 13, height: -4), child: make())),
                ("border", B.border(make())),
            ]
            for (what, node) in nodes { XCTAssertEqual(node.sizeThatFits(p, ctx), expected, "\(what) of \(name) for \(p)") }
        }
    }

    /// `position(x:y:)` takes the whole proposal, 10 points along an axis proposed nil
    /// (`replacingUnspecifiedDimensions()`), whatever its child.
    func testPositionTakesTheProposal() {
        probe { p, name, make, ctx in
            let node = PositionNode(point: CGPoint(x: 3, y: 4), child: make())
            XCTAssertEqual(node.sizeThatFits(p, ctx), CGSize(width: p.width ?? 10, height: p.height ?? 10), "\(name) for \(p)")
        }
    }

    /// `padding` proposes the proposal less the insets (never below 0; nil stays nil, ∞ stays ∞)
    /// and adds the insets to the answer.
    func testPaddingProposesLessAndAddsTheInsets() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        probe { p, name, make, ctx in
            let inner = ProposedViewSize(width: p.width.map { max(0, $0 - 6) }, height: p.height.map { max(0, $0 - 4) })
            let c = make().sizeThatFits(inner, ctx)
            let node = PaddingNode(insets: insets, child: make())
            XCTAssertEqual(node.sizeThatFits(p, ctx), CGSize(width: c.width + 6, height: c.height + 4), "\(name) for \(p)")
        }
    }

    /// `frame(width: 40)` is 40 wide whatever it is proposed, proposes 40 and the height, and is
    /// as tall as its child for that; `fixedSize` proposes nil along its axes.
    func testFixedFramesAndFixedSizes() {
        probe { p, name, make, ctx in
            let framed = B.frame(width: 40, make())
            let c = make().sizeThatFits(ProposedViewSize(width: 40, height: p.height), ctx)
            XCTAssertEqual(framed.sizeThatFits(p, ctx), CGSize(width: 40, height: c.height), "frame of \(name) for \(p)")
            let fixed = FixedSizeNode(horizontal: true, vertical: false, child: make())
            XCTAssertEqual(
                fixed.sizeThatFits(p, ctx), make().sizeThatFits(ProposedViewSize(width: nil, height: p.height), ctx),
                "fixedSize of \(name) for \(p)")
            let both = FixedSizeNode(horizontal: true, vertical: true, child: make())
            XCTAssertEqual(both.sizeThatFits(p, ctx), make().sizeThatFits(.unspecified, ctx), "fixedSize() of \(name) for \(p)")
        }
    }

    /// `frame(minWidth:maxWidth:)` (SwiftUI's flexible frame): along a constrained axis the frame
    /// is the proposal clamped to [min, max]. Proposed nil, it offers the child its finite maximum
    /// (seed 004's size-limiting frames: a text capped at the maximum, then hugged) and takes the
    /// child's answer clamped.
    func testFlexibleFramesClampTheProposal() {
        probe { p, name, make, ctx in
            let node = B.flex(minW: 15, maxW: 45, make())
            let s = node.sizeThatFits(p, ctx)
            if let w = p.width {
                XCTAssertEqual(s.width, min(max(w, 15), 45), "\(name) for \(p)")
            } else {
                let child = make().sizeThatFits(ProposedViewSize(width: 45, height: p.height), ctx).width
                XCTAssertEqual(s.width, min(max(child, 15), 45), "\(name) for \(p)")
            }
        }
    }

    /// A scroll view (CONTROLS.md §6, docs/Differences.md): its content is proposed nil along the
    /// scroll axes and the proposal across them; the scroll view takes the proposed length along
    /// its axes (the content's when nil) and the content's size across them; the content starts at
    /// the viewport's top (leading) edge and is centred across.
    func testScrollViewsTakeTheProposalAlongTheirAxes() {
        for axes in [Axis.Set.vertical, .horizontal, [.vertical, .horizontal]] {
            probe { p, name, make, ctx in
                let along = ProposedViewSize(
                    width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
                let content = make().sizeThatFits(along, ctx)
                let node = ScrollViewNode(axes: axes, child: make())
                let s = node.sizeThatFits(p, ctx)
                let expected = CGSize(
                    width: axes.contains(.horizontal) ? (p.width ?? content.width) : content.width,
                    height: axes.contains(.vertical) ? (p.height ?? content.height) : content.height)
                XCTAssertEqual(s, expected, "\(axes) of \(name) for \(p)")
                if let w = p.width, let h = p.height, w.isFinite, h.isFinite {
                    let placed = Placer.place(node, proposal: p, ctx)
                    let child = placed.children[0].frame
                    XCTAssertEqual(child.size, content, "\(axes) of \(name) for \(p)")
                    if axes.contains(.vertical) { XCTAssertEqual(child.minY, 0, "\(axes) of \(name) for \(p): top") }
                    if !axes.contains(.horizontal) {
                        XCTAssertEqual(child.midX, s.width / 2, accuracy: 0.5, "\(axes) of \(name) for \(p): centred across")
                    }
                }
            }
        }
    }

    /// `containerRelativeFrame` (docs/Differences.md): on its axes the view is proposed and takes
    /// the length computed from the container's (here half the 300 × 200 window); on the other
    /// axis it is the child's answer to that proposal. A container whose length is unknown (a
    /// scroll view asked for its ideal size) leaves the frame layout neutral.
    func testContainerRelativeFramesTakeTheContainersLength() {
        let half: @Sendable (CGFloat, Axis) -> CGFloat = { l, _ in l / 2 }
        probe { p, name, make, ctx in
            ctx.windowSize = ContainerSize(width: 300, height: 200)
            let width = ContainerRelativeFrameNode(axes: .horizontal, alignment: .center, container: nil, length: half, child: make())
            let child = make().sizeThatFits(ProposedViewSize(width: 150, height: p.height), ctx)
            XCTAssertEqual(width.sizeThatFits(p, ctx), CGSize(width: 150, height: child.height), "horizontal, \(name) for \(p)")
            let height = ContainerRelativeFrameNode(axes: .vertical, alignment: .center, container: nil, length: half, child: make())
            let childAcross = make().sizeThatFits(ProposedViewSize(width: p.width, height: 100), ctx)
            XCTAssertEqual(height.sizeThatFits(p, ctx), CGSize(width: childAcross.width, height: 100), "vertical, \(name) for \(p)")
            let both = ContainerRelativeFrameNode(axes: [.horizontal, .vertical], alignment: .center, container: nil, length: half, child: make())
            XCTAssertEqual(both.sizeThatFits(p, ctx), CGSize(width: 150, height: 100), "both, \(name) for \(p)")
            let unknown = ContainerRelativeFrameNode(
                axes: [.horizontal, .vertical], alignment: .center, container: ContainerGeometry(), length: half, child: make())
            XCTAssertEqual(unknown.sizeThatFits(p, ctx), make().sizeThatFits(p, ctx), "unknown container, \(name) for \(p)")
        }
    }
}
