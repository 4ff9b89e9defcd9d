// Expectations for "Views Have Fixed Sizes" (seed 000): fixtures/seeds/fixed-sizes/.
// The barbarian image is 101 x 92; body text 17 pt, .title 28 pt (SeedExpectations.bodyLine, titleLine).
import XCTest
import Easel

extension SeedExpectations {
    /// 01 (FixedImage.ContentView): "The resulting view has the same size", 101 x 92, and the canvas is no larger.
    static func fixedImage(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("barbarian", file: file, line: line), 0, 0, 101, 92, file: file, line: line)
        XCTAssertEqual(l.canvas.width, 101, file: file, line: line)
        XCTAssertEqual(l.canvas.height, 92, file: file, line: line)
    }

    /// 02 (FixedImage.InFrame): ".frame does not change the view it modifies": a 200 x 200 frame with the
    /// 101 x 92 image centred ("Rather than change the size of the image, it's simply centered within the frame").
    static func fixedImageFrame(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(l.root.kind, "frame", file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 200, 200, file: file, line: line)
        assertRect(l.image("barbarian", file: file, line: line), 49.5, 54, 101, 92, file: file, line: line)
    }

    /// 03 (FixedImage.InSmallFrame): "It simply overflows its bounds": 101 wide in a 50-wide frame, from −25.5
    /// to 75.5. `onCanvas` is the scene on a 200 x 200 canvas: the 50 x 200 frame is centred (x = 75) and the
    /// overflow is drawn.
    static func fixedImageSmallFrame(_ l: LayoutSnapshot, onCanvas wide: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 50, 200, file: file, line: line)
        assertRect(l.image("barbarian", file: file, line: line), -25.5, 54, 101, 92, file: file, line: line)
        XCTAssertLessThan(l.image("barbarian", file: file, line: line).minX, l.node("frame", file: file, line: line).rect.minX, file: file, line: line)
        XCTAssertGreaterThan(l.image("barbarian", file: file, line: line).maxX, l.node("frame", file: file, line: line).rect.maxX, file: file, line: line)
        assertRect(wide.node("frame", file: file, line: line).rect, 75, 0, 50, 200, file: file, line: line)
        assertRect(wide.image("barbarian", file: file, line: line), 49.5, 54, 101, 92, file: file, line: line)
    }

    /// 04 (FixedText.ContentView): "Text too has a fixed size, which is simply the size necessary to render
    /// the string": one line.
    static func fixedText(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", file: file, line: line)
        XCTAssertEqual(t.lines, ["Nogitsune Takeshi"], file: file, line: line)
        XCTAssertEqual(t.rect.height, bodyLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(t.rect.origin, .zero, file: file, line: line)
    }

    /// 05 (FixedText.InFrame): "The size of the Text remains the same as before, and … it's simply centered
    /// within the frame"; `alone` is scene 04's layout.
    static func fixedTextFrame(_ l: LayoutSnapshot, alone: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 200, 200, file: file, line: line)
        XCTAssertEqual(t.rect.size, alone.node("Text", file: file, line: line).rect.size, "the frame does not change the text's size", file: file, line: line)
        XCTAssertEqual(t.lines, ["Nogitsune Takeshi"], file: file, line: line)
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.rect.midY, 100, accuracy: 0.25, file: file, line: line)
    }

    /// 06 (FixedText.Title): "Since it's using a larger font, we'd expect it to have a larger fixed size";
    /// `body` is scene 04's layout.
    static func fixedTitle(_ l: LayoutSnapshot, body: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let title = l.node("Text", file: file, line: line)
        XCTAssertEqual(title.lines, ["Nogitsune Takeshi"], file: file, line: line)
        XCTAssertEqual(title.rect.height, titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertGreaterThan(
            title.rect.width, body.node("Text", file: file, line: line).rect.width, "a larger font gives a larger fixed size", file: file, line: line)
        XCTAssertGreaterThan(title.rect.width, 200, "too wide for the 200-point frame of the next example", file: file, line: line)
    }

    /// 07 (FixedText.TitleInFrame): "But it didn't!" overflow: the frame proposes 200 x 200 first and the Text
    /// fits itself to it. The 2019 beta truncated to one line (the article's picture); today it wraps to two
    /// lines, as wide as the longer one and centred.
    static func fixedTitleFrame(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let t = l.node("Text", file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 200, 200, file: file, line: line)
        XCTAssertEqual(t.lines, ["Nogitsune", "Takeshi"], file: file, line: line)
        XCTAssertLessThan(t.rect.width, 200, "it returns the width of its longest line, not the frame's", file: file, line: line)
        XCTAssertEqual(t.rect.height, 2 * titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.rect.midY, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertTrue(l.node("frame", file: file, line: line).rect.contains(t.rect), "no overflow", file: file, line: line)
    }

    /// FixedText.OneLine, the article's 2019 picture: one line, truncated with an ellipsis, narrower than the frame.
    static func fixedTitleOneLine(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let oneLine = l.node("Text", file: file, line: line)
        XCTAssertEqual(oneLine.lines?.count, 1, file: file, line: line)
        XCTAssertTrue(oneLine.lines?.first?.hasSuffix("…") ?? false, "\(oneLine.lines ?? [])", file: file, line: line)
        XCTAssertLessThanOrEqual(oneLine.rect.width, 200, file: file, line: line)
        XCTAssertEqual(oneLine.rect.height, titleLine, accuracy: 0.001, file: file, line: line)
    }

    /// 08 (FixedText.TwoLines): "The width of the Text is only enough to render the longest line, and the
    /// height is only enough to render both lines", centred in the frame.
    static func fixedTitleLineLimit(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let t = l.node("Text", file: file, line: line)
        XCTAssertEqual(t.lines, ["Nogitsune", "Takeshi"], file: file, line: line)
        XCTAssertEqual(t.rect.height, 2 * titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertLessThan(t.rect.width, 200, file: file, line: line)
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(t.rect.midY, 100, accuracy: 0.25, file: file, line: line)
        // The longer line's width: the same Text with only "Nogitsune" at the title font.
        XCTAssertEqual(t.rect.width, try titleWidth("Nogitsune", l), accuracy: 0.001, file: file, line: line)
    }

    /// 09 (ResizableImages.Stretch): "A resizable image simply returns the size of its parent as its own size": 200 x 150.
    static func fixedResizable(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("barbarian", file: file, line: line), 0, 0, 200, 150, file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 200, 150, file: file, line: line)
    }

    /// 10 (ResizableImages.Tile): "The size of the Image is still the size of the frame, it's simply rendering
    /// the source image multiple times."
    static func fixedResizableTile(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("barbarian", file: file, line: line), 0, 0, 200, 150, file: file, line: line)
    }

    /// 11 (ResizableImages.Fit): "The Image has chosen to use all of the parent's available height … a width
    /// that retains the aspect ratio": 150 * 101 / 92 = 164.67 wide, centred (x = 17.5 on the @2x pixel grid).
    static func fixedAspectFit(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let r = l.image("barbarian", file: file, line: line)
        XCTAssertEqual(r.height, 150, file: file, line: line)
        XCTAssertEqual(r.width, 150 * 101 / 92, accuracy: 0.0001, file: file, line: line)
        XCTAssertEqual(r.width, 164.67, accuracy: 0.005, file: file, line: line)
        XCTAssertEqual(r.minY, 0, file: file, line: line)
        XCTAssertEqual(r.minX, 17.5, file: file, line: line)
        XCTAssertEqual(r.midX, 100, accuracy: 0.25, file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 200, 150, file: file, line: line)
        XCTAssertEqual(l.node("aspectRatio", file: file, line: line).rect, r, file: file, line: line)
    }
}
