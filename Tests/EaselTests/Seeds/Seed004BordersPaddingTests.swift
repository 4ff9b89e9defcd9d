// Seed 004, part 2: borders, padding, secondary views in practice (the hit point bar).
// Published code nested in `Seed004.<Topic>`; the hit point bar's successive versions each get their
// own enum because every version is called `HitPointBar`.
// Measured: Text("Nogitsune Takeshi") in .title is 243.290 x 33.886 (a Text 244 x 34 at @1x).
import XCTest
import Easel
@testable import EaselGallery

// MARK: Borders

extension Seed004 {
    enum BorderOnePixel {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.yellow)
            }
        }
    }

    enum BorderFourPixels {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.yellow, width: 4)
            }
        }
    }

    enum BorderAroundPadding {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding(4)
                    .border(Color.yellow, width: 4)
            }
        }
    }

    enum ThreeBorders {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.red)
                    .padding(4)
                    .border(Color.yellow, width: 4)
                    .border(Color.red)
            }
        }
    }
}

// MARK: Padding

extension Seed004 {
    enum PlainTitle {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
            }
        }
    }

    enum TitleInFrame {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .frame(width: 200, height: 200)
            }
        }
    }

    enum DefaultPadding {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding()
            }
        }
    }

    enum PaddingInFrame {
        struct ContentView: View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding()
                    .frame(width: 200, height: 200)
            }
        }
    }
}

// MARK: Secondary Views in Practice

extension Seed004 {
    /// "Getting Started": the text alone, yellow border; green border at the call site.
    enum HitPointsText {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("rogue")
                    VStack(alignment: .leading) {
                        Text("Hasty River")
                            .font(.title)
                        HitPointBar(hitPoints: 60, damageTaken: 27)
                            .font(.caption)
                            .frame(width: 200)
                            .border(Color.green)
                    }
                }
            }
        }

        struct HitPointBar: View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Text("\(hitPoints-damageTaken)/\(hitPoints)")
                    .border(Color.yellow)
            }
        }
    }

    /// The infinite frame inside the bar (border dropped from the call site).
    enum HitPointsFrame {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("rogue")
                    VStack(alignment: .leading) {
                        Text("Hasty River")
                            .font(.title)
                        HitPointBar(hitPoints: 60, damageTaken: 27)
                            .font(.caption)
                            .frame(width: 200)
                    }
                }
            }
        }

        struct HitPointBar: View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Text("\(hitPoints-damageTaken)/\(hitPoints)")
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .border(Color.green)
            }
        }
    }

    /// The red lozenge.
    enum HitPointsLozenge {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("rogue")
                    VStack(alignment: .leading) {
                        Text("Hasty River")
                            .font(.title)
                        HitPointBar(hitPoints: 60, damageTaken: 27)
                            .font(.caption)
                            .frame(width: 200)
                    }
                }
            }
        }

        struct HitPointBar: View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Text("\(hitPoints-damageTaken)/\(hitPoints)")
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .foregroundColor(Color.white)
                    .background(Color.red)
                    .cornerRadius(8)
            }
        }
    }

    /// The background split out into HitPointBackground, still a plain red.
    enum HitPointsRedBackground {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("rogue")
                    VStack(alignment: .leading) {
                        Text("Hasty River")
                            .font(.title)
                        HitPointBar(hitPoints: 60, damageTaken: 27)
                            .font(.caption)
                            .frame(width: 200)
                    }
                }
            }
        }

        struct HitPointBar: View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Text("\(hitPoints-damageTaken)/\(hitPoints)")
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .foregroundColor(Color.white)
                    .background(
                        HitPointBackground(
                            hitPoints: hitPoints,
                            damageTaken: damageTaken)
                    )
                    .cornerRadius(8)
            }
        }

        struct HitPointBackground: View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Color.red
            }
        }
    }

    /// The final bar: a GeometryReader secondary view with red and green rectangles.
    enum HitPoints {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("rogue")
                    VStack(alignment: .leading) {
                        Text("Hasty River")
                            .font(.title)
                        HitPointBar(hitPoints: 60, damageTaken: 27)
                            .font(.caption)
                            .frame(width: 200)
                    }
                }
            }
        }

        struct HitPointBar: View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Text("\(hitPoints-damageTaken)/\(hitPoints)")
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .foregroundColor(Color.white)
                    .background(
                        HitPointBackground(
                            hitPoints: hitPoints,
                            damageTaken: damageTaken)
                    )
                    .cornerRadius(8)
            }
        }

        struct HitPointBackground: View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                GeometryReader { g in
                    ZStack(alignment: .leading) {
                        Rectangle()
                            .fill(Color.red)
                        Rectangle()
                            .fill(Color.green)
                            .frame(
                                width: g.size.width
                                    * CGFloat(self.hitPoints - self.damageTaken)
                                    / CGFloat(self.hitPoints))
                    }
                }
            }
        }
    }
}

