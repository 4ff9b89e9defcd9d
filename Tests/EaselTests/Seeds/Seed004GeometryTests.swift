// Seed 004, part 3: geometry reader, secondary views, ZStack as a secondary view, exploding stacks.
// Published code nested in `Seed004.<Topic>`. Images: barbarian 101 x 92, overlay 101 x 46,
// rogue 48 x 64, dragoon 72 x 91, brawler 56 x 76. `seed004Screen` is a 390 x 844 proposal.
import XCTest
import Easel
@testable import EaselGallery

// MARK: Geometry Reader

extension Seed004 {
    enum GeometryReaderHalf {
        struct ContentView : View {
            var body: some View {
                GeometryReader { g in
                    ZStack {
                        Image("barbarian")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(maxWidth: g.size.width / 2,
                                   maxHeight: g.size.height / 2)
                    }
                    .frame(width: g.size.width, height: g.size.height)
                }
            }
        }
    }

    enum GeometryInSecondaryView {
        struct OverlaidImage : View {
            var body: some View {
                Image("barbarian")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .overlay(OverlayView())
            }
        }

        struct OverlayView : View {
            var body: some View {
                GeometryReader { g in
                    Image("overlay")
                        .resizable()
                        .frame(width: g.size.width, height: g.size.height / 2)
                        .position(y: g.size.height / 2)
                }
            }
        }
    }

    enum GeometryInZStack {
        struct OverlaidImage : View {
            var body: some View {
                ZStack {
                    GeometryReader { g in
                        Image("overlay")
                            .resizable()
                            .frame(width: g.size.width, height: g.size.height / 2)
                            .position(y: g.size.height / 2)
                    }
                    .layoutPriority(-1)

                    Image("barbarian")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                }
            }
        }
    }
}

// MARK: Secondary Views

extension Seed004 {
    enum YellowBackground {
        struct ContentView : View {
            var body: some View {
                Text("Hasty River")
                    .font(.title)
                    .background(Color.yellow)
            }
        }
    }

    enum ImageBackground {
        struct ContentView : View {
            var body: some View {
                Text("Hasty River")
                    .font(.title)
                    .background(Image("rogue"))
            }
        }
    }

    enum VStackIgnoresBackground {
        struct ContentView : View {
            var body: some View {
                VStack {
                    Text("My Character")
                        .font(.caption)
                    Text("Hasty River")
                        .font(.title)
                        .background(Image("rogue"))
                    Text("Rogue")
                }
            }
        }
    }

    enum ZStackBackground {
        // Typo fixed: the published ZStack lacks its closing brace.
        struct ContentView : View {
            var body: some View {
                ZStack {
                    Color.yellow
                        .layoutPriority(-1)

                    Text("Hasty River")
                        .font(.title)
                }
            }
        }
    }
}

// MARK: Exploding Stacks

extension Seed004 {
    enum ExplodingFrameOutside {
        struct ContentView: View {
            var body: some View {
                // ⚠️ This is an example that does not work.
                ZStack(alignment: .bottomTrailing) {
                    Image("dragoon")
                }
                .frame(minWidth: 0, maxWidth: .infinity,
                       minHeight: 0, maxHeight: .infinity)
            }
        }
    }

    enum ExplodingFrameInside {
        struct ContentView: View {
            var body: some View {
                // ⚠️ This is an example that does not work.
                ZStack(alignment: .bottomTrailing) {
                    Image("dragoon")
                        .frame(minWidth: 0, maxWidth: .infinity,
                               minHeight: 0, maxHeight: .infinity)
                }
            }
        }
    }

    enum ExplodingAlignedFrame {
        struct ContentView: View {
            var body: some View {
                ZStack {
                    Image("dragoon")
                        .frame(minWidth: 0, maxWidth: .infinity,
                               minHeight: 0, maxHeight: .infinity,
                               alignment: .bottomTrailing)
                }
            }
        }
    }

    enum ExplodingFourCorners {
        struct ContentView: View {
            var body: some View {
                ZStack {
                    Image("brawler")
                        .frame(minWidth: 0, maxWidth: .infinity,
                               minHeight: 0, maxHeight: .infinity,
                               alignment: .topLeading)
                    Image("rogue")
                        .frame(minWidth: 0, maxWidth: .infinity,
                               minHeight: 0, maxHeight: .infinity,
                               alignment: .topTrailing)
                    Image("barbarian")
                        .frame(minWidth: 0, maxWidth: .infinity,
                               minHeight: 0, maxHeight: .infinity,
                               alignment: .bottomLeading)
                    Image("dragoon")
                        .frame(minWidth: 0, maxWidth: .infinity,
                               minHeight: 0, maxHeight: .infinity,
                               alignment: .bottomTrailing)
                }
            }
        }
    }
}

final class Seed004GeometryTests: XCTestCase {
    let titleHeight: CGFloat = 33.886

    // MARK: Geometry reader

