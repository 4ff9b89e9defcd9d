// Seed 004, part 2: borders, padding, secondary views in practice (the hit point bar).
// Published code nested in `Seed004.<Topic>`; the hit point bar's successive versions each get their
// own enum because every version is called `HitPointBar`.
// Measured: Text("Nogitsune Takeshi") in .title is 243.290 x 33.886.
import XCTest
import Easel
@testable import EaselGallery

// MARK: Borders

extension Seed004 {
    enum BorderOnePixel {
        struct ContentView : View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.yellow)
            }
        }
    }

    enum BorderFourPixels {
        struct ContentView : View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.yellow, width: 4)
            }
        }
    }

    enum BorderAroundPadding {
        struct ContentView : View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding(4)
                    .border(Color.yellow, width: 4)
            }
        }
    }

    enum ThreeBorders {
        struct ContentView : View {
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
        struct ContentView : View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
            }
        }
    }

    enum TitleInFrame {
        struct ContentView : View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .frame(width: 200, height: 200)
            }
        }
    }

    enum DefaultPadding {
        struct ContentView : View {
            var body: some View {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding()
            }
        }
    }

    enum PaddingInFrame {
        struct ContentView : View {
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
        struct ContentView : View {
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

        struct HitPointBar : View {
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
        struct ContentView : View {
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

        struct HitPointBar : View {
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
        struct ContentView : View {
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

        struct HitPointBar : View {
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
        struct ContentView : View {
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

        struct HitPointBar : View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Text("\(hitPoints-damageTaken)/\(hitPoints)")
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .foregroundColor(Color.white)
                    .background(HitPointBackground(hitPoints: hitPoints,
                                                   damageTaken: damageTaken))
                    .cornerRadius(8)
            }
        }

        struct HitPointBackground : View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Color.red
            }
        }
    }

    /// The final bar: a GeometryReader secondary view with red and green rectangles.
    enum HitPoints {
        struct ContentView : View {
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

        struct HitPointBar : View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                Text("\(hitPoints-damageTaken)/\(hitPoints)")
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .foregroundColor(Color.white)
                    .background(HitPointBackground(hitPoints: hitPoints,
                                                   damageTaken: damageTaken))
                    .cornerRadius(8)
            }
        }

        struct HitPointBackground : View {
            var hitPoints: Int
            var damageTaken: Int

            var body: some View {
                GeometryReader { g in
                    ZStack(alignment: .leading) {
                        Rectangle()
                            .fill(Color.red)
                        Rectangle()
                            .fill(Color.green)
                            .frame(width: g.size.width
                                * CGFloat(self.hitPoints - self.damageTaken)
                                / CGFloat(self.hitPoints))
                    }
                }
            }
        }
    }
}

final class Seed004BordersPaddingTests: XCTestCase {
    let title = CGSize(width: 243.290, height: 33.886)

    private func border(_ n: LayoutSnapshot.Node) -> CGRect {
        XCTAssertEqual(n.kind, "border")
        return n.children.first { $0.kind == "Rectangle" }?.rect ?? .null
    }

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

    /// The text alone: its measured single-line size.
    func testTitleSize() throws {
        let l = try layout(Seed004.PlainTitle.ContentView())
        let text = l.node("Text", "Nogitsune Takeshi")
        assertRect(text.rect, 0, 0, title.width, title.height)
        XCTAssertEqual(text.lines, ["Nogitsune Takeshi"])
    }

    /// A 200 x 200 frame with the text centred inside. Today's SwiftUI wraps the 243-point title onto two
    /// lines in the 200-point width (the article's 2019 picture shows one truncated line).
    func testTitleInFixedFrame() throws {
        let l = try layout(Seed004.TitleInFrame.ContentView(), scale: 2)
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        let text = l.node("Text", "Nogitsune Takeshi")
        XCTAssertEqual(text.lines, ["Nogitsune", "Takeshi"])
        XCTAssertEqual(text.rect.height, 2 * title.height, accuracy: 0.001)
        XCTAssertLessThanOrEqual(text.rect.width, 200)
        XCTAssertEqual(text.rect.midX, 100, accuracy: 0.25)
        XCTAssertEqual(text.rect.midY, 100, accuracy: 0.25)
    }

    /// `.padding()` is 16 on every side: the padding view is the text plus 32 each way.
    func testDefaultPadding() throws {
        let l = try layout(Seed004.DefaultPadding.ContentView())
        let text = l.node("Text", "Nogitsune Takeshi").rect
        assertRect(text, 16, 16, title.width, title.height)
        assertRect(l.node("padding").rect, 0, 0, title.width + 32, title.height + 32)
    }

    /// The frame proposes 200 x 200, the padding 168 x 168: the text wraps to "Nogitsune" / "Takeshi";
    /// the padding still hugs it (+32) and is centred in the frame.
    func testPaddingInsideFrame() throws {
        let l = try layout(Seed004.PaddingInFrame.ContentView(), scale: 2)
        assertRect(l.node("frame").rect, 0, 0, 200, 200)
        let text = l.node("Text", "Nogitsune Takeshi")
        XCTAssertEqual(text.lines, ["Nogitsune", "Takeshi"])
        XCTAssertLessThanOrEqual(text.rect.width, 168)
        XCTAssertEqual(text.rect.height, 2 * title.height, accuracy: 0.001)
        let padding = l.node("padding").rect
        XCTAssertEqual(padding.width, text.rect.width + 32, accuracy: 0.001)
        XCTAssertEqual(padding.height, text.rect.height + 32, accuracy: 0.001)
        XCTAssertEqual(text.rect.minX - padding.minX, 16)
        XCTAssertEqual(text.rect.minY - padding.minY, 16)
        XCTAssertEqual(padding.midX, 100, accuracy: 0.25)
        XCTAssertEqual(padding.midY, 100, accuracy: 0.25)
    }

    // MARK: Secondary views in practice

    /// Shared geometry of the character row: rogue, then a leading-aligned VStack of name and bar.
    private func checkRow(_ l: LayoutSnapshot, barHeight: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        let name = l.node("Text", "Hasty River").rect
        assertRect(l.image("rogue"), 0, 0, 48, 64, file: file, line: line)
        XCTAssertEqual(name.minX, 56, "8 points after the rogue", file: file, line: line)
        XCTAssertEqual(name.height, title.height, accuracy: 0.001, file: file, line: line)
        let stack = l.node("VStack").rect
        XCTAssertEqual(stack.minX, 56, file: file, line: line)
        XCTAssertEqual(stack.width, max(200, name.width), accuracy: 0.001, file: file, line: line)
        XCTAssertEqual(stack.height, name.height + 8 + barHeight, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(stack.midY, 32, accuracy: 0.5, "centred on the 64-point rogue", file: file, line: line)
    }

    /// The bar's height is the caption text's; the call-site frame is 200 wide, the text hugs its digits.
    func testHitPointTextOnly() throws {
        let l = try layout(Seed004.HitPointsText.ContentView())
        let text = l.node("Text", "33/60").rect
        XCTAssertLessThan(text.height, 20.574, "caption is smaller than body")
        checkRow(l, barHeight: text.height)
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 2)
        let green = border(borders[0]), yellow = border(borders[1])
        XCTAssertEqual(yellow, text)
        XCTAssertEqual(green.width, 200)
        XCTAssertEqual(green.height, text.height, accuracy: 0.001)
        XCTAssertEqual(green.minX, l.node("VStack").rect.minX, "leading in the VStack")
        XCTAssertEqual(text.midX, green.midX, accuracy: 0.5, "the text is centred in the 200 frame")
        XCTAssertLessThan(text.width, 50)
    }

    /// The infinite frame inside the bar fills the 200-point frame; height still the text's.
    func testHitPointInfiniteFrame() throws {
        let l = try layout(Seed004.HitPointsFrame.ContentView())
        let text = l.node("Text", "33/60").rect
        checkRow(l, barHeight: text.height)
        let green = border(l.node("border"))
        XCTAssertEqual(green.width, 200)
        XCTAssertEqual(green.height, text.height, accuracy: 0.001)
        XCTAssertEqual(green.minY, text.minY)
        XCTAssertEqual(text.midX, green.midX, accuracy: 0.5)
    }

    /// The red lozenge is the background of that frame: 200 x the caption's height, clipped by the corner radius.
    func testHitPointLozenge() throws {
        let l = try layout(Seed004.HitPointsLozenge.ContentView())
        let text = l.node("Text", "33/60").rect
        checkRow(l, barHeight: text.height)
        let red = l.node("background").children.first { $0.kind == "Color" }?.rect ?? .null
        XCTAssertEqual(red.width, 200)
        XCTAssertEqual(red.height, text.height, accuracy: 0.001)
        XCTAssertEqual(l.node("cornerRadius").rect, red)
        // The HitPointBackground version with Color.red is the same layout.
        let split = try layout(Seed004.HitPointsRedBackground.ContentView())
        XCTAssertEqual(split.node("background").children.first { $0.kind == "Color" }?.rect, red)
        XCTAssertEqual(split.node("Text", "33/60").rect, text)
    }

    /// The finished bar: the GeometryReader is the frame's size, the red rectangle fills it, the green
    /// one is 200 x 33/60 = 110 wide from the leading edge.
    func testHitPointBarGreenWidth() throws {
        let l = try layout(Seed004.HitPoints.ContentView())
        let text = l.node("Text", "33/60").rect
        checkRow(l, barHeight: text.height)
        let reader = l.node("GeometryReader").rect
        XCTAssertEqual(reader.width, 200)
        XCTAssertEqual(reader.height, text.height, accuracy: 0.001)
        XCTAssertEqual(reader.minX, l.node("VStack").rect.minX)
        XCTAssertEqual(reader.minY, text.minY)
        let rectangles = l.root.all { $0.kind == "Rectangle" }
        XCTAssertEqual(rectangles.count, 2)
        XCTAssertEqual(rectangles[0].rect, reader, "red fills the bar")
        assertRect(rectangles[1].rect, reader.minX, reader.minY, 200 * 33 / 60, reader.height)
        XCTAssertEqual(l.node("ZStack").rect, reader)
        XCTAssertEqual(l.node("cornerRadius").rect, reader)
        // Drawn behind the text: the background's secondary comes first.
        XCTAssertEqual(l.node("background").children.map(\.kind), ["GeometryReader", "frame"])
    }

    /// The bar follows the space it is given: at 120 points, green is 120 x 33/60 = 66.
    func testHitPointBarScales() throws {
        let l = try layout(Seed004.HitPoints.HitPointBar(hitPoints: 60, damageTaken: 27).font(.caption).frame(width: 120))
        let rectangles = l.root.all { $0.kind == "Rectangle" }
        XCTAssertEqual(rectangles[0].rect.width, 120)
        XCTAssertEqual(rectangles[1].rect.width, 66, accuracy: 0.001)
        let full = try layout(Seed004.HitPoints.HitPointBar(hitPoints: 60, damageTaken: 0).frame(width: 120))
        XCTAssertEqual(full.root.all { $0.kind == "Rectangle" }[1].rect.width, 120, accuracy: 0.001)
        XCTAssertEqual(full.node("Text", "60/60").rect.height, 20.574, accuracy: 0.001, "body font without .caption")
        XCTAssertEqual(full.node("GeometryReader").rect.height, 20.574, accuracy: 0.001)
    }
}
