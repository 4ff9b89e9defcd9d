import XCTest
import Easel
@testable import EaselGallery

final class SeedFixedSizesTests: XCTestCase {
    func testImageHasItsSourceSize() throws {
        let l = try layout(FixedImage.ContentView())
        assertRect(l.image("barbarian"), 0, 0, 101, 92)
        XCTAssertEqual(l.canvas.width, 101)
        XCTAssertEqual(l.canvas.height, 92)
    }

    /// "Rather than change the size of the image, it's simply centered within the frame."
    func testFrameCentresTheFixedImage() throws {
        let l = try layout(FixedImage.InFrame(), scale: 2)
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        assertRect(l.image("barbarian"), 49.5, 54, 101, 92)
    }

    /// "It simply overflows its bounds."
    func testImageOverflowsASmallFrame() throws {
        let l = try layout(FixedImage.InSmallFrame(), scale: 2)
        assertRect(l.node("frame").rect, 0, 0, 50, 200)
        assertRect(l.image("barbarian"), -25.5, 54, 101, 92)
    }

    func testTextChoosesItsIdealSize() throws {
        let body = try layout(FixedText.ContentView()).node("Text").rect
        let title = try layout(FixedText.Title()).node("Text").rect
        XCTAssertEqual(body.height, 20.574, accuracy: 0.01)
        XCTAssertEqual(title.height, 33.886, accuracy: 0.01)
        XCTAssertGreaterThan(title.width, body.width, "a larger font gives a larger fixed size")
        let framed = try layout(FixedText.InFrame(), scale: 2)
        let t = framed.node("Text")
        XCTAssertEqual(t.rect.size, body.size, "the frame does not change the text's size")
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.5)
        XCTAssertEqual(t.rect.midY, 100, accuracy: 0.5)
    }

    /// Today's SwiftUI wraps text by default; the 2019 beta (one line by default) truncated instead.
    func testTitleInTooSmallFrameWrapsAndStaysNarrowerThanTheFrame() throws {
        let l = try layout(FixedText.TitleInFrame())
        let t = l.node("Text")
        XCTAssertEqual(t.lines, ["Nogitsune", "Takeshi"])
        XCTAssertLessThan(t.rect.width, 200, "the text returns the width of its longest line")
        XCTAssertEqual(t.rect.height, 2 * 33.886, accuracy: 0.01)
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.5)
    }

    func testLineLimitTwoGivesTwoLinesAndLineLimitOneTruncates() throws {
        let two = try layout(FixedText.TwoLines()).node("Text")
        XCTAssertEqual(two.lines, ["Nogitsune", "Takeshi"])
        let one = try layout(FixedText.OneLine()).node("Text")
        XCTAssertEqual(one.lines?.count, 1)
        XCTAssertTrue(one.lines?.first?.hasSuffix("…") ?? false, "\(one.lines ?? [])")
        XCTAssertLessThanOrEqual(one.rect.width, 200)
        XCTAssertEqual(one.rect.height, 33.886, accuracy: 0.01)
    }

    func testResizableImageTakesTheFrameSize() throws {
        assertRect(try layout(ResizableImages.Stretch()).image("barbarian"), 0, 0, 200, 150)
        assertRect(try layout(ResizableImages.Tile()).image("barbarian"), 0, 0, 200, 150)
    }

    /// "The Image has chosen to use all of the parent's available height … a width that retains the aspect ratio."
    func testAspectFitUsesTheFullHeight() throws {
        let l = try layout(ResizableImages.Fit(), scale: 2)
        let r = l.image("barbarian")
        XCTAssertEqual(r.height, 150)
        XCTAssertEqual(r.width, 150 * 101 / 92, accuracy: 0.0001)
        XCTAssertEqual(r.midX, 100, accuracy: 0.25)
        XCTAssertEqual(r.minY, 0)
    }
}

final class SeedStacksTests: XCTestCase {
    let titleHeight: CGFloat = 33.886

