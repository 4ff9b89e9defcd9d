import XCTest
@testable import EaselLayout

final class CachingTests: XCTestCase {
    /// 12 levels of alternating HStack/VStack with 2 children each: 4096 counting leaves.
    func build(_ depth: Int, horizontal: Bool, leaves: inout [CountingLeaf]) -> LayoutNode {
        if depth == 0 { let c = CountingLeaf(); leaves.append(c); return c }
        let kids = (0..<2).map { _ in build(depth - 1, horizontal: !horizontal, leaves: &leaves) }
        return horizontal ? B.hstack(spacing: 0, kids) : B.vstack(spacing: 0, kids)
    }

    /// Each stack asks a child about 3 proposals along its axis (0, infinity, the offer); across two
    /// alternating axes a leaf sees at most 3 x 3 = 9 distinct proposals, whatever the depth.
    func testNestedStacksStayLinear() {
        var perLeafByDepth: [Int: Int] = [:]
        for depth in [4, 8, 12] {
            var leaves: [CountingLeaf] = []
            let root = build(depth, horizontal: true, leaves: &leaves)
            XCTAssertEqual(leaves.count, 1 << depth)
            let l = layout(root, ProposedViewSize(width: 1000, height: 1000))
            XCTAssertEqual(l.root.all { $0.kind == "Counting" }.count, 1 << depth)
            // Computed once per distinct proposal (the size cache).
            for leaf in leaves { XCTAssertEqual(leaf.computeCalls, Set(leaf.proposals).count) }
            let worst = leaves.map(\.computeCalls).max()!
            XCTAssertLessThanOrEqual(worst, 9)
            XCTAssertLessThanOrEqual(leaves.map(\.computeCalls).reduce(0, +), 9 * leaves.count)
            perLeafByDepth[depth] = worst
        }
        // Not growing with depth: linear in the number of nodes.
        XCTAssertEqual(perLeafByDepth[4], perLeafByDepth[12], "\(perLeafByDepth)")
    }

    func testSecondPassAfterInvalidateRecomputes() {
        let leaf = CountingLeaf()
        let root = B.frame(width: 30, height: 30, leaf)
        let ctx = LayoutContext(measurer: FakeMeasurer())
        _ = Placer.place(root, proposal: .unspecified, ctx)
        _ = Placer.place(root, proposal: .unspecified, ctx)
        XCTAssertEqual(leaf.computeCalls, 1)
        root.invalidate()
        _ = Placer.place(root, proposal: .unspecified, ctx)
        XCTAssertEqual(leaf.computeCalls, 2)
    }
}

final class RoundingTests: XCTestCase {
    func testOriginsSnapToPixelGrid() {
        let node = { OffsetNode(offset: size(0.3, 0.8), child: B.color()) }
        XCTAssertEqual(layout(node(), scale: 2).frame("Color"), rect(0.5, 1, 10, 10))
        XCTAssertEqual(layout(node(), scale: 1).frame("Color"), rect(0, 1, 10, 10))
        XCTAssertEqual(layout(node(), scale: 3).frame("Color").minX, 1.0 / 3.0)
        let ctx2 = LayoutContext(measurer: FakeMeasurer(), scale: 2)
        XCTAssertEqual(ctx2.pixelBoundary(0.3), 1)  // 0.6 px → 1
        XCTAssertEqual(ctx2.pixelBoundary(0.2), 0)
        XCTAssertEqual(ctx2.pixelBoundary(-0.25), 0)  // −0.5 px: a half rounds up
        XCTAssertEqual(LayoutContext(measurer: FakeMeasurer(), scale: 1).pixelBoundary(0.3), 0)
    }

    /// Layout sizes are not rounded, only origins: the frame reports the size the view chose.
    func testSizesAreNotRounded() {
        let l = layout(B.color(), ProposedViewSize(width: 10.3, height: 7.7))
        XCTAssertEqual(l.root.frame, rect(0, 0, 10.3, 7.7))
    }

