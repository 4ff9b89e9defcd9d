// Seed gallery, seed 004 part one: "Font-sized Images", "View Builders", "View Modifiers",
// "Environment", "Size-Limiting Frames" and "Borders". Each scene file under fixtures/seeds/ is
// evaluated from source, compared with its compiled form (mostly `Seed004.…` in
// Tests/EaselTests/Seeds/), checked against what the article says, and snapshotted into golden/seeds/.
// Fonts: Inter stands in for San Francisco (title 28: one line 33.886 high; body 17: 20.574).
import XCTest
import Easel
import EaselScript
import EaselRaster
@testable import EaselGallery

/// Compiled forms not already in Tests/EaselTests/Seeds/, pasted from the scene files.
enum Seed004PartOne {
    /// view-modifiers/02-card-modifier.swift: the Card modifier applied with `.modifier(Card())`.
    enum CardModifierDirect {
        struct ContentView : View {
            var body: some View {
                HStack {
                    Image("brawler")
                    Text("Sir Bunnington")
                        .font(.title)
                }
                .modifier(Seed004.ViewModifiers.Card())
            }
        }
    }

    /// environment/01-monospaced-digit.swift. `.monospacedDigit()` is the seed's own View extension
    /// (declared in Seed004ViewsTests.swift, applying `Seed004.EnvironmentModifier.MonospacedDigit`).
    enum MonospacedDigitScene {
        struct ContentView : View {
            var body: some View {
                HStack(alignment: .top, spacing: 32) {
                    hitPoints
                    hitPoints
                        .monospacedDigit()
                }
                .font(.title)
            }

            var hitPoints: some View {
                VStack(alignment: .trailing) {
                    Text("111/111")
                    Text("48/111")
                    Text("888/888")
                }
            }
        }
    }
}

final class Seed004PartOneGalleryTests: XCTestCase {
    let titleHeight: CGFloat = 33.886
    let bodyLine: CGFloat = 20.574
    /// "Nogitsune Takeshi" in the title font, one line.
    let takeshi = CGSize(width: 243.290, height: 33.886)
    /// The card scenes are drawn on a canvas larger than the card so that its shadow shows.
    let cardCanvas = CGSize(width: 330, height: 140)
    /// The size-limiting frame scenes are proposed a phone's width and a height above 200.
    let screen = CGSize(width: 390, height: 260)

    // MARK: Font-sized Images

    /// The hidden "M" in the title font chooses the size; the portrait, its overlay, is proposed that
    /// size and fits itself into it, centred; the overlay adds nothing to the layout.
    func testFontSizedImages01HiddenTextOverlay() throws {
        let scene = try SeedScene("font-sized-images/01-hidden-text-overlay.swift")
        XCTAssertEqual(scene.renders.map(\.name), ["brawler", "dragoon"])
        let characters = [("brawler", "Sir Bunnington", CGSize(width: 56, height: 76)),
                          ("dragoon", "Daenerys Dragoon", CGSize(width: 72, height: 91))]
        for (i, (image, name, size)) in characters.enumerated() {
            try assertSameLayout(scene, Seed004.FontSizedImages.ContentView(character: Seed004.Character(name: name, imageName: image)), index: i)
            let l = try scene.layout(i)
            let m = l.node("Text", "M")
            XCTAssertEqual(m.hidden, true, "the letter is hidden")
            XCTAssertEqual(m.rect.height, titleHeight, accuracy: 0.001, "the letter is in the title font")
            let portrait = l.image(image)
            XCTAssertNil(l.node("Image", image).hidden, "the overlay is drawn")
            // Both portraits are narrower than the letter's box in proportion (56:76 and 72:91 against
            // 24.9:33.9), so they take its width and keep their aspect ratio.
            XCTAssertEqual(portrait.width, m.rect.width, accuracy: 0.001)
            XCTAssertEqual(portrait.height, m.rect.width * size.height / size.width, accuracy: 0.001)
            XCTAssertLessThanOrEqual(portrait.height, m.rect.height)
            XCTAssertEqual(portrait.midX, m.rect.midX, accuracy: 0.26)
            XCTAssertEqual(portrait.midY, m.rect.midY, accuracy: 0.26)
            XCTAssertEqual(l.node("overlay").rect, m.rect, "a secondary view: the overlay is the letter's size")
            let text = l.node("Text", name).rect
            XCTAssertEqual(text.height, titleHeight, accuracy: 0.001)
            XCTAssertEqual(text.minX - m.rect.maxX, 8, accuracy: 0.26, "the name follows the letter at the usual spacing")
            XCTAssertEqual(l.node("HStack").rect.height, titleHeight, accuracy: 0.001, "the portrait is no taller than the line")
            assertSeedSnapshot(scene, named: "font-sized-images-01-hidden-text-overlay-\(image)", index: i)
        }
    }

