// Seed 003, Hacking with Swift "100 Days of SwiftUI" day 92 (project 18, part 1): how layout works,
// alignment and alignment guides, a custom alignment guide, absolute positioning.
// Each ContentView is the published code, nested in an enum only so that the names do not clash;
// snippets that the article shows without their `struct` are wrapped in a ContentView.
// `.midAccountAndName` and `ImageResource.paulHudson` come from SeedAlignments.swift.
// Fonts: Inter stands in for San Francisco (body 17, title 28, largeTitle 34, caption 12).
import XCTest
import Easel
@testable import EaselGallery

/// A phone-sized screen for the examples that take "all available space".
private let screen = ProposedViewSize(width: 390, height: 844)

// MARK: How layout works in SwiftUI

enum HWSBackground {
    struct ContentView: View {
        var body: some View {
            Text("Hello, World!")
                .background(.red)
        }
    }
}

enum HWSPaddingBackground {
    struct ContentView: View {
        var body: some View {
            Text("Hello, World!")
                .padding(20)
                .background(.red)
        }
    }
}

enum HWSDefaultPaddingThenBackground {
    struct ContentView: View {
        var body: some View {
            Text("Hello, World!")
                .padding()
                .background(.red)
        }
    }
}

enum HWSBackgroundThenDefaultPadding {
    struct ContentView: View {
        var body: some View {
            Text("Hello, World!")
                .background(.red)
                .padding()
        }
    }
}

enum HWSColorFills {
    struct ContentView: View {
        var body: some View {
            Color.red
        }
    }
}

/// "If we use frame() on an image that isn't resizable, we get a larger frame without the image
/// inside changing size … a fixed size of 64x64 (for example)" — the 64 x 64 paulHudson portrait.
enum HWSImageFrame {
    struct ContentView: View {
        var body: some View {
            Image(.paulHudson)
                .frame(width: 300, height: 300)
        }
    }
}

// MARK: Alignment and alignment guides

enum HWSFrameCentered {
    struct ContentView: View {
        var body: some View {
            Text("Live long and prosper")
                .frame(width: 300, height: 300)
        }
    }
}

enum HWSFrameTopLeading {
    struct ContentView: View {
        var body: some View {
            Text("Live long and prosper")
                .frame(width: 300, height: 300, alignment: .topLeading)
        }
    }
}

enum HWSLiveLongCenter {
    struct ContentView: View {
        var body: some View {
            HStack {
                Text("Live")
                    .font(.caption)
                Text("long")
                Text("and")
                    .font(.title)
                Text("prosper")
                    .font(.largeTitle)
            }
        }
    }
}

enum HWSLiveLongBottom {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .bottom) {
                Text("Live")
                    .font(.caption)
                Text("long")
                Text("and")
                    .font(.title)
                Text("prosper")
                    .font(.largeTitle)
            }
        }
    }
}

enum HWSLiveLongBaseline {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .lastTextBaseline) {
                Text("Live")
                    .font(.caption)
                Text("long")
                Text("and")
                    .font(.title)
                Text("prosper")
                    .font(.largeTitle)
            }
        }
    }
}

enum HWSLeadingStack {
    // Typo fixed: the published struct lacks its closing brace.
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Hello, world!")
                Text("This is a longer line of text")
            }
            .background(.red)
            .frame(width: 400, height: 400)
            .background(.blue)
        }
    }
}

/// The article's VStacks shown alone, placed in the same red/400x400/blue context as the first one.
enum HWSLeadingGuideIdentity {
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Hello, world!")
                    .alignmentGuide(.leading) { d in d[.leading] }
                Text("This is a longer line of text")
            }
            .background(.red)
            .frame(width: 400, height: 400)
            .background(.blue)
        }
    }
}

enum HWSLeadingGuideTrailing {
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Hello, world!")
                    .alignmentGuide(.leading) { d in d[.trailing] }
                Text("This is a longer line of text")
            }
            .background(.red)
            .frame(width: 400, height: 400)
            .background(.blue)
        }
    }
}

