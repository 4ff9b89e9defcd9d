// Expectations for seed 004 part two: "Padding", "Secondary Views in Practice", "Geometry Reader",
// "Secondary Views", "Exploding Stacks" (fixtures/seeds/padding/, secondary-views-in-practice/, geometry-reader/,
// secondary-views/, exploding-stacks/), compiled as `Seed004.…` in Tests/EaselTests/Seeds/.
// Measured: Text("Nogitsune Takeshi") in .title is 243.290 x 33.886 (SeedExpectations.takeshiMeasured, a Text
// rounds it up to whole pixels); a .title line
// is 33.886 high, a body line 20.574.
import XCTest
import Easel

extension SeedExpectations {
    // MARK: Padding

    /// padding/01 (Seed004.PlainTitle): the Text alone has exactly its string's size on one line.
    static func paddingTitle(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Nogitsune Takeshi", file: file, line: line)
        assertRect(text.rect, 0, 0, takeshi(l).width, takeshi(l).height, file: file, line: line)
        XCTAssertEqual(text.lines, ["Nogitsune Takeshi"], file: file, line: line)
        XCTAssertEqual(l.root.rect, text.rect, "nothing around the text", file: file, line: line)
    }

    /// padding/02 (Seed004.TitleInFrame): the frame is 200 x 200 and the Text sits centred in it. Today's SwiftUI
    /// wraps the 243-point title onto two lines in the 200-point width; the article's 2019 picture shows one
    /// truncated line.
    static func paddingTitleInFrame(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 200, 200, file: file, line: line)
        let text = l.node("Text", "Nogitsune Takeshi", file: file, line: line)
        XCTAssertEqual(text.lines, ["Nogitsune", "Takeshi"], file: file, line: line)
        XCTAssertEqual(text.rect.height, pixelCeiling(2 * takeshiMeasured.height, l), accuracy: 0.001, file: file, line: line)
        XCTAssertLessThanOrEqual(text.rect.width, 200, file: file, line: line)
        XCTAssertEqual(text.rect.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(text.rect.midY, 100, accuracy: 0.25, file: file, line: line)
    }

    /// padding/03 (Seed004.DefaultPadding): `.padding()` is the system default of 16 on every edge: the padding
    /// view is the Text plus 32 each way, the Text at (16, 16) inside it.
    static func paddingDefault(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Nogitsune Takeshi", file: file, line: line)
        assertRect(text.rect, 16, 16, takeshi(l).width, takeshi(l).height, file: file, line: line)
        XCTAssertEqual(text.lines, ["Nogitsune Takeshi"], "the padding does not change the text", file: file, line: line)
        assertRect(l.node("padding", file: file, line: line).rect, 0, 0, takeshi(l).width + 32, takeshi(l).height + 32, file: file, line: line)
        XCTAssertEqual(l.root.kind, "padding", file: file, line: line)
    }