    /// The drawn frame has both edges on the pixel grid (SwiftUI's "nearest or up"): origin and
    /// far corner are rounded on their own, at @1x, @2x and @3x.
    func testDrawnFramesSnapBothEdges() {
        let node = { OffsetNode(offset: size(0.3, 0.8), child: B.color()) }
        let proposal = ProposedViewSize(width: 10.3, height: 7.7)
        // x 0.3 … 10.6, y 0.8 … 8.5
        XCTAssertEqual(layout(node(), proposal, scale: 1).node("Color").pixelFrame(scale: 1), rect(0, 1, 11, 8))
        XCTAssertEqual(layout(node(), proposal, scale: 2).node("Color").pixelFrame(scale: 2), rect(0.5, 1, 10, 7.5))
        let at3 = layout(node(), proposal, scale: 3).node("Color").pixelFrame(scale: 3)
        XCTAssertEqual(at3.minX * 3, 1, accuracy: 1e-9)  // 0.9 px → 1
        XCTAssertEqual(at3.maxX * 3, 32, accuracy: 1e-9)  // 31.8 px → 32
        XCTAssertEqual(at3.minY * 3, 2, accuracy: 1e-9)  // 2.4 px → 2
        XCTAssertEqual(at3.maxY * 3, 26, accuracy: 1e-9)  // 25.5 px → 26 (a half rounds up)
        // The layout frame keeps the size the view chose.
        XCTAssertEqual(layout(node(), proposal, scale: 1).frame("Color").size, size(10.3, 7.7))
    }

    /// Neighbours that touch in points touch in pixels: three thirds of 100 points share their
    /// edges, with no gap and no overlap, at every scale.
    func testNeighboursShareSnappedEdges() {
        for scale: CGFloat in [1, 2, 3] {
            let l = layout(B.hstack(spacing: 0, [B.color("A"), B.color("B"), B.color("C")]), ProposedViewSize(width: 100, height: 10), scale: scale)
            let a = l.node("A").pixelFrame(scale: l.ctx.scale), b = l.node("B").pixelFrame(scale: l.ctx.scale), c = l.node("C").pixelFrame(scale: l.ctx.scale)
            XCTAssertEqual(a.minX, 0)
            XCTAssertEqual(a.maxX, b.minX, "@\(scale)x")
            XCTAssertEqual(b.maxX, c.minX, "@\(scale)x")
            XCTAssertEqual(c.maxX, 100)
            for edge in [a.maxX, b.maxX] { XCTAssertEqual((edge * scale).rounded(), edge * scale, accuracy: 1e-9, "@\(scale)x") }
        }
        // @1x: 33.33 → 33, 66.67 → 67.
        let l = layout(B.hstack(spacing: 0, [B.color("A"), B.color("B"), B.color("C")]), ProposedViewSize(width: 100, height: 10), scale: 1)
        XCTAssertEqual(l.node("A").pixelFrame(scale: l.ctx.scale).width, 33)
        XCTAssertEqual(l.node("B").pixelFrame(scale: l.ctx.scale).width, 34)
        XCTAssertEqual(l.node("C").pixelFrame(scale: l.ctx.scale).width, 33)
    }

    /// Each origin is rounded from the unrounded absolute position, so errors do not accumulate.
    func testRoundingDoesNotAccumulate() {
        let inner = OffsetNode(offset: size(0.4, 0), child: B.color())
        let l = layout(OffsetNode(offset: size(0.4, 0), child: inner), scale: 1)
        XCTAssertEqual(l.frame("Color").minX, 1)  // 0.8 → 1 (not 0 + 0)
    }
}

