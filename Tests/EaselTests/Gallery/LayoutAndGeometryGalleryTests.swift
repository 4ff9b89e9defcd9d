// Seed gallery: Hacking with Swift, 100 Days of SwiftUI, day 92 "Layout and geometry"
// (fixtures/seeds/layout-and-geometry/). Each scene file is evaluated from source, compared with its
// compiled form (the HWS… enums in Tests/EaselTests/Seeds/Seed003LayoutTests.swift), checked against
// the article's statements and snapshotted into golden/seeds/layout-and-geometry-NN-slug.png.
// Examples that take "the whole screen" (a colour alone, position, the 400 x 400 frames, the centred
// text) are laid out and rendered on a 390 x 844 phone-sized proposal; the others at their own size.
// Fonts: Inter stands in for San Francisco (body 17, title 28, largeTitle 34, caption 12).
import XCTest
import Easel
import EaselScript
import EaselTesting

/// A phone-sized screen.
private let phone = ProposedViewSize(width: 390, height: 844)
private let phoneSize = CGSize(width: 390, height: 844)

/// Like assertSameLayout, for the scenes that use `.background(.red)`: the ShapeStyle form, whose
/// fill is a `Rectangle`, from source as compiled.
private func assertSameLayoutRedFill<V: View>(_ scene: SeedScene, _ compiled: V, proposed: ProposedViewSize = .unspecified,
                                              file: StaticString = #filePath, line: UInt = #line) throws {
    let fromSource = String(decoding: try scene.layout(proposed: proposed).jsonData(), as: UTF8.self)
    let fromCompiled = try compiledLayoutJSON(compiled, proposed: proposed)
    XCTAssertTrue(fromCompiled.contains("\"kind\" : \"Rectangle\""), "compiled `.background(.red)` fills with a Rectangle",
                  file: file, line: line)
    XCTAssertEqual(fromSource, fromCompiled, "\(scene.path): source and compiled layouts differ", file: file, line: line)
}

final class LayoutAndGeometryGalleryTests: XCTestCase {
    private func scene(_ name: String) throws -> SeedScene { try SeedScene("layout-and-geometry/\(name).swift") }

    /// The colour of a `.background(.red)` node: its first child, the secondary view.
    private func fill(_ n: LayoutSnapshot.Node, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        XCTAssertEqual(n.kind, "background", file: file, line: line)
        return n.children.first?.rect ?? .null
    }

    /// The ideal size of a string in a font.
    private func textSize(_ s: String, font: Font = .body) throws -> CGSize {
        try layout(Text(s).font(font), scale: 2).node("Text", s).rect.size
    }

    // MARK: How layout works in SwiftUI

    /// "The background color sits tightly around the text itself"; ContentView is "exactly and always the
    /// size of its body"; on a screen SwiftUI puts it "at your size in the center".
    func test01TextBackground() throws {
        let s = try scene("01-text-background")
        try assertSameLayoutRedFill(s, HWSBackground.ContentView())
        let l = try s.layout()
        let text = l.node("Text", "Hello, World!").rect
        XCTAssertEqual(text.size, try textSize("Hello, World!"))
        XCTAssertEqual(text.height, 20.574, accuracy: 0.001)
        XCTAssertEqual(fill(l.root), text)
        XCTAssertEqual(l.root.rect, text)
        let screen = try s.layout(proposed: phone)
        let t = screen.node("Text", "Hello, World!").rect
        XCTAssertEqual(t.size, text.size)
        XCTAssertEqual(t.midX, 195, accuracy: 0.25)
        XCTAssertEqual(t.midY, 422, accuracy: 0.25)
        XCTAssertEqual(fill(screen.root), t)
        assertSeedSnapshot(s, named: "layout-and-geometry-01-text-background")
    }

    /// "padding() adds 20 points on each side"; the background is the padded size.
    func test02PaddingTwentyThenBackground() throws {
        let s = try scene("02-padding-20-background")
        try assertSameLayoutRedFill(s, HWSPaddingBackground.ContentView())
        let l = try s.layout()
        let text = l.node("Text", "Hello, World!").rect
        assertRect(fill(l.root), 0, 0, text.width + 40, text.height + 40)
        XCTAssertEqual(text.minX, 20)
        XCTAssertEqual(text.minY, 20)
        XCTAssertEqual(l.node("padding").rect, fill(l.root))
        assertSeedSnapshot(s, named: "layout-and-geometry-02-padding-20-background")
    }