/// Not published code: the article's prose ("If we had offset the first text view rather than changing
/// its alignment guide, the VStack wouldn't expand to contain it"), moving the text by its own width.
enum HWSLeadingOffsetInstead {
    struct ContentView: View {
        let width: CGFloat
        var body: some View {
            VStack(alignment: .leading) {
                Text("Hello, world!")
                    .offset(x: -width)
                Text("This is a longer line of text")
            }
            .background(.red)
            .frame(width: 400, height: 400)
            .background(.blue)
        }
    }
}

enum HWSTiered {
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<10) { position in
                    Text("Number \(position)")
                        .alignmentGuide(.leading) { _ in Double(position) * -10 }
                }
            }
            .background(.red)
            .frame(width: 400, height: 400)
            .background(.blue)
        }
    }
}

// MARK: How to create a custom alignment guide

enum HWSTwitterPlain {
    struct ContentView: View {
        var body: some View {
            HStack {
                VStack {
                    Text("@twostraws")
                    Image(.paulHudson)
                        .resizable()
                        .frame(width: 64, height: 64)
                }

                VStack {
                    Text("Full name:")
                    Text("PAUL HUDSON")
                        .font(.largeTitle)
                }
            }
        }
    }
}

enum HWSTwitterAligned {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Text("@twostraws")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    Image(.paulHudson)
                        .resizable()
                        .frame(width: 64, height: 64)
                }

                VStack {
                    Text("Full name:")
                    Text("PAUL HUDSON")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                        .font(.largeTitle)
                }
            }
        }
    }
}

/// "I suggest you try adding some more text views before and after our examples – SwiftUI will
/// reposition everything to make sure the two we aligned stay that way." (Not published code.)
enum HWSTwitterAlignedMore {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Text("Account")
                    Text("on Twitter")
                    Text("@twostraws")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    Image(.paulHudson)
                        .resizable()
                        .frame(width: 64, height: 64)
                }

                VStack {
                    Text("Full name:")
                    Text("PAUL HUDSON")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                        .font(.largeTitle)
                    Text("Swift")
                    Text("author")
                    Text("and speaker")
                }
            }
        }
    }
}

// MARK: Absolute positioning for SwiftUI views

enum HWSPlainText {
    struct ContentView: View {
        var body: some View {
            Text("Hello, world!")
        }
    }
}

enum HWSPosition {
    struct ContentView: View {
        var body: some View {
            Text("Hello, world!")
                .position(x: 100, y: 100)
        }
    }
}

enum HWSBackgroundThenPosition {
    struct ContentView: View {
        var body: some View {
            Text("Hello, world!")
                .background(.red)
                .position(x: 100, y: 100)
        }
    }
}

enum HWSPositionThenBackground {
    struct ContentView: View {
        var body: some View {
            Text("Hello, world!")
                .position(x: 100, y: 100)
                .background(.red)
        }
    }
}

enum HWSOffsetThenBackground {
    struct ContentView: View {
        var body: some View {
            Text("Hello, world!")
                .offset(x: 100, y: 100)
                .background(.red)
        }
    }
}

/// "If you move the modifier order so that background() comes before offset() then things work more
/// like you might have expected." (Prose; the code is the previous example reordered.)
enum HWSBackgroundThenOffset {
    struct ContentView: View {
        var body: some View {
            Text("Hello, world!")
                .background(.red)
                .offset(x: 100, y: 100)
        }
    }
}

final class Seed003LayoutTests: XCTestCase {
    /// The red fill of a `.background(.red)` node (its Rectangle secondary).
    private func redFill(_ n: LayoutSnapshot.Node) -> CGRect {
        XCTAssertEqual(n.kind, "background")
        return n.children.first { $0.kind == "Rectangle" }?.rect ?? .null
    }

    /// The measured ideal size of a body-font string.
    private func textSize(_ s: String, font: Font = .body) throws -> CGSize {
        try layout(Text(s).font(font)).node("Text", s).rect.size
    }