    /// The reader takes the whole proposal; the barbarian fits half of it (195 x 422): 195 wide,
    /// 195 x 92 / 101 high, centred by the full-size frame around the ZStack.
    func testGeometryReaderHalfSize() throws {
        let l = try layout(Seed004.GeometryReaderHalf.ContentView(), proposed: seed004Screen, scale: 2)
        assertRect(l.node("GeometryReader").rect, 0, 0, 390, 844)
        let zstackFrame = l.node("GeometryReader").children[0]
        XCTAssertEqual(zstackFrame.kind, "frame")
        assertRect(zstackFrame.rect, 0, 0, 390, 844)
        let image = l.image("barbarian")
        XCTAssertEqual(image.width, 195, accuracy: 0.001)
        XCTAssertEqual(image.height, 195 * 92 / 101, accuracy: 0.001)
        XCTAssertEqual(image.midX, 195, accuracy: 0.25)
        XCTAssertEqual(image.midY, 422, accuracy: 0.25)
        // A landscape proposal: the height limits instead (half of 300 is 150).
        let wide = try layout(Seed004.GeometryReaderHalf.ContentView(), proposed: ProposedViewSize(width: 800, height: 300), scale: 2)
        XCTAssertEqual(wide.image("barbarian").height, 150, accuracy: 0.001)
        XCTAssertEqual(wide.image("barbarian").width, 150 * 101 / 92, accuracy: 0.001)
        XCTAssertEqual(wide.image("barbarian").midX, 400, accuracy: 0.25)
    }

    /// In a secondary view the reader is the size of the view it is attached to. The published code
    /// positions the overlay's centre at (0, h / 2) — `position(y:)` leaves x at its default 0 — so the
    /// overlay straddles the leading edge over the middle half, not the bottom half the prose describes.
    func testGeometryReaderInOverlay() throws {
        let l = try layout(Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: ProposedViewSize(width: 303, height: 276), scale: 2)
        let image = l.image("barbarian")
        assertRect(image, 0, 0, 303, 276)
        XCTAssertEqual(l.node("GeometryReader").rect, image)
        XCTAssertEqual(l.node("overlay").rect, image)
        assertRect(l.image("overlay"), -151.5, 69, 303, 138)
        XCTAssertEqual(l.node("position").rect, image, "position fills the reader")
        // Smaller space: the barbarian is the aspect-fit size, and the reader follows it.
        let small = try layout(Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: ProposedViewSize(width: 202, height: 400))
        assertRect(small.image("barbarian"), 0, 108, 202, 184)
        XCTAssertEqual(small.node("GeometryReader").rect, small.image("barbarian"))
        assertRect(small.image("overlay"), -101, 154, 202, 92)
    }

    /// The ZStack version, with the reader at layout priority −1, lays out identically.
    func testGeometryReaderInZStack() throws {
        for size in [CGSize(width: 303, height: 276), CGSize(width: 202, height: 400)] {
            let overlay = try layout(Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: ProposedViewSize(size))
            let zstack = try layout(Seed004.GeometryInZStack.OverlaidImage(), proposed: ProposedViewSize(size))
            XCTAssertEqual(zstack.image("barbarian"), overlay.image("barbarian"))
            XCTAssertEqual(zstack.image("overlay"), overlay.image("overlay"))
            XCTAssertEqual(zstack.node("GeometryReader").rect, overlay.node("GeometryReader").rect)
            XCTAssertEqual(zstack.node("ZStack").rect, zstack.image("barbarian"))
            // The reader is still drawn first (behind the barbarian): priority does not reorder.
            XCTAssertEqual(zstack.node("ZStack").children.first?.kind, "GeometryReader")
        }
    }

    // MARK: Secondary views

    /// The colour is proposed the text's size and takes all of it.
    func testColorBackground() throws {
        let l = try layout(Seed004.YellowBackground.ContentView())
        let text = l.node("Text", "Hasty River").rect
        XCTAssertEqual(text.height, titleHeight, accuracy: 0.001)
        XCTAssertEqual(l.node("Color").rect, text)
        XCTAssertEqual(l.root.rect, text)
    }

    /// The 48 x 64 rogue overflows the 33.886-high text, centred on it; the text's frame is unchanged.
    func testImageBackgroundOverflows() throws {
        let l = try layout(Seed004.ImageBackground.ContentView(), scale: 2)
        let plain = try layout(Seed004.YellowBackground.ContentView(), scale: 2)
        let text = l.node("Text", "Hasty River").rect
        XCTAssertEqual(text, plain.node("Text", "Hasty River").rect)
        XCTAssertEqual(l.root.rect, text)
        let image = l.image("rogue")
        XCTAssertEqual(image.size, CGSize(width: 48, height: 64))
        XCTAssertEqual(image.midX, text.midX, accuracy: 0.25)
        XCTAssertEqual(image.midY, text.midY, accuracy: 0.25)
        XCTAssertLessThan(image.minY, text.minY)
        XCTAssertGreaterThan(image.maxY, text.maxY)
        XCTAssertEqual(l.node("background").children.map(\.kind), ["Image", "Text"])
    }