    /// Padding, then background: the red includes the default 16-point padding.
    func test03PaddingThenBackground() throws {
        let s = try scene("03-padding-then-background")
        try assertSameLayoutRedFill(s, HWSDefaultPaddingThenBackground.ContentView())
        let l = try s.layout()
        let text = l.node("Text", "Hello, World!").rect
        assertRect(fill(l.root), 0, 0, text.width + 32, text.height + 32)
        XCTAssertEqual(text.minX, 16)
        assertSeedSnapshot(s, named: "layout-and-geometry-03-padding-then-background")
    }

    /// Background, then padding: "two different results" — the same size, but the red fits the text.
    func test04BackgroundThenPadding() throws {
        let s = try scene("04-background-then-padding")
        try assertSameLayoutRedFill(s, HWSBackgroundThenDefaultPadding.ContentView())
        let l = try s.layout()
        let text = l.node("Text", "Hello, World!").rect
        let background = l.node("background")
        assertRect(fill(background), 16, 16, text.width, text.height)
        XCTAssertEqual(fill(background), text)
        XCTAssertEqual(l.root.kind, "padding")
        XCTAssertEqual(l.root.rect, try scene("03-padding-then-background").layout().root.rect)
        assertSeedSnapshot(s, named: "layout-and-geometry-04-background-then-padding")
    }

    /// "If your view contains a color and nothing else it will automatically fill the screen."
    func test05ColorFills() throws {
        let s = try scene("05-color-fills")
        try assertSameLayout(s, HWSColorFills.ContentView(), proposed: phone)
        assertRect(try s.layout(proposed: phone).node("Color").rect, 0, 0, 390, 844)
        assertSeedSnapshot(s, named: "layout-and-geometry-05-color-fills", size: phoneSize)
    }

    // MARK: Alignment and alignment guides

    /// "a 300x300 frame with a smaller text view centered inside it".
    func test06Frame300() throws {
        let s = try scene("06-frame-300")
        try assertSameLayout(s, HWSFrameCentered.ContentView())
        let l = try s.layout()
        assertRect(l.node("frame").rect, 0, 0, 300, 300)
        let t = l.node("Text", "Live long and prosper").rect
        XCTAssertEqual(t.size, try textSize("Live long and prosper"))
        XCTAssertEqual(t.midX, 150, accuracy: 0.25)
        XCTAssertEqual(t.midY, 150, accuracy: 0.25)
        assertSeedSnapshot(s, named: "layout-and-geometry-06-frame-300")
    }

    /// `.topLeading` "places the view in the top-left corner".
    func test07FrameTopLeading() throws {
        let s = try scene("07-frame-top-leading")
        try assertSameLayout(s, HWSFrameTopLeading.ContentView())
        let l = try s.layout()
        assertRect(l.node("frame").rect, 0, 0, 300, 300)
        let size = try textSize("Live long and prosper")
        assertRect(l.node("Text", "Live long and prosper").rect, 0, 0, size.width, size.height)
        assertSeedSnapshot(s, named: "layout-and-geometry-07-frame-top-leading")
    }

    private func words(_ l: LayoutSnapshot) -> [LayoutSnapshot.Node] {
        ["Live", "long", "and", "prosper"].map { l.node("Text", $0) }
    }

    /// "they will be centered by default": the four centres on one line; heights from the fonts.
    func test08HStackCenter() throws {
        let s = try scene("08-hstack-center")
        try assertSameLayout(s, HWSLiveLongCenter.ContentView())
        let l = try s.layout()
        let w = words(l).map(\.rect)
        XCTAssertEqual(w[1].height, 20.574, accuracy: 0.001)
        XCTAssertEqual(w[2].height, 33.886, accuracy: 0.001)
        XCTAssertLessThan(w[0].height, w[1].height)
        XCTAssertGreaterThan(w[3].height, w[2].height)
        let stack = l.node("HStack").rect
        XCTAssertEqual(stack.height, w[3].height)
        for r in w { XCTAssertEqual(r.midY, stack.midY, accuracy: 0.25) }
        for (a, b) in zip(w, w.dropFirst()) { XCTAssertEqual(b.minX - a.maxX, 8, accuracy: 0.5) }
        assertSeedSnapshot(s, named: "layout-and-geometry-08-hstack-center")
    }

