// Expectations for "Stacks" (seed 000): fixtures/seeds/stacks/.
// The barbarian image is 101 x 92, icon64 64 x 64; spacing is 8; one line of .title measures 33.886,
// so a one-line title Text is 34 tall at @1x and @2x (text sizes are whole pixels).
import XCTest
import Easel

extension SeedExpectations {
    /// A one-line Text in the .title font (28 pt Inter, 33.886 measured) at @1x and @2x.
    static let titleLine: CGFloat = 34
    /// One line of the .title font as measured, before a Text rounds its size up to whole pixels.
    static let titleLineMeasured: CGFloat = 33.886
    /// A one-line Text in the body font (17 pt Inter: ascent + descent, 20.574 measured) at @1x
    /// and @2x.
    static let bodyLine: CGFloat = 21
    /// One line of body text as measured, before a Text rounds its size up to whole pixels.
    static let bodyLineMeasured: CGFloat = 20.574
    static let stackSpacing: CGFloat = 8

    /// The one-line width of a title-font string at the scale of `l`.
    static func titleWidth(_ s: String, _ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws -> CGFloat {
        try layout(Text(s).font(.title), scale: l.canvas.scale).node("Text", file: file, line: line).rect.width
    }

    /// 01 (Stacks.HStackExample): "The height of the horizontal stack is the height of its largest child";
    /// "the width … is the sum of the widths of each of its children, plus the spacing between them"; the
    /// shorter Text is centred.
    static func stacksHStack(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let stack = l.node("HStack", file: file, line: line).rect, image = l.image("barbarian", file: file, line: line),
            text = l.node("Text", file: file, line: line).rect
        let name = try titleWidth("Nogistune Takeshi", l)
        XCTAssertEqual(l.node("Text", file: file, line: line).lines, ["Nogistune Takeshi"], file: file, line: line)
        assertRect(image, 0, 0, 101, 92, file: file, line: line)
        assertRect(text, 109, 29, name, titleLine, file: file, line: line)
        assertRect(stack, 0, 0, 101 + stackSpacing + name, 92, file: file, line: line)
        XCTAssertEqual(stack.height, 92, file: file, line: line)
        XCTAssertEqual(stack.width, 101 + 8 + text.width, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(text.minX, 109, file: file, line: line)
        XCTAssertEqual(image.minY, 0, file: file, line: line)
        XCTAssertEqual(text.midY, 46, accuracy: 0.25, "the shorter child is centred", file: file, line: line)
        XCTAssertEqual(text.midY, stack.midY, accuracy: 0.25, "the shorter child is centred", file: file, line: line)
    }

    /// 02: "The height of the stack is the height of its largest child, not just the first child";
    /// `hstack` is scene 01's layout.
    static func stacksHStackReversed(_ l: LayoutSnapshot, hstack: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = try titleWidth("Nogistune Takeshi", l)
        assertRect(l.node("Text", file: file, line: line).rect, 0, 29, name, titleLine, file: file, line: line)
        assertRect(l.image("barbarian", file: file, line: line), name + stackSpacing, 0, 101, 92, file: file, line: line)
        assertRect(l.node("HStack", file: file, line: line).rect, 0, 0, name + stackSpacing + 101, 92, file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.size, hstack.node("HStack", file: file, line: line).rect.size, file: file, line: line)
    }

    /// 03: "The stack simply expands in width to accommodate its new children"; "the horizontal position of a
    /// child … is controlled only by the widths of the previous children"; `hstack` is scene 01's layout.
    static func stacksHStackMoreChildren(_ l: LayoutSnapshot, hstack before: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = try titleWidth("Nogistune Takeshi", l), label = try titleWidth("Barbarian", l)
        let stack = l.node("HStack", file: file, line: line)
        XCTAssertEqual(stack.rect.width, 101 + name + 64 + label + 3 * stackSpacing, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.rect.height, 92, file: file, line: line)
        // Each after the previous + 8: the text widths are whole pixels, so every child is on the grid.
        let icon = 109 + name + stackSpacing, barbarian = icon + 64 + stackSpacing
        XCTAssertEqual(stack.children.map(\.rect.minX), [0, 109, icon, barbarian], file: file, line: line)
        assertRect(l.image("icon64", file: file, line: line), icon, 14, 64, 64, file: file, line: line)
        assertRect(l.node("Text", "Barbarian", file: file, line: line).rect, barbarian, 29, label, titleLine, file: file, line: line)
        // The first two children are where they were without the new ones.
        XCTAssertEqual(l.image("barbarian", file: file, line: line), before.image("barbarian", file: file, line: line), file: file, line: line)
        XCTAssertEqual(
            l.node("Text", "Nogistune Takeshi", file: file, line: line).rect, before.node("Text", file: file, line: line).rect, file: file, line: line)
    }

    /// 04: "The stack does not expand to fill the space of its parent": it keeps its size, centred in the frame;
    /// `hstack` is scene 01's layout.
    static func stacksHStackLargerFrame(_ l: LayoutSnapshot, hstack: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let stack = l.node("HStack", file: file, line: line).rect, alone = hstack.node("HStack", file: file, line: line).rect
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 400, 150, file: file, line: line)
        XCTAssertEqual(stack.size, alone.size, file: file, line: line)
        XCTAssertEqual(stack.origin, CGPoint(x: 23.5, y: 29), file: file, line: line)
        XCTAssertEqual(stack.midX, 200, accuracy: 0.25, file: file, line: line)
    }

    /// 05: "The Text can help out by reducing its fixed size" so that the stack fits its 250-point parent.
    /// The 2019 beta truncated (the article's picture); today the Text wraps at the space. `oneLine` is the
    /// same stack with `.lineLimit(1)`, which truncates as in the picture, the stack still within 250.
    static func stacksHStackNarrowFrame(_ l: LayoutSnapshot, oneLine: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let stack = l.node("HStack", file: file, line: line).rect, text = l.node("Text", file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 250, 92, file: file, line: line)
        XCTAssertLessThanOrEqual(stack.width, 250, file: file, line: line)
        XCTAssertEqual(text.lines, ["Nogistune", "Takeshi"], file: file, line: line)
        XCTAssertEqual(text.rect.width, try titleWidth("Nogistune", l), accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(text.rect.height, 2 * titleLine, accuracy: 0.001, file: file, line: line)
        assertRect(l.image("barbarian", file: file, line: line), stack.minX, 0, 101, 92, file: file, line: line)
        XCTAssertEqual(oneLine.node("Text", file: file, line: line).lines?.count, 1, file: file, line: line)
        XCTAssertTrue(
            oneLine.node("Text", file: file, line: line).lines?.first?.hasSuffix("…") ?? false, "\(oneLine.node("Text", file: file, line: line).lines ?? [])",
            file: file, line: line)
        XCTAssertLessThanOrEqual(oneLine.node("HStack", file: file, line: line).rect.width, 250, file: file, line: line)
    }

    /// 06 (Stacks.TwoTexts in a 300-wide frame): "The stack has divided the space up fairly between them and
    /// caused them both to truncate": after the spacing (16) and the Image (101), the two Texts share 183
    /// points. Today both wrap (a word wider than its share breaks between characters).
    static func stacksTwoTexts(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let family = l.node("Text", "Nogistune", file: file, line: line), given = l.node("Text", "Takeshi", file: file, line: line)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.count, 2, file: file, line: line)
        XCTAssertEqual(family.lines, ["Nogistu", "ne"], file: file, line: line)
        XCTAssertEqual(given.lines, ["Takes", "hi"], file: file, line: line)
        XCTAssertLessThan(family.rect.width, try titleWidth("Nogistune", l), file: file, line: line)
        XCTAssertLessThan(given.rect.width, try titleWidth("Takeshi", l), file: file, line: line)
        XCTAssertLessThanOrEqual(family.rect.width + given.rect.width, 300 - 2 * stackSpacing - 101 + 0.001, file: file, line: line)
        XCTAssertLessThanOrEqual(l.node("HStack", file: file, line: line).rect.width, 300, file: file, line: line)
        XCTAssertEqual(
            l.image("barbarian", file: file, line: line).size, CGSize(width: 101, height: 92), "the inflexible Image keeps its size", file: file, line: line)
    }

    /// Stacks.TwoTexts with `.lineLimit(1)`, as in the 2019 picture: both texts truncate.
    static func stacksTwoTextsOneLine(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let texts = l.root.all { $0.kind == "Text" }
        XCTAssertEqual(texts.count, 2, file: file, line: line)
        for t in texts {
            XCTAssertEqual(t.lines?.count, 1, t.label ?? "", file: file, line: line)
            XCTAssertTrue(t.lines?.first?.hasSuffix("…") ?? false, "\(t.label ?? ""): \(t.lines ?? [])", file: file, line: line)
        }
    }

    /// 07 (Stacks.Priority in a 320-wide frame): "The stack offers the remaining space to those with a higher
    /// layout priority first": the family name keeps its one-line width, only the given name gives way (wraps today).
    static func stacksLayoutPriority(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let family = l.node("Text", "Nogistune", file: file, line: line), given = l.node("Text", "Takeshi", file: file, line: line)
        XCTAssertEqual(family.lines, ["Nogistune"], file: file, line: line)
        XCTAssertEqual(family.rect.width, try titleWidth("Nogistune", l), accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(given.lines, ["Take", "shi"], file: file, line: line)
        XCTAssertLessThanOrEqual(given.rect.width, 320 - 2 * stackSpacing - 101 - family.rect.width + 0.001, file: file, line: line)
        XCTAssertLessThanOrEqual(l.node("HStack", file: file, line: line).rect.width, 320, file: file, line: line)
    }

    /// Stacks.Priority with `.lineLimit(1)` in `width` points, as in the article's picture: the family name
    /// whole, the given name truncated.
    static func stacksLayoutPriorityOneLine(_ l: LayoutSnapshot, width: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(l.node("Text", "Nogistune", file: file, line: line).lines, ["Nogistune"], "\(width)", file: file, line: line)
        XCTAssertTrue(
            l.node("Text", "Takeshi", file: file, line: line).lines?.first?.hasSuffix("…") ?? false,
            "\(width): \(l.node("Text", "Takeshi", file: file, line: line).lines ?? [])", file: file, line: line)
        XCTAssertLessThanOrEqual(l.node("HStack", file: file, line: line).rect.width, width + 0.001, file: file, line: line)
    }

    /// 08 (Stacks.VStackExample): "The width of the vertical stack is the width of its largest child"; the
    /// height is the sum plus spacing.
    static func stacksVStack(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = try titleWidth("Nogistune Takeshi", l)
        let stack = l.node("VStack", file: file, line: line).rect, text = l.node("Text", file: file, line: line).rect
        assertRect(stack, 0, 0, name, 92 + stackSpacing + titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, 92 + 8 + titleLine, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(stack.width, max(101, text.width), accuracy: 0.001, file: file, line: line)
        assertRect(l.image("barbarian", file: file, line: line), 71.5, 0, 101, 92, file: file, line: line)
        assertRect(text, 0, 100, name, titleLine, file: file, line: line)
        XCTAssertEqual(text.minY, 100, file: file, line: line)
        XCTAssertEqual(l.image("barbarian", file: file, line: line).midX, name / 2, accuracy: 0.25, "the narrower child is centred", file: file, line: line)
    }

    /// 09: "The height of the vertical stack is the sum of the heights of each its children, plus the spacing."
    static func stacksVStackMoreChildren(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = try titleWidth("Nogistune Takeshi", l)
        let stack = l.node("VStack", file: file, line: line)
        XCTAssertEqual(stack.rect.height, 92 + titleLine + 64 + titleLine + 3 * stackSpacing, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.rect.width, name, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.children.map(\.rect.minY), [0, 100, 142, 214], file: file, line: line)
        for c in stack.children { XCTAssertEqual(c.rect.midX, name / 2, accuracy: 0.25, c.label ?? "", file: file, line: line) }
    }

    /// 10: in a 120 x 100 frame the stack shrinks horizontally (the Text truncates: no height is left for a
    /// second line) but overflows vertically: "stacks are just like other views, and have fixed sizes".
    /// `onCanvas` is the scene on a 200 x 220 canvas, where the frame is centred and the overflow is drawn.
    static func stacksVStackSmallFrame(_ l: LayoutSnapshot, onCanvas big: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let frame = l.node("frame", file: file, line: line).rect, stack = l.node("VStack", file: file, line: line).rect,
            text = l.node("Text", file: file, line: line)
        assertRect(frame, 0, 0, 120, 100, file: file, line: line)
        XCTAssertEqual(l.node("border", file: file, line: line).rect, frame, "the gray border is the frame's", file: file, line: line)
        XCTAssertEqual(text.lines, ["Nogist…"], file: file, line: line)
        XCTAssertLessThanOrEqual(text.rect.width, 120, file: file, line: line)
        XCTAssertLessThanOrEqual(stack.width, 120, file: file, line: line)
        XCTAssertEqual(stack.width, text.rect.width, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, 92 + stackSpacing + titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertGreaterThan(stack.height, 100, "stacks are fixed in size and overflow", file: file, line: line)
        XCTAssertEqual(stack.minY, -17, file: file, line: line)
        XCTAssertGreaterThan(stack.maxY, frame.maxY, file: file, line: line)
        assertRect(l.image("barbarian", file: file, line: line), 9.5, -17, 101, 92, file: file, line: line)
        assertRect(big.node("frame", file: file, line: line).rect, 40, 60, 120, 100, file: file, line: line)
        XCTAssertEqual(big.node("VStack", file: file, line: line).rect.minY, 43, file: file, line: line)
    }

    /// 11 (Stacks.ZStackExample): "The children are overlaid sequentially, with the first defined on the
    /// bottom"; the stack is as wide as its widest child and as tall as its tallest, the smaller children centred.
    static func stacksZStack(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = try titleWidth("Nogistune Takeshi", l)
        let stack = l.node("ZStack", file: file, line: line).rect, text = l.node("Text", file: file, line: line).rect,
            image = l.image("barbarian", file: file, line: line)
        assertRect(stack, 0, 0, name, 92, file: file, line: line)
        XCTAssertEqual(stack.width, max(101, text.width), accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, 92, file: file, line: line)
        assertRect(image, 71.5, 0, 101, 92, file: file, line: line)
        assertRect(text, 0, 29, name, titleLine, file: file, line: line)
        XCTAssertEqual(text.midX, stack.midX, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(image.midY, stack.midY, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(l.root.children.map(\.kind), ["Image", "Text"], "first child at the back", file: file, line: line)
    }
}
