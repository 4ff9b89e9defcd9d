import XCTest
@testable import EaselLayout

/// Regression tests for two faults found while writing the layout tests: infinite answers to the
/// stacks' infinite flexibility probes were rejected as invalid sizes, and Dividers did not learn
/// their stack's axis.
final class StackRegressionTests: XCTestCase {
    /// BUG: `LayoutNode.sizeThatFits` treats any non-finite size as invalid: it records
    /// `LayoutError.invalidSize`, replaces the size with 0, and the Placer then stops placing children
    /// (`ctx.error != nil`). But stacks probe every child with an infinite proposal
    /// (`StackNode.computeArrangement`, "maximum" probe), and a Color/shape (ShapeNode) or Spacer
    /// legitimately answers infinity there. So any HStack with a concrete width that contains a Color,
    /// a Spacer or `.frame(minWidth:)` around a Color fails.
    /// objc.io "HStack's child ordering": red 75, green 100.
    func testObjcIoChildOrdering() {
        let red = B.flex(maxW: 100, B.color("Red"))
        let green = B.flex(minW: 100, B.color("Green"))
        let l = layout(B.frame(width: 150, B.hstack(spacing: 0, [red, green])), ProposedViewSize(width: 400, height: 100), scale: 2)
        // HStack 175 wide, centred in 150: x = −12.5.
        XCTAssertEqual(l.frame("Red"), rect(-12.5, 0, 75, 100))
        XCTAssertEqual(l.frame("Green"), rect(62.5, 0, 100, 100))
    }

    /// Same root cause: two Colors in a 108-wide HStack should get 50 each.
    func testTwoColorsShareEqually() {
        let l = layout(B.hstack([B.color("A"), B.color("B")]), ProposedViewSize(width: 108, height: 30))
        XCTAssertEqual(l.frame("A"), rect(0, 0, 50, 30))
        XCTAssertEqual(l.frame("B"), rect(58, 0, 50, 30))
    }

    /// Same root cause: a Spacer gets the leftovers (200 − 16 − 30 − 20 = 134).
    func testSpacerGetsLeftovers() {
        let l = layout(B.hstack([B.text("abc"), SpacerNode(minLength: nil), B.text("de")]), ProposedViewSize(width: 200, height: 20))
        XCTAssertEqual(l.frame("Spacer"), rect(38, 10, 134, 0))
        XCTAssertEqual(l.frame("Text", "de"), rect(180, 0, 20, 20))
        XCTAssertEqual(l.root.frame.size, size(200, 20))
    }

    /// A spacer never shrinks below its minimum of 8 and only gets leftovers: its 8 stay reserved while
    /// the texts share 84 − 8 = 76 (38 → "aa…" 30, then 46 → "bbb…" 40); the spacer takes the rest, 14.
    func testSpacerKeepsMinimumAndTakesLeftovers() {
        let l = layout(
            B.hstack([B.text("aaaaa", lineLimit: 1), SpacerNode(minLength: nil), B.text("bbbbb", lineLimit: 1)]),
            ProposedViewSize(width: 100, height: 20))
        XCTAssertEqual(l.frame("Spacer").width, 14)
        XCTAssertEqual(l.frame("Text", "aaaaa").width, 30)
        XCTAssertEqual(l.frame("Text", "bbbbb").width, 40)
        let tight = layout(
            B.hstack([B.text("aaaaa", lineLimit: 1), SpacerNode(minLength: nil), B.text("bbbbb", lineLimit: 1)]),
            ProposedViewSize(width: 40, height: 20))
        XCTAssertEqual(tight.frame("Spacer").width, 8)
    }

    /// Same root cause: `.frame(maxWidth: .infinity)` inside an HStack.
    func testInfiniteFrameInStack() {
        let l = layout(B.hstack(spacing: 0, [B.flex(maxW: .infinity, B.text("abc")), B.image("rogue")]), ProposedViewSize(width: 200, height: 100))
        // Centred on the 64-tall image: (64 − 20) / 2 = 22.
        XCTAssertEqual(l.frame("frame"), rect(0, 22, 152, 20))
        XCTAssertEqual(l.frame("Image"), rect(152, 0, 48, 64))
    }

    /// SUSPECTED GAP: `StackNode.init` gives a stack's axis to its Spacer children but not to Divider
    /// children (`DividerNode.axis` stays nil), so a Divider in an HStack is drawn as a horizontal
    /// line 10 wide and 1 high instead of a vertical line 1 wide spanning the proposed height.
    func testDividerInHStackIsVertical() {
        let l = layout(
            B.hstack([B.text("abc"), DividerNode(axis: nil, drawing: Swatch("black")), B.text("de")]),
            ProposedViewSize(width: nil, height: 50))
        XCTAssertEqual(l.frame("Divider"), rect(38, 0, 1, 50))
    }
}
