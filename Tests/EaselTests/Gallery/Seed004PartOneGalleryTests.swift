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
        struct ContentView: View {
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
        struct ContentView: View {
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
    // The layout expectations are in Seeds/Expectations/Seed004PartOneExpectations.swift, shared with the
    // compiled tests (Seed004ViewsTests, Seed004BordersPaddingTests).
    let takeshi = SeedExpectations.takeshiMeasured
    /// The card scenes are drawn on a canvas larger than the card so that its shadow shows.
    let cardCanvas = CGSize(width: 330, height: 140)
    /// The size-limiting frame scenes are proposed a phone's width and a height above 200.
    let screen = CGSize(width: 390, height: 260)

    // MARK: Font-sized Images

    func testFontSizedImages01HiddenTextOverlay() throws {
        let scene = try SeedScene("font-sized-images/01-hidden-text-overlay.swift")
        XCTAssertEqual(scene.renders.map(\.name), ["brawler", "dragoon"])
        let characters = [
            ("brawler", "Sir Bunnington", CGSize(width: 56, height: 76)),
            ("dragoon", "Daenerys Dragoon", CGSize(width: 72, height: 91)),
        ]
        for (i, (image, name, size)) in characters.enumerated() {
            try assertSameLayout(scene, Seed004.FontSizedImages.ContentView(character: Seed004.Character(name: name, imageName: image)), index: i)
            SeedExpectations.fontSizedImage(try scene.layout(i), image: image, name: name, size: size, centring: 0.26, spacing: 0.26)
            assertSeedSnapshot(scene, named: "font-sized-images-01-hidden-text-overlay-\(image)", index: i)
        }
    }

    // MARK: View Builders

    private func checkCard(_ scene: SeedScene, file: StaticString = #filePath, line: UInt = #line) throws {
        SeedExpectations.card(try scene.layout(proposed: ProposedViewSize(cardCanvas)), canvas: cardCanvas, file: file, line: line)
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

    func testViewModifiers01CharacterTitle() throws {
        let scene = try SeedScene("view-modifiers/01-character-title.swift")
        try assertSameLayout(scene, Seed004.ViewModifiers.Plain.ContentView())
        SeedExpectations.characterTitle(try scene.layout())
        assertSeedSnapshot(scene, named: "view-modifiers-01-character-title")
    }

    /// `.modifier(Card())`: the same card as the view builder's, around the same title.
    func testViewModifiers02CardModifier() throws {
        let scene = try SeedScene("view-modifiers/02-card-modifier.swift")
        try assertSameLayout(scene, Seed004PartOne.CardModifierDirect.ContentView(), proposed: ProposedViewSize(cardCanvas))
        try checkCard(scene)
        SeedExpectations.cardAroundTitle(try scene.layout(), plain: try SeedScene("view-modifiers/01-character-title.swift").layout())
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

    func testEnvironment01MonospacedDigit() throws {
        let scene = try SeedScene("environment/01-monospaced-digit.swift")
        try assertSameLayout(scene, Seed004PartOne.MonospacedDigitScene.ContentView())
        SeedExpectations.monospacedDigit(try scene.layout())
        assertSeedSnapshot(scene, named: "environment-01-monospaced-digit")
    }

    // MARK: Size-Limiting Frames

    func testSizeLimitingFrames01MaxHeightFrame() throws {
        let scene = try SeedScene("size-limiting-frames/01-max-height-frame.swift")
        XCTAssertEqual(scene.renders.map(\.name), ["brawler", "dragoon"])
        let proposed = ProposedViewSize(screen)
        try assertSameLayout(scene, Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.brawler), index: 0, proposed: proposed)
        try assertSameLayout(scene, Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.dragoon), index: 1, proposed: proposed)
        SeedExpectations.maxHeightFrameBrawler(try scene.layout(0, proposed: proposed), screen: screen)
        SeedExpectations.maxHeightFrameDragoon(try scene.layout(1, proposed: proposed), title: Seed004.dragoon.title, screen: screen)
        assertSeedSnapshot(scene, named: "size-limiting-frames-01-max-height-frame-brawler", index: 0, size: screen)
        assertSeedSnapshot(scene, named: "size-limiting-frames-01-max-height-frame-dragoon", index: 1, size: screen)
    }

    func testSizeLimitingFrames02FixedSizeFrame() throws {
        let scene = try SeedScene("size-limiting-frames/02-fixed-size-frame.swift")
        XCTAssertEqual(scene.renders.map(\.name), ["brawler", "dragoon"])
        let proposed = ProposedViewSize(screen)
        try assertSameLayout(scene, Seed004.SizeLimiting.ContentView(character: Seed004.brawler), index: 0, proposed: proposed)
        try assertSameLayout(scene, Seed004.SizeLimiting.ContentView(character: Seed004.dragoon), index: 1, proposed: proposed)
        SeedExpectations.fixedSizeFrameBrawler(try scene.layout(0, proposed: proposed), screen: screen)
        SeedExpectations.fixedSizeFrameDragoon(
            try scene.layout(1, proposed: proposed),
            before: try SeedScene("size-limiting-frames/01-max-height-frame.swift").layout(1, proposed: proposed),
            title: Seed004.dragoon.title, screen: screen)
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

    /// One pixel (at @2x, one point: two pixels) of yellow over the edge of the text; no space added.
    func testBorders01OnePixel() throws {
        let scene = try SeedScene("borders/01-one-pixel.swift")
        try assertSameLayout(scene, Seed004.BorderOnePixel.ContentView())
        SeedExpectations.borderOverText(try scene.layout())
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
        SeedExpectations.borderOverText(try scene.layout())
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
        SeedExpectations.borderAroundPadding(try scene.layout())
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
        SeedExpectations.threeBorders(try scene.layout())
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