    /// `.bottom`: "the bottom of the small text sits lower than the bottom of the bigger text" — the
    /// bottoms of the views line up, so the small caption's baseline is lower than the large title's.
    func test09HStackBottom() throws {
        let s = try scene("09-hstack-bottom")
        try assertSameLayout(s, HWSLiveLongBottom.ContentView())
        let l = try s.layout()
        let w = words(l)
        let stack = l.node("HStack").rect
        for n in w { XCTAssertEqual(n.rect.maxY, stack.maxY, accuracy: 0.25) }
        let baselines = w.map { $0.lastBaseline ?? 0 }
        XCTAssertGreaterThan(baselines[0], baselines[3] + 1, "the caption's baseline sits lower")
        XCTAssertGreaterThan(baselines[1], baselines[2])
        XCTAssertGreaterThan(baselines[2], baselines[3])
        assertSeedSnapshot(s, named: "layout-and-geometry-09-hstack-bottom")
    }

    /// `.lastTextBaseline`: "all views in a stack … aligned on a single unified baseline".
    func test10HStackLastTextBaseline() throws {
        let s = try scene("10-hstack-last-text-baseline")
        try assertSameLayout(s, HWSLiveLongBaseline.ContentView())
        let l = try s.layout()
        let w = words(l)
        let baseline = w[3].lastBaseline ?? 0
        for n in w { XCTAssertEqual(n.lastBaseline ?? 0, baseline, accuracy: 0.25, n.label ?? "") }
        XCTAssertEqual(w[3].rect.minY, l.node("HStack").rect.minY, accuracy: 0.25)
        XCTAssertLessThan(w[0].rect.maxY, w[3].rect.maxY)
        assertSeedSnapshot(s, named: "layout-and-geometry-10-hstack-last-text-baseline")
    }