    // MARK: How layout works

    /// The background "sits tightly around the text": ContentView, background and text are one size.
    func testBackgroundIsLayoutNeutral() throws {
        let l = try layout(HWSBackground.ContentView(), scale: 2)
        let text = l.node("Text", "Hello, World!").rect
        XCTAssertEqual(text.height, 20.574, accuracy: 0.001)
        XCTAssertEqual(redFill(l.node("background")), text)
        XCTAssertEqual(l.root.rect, text)
        // The canvas covers whole pixels: the text's size rounded up at @2x.
        XCTAssertEqual(l.canvas.width, (text.width * 2).rounded(.up) / 2)
        XCTAssertEqual(l.canvas.height, (text.height * 2).rounded(.up) / 2)
        XCTAssertEqual(l.canvas.height, 21)
        // On a screen the ContentView is centred at its own size.
        let s = try layout(HWSBackground.ContentView(), proposed: screen, scale: 2)
        let t = s.node("Text", "Hello, World!").rect
        XCTAssertEqual(t.size, text.size)
        XCTAssertEqual(t.midX, 195, accuracy: 0.25)
        XCTAssertEqual(t.midY, 422, accuracy: 0.25)
        XCTAssertEqual(redFill(s.node("background")), t)
    }

    /// "padding() adds 20 points on each side"; the background gets the padded size.
    func testPaddingTwentyThenBackground() throws {
        let l = try layout(HWSPaddingBackground.ContentView())
        let text = l.node("Text", "Hello, World!").rect
        let red = redFill(l.node("background"))
        assertRect(red, 0, 0, text.width + 40, text.height + 40)
        XCTAssertEqual(text.minX, 20)
        XCTAssertEqual(text.minY, 20)
        XCTAssertEqual(l.node("padding").rect, red)
    }

    /// The order of modifiers matters: padding-then-background colours the padding (text + 2 x 16),
    /// background-then-padding colours only the text; both views are the same size.
    func testModifierOrder() throws {
        let a = try layout(HWSDefaultPaddingThenBackground.ContentView())
        let b = try layout(HWSBackgroundThenDefaultPadding.ContentView())
        let text = a.node("Text", "Hello, World!").rect
        assertRect(redFill(a.node("background")), 0, 0, text.width + 32, text.height + 32)
        assertRect(redFill(b.node("background")), 16, 16, text.width, text.height)
        XCTAssertEqual(b.node("Text", "Hello, World!").rect, redFill(b.node("background")))
        XCTAssertEqual(a.root.rect, b.root.rect)
        XCTAssertEqual(a.node("background").rect.size, b.node("padding").rect.size)
    }

    /// "If your view contains a color and nothing else it will automatically fill the screen."
    func testColorFillsTheScreen() throws {
        let l = try layout(HWSColorFills.ContentView(), proposed: screen)
        assertRect(l.node("Color").rect, 0, 0, 390, 844)
    }

    /// The frame reports 300x300; the image keeps 64x64 and is centred.
    func testFrameAroundFixedImage() throws {
        let l = try layout(HWSImageFrame.ContentView(), proposed: screen)
        let frame = l.node("frame").rect
        assertRect(frame, 45, 272, 300, 300)
        assertRect(l.image("paulHudson"), 45 + 118, 272 + 118, 64, 64)
    }

    // MARK: Alignment

    /// "a 300x300 frame with a smaller text view centered inside it"; `.topLeading` puts it at the corner.
    func testFrameAlignment() throws {
        let size = try textSize("Live long and prosper")
        let c = try layout(HWSFrameCentered.ContentView(), scale: 2)
        assertRect(c.node("frame").rect, 0, 0, 300, 300)
        let centred = c.node("Text", "Live long and prosper").rect
        XCTAssertEqual(centred.size, size)
        XCTAssertEqual(centred.midX, 150, accuracy: 0.25)
        XCTAssertEqual(centred.midY, 150, accuracy: 0.25)
        let t = try layout(HWSFrameTopLeading.ContentView())
        assertRect(t.node("Text", "Live long and prosper").rect, 0, 0, size.width, size.height)
    }