    /// padding/04 (Seed004.PaddingInFrame): in a 200 x 200 frame the padding proposes 168 x 168 to the Text: too
    /// narrow for one line, so it wraps to "Nogitsune" / "Takeshi"; the padding adds 16 back on each edge, still
    /// tightly wrapping the Text, and the frame centres it instead of the padding growing to fill the frame.
    static func paddingInFrame(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 200, 200, file: file, line: line)
        let text = l.node("Text", "Nogitsune Takeshi", file: file, line: line)
        XCTAssertEqual(text.lines, ["Nogitsune", "Takeshi"], file: file, line: line)
        XCTAssertGreaterThan(takeshi(l).width, 168, "one line does not fit the 168-point proposal", file: file, line: line)
        XCTAssertLessThanOrEqual(text.rect.width, 168, file: file, line: line)
        XCTAssertEqual(text.rect.height, pixelCeiling(2 * takeshiMeasured.height, l), accuracy: 0.001, file: file, line: line)
        let padding = l.node("padding", file: file, line: line).rect
        XCTAssertEqual(padding.width, text.rect.width + 32, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(padding.height, text.rect.height + 32, accuracy: 0.001, file: file, line: line)
        XCTAssertLessThan(padding.width, 200, "the padding does not fill the frame", file: file, line: line)
        XCTAssertLessThan(padding.height, 200, file: file, line: line)
        XCTAssertEqual(text.rect.minX - padding.minX, 16, file: file, line: line)
        XCTAssertEqual(text.rect.minY - padding.minY, 16, file: file, line: line)
        XCTAssertEqual(padding.midX, 100, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(padding.midY, 100, accuracy: 0.25, file: file, line: line)
        // The Text proposed 168 x 168 on its own lays out the same way.
        let alone = try layout(Text("Nogitsune Takeshi").font(.title), proposed: ProposedViewSize(width: 168, height: 168), scale: 2)
        XCTAssertEqual(alone.node("Text", "Nogitsune Takeshi", file: file, line: line).rect.size, text.rect.size, file: file, line: line)
    }

    // MARK: Secondary Views in Practice

    /// The character row shared by every version: the 48 x 64 rogue, then 8 points, then a leading-aligned
    /// VStack of the name and a bar of the caption's height, centred on the rogue.
    static func hitPointsRow(_ l: LayoutSnapshot, barHeight: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        let name = l.node("Text", "Hasty River", file: file, line: line).rect
        assertRect(l.image("rogue", file: file, line: line), 0, 0, 48, 64, file: file, line: line)
        XCTAssertEqual(name.minX, 56, "8 points after the rogue", file: file, line: line)
        XCTAssertEqual(name.height, takeshi(l).height, accuracy: 0.001, file: file, line: line)
        let stack = l.node("VStack", file: file, line: line).rect
        XCTAssertEqual(stack.minX, 56, file: file, line: line)
        XCTAssertEqual(stack.width, max(200, name.width), accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, name.height + 8 + barHeight, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(stack.midY, 32, accuracy: 0.5, "centred on the 64-point rogue", file: file, line: line)
        XCTAssertEqual(l.root.rect.width, 56 + stack.width, accuracy: 0.001, file: file, line: line)
    }

    /// secondary-views-in-practice/01 and 06 (Seed004.HitPoints): the finished bar: the reader is the 200-wide
    /// frame's size (the caption's height), red fills it and green is 200 * 33 / 60 = 110 wide from the leading edge.
    static func hitPointsFinishedBar(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "33/60", file: file, line: line).rect
        hitPointsRow(l, barHeight: text.height, file: file, line: line)
        let reader = l.node("GeometryReader", file: file, line: line).rect
        XCTAssertEqual(reader.width, 200, file: file, line: line)
        XCTAssertEqual(reader.height, text.height, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(reader.minX, 56, "leading in the VStack", file: file, line: line)
        XCTAssertEqual(reader.minX, l.node("VStack", file: file, line: line).rect.minX, file: file, line: line)
        XCTAssertEqual(reader.minY, text.minY, file: file, line: line)
        let rectangles = l.root.all { $0.kind == "Rectangle" }
        XCTAssertEqual(rectangles.count, 2, file: file, line: line)
        guard rectangles.count == 2 else { return }
        XCTAssertEqual(rectangles[0].rect, reader, "red fills the bar", file: file, line: line)
        assertRect(rectangles[1].rect, reader.minX, reader.minY, 200 * 33 / 60, reader.height, file: file, line: line)
        XCTAssertEqual(200 * 33 / 60, 110, file: file, line: line)
        XCTAssertEqual(l.node("ZStack", file: file, line: line).rect, reader, file: file, line: line)
        XCTAssertEqual(l.node("cornerRadius", file: file, line: line).rect, reader, file: file, line: line)
        XCTAssertEqual(text.midX, reader.midX, accuracy: 0.5, "the label is centred on the bar", file: file, line: line)
        // Drawn behind the text: the background's secondary view comes first.
        XCTAssertEqual(l.node("background", file: file, line: line).children.map(\.kind), ["GeometryReader", "frame"], file: file, line: line)
    }

    /// secondary-views-in-practice/02 (Seed004.HitPointsText): just the text: the bar (yellow border) hugs "33/60";
    /// the call site's 200-wide frame (green border) is the full width, the height of the caption text, with the
    /// bar centred in it.
    static func hitPointsTextOnly(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "33/60", file: file, line: line).rect
        XCTAssertLessThan(text.height, bodyLine, "the .font(.caption) on the bar reaches its Text", file: file, line: line)
        hitPointsRow(l, barHeight: text.height, file: file, line: line)
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 2, file: file, line: line)
        guard borders.count == 2 else { return }
        let green = borderRect(borders[0], file: file, line: line), yellow = borderRect(borders[1], file: file, line: line)
        XCTAssertEqual(yellow, text, "the bar tightly wraps its text", file: file, line: line)
        XCTAssertEqual(green.width, 200, file: file, line: line)
        XCTAssertEqual(green.height, text.height, accuracy: 0.001, "the frame is layout neutral in height", file: file, line: line)
        XCTAssertEqual(green.minX, 56, "leading in the VStack", file: file, line: line)
        XCTAssertEqual(green.minX, l.node("VStack", file: file, line: line).rect.minX, file: file, line: line)
        XCTAssertEqual(text.midX, green.midX, accuracy: 0.5, "the text is centred in the 200 frame", file: file, line: line)
        XCTAssertLessThan(text.width, 50, file: file, line: line)
    }

