// Expectations for Hacking with Swift, 100 Days of SwiftUI, day 92 "Layout and geometry":
// fixtures/seeds/layout-and-geometry/, compiled as the HWS… enums in Tests/EaselTests/Seeds/Seed003LayoutTests.swift.
// Examples that take "the whole screen" are laid out on a 390 x 844 phone-sized proposal.
// Fonts: Inter stands in for San Francisco (body 17, title 28, largeTitle 34, caption 12).
import XCTest
import Easel

extension SeedExpectations {
    /// A phone-sized screen, and its centre.
    static let phone = ProposedViewSize(width: 390, height: 844)
    static let phoneCentre = CGPoint(x: 195, y: 422)

    /// The red fill of a `.background(.red)` node: its Rectangle secondary view.
    static func redFill(_ n: LayoutSnapshot.Node, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        XCTAssertEqual(n.kind, "background", file: file, line: line)
        return n.children.first { $0.kind == "Rectangle" }?.rect ?? .null
    }

    /// The ideal size of a string in a font.
    static func textSize(_ s: String, font: Font = .body, file: StaticString = #filePath, line: UInt = #line) throws -> CGSize {
        try layout(Text(s).font(font), scale: 2).node("Text", s, file: file, line: line).rect.size
    }

    static func liveLongWords(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) -> [LayoutSnapshot.Node] {
        ["Live", "long", "and", "prosper"].map { l.node("Text", $0, file: file, line: line) }
    }

    // MARK: How layout works in SwiftUI