final class SnapshotTests: XCTestCase {
    func json(_ l: Laid) throws -> [String: Any] {
        let snap = LayoutSnapshot(root: l.root, canvasSize: size(300, 200), scale: l.ctx.scale, l.ctx)
        let data = try snap.jsonData()
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testEncodesKindLabelFrameChildren() throws {
        let l = layout(
            PaddingNode(insets: EdgeInsets(10), child: B.hstack(.top, [B.image("rogue"), B.text("aaaa aaaa")])),
            origin: CGPoint(x: 5, y: 6))
        let j = try json(l)
        XCTAssertEqual(j["canvas"] as? [String: Double], ["width": 300, "height": 200, "scale": 1])
        let root = try XCTUnwrap(j["root"] as? [String: Any])
        XCTAssertEqual(root["kind"] as? String, "padding")
        XCTAssertNil(root["label"])
        XCTAssertNil(root["hidden"])
        XCTAssertEqual(root["frame"] as? [String: Double], ["x": 5, "y": 6, "width": 166, "height": 84])
        let stack = try XCTUnwrap((root["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(stack["kind"] as? String, "HStack")
        let kids = try XCTUnwrap(stack["children"] as? [[String: Any]])
        XCTAssertEqual(kids.map { $0["kind"] as? String }, ["Image", "Text"])
        XCTAssertEqual(kids[0]["label"] as? String, "rogue")
        XCTAssertEqual(kids[0]["frame"] as? [String: Double], ["x": 15, "y": 16, "width": 48, "height": 64])
        XCTAssertEqual((kids[0]["children"] as? [Any])?.count, 0)
        XCTAssertNil(kids[0]["lines"])
        XCTAssertEqual(kids[1]["lines"] as? [String], ["aaaa aaaa"])
        XCTAssertEqual(kids[1]["firstBaseline"] as? Double, 16 + 16)
    }

    func testTextLinesAndAbsoluteBaselines() throws {
        let l = layout(B.frame(width: 50, height: 100, B.text("aaaa bbbb")), origin: CGPoint(x: 0, y: 100))
        let j = try json(l)
        let text = try XCTUnwrap(((j["root"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(text["lines"] as? [String], ["aaaa", "bbbb"])
        XCTAssertEqual(text["frame"] as? [String: Double], ["x": 5, "y": 130, "width": 40, "height": 40])
        XCTAssertEqual(text["firstBaseline"] as? Double, 146)
        XCTAssertEqual(text["lastBaseline"] as? Double, 166)
        // Round trip.
        let snap = LayoutSnapshot(root: l.root, canvasSize: size(300, 200), scale: 1, l.ctx)
        XCTAssertEqual(try JSONDecoder().decode(LayoutSnapshot.self, from: snap.jsonData()), snap)
    }

    func testHiddenMarksSubtree() throws {
        let hiddenStack = B.vstack([B.image("rogue"), B.text("ab")])
        hiddenStack.isHidden = true
        let l = layout(B.hstack([hiddenStack, B.image("dragoon")]))
        XCTAssertTrue(l.node("VStack").isHidden)
        XCTAssertTrue(l.node("Image", "rogue").isHidden)
        XCTAssertTrue(l.node("Text").isHidden)
        XCTAssertFalse(l.node("Image", "dragoon").isHidden)
        XCTAssertFalse(l.root.isHidden)
        // Hidden views are still laid out.
        XCTAssertEqual(l.frame("Image", "dragoon").minX, 56)
        let snap = LayoutSnapshot(root: l.root, canvasSize: size(300, 200), scale: 1, l.ctx)
        XCTAssertEqual(snap.root.all { $0.hidden == true }.map(\.kind), ["VStack", "Image", "Text"])
        let data = try snap.jsonData(pretty: false)
        let s = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(s.components(separatedBy: "\"hidden\":true").count - 1, 3)
        let j = try json(l)
        let root = try XCTUnwrap(j["root"] as? [String: Any])
        XCTAssertNil(root["hidden"])
        let kids = try XCTUnwrap(root["children"] as? [[String: Any]])
        XCTAssertEqual(kids[0]["hidden"] as? Bool, true)
        XCTAssertNil(kids[1]["hidden"])
    }
}
