// The compiled "Views Have Fixed Sizes" and "Stacks" scenes (Sources/EaselGallery/Seed000StacksAndFixedSizes.swift,
// and the gallery's compiled forms), checked with the same expectations as the scene files
// (Seeds/Expectations/FixedSizesExpectations.swift, StacksExpectations.swift).
import XCTest
import Easel
@testable import EaselGallery

final class SeedFixedSizesTests: XCTestCase {
    func testImageHasItsSourceSize() throws {
        SeedExpectations.fixedImage(try layout(FixedImage.ContentView()))
    }

    /// "Rather than change the size of the image, it's simply centered within the frame."
    func testFrameCentresTheFixedImage() throws {
        SeedExpectations.fixedImageFrame(try layout(FixedImage.InFrame(), scale: 2))
    }

    /// "It simply overflows its bounds."
    func testImageOverflowsASmallFrame() throws {
        SeedExpectations.fixedImageSmallFrame(
            try layout(FixedImage.InSmallFrame(), scale: 2),
            onCanvas: try layout(FixedImage.InSmallFrame(), proposed: ProposedViewSize(width: 200, height: 200), scale: 2))
    }

    func testTextChoosesItsIdealSize() throws {
        let body = try layout(FixedText.ContentView())
        SeedExpectations.fixedText(body)
        SeedExpectations.fixedTitle(try layout(FixedText.Title()), body: body)
        SeedExpectations.fixedTextFrame(try layout(FixedText.InFrame(), scale: 2), alone: body)
    }

    /// Today's SwiftUI wraps text by default; the 2019 beta (one line by default) truncated instead.
    func testTitleInTooSmallFrameWrapsAndStaysNarrowerThanTheFrame() throws {
        SeedExpectations.fixedTitleFrame(try layout(FixedText.TitleInFrame(), scale: 2))
    }

    func testLineLimitTwoGivesTwoLinesAndLineLimitOneTruncates() throws {
        try SeedExpectations.fixedTitleLineLimit(try layout(FixedText.TwoLines(), scale: 2))
        SeedExpectations.fixedTitleOneLine(try layout(FixedText.OneLine()))
    }

    func testResizableImageTakesTheFrameSize() throws {
        SeedExpectations.fixedResizable(try layout(ResizableImages.Stretch()))
        SeedExpectations.fixedResizableTile(try layout(ResizableImages.Tile()))
    }

    /// "The Image has chosen to use all of the parent's available height … a width that retains the aspect ratio."
    func testAspectFitUsesTheFullHeight() throws {
        SeedExpectations.fixedAspectFit(try layout(ResizableImages.Fit(), scale: 2))
    }
}

final class SeedStacksTests: XCTestCase {
    func testHStackWidthIsTheSumPlusSpacingAndHeightTheTallest() throws {
        try SeedExpectations.stacksHStack(try layout(Stacks.HStackExample(), scale: 2))
    }

    func testHStackReversed() throws {
        try SeedExpectations.stacksHStackReversed(
            try layout(StacksGallery.Reversed.ContentView(), scale: 2),
            hstack: try layout(Stacks.HStackExample(), scale: 2))
    }

    func testHStackMoreChildren() throws {
        try SeedExpectations.stacksHStackMoreChildren(
            try layout(StacksGallery.MoreChildren.ContentView(), scale: 2),
            hstack: try layout(Stacks.HStackExample(), scale: 2))
    }

    func testHStackLargerFrame() throws {
        SeedExpectations.stacksHStackLargerFrame(
            try layout(StacksGallery.LargerFrame.ContentView(), scale: 2),
            hstack: try layout(Stacks.HStackExample(), scale: 2))
    }

    func testHStackNarrowFrame() throws {
        try SeedExpectations.stacksHStackNarrowFrame(
            try layout(StacksGallery.NarrowFrame.ContentView(), scale: 2),
            oneLine: try layout(Stacks.HStackExample().lineLimit(1).frame(width: 250), scale: 2))
    }

    /// Two texts in a narrow stack share the space: today both wrap (no default line limit); with the
    /// 2019 beta's single line, as in the article's picture, both truncate.
    func testTwoTextsShareAConstrainedStack() throws {
        try SeedExpectations.stacksTwoTexts(try layout(Stacks.TwoTexts().frame(width: 300), scale: 2))
        SeedExpectations.stacksTwoTextsOneLine(try layout(Stacks.TwoTexts().lineLimit(1).frame(width: 300), scale: 2))
        // Proposed 280 points rather than framed in 300: both still wrap, or truncate on one line.
        let l = try layout(Stacks.TwoTexts(), proposed: ProposedViewSize(width: 280, height: 400))
        let texts = l.root.all { $0.kind == "Text" }
        XCTAssertEqual(texts.count, 2)
        for t in texts { XCTAssertGreaterThan(t.lines?.count ?? 0, 1, "\(t.label ?? ""): \(t.lines ?? [])") }
        XCTAssertLessThanOrEqual(l.node("HStack").rect.width, 280.001)
        SeedExpectations.stacksTwoTextsOneLine(try layout(Stacks.TwoTexts().lineLimit(1), proposed: ProposedViewSize(width: 280, height: 400)))
    }

    /// "The stack offers the remaining space to those with a higher layout priority first."
    func testLayoutPriorityServesTheFamilyNameFirst() throws {
        try SeedExpectations.stacksLayoutPriority(try layout(Stacks.Priority().frame(width: 320), scale: 2))
        SeedExpectations.stacksLayoutPriorityOneLine(
            try layout(Stacks.Priority().lineLimit(1), proposed: ProposedViewSize(width: 300, height: 400)),
            width: 300)
    }

    func testVStackHeightIsTheSumAndWidthTheWidest() throws {
        try SeedExpectations.stacksVStack(try layout(Stacks.VStackExample(), scale: 2))
    }

    func testVStackMoreChildren() throws {
        try SeedExpectations.stacksVStackMoreChildren(try layout(StacksGallery.VStackMoreChildren.ContentView(), scale: 2))
    }

    /// "The stack in the following example is placed in a smaller frame": text truncates, the stack overflows vertically.
    func testVStackInSmallFrameTruncatesAndOverflows() throws {
        SeedExpectations.stacksVStackSmallFrame(
            try layout(StacksGallery.VStackSmallFrame.ContentView(), scale: 2),
            onCanvas: try layout(StacksGallery.VStackSmallFrame.ContentView(), proposed: ProposedViewSize(width: 200, height: 220), scale: 2))
    }

    func testZStackIsAsLargeAsItsLargestChildren() throws {
        try SeedExpectations.stacksZStack(try layout(Stacks.ZStackExample(), scale: 2))
    }
}
