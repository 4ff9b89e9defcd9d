// Seed gallery: "Views Have Fixed Sizes" (seed 000).
// Each scene under fixtures/seeds/fixed-sizes/ is evaluated from source, compared with its compiled form
// (Sources/EaselGallery/Seed000StacksAndFixedSizes.swift), checked against what the article states, and
// snapshotted into golden/seeds/fixed-sizes-NN-slug.png. The barbarian image is 101 x 92.
import XCTest
import Easel
@testable import EaselGallery

final class FixedSizesGalleryTests: XCTestCase {
    /// Height of one line of body text (17 pt Inter: ascent + descent) and of the .title font (28 pt).
    let bodyLine: CGFloat = 20.574, titleLine: CGFloat = 33.886

    /// "The resulting view has the same size", 101 x 92, and the canvas is no larger.
    func test01Image() throws {
        let scene = try SeedScene("fixed-sizes/01-image.swift")
        try assertSameLayout(scene, FixedImage.ContentView())
        let l = try scene.layout()
        assertRect(l.image("barbarian"), 0, 0, 101, 92)
        XCTAssertEqual(l.canvas.width, 101)
        XCTAssertEqual(l.canvas.height, 92)
        assertSeedSnapshot(scene, named: "fixed-sizes-01-image")
    }

    /// ".frame does not change the view it modifies": a 200 x 200 frame with the 101 x 92 image centred.
    func test02ImageFrame() throws {
        let scene = try SeedScene("fixed-sizes/02-image-frame.swift")
        try assertSameLayout(scene, FixedImage.InFrame())
        let l = try scene.layout()
        XCTAssertEqual(l.root.kind, "frame")
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        assertRect(l.image("barbarian"), 49.5, 54, 101, 92)
        assertSeedSnapshot(scene, named: "fixed-sizes-02-image-frame")
    }

    /// "It simply overflows its bounds": 101 wide in a 50-wide frame, from −25.5 to 75.5.
    func test03ImageSmallFrame() throws {
        let scene = try SeedScene("fixed-sizes/03-image-small-frame.swift")
        try assertSameLayout(scene, FixedImage.InSmallFrame())
        let l = try scene.layout()
        assertRect(l.node("frame").rect, 0, 0, 50, 200)
        assertRect(l.image("barbarian"), -25.5, 54, 101, 92)
        XCTAssertLessThan(l.image("barbarian").minX, l.node("frame").rect.minX)
        XCTAssertGreaterThan(l.image("barbarian").maxX, l.node("frame").rect.maxX)
        // On a 200 x 200 canvas the 50 x 200 frame is centred (x = 75) and the overflow is drawn.
        let wide = try scene.layout(proposed: ProposedViewSize(width: 200, height: 200))
        assertRect(wide.node("frame").rect, 75, 0, 50, 200)
        assertRect(wide.image("barbarian"), 49.5, 54, 101, 92)
        assertSeedSnapshot(scene, named: "fixed-sizes-03-image-small-frame", size: CGSize(width: 200, height: 200))
    }

    /// "Text too has a fixed size, which is simply the size necessary to render the string": one line.
    func test04Text() throws {
        let scene = try SeedScene("fixed-sizes/04-text.swift")
        try assertSameLayout(scene, FixedText.ContentView())
        let t = try scene.layout().node("Text")
        XCTAssertEqual(t.lines, ["Nogitsune Takeshi"])
        XCTAssertEqual(t.rect.height, bodyLine, accuracy: 0.001)
        XCTAssertEqual(t.rect.origin, .zero)
        assertSeedSnapshot(scene, named: "fixed-sizes-04-text")
    }