    /// The default HStack alignment centres the four texts; their heights come from their fonts.
    func testLiveLongProsperCentered() throws {
        let l = try layout(HWSLiveLongCenter.ContentView(), scale: 2)
        let words = ["Live", "long", "and", "prosper"].map { l.node("Text", $0).rect }
        XCTAssertEqual(words[1].height, 20.574, accuracy: 0.001)
        XCTAssertEqual(words[2].height, 33.886, accuracy: 0.001)
        XCTAssertLessThan(words[0].height, words[1].height)
        XCTAssertGreaterThan(words[3].height, words[2].height)
        let stack = l.node("HStack").rect
        XCTAssertEqual(stack.height, words[3].height)
        for w in words { XCTAssertEqual(w.midY, stack.midY, accuracy: 0.25) }
        // Left to right, 8 points apart.
        for (a, b) in zip(words, words.dropFirst()) { XCTAssertEqual(b.minX - a.maxX, 8, accuracy: 0.5) }
    }

    /// `.bottom` lines up the bottoms, which leaves the baselines at different heights.
    func testLiveLongProsperBottom() throws {
        let l = try layout(HWSLiveLongBottom.ContentView(), scale: 2)
        let words = ["Live", "long", "and", "prosper"].map { l.node("Text", $0) }
        let stack = l.node("HStack").rect
        for w in words { XCTAssertEqual(w.rect.maxY, stack.maxY, accuracy: 0.25) }
        let baselines = words.map { $0.lastBaseline ?? 0 }
        XCTAssertLessThan(baselines[3], baselines[0] - 1, "the small caption's baseline sits lower")
    }

    /// `.lastTextBaseline` puts every word on one baseline, whatever its font.
    func testLiveLongProsperLastTextBaseline() throws {
        let l = try layout(HWSLiveLongBaseline.ContentView(), scale: 2)
        let words = ["Live", "long", "and", "prosper"].map { l.node("Text", $0) }
        let baseline = words[3].lastBaseline ?? 0
        for w in words { XCTAssertEqual(w.lastBaseline ?? 0, baseline, accuracy: 0.25, w.label ?? "") }
        // The largest font reaches the top of the stack, and the caption's bottom is above the stack's.
        XCTAssertEqual(words[3].rect.minY, l.node("HStack").rect.minY, accuracy: 0.25)
        XCTAssertLessThan(words[0].rect.maxY, words[3].rect.maxY)
    }

    /// The VStack (red) fits its texts tightly, leading-aligned, centred in the 400x400 blue frame.
    func testLeadingVStackInFrame() throws {
        let l = try layout(HWSLeadingStack.ContentView(), scale: 2)
        let hello = l.node("Text", "Hello, world!").rect
        let longer = l.node("Text", "This is a longer line of text").rect
        let stack = l.node("VStack").rect
        let outer = l.root
        XCTAssertEqual(outer.kind, "background")
        assertRect(redFill(outer), 0, 0, 400, 400)
        XCTAssertEqual(l.node("frame").rect, redFill(outer))
        XCTAssertEqual(hello.minX, longer.minX)
        XCTAssertEqual(stack.minX, longer.minX)
        XCTAssertEqual(stack.width, longer.width)
        XCTAssertEqual(stack.height, hello.height + longer.height + 8, accuracy: 0.5)
        XCTAssertEqual(stack.midX, 200, accuracy: 0.25)
        XCTAssertEqual(stack.midY, 200, accuracy: 0.25)
        XCTAssertEqual(redFill(l.node("frame").children[0]), stack)
        // `{ d in d[.leading] }` is what the guide is anyway: identical layout.
        let same = try layout(HWSLeadingGuideIdentity.ContentView(), scale: 2)
        XCTAssertEqual(same.node("Text", "Hello, world!").rect, hello)
        XCTAssertEqual(same.node("VStack").rect, stack)
    }