final class Seed004BordersPaddingTests: XCTestCase {
    // The expectations for the scenes of fixtures/seeds/borders/, padding/ and secondary-views-in-practice/ are in
    // Seeds/Expectations/Seed004PartOneExpectations.swift and Seed004PartTwoExpectations.swift, shared with the
    // gallery tests (Seed004PartOneGalleryTests, Seed004PartTwoGalleryTests).

    // MARK: Borders

    /// A border is an overlay of exactly the text's frame, whatever its width: it adds no space.
    func testBordersDoNotAddSpace() throws {
        SeedExpectations.borderOverText(try layout(Seed004.BorderOnePixel.ContentView()))
        SeedExpectations.borderOverText(try layout(Seed004.BorderFourPixels.ContentView()))
    }

    /// `.padding(4).border(…, width: 4)`: the border is the text frame inset by −4.
    func testBorderAroundPadding() throws {
        SeedExpectations.borderAroundPadding(try layout(Seed004.BorderAroundPadding.ContentView()))
    }

    /// Red on the text, yellow (4) and red (1) both on the padding: the outer two share a frame.
    func testThreeBorders() throws {
        SeedExpectations.threeBorders(try layout(Seed004.ThreeBorders.ContentView()))
    }

    // MARK: Padding

    func testTitleSize() throws {
        SeedExpectations.paddingTitle(try layout(Seed004.PlainTitle.ContentView()))
    }

    func testTitleInFixedFrame() throws {
        SeedExpectations.paddingTitleInFrame(try layout(Seed004.TitleInFrame.ContentView(), scale: 2))
    }

    func testDefaultPadding() throws {
        SeedExpectations.paddingDefault(try layout(Seed004.DefaultPadding.ContentView()))
    }

    func testPaddingInsideFrame() throws {
        try SeedExpectations.paddingInFrame(try layout(Seed004.PaddingInFrame.ContentView(), scale: 2))
    }

    // MARK: Secondary views in practice

    func testHitPointTextOnly() throws {
        SeedExpectations.hitPointsTextOnly(try layout(Seed004.HitPointsText.ContentView()))
    }

    func testHitPointInfiniteFrame() throws {
        SeedExpectations.hitPointsInfiniteFrame(
            try layout(Seed004.HitPointsFrame.ContentView()),
            textOnly: try layout(Seed004.HitPointsText.ContentView()))
    }

    func testHitPointLozenge() throws {
        let lozenge = try layout(Seed004.HitPointsLozenge.ContentView())
        SeedExpectations.hitPointsRedLozenge(lozenge)
        // The HitPointBackground version with Color.red is the same layout.
        SeedExpectations.hitPointsBackground(try layout(Seed004.HitPointsRedBackground.ContentView()), lozenge: lozenge)
    }

    func testHitPointBarGreenWidth() throws {
        SeedExpectations.hitPointsFinishedBar(try layout(Seed004.HitPoints.ContentView()))
    }

    /// The bar follows the space it is given: at 120 points, green is 120 x 33/60 = 66.
    func testHitPointBarScales() throws {
        let l = try layout(Seed004.HitPoints.HitPointBar(hitPoints: 60, damageTaken: 27).font(.caption).frame(width: 120))
        let rectangles = l.root.all { $0.kind == "Rectangle" }
        XCTAssertEqual(rectangles[0].rect.width, 120)
        XCTAssertEqual(rectangles[1].rect.width, 66, accuracy: 0.001)
        let full = try layout(Seed004.HitPoints.HitPointBar(hitPoints: 60, damageTaken: 0).frame(width: 120))
        XCTAssertEqual(full.root.all { $0.kind == "Rectangle" }[1].rect.width, 120, accuracy: 0.001)
        XCTAssertEqual(full.node("Text", "60/60").rect.height, SeedExpectations.bodyLine, accuracy: 0.001, "body font without .caption")
        XCTAssertEqual(full.node("GeometryReader").rect.height, SeedExpectations.bodyLine, accuracy: 0.001)
    }
}
