import XCTest
@testable import EaselLayout

final class ModifierTests: XCTestCase {
    // MARK: secondary views

    func testBackgroundIsProposedOwnersSize() {
        let l = layout(SecondaryNode(role: .background, alignment: .center, primary: B.text("abc"), secondary: B.color()))
        XCTAssertEqual(l.root.frame, rect(0, 0, 30, 20))
        XCTAssertEqual(l.node("Color").proposal, ProposedViewSize(width: 30, height: 20))
        XCTAssertEqual(l.frame("Color"), rect(0, 0, 30, 20))
        // Background draws first.
        XCTAssertEqual(l.root.children.map(\.kind), ["Color", "Text"])
    }

    /// An oversized secondary does not change the owner's size and is centred on it:
    /// ((30 − 101) / 2, (20 − 92) / 2) = (−35.5, −36).
    func testOversizedOverlayIsCentredAndIgnored() {
        let l = layout(SecondaryNode(role: .overlay, alignment: .center, primary: B.text("abc"), secondary: B.image("barbarian")), scale: 2)
        XCTAssertEqual(l.root.frame, rect(0, 0, 30, 20))
        XCTAssertEqual(l.frame("Image"), rect(-35.5, -36, 101, 92))
        XCTAssertEqual(l.root.children.map(\.kind), ["Text", "Image"])
    }

    func testSecondaryAlignment() {
        let l = layout(SecondaryNode(role: .overlay, alignment: .bottomTrailing, primary: B.image("dragoon"), secondary: B.text("ab")))
        XCTAssertEqual(l.frame("Text"), rect(52, 71, 20, 20))
        XCTAssertEqual(l.node("Text").proposal, ProposedViewSize(width: 72, height: 91))
    }

    func testSecondaryInStackTakesNoSpace() {
        let l = layout(
            B.hstack([
                SecondaryNode(role: .background, alignment: .center, primary: B.image("rogue"), secondary: B.image("barbarian")),
                B.image("brawler"),
            ]))
        XCTAssertEqual(l.root.frame.size, size(48 + 8 + 56, 76))
        XCTAssertEqual(l.frame("Image", "brawler").minX, 56)
    }

    /// Borders overlay the owner; with padding the border is on the padded view (seed 004).
    func testBorderIsOverlayOfOwner() {
        let l = layout(B.border(PaddingNode(insets: EdgeInsets(4), child: B.border(B.text("abc")))))
        XCTAssertEqual(l.root.frame, rect(0, 0, 38, 28))
        let borders = l.nodes("border")
        XCTAssertEqual(borders.count, 2)
        XCTAssertEqual(borders[0].children.map(\.kind), ["padding", "Rectangle"])
        XCTAssertEqual(borders[0].children[1].frame, rect(0, 0, 38, 28))
        XCTAssertEqual(borders[1].children[1].frame, rect(4, 4, 30, 20))
        XCTAssertEqual(l.frame("Text"), rect(4, 4, 30, 20))
    }

    // MARK: fixedSize

    func testFixedSizeProposesNil() {
        let l = layout(B.frame(width: 50, height: 100, FixedSizeNode(horizontal: true, vertical: true, child: B.text("aaaa aaaa"))), scale: 2)
        XCTAssertEqual(l.node("Text").proposal, .unspecified)
        XCTAssertEqual(l.frame("Text"), rect(-20, 40, 90, 20))
        let h = layout(FixedSizeNode(horizontal: true, vertical: false, child: B.text("aaaa aaaa")), ProposedViewSize(width: 50, height: 100))
        XCTAssertEqual(h.node("Text").proposal, ProposedViewSize(width: nil, height: 100))
        let v = layout(FixedSizeNode(horizontal: false, vertical: true, child: B.text("aaaa aaaa")), ProposedViewSize(width: 50, height: 100))
        XCTAssertEqual(v.node("Text").proposal, ProposedViewSize(width: 50, height: nil))
        XCTAssertEqual(v.root.frame.size, size(40, 40))
    }

    // MARK: aspectRatio

    /// Barbarian 101x92 resizable, .aspectRatio(contentMode: .fit) in 200x150: scale 150/92 →
    /// 164.67 x 150, centred: x = (200 − 164.67) / 2 = 17.66 → 18 at scale 1.
    func testAspectRatioFit() {
        let l = layout(
            B.frame(
                width: 200, height: 150,
                AspectRatioNode(ratio: nil, contentMode: .fit, child: B.image("barbarian", resizable: true))))
        let w: CGFloat = 101 * (150.0 / 92.0)
        XCTAssertEqual(w, 164.67, accuracy: 0.01)
        XCTAssertEqual(l.frame("aspectRatio"), rect(18, 0, w, 150))
        XCTAssertEqual(l.frame("Image"), rect(18, 0, w, 150))
        XCTAssertEqual(l.node("Image").proposal, ProposedViewSize(width: w, height: 150))
    }

