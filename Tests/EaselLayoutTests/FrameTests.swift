import XCTest
@testable import EaselLayout

final class FrameTests: XCTestCase {
    // MARK: fixed frames

    /// 101x92 centred in 200x200: (49.5, 54). Scale 2 keeps 49.5; scale 1 rounds it to 50.
    func testFixedFrameCentresChild() {
        let l2 = layout(B.frame(width: 200, height: 200, B.image("barbarian")), scale: 2)
        XCTAssertEqual(l2.root.frame, rect(0, 0, 200, 200))
        XCTAssertEqual(l2.frame("Image"), rect(49.5, 54, 101, 92))
        let l1 = layout(B.frame(width: 200, height: 200, B.image("barbarian")))
        XCTAssertEqual(l1.frame("Image"), rect(50, 54, 101, 92))
    }

    func testFrameProposesItsSize() {
        let l = layout(B.frame(width: 200, height: 200, B.text("Nogitsune Takeshi")))
        XCTAssertEqual(l.node("Text").proposal, ProposedViewSize(width: 200, height: 200))
        XCTAssertEqual(l.frame("Text"), rect(15, 90, 170, 20))
    }

    /// A frame smaller than the image: the image keeps its size and overflows, centred: x = (50 − 101) / 2.
    func testSmallFrameOverflows() {
        let l = layout(B.frame(width: 50, height: 200, B.image("barbarian")), scale: 2)
        XCTAssertEqual(l.root.frame, rect(0, 0, 50, 200))
        XCTAssertEqual(l.frame("Image"), rect(-25.5, 54, 101, 92))
    }

    func testFrameAlignment() {
        let tl = layout(B.frame(width: 200, height: 200, alignment: .topLeading, B.image("barbarian")))
        XCTAssertEqual(tl.frame("Image"), rect(0, 0, 101, 92))
        let br = layout(B.frame(width: 200, height: 200, alignment: .bottomTrailing, B.image("barbarian")))
        XCTAssertEqual(br.frame("Image"), rect(99, 108, 101, 92))
    }

    /// A frame with only a width is layout neutral in height.
    func testPartialFrameIsNeutralOnOtherAxis() {
        let l = layout(B.frame(width: 200, B.image("barbarian")), ProposedViewSize(width: 500, height: 500))
        XCTAssertEqual(l.root.frame, rect(0, 0, 200, 92))
        XCTAssertEqual(l.frame("Image"), rect(50, 0, 101, 92))  // 49.5 → 50
    }

    // MARK: flexible frames

    func testMaxWidthInfinityTakesProposal() {
        let l = layout(B.flex(maxW: .infinity, B.text("abc")), ProposedViewSize(width: 300, height: 100))
        XCTAssertEqual(l.root.frame, rect(0, 0, 300, 20))
        XCTAssertEqual(l.frame("Text"), rect(135, 0, 30, 20))
        XCTAssertEqual(l.node("Text").proposal, ProposedViewSize(width: 300, height: 100))
    }

    func testMinOnly() {
        // max(min, min(p, child))
        XCTAssertEqual(layout(B.flex(minW: 100, B.text("abc")), ProposedViewSize(width: 300, height: nil)).root.frame.size, size(100, 20))
        let small = layout(B.flex(minW: 100, B.text("abc")), ProposedViewSize(width: 50, height: nil))
        XCTAssertEqual(small.root.frame.size, size(100, 20))
        XCTAssertEqual(small.node("Text").proposal.width, 100)  // 50 clamped up to the minimum
        let wide = layout(B.flex(minW: 100, B.text("aaaaaaaaaaaaaaa")), ProposedViewSize(width: 300, height: nil))
        XCTAssertEqual(wide.root.frame.size, size(150, 20))
    }

    func testMaxOnly() {
        // min(max, max(p, child))
        XCTAssertEqual(layout(B.flex(maxW: 100, B.text("abc")), ProposedViewSize(width: 300, height: nil)).root.frame.size, size(100, 20))
        let narrow = layout(B.flex(maxW: 100, B.text("abc")), ProposedViewSize(width: 20, height: nil))
        XCTAssertEqual(narrow.node("Text").proposal.width, 20)
        XCTAssertEqual(narrow.frame("Text"), rect(0, 0, 20, 40))
        XCTAssertEqual(narrow.root.frame.size, size(20, 40))
    }

