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
    // The expectations for the scenes of fixtures/seeds/layout-and-geometry/ are in
    // Seeds/Expectations/LayoutAndGeometryExpectations.swift, shared with LayoutAndGeometryGalleryTests.
    typealias E = SeedExpectations
    /// The centre of the 400 x 400 frames laid out at their own size.
    let ownCentre = CGPoint(x: 200, y: 200)

    // MARK: How layout works

    func testBackgroundIsLayoutNeutral() throws {
        try E.hwsBackground(
            try layout(HWSBackground.ContentView(), scale: 2),
            onScreen: try layout(HWSBackground.ContentView(), proposed: screen, scale: 2))
    }

    func testPaddingTwentyThenBackground() throws {
        E.hwsPaddingBackground(try layout(HWSPaddingBackground.ContentView()))
    }

    /// The order of modifiers matters: padding-then-background colours the padding (text + 2 x 16),
    /// background-then-padding colours only the text; both views are the same size.
    func testModifierOrder() throws {
        let a = try layout(HWSDefaultPaddingThenBackground.ContentView())
        E.hwsPaddingThenBackground(a)
        E.hwsBackgroundThenPadding(try layout(HWSBackgroundThenDefaultPadding.ContentView()), paddingThenBackground: a)
    }

    func testColorFillsTheScreen() throws {
        E.hwsColorFills(try layout(HWSColorFills.ContentView(), proposed: screen))
    }

    /// The frame reports 300x300; the image keeps 64x64 and is centred. (No scene file.)
    func testFrameAroundFixedImage() throws {
        let l = try layout(HWSImageFrame.ContentView(), proposed: screen)
        let frame = l.node("frame").rect
        assertRect(frame, 45, 272, 300, 300)
        assertRect(l.image("paulHudson"), 45 + 118, 272 + 118, 64, 64)
    }

    // MARK: Alignment

    func testFrameAlignment() throws {
        try E.hwsFrame300(try layout(HWSFrameCentered.ContentView(), scale: 2))
        try E.hwsFrameTopLeading(try layout(HWSFrameTopLeading.ContentView()))
    }

    func testLiveLongProsperCentered() throws {
        E.hwsHStackCenter(try layout(HWSLiveLongCenter.ContentView(), scale: 2))
    }

    func testLiveLongProsperBottom() throws {
        E.hwsHStackBottom(try layout(HWSLiveLongBottom.ContentView(), scale: 2))
    }

    func testLiveLongProsperLastTextBaseline() throws {
        E.hwsHStackLastTextBaseline(try layout(HWSLiveLongBaseline.ContentView(), scale: 2))
    }

    /// At its own size the 400 x 400 frame is centred on (200, 200).
    func testLeadingVStackInFrame() throws {
        let plain = try layout(HWSLeadingStack.ContentView(), scale: 2)
        E.hwsVStackLeadingInFrame(plain, centre: ownCentre)
        E.hwsGuideLeadingIdentity(try layout(HWSLeadingGuideIdentity.ContentView(), scale: 2), plain: plain)
    }

    func testLeadingGuideAtTrailingEdge() throws {
        E.hwsGuideLeadingAtTrailing(
            try layout(HWSLeadingGuideTrailing.ContentView(), scale: 2),
            plain: try layout(HWSLeadingStack.ContentView(), scale: 2), centre: ownCentre)
    }

    /// An offset moves the drawing but not the geometry: the VStack keeps the plain layout's size. (No scene file.)
    func testOffsetDoesNotExpandTheStack() throws {
        let width = try layout(Text("Hello, world!").font(.body)).node("Text", "Hello, world!").rect.width
        let plain = try layout(HWSLeadingStack.ContentView(), scale: 2)
        let l = try layout(HWSLeadingOffsetInstead.ContentView(width: width), scale: 2)
        let stack = l.node("VStack").rect
        XCTAssertEqual(stack, plain.node("VStack").rect)
        let longer = l.node("Text", "This is a longer line of text").rect
        XCTAssertEqual(l.node("Text", "Hello, world!").rect.maxX, longer.minX, accuracy: 0.25)
        XCTAssertLessThan(l.node("Text", "Hello, world!").rect.minX, stack.minX)
    }

    func testTieredForEach() throws {
        E.hwsTiered(try layout(HWSTiered.ContentView(), scale: 2), centre: ownCentre)
    }

    // MARK: Custom alignment guide

    func testTwitterLayoutCentred() throws {
        try E.hwsAccountAndName(try layout(HWSTwitterPlain.ContentView(), scale: 2))
    }

    func testMidAccountAndName() throws {
        let l = try layout(HWSTwitterAligned.ContentView(), scale: 2)
        E.hwsMidAccountAndName(l)
        // More views before and after (no scene file): the two stay aligned.
        let account = l.node("Text", "@twostraws").rect
        let m = try layout(HWSTwitterAlignedMore.ContentView(), scale: 16)
        XCTAssertEqual(m.node("Text", "@twostraws").rect.midY, m.node("Text", "PAUL HUDSON").rect.midY, accuracy: 0.25)
        XCTAssertNotEqual(m.node("Text", "@twostraws").rect.midY, account.midY)
    }

    // MARK: Absolute positioning

    func testPlainTextCentred() throws {
        E.hwsPlainText(try layout(HWSPlainText.ContentView(), proposed: screen, scale: 2))
    }

    func testPosition() throws {
        E.hwsPosition(try layout(HWSPosition.ContentView(), proposed: screen, scale: 2))
    }

    func testBackgroundThenPosition() throws {
        E.hwsBackgroundThenPosition(try layout(HWSBackgroundThenPosition.ContentView(), proposed: screen, scale: 2))
    }

    func testPositionThenBackground() throws {
        E.hwsPositionThenBackground(
            try layout(HWSPositionThenBackground.ContentView(), proposed: screen, scale: 2),
            backgroundThenPosition: try layout(HWSBackgroundThenPosition.ContentView(), proposed: screen, scale: 2))
    }

    func testOffsetThenBackground() throws {
        E.hwsOffsetThenBackground(try layout(HWSOffsetThenBackground.ContentView(), proposed: screen, scale: 2))
    }

    func testBackgroundThenOffset() throws {
        E.hwsBackgroundThenOffset(try layout(HWSBackgroundThenOffset.ContentView(), proposed: screen, scale: 2))
    }
}