    func testHStackWidthIsTheSumPlusSpacingAndHeightTheTallest() throws {
        let l = try layout(Stacks.HStackExample(), scale: 2)
        let stack = l.node("HStack").rect, image = l.image("barbarian"), text = l.node("Text").rect
        XCTAssertEqual(stack.height, 92)
        XCTAssertEqual(stack.width, 101 + 8 + text.width, accuracy: 0.001)
        XCTAssertEqual(text.minX, 109)
        XCTAssertEqual(image.minY, 0)
        XCTAssertEqual(text.midY, 46, accuracy: 0.25, "the shorter child is centred")
    }

    /// Two texts in a narrow stack share the space: today both wrap (no default line limit); with the
    /// 2019 beta's single line, as in the article's picture, both truncate.
    func testTwoTextsShareAConstrainedStack() throws {
        let l = try layout(Stacks.TwoTexts(), proposed: ProposedViewSize(width: 280, height: 400))
        let texts = l.root.all { $0.kind == "Text" }
        XCTAssertEqual(texts.count, 2)
        for t in texts { XCTAssertGreaterThan(t.lines?.count ?? 0, 1, "\(t.label ?? ""): \(t.lines ?? [])") }
        XCTAssertLessThanOrEqual(l.node("HStack").rect.width, 280.001)

        let oneLine = try layout(Stacks.TwoTexts().lineLimit(1), proposed: ProposedViewSize(width: 280, height: 400))
        for t in oneLine.root.all(where: { $0.kind == "Text" }) {
            XCTAssertEqual(t.lines?.count, 1)
            XCTAssertTrue(t.lines?.first?.hasSuffix("…") ?? false, "\(t.label ?? ""): \(t.lines ?? [])")
        }
    }

    /// "The stack offers the remaining space to those with a higher layout priority first."
    func testLayoutPriorityServesTheFamilyNameFirst() throws {
        let l = try layout(Stacks.Priority().lineLimit(1), proposed: ProposedViewSize(width: 300, height: 400))
        XCTAssertEqual(l.node("Text", "Nogistune").lines, ["Nogistune"])
        XCTAssertTrue(l.node("Text", "Takeshi").lines?.first?.hasSuffix("…") ?? false, "\(l.node("Text", "Takeshi").lines ?? [])")
        XCTAssertLessThanOrEqual(l.node("HStack").rect.width, 300.001)
    }

    func testVStackHeightIsTheSumAndWidthTheWidest() throws {
        let l = try layout(Stacks.VStackExample(), scale: 2)
        let stack = l.node("VStack").rect, text = l.node("Text").rect
        XCTAssertEqual(stack.height, 92 + 8 + titleHeight, accuracy: 0.01)
        XCTAssertEqual(stack.width, max(101, text.width), accuracy: 0.001)
        XCTAssertEqual(text.minY, 100)
    }

    func testZStackIsAsLargeAsItsLargestChildren() throws {
        let l = try layout(Stacks.ZStackExample(), scale: 2)
        let stack = l.node("ZStack").rect, text = l.node("Text").rect, image = l.image("barbarian")
        XCTAssertEqual(stack.width, max(101, text.width), accuracy: 0.001)
        XCTAssertEqual(stack.height, 92)
        XCTAssertEqual(text.midX, stack.midX, accuracy: 0.25)
        XCTAssertEqual(image.midY, stack.midY, accuracy: 0.25)
        XCTAssertEqual(l.root.children.map(\.kind), ["Image", "Text"], "first child at the back")
    }

    /// "The stack in the following example is placed in a smaller frame": text truncates, the stack overflows vertically.
    func testVStackInSmallFrameTruncatesAndOverflows() throws {
        let l = try layout(Stacks.VStackExample().frame(width: 120, height: 100))
        let text = l.node("Text")
        XCTAssertLessThanOrEqual(text.rect.width, 120)
        XCTAssertGreaterThan(l.node("VStack").rect.height, 100, "stacks are fixed in size and overflow")
    }
}