    /// The VStack ignores the secondary view: it stacks the three texts only, and the rogue overlaps
    /// the lines above and below.
    func testVStackIgnoresSecondaryView() throws {
        let l = try layout(Seed004.VStackIgnoresBackground.ContentView(), scale: 2)
        let caption = l.node("Text", "My Character").rect
        let name = l.node("Text", "Hasty River").rect
        let rogue = l.node("Text", "Rogue").rect
        let stack = l.node("VStack").rect
        XCTAssertEqual(name.height, titleHeight, accuracy: 0.001)
        XCTAssertEqual(rogue.height, 20.574, accuracy: 0.001)
        XCTAssertEqual(stack.height, caption.height + name.height + rogue.height + 16, accuracy: 0.5)
        XCTAssertEqual(stack.minY, caption.minY)
        XCTAssertEqual(stack.maxY, rogue.maxY, accuracy: 0.25)
        XCTAssertEqual(stack.width, max(caption.width, name.width, rogue.width), accuracy: 0.001)
        let image = l.image("rogue")
        XCTAssertEqual(image.midY, name.midY, accuracy: 0.25)
        XCTAssertLessThan(image.minY, caption.maxY)
        XCTAssertGreaterThan(image.maxY, rogue.minY)
        // The same stack without the background: identical text frames.
        let bare = try layout(VStack {
            Text("My Character").font(.caption)
            Text("Hasty River").font(.title)
            Text("Rogue")
        }, scale: 2)
        XCTAssertEqual(bare.node("Text", "Hasty River").rect, name)
        XCTAssertEqual(bare.node("VStack").rect, stack)
    }

    /// `ZStack { Color.yellow.layoutPriority(-1); Text }` is the `.background(Color.yellow)` layout:
    /// the stack takes the text's size and the colour fills it, still drawn behind.
    func testZStackAsBackground() throws {
        let l = try layout(Seed004.ZStackBackground.ContentView())
        let text = l.node("Text", "Hasty River").rect
        XCTAssertEqual(l.node("ZStack").rect, text)
        XCTAssertEqual(l.node("Color").rect, text)
        XCTAssertEqual(l.node("ZStack").children.first?.kind, "Color")
        let background = try layout(Seed004.YellowBackground.ContentView())
        XCTAssertEqual(background.node("Text", "Hasty River").rect, text)
        XCTAssertEqual(background.node("Color").rect, l.node("Color").rect)
    }

    // MARK: Exploding stacks

    /// ⚠️ The frame outside: the frame fills the screen, the ZStack is just the dragoon, centred.
    func testExplodingFrameOutsideDoesNotWork() throws {
        let l = try layout(Seed004.ExplodingFrameOutside.ContentView(), proposed: seed004Screen, scale: 2)
        assertRect(l.node("frame").rect, 0, 0, 390, 844)
        assertRect(l.node("ZStack").rect, 159, 376.5, 72, 91)
        XCTAssertEqual(l.image("dragoon"), l.node("ZStack").rect)
    }

    /// ⚠️ The frame inside: the stack explodes to the screen, but the frame centres the dragoon.
    func testExplodingFrameInsideCentres() throws {
        let l = try layout(Seed004.ExplodingFrameInside.ContentView(), proposed: seed004Screen, scale: 2)
        assertRect(l.node("ZStack").rect, 0, 0, 390, 844)
        assertRect(l.node("frame").rect, 0, 0, 390, 844)
        assertRect(l.image("dragoon"), 159, 376.5, 72, 91)
    }

    /// The alignment on the frame: the dragoon sits in the bottom-trailing corner.
    func testExplodingAlignedFrame() throws {
        let l = try layout(Seed004.ExplodingAlignedFrame.ContentView(), proposed: seed004Screen)
        assertRect(l.node("ZStack").rect, 0, 0, 390, 844)
        assertRect(l.image("dragoon"), 390 - 72, 844 - 91, 72, 91)
    }

    /// All four corners.
    func testExplodingFourCorners() throws {
        let l = try layout(Seed004.ExplodingFourCorners.ContentView(), proposed: seed004Screen)
        assertRect(l.node("ZStack").rect, 0, 0, 390, 844)
        let frames = l.node("ZStack").children
        XCTAssertEqual(frames.count, 4)
        for f in frames { assertRect(f.rect, 0, 0, 390, 844) }
        assertRect(l.image("brawler"), 0, 0, 56, 76)
        assertRect(l.image("rogue"), 390 - 48, 0, 48, 64)
        assertRect(l.image("barbarian"), 0, 844 - 92, 101, 92)
        assertRect(l.image("dragoon"), 390 - 72, 844 - 91, 72, 91)
        // Another screen: the corners follow it.
        let pad = try layout(Seed004.ExplodingFourCorners.ContentView(), proposed: ProposedViewSize(width: 1024, height: 768))
        assertRect(pad.image("dragoon"), 1024 - 72, 768 - 91, 72, 91)
        assertRect(pad.image("rogue"), 1024 - 48, 0, 48, 64)
        assertRect(pad.image("barbarian"), 0, 768 - 92, 101, 92)
    }
}