    func testMinAndMaxClampProposal() {
        let f = { B.flex(minW: 50, maxW: 120, B.text("abc")) }
        XCTAssertEqual(layout(f(), ProposedViewSize(width: 10, height: nil)).root.frame.width, 50)
        XCTAssertEqual(layout(f(), ProposedViewSize(width: 80, height: nil)).root.frame.width, 80)
        XCTAssertEqual(layout(f(), ProposedViewSize(width: 500, height: nil)).root.frame.width, 120)
    }

    func testNilProposalUsesIdeal() {
        let l = layout(B.flex(idealW: 150, maxW: .infinity, idealH: 60, B.text("abc")))
        XCTAssertEqual(l.root.frame.size, size(150, 60))
        XCTAssertEqual(l.node("Text").proposal, ProposedViewSize(width: 150, height: 60))
        // No ideal: the child's size, clamped.
        XCTAssertEqual(layout(B.flex(minW: 70, B.text("abc"))).root.frame.size, size(70, 20))
        XCTAssertEqual(layout(B.flex(maxW: .infinity, B.text("abc"))).root.frame.size, size(30, 20))
    }

    func testNormalisation() {
        let a = FlexibleFrameNode.Limits(min: 100, ideal: 50, max: 20)
        XCTAssertEqual(a.ideal, 100)
        XCTAssertEqual(a.max, 100)
        let b = FlexibleFrameNode.Limits(min: nil, ideal: 80, max: 40)
        XCTAssertEqual(b.max, 80)
        let c = FlexibleFrameNode.Limits(min: 60, ideal: nil, max: 10)
        XCTAssertEqual(c.max, 60)
        XCTAssertNil(c.ideal)
    }

    func testFlexibleFrameAlignment() {
        let l = layout(
            B.flex(maxW: .infinity, maxH: .infinity, alignment: .bottomTrailing, B.image("rogue")),
            ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(l.root.frame, rect(0, 0, 200, 100))
        XCTAssertEqual(l.frame("Image"), rect(152, 36, 48, 64))
    }

    // MARK: padding

    func testPaddingOutsetsSizeAndInsetsProposal() {
        let l = layout(PaddingNode(insets: EdgeInsets(16), child: B.text("abc")))
        XCTAssertEqual(l.root.frame, rect(0, 0, 62, 52))
        XCTAssertEqual(l.frame("Text"), rect(16, 16, 30, 20))
        let p = layout(PaddingNode(insets: EdgeInsets(16), child: B.text("aaaa aaaa")), ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(p.node("Text").proposal, ProposedViewSize(width: 68, height: 68))
        XCTAssertEqual(p.root.frame.size, size(72, 72))
    }

    func testUnevenPadding() {
        let l = layout(PaddingNode(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), child: B.image("rogue")))
        XCTAssertEqual(l.root.frame, rect(0, 0, 54, 68))
        XCTAssertEqual(l.frame("Image"), rect(2, 1, 48, 64))
    }

    func testPaddingNeverProposesNegative() {
        let p = layout(PaddingNode(insets: EdgeInsets(16), child: B.color()), ProposedViewSize(width: 20, height: 20))
        XCTAssertEqual(p.node("Color").proposal, ProposedViewSize(width: 0, height: 0))
    }

    /// Seed 004: the text in .padding().frame(width: 200, height: 200) is proposed 168x168.
    func testSeed004PaddingInFrame() {
        let l = layout(B.frame(width: 200, height: 200, PaddingNode(insets: EdgeInsets(16), child: B.text("Nogitsune Takeshi"))))
        XCTAssertEqual(l.node("Text").proposal, ProposedViewSize(width: 168, height: 168))
        // "Nogitsune Takeshi" is 170 wide: wraps into two lines, 90 wide; padding 122x72 centred.
        XCTAssertEqual(l.frame("padding"), rect(39, 64, 122, 72))
        XCTAssertEqual(l.frame("Text"), rect(55, 80, 90, 40))
    }
}