    /// "the first text view will move to the left so that its right edge sits directly above the left
    /// edge of the view below, the VStack will expand to contain it, and the whole thing will still be
    /// centered within the blue frame."
    func testLeadingGuideAtTrailingEdge() throws {
        let l = try layout(HWSLeadingGuideTrailing.ContentView(), scale: 2)
        let hello = l.node("Text", "Hello, world!").rect
        let longer = l.node("Text", "This is a longer line of text").rect
        let stack = l.node("VStack").rect
        XCTAssertEqual(hello.maxX, longer.minX, accuracy: 0.25)
        XCTAssertEqual(stack.minX, hello.minX)
        XCTAssertEqual(stack.maxX, longer.maxX, accuracy: 0.25)
        XCTAssertEqual(stack.width, hello.width + longer.width, accuracy: 0.001)
        XCTAssertEqual(stack.midX, 200, accuracy: 0.25)
        XCTAssertEqual(redFill(l.node("frame").children[0]), stack)
    }

    /// An offset moves the drawing but not the geometry: the VStack keeps the plain layout's size.
    func testOffsetDoesNotExpandTheStack() throws {
        let width = try textSize("Hello, world!").width
        let plain = try layout(HWSLeadingStack.ContentView(), scale: 2)
        let l = try layout(HWSLeadingOffsetInstead.ContentView(width: width), scale: 2)
        let stack = l.node("VStack").rect
        XCTAssertEqual(stack, plain.node("VStack").rect)
        let longer = l.node("Text", "This is a longer line of text").rect
        XCTAssertEqual(l.node("Text", "Hello, world!").rect.maxX, longer.minX, accuracy: 0.25)
        XCTAssertLessThan(l.node("Text", "Hello, world!").rect.minX, stack.minX)
    }

    /// Guides of −10 x position: each "Number i" sits 10 x i points right of "Number 0".
    func testTieredForEach() throws {
        let l = try layout(HWSTiered.ContentView(), scale: 2)
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
        XCTAssertEqual(stack.midX, 200, accuracy: 0.25)
        XCTAssertEqual(stack.midY, 200, accuracy: 0.25)
        XCTAssertEqual(redFill(l.node("frame").children[0]), stack)
    }

    // MARK: Custom alignment guide

    /// Without the guide, the two VStacks are centred on each other.
    func testTwitterLayoutCentred() throws {
        let l = try layout(HWSTwitterPlain.ContentView(), scale: 2)
        let stacks = l.node("HStack").children
        XCTAssertEqual(stacks.count, 2)
        XCTAssertEqual(stacks[0].rect.midY, stacks[1].rect.midY, accuracy: 0.25)
        // Each VStack centres its children: the 64 x 64 portrait under "@twostraws".
        XCTAssertEqual(l.image("paulHudson").size, CGSize(width: 64, height: 64))
        XCTAssertEqual(l.image("paulHudson").midX, stacks[0].rect.midX, accuracy: 0.25)
        XCTAssertEqual(l.node("Text", "@twostraws").rect.midX, stacks[0].rect.midX, accuracy: 0.25)
        XCTAssertEqual(l.node("Text", "@twostraws").rect.minY, stacks[0].rect.minY)
        XCTAssertNotEqual(l.node("Text", "@twostraws").rect.midY, l.node("Text", "PAUL HUDSON").rect.midY)
    }