    /// The leading VStack (red) "sits tightly around its two text views", both texts at one left edge,
    /// centred in the 400 x 400 blue frame. On the 390-point phone the frame overflows by 5 on each side.
    func test11VStackLeadingInFrame() throws {
        let s = try scene("11-vstack-leading-in-frame")
        try assertSameLayoutRedFill(s, HWSLeadingStack.ContentView())
        try assertSameLayoutRedFill(s, HWSLeadingStack.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        assertRect(fill(l.root), -5, 222, 400, 400)
        XCTAssertEqual(l.node("frame").rect, fill(l.root))
        let hello = l.node("Text", "Hello, world!").rect
        let longer = l.node("Text", "This is a longer line of text").rect
        let stack = l.node("VStack").rect
        XCTAssertEqual(hello.minX, longer.minX)
        XCTAssertEqual(stack.minX, longer.minX)
        XCTAssertEqual(stack.width, longer.width)
        XCTAssertEqual(stack.height, hello.height + longer.height + 8, accuracy: 0.5)
        XCTAssertEqual(stack.midX, 195, accuracy: 0.25)
        XCTAssertEqual(stack.midY, 422, accuracy: 0.25)
        XCTAssertEqual(fill(l.node("frame").children[0]), stack)
        assertSeedSnapshot(s, named: "layout-and-geometry-11-vstack-leading-in-frame", size: phoneSize)
    }

    /// "effectively equivalent": the explicit `d[.leading]` guide changes nothing.
    func test12GuideLeadingIdentity() throws {
        let s = try scene("12-guide-leading-identity")
        try assertSameLayoutRedFill(s, HWSLeadingGuideIdentity.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let plain = try scene("11-vstack-leading-in-frame").layout(proposed: phone)
        for label in ["Hello, world!", "This is a longer line of text"] {
            XCTAssertEqual(l.node("Text", label).rect, plain.node("Text", label).rect)
        }
        XCTAssertEqual(l.node("VStack").rect, plain.node("VStack").rect)
        assertSeedSnapshot(s, named: "layout-and-geometry-12-guide-leading-identity", size: phoneSize)
    }

    /// "the first text view will move to the left so that its right edge sits directly above the left
    /// edge of the view below, the VStack will expand to contain it, and the whole thing will still be
    /// centered within the blue frame."
    func test13GuideLeadingAtTrailing() throws {
        let s = try scene("13-guide-leading-at-trailing")
        try assertSameLayoutRedFill(s, HWSLeadingGuideTrailing.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let hello = l.node("Text", "Hello, world!").rect
        let longer = l.node("Text", "This is a longer line of text").rect
        let stack = l.node("VStack").rect
        XCTAssertEqual(hello.maxX, longer.minX, accuracy: 0.25)
        XCTAssertEqual(stack.minX, hello.minX)
        XCTAssertEqual(stack.maxX, longer.maxX, accuracy: 0.25)
        XCTAssertEqual(stack.width, hello.width + longer.width, accuracy: 0.001)
        XCTAssertGreaterThan(stack.width, try scene("11-vstack-leading-in-frame").layout(proposed: phone).node("VStack").rect.width)
        XCTAssertEqual(stack.midX, 195, accuracy: 0.25)
        XCTAssertEqual(stack.midY, 422, accuracy: 0.25)
        XCTAssertEqual(fill(l.node("frame").children[0]), stack)
        assertSeedSnapshot(s, named: "layout-and-geometry-13-guide-leading-at-trailing", size: phoneSize)
    }

    /// "a tiered effect for 10 text views by multiplying their position by -10".
    func test14Tiered() throws {
        let s = try scene("14-tiered")
        try assertSameLayoutRedFill(s, HWSTiered.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let texts = (0..<10).map { l.node("Text", "Number \($0)").rect }
        for (i, t) in texts.enumerated() {
            XCTAssertEqual(t.minX - texts[0].minX, CGFloat(10 * i), accuracy: 0.001, "Number \(i)")
            XCTAssertEqual(t.height, 20.574, accuracy: 0.001)
        }
        for (a, b) in zip(texts, texts.dropFirst()) { XCTAssertEqual(b.minY - a.maxY, 8, accuracy: 0.5) }
        let stack = l.node("VStack").rect
        XCTAssertEqual(stack.minX, texts[0].minX)
        XCTAssertEqual(stack.maxX, texts.map(\.maxX).max()!, accuracy: 0.001)
        XCTAssertEqual(stack.minY, texts[0].minY)
        XCTAssertEqual(stack.maxY, texts[9].maxY, accuracy: 0.5)
        XCTAssertEqual(stack.midX, 195, accuracy: 0.25)
        XCTAssertEqual(stack.midY, 422, accuracy: 0.25)
        XCTAssertEqual(fill(l.node("frame").children[0]), stack)
        assertSeedSnapshot(s, named: "layout-and-geometry-14-tiered", size: phoneSize)
    }

    // MARK: How to create a custom alignment guide

    /// Without a custom guide the two VStacks are centred on each other and "@twostraws" and
    /// "PAUL HUDSON" are not aligned.
    func test15AccountAndName() throws {
        let s = try scene("15-account-and-name")
        try assertSameLayout(s, HWSTwitterPlain.ContentView())
        let l = try s.layout()
        let stacks = l.node("HStack").children
        XCTAssertEqual(stacks.count, 2)
        XCTAssertEqual(stacks[0].rect.midY, stacks[1].rect.midY, accuracy: 0.25)
        XCTAssertEqual(l.image("paulHudson").size, CGSize(width: 64, height: 64))
        XCTAssertEqual(l.image("paulHudson").midX, stacks[0].rect.midX, accuracy: 0.25)
        XCTAssertEqual(l.node("Text", "@twostraws").rect.minY, stacks[0].rect.minY)
        XCTAssertEqual(l.node("Text", "PAUL HUDSON").rect.height, try textSize("PAUL HUDSON", font: .largeTitle).height)
        XCTAssertGreaterThan(abs(l.node("Text", "@twostraws").rect.midY - l.node("Text", "PAUL HUDSON").rect.midY), 5)
        assertSeedSnapshot(s, named: "layout-and-geometry-15-account-and-name")
    }

    /// `.midAccountAndName`: "align these two views so their centers are both on the .midAccountAndName
    /// guide"; the left VStack moves down.
    func test16MidAccountAndName() throws {
        let s = try scene("16-mid-account-and-name")
        try assertSameLayout(s, HWSTwitterAligned.ContentView())
        let l = try s.layout()
        let account = l.node("Text", "@twostraws").rect
        let name = l.node("Text", "PAUL HUDSON").rect
        XCTAssertEqual(account.midY, name.midY, accuracy: 0.25)
        let stacks = l.node("HStack").children
        XCTAssertEqual(stacks[0].rect.minY, account.minY)
        XCTAssertEqual(stacks[1].rect.minY, 0)
        let fullName = l.node("Text", "Full name:").rect
        XCTAssertEqual(name.minY - fullName.maxY, 8, accuracy: 0.5)
        XCTAssertEqual(account.midY, fullName.height + 8 + name.height / 2, accuracy: 0.5)
        XCTAssertEqual(l.image("paulHudson").minY - account.maxY, 8, accuracy: 0.5)
        XCTAssertEqual(l.node("HStack").rect.maxY, stacks[0].rect.maxY, accuracy: 0.25, "the left stack reaches lowest")
        assertSeedSnapshot(s, named: "layout-and-geometry-16-mid-account-and-name")
    }

    // MARK: Absolute positioning for SwiftUI views

    /// "SwiftUI centers ContentView in the available space"; ContentView fits around the text.
    func test17PlainText() throws {
        let s = try scene("17-plain-text")
        try assertSameLayout(s, HWSPlainText.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(t.midX, 195, accuracy: 0.25)
        XCTAssertEqual(t.midY, 422, accuracy: 0.25)
        XCTAssertEqual(l.root.rect, t)
        assertSeedSnapshot(s, named: "layout-and-geometry-17-plain-text", size: phoneSize)
    }

    /// "That will position the text view at x:100 y:100 within its parent" (its centre); position
    /// "takes up all available space".
    func test18Position() throws {
        let s = try scene("18-position")
        try assertSameLayout(s, HWSPosition.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(t.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25)
        assertRect(l.node("position").rect, 0, 0, 390, 844)
        assertSeedSnapshot(s, named: "layout-and-geometry-18-position", size: phoneSize)
    }

    /// "the text has a red background tightly fitted around it", centred at 100, 100.
    func test19BackgroundThenPosition() throws {
        let s = try scene("19-background-then-position")
        try assertSameLayoutRedFill(s, HWSBackgroundThenPosition.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(fill(l.node("background")), t)
        XCTAssertEqual(t.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25)
        assertSeedSnapshot(s, named: "layout-and-geometry-19-background-then-position", size: phoneSize)
    }

    /// "the text is in the same location, but the whole safe area is colored red".
    func test20PositionThenBackground() throws {
        let s = try scene("20-position-then-background")
        try assertSameLayoutRedFill(s, HWSPositionThenBackground.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let t = l.node("Text", "Hello, world!").rect
        assertRect(fill(l.root), 0, 0, 390, 844)
        XCTAssertEqual(t, try scene("19-background-then-position").layout(proposed: phone).node("Text", "Hello, world!").rect)
        assertSeedSnapshot(s, named: "layout-and-geometry-20-position-then-background", size: phoneSize)
    }

    /// "the text appears in one place and the background in another": the background keeps the text's
    /// un-offset geometry (centred on the screen); the text is drawn 100, 100 further on.
    func test21OffsetThenBackground() throws {
        let s = try scene("21-offset-then-background")
        try assertSameLayoutRedFill(s, HWSOffsetThenBackground.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let t = l.node("Text", "Hello, world!").rect
        let red = fill(l.root)
        XCTAssertEqual(red.size, t.size)
        XCTAssertEqual(red.midX, 195, accuracy: 0.25)
        XCTAssertEqual(red.midY, 422, accuracy: 0.25)
        XCTAssertEqual(t.minX - red.minX, 100, accuracy: 0.001)
        XCTAssertEqual(t.minY - red.minY, 100, accuracy: 0.001)
        XCTAssertEqual(l.root.rect, red, "the view's geometry is the un-offset text")
        assertSeedSnapshot(s, named: "layout-and-geometry-21-offset-then-background", size: phoneSize)
    }

    /// "If you move the modifier order so that background() comes before offset() then things work more
    /// like you might have expected": the red moves with the text.
    func test22BackgroundThenOffset() throws {
        let s = try scene("22-background-then-offset")
        try assertSameLayoutRedFill(s, HWSBackgroundThenOffset.ContentView(), proposed: phone)
        let l = try s.layout(proposed: phone)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(fill(l.node("background")), t)
        XCTAssertEqual(t.midX, 295, accuracy: 0.25)
        XCTAssertEqual(t.midY, 522, accuracy: 0.25)
        assertSeedSnapshot(s, named: "layout-and-geometry-22-background-then-offset", size: phoneSize)
    }
}