    /// .fill: scale 200/101 → 200 x 182.18, centred: y = (150 − 182.18) / 2 = −16.09 → −16.
    func testAspectRatioFill() {
        let l = layout(
            B.frame(
                width: 200, height: 150,
                AspectRatioNode(ratio: nil, contentMode: .fill, child: B.image("barbarian", resizable: true))))
        let h: CGFloat = 92 * (200.0 / 101.0)
        XCTAssertEqual(l.frame("Image"), rect(0, -16, 200, h))
        XCTAssertEqual(l.frame("frame"), rect(0, 0, 200, 150))
    }

    func testAspectRatioExplicitRatio() {
        let l = layout(AspectRatioNode(ratio: 2, contentMode: .fit, child: B.color()), ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(l.root.frame, rect(0, 0, 100, 50))
        // Unspecified proposal passes through: a colour is 10x10.
        XCTAssertEqual(layout(AspectRatioNode(ratio: 2, contentMode: .fit, child: B.color())).root.frame.size, size(10, 10))
    }

    // MARK: offset and position

    func testOffsetMovesDrawingNotLayout() {
        let l = layout(B.hstack(.top, [OffsetNode(offset: size(10, 5), child: B.image("rogue")), B.image("dragoon")]))
        XCTAssertEqual(l.root.frame, rect(0, 0, 128, 91))
        XCTAssertEqual(l.frame("offset"), rect(10, 5, 48, 64))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(10, 5, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(56, 0, 72, 91))
    }

    func testPositionTakesProposalAndCentresChild() {
        let l = layout(PositionNode(point: CGPoint(x: 50, y: 40), child: B.image("rogue")), ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(l.root.frame, rect(0, 0, 200, 100))
        XCTAssertEqual(l.frame("Image"), rect(26, 8, 48, 64))
        XCTAssertEqual(layout(PositionNode(point: .zero, child: B.image("rogue"))).root.frame.size, size(10, 10))
    }

    // MARK: GeometryReader

    func testGeometryReaderTakesProposalAndPlacesTopLeading() {
        var seen: [GeometryInfo] = []
        let g = GeometryReaderNode { info in
            seen.append(info); return [B.image("rogue")]
        }
        let l = layout(B.frame(width: 200, height: 100, g), origin: CGPoint(x: 5, y: 7))
        XCTAssertEqual(seen, [GeometryInfo(size: size(200, 100), globalFrame: rect(5, 7, 200, 100))])
        XCTAssertEqual(l.frame("GeometryReader"), rect(5, 7, 200, 100))
        XCTAssertEqual(l.frame("Image"), rect(5, 7, 48, 64))
        XCTAssertEqual(l.node("Image").proposal, ProposedViewSize(width: 200, height: 100))
    }

    func testGeometryReaderNilProposalIs10() {
        var seen: [GeometryInfo] = []
        let g = GeometryReaderNode { info in
            seen.append(info); return [B.color()]
        }
        let l = layout(g)
        XCTAssertEqual(l.root.frame, rect(0, 0, 10, 10))
        XCTAssertEqual(seen.map(\.size), [size(10, 10)])
        XCTAssertEqual(l.frame("Color"), rect(0, 0, 10, 10))
    }

    /// As a background, the reader is proposed the owner's size (seed 004, hit point bar).
    func testGeometryReaderAsBackground() {
        var seen: [GeometryInfo] = []
        let g = GeometryReaderNode { info in
            seen.append(info)
            return [B.frame(width: info.size.width * 0.25, height: nil, alignment: .center, B.color())]
        }
        let l = layout(
            SecondaryNode(role: .background, alignment: .center, primary: B.text("aaaaaaaaaa"), secondary: g),
            origin: CGPoint(x: 3, y: 4))
        XCTAssertEqual(seen.map(\.globalFrame), [rect(3, 4, 100, 20)])
        XCTAssertEqual(l.frame("Color"), rect(3, 4, 25, 20))
    }

    // MARK: ViewThatFits

    func testViewThatFitsPicksFirstFitting() {
        func make() -> ViewThatFitsNode {
            ViewThatFitsNode(axes: [.horizontal], children: [B.text("long long long"), B.text("short"), B.text("x")])
        }
        let wide = layout(make(), ProposedViewSize(width: 200, height: 50))
        XCTAssertEqual(wide.root.children.map(\.label), ["long long long"])
        XCTAssertEqual(wide.root.frame.size, size(140, 20))
        let mid = layout(make(), ProposedViewSize(width: 100, height: 50))
        XCTAssertEqual(mid.root.children.map(\.label), ["short"])
        XCTAssertEqual(mid.root.frame.size, size(50, 20))
        let none = layout(make(), ProposedViewSize(width: 5, height: 50))
        XCTAssertEqual(none.root.children.map(\.label), ["x"])
    }

    func testViewThatFitsVertical() {
        let v = ViewThatFitsNode(axes: [.vertical], children: [B.image("dragoon"), B.image("rogue")])
        XCTAssertEqual(layout(v, ProposedViewSize(width: 10, height: 70)).root.children.map(\.label), ["rogue"])
    }
}
