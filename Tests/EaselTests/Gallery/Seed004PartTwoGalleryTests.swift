// Seed gallery, seed 004 part two: "Padding", "Secondary Views in Practice", "Geometry Reader",
// "Secondary Views", "Exploding Stacks". Each scene file under fixtures/seeds/<article>/ is read by
// the evaluator, compared with its compiled form (the `Seed004.*` types in Tests/EaselTests/Seeds/),
// checked against the article's numbers and statements, and snapshotted into golden/seeds/.
// Measured: Text("Nogitsune Takeshi") in .title is 243.290 x 33.886; a .title line is 33.886 high,
// a body line 20.574.
import XCTest
import Easel
import EaselScript
import EaselTesting

/// A phone-sized screen for the examples that fill the space they are offered.
private let phone = ProposedViewSize(width: 390, height: 844)
private let phoneSize = CGSize(width: 390, height: 844)

final class Seed004PartTwoGalleryTests: XCTestCase {
    let title = CGSize(width: 243.290, height: 33.886)
    let bodyLine: CGFloat = 20.574

    /// The rectangle of a `border` node (the stroked Rectangle overlay).
    private func border(_ n: LayoutSnapshot.Node, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        XCTAssertEqual(n.kind, "border", file: file, line: line)
        return n.children.first { $0.kind == "Rectangle" }?.rect ?? .null
    }

    // MARK: Padding