    /// 01 (HWSBackground): "The background color sits tightly around the text itself"; ContentView is "exactly
    /// and always the size of its body"; the canvas is the view as drawn, on whole pixels (@2x). `onScreen` is the same on the
    /// phone: SwiftUI puts it "at your size in the center".
    static func hwsBackground(_ l: LayoutSnapshot, onScreen s: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = l.node("Text", "Hello, World!", file: file, line: line).rect
        XCTAssertEqual(text.size, try textSize("Hello, World!", file: file, line: line), file: file, line: line)
        XCTAssertEqual(text.height, bodyLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(redFill(l.root, file: file, line: line), text, file: file, line: line)
        XCTAssertEqual(redFill(l.node("background", file: file, line: line)), text, file: file, line: line)
        XCTAssertEqual(l.root.rect, text, file: file, line: line)
        // The canvas is the text as drawn at @2x: whole pixels (a text's size already is).
        XCTAssertEqual(l.canvas.width, (text.width * 2).rounded() / 2, file: file, line: line)
        XCTAssertEqual(l.canvas.height, (text.height * 2).rounded() / 2, file: file, line: line)
        XCTAssertEqual(l.canvas.height, 21, file: file, line: line)
        let t = s.node("Text", "Hello, World!", file: file, line: line).rect
        XCTAssertEqual(t.size, text.size, file: file, line: line)
        XCTAssertEqual(t.midX, 195, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.midY, 422, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(redFill(s.root, file: file, line: line), t, file: file, line: line)
        XCTAssertEqual(redFill(s.node("background", file: file, line: line)), t, file: file, line: line)
    }

    /// 02 (HWSPaddingBackground): "padding() adds 20 points on each side"; the background is the padded size.
    static func hwsPaddingBackground(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Hello, World!", file: file, line: line).rect
        let red = redFill(l.root, file: file, line: line)
        XCTAssertEqual(redFill(l.node("background", file: file, line: line)), red, file: file, line: line)
        assertRect(red, 0, 0, text.width + 40, text.height + 40, file: file, line: line)
        XCTAssertEqual(text.minX, 20, file: file, line: line)
        XCTAssertEqual(text.minY, 20, file: file, line: line)
        XCTAssertEqual(l.node("padding", file: file, line: line).rect, red, file: file, line: line)
    }

    /// 03 (HWSDefaultPaddingThenBackground): padding, then background: the red includes the default 16-point padding.
    static func hwsPaddingThenBackground(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Hello, World!", file: file, line: line).rect
        assertRect(redFill(l.root, file: file, line: line), 0, 0, text.width + 32, text.height + 32, file: file, line: line)
        assertRect(redFill(l.node("background", file: file, line: line)), 0, 0, text.width + 32, text.height + 32, file: file, line: line)
        XCTAssertEqual(text.minX, 16, file: file, line: line)
    }

    /// 04 (HWSBackgroundThenDefaultPadding): background, then padding: "two different results" — the same size
    /// as `paddingThenBackground` (scene 03's layout), but the red fits the text.
    static func hwsBackgroundThenPadding(
        _ l: LayoutSnapshot, paddingThenBackground a: LayoutSnapshot,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = l.node("Text", "Hello, World!", file: file, line: line).rect
        let background = l.node("background", file: file, line: line)
        assertRect(redFill(background, file: file, line: line), 16, 16, text.width, text.height, file: file, line: line)
        XCTAssertEqual(redFill(background, file: file, line: line), text, file: file, line: line)
        XCTAssertEqual(l.root.kind, "padding", file: file, line: line)
        XCTAssertEqual(l.root.rect, a.root.rect, file: file, line: line)
        XCTAssertEqual(a.node("background", file: file, line: line).rect.size, l.node("padding", file: file, line: line).rect.size, file: file, line: line)
    }

    /// 05 (HWSColorFills, on the phone): "If your view contains a color and nothing else it will automatically
    /// fill the screen."
    static func hwsColorFills(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.node("Color", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
    }

    // MARK: Alignment and alignment guides

    /// 06 (HWSFrameCentered): "a 300x300 frame with a smaller text view centered inside it".
    static func hwsFrame300(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 300, 300, file: file, line: line)
        let t = l.node("Text", "Live long and prosper", file: file, line: line).rect
        XCTAssertEqual(t.size, try textSize("Live long and prosper", file: file, line: line), file: file, line: line)
        XCTAssertEqual(t.midX, 150, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.midY, 150, accuracy: 0.25, file: file, line: line)
    }

    /// 07 (HWSFrameTopLeading): `.topLeading` "places the view in the top-left corner".
    static func hwsFrameTopLeading(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 300, 300, file: file, line: line)
        let size = try textSize("Live long and prosper", file: file, line: line)
        assertRect(l.node("Text", "Live long and prosper", file: file, line: line).rect, 0, 0, size.width, size.height, file: file, line: line)
    }

    /// 08 (HWSLiveLongCenter): "they will be centered by default": the four centres on one line; heights from
    /// the fonts; left to right, 8 points apart.
    static func hwsHStackCenter(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let w = liveLongWords(l, file: file, line: line).map(\.rect)
        XCTAssertEqual(w[1].height, bodyLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(w[2].height, titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertLessThan(w[0].height, w[1].height, file: file, line: line)
        XCTAssertGreaterThan(w[3].height, w[2].height, file: file, line: line)
        let stack = l.node("HStack", file: file, line: line).rect
        XCTAssertEqual(stack.height, w[3].height, file: file, line: line)
        for r in w { XCTAssertEqual(r.midY, stack.midY, accuracy: 0.25, file: file, line: line) }
        for (a, b) in zip(w, w.dropFirst()) { XCTAssertEqual(b.minX - a.maxX, 8, accuracy: 0.5, file: file, line: line) }
    }

    /// 09 (HWSLiveLongBottom): `.bottom`: "the bottom of the small text sits lower than the bottom of the bigger
    /// text" — the bottoms of the views line up, so the small caption's baseline is lower than the large title's.
    static func hwsHStackBottom(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let w = liveLongWords(l, file: file, line: line)
        let stack = l.node("HStack", file: file, line: line).rect
        for n in w { XCTAssertEqual(n.rect.maxY, stack.maxY, accuracy: 0.25, file: file, line: line) }
        let baselines = w.map { $0.lastBaseline ?? 0 }
        XCTAssertLessThan(baselines[3], baselines[0] - 1, "the small caption's baseline sits lower", file: file, line: line)
        XCTAssertGreaterThan(baselines[0], baselines[3] + 1, "the caption's baseline sits lower", file: file, line: line)
        XCTAssertGreaterThan(baselines[1], baselines[2], file: file, line: line)
        XCTAssertGreaterThan(baselines[2], baselines[3], file: file, line: line)
    }

    /// 10 (HWSLiveLongBaseline): `.lastTextBaseline`: "all views in a stack … aligned on a single unified
    /// baseline"; the largest font reaches the top of the stack, and the caption's bottom is above the stack's.
    static func hwsHStackLastTextBaseline(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let w = liveLongWords(l, file: file, line: line)
        let baseline = w[3].lastBaseline ?? 0
        for n in w { XCTAssertEqual(n.lastBaseline ?? 0, baseline, accuracy: 0.25, n.label ?? "", file: file, line: line) }
        XCTAssertEqual(w[3].rect.minY, l.node("HStack", file: file, line: line).rect.minY, accuracy: 0.25, file: file, line: line)
        XCTAssertLessThan(w[0].rect.maxY, w[3].rect.maxY, file: file, line: line)
    }

    /// 11 (HWSLeadingStack): the leading VStack (red) "sits tightly around its two text views", both texts at
    /// one left edge, centred in the 400 x 400 blue frame, itself centred on `centre` (200, 200 at its own size;
    /// on the 390-point phone the frame overflows by 5 on each side).
    static func hwsVStackLeadingInFrame(_ l: LayoutSnapshot, centre: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(l.root.kind, "background", file: file, line: line)
        assertRect(redFill(l.root, file: file, line: line), centre.x - 200, centre.y - 200, 400, 400, file: file, line: line)
        XCTAssertEqual(l.node("frame", file: file, line: line).rect, redFill(l.root, file: file, line: line), file: file, line: line)
        let hello = l.node("Text", "Hello, world!", file: file, line: line).rect
        let longer = l.node("Text", "This is a longer line of text", file: file, line: line).rect
        let stack = l.node("VStack", file: file, line: line).rect
        XCTAssertEqual(hello.minX, longer.minX, file: file, line: line)
        XCTAssertEqual(stack.minX, longer.minX, file: file, line: line)
        XCTAssertEqual(stack.width, longer.width, file: file, line: line)
        XCTAssertEqual(stack.height, hello.height + longer.height + 8, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(stack.midX, centre.x, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(stack.midY, centre.y, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(redFill(l.node("frame", file: file, line: line).children[0]), stack, file: file, line: line)
    }

    /// 12 (HWSLeadingGuideIdentity): "effectively equivalent": the explicit `d[.leading]` guide changes nothing
    /// from `plain` (scene 11's layout at the same proposal).
    static func hwsGuideLeadingIdentity(_ l: LayoutSnapshot, plain: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        for label in ["Hello, world!", "This is a longer line of text"] {
            XCTAssertEqual(l.node("Text", label, file: file, line: line).rect, plain.node("Text", label, file: file, line: line).rect, file: file, line: line)
        }
        XCTAssertEqual(l.node("VStack", file: file, line: line).rect, plain.node("VStack", file: file, line: line).rect, file: file, line: line)
    }

    /// 13 (HWSLeadingGuideTrailing): "the first text view will move to the left so that its right edge sits
    /// directly above the left edge of the view below, the VStack will expand to contain it (wider than in
    /// `plain`, scene 11's layout), and the whole thing will still be centered within the blue frame" (on `centre`).
    static func hwsGuideLeadingAtTrailing(
        _ l: LayoutSnapshot, plain: LayoutSnapshot, centre: CGPoint,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let hello = l.node("Text", "Hello, world!", file: file, line: line).rect
        let longer = l.node("Text", "This is a longer line of text", file: file, line: line).rect
        let stack = l.node("VStack", file: file, line: line).rect
        XCTAssertEqual(hello.maxX, longer.minX, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(stack.minX, hello.minX, file: file, line: line)
        XCTAssertEqual(stack.maxX, longer.maxX, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(stack.width, hello.width + longer.width, accuracy: 0.001, file: file, line: line)
        XCTAssertGreaterThan(stack.width, plain.node("VStack", file: file, line: line).rect.width, file: file, line: line)
        XCTAssertEqual(stack.midX, centre.x, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(stack.midY, centre.y, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(redFill(l.node("frame", file: file, line: line).children[0]), stack, file: file, line: line)
    }

    /// 14 (HWSTiered): "a tiered effect for 10 text views by multiplying their position by -10": each
    /// "Number i" sits 10 x i points right of "Number 0"; the stack centred on `centre`.
    static func hwsTiered(_ l: LayoutSnapshot, centre: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        let texts = (0..<10).map { l.node("Text", "Number \($0)", file: file, line: line).rect }
        for (i, t) in texts.enumerated() {
            XCTAssertEqual(t.minX - texts[0].minX, CGFloat(10 * i), accuracy: 0.001, "Number \(i)", file: file, line: line)
            XCTAssertEqual(t.height, bodyLine, accuracy: 0.001, file: file, line: line)
        }
        for (a, b) in zip(texts, texts.dropFirst()) { XCTAssertEqual(b.minY - a.maxY, 8, accuracy: 0.5, file: file, line: line) }
        let stack = l.node("VStack", file: file, line: line).rect
        XCTAssertEqual(stack.minX, texts[0].minX, file: file, line: line)
        XCTAssertEqual(stack.maxX, texts.map(\.maxX).max()!, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.minY, texts[0].minY, file: file, line: line)
        XCTAssertEqual(stack.maxY, texts[9].maxY, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(stack.midX, centre.x, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(stack.midY, centre.y, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(redFill(l.node("frame", file: file, line: line).children[0]), stack, file: file, line: line)
    }

    // MARK: How to create a custom alignment guide

    /// 15 (HWSTwitterPlain): without a custom guide the two VStacks are centred on each other and "@twostraws"
    /// and "PAUL HUDSON" are not aligned; each VStack centres its children: the 64 x 64 portrait under "@twostraws".
    static func hwsAccountAndName(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let stacks = l.node("HStack", file: file, line: line).children
        XCTAssertEqual(stacks.count, 2, file: file, line: line)
        guard stacks.count == 2 else { return }
        XCTAssertEqual(stacks[0].rect.midY, stacks[1].rect.midY, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(l.image("paulHudson", file: file, line: line).size, CGSize(width: 64, height: 64), file: file, line: line)
        XCTAssertEqual(l.image("paulHudson", file: file, line: line).midX, stacks[0].rect.midX, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(l.node("Text", "@twostraws", file: file, line: line).rect.midX, stacks[0].rect.midX, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(l.node("Text", "@twostraws", file: file, line: line).rect.minY, stacks[0].rect.minY, file: file, line: line)
        XCTAssertEqual(
            l.node("Text", "PAUL HUDSON", file: file, line: line).rect.height, try textSize("PAUL HUDSON", font: .largeTitle, file: file, line: line).height,
            file: file, line: line)
        XCTAssertNotEqual(
            l.node("Text", "@twostraws", file: file, line: line).rect.midY, l.node("Text", "PAUL HUDSON", file: file, line: line).rect.midY, file: file,
            line: line)
        XCTAssertGreaterThan(
            abs(l.node("Text", "@twostraws", file: file, line: line).rect.midY - l.node("Text", "PAUL HUDSON", file: file, line: line).rect.midY), 5,
            file: file, line: line)
    }

    /// 16 (HWSTwitterAligned): `.midAccountAndName`: "align these two views so their centers are both on the
    /// .midAccountAndName guide"; the left VStack moves down: its top is the name's centre minus the account's
    /// half height.
    static func hwsMidAccountAndName(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let account = l.node("Text", "@twostraws", file: file, line: line).rect
        let name = l.node("Text", "PAUL HUDSON", file: file, line: line).rect
        XCTAssertEqual(account.midY, name.midY, accuracy: 0.25, file: file, line: line)
        let stacks = l.node("HStack", file: file, line: line).children
        guard stacks.count == 2 else { return XCTFail("\(stacks.count) stacks", file: file, line: line) }
        XCTAssertEqual(stacks[0].rect.minY, account.minY, file: file, line: line)
        XCTAssertEqual(stacks[1].rect.minY, 0, file: file, line: line)
        let fullName = l.node("Text", "Full name:", file: file, line: line).rect
        XCTAssertEqual(name.minY - fullName.maxY, 8, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(account.midY, fullName.height + 8 + name.height / 2, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(l.image("paulHudson", file: file, line: line).minY - account.maxY, 8, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(
            l.node("HStack", file: file, line: line).rect.maxY, max(stacks[0].rect.maxY, stacks[1].rect.maxY), accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(
            l.node("HStack", file: file, line: line).rect.maxY, stacks[0].rect.maxY, accuracy: 0.25, "the left stack reaches lowest", file: file, line: line)
    }

    // MARK: Absolute positioning for SwiftUI views

    /// 17 (HWSPlainText, on the phone): "SwiftUI centers ContentView in the available space"; ContentView fits
    /// around the text.
    static func hwsPlainText(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", "Hello, world!", file: file, line: line).rect
        XCTAssertEqual(t.midX, 195, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.midY, 422, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(l.root.rect, t, file: file, line: line)
    }

    /// 18 (HWSPosition, on the phone): "That will position the text view at x:100 y:100 within its parent"
    /// (its centre); position "takes up all available space".
    static func hwsPosition(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", "Hello, world!", file: file, line: line).rect
        XCTAssertEqual(t.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25, file: file, line: line)
        assertRect(l.node("position", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
    }

    /// 19 (HWSBackgroundThenPosition, on the phone): "the text has a red background tightly fitted around it",
    /// centred at 100, 100.
    static func hwsBackgroundThenPosition(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", "Hello, world!", file: file, line: line).rect
        XCTAssertEqual(redFill(l.node("background", file: file, line: line)), t, file: file, line: line)
        XCTAssertEqual(t.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25, file: file, line: line)
    }

    /// 20 (HWSPositionThenBackground, on the phone): "the text is in the same location (as in
    /// `backgroundThenPosition`, scene 19's layout), but the whole safe area is colored red".
    static func hwsPositionThenBackground(
        _ l: LayoutSnapshot, backgroundThenPosition other: LayoutSnapshot,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let t = l.node("Text", "Hello, world!", file: file, line: line).rect
        assertRect(redFill(l.root, file: file, line: line), 0, 0, 390, 844, file: file, line: line)
        assertRect(redFill(l.node("background", file: file, line: line)), 0, 0, 390, 844, file: file, line: line)
        XCTAssertEqual(t.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t, other.node("Text", "Hello, world!", file: file, line: line).rect, file: file, line: line)
    }

    /// 21 (HWSOffsetThenBackground, on the phone): "the text appears in one place and the background in another":
    /// the background keeps the text's un-offset geometry (centred on the screen); the text is drawn 100, 100
    /// further on.
    static func hwsOffsetThenBackground(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", "Hello, world!", file: file, line: line).rect
        let red = redFill(l.root, file: file, line: line)
        XCTAssertEqual(redFill(l.node("background", file: file, line: line)), red, file: file, line: line)
        XCTAssertEqual(red.size, t.size, file: file, line: line)
        XCTAssertEqual(red.midX, 195, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(red.midY, 422, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.minX - red.minX, 100, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(t.minY - red.minY, 100, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(l.root.rect, red, "the view's geometry is the un-offset text", file: file, line: line)
    }

    /// 22 (HWSBackgroundThenOffset, on the phone): "If you move the modifier order so that background() comes
    /// before offset() then things work more like you might have expected": the red moves with the text.
    static func hwsBackgroundThenOffset(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", "Hello, world!", file: file, line: line).rect
        XCTAssertEqual(redFill(l.node("background", file: file, line: line)), t, file: file, line: line)
        XCTAssertEqual(t.midX, 295, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.midY, 522, accuracy: 0.25, file: file, line: line)
    }
}