    // MARK: View Builders

    /// The card: 16 points of padding around the HStack, a white background exactly the padding's
    /// size, rounded corners and a shadow that change no geometry; centred on the canvas.
    private func checkCard(_ scene: SeedScene, file: StaticString = #filePath, line: UInt = #line) throws {
        let l = try scene.layout(proposed: ProposedViewSize(cardCanvas))
        let card = l.root
        XCTAssertEqual(card.kind, "shadow", file: file, line: line)
        let image = l.image("brawler")
        assertRect(image, card.rect.minX + 16, card.rect.minY + 16, 56, 76, file: file, line: line)
        let text = l.node("Text", "Sir Bunnington").rect
        XCTAssertEqual(text.height, titleHeight, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(l.node("Text", "Sir Bunnington").lines, ["Sir Bunnington"], "one line", file: file, line: line)
        XCTAssertEqual(text.minX - image.maxX, 8, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(text.midY, image.midY, accuracy: 0.26, "centred on the portrait", file: file, line: line)
        let stack = l.node("HStack").rect
        XCTAssertEqual(stack.width, 56 + 8 + text.width, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, 76, file: file, line: line)
        XCTAssertEqual(card.rect.width, stack.width + 32, accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(card.rect.height, 76 + 32, file: file, line: line)
        for kind in ["padding", "background", "cornerRadius"] {
            XCTAssertEqual(l.node(kind).rect, card.rect, kind, file: file, line: line)
        }
        XCTAssertEqual(l.node("Color").rect, card.rect, "the white background fills the padded card", file: file, line: line)
        XCTAssertEqual(card.rect.midX, cardCanvas.width / 2, accuracy: 0.26, file: file, line: line)
        XCTAssertEqual(card.rect.midY, cardCanvas.height / 2, accuracy: 0.26, file: file, line: line)
    }

    /// The goal: `Card { HStack { … } }` (with the article's @ViewBuilder Card).
    func testViewBuilders01Goal() throws {
        let scene = try SeedScene("view-builders/01-goal.swift")
        try assertSameLayout(scene, Seed004.ViewBuilders.ContentView(), proposed: ProposedViewSize(cardCanvas))
        try checkCard(scene)
        assertSeedSnapshot(scene, named: "view-builders-01-goal", size: cardCanvas)
    }

    /// The generic Card with its memberwise initialiser builds the same card.
    func testViewBuilders02GenericCard() throws {
        let scene = try SeedScene("view-builders/02-generic-card.swift")
        try assertSameLayout(scene, Seed004.ViewBuildersMemberwise.ContentView(), proposed: ProposedViewSize(cardCanvas))
        try checkCard(scene)
        XCTAssertEqual(try scene.layout(), try SeedScene("view-builders/01-goal.swift").layout())
        assertSeedSnapshot(scene, named: "view-builders-02-generic-card", size: cardCanvas)
    }

    /// The @ViewBuilder initialiser: the goal code works, and it is "the exact same card structure" as
    /// the view modifier's `.card()` (view-modifiers/03-card-extension.swift).
    func testViewBuilders03ViewBuilderInit() throws {
        let scene = try SeedScene("view-builders/03-view-builder-init.swift")
        try assertSameLayout(scene, Seed004.ViewBuilders.ContentView(), proposed: ProposedViewSize(cardCanvas))
        try checkCard(scene)
        let l = try scene.layout()
        XCTAssertEqual(l, try SeedScene("view-builders/01-goal.swift").layout())
        XCTAssertEqual(l, try SeedScene("view-modifiers/03-card-extension.swift").layout())
        assertSeedSnapshot(scene, named: "view-builders-03-view-builder-init", size: cardCanvas)
    }

    // MARK: View Modifiers

    /// The character title: the 56 x 76 brawler, then the title 8 points on, centred on it.
    func testViewModifiers01CharacterTitle() throws {
        let scene = try SeedScene("view-modifiers/01-character-title.swift")
        try assertSameLayout(scene, Seed004.ViewModifiers.Plain.ContentView())
        let l = try scene.layout()
        assertRect(l.image("brawler"), 0, 0, 56, 76)
        let text = l.node("Text", "Sir Bunnington").rect
        XCTAssertEqual(text.minX, 64)
        XCTAssertEqual(text.height, titleHeight, accuracy: 0.001)
        XCTAssertEqual(text.midY, 38, accuracy: 0.26)
        assertRect(l.root.rect, 0, 0, 64 + text.width, 76)
        XCTAssertEqual(l.root.kind, "HStack")
        assertSeedSnapshot(scene, named: "view-modifiers-01-character-title")
    }

    /// `.modifier(Card())`: the same card as the view builder's, around the same title.
    func testViewModifiers02CardModifier() throws {
        let scene = try SeedScene("view-modifiers/02-card-modifier.swift")
        try assertSameLayout(scene, Seed004PartOne.CardModifierDirect.ContentView(), proposed: ProposedViewSize(cardCanvas))
        try checkCard(scene)
        let plain = try SeedScene("view-modifiers/01-character-title.swift").layout()
        let l = try scene.layout()
        XCTAssertEqual(l.node("HStack").rect.size, plain.root.rect.size, "the title itself is unchanged")
        XCTAssertEqual(l.root.rect.width, plain.root.rect.width + 32, accuracy: 0.001)
        assertSeedSnapshot(scene, named: "view-modifiers-02-card-modifier", size: cardCanvas)
    }

    /// `.card()`: the View extension gives the same layout as applying the modifier directly.
    func testViewModifiers03CardExtension() throws {
        let scene = try SeedScene("view-modifiers/03-card-extension.swift")
        try assertSameLayout(scene, Seed004.ViewModifiers.ContentView(), proposed: ProposedViewSize(cardCanvas))
        try checkCard(scene)
        XCTAssertEqual(try scene.layout(), try SeedScene("view-modifiers/02-card-modifier.swift").layout())
        assertSeedSnapshot(scene, named: "view-modifiers-03-card-extension", size: cardCanvas)
    }

    // MARK: Environment

    /// The MonospacedDigit modifier reads `\.font` and writes back its monospaced-digit variant: on the
    /// left Inter's proportional figures make "111/111" narrower than "888/888"; on the right they
    /// are the same width, still in the title font.
    func testEnvironment01MonospacedDigit() throws {
        let scene = try SeedScene("environment/01-monospaced-digit.swift")
        try assertSameLayout(scene, Seed004PartOne.MonospacedDigitScene.ContentView())
        let l = try scene.layout()
        let columns = l.root.all { $0.kind == "VStack" }
        XCTAssertEqual(columns.count, 2)
        func widths(_ column: LayoutSnapshot.Node) -> [String: CGFloat] {
            Dictionary(uniqueKeysWithValues: column.all { $0.kind == "Text" }.map { ($0.label ?? "", $0.rect.width) })
        }
        let left = widths(columns[0]), right = widths(columns[1])
        XCTAssertEqual(Set(left.keys), ["111/111", "48/111", "888/888"])
        XCTAssertGreaterThan(left["888/888"]! - left["111/111"]!, 20, "proportional figures: 1 is narrow, 8 is wide")
        XCTAssertEqual(right["111/111"]!, right["888/888"]!, accuracy: 0.001, "monospaced figures")
        XCTAssertLessThan(right["48/111"]!, right["111/111"]!, "one digit fewer")
        XCTAssertGreaterThanOrEqual(right["111/111"]!, left["888/888"]! - 0.001, "every digit as wide as the widest")
        for text in l.root.all(where: { $0.kind == "Text" }) {
            XCTAssertEqual(text.rect.height, titleHeight, accuracy: 0.001, "\(text.label ?? ""): still the title font")
        }
        // Trailing-aligned columns: the right column's digits line up one above the other.
        let rightTexts = columns[1].all { $0.kind == "Text" }
        XCTAssertEqual(rightTexts[0].rect.minX, rightTexts[2].rect.minX, accuracy: 0.001)
        XCTAssertEqual(rightTexts[0].rect.maxX, rightTexts[1].rect.maxX, accuracy: 0.26)
        XCTAssertEqual(columns[1].rect.minX - columns[0].rect.maxX, 32, accuracy: 0.26)
        assertSeedSnapshot(scene, named: "environment-01-monospaced-digit")
    }

    // MARK: Size-Limiting Frames

    /// ⚠️ The frame with maxHeight: the dragoon's title flows onto the 9 lines that fit in 200 points
    /// and is truncated; the brawler's one line sits in the middle of a frame 200 points high.
    func testSizeLimitingFrames01MaxHeightFrame() throws {
        let scene = try SeedScene("size-limiting-frames/01-max-height-frame.swift")
        XCTAssertEqual(scene.renders.map(\.name), ["brawler", "dragoon"])
        let proposed = ProposedViewSize(screen)
        try assertSameLayout(scene, Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.brawler), index: 0, proposed: proposed)
        try assertSameLayout(scene, Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.dragoon), index: 1, proposed: proposed)

        let brawler = try scene.layout(0, proposed: proposed)
        let short = brawler.node("Text", Seed004.brawler.title)
        XCTAssertEqual(short.lines, ["Sir Bunnington, Brawler"])
        XCTAssertEqual(short.rect.height, bodyLine, accuracy: 0.001)
        let frame = brawler.node("frame").rect
        XCTAssertEqual(frame.height, 200, "the frame chooses its maximum, not the text's height")
        XCTAssertEqual(frame.width, short.rect.width, accuracy: 0.001)
        XCTAssertEqual(short.rect.midY, frame.midY, accuracy: 0.26)
        XCTAssertEqual(brawler.node("HStack").rect.height, 200, "and makes the stack 200 high")
        XCTAssertEqual(brawler.node("HStack").rect.midY, screen.height / 2, accuracy: 0.26)
        XCTAssertEqual(brawler.image("brawler").midY, frame.midY, accuracy: 0.26)

        let dragoon = try scene.layout(1, proposed: proposed)
        let long = dragoon.node("Text", Seed004.dragoon.title)
        let lines = long.lines ?? []
        XCTAssertEqual(lines.count, 9, "9 lines of 20.574 fit in 200")
        XCTAssertTrue(lines.last?.hasSuffix("…") ?? false, "the rest is truncated: \(lines)")
        XCTAssertEqual(long.rect.height, 9 * bodyLine, accuracy: 0.01)
        XCTAssertEqual(dragoon.node("frame").rect.height, 200)
        XCTAssertLessThanOrEqual(dragoon.node("frame").rect.width, screen.width - 72 - 8 + 0.001, "beside the 72-point dragoon")
        XCTAssertEqual(dragoon.node("HStack").rect.height, 200)

        assertSeedSnapshot(scene, named: "size-limiting-frames-01-max-height-frame-brawler", index: 0, size: screen)
        assertSeedSnapshot(scene, named: "size-limiting-frames-01-max-height-frame-dragoon", index: 1, size: screen)
    }

    /// `.fixedSize(horizontal: false, vertical: true)` after the frame: the dragoon's title is cut
    /// exactly as before and the frame hugs those 9 lines; the brawler's frame is its one line.
    func testSizeLimitingFrames02FixedSizeFrame() throws {
        let scene = try SeedScene("size-limiting-frames/02-fixed-size-frame.swift")
        XCTAssertEqual(scene.renders.map(\.name), ["brawler", "dragoon"])
        let proposed = ProposedViewSize(screen)
        try assertSameLayout(scene, Seed004.SizeLimiting.ContentView(character: Seed004.brawler), index: 0, proposed: proposed)
        try assertSameLayout(scene, Seed004.SizeLimiting.ContentView(character: Seed004.dragoon), index: 1, proposed: proposed)

        let brawler = try scene.layout(0, proposed: proposed)
        let short = brawler.node("Text", Seed004.brawler.title).rect
        XCTAssertEqual(brawler.node("frame").rect, short, "the frame is the text's size")
        XCTAssertEqual(short.height, bodyLine, accuracy: 0.001)
        let stack = brawler.node("HStack").rect
        XCTAssertEqual(stack.height, 76, "the 76-point brawler is the tallest child: the stack does not grow")
        XCTAssertEqual(stack.midY, screen.height / 2, accuracy: 0.26)
        XCTAssertEqual(short.midY, stack.midY, accuracy: 0.26)

        let before = try SeedScene("size-limiting-frames/01-max-height-frame.swift").layout(1, proposed: proposed)
        let dragoon = try scene.layout(1, proposed: proposed)
        let long = dragoon.node("Text", Seed004.dragoon.title)
        XCTAssertEqual(long.lines, before.node("Text", Seed004.dragoon.title).lines, "renders exactly as before")
        XCTAssertEqual(long.lines?.count, 9)
        XCTAssertEqual(long.rect.size, before.node("Text", Seed004.dragoon.title).rect.size)
        XCTAssertEqual(long.rect.height, 9 * bodyLine, accuracy: 0.01)
        XCTAssertEqual(dragoon.node("frame").rect, long.rect, "the frame hugs the 9 lines")
        XCTAssertEqual(dragoon.node("HStack").rect.height, long.rect.height, accuracy: 0.001)

        assertSeedSnapshot(scene, named: "size-limiting-frames-02-fixed-size-frame-brawler", index: 0, size: screen)
        assertSeedSnapshot(scene, named: "size-limiting-frames-02-fixed-size-frame-dragoon", index: 1, size: screen)
    }

    // MARK: Borders

    private let yellow = [255, 204, 0, 255], red = [255, 59, 48, 255]

    /// The render at @2x, without debug outlines.
    private func raster(_ scene: SeedScene) throws -> RasterCanvas {
        let r = scene.renderer()
        return try scene.script.checked { try r.rasterize() }
    }

    private func rgba(_ c: RasterCanvas, _ x: Int, _ y: Int) -> [Int] {
        let p = c.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// The pixel colours along the middle row from the left edge, and down the middle column from the top.
    private func edges(_ c: RasterCanvas, count: Int) -> (left: [[Int]], top: [[Int]]) {
        ((0..<count).map { rgba(c, $0, c.height / 2) }, (0..<count).map { rgba(c, c.width / 2, $0) })
    }

    private func borderRect(_ n: LayoutSnapshot.Node, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        XCTAssertEqual(n.kind, "border", file: file, line: line)
        return n.children.first { $0.kind == "Rectangle" }?.rect ?? .null
    }

    /// One pixel (at @2x, one point: two pixels) of yellow over the edge of the text; no space added.
    func testBorders01OnePixel() throws {
        let scene = try SeedScene("borders/01-one-pixel.swift")
        try assertSameLayout(scene, Seed004.BorderOnePixel.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Nogitsune Takeshi").rect
        assertRect(text, 0, 0, takeshi.width, takeshi.height)
        XCTAssertEqual(borderRect(l.root), text)
        XCTAssertEqual(l.root.rect, text)
        let c = try raster(scene)
        let (left, top) = edges(c, count: 2)
        XCTAssertEqual(left, [yellow, yellow])
        XCTAssertEqual(top, [yellow, yellow])
        XCTAssertNotEqual(rgba(c, 2, c.height / 2), yellow)
        assertSeedSnapshot(scene, named: "borders-01-one-pixel", debug: false)
    }

    /// A 4-point border is drawn over the text (its frame is unchanged), not around it.
    func testBorders02FourPixels() throws {
        let scene = try SeedScene("borders/02-four-pixels.swift")
        try assertSameLayout(scene, Seed004.BorderFourPixels.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Nogitsune Takeshi").rect
        assertRect(text, 0, 0, takeshi.width, takeshi.height)
        XCTAssertEqual(borderRect(l.root), text)
        XCTAssertEqual(l.root.rect, text, "the border adds no space")
        XCTAssertEqual(l.root.children.map(\.kind), ["Text", "Rectangle"], "drawn over the text")
        let c = try raster(scene)
        let (left, top) = edges(c, count: 8)
        XCTAssertEqual(left, Array(repeating: yellow, count: 8), "the border covers the N's stem")
        XCTAssertEqual(top, Array(repeating: yellow, count: 8))
        XCTAssertEqual(c.width, Int((takeshi.width * 2).rounded(.up)), "the picture is the text's size")
        assertSeedSnapshot(scene, named: "borders-02-four-pixels", debug: false)
    }

    /// Padding first: the 4-point border is drawn over the padding, around the text.
    func testBorders03PaddingAndBorder() throws {
        let scene = try SeedScene("borders/03-padding-and-border.swift")
        try assertSameLayout(scene, Seed004.BorderAroundPadding.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Nogitsune Takeshi").rect
        assertRect(text, 4, 4, takeshi.width, takeshi.height)
        XCTAssertEqual(l.node("padding").rect, text.insetBy(dx: -4, dy: -4))
        XCTAssertEqual(borderRect(l.root), text.insetBy(dx: -4, dy: -4))
        let c = try raster(scene)
        let (left, top) = edges(c, count: 10)
        XCTAssertEqual(Array(left[0..<8]), Array(repeating: yellow, count: 8))
        XCTAssertEqual(Array(top[0..<8]), Array(repeating: yellow, count: 8))
        XCTAssertEqual(left[8][3], 0, "inside the border, the text's edge is clear")
        assertSeedSnapshot(scene, named: "borders-03-padding-and-border", debug: false)
    }

    /// Red on the text, yellow (4) and red (1) on the padding: from the outside in 1 point red,
    /// 3 points yellow, 1 point red; 5 points of border in all.
    func testBorders04ThreeBorders() throws {
        let scene = try SeedScene("borders/04-three-borders.swift")
        try assertSameLayout(scene, Seed004.ThreeBorders.ContentView())
        let l = try scene.layout()
        let text = l.node("Text", "Nogitsune Takeshi").rect
        assertRect(text, 4, 4, takeshi.width, takeshi.height)
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 3)
        XCTAssertEqual(borderRect(borders[0]), text.insetBy(dx: -4, dy: -4), "outer red: on the padding")
        XCTAssertEqual(borderRect(borders[1]), text.insetBy(dx: -4, dy: -4), "yellow: on the padding")
        XCTAssertEqual(borderRect(borders[2]), text, "inner red: on the text")
        XCTAssertEqual(borders.map { $0.children[0].kind }, ["border", "padding", "Text"])
        assertRect(l.root.rect, 0, 0, takeshi.width + 8, takeshi.height + 8)
        // At @2x a point is two pixels: 2 red, 6 yellow, 2 red, then the clear edge of the text.
        let c = try raster(scene)
        let expected = [red, red] + Array(repeating: yellow, count: 6) + [red, red]
        let (left, top) = edges(c, count: 11)
        XCTAssertEqual(Array(left[0..<10]), expected)
        XCTAssertEqual(Array(top[0..<10]), expected)
        XCTAssertEqual(left[10][3], 0, "inside the borders, the text's edge is clear")
        assertSeedSnapshot(scene, named: "borders-04-three-borders", debug: false)
    }
}
