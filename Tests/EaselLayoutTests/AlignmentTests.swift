import XCTest
@testable import EaselLayout

/// Seeds 000 and 001: rogue 48x64, dragoon 72x91, brawler 56x76 in an HStack with spacing 8.
final class AlignmentTests: XCTestCase {
    func trio() -> [LayoutNode] { [B.image("rogue"), B.image("dragoon"), B.image("brawler")] }

    func testTop() {
        let l = layout(B.hstack(.top, trio()))
        XCTAssertEqual(l.root.frame, rect(0, 0, 192, 91))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 0, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(56, 0, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(136, 0, 56, 76))
    }

    /// Guides 32, 45.5 and 38: rogue is 13.5 down and brawler 7.5. The seed prints 13 and 7
    /// (it works in whole points); at scale 2 the half points are kept exactly.
    func testCenterAtScale2() {
        let l = layout(B.hstack(.center, trio()), scale: 2)
        XCTAssertEqual(l.root.frame, rect(0, 0, 192, 91))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 13.5, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(56, 0, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(136, 7.5, 56, 76))
    }

    /// At scale 1 the Placer rounds origins with `rounded()` (half away from zero): 13.5 → 14, 7.5 → 8.
    func testCenterAtScale1RoundsHalvesUp() {
        let stack = B.hstack(.center, trio())
        let l = layout(stack)
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 14, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(56, 0, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(136, 8, 56, 76))
        // The unrounded placements.
        let ctx = LayoutContext(measurer: FakeMeasurer())
        let s = stack.sizeThatFits(.unspecified, ctx)
        XCTAssertEqual(
            stack.placements(.unspecified, s, ctx).map(\.origin),
            [CGPoint(x: 0, y: 13.5), CGPoint(x: 56, y: 0), CGPoint(x: 136, y: 7.5)])
    }

    func testBottom() {
        let l = layout(B.hstack(.bottom, trio()))
        XCTAssertEqual(l.root.frame, rect(0, 0, 192, 91))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 27, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(56, 0, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(136, 15, 56, 76))
    }

    func feetStack(borders: Bool = false) -> StackNode {
        func wrap(_ n: LayoutNode) -> LayoutNode { borders ? B.border(n) : n }
        return B.hstack(
            .feet,
            [
                B.guide(.feet, wrap(B.image("rogue"))) { _ in 61 },
                B.guide(.feet, wrap(B.image("dragoon"))) { _ in 84 },
                B.guide(.feet, wrap(B.image("brawler"))) { _ in 70 },
            ])
    }

    func testFeet() {
        let stack = feetStack()
        let l = layout(stack)
        XCTAssertEqual(l.root.frame, rect(0, 0, 192, 91))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 23, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(56, 0, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(136, 14, 56, 76))
        // The stack's own explicit .feet value: the common line, 84.
        let ctx = LayoutContext(measurer: FakeMeasurer())
        let s = stack.sizeThatFits(.unspecified, ctx)
        XCTAssertEqual(stack.explicitAlignment(VerticalAlignment.feet.key, .unspecified, s, ctx), 84)
        XCTAssertEqual(stack.dimensions(.unspecified, s, ctx)[VerticalAlignment.feet], 84)
        // Built-in edges do not leave the container.
        XCTAssertNil(stack.explicitAlignment(VerticalAlignment.top.key, .unspecified, s, ctx))
    }

