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
    // The expectations are in Seeds/Expectations/Seed004PartTwoExpectations.swift, shared with the compiled
    // tests (Seed004BordersPaddingTests, Seed004GeometryTests).
    typealias E = SeedExpectations

    // MARK: Padding

    func testPadding01Title() throws {
        let scene = try SeedScene("padding/01-title.swift")
        try assertSameLayout(scene, Seed004.PlainTitle.ContentView())
        E.paddingTitle(try scene.layout())
        assertSeedSnapshot(scene, named: "padding-01-title")
    }

    func testPadding02TitleInFrame() throws {
        let scene = try SeedScene("padding/02-title-in-frame.swift")
        try assertSameLayout(scene, Seed004.TitleInFrame.ContentView())
        E.paddingTitleInFrame(try scene.layout())
        assertSeedSnapshot(scene, named: "padding-02-title-in-frame")
    }

    func testPadding03DefaultPadding() throws {
        let scene = try SeedScene("padding/03-default-padding.swift")
        try assertSameLayout(scene, Seed004.DefaultPadding.ContentView())
        E.paddingDefault(try scene.layout())
        assertSeedSnapshot(scene, named: "padding-03-default-padding")
    }

    func testPadding04PaddingInFrame() throws {
        let scene = try SeedScene("padding/04-padding-in-frame.swift")
        try assertSameLayout(scene, Seed004.PaddingInFrame.ContentView())
        try E.paddingInFrame(try scene.layout())
        assertSeedSnapshot(scene, named: "padding-04-padding-in-frame")
    }

    // MARK: Secondary Views in Practice

    /// The goal row, rendered with the finished bar (the same code as 06).
    func testSecondaryViewsInPractice01Goal() throws {
        let scene = try SeedScene("secondary-views-in-practice/01-goal.swift")
        try assertSameLayout(scene, Seed004.HitPoints.ContentView())
        let l = try scene.layout()
        E.hitPointsFinishedBar(l)
        let final = try SeedScene("secondary-views-in-practice/06-geometry-reader-background.swift")
        XCTAssertEqual(try l.jsonData(), try final.layout().jsonData())
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-01-goal")
    }

    func testSecondaryViewsInPractice02TextOnly() throws {
        let scene = try SeedScene("secondary-views-in-practice/02-text-only.swift")
        try assertSameLayout(scene, Seed004.HitPointsText.ContentView())
        E.hitPointsTextOnly(try scene.layout())
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-02-text-only")
    }

    /// The picture looks the same as before, with the green border now inside the bar.
    func testSecondaryViewsInPractice03InfiniteFrame() throws {
        let scene = try SeedScene("secondary-views-in-practice/03-infinite-frame.swift")
        try assertSameLayout(scene, Seed004.HitPointsFrame.ContentView())
        E.hitPointsInfiniteFrame(try scene.layout(), textOnly: try SeedScene("secondary-views-in-practice/02-text-only.swift").layout())
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-03-infinite-frame")
    }

    /// The label is white.
    func testSecondaryViewsInPractice04RedLozenge() throws {
        let scene = try SeedScene("secondary-views-in-practice/04-red-lozenge.swift")
        try assertSameLayout(scene, Seed004.HitPointsLozenge.ContentView())
        E.hitPointsRedLozenge(try scene.layout())
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-04-red-lozenge")
    }

    func testSecondaryViewsInPractice05HitPointBackground() throws {
        let scene = try SeedScene("secondary-views-in-practice/05-hit-point-background.swift")
        try assertSameLayout(scene, Seed004.HitPointsRedBackground.ContentView())
        E.hitPointsBackground(try scene.layout(), lozenge: try SeedScene("secondary-views-in-practice/04-red-lozenge.swift").layout())
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-05-hit-point-background")
    }

    func testSecondaryViewsInPractice06GeometryReaderBackground() throws {
        let scene = try SeedScene("secondary-views-in-practice/06-geometry-reader-background.swift")
        try assertSameLayout(scene, Seed004.HitPoints.ContentView())
        E.hitPointsFinishedBar(try scene.layout())
        assertSeedSnapshot(scene, named: "secondary-views-in-practice-06-geometry-reader-background")
    }

    // MARK: Geometry Reader

    func testGeometryReader01HalfSizeBarbarian() throws {
        let scene = try SeedScene("geometry-reader/01-half-size-barbarian.swift")
        try assertSameLayout(scene, Seed004.GeometryReaderHalf.ContentView(), proposed: phone)
        E.geometryHalfSize(try scene.layout(proposed: phone))
        E.geometryHalfSizeLandscape(try scene.layout(proposed: ProposedViewSize(width: 800, height: 300)))
        assertSeedSnapshot(scene, named: "geometry-reader-01-half-size-barbarian", size: phoneSize)
    }

    func testGeometryReader02OverlaySecondaryView() throws {
        let scene = try SeedScene("geometry-reader/02-overlay-secondary-view.swift", select: "OverlaidImage")
        try assertSameLayout(scene, Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: phone)
        E.geometryOverlay(try scene.layout(proposed: phone))
        E.geometryOverlay303(try scene.layout(proposed: ProposedViewSize(width: 303, height: 276)))
        E.geometryOverlay202(try scene.layout(proposed: ProposedViewSize(width: 202, height: 400)))
        assertSeedSnapshot(scene, named: "geometry-reader-02-overlay-secondary-view", size: phoneSize)
    }

    func testGeometryReader03OverlayZStack() throws {
        let scene = try SeedScene("geometry-reader/03-overlay-zstack.swift", select: "OverlaidImage")
        try assertSameLayout(scene, Seed004.GeometryInZStack.OverlaidImage(), proposed: phone)
        let overlayScene = try SeedScene("geometry-reader/02-overlay-secondary-view.swift", select: "OverlaidImage")
        for proposal in [phone, ProposedViewSize(width: 303, height: 276), ProposedViewSize(width: 202, height: 400)] {
            E.geometryZStack(try scene.layout(proposed: proposal), overlay: try overlayScene.layout(proposed: proposal))
        }
        assertSeedSnapshot(scene, named: "geometry-reader-03-overlay-zstack", size: phoneSize)
    }

    // MARK: Secondary Views

    func yellowBackground() throws -> LayoutSnapshot { try SeedScene("secondary-views/01-yellow-background.swift").layout() }

    func testSecondaryViews01YellowBackground() throws {
        let scene = try SeedScene("secondary-views/01-yellow-background.swift")
        try assertSameLayout(scene, Seed004.YellowBackground.ContentView())
        E.yellowBackground(try scene.layout())
        assertSeedSnapshot(scene, named: "secondary-views-01-yellow-background")
    }

    /// Rendered in a 200 x 100 canvas (the view centred, as in a preview) so that the overflow shows:
    /// a canvas of the view's own size would cut the rogue off at the Text's edges.
    func testSecondaryViews02ImageBackground() throws {
        let scene = try SeedScene("secondary-views/02-image-background.swift")
        try assertSameLayout(scene, Seed004.ImageBackground.ContentView())
        E.imageBackground(
            try scene.layout(), plain: try yellowBackground(),
            roomy: try scene.layout(proposed: ProposedViewSize(width: 200, height: 100)))
        assertSeedSnapshot(scene, named: "secondary-views-02-image-background", size: CGSize(width: 200, height: 100))
    }

    func testSecondaryViews03VStackIgnoresBackground() throws {
        let scene = try SeedScene("secondary-views/03-vstack-ignores-background.swift")
        try assertSameLayout(scene, Seed004.VStackIgnoresBackground.ContentView())
        try E.vstackIgnoresBackground(try scene.layout())
        assertSeedSnapshot(scene, named: "secondary-views-03-vstack-ignores-background")
    }

    /// The repeated initial example: identical to 01.
    func testSecondaryViews04BackgroundAgain() throws {
        let scene = try SeedScene("secondary-views/04-background-again.swift")
        try assertSameLayout(scene, Seed004.YellowBackground.ContentView())
        XCTAssertEqual(try scene.layout().jsonData(), try yellowBackground().jsonData())
        E.yellowBackground(try scene.layout())
        assertSeedSnapshot(scene, named: "secondary-views-04-background-again")
    }

    func testSecondaryViews05ZStackBackground() throws {
        let scene = try SeedScene("secondary-views/05-zstack-background.swift")
        try assertSameLayout(scene, Seed004.ZStackBackground.ContentView())
        E.zstackBackground(try scene.layout(), background: try yellowBackground())
        assertSeedSnapshot(scene, named: "secondary-views-05-zstack-background")
    }

    // MARK: Exploding Stacks

    func testExplodingStacks01FrameAroundStack() throws {
        let scene = try SeedScene("exploding-stacks/01-frame-around-stack.swift")
        try assertSameLayout(scene, Seed004.ExplodingFrameOutside.ContentView(), proposed: phone)
        E.explodingFrameAroundStack(try scene.layout(proposed: phone))
        assertSeedSnapshot(scene, named: "exploding-stacks-01-frame-around-stack", size: phoneSize)
    }

    func testExplodingStacks02FrameInsideStack() throws {
        let scene = try SeedScene("exploding-stacks/02-frame-inside-stack.swift")
        try assertSameLayout(scene, Seed004.ExplodingFrameInside.ContentView(), proposed: phone)
        E.explodingFrameInsideStack(try scene.layout(proposed: phone))
        assertSeedSnapshot(scene, named: "exploding-stacks-02-frame-inside-stack", size: phoneSize)
    }

    func testExplodingStacks03AlignmentOnFrame() throws {
        let scene = try SeedScene("exploding-stacks/03-alignment-on-frame.swift")
        try assertSameLayout(scene, Seed004.ExplodingAlignedFrame.ContentView(), proposed: phone)
        E.explodingAlignmentOnFrame(try scene.layout(proposed: phone))
        assertSeedSnapshot(scene, named: "exploding-stacks-03-alignment-on-frame", size: phoneSize)
    }

    func testExplodingStacks04FourCorners() throws {
        let scene = try SeedScene("exploding-stacks/04-four-corners.swift")
        try assertSameLayout(scene, Seed004.ExplodingFourCorners.ContentView(), proposed: phone)
        E.explodingFourCorners(try scene.layout(proposed: phone), pad: try scene.layout(proposed: ProposedViewSize(width: 1024, height: 768)))
        assertSeedSnapshot(scene, named: "exploding-stacks-04-four-corners", size: phoneSize)
    }
}
