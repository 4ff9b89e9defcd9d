// Seed 004, part 3: geometry reader, secondary views, ZStack as a secondary view, exploding stacks.
// Published code nested in `Seed004.<Topic>`. Images: barbarian 101 x 92, overlay 101 x 46,
// rogue 48 x 64, dragoon 72 x 91, brawler 56 x 76. `seed004Screen` is a 390 x 844 proposal.
import XCTest
import Easel
@testable import EaselGallery

// MARK: Geometry Reader

extension Seed004 {
    enum GeometryReaderHalf {
        struct ContentView: View {
            var body: some View {
                GeometryReader { g in
                    ZStack {
                        Image("barbarian")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(
                                maxWidth: g.size.width / 2,
                                maxHeight: g.size.height / 2)
                    }
                    .frame(width: g.size.width, height: g.size.height)
                }
            }
        }
    }

    enum GeometryInSecondaryView {
        struct OverlaidImage: View {
            var body: some View {
                Image("barbarian")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .overlay(OverlayView())
            }
        }

        struct OverlayView: View {
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
        struct OverlaidImage: View {
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
        struct ContentView: View {
            var body: some View {
                Text("Hasty River")
                    .font(.title)
                    .background(Color.yellow)
            }
        }
    }

    enum ImageBackground {
        struct ContentView: View {
            var body: some View {
                Text("Hasty River")
                    .font(.title)
                    .background(Image("rogue"))
            }
        }
    }

    enum VStackIgnoresBackground {
        struct ContentView: View {
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
        struct ContentView: View {
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
                .frame(
                    minWidth: 0, maxWidth: .infinity,
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
                        .frame(
                            minWidth: 0, maxWidth: .infinity,
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
                        .frame(
                            minWidth: 0, maxWidth: .infinity,
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
                        .frame(
                            minWidth: 0, maxWidth: .infinity,
                            minHeight: 0, maxHeight: .infinity,
                            alignment: .topLeading)
                    Image("rogue")
                        .frame(
                            minWidth: 0, maxWidth: .infinity,
                            minHeight: 0, maxHeight: .infinity,
                            alignment: .topTrailing)
                    Image("barbarian")
                        .frame(
                            minWidth: 0, maxWidth: .infinity,
                            minHeight: 0, maxHeight: .infinity,
                            alignment: .bottomLeading)
                    Image("dragoon")
                        .frame(
                            minWidth: 0, maxWidth: .infinity,
                            minHeight: 0, maxHeight: .infinity,
                            alignment: .bottomTrailing)
                }
            }
        }
    }
}

final class Seed004GeometryTests: XCTestCase {
    // The expectations for the scenes of fixtures/seeds/geometry-reader/, secondary-views/ and exploding-stacks/
    // are in Seeds/Expectations/Seed004PartTwoExpectations.swift, shared with Seed004PartTwoGalleryTests.
    typealias E = SeedExpectations

    // MARK: Geometry reader

    func testGeometryReaderHalfSize() throws {
        E.geometryHalfSize(try layout(Seed004.GeometryReaderHalf.ContentView(), proposed: seed004Screen, scale: 2))
        E.geometryHalfSizeLandscape(try layout(Seed004.GeometryReaderHalf.ContentView(), proposed: ProposedViewSize(width: 800, height: 300), scale: 2))
    }

    func testGeometryReaderInOverlay() throws {
        E.geometryOverlay303(try layout(Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: ProposedViewSize(width: 303, height: 276), scale: 2))
        E.geometryOverlay202(try layout(Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: ProposedViewSize(width: 202, height: 400)))
        E.geometryOverlay(try layout(Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: seed004Screen, scale: 2))
    }

    /// The ZStack version, with the reader at layout priority −1, lays out identically.
    func testGeometryReaderInZStack() throws {
        for size in [CGSize(width: 303, height: 276), CGSize(width: 202, height: 400)] {
            E.geometryZStack(
                try layout(Seed004.GeometryInZStack.OverlaidImage(), proposed: ProposedViewSize(size)),
                overlay: try layout(Seed004.GeometryInSecondaryView.OverlaidImage(), proposed: ProposedViewSize(size)))
        }
    }

    // MARK: Secondary views

    func testColorBackground() throws {
        E.yellowBackground(try layout(Seed004.YellowBackground.ContentView()))
    }

    func testImageBackgroundOverflows() throws {
        E.imageBackground(
            try layout(Seed004.ImageBackground.ContentView(), scale: 2),
            plain: try layout(Seed004.YellowBackground.ContentView(), scale: 2),
            roomy: try layout(Seed004.ImageBackground.ContentView(), proposed: ProposedViewSize(width: 200, height: 100), scale: 2))
    }

    func testVStackIgnoresSecondaryView() throws {
        try E.vstackIgnoresBackground(try layout(Seed004.VStackIgnoresBackground.ContentView(), scale: 2))
    }

    func testZStackAsBackground() throws {
        E.zstackBackground(try layout(Seed004.ZStackBackground.ContentView()), background: try layout(Seed004.YellowBackground.ContentView()))
    }

    // MARK: Exploding stacks

    func testExplodingFrameOutsideDoesNotWork() throws {
        E.explodingFrameAroundStack(try layout(Seed004.ExplodingFrameOutside.ContentView(), proposed: seed004Screen, scale: 2))
    }

    func testExplodingFrameInsideCentres() throws {
        E.explodingFrameInsideStack(try layout(Seed004.ExplodingFrameInside.ContentView(), proposed: seed004Screen, scale: 2))
    }

    func testExplodingAlignedFrame() throws {
        E.explodingAlignmentOnFrame(try layout(Seed004.ExplodingAlignedFrame.ContentView(), proposed: seed004Screen))
    }

    func testExplodingFourCorners() throws {
        E.explodingFourCorners(
            try layout(Seed004.ExplodingFourCorners.ContentView(), proposed: seed004Screen),
            pad: try layout(Seed004.ExplodingFourCorners.ContentView(), proposed: ProposedViewSize(width: 1024, height: 768)))
    }
}