    /// secondary-views-in-practice/03 (Seed004.HitPointsFrame): the infinite frame inside the bar fills the
    /// 200-point call-site frame; the height is still the text's: the same geometry as `textOnly`'s green border
    /// (scene 02's layout).
    static func hitPointsInfiniteFrame(_ l: LayoutSnapshot, textOnly before: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "33/60", file: file, line: line).rect
        hitPointsRow(l, barHeight: text.height, file: file, line: line)
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 1, file: file, line: line)
        let green = borderRect(l.node("border", file: file, line: line), file: file, line: line)
        XCTAssertEqual(green.width, 200, file: file, line: line)
        XCTAssertEqual(green.minX, 56, file: file, line: line)
        XCTAssertEqual(green.height, text.height, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(green.minY, text.minY, file: file, line: line)
        XCTAssertEqual(text.midX, green.midX, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(borderRect(before.root.all { $0.kind == "border" }[0], file: file, line: line), green, file: file, line: line)
    }

    /// secondary-views-in-practice/04 (Seed004.HitPointsLozenge): the red lozenge: a background of the infinite
    /// frame, 200 x the caption's height, clipped by the corner radius.
    static func hitPointsRedLozenge(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "33/60", file: file, line: line).rect
        hitPointsRow(l, barHeight: text.height, file: file, line: line)
        let background = l.node("background", file: file, line: line)
        XCTAssertEqual(background.children.map(\.kind), ["Color", "frame"], "red behind the framed text", file: file, line: line)
        let red = background.children.first { $0.kind == "Color" }?.rect ?? .null
        XCTAssertEqual(red.width, 200, file: file, line: line)
        XCTAssertEqual(red.minX, 56, file: file, line: line)
        XCTAssertEqual(red.height, text.height, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(l.node("cornerRadius", file: file, line: line).rect, red, file: file, line: line)
        XCTAssertEqual(
            l.node("cornerRadius", file: file, line: line).children.first?.kind, "background", "the clip encloses frame and background", file: file, line: line)
    }

    /// secondary-views-in-practice/05 (Seed004.HitPointsRedBackground): HitPointBackground as a plain Color.red:
    /// the same layout as `lozenge` (scene 04's).
    static func hitPointsBackground(_ l: LayoutSnapshot, lozenge: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            l.node("background", file: file, line: line).children.first { $0.kind == "Color" }?.rect,
            lozenge.node("background", file: file, line: line).children.first { $0.kind == "Color" }?.rect, file: file, line: line)
        XCTAssertEqual(l.node("Text", "33/60", file: file, line: line).rect, lozenge.node("Text", "33/60", file: file, line: line).rect, file: file, line: line)
        XCTAssertEqual(l.node("cornerRadius", file: file, line: line).rect, lozenge.node("cornerRadius", file: file, line: line).rect, file: file, line: line)
    }

    // MARK: Geometry Reader

    /// geometry-reader/01 (Seed004.GeometryReaderHalf) on the phone: the reader takes the whole 390 x 844 proposal
    /// and passes it as g; the barbarian fits half of it (195 x 422): 195 wide, 195 * 92 / 101 high, centred by the
    /// reader-sized frame around the ZStack.
    static func geometryHalfSize(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let reader = l.node("GeometryReader", file: file, line: line)
        assertRect(reader.rect, 0, 0, 390, 844, file: file, line: line)
        XCTAssertEqual(reader.children.first?.kind, "frame", file: file, line: line)
        guard let frame = reader.children.first else { return }
        assertRect(frame.rect, 0, 0, 390, 844, file: file, line: line)
        let image = l.image("barbarian", file: file, line: line)
        XCTAssertEqual(image.width, 195, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(image.height, 195 * 92 / 101, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(image.midX, 195, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(image.midY, 422, accuracy: 0.25, file: file, line: line)
        // The max frame takes min(max, proposal) = 195 x 422 (the image fits inside it); the ZStack hugs
        // that frame and the reader-sized frame centres it.
        let stack = l.node("ZStack", file: file, line: line)
        assertRect(stack.rect, 97.5, 211, 195, 422, file: file, line: line)
        XCTAssertEqual(stack.children.first?.kind, "frame", file: file, line: line)
        XCTAssertEqual(stack.children.first?.rect, stack.rect, file: file, line: line)
    }

    /// geometry-reader/01 proposed 800 x 300: a landscape proposal: the height limits instead (half of 300 is 150).
    static func geometryHalfSizeLandscape(_ wide: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(wide.image("barbarian", file: file, line: line).height, 150, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(wide.image("barbarian", file: file, line: line).width, 150 * 101 / 92, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(wide.image("barbarian", file: file, line: line).midX, 400, accuracy: 0.25, file: file, line: line)
    }

    /// geometry-reader/02 (Seed004.GeometryInSecondaryView.OverlaidImage) on the phone: as an overlay, the reader is
    /// the size of the aspect-fit barbarian (390 x 355.2), not the screen: the overlay image is as wide as the
    /// barbarian and half as high. The published `.position(y:)` leaves x at 0, so the overlay's centre is on the
    /// barbarian's leading edge, over its middle half: the left half of the overlay is off screen (the prose
    /// describes the bottom half).
    static func geometryOverlay(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let image = l.image("barbarian", file: file, line: line)
        XCTAssertEqual(image.width, 390, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(image.height, 390 * 92 / 101, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(image.midY, 422, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(l.node("overlay", file: file, line: line).rect, image, file: file, line: line)
        XCTAssertEqual(
            l.node("GeometryReader", file: file, line: line).rect, image, "the reader is the size of the view it is attached to", file: file, line: line)
        XCTAssertEqual(l.node("position", file: file, line: line).rect, image, "position fills the reader", file: file, line: line)
        let overlay = l.image("overlay", file: file, line: line)
        XCTAssertEqual(overlay.width, image.width, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(overlay.height, image.height / 2, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(overlay.midX, 0, accuracy: 0.5, "x defaults to 0: centred on the leading edge", file: file, line: line)
        XCTAssertEqual(overlay.midY, image.midY, accuracy: 0.5, "centred at h / 2: the middle half, not the bottom half", file: file, line: line)
        XCTAssertLessThan(overlay.minX, 0, "half of it off screen", file: file, line: line)
    }

    /// geometry-reader/02 proposed 303 x 276: the reader again follows the image.
    static func geometryOverlay303(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let image = l.image("barbarian", file: file, line: line)
        assertRect(image, 0, 0, 303, 276, file: file, line: line)
        XCTAssertEqual(l.node("GeometryReader", file: file, line: line).rect, image, file: file, line: line)
        XCTAssertEqual(l.node("overlay", file: file, line: line).rect, image, file: file, line: line)
        assertRect(l.image("overlay", file: file, line: line), -151.5, 69, 303, 138, file: file, line: line)
        XCTAssertEqual(l.node("position", file: file, line: line).rect, image, "position fills the reader", file: file, line: line)
    }

    /// geometry-reader/02 proposed 202 x 400: smaller space: the barbarian is the aspect-fit size, and the reader follows it.
    static func geometryOverlay202(_ small: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(small.image("barbarian", file: file, line: line), 0, 108, 202, 184, file: file, line: line)
        XCTAssertEqual(small.node("GeometryReader", file: file, line: line).rect, small.image("barbarian", file: file, line: line), file: file, line: line)
        assertRect(small.image("overlay", file: file, line: line), -101, 154, 202, 92, file: file, line: line)
    }

    /// geometry-reader/03 (Seed004.GeometryInZStack.OverlaidImage): the ZStack version with the reader at layout
    /// priority −1 lays out exactly like `overlay` (scene 02 at the same proposal); the reader is drawn first,
    /// behind the barbarian (priority does not reorder drawing).
    static func geometryZStack(_ l: LayoutSnapshot, overlay o: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(l.image("barbarian", file: file, line: line), o.image("barbarian", file: file, line: line), file: file, line: line)
        XCTAssertEqual(l.image("overlay", file: file, line: line), o.image("overlay", file: file, line: line), file: file, line: line)
        XCTAssertEqual(l.node("GeometryReader", file: file, line: line).rect, o.node("GeometryReader", file: file, line: line).rect, file: file, line: line)
        XCTAssertEqual(
            l.node("ZStack", file: file, line: line).rect, l.image("barbarian", file: file, line: line), "only the barbarian sizes the stack", file: file,
            line: line)
        XCTAssertEqual(l.node("ZStack", file: file, line: line).children.first?.kind, "GeometryReader", file: file, line: line)
        XCTAssertEqual(l.node("ZStack", file: file, line: line).children.map(\.kind), ["GeometryReader", "aspectRatio"], file: file, line: line)
    }

    // MARK: Secondary Views

    /// secondary-views/01 and 04 (Seed004.YellowBackground): the Color is proposed the size the Text chose and fills it.
    static func yellowBackground(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Hasty River", file: file, line: line).rect
        XCTAssertEqual(text.height, titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(l.node("Color", file: file, line: line).rect, text, file: file, line: line)
        XCTAssertEqual(l.root.rect, text, file: file, line: line)
        XCTAssertEqual(l.node("background", file: file, line: line).children.map(\.kind), ["Color", "Text"], "drawn behind", file: file, line: line)
    }

    /// secondary-views/02 (Seed004.ImageBackground): the 48 x 64 rogue overflows the 33.886-high Text, centred on it;
    /// the Text's frame is unchanged from `plain` (scene 01's layout) and the whole view is still the Text's size.
    /// `roomy`: proposed 200 x 100 (the view centred, as in a preview), so that the overflow shows.
    static func imageBackground(
        _ l: LayoutSnapshot, plain: LayoutSnapshot, roomy: LayoutSnapshot,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = l.node("Text", "Hasty River", file: file, line: line).rect
        XCTAssertEqual(text, plain.node("Text", "Hasty River", file: file, line: line).rect, file: file, line: line)
        XCTAssertEqual(l.root.rect, text, file: file, line: line)
        XCTAssertEqual(l.node("background", file: file, line: line).rect, text, file: file, line: line)
        XCTAssertEqual(l.node("background", file: file, line: line).children.map(\.kind), ["Image", "Text"], file: file, line: line)
        let image = l.image("rogue", file: file, line: line)
        XCTAssertEqual(image.size, CGSize(width: 48, height: 64), file: file, line: line)
        XCTAssertEqual(image.midX, text.midX, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(image.midY, text.midY, accuracy: 0.25, file: file, line: line)
        XCTAssertLessThan(image.minY, text.minY, "overflows above", file: file, line: line)
        XCTAssertGreaterThan(image.maxY, text.maxY, "and below", file: file, line: line)
        XCTAssertEqual(roomy.node("Text", "Hasty River", file: file, line: line).rect.size, text.size, "still one line, same size", file: file, line: line)
        XCTAssertEqual(roomy.image("rogue", file: file, line: line).midY, 50, accuracy: 0.25, file: file, line: line)
    }

    /// secondary-views/03 (Seed004.VStackIgnoresBackground): the VStack ignores the secondary view: it stacks the
    /// three Texts only (8 between each), exactly as without the background, and the rogue overlaps the lines
    /// above and below.
    static func vstackIgnoresBackground(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let caption = l.node("Text", "My Character", file: file, line: line).rect
        let name = l.node("Text", "Hasty River", file: file, line: line).rect
        let rogue = l.node("Text", "Rogue", file: file, line: line).rect
        let stack = l.node("VStack", file: file, line: line).rect
        XCTAssertEqual(name.height, titleLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(rogue.height, bodyLine, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, caption.height + name.height + rogue.height + 16, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(stack.minY, caption.minY, file: file, line: line)
        XCTAssertEqual(stack.maxY, rogue.maxY, accuracy: 0.25, file: file, line: line)
        XCTAssertEqual(stack.width, max(caption.width, name.width, rogue.width), accuracy: 0.001, file: file, line: line)
        let image = l.image("rogue", file: file, line: line)
        XCTAssertEqual(image.midY, name.midY, accuracy: 0.25, file: file, line: line)
        XCTAssertLessThan(image.minY, caption.maxY, "overlaps the caption", file: file, line: line)
        XCTAssertGreaterThan(image.maxY, rogue.minY, "overlaps the last line", file: file, line: line)
        // The same stack without the background: identical text frames.
        let bare = try layout(
            VStack {
                Text("My Character").font(.caption)
                Text("Hasty River").font(.title)
                Text("Rogue")
            }, scale: 2)
        XCTAssertEqual(bare.node("Text", "Hasty River", file: file, line: line).rect, name, file: file, line: line)
        XCTAssertEqual(bare.node("Text", "My Character", file: file, line: line).rect, caption, file: file, line: line)
        XCTAssertEqual(bare.node("Text", "Rogue", file: file, line: line).rect, rogue, file: file, line: line)
        XCTAssertEqual(bare.node("VStack", file: file, line: line).rect, stack, file: file, line: line)
    }

    /// secondary-views/05 (Seed004.ZStackBackground): `ZStack { Color.yellow.layoutPriority(-1); Text }`: the stack
    /// takes the Text's size, the Color is proposed it and fills it, and is still drawn behind: the same layout as
    /// `.background` (`background`, scene 01's layout).
    static func zstackBackground(_ l: LayoutSnapshot, background: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "Hasty River", file: file, line: line).rect
        XCTAssertEqual(l.node("ZStack", file: file, line: line).rect, text, file: file, line: line)
        XCTAssertEqual(l.node("Color", file: file, line: line).rect, text, file: file, line: line)
        XCTAssertEqual(l.root.rect, text, file: file, line: line)
        XCTAssertEqual(l.node("ZStack", file: file, line: line).children.count, 2, file: file, line: line)
        XCTAssertEqual(l.node("ZStack", file: file, line: line).children.first?.kind, "Color", file: file, line: line)
        XCTAssertEqual(l.node("ZStack", file: file, line: line).children.last?.kind, "Text", "the Color is drawn behind the Text", file: file, line: line)
        XCTAssertEqual(background.node("Text", "Hasty River", file: file, line: line).rect, text, file: file, line: line)
        XCTAssertEqual(background.node("Color", file: file, line: line).rect, l.node("Color", file: file, line: line).rect, file: file, line: line)
    }

    // MARK: Exploding Stacks

    /// exploding-stacks/01 (Seed004.ExplodingFrameOutside) on the phone: ⚠️ the frame outside the ZStack fills the
    /// screen, but the ZStack is only the dragoon's size and the frame centres it: the stack's .bottomTrailing
    /// alignment has no effect.
    static func explodingFrameAroundStack(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
        assertRect(l.node("ZStack", file: file, line: line).rect, 159, 376.5, 72, 91, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line), l.node("ZStack", file: file, line: line).rect, file: file, line: line)
    }

    /// exploding-stacks/02 (Seed004.ExplodingFrameInside) on the phone: ⚠️ the frame inside explodes the ZStack to
    /// the whole screen, but the stack aligns the frame, and the frame centres the dragoon.
    static func explodingFrameInsideStack(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.node("ZStack", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
        assertRect(l.image("dragoon", file: file, line: line), 159, 376.5, 72, 91, file: file, line: line)
    }

    /// exploding-stacks/03 (Seed004.ExplodingAlignedFrame) on the phone: the alignment on the frame puts the
    /// dragoon in the bottom-trailing corner.
    static func explodingAlignmentOnFrame(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.node("ZStack", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
        assertRect(l.node("frame", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
        assertRect(l.image("dragoon", file: file, line: line), 390 - 72, 844 - 91, 72, 91, file: file, line: line)
    }

    /// exploding-stacks/04 (Seed004.ExplodingFourCorners) on the phone: four exploding frames, one per corner,
    /// each aligning its Image; on `pad` (proposed 1024 x 768) the corners follow the screen.
    static func explodingFourCorners(_ l: LayoutSnapshot, pad: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.node("ZStack", file: file, line: line).rect, 0, 0, 390, 844, file: file, line: line)
        let frames = l.node("ZStack", file: file, line: line).children
        XCTAssertEqual(frames.count, 4, file: file, line: line)
        XCTAssertEqual(frames.map(\.kind), ["frame", "frame", "frame", "frame"], file: file, line: line)
        for f in frames { assertRect(f.rect, 0, 0, 390, 844, file: file, line: line) }
        assertRect(l.image("brawler", file: file, line: line), 0, 0, 56, 76, file: file, line: line)
        assertRect(l.image("rogue", file: file, line: line), 390 - 48, 0, 48, 64, file: file, line: line)
        assertRect(l.image("barbarian", file: file, line: line), 0, 844 - 92, 101, 92, file: file, line: line)
        assertRect(l.image("dragoon", file: file, line: line), 390 - 72, 844 - 91, 72, 91, file: file, line: line)
        assertRect(pad.image("dragoon", file: file, line: line), 1024 - 72, 768 - 91, 72, 91, file: file, line: line)
        assertRect(pad.image("rogue", file: file, line: line), 1024 - 48, 0, 48, 64, file: file, line: line)
        assertRect(pad.image("barbarian", file: file, line: line), 0, 768 - 92, 101, 92, file: file, line: line)
    }
}