    /// Without explicit values the custom guide uses its default (bottom): same as .bottom.
    func testFeetDefaultIsBottom() {
        let l = layout(B.hstack(.feet, trio()))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 27, 48, 64))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(136, 15, 56, 76))
    }

    func testCustomGrowsStackTo155() {
        let stack = B.hstack(
            .custom,
            [
                B.guide(.custom, B.image("rogue")) { $0[VerticalAlignment.bottom] },
                B.guide(.custom, B.image("dragoon")) { $0[VerticalAlignment.top] },
                B.guide(.custom, B.image("brawler")) { $0[VerticalAlignment.center] },
            ])
        let l = layout(stack)
        XCTAssertEqual(l.root.frame, rect(0, 0, 192, 155))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 0, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(56, 64, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(136, 26, 56, 76))
    }

    /// ZStack(alignment: .anchor). Horizontal guides: rogue trailing 48, dragoon default centre 36,
    /// brawler leading 0 → line 48: rogue x 0, dragoon x 12, brawler x 48.
    /// Vertical guides: rogue bottom 64, dragoon top 0, brawler bottom 76 → line 76: rogue y 12,
    /// dragoon y 76, brawler y 0. Union: width max(48, 12+72, 48+56) = 104, height max(12+64, 76+91, 76) = 167.
    func testZStackAnchor() {
        let z = ZStackNode(
            alignment: .anchor,
            children: [
                B.guide(VerticalAlignment.anchor, B.guide(HorizontalAlignment.anchor, B.image("rogue")) { $0[HorizontalAlignment.trailing] }) {
                    $0[VerticalAlignment.bottom]
                },
                B.guide(VerticalAlignment.anchor, B.image("dragoon")) { $0[VerticalAlignment.top] },
                B.guide(VerticalAlignment.anchor, B.guide(HorizontalAlignment.anchor, B.image("brawler")) { $0[HorizontalAlignment.leading] }) {
                    $0[VerticalAlignment.bottom]
                },
            ])
        let l = layout(z)
        XCTAssertEqual(l.root.frame, rect(0, 0, 104, 167))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 12, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(12, 76, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(48, 0, 56, 76))
    }

    func testZStackCenterIsLargestChild() {
        let l = layout(ZStackNode(alignment: .center, children: trio()))
        XCTAssertEqual(l.root.frame, rect(0, 0, 72, 91))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(12, 14, 48, 64))  // 13.5 rounds to 14
        XCTAssertEqual(l.frame("Image", "brawler"), rect(8, 8, 56, 76))  // 7.5 → 8
    }

    /// "Alignment Across Views": the 200x1 rectangle's feet guide is its bottom (1), so its bottom
    /// edge lands on the HStack's feet line, 84 below the HStack's top.
    func testAlignmentAcrossViews() {
        let line = B.frame(width: 200, height: 1, B.color("Rectangle"))
        let z = ZStackNode(
            alignment: Alignment(horizontal: .center, vertical: .feet),
            children: [B.border(feetStack(borders: true)), line])
        let l = layout(z, origin: CGPoint(x: 10, y: 20))
        let h = l.frame("HStack")
        XCTAssertEqual(h, rect(14, 20, 192, 91))  // centred on the 200-wide line: x 4
        let lineFrame = l.root.children[1].children[0].frame  // ZStack > frame > Rectangle
        XCTAssertEqual(lineFrame, rect(10, 103, 200, 1))
        XCTAssertEqual(lineFrame.maxY, h.minY + 84)
        XCTAssertEqual(l.root.frame, rect(10, 20, 200, 91))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(70, 20, 72, 91))
        // The images' borders are overlays of the images' own frames.
        let borders = l.nodes("border")
        XCTAssertEqual(borders.count, 4)
        for b in borders { XCTAssertEqual(b.children[1].frame, b.children[0].frame) }
    }

    func testVStackHorizontalAlignment() {
        let l = layout(B.vstack(.leading, trio()))
        XCTAssertEqual(l.root.frame, rect(0, 0, 72, 247))
        XCTAssertEqual(l.frame("Image", "rogue"), rect(0, 0, 48, 64))
        XCTAssertEqual(l.frame("Image", "dragoon"), rect(0, 72, 72, 91))
        XCTAssertEqual(l.frame("Image", "brawler"), rect(0, 171, 56, 76))
        let t = layout(B.vstack(.trailing, trio()))
        XCTAssertEqual(t.frame("Image", "rogue"), rect(24, 0, 48, 64))
        XCTAssertEqual(t.frame("Image", "brawler"), rect(16, 171, 56, 76))
    }

    /// Text baselines as guides: a 20-high text (baseline 16) next to an image (baseline = bottom 64).
    func testFirstTextBaseline() {
        let l = layout(B.hstack(.firstTextBaseline, [B.text("abc"), B.image("rogue")]))
        XCTAssertEqual(l.frame("Text"), rect(0, 48, 30, 20))
        XCTAssertEqual(l.frame("Image"), rect(38, 0, 48, 64))
        XCTAssertEqual(l.root.frame.height, 68)
    }
}