    /// `.midAccountAndName` puts the centres of "@twostraws" and "PAUL HUDSON" on one line.
    func testMidAccountAndName() throws {
        let l = try layout(HWSTwitterAligned.ContentView(), scale: 2)
        let account = l.node("Text", "@twostraws").rect
        let name = l.node("Text", "PAUL HUDSON").rect
        XCTAssertEqual(account.midY, name.midY, accuracy: 0.25)
        // The left stack moves down: its top is the name's centre minus the account's half height.
        let stacks = l.node("HStack").children
        XCTAssertEqual(stacks[0].rect.minY, account.minY)
        XCTAssertEqual(stacks[1].rect.minY, 0)
        let fullName = l.node("Text", "Full name:").rect
        XCTAssertEqual(name.minY - fullName.maxY, 8, accuracy: 0.5)
        XCTAssertEqual(account.midY, fullName.height + 8 + name.height / 2, accuracy: 0.5)
        XCTAssertEqual(l.image("paulHudson").minY - account.maxY, 8, accuracy: 0.5)
        XCTAssertEqual(l.node("HStack").rect.maxY, max(stacks[0].rect.maxY, stacks[1].rect.maxY), accuracy: 0.25)

        // More views before and after: the two stay aligned.
        let m = try layout(HWSTwitterAlignedMore.ContentView(), scale: 16)
        XCTAssertEqual(m.node("Text", "@twostraws").rect.midY, m.node("Text", "PAUL HUDSON").rect.midY, accuracy: 0.25)
        XCTAssertNotEqual(m.node("Text", "@twostraws").rect.midY, account.midY)
    }

    // MARK: Absolute positioning

    /// ContentView fits around the text and is centred on the screen.
    func testPlainTextCentred() throws {
        let l = try layout(HWSPlainText.ContentView(), proposed: screen, scale: 2)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(t.midX, 195, accuracy: 0.25)
        XCTAssertEqual(t.midY, 422, accuracy: 0.25)
        XCTAssertEqual(l.root.rect, t)
    }

    /// "That will position the text view at x:100 y:100 within its parent": its centre.
    /// `.position` takes all the space offered.
    func testPosition() throws {
        let l = try layout(HWSPosition.ContentView(), proposed: screen, scale: 2)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(t.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25)
        assertRect(l.node("position").rect, 0, 0, 390, 844)
    }

    /// Background then position: the red fits the text, placed at 100, 100.
    func testBackgroundThenPosition() throws {
        let l = try layout(HWSBackgroundThenPosition.ContentView(), proposed: screen, scale: 2)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(redFill(l.node("background")), t)
        XCTAssertEqual(t.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25)
    }

    /// Position then background: the text is in the same place, but the whole screen is red.
    func testPositionThenBackground() throws {
        let l = try layout(HWSPositionThenBackground.ContentView(), proposed: screen, scale: 2)
        let t = l.node("Text", "Hello, world!").rect
        assertRect(redFill(l.node("background")), 0, 0, 390, 844)
        XCTAssertEqual(t.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.midY, 100, accuracy: 0.25)
        let other = try layout(HWSBackgroundThenPosition.ContentView(), proposed: screen, scale: 2)
        XCTAssertEqual(other.node("Text", "Hello, world!").rect, t)
    }

    /// "You'll see the text appears in one place and the background in another": the red stays where
    /// the text would be (centred), the text is drawn 100, 100 further on.
    func testOffsetThenBackground() throws {
        let l = try layout(HWSOffsetThenBackground.ContentView(), proposed: screen, scale: 2)
        let t = l.node("Text", "Hello, world!").rect
        let red = redFill(l.node("background"))
        XCTAssertEqual(red.size, t.size)
        XCTAssertEqual(red.midX, 195, accuracy: 0.25)
        XCTAssertEqual(red.midY, 422, accuracy: 0.25)
        XCTAssertEqual(t.minX - red.minX, 100, accuracy: 0.001)
        XCTAssertEqual(t.minY - red.minY, 100, accuracy: 0.001)
        XCTAssertEqual(l.root.rect, red, "the view's geometry is the un-offset text")
    }

    /// Background before offset: the red moves with the text.
    func testBackgroundThenOffset() throws {
        let l = try layout(HWSBackgroundThenOffset.ContentView(), proposed: screen, scale: 2)
        let t = l.node("Text", "Hello, world!").rect
        XCTAssertEqual(redFill(l.node("background")), t)
        XCTAssertEqual(t.midX, 295, accuracy: 0.25)
        XCTAssertEqual(t.midY, 522, accuracy: 0.25)
    }
}