    /// The Text alone has exactly its string's size on one line.
    func testPadding01Title() throws {
        let scene = try SeedScene("padding/01-title.swift")
        try assertSameLayout(scene, Seed004.PlainTitle.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Nogitsune Takeshi")
        assertRect(text.rect, 0, 0, title.width, title.height)
        XCTAssertEqual(text.lines, ["Nogitsune Takeshi"])
        XCTAssertEqual(l.root.rect, text.rect, "nothing around the text")
        assertSeedSnapshot(scene, named: "padding-01-title")
    }

    /// The frame is 200 x 200 and the Text sits centred in it. Today's SwiftUI wraps the 243-point
    /// title onto two lines in the 200-point width; the article's 2019 picture shows one truncated line.
    func testPadding02TitleInFrame() throws {
        let scene = try SeedScene("padding/02-title-in-frame.swift")
        try assertSameLayout(scene, Seed004.TitleInFrame.ContentView())
        let l = try scene.layout()
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        let text = l.node("Text", "Nogitsune Takeshi")
        XCTAssertEqual(text.lines, ["Nogitsune", "Takeshi"])
        XCTAssertEqual(text.rect.height, 2 * title.height, accuracy: 0.001)
        XCTAssertLessThanOrEqual(text.rect.width, 200)
        XCTAssertEqual(text.rect.midX, 100, accuracy: 0.25)
        XCTAssertEqual(text.rect.midY, 100, accuracy: 0.25)
        assertSeedSnapshot(scene, named: "padding-02-title-in-frame")
    }

    /// `.padding()` is the system default of 16 on every edge: the padding view is the Text plus 32
    /// each way, the Text at (16, 16) inside it.
    func testPadding03DefaultPadding() throws {
        let scene = try SeedScene("padding/03-default-padding.swift")
        try assertSameLayout(scene, Seed004.DefaultPadding.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Nogitsune Takeshi")
        assertRect(text.rect, 16, 16, title.width, title.height)
        XCTAssertEqual(text.lines, ["Nogitsune Takeshi"], "the padding does not change the text")
        assertRect(l.node("padding").rect, 0, 0, title.width + 32, title.height + 32)
        XCTAssertEqual(l.root.kind, "padding")
        assertSeedSnapshot(scene, named: "padding-03-default-padding")
    }

    /// In a 200 x 200 frame the padding proposes 168 x 168 to the Text: too narrow for one line, so it
    /// wraps to "Nogitsune" / "Takeshi"; the padding adds 16 back on each edge, still tightly wrapping
    /// the Text, and the frame centres it instead of the padding growing to fill the frame.
    func testPadding04PaddingInFrame() throws {
        let scene = try SeedScene("padding/04-padding-in-frame.swift")
        try assertSameLayout(scene, Seed004.PaddingInFrame.ContentView())
        let l = try scene.layout()
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        let text = l.node("Text", "Nogitsune Takeshi")
        XCTAssertEqual(text.lines, ["Nogitsune", "Takeshi"])
        XCTAssertGreaterThan(title.width, 168, "one line does not fit the 168-point proposal")
        XCTAssertLessThanOrEqual(text.rect.width, 168)
        XCTAssertEqual(text.rect.height, 2 * title.height, accuracy: 0.001)
        let padding = l.node("padding").rect
        XCTAssertEqual(padding.width, text.rect.width + 32, accuracy: 0.001)
        XCTAssertEqual(padding.height, text.rect.height + 32, accuracy: 0.001)
        XCTAssertLessThan(padding.width, 200, "the padding does not fill the frame")
        XCTAssertLessThan(padding.height, 200)
        XCTAssertEqual(text.rect.minX - padding.minX, 16)
        XCTAssertEqual(text.rect.minY - padding.minY, 16)
        XCTAssertEqual(padding.midX, 100, accuracy: 0.25)
        XCTAssertEqual(padding.midY, 100, accuracy: 0.25)
        // The Text proposed 168 x 168 on its own lays out the same way.
        let alone = try layout(Text("Nogitsune Takeshi").font(.title), proposed: ProposedViewSize(width: 168, height: 168), scale: 2)
        XCTAssertEqual(alone.node("Text", "Nogitsune Takeshi").rect.size, text.rect.size)
        assertSeedSnapshot(scene, named: "padding-04-padding-in-frame")
    }

    // MARK: Secondary Views in Practice

    /// The character row shared by every version: the 48 x 64 rogue, then 8 points, then a
    /// leading-aligned VStack of the name and a bar of the caption's height, centred on the rogue.
    private func checkRow(_ l: LayoutSnapshot, barHeight: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        let name = l.node("Text", "Hasty River", file: file, line: line).rect
        assertRect(l.image("rogue", file: file, line: line), 0, 0, 48, 64, file: file, line: line)
        XCTAssertEqual(name.minX, 56, "8 points after the rogue", file: file, line: line)
        XCTAssertEqual(name.height, title.height, accuracy: 0.001, file: file, line: line)
        let stack = l.node("VStack", file: file, line: line).rect
        XCTAssertEqual(stack.minX, 56, file: file, line: line)
        XCTAssertEqual(stack.width, max(200, name.width), accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, name.height + 8 + barHeight, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(stack.midY, 32, accuracy: 0.5, "centred on the 64-point rogue", file: file, line: line)
        XCTAssertEqual(l.root.rect.width, 56 + stack.width, accuracy: 0.001, file: file, line: line)
    }

    /// The finished bar's geometry: the reader is the 200-wide frame's size (the caption's height),
    /// red fills it and green is 200 * 33 / 60 = 110 wide from the leading edge.
    private func checkFinishedBar(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.node("Text", "33/60", file: file, line: line).rect
        checkRow(l, barHeight: text.height, file: file, line: line)
        let reader = l.node("GeometryReader", file: file, line: line).rect
        XCTAssertEqual(reader.width, 200, file: file, line: line)
        XCTAssertEqual(reader.height, text.height, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(reader.minX, 56, "leading in the VStack", file: file, line: line)
        XCTAssertEqual(reader.minY, text.minY, file: file, line: line)
        let rectangles = l.root.all { $0.kind == "Rectangle" }
        XCTAssertEqual(rectangles.count, 2, file: file, line: line)
        guard rectangles.count == 2 else { return }
        XCTAssertEqual(rectangles[0].rect, reader, "red fills the bar", file: file, line: line)
        assertRect(rectangles[1].rect, reader.minX, reader.minY, 200 * 33 / 60, reader.height, file: file, line: line)
        XCTAssertEqual(200 * 33 / 60, 110)
        XCTAssertEqual(l.node("ZStack", file: file, line: line).rect, reader, file: file, line: line)
        XCTAssertEqual(l.node("cornerRadius", file: file, line: line).rect, reader, file: file, line: line)
        XCTAssertEqual(text.midX, reader.midX, accuracy: 0.5, "the label is centred on the bar", file: file, line: line)
        // Drawn behind the text: the background's secondary view comes first.
        XCTAssertEqual(l.node("background", file: file, line: line).children.map(\.kind), ["GeometryReader", "frame"], file: file, line: line)
    }

    /// The goal row, rendered with the finished bar (the same code as 06).
    func testSecondaryViewsInPractice01Goal() throws {
        let scene = try SeedScene("secondary-views-in-practice/01-goal.swift")
        try assertSameLayout(scene, Seed004.HitPoints.ContentView())
        let l = try scene.layout()
        checkFinishedBar(l)
        let final = try SeedScene("secondary-views-in-practice/06-geometry-reader-background.swift")
        XCTAssertEqual(try l.jsonData(), try final.layout().jsonData())
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-01-goal")
    }

    /// Just the text: the bar (yellow border) hugs "33/60"; the call site's 200-wide frame (green
    /// border) is the full width, the height of the caption text, with the bar centred in it.
    func testSecondaryViewsInPractice02TextOnly() throws {
        let scene = try SeedScene("secondary-views-in-practice/02-text-only.swift")
        try assertSameLayout(scene, Seed004.HitPointsText.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "33/60").rect
        XCTAssertLessThan(text.height, bodyLine, "the .font(.caption) on the bar reaches its Text")
        checkRow(l, barHeight: text.height)
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 2)
        let green = border(borders[0]), yellow = border(borders[1])
        XCTAssertEqual(yellow, text, "the bar tightly wraps its text")
        XCTAssertEqual(green.width, 200)
        XCTAssertEqual(green.height, text.height, accuracy: 0.001, "the frame is layout neutral in height")
        XCTAssertEqual(green.minX, 56, "leading in the VStack")
        XCTAssertEqual(text.midX, green.midX, accuracy: 0.5, "the text is centred in the 200 frame")
        XCTAssertLessThan(text.width, 50)
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-02-text-only")
    }

    /// The infinite frame inside the bar fills the 200-point call-site frame; the height is still the
    /// text's. The picture looks the same as before, with the green border now inside the bar.
    func testSecondaryViewsInPractice03InfiniteFrame() throws {
        let scene = try SeedScene("secondary-views-in-practice/03-infinite-frame.swift")
        try assertSameLayout(scene, Seed004.HitPointsFrame.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "33/60").rect
        checkRow(l, barHeight: text.height)
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 1)
        let green = border(l.node("border"))
        XCTAssertEqual(green.width, 200)
        XCTAssertEqual(green.minX, 56)
        XCTAssertEqual(green.height, text.height, accuracy: 0.001)
        XCTAssertEqual(green.minY, text.minY)
        XCTAssertEqual(text.midX, green.midX, accuracy: 0.5)
        // Same geometry as the previous version's green border.
        let before = try SeedScene("secondary-views-in-practice/02-text-only.swift").layout()
        XCTAssertEqual(border(before.root.all { $0.kind == "border" }[0]), green)
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-03-infinite-frame")
    }

    /// The red lozenge: a background of the infinite frame, 200 x the caption's height, clipped by the
    /// corner radius; the label is white.
    func testSecondaryViewsInPractice04RedLozenge() throws {
        let scene = try SeedScene("secondary-views-in-practice/04-red-lozenge.swift")
        try assertSameLayout(scene, Seed004.HitPointsLozenge.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "33/60").rect
        checkRow(l, barHeight: text.height)
        let background = l.node("background")
        XCTAssertEqual(background.children.map(\.kind), ["Color", "frame"], "red behind the framed text")
        let red = background.children[0].rect
        XCTAssertEqual(red.width, 200)
        XCTAssertEqual(red.minX, 56)
        XCTAssertEqual(red.height, text.height, accuracy: 0.001)
        XCTAssertEqual(l.node("cornerRadius").rect, red)
        XCTAssertEqual(l.node("cornerRadius").children.first?.kind, "background", "the clip encloses frame and background")
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-04-red-lozenge")
    }

    /// HitPointBackground as a plain Color.red: the same layout as the lozenge.
    func testSecondaryViewsInPractice05HitPointBackground() throws {
        let scene = try SeedScene("secondary-views-in-practice/05-hit-point-background.swift")
        try assertSameLayout(scene, Seed004.HitPointsRedBackground.ContentView())
        let l = try scene.layout()
        let lozenge = try SeedScene("secondary-views-in-practice/04-red-lozenge.swift").layout()
        XCTAssertEqual(l.node("background").children.first { $0.kind == "Color" }?.rect,
                       lozenge.node("background").children.first { $0.kind == "Color" }?.rect)
        XCTAssertEqual(l.node("Text", "33/60").rect, lozenge.node("Text", "33/60").rect)
        XCTAssertEqual(l.node("cornerRadius").rect, lozenge.node("cornerRadius").rect)
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-05-hit-point-background")
    }

    /// The finished bar: green 110 of 200 from the leading edge, red behind the rest.
    func testSecondaryViewsInPractice06GeometryReaderBackground() throws {
        let scene = try SeedScene("secondary-views-in-practice/06-geometry-reader-background.swift")
        try assertSameLayout(scene, Seed004.HitPoints.ContentView())
        let l = try scene.layout()
        checkFinishedBar(l)
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-06-geometry-reader-background")
    }

    // MARK: Geometry Reader

    /// The reader takes the whole 390 x 844 proposal and passes it as g; the barbarian fits half of it
    /// (195 x 422): 195 wide, 195 * 92 / 101 high, centred by the reader-sized frame around the ZStack.
    func testGeometryReader01HalfSizeBarbarian() throws {
        let scene = try SeedScene("geometry-reader/01-half-size-barbarian.swift")
        try assertSameLayout(scene, Seed004.GeometryReaderHalf.ContentView(), proposed: phone)
        let l = try scene.layout(proposed: phone)
        let reader = l.node("GeometryReader")
        assertRect(reader.rect, 0, 0, 390, 844)
        XCTAssertEqual(reader.children.first?.kind, "frame")
        assertRect(reader.children[0].rect, 0, 0, 390, 844)
        let image = l.image("barbarian")
        XCTAssertEqual(image.width, 195, accuracy: 0.001)
        XCTAssertEqual(image.height, 195 * 92 / 101, accuracy: 0.001)
        XCTAssertEqual(image.midX, 195, accuracy: 0.25)
        XCTAssertEqual(image.midY, 422, accuracy: 0.25)
        // The max frame takes min(max, proposal) = 195 x 422 (the image fits inside it); the ZStack hugs
        // that frame and the reader-sized frame centres it.
        let stack = l.node("ZStack")
        assertRect(stack.rect, 97.5, 211, 195, 422)
        XCTAssertEqual(stack.children.first?.kind, "frame")
        XCTAssertEqual(stack.children.first?.rect, stack.rect)
        assertSeedSnapshot(scene, named: "geometry-reader-01-half-size-barbarian", size: phoneSize)
    }

    /// As an overlay, the reader is the size of the aspect-fit barbarian (390 x 355.2 on the phone),
    /// not the screen: the overlay image is as wide as the barbarian and half as high. The published
    /// `.position(y:)` leaves x at 0, so the overlay's centre is on the barbarian's leading edge, over
    /// its middle half: the left half of the overlay is off screen (the prose describes the bottom half).
    func testGeometryReader02OverlaySecondaryView() throws {
        let scene = try SeedScene("geometry-reader/02-overlay-secondary-view.swift", select: "OverlaidImage")
        try assertSameLayout(scene, Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: phone)
        let l = try scene.layout(proposed: phone)
        let image = l.image("barbarian")
        XCTAssertEqual(image.width, 390, accuracy: 0.001)
        XCTAssertEqual(image.height, 390 * 92 / 101, accuracy: 0.5)
        XCTAssertEqual(image.midY, 422, accuracy: 0.5)
        XCTAssertEqual(l.node("overlay").rect, image)
        XCTAssertEqual(l.node("GeometryReader").rect, image, "the reader is the size of the view it is attached to")
        XCTAssertEqual(l.node("position").rect, image, "position fills the reader")
        let overlay = l.image("overlay")
        XCTAssertEqual(overlay.width, image.width, accuracy: 0.001)
        XCTAssertEqual(overlay.height, image.height / 2, accuracy: 0.5)
        XCTAssertEqual(overlay.midX, 0, accuracy: 0.5, "x defaults to 0: centred on the leading edge")
        XCTAssertEqual(overlay.midY, image.midY, accuracy: 0.5, "centred at h / 2: the middle half, not the bottom half")
        XCTAssertLessThan(overlay.minX, 0, "half of it off screen")
        // At the existing test's 303 x 276 the reader again follows the image.
        let small = try scene.layout(proposed: ProposedViewSize(width: 303, height: 276))
        assertRect(small.image("barbarian"), 0, 0, 303, 276)
        assertRect(small.image("overlay"), -151.5, 69, 303, 138)
        assertSeedSnapshot(scene, named: "geometry-reader-02-overlay-secondary-view", size: phoneSize)
    }

    /// The ZStack version with the reader at layout priority −1 lays out exactly like the overlay; the
    /// reader is drawn first, behind the barbarian (priority does not reorder drawing).
    func testGeometryReader03OverlayZStack() throws {
        let scene = try SeedScene("geometry-reader/03-overlay-zstack.swift", select: "OverlaidImage")
        try assertSameLayout(scene, Seed004.GeometryInZStack.OverlaidImage(), proposed: phone)
        let overlayScene = try SeedScene("geometry-reader/02-overlay-secondary-view.swift", select: "OverlaidImage")
        for proposal in [phone, ProposedViewSize(width: 303, height: 276), ProposedViewSize(width: 202, height: 400)] {
            let l = try scene.layout(proposed: proposal)
            let o = try overlayScene.layout(proposed: proposal)
            XCTAssertEqual(l.image("barbarian"), o.image("barbarian"))
            XCTAssertEqual(l.image("overlay"), o.image("overlay"))
            XCTAssertEqual(l.node("GeometryReader").rect, o.node("GeometryReader").rect)
            XCTAssertEqual(l.node("ZStack").rect, l.image("barbarian"), "only the barbarian sizes the stack")
            XCTAssertEqual(l.node("ZStack").children.map(\.kind), ["GeometryReader", "aspectRatio"])
        }
        assertSeedSnapshot(scene, named: "geometry-reader-03-overlay-zstack", size: phoneSize)
    }

    // MARK: Secondary Views

    /// The Color is proposed the size the Text chose and fills it.
    func testSecondaryViews01YellowBackground() throws {
        let scene = try SeedScene("secondary-views/01-yellow-background.swift")
        try assertSameLayout(scene, Seed004.YellowBackground.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Hasty River").rect
        XCTAssertEqual(text.height, title.height, accuracy: 0.001)
        XCTAssertEqual(l.node("Color").rect, text)
        XCTAssertEqual(l.root.rect, text)
        XCTAssertEqual(l.node("background").children.map(\.kind), ["Color", "Text"], "drawn behind")
        assertSeedSnapshot(scene, named: "secondary-views-01-yellow-background")
    }

    /// The 48 x 64 rogue overflows the 33.886-high Text, centred on it; the Text's frame is unchanged
    /// and the whole view is still the Text's size.
    func testSecondaryViews02ImageBackground() throws {
        let scene = try SeedScene("secondary-views/02-image-background.swift")
        try assertSameLayout(scene, Seed004.ImageBackground.ContentView())
        let l = try scene.layout()
        let plain = try SeedScene("secondary-views/01-yellow-background.swift").layout()
        let text = l.node("Text", "Hasty River").rect
        XCTAssertEqual(text, plain.node("Text", "Hasty River").rect)
        XCTAssertEqual(l.root.rect, text)
        XCTAssertEqual(l.node("background").rect, text)
        let image = l.image("rogue")
        XCTAssertEqual(image.size, CGSize(width: 48, height: 64))
        XCTAssertEqual(image.midX, text.midX, accuracy: 0.25)
        XCTAssertEqual(image.midY, text.midY, accuracy: 0.25)
        XCTAssertLessThan(image.minY, text.minY, "overflows above")
        XCTAssertGreaterThan(image.maxY, text.maxY, "and below")
        // Rendered in a 200 x 100 canvas (the view centred, as in a preview) so that the overflow shows:
        // a canvas of the view's own size would cut the rogue off at the Text's edges.
        let roomy = try scene.layout(proposed: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(roomy.node("Text", "Hasty River").rect.size, text.size, "still one line, same size")
        XCTAssertEqual(roomy.image("rogue").midY, 50, accuracy: 0.25)
        assertSeedSnapshot(scene, named: "secondary-views-02-image-background", size: CGSize(width: 200, height: 100))
    }

    /// The VStack ignores the secondary view: it stacks the three Texts only (8 between each), exactly
    /// as without the background, and the rogue overlaps the lines above and below.
    func testSecondaryViews03VStackIgnoresBackground() throws {
        let scene = try SeedScene("secondary-views/03-vstack-ignores-background.swift")
        try assertSameLayout(scene, Seed004.VStackIgnoresBackground.ContentView())
        let l = try scene.layout()
        let caption = l.node("Text", "My Character").rect
        let name = l.node("Text", "Hasty River").rect
        let rogue = l.node("Text", "Rogue").rect
        let stack = l.node("VStack").rect
        XCTAssertEqual(name.height, title.height, accuracy: 0.001)
        XCTAssertEqual(rogue.height, bodyLine, accuracy: 0.001)
        XCTAssertEqual(stack.height, caption.height + name.height + rogue.height + 16, accuracy: 0.5)
        XCTAssertEqual(stack.width, max(caption.width, name.width, rogue.width), accuracy: 0.001)
        let image = l.image("rogue")
        XCTAssertEqual(image.midY, name.midY, accuracy: 0.25)
        XCTAssertLessThan(image.minY, caption.maxY, "overlaps the caption")
        XCTAssertGreaterThan(image.maxY, rogue.minY, "overlaps the last line")
        let bare = try layout(VStack {
            Text("My Character").font(.caption)
            Text("Hasty River").font(.title)
            Text("Rogue")
        }, scale: 2)
        XCTAssertEqual(bare.node("Text", "Hasty River").rect, name)
        XCTAssertEqual(bare.node("Text", "My Character").rect, caption)
        XCTAssertEqual(bare.node("Text", "Rogue").rect, rogue)
        XCTAssertEqual(bare.node("VStack").rect, stack)
        assertSeedSnapshot(scene, named: "secondary-views-03-vstack-ignores-background")
    }

    /// The repeated initial example: identical to 01.
    func testSecondaryViews04BackgroundAgain() throws {
        let scene = try SeedScene("secondary-views/04-background-again.swift")
        try assertSameLayout(scene, Seed004.YellowBackground.ContentView())
        let first = try SeedScene("secondary-views/01-yellow-background.swift")
        XCTAssertEqual(try scene.layout().jsonData(), try first.layout().jsonData())
        assertSeedSnapshot(scene, named: "secondary-views-04-background-again")
    }

    /// `ZStack { Color.yellow.layoutPriority(-1); Text }`: the stack takes the Text's size, the Color
    /// is proposed it and fills it, and is still drawn behind: the same layout as `.background`.
    func testSecondaryViews05ZStackBackground() throws {
        let scene = try SeedScene("secondary-views/05-zstack-background.swift")
        try assertSameLayout(scene, Seed004.ZStackBackground.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Hasty River").rect
        XCTAssertEqual(l.node("ZStack").rect, text)
        XCTAssertEqual(l.node("Color").rect, text)
        XCTAssertEqual(l.root.rect, text)
        XCTAssertEqual(l.node("ZStack").children.count, 2)
        XCTAssertEqual(l.node("ZStack").children.last?.kind, "Text", "the Color is drawn behind the Text")
        let background = try SeedScene("secondary-views/01-yellow-background.swift").layout()
        XCTAssertEqual(background.node("Text", "Hasty River").rect, text)
        XCTAssertEqual(background.node("Color").rect, l.node("Color").rect)
        assertSeedSnapshot(scene, named: "secondary-views-05-zstack-background")
    }

    // MARK: Exploding Stacks

    /// ⚠️ The frame outside the ZStack fills the screen, but the ZStack is only the dragoon's size and
    /// the frame centres it: the stack's .bottomTrailing alignment has no effect.
    func testExplodingStacks01FrameAroundStack() throws {
        let scene = try SeedScene("exploding-stacks/01-frame-around-stack.swift")
        try assertSameLayout(scene, Seed004.ExplodingFrameOutside.ContentView(), proposed: phone)
        let l = try scene.layout(proposed: phone)
        assertRect(l.node("frame").rect, 0, 0, 390, 844)
        assertRect(l.node("ZStack").rect, 159, 376.5, 72, 91)
        XCTAssertEqual(l.image("dragoon"), l.node("ZStack").rect)
        assertSeedSnapshot(scene, named: "exploding-stacks-01-frame-around-stack", size: phoneSize)
    }

    /// ⚠️ The frame inside explodes the ZStack to the whole screen, but the stack aligns the frame,
    /// and the frame centres the dragoon.
    func testExplodingStacks02FrameInsideStack() throws {
        let scene = try SeedScene("exploding-stacks/02-frame-inside-stack.swift")
        try assertSameLayout(scene, Seed004.ExplodingFrameInside.ContentView(), proposed: phone)
        let l = try scene.layout(proposed: phone)
        assertRect(l.node("ZStack").rect, 0, 0, 390, 844)
        assertRect(l.node("frame").rect, 0, 0, 390, 844)
        assertRect(l.image("dragoon"), 159, 376.5, 72, 91)
        assertSeedSnapshot(scene, named: "exploding-stacks-02-frame-inside-stack", size: phoneSize)
    }

    /// The alignment on the frame puts the dragoon in the bottom-trailing corner.
    func testExplodingStacks03AlignmentOnFrame() throws {
        let scene = try SeedScene("exploding-stacks/03-alignment-on-frame.swift")
        try assertSameLayout(scene, Seed004.ExplodingAlignedFrame.ContentView(), proposed: phone)
        let l = try scene.layout(proposed: phone)
        assertRect(l.node("ZStack").rect, 0, 0, 390, 844)
        assertRect(l.node("frame").rect, 0, 0, 390, 844)
        assertRect(l.image("dragoon"), 390 - 72, 844 - 91, 72, 91)
        assertSeedSnapshot(scene, named: "exploding-stacks-03-alignment-on-frame", size: phoneSize)
    }

    /// Four exploding frames, one per corner, each aligning its Image.
    func testExplodingStacks04FourCorners() throws {
        let scene = try SeedScene("exploding-stacks/04-four-corners.swift")
        try assertSameLayout(scene, Seed004.ExplodingFourCorners.ContentView(), proposed: phone)
        let l = try scene.layout(proposed: phone)
        assertRect(l.node("ZStack").rect, 0, 0, 390, 844)
        let frames = l.node("ZStack").children
        XCTAssertEqual(frames.map(\.kind), ["frame", "frame", "frame", "frame"])
        for f in frames { assertRect(f.rect, 0, 0, 390, 844) }
        assertRect(l.image("brawler"), 0, 0, 56, 76)
        assertRect(l.image("rogue"), 390 - 48, 0, 48, 64)
        assertRect(l.image("barbarian"), 0, 844 - 92, 101, 92)
        assertRect(l.image("dragoon"), 390 - 72, 844 - 91, 72, 91)
        // Another screen: the corners follow it.
        let pad = try scene.layout(proposed: ProposedViewSize(width: 1024, height: 768))
        assertRect(pad.image("dragoon"), 1024 - 72, 768 - 91, 72, 91)
        assertRect(pad.image("rogue"), 1024 - 48, 0, 48, 64)
        assertRect(pad.image("barbarian"), 0, 768 - 92, 101, 92)
        assertSeedSnapshot(scene, named: "exploding-stacks-04-four-corners", size: phoneSize)
    }
}
