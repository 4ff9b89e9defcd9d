// Expectations for seed 004 part one: "Font-sized Images", "View Builders", "View Modifiers", "Environment",
// "Size-Limiting Frames" and "Borders" (fixtures/seeds/font-sized-images/, view-builders/, view-modifiers/,
// environment/, size-limiting-frames/, borders/), compiled as `Seed004.…` in Tests/EaselTests/Seeds/.
// Fonts: Inter stands in for San Francisco (title 28: one line measures 33.886, a Text
// 34 high at @1x and @2x; body 17: 20.574, a Text 21 high).
import XCTest
import Easel

extension SeedExpectations {
    /// "Nogitsune Takeshi" in the title font, one line, as measured.
    static let takeshiMeasured = CGSize(width: 243.290, height: 33.886)
    /// "Nogitsune Takeshi" in the title font, one line, as a Text at the scale of `l` is sized:
    /// 244 x 34 at @1x, 243.5 x 34 at @2x.
    static func takeshi(_ l: LayoutSnapshot) -> CGSize {
        CGSize(width: pixelCeiling(takeshiMeasured.width, l), height: pixelCeiling(takeshiMeasured.height, l))
    }

    // MARK: Font-sized Images

    /// font-sized-images/01 (Seed004.FontSizedImages): the hidden "M" in the title font chooses the size; the
    /// portrait (`image`, `size` points), its overlay, is proposed that size and fits itself into it, centred
    /// (within `centring`); the overlay adds nothing to the layout: `name` follows the M at the usual spacing
    /// (within `spacing`). Only the letter is hidden: its overlay and the portrait are drawn.
    static func fontSizedImage(
        _ l: LayoutSnapshot, image: String, name: String, size: CGSize,
        centring: CGFloat, spacing: CGFloat, file: StaticString = #filePath, line: UInt = #line
    ) {
        let m = l.node("Text", "M", file: file, line: line)
        XCTAssertEqual(m.hidden, true, "the letter is hidden", file: file, line: line)
        XCTAssertEqual(m.rect.height, pixelCeiling(titleLineMeasured, l), accuracy: 0.001, "the letter is in the title font", file: file, line: line)
        let portrait = l.image(image, file: file, line: line)
        XCTAssertNil(l.node("Image", image, file: file, line: line).hidden, "the overlay is drawn", file: file, line: line)
        XCTAssertNil(l.node("overlay", file: file, line: line).hidden, file: file, line: line)
        // The portraits are narrower than the letter's box in proportion (e.g. 56:76 and 72:91 against
        // 24.9:33.9), so they take its width and keep their aspect ratio.
        XCTAssertEqual(portrait.width, m.rect.width, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(portrait.height, m.rect.width * size.height / size.width, accuracy: 0.001, file: file, line: line)
        XCTAssertLessThanOrEqual(portrait.height, m.rect.height, file: file, line: line)
        XCTAssertEqual(portrait.midX, m.rect.midX, accuracy: centring, file: file, line: line)
        XCTAssertEqual(portrait.midY, m.rect.midY, accuracy: centring, file: file, line: line)
        XCTAssertEqual(l.node("overlay", file: file, line: line).rect, m.rect, "a secondary view: the overlay is the letter's size", file: file, line: line)
        let text = l.node("Text", name, file: file, line: line)
        XCTAssertNil(text.hidden, file: file, line: line)
        XCTAssertEqual(text.rect.height, pixelCeiling(titleLineMeasured, l), accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(text.rect.minX - m.rect.maxX, 8, accuracy: spacing, "the name follows the letter at the usual spacing", file: file, line: line)
        XCTAssertEqual(
            l.node("HStack", file: file, line: line).rect.height, pixelCeiling(titleLineMeasured, l), accuracy: 0.001,
            "the portrait is no taller than the line", file: file, line: line)
    }

    // MARK: View Builders and View Modifiers

    /// view-builders/01–03, view-modifiers/02–03 (Seed004.ViewBuilders, …): the card: 16 points of padding
    /// around the HStack, a white background exactly the padding's size, rounded corners and a shadow that
    /// change no geometry; centred on `canvas` when it is given, else at the origin.
    static func card(_ l: LayoutSnapshot, canvas: CGSize?, file: StaticString = #filePath, line: UInt = #line) {
        let card = l.root
        XCTAssertEqual(card.kind, "shadow", file: file, line: line)
        let image = l.image("brawler", file: file, line: line)
        assertRect(image, card.rect.minX + 16, card.rect.minY + 16, 56, 76, file: file, line: line)
        let text = l.node("Text", "Sir Bunnington", file: file, line: line).rect
        XCTAssertEqual(text.height, titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(l.node("Text", "Sir Bunnington", file: file, line: line).lines, ["Sir Bunnington"], "one line", file: file, line: line)
        XCTAssertEqual(text.minX - image.maxX, 8, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(text.midY, image.midY, accuracy: 0.26, "centred on the portrait", file: file, line: line)
        let stack = l.node("HStack", file: file, line: line).rect
        assertRect(stack, card.rect.minX + 16, card.rect.minY + 16, 56 + 8 + text.width, 76, file: file, line: line)
        XCTAssertEqual(card.rect.width, stack.width + 32, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(card.rect.height, 76 + 32, file: file, line: line)
        for kind in ["padding", "background", "cornerRadius", "shadow"] {
            XCTAssertEqual(l.node(kind, file: file, line: line).rect, card.rect, kind, file: file, line: line)
        }
        XCTAssertEqual(l.node("Color", file: file, line: line).rect, card.rect, "the white background fills the padded card", file: file, line: line)
        if let canvas {
            XCTAssertEqual(card.rect.midX, canvas.width / 2, accuracy: 0.26, file: file, line: line)
            XCTAssertEqual(card.rect.midY, canvas.height / 2, accuracy: 0.26, file: file, line: line)
        } else {
            XCTAssertEqual(card.rect.origin, .zero, file: file, line: line)
        }
    }

    /// view-modifiers/01 (Seed004.ViewModifiers.Plain): the character title: the 56 x 76 brawler, then the title
    /// 8 points on, centred on it.
    static func characterTitle(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("brawler", file: file, line: line), 0, 0, 56, 76, file: file, line: line)
        let text = l.node("Text", "Sir Bunnington", file: file, line: line).rect
        XCTAssertEqual(text.minX, 64, file: file, line: line)
        XCTAssertEqual(text.height, titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(text.midY, 38, accuracy: 0.26, file: file, line: line)
        assertRect(l.root.rect, 0, 0, 64 + text.width, 76, file: file, line: line)
        XCTAssertEqual(l.root.kind, "HStack", file: file, line: line)
    }

    /// view-modifiers/02 and 03: the card modifier around the same title as `plain` (view-modifiers/01's layout):
    /// the title itself is unchanged, the card 32 wider.
    static func cardAroundTitle(_ l: LayoutSnapshot, plain: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.size, plain.root.rect.size, "the title itself is unchanged", file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.size, plain.node("HStack", file: file, line: line).rect.size, file: file, line: line)
        XCTAssertEqual(l.root.rect.width, plain.root.rect.width + 32, accuracy: 0.001, file: file, line: line)
    }

    // MARK: Environment

    /// environment/01 (Seed004PartOne.MonospacedDigitScene): the MonospacedDigit modifier reads `\.font` and
    /// writes back its monospaced-digit variant: on the left Inter's proportional figures make "111/111"
    /// narrower than "888/888"; on the right they are the same width, still in the title font.
    static func monospacedDigit(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let columns = l.root.all { $0.kind == "VStack" }
        XCTAssertEqual(columns.count, 2, file: file, line: line)
        guard columns.count == 2 else { return }
        func widths(_ column: LayoutSnapshot.Node) -> [String: CGFloat] {
            Dictionary(uniqueKeysWithValues: column.all { $0.kind == "Text" }.map { ($0.label ?? "", $0.rect.width) })
        }
        let left = widths(columns[0]), right = widths(columns[1])
        XCTAssertEqual(Set(left.keys), ["111/111", "48/111", "888/888"], file: file, line: line)
        XCTAssertGreaterThan(left["888/888"]! - left["111/111"]!, 20, "proportional figures: 1 is narrow, 8 is wide", file: file, line: line)
        XCTAssertEqual(right["111/111"]!, right["888/888"]!, accuracy: 0.001, "monospaced figures", file: file, line: line)
        XCTAssertLessThan(right["48/111"]!, right["111/111"]!, "one digit fewer", file: file, line: line)
        XCTAssertGreaterThanOrEqual(right["111/111"]!, left["888/888"]! - 0.001, "every digit as wide as the widest", file: file, line: line)
        for text in l.root.all(where: { $0.kind == "Text" }) {
            XCTAssertEqual(text.rect.height, titleLine, accuracy: 0.001, "\(text.label ?? ""): still the title font", file: file, line: line)
        }
        // Trailing-aligned columns: the right column's digits line up one above the other.
        let rightTexts = columns[1].all { $0.kind == "Text" }
        XCTAssertEqual(rightTexts[0].rect.minX, rightTexts[2].rect.minX, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(rightTexts[0].rect.maxX, rightTexts[1].rect.maxX, accuracy: 0.26, file: file, line: line)
        XCTAssertEqual(columns[1].rect.minX - columns[0].rect.maxX, 32, accuracy: 0.26, file: file, line: line)
    }

    // MARK: Size-Limiting Frames

    /// size-limiting-frames/01, brawler (Seed004.SizeLimitingNotWorking), proposed `screen`: ⚠️ the brawler's one
    /// line sits in the middle of a frame 200 points high.
    static func maxHeightFrameBrawler(_ l: LayoutSnapshot, screen: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        let short = l.node("Text", "Sir Bunnington, Brawler", file: file, line: line)
        XCTAssertEqual(short.lines, ["Sir Bunnington, Brawler"], file: file, line: line)
        XCTAssertEqual(short.lines?.count, 1, file: file, line: line)
        XCTAssertEqual(short.rect.height, bodyLine, accuracy: 0.001, file: file, line: line)
        let frame = l.node("frame", file: file, line: line).rect
        XCTAssertEqual(frame.height, 200, "the frame chooses its maximum, not the text's height", file: file, line: line)
        XCTAssertEqual(frame.width, short.rect.width, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(short.rect.midY, frame.midY, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.height, 200, "and makes the stack 200 high", file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.midY, screen.height / 2, accuracy: 0.26, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).midY, frame.midY, accuracy: 0.26, file: file, line: line)
    }

    /// size-limiting-frames/01, dragoon, proposed `screen`: ⚠️ the dragoon's title flows onto the 9 lines that
    /// fit in 200 points and is truncated; it gets the width left by the 72-point dragoon and the 8-point spacing.
    static func maxHeightFrameDragoon(_ l: LayoutSnapshot, title: String, screen: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        let long = l.node("Text", title, file: file, line: line)
        let lines = long.lines ?? []
        XCTAssertEqual(lines.count, 9, "9 lines of 20.574 fit in 200", file: file, line: line)
        XCTAssertEqual(lines.count, Int(200 / bodyLine), file: file, line: line)
        XCTAssertTrue(lines.last?.hasSuffix("…") ?? false, "the rest is truncated: \(lines)", file: file, line: line)
        XCTAssertEqual(long.rect.height, pixelCeiling(9 * bodyLineMeasured, l), accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(l.node("frame", file: file, line: line).rect.height, 200, file: file, line: line)
        XCTAssertLessThanOrEqual(
            l.node("frame", file: file, line: line).rect.width, screen.width - 72 - 8 + 0.001, "beside the 72-point dragoon", file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.height, 200, file: file, line: line)
    }

    /// size-limiting-frames/02, brawler (Seed004.SizeLimiting), proposed `screen`: `.fixedSize(horizontal: false,
    /// vertical: true)` after the frame: the brawler's frame is its one line.
    static func fixedSizeFrameBrawler(_ l: LayoutSnapshot, screen: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        let short = l.node("Text", "Sir Bunnington, Brawler", file: file, line: line).rect
        XCTAssertEqual(l.node("frame", file: file, line: line).rect, short, "the frame is the text's size", file: file, line: line)
        XCTAssertEqual(short.height, bodyLine, accuracy: 0.001, file: file, line: line)
        let stack = l.node("HStack", file: file, line: line).rect
        XCTAssertEqual(stack.height, 76, "the 76-point brawler is the tallest child: the stack does not grow", file: file, line: line)
        XCTAssertEqual(stack.midY, screen.height / 2, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(short.midY, stack.midY, accuracy: 0.25, file: file, line: line)
    }

    /// size-limiting-frames/02, dragoon, proposed `screen`: "The dragoon's long title renders exactly as before,
    /// constrained by the maximum height of the frame": asked for its ideal height, the frame offers its maximum
    /// of 200 to the text, which keeps the same 9 lines as in `before` (size-limiting-frames/01's dragoon, whose
    /// frame takes its maximum), 9 x 20.574 = 185.166 measured (185.5 high at @2x), and the frame hugs that.
    static func fixedSizeFrameDragoon(
        _ l: LayoutSnapshot, before: LayoutSnapshot, title: String, screen: CGSize,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let long = l.node("Text", title, file: file, line: line)
        XCTAssertEqual(long.lines, before.node("Text", title, file: file, line: line).lines, "renders exactly as before", file: file, line: line)
        XCTAssertEqual(long.lines?.count, 9, file: file, line: line)
        XCTAssertEqual(long.rect.size, before.node("Text", title, file: file, line: line).rect.size, file: file, line: line)
        XCTAssertEqual(long.rect.height, pixelCeiling(9 * bodyLineMeasured, l), accuracy: 0.01, file: file, line: line)
        XCTAssertLessThanOrEqual(long.rect.height, 200, file: file, line: line)
        XCTAssertEqual(before.node("frame", file: file, line: line).rect.height, 200, "without fixedSize the frame takes its maximum", file: file, line: line)
        XCTAssertEqual(l.node("frame", file: file, line: line).rect, long.rect, "the frame hugs the 9 lines", file: file, line: line)
        XCTAssertEqual(l.node("frame", file: file, line: line).rect.height, long.rect.height, "with it, the frame hugs the text", file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.height, long.rect.height, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.midY, screen.height / 2, accuracy: 0.25, file: file, line: line)
    }

    // MARK: Borders

    /// The frame of a border node's Rectangle.
    static func borderRect(_ n: LayoutSnapshot.Node, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        XCTAssertEqual(n.kind, "border", file: file, line: line)
        return n.children.first { $0.kind == "Rectangle" }?.rect ?? .null
    }

    /// borders/01 and 02 (Seed004.BorderOnePixel, BorderFourPixels): a border, whatever its width, is an overlay of
    /// exactly the text's frame, drawn over the text: it adds no space.
    static func borderOverText(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Nogitsune Takeshi", file: file, line: line).rect
        assertRect(text, 0, 0, takeshi(l).width, takeshi(l).height, file: file, line: line)
        XCTAssertEqual(borderRect(l.root, file: file, line: line), text, file: file, line: line)
        XCTAssertEqual(l.root.rect, text, "the border adds no space", file: file, line: line)
        XCTAssertEqual(l.root.children.map(\.kind), ["Text", "Rectangle"], "drawn over the text", file: file, line: line)
    }

    /// borders/03 (Seed004.BorderAroundPadding): padding first: the 4-point border is drawn over the padding,
    /// the text frame inset by −4.
    static func borderAroundPadding(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Nogitsune Takeshi", file: file, line: line).rect
        assertRect(text, 4, 4, takeshi(l).width, takeshi(l).height, file: file, line: line)
        XCTAssertEqual(l.node("padding", file: file, line: line).rect, text.insetBy(dx: -4, dy: -4), file: file, line: line)
        XCTAssertEqual(borderRect(l.root, file: file, line: line), text.insetBy(dx: -4, dy: -4), file: file, line: line)
    }

    /// borders/04 (Seed004.ThreeBorders): red on the text, yellow (4) and red (1) on the padding: the outer two
    /// share a frame; outermost first.
    static func threeBorders(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Nogitsune Takeshi", file: file, line: line).rect
        assertRect(text, 4, 4, takeshi(l).width, takeshi(l).height, file: file, line: line)
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 3, file: file, line: line)
        guard borders.count == 3 else { return }
        XCTAssertEqual(borderRect(borders[0], file: file, line: line), text.insetBy(dx: -4, dy: -4), "outer red: on the padding", file: file, line: line)
        XCTAssertEqual(borderRect(borders[1], file: file, line: line), text.insetBy(dx: -4, dy: -4), "yellow: on the padding", file: file, line: line)
        XCTAssertEqual(borderRect(borders[2], file: file, line: line), text, "inner red: on the text", file: file, line: line)
        XCTAssertEqual(borders.map { $0.children[0].kind }, ["border", "padding", "Text"], file: file, line: line)
        assertRect(l.root.rect, 0, 0, takeshi(l).width + 8, takeshi(l).height + 8, file: file, line: line)
    }
}