    /// "The size of the Text remains the same as before, and … it's simply centered within the frame."
    func test05TextFrame() throws {
        let scene = try SeedScene("fixed-sizes/05-text-frame.swift")
        try assertSameLayout(scene, FixedText.InFrame())
        let l = try scene.layout()
        let t = l.node("Text"), alone = try SeedScene("fixed-sizes/04-text.swift").layout().node("Text")
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        XCTAssertEqual(t.rect.size, alone.rect.size)
        XCTAssertEqual(t.lines, ["Nogitsune Takeshi"])
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.rect.midY, 100, accuracy: 0.25)
        assertSeedSnapshot(scene, named: "fixed-sizes-05-text-frame")
    }

    /// "Since it's using a larger font, we'd expect it to have a larger fixed size."
    func test06Title() throws {
        let scene = try SeedScene("fixed-sizes/06-title.swift")
        try assertSameLayout(scene, FixedText.Title())
        let title = try scene.layout().node("Text"), body = try SeedScene("fixed-sizes/04-text.swift").layout().node("Text")
        XCTAssertEqual(title.lines, ["Nogitsune Takeshi"])
        XCTAssertEqual(title.rect.height, titleLine, accuracy: 0.001)
        XCTAssertGreaterThan(title.rect.width, body.rect.width)
        XCTAssertGreaterThan(title.rect.width, 200, "too wide for the 200-point frame of the next example")
        assertSeedSnapshot(scene, named: "fixed-sizes-06-title")
    }

    /// "But it didn't!" overflow: the frame proposes 200 x 200 first and the Text fits itself to it.
    /// The 2019 beta truncated to one line (the article's picture); today it wraps to two lines, as wide as
    /// the longer one and centred. With `.lineLimit(1)` it truncates as the picture shows.
    func test07TitleFrame() throws {
        let scene = try SeedScene("fixed-sizes/07-title-frame.swift")
        try assertSameLayout(scene, FixedText.TitleInFrame())
        let l = try scene.layout()
        let t = l.node("Text")
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        XCTAssertEqual(t.lines, ["Nogitsune", "Takeshi"])
        XCTAssertLessThan(t.rect.width, 200, "it returns the width of its longest line, not the frame's")
        XCTAssertEqual(t.rect.height, 2 * titleLine, accuracy: 0.001)
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.rect.midY, 100, accuracy: 0.25)
        XCTAssertTrue(l.node("frame").rect.contains(t.rect), "no overflow")
        // The article's 2019 picture: one line, truncated with an ellipsis, narrower than the frame.
        let oneLine = try layout(FixedText.OneLine(), scale: 2).node("Text")
        XCTAssertEqual(oneLine.lines?.count, 1)
        XCTAssertTrue(oneLine.lines?.first?.hasSuffix("…") ?? false, "\(oneLine.lines ?? [])")
        XCTAssertLessThanOrEqual(oneLine.rect.width, 200)
        XCTAssertEqual(oneLine.rect.height, titleLine, accuracy: 0.001)
        assertSeedSnapshot(scene, named: "fixed-sizes-07-title-frame")
    }

    /// "The width of the Text is only enough to render the longest line, and the height is only enough to
    /// render both lines", centred in the frame.
    func test08TitleLineLimit() throws {
        let scene = try SeedScene("fixed-sizes/08-title-line-limit.swift")
        try assertSameLayout(scene, FixedText.TwoLines())
        let l = try scene.layout()
        let t = l.node("Text")
        XCTAssertEqual(t.lines, ["Nogitsune", "Takeshi"])
        XCTAssertEqual(t.rect.height, 2 * titleLine, accuracy: 0.001)
        XCTAssertLessThan(t.rect.width, 200)
        XCTAssertEqual(t.rect.midX, 100, accuracy: 0.25)
        XCTAssertEqual(t.rect.midY, 100, accuracy: 0.25)
        // The longer line's width: the same Text with only "Nogitsune" at the title font.
        let longest = try layout(Text("Nogitsune").font(.title), scale: 2).node("Text").rect.width
        XCTAssertEqual(t.rect.width, longest, accuracy: 0.001)
        assertSeedSnapshot(scene, named: "fixed-sizes-08-title-line-limit")
    }

    /// "A resizable image simply returns the size of its parent as its own size": 200 x 150.
    func test09Resizable() throws {
        let scene = try SeedScene("fixed-sizes/09-resizable.swift")
        try assertSameLayout(scene, ResizableImages.Stretch())
        let l = try scene.layout()
        assertRect(l.image("barbarian"), 0, 0, 200, 150)
        assertRect(l.node("frame").rect, 0, 0, 200, 150)
        assertSeedSnapshot(scene, named: "fixed-sizes-09-resizable")
    }

    /// "The size of the Image is still the size of the frame, it's simply rendering the source image multiple times."
    func test10ResizableTile() throws {
        let scene = try SeedScene("fixed-sizes/10-resizable-tile.swift")
        try assertSameLayout(scene, ResizableImages.Tile())
        assertRect(try scene.layout().image("barbarian"), 0, 0, 200, 150)
        assertSeedSnapshot(scene, named: "fixed-sizes-10-resizable-tile")
    }

    /// "The Image has chosen to use all of the parent's available height … a width that retains the aspect
    /// ratio": 150 * 101 / 92 = 164.67 wide, centred (x = 17.5 on the @2x pixel grid).
    func test11AspectFit() throws {
        let scene = try SeedScene("fixed-sizes/11-aspect-fit.swift")
        try assertSameLayout(scene, ResizableImages.Fit())
        let l = try scene.layout()
        let r = l.image("barbarian")
        XCTAssertEqual(r.height, 150)
        XCTAssertEqual(r.width, 150 * 101 / 92, accuracy: 0.0001)
        XCTAssertEqual(r.width, 164.67, accuracy: 0.005)
        XCTAssertEqual(r.minY, 0)
        XCTAssertEqual(r.minX, 17.5)
        XCTAssertEqual(r.midX, 100, accuracy: 0.25)
        assertRect(l.node("frame").rect, 0, 0, 200, 150)
        XCTAssertEqual(l.node("aspectRatio").rect, r)
        assertSeedSnapshot(scene, named: "fixed-sizes-11-aspect-fit")
    }
}
