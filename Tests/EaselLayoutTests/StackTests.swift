import XCTest
@testable import EaselLayout

final class StackTests: XCTestCase {
    func testHStackWidthIsSumPlusSpacingHeightIsTallest() {
        let l = layout(B.hstack([B.image("rogue"), B.image("dragoon"), B.image("brawler")]))
        XCTAssertEqual(l.root.frame.size, size(48 + 8 + 72 + 8 + 56, 91))
        let s = layout(B.hstack(spacing: 3, [B.image("rogue"), B.image("dragoon")]))
        XCTAssertEqual(s.root.frame.size, size(123, 91))
        XCTAssertEqual(s.frame("Image", "dragoon").minX, 51)
    }

    func testVStackHeightIsSumPlusSpacingWidthIsWidest() {
        let l = layout(B.vstack([B.image("rogue"), B.image("dragoon"), B.image("brawler")]))
        XCTAssertEqual(l.root.frame.size, size(72, 64 + 8 + 91 + 8 + 76))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(12, 0, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(0, 72, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(8, 171, 56, 76))
    }

    func testEmptyStackIsZero() {
        XCTAssertEqual(layout(B.hstack([]), ProposedViewSize(width: 100, height: 100)).root.frame, .zero)
    }

    /// Two texts of the same flexibility (10 … 100 wide) share 100 points equally.
    func testEquallyFlexibleTextsShareEqually() {
        let l = layout(
            B.hstack(spacing: 0, [B.text("aaaaaaaaaa"), B.text("bbbbbbbbbb")]),
            ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(l.frame("Text", "aaaaaaaaaa"), rect(0, 0, 50, 40))
        XCTAssertEqual(l.frame("Text", "bbbbbbbbbb"), rect(50, 0, 50, 40))
        XCTAssertEqual(l.node("Text", "aaaaaaaaaa").proposal, ProposedViewSize(width: 50, height: nil))
    }

    /// With spacing 8: (108 − 8) / 2 = 50 each.
    func testSpacingIsTakenFirst() {
        let l = layout(B.hstack([B.text("aaaaaaaaaa"), B.text("bbbbbbbbbb")]), ProposedViewSize(width: 108, height: nil))
        XCTAssertEqual(l.frame("Text", "aaaaaaaaaa"), rect(0, 0, 50, 40))
        XCTAssertEqual(l.frame("Text", "bbbbbbbbbb"), rect(58, 0, 50, 40))
    }

    /// The less flexible child is served first and the rest goes to the more flexible one:
    /// "abc" (10 … 30) is offered 50 and takes 30; "bbbbbbbbbb" then gets 70.
    func testLeastFlexibleFirst() {
        let l = layout(B.hstack(spacing: 0, [B.text("bbbbbbbbbb"), B.text("abc")]), ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(l.frame("Text", "abc"), rect(70, 10, 30, 20))
        XCTAssertEqual(l.frame("Text", "bbbbbbbbbb"), rect(0, 0, 70, 40))
        XCTAssertEqual(l.node("Text", "abc").proposal.width, 50)
    }

    /// layoutPriority(1) is served first; the other's minimum (10) stays reserved:
    /// b is offered 120 − 10 = 110 and takes 100; a gets the remaining 20.
    func testLayoutPriorityServedFirst() {
        let b = B.text("bbbbbbbbbb")
        b.layoutPriority = 1
        let l = layout(B.hstack(spacing: 0, [B.text("aaaaaaaaaa"), b]), ProposedViewSize(width: 120, height: nil))
        XCTAssertEqual(l.node("Text", "bbbbbbbbbb").proposal.width, 110)
        XCTAssertEqual(l.frame("Text", "bbbbbbbbbb"), rect(20, 40, 100, 20))  // centred on a 100-high a
        XCTAssertEqual(l.frame("Text", "aaaaaaaaaa"), rect(0, 0, 20, 100))
    }

    func testVStackSharesHeight() {
        let l = layout(B.vstack(spacing: 0, [B.text("aaaa aaaa aaaa"), B.text("bbbb")]), ProposedViewSize(width: 40, height: 40))
        // Both texts can be one line high at minimum: each gets 20.
        XCTAssertEqual(l.frame("Text", "aaaa aaaa aaaa"), rect(0, 0, 40, 20))
        XCTAssertEqual(l.node("Text", "aaaa aaaa aaaa").proposal, ProposedViewSize(width: 40, height: 20))
        XCTAssertEqual(l.frame("Text", "bbbb"), rect(0, 20, 40, 20))
    }

    /// Nil proposal: a spacer is its minimum length (8) along the stack and 0 across it.
    func testSpacerIdealInHStack() {
        let l = layout(B.hstack([B.text("abc"), SpacerNode(minLength: nil), B.text("de")]))
        XCTAssertEqual(l.frame("Spacer"), rect(38, 10, 8, 0))  // centred: half of 20
        XCTAssertEqual(l.root.frame.size, size(30 + 8 + 8 + 8 + 20, 20))
        let m = layout(B.hstack([B.text("abc"), SpacerNode(minLength: 25), B.text("de")]))
        XCTAssertEqual(m.frame("Spacer").width, 25)
    }

    func testSpacerInVStackHasZeroWidth() {
        let l = layout(B.vstack([B.text("abc"), SpacerNode(minLength: nil)]))
        XCTAssertEqual(l.frame("Spacer"), rect(15, 28, 0, 8))
    }

    func testSpacerOutsideStackGrowsBothWays() {
        XCTAssertEqual(layout(SpacerNode(minLength: nil), ProposedViewSize(width: 50, height: 30)).root.frame, rect(0, 0, 50, 30))
        XCTAssertEqual(layout(SpacerNode(minLength: nil)).root.frame, rect(0, 0, 8, 8))
    }
}
