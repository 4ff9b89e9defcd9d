// Seed 004 (Scott James Remnant's SwiftUI layout notes), part 1: font-sized images, view builders,
// view modifiers, environment, size-limiting frames.
// Each ContentView is the published code, nested in `Seed004.<Topic>` only so that names
// (ContentView, Card, HitPointBar, OverlaidImage, …) do not clash; `Character` is the test model below,
// nested so that it does not clash with Swift's `Character`.
// Fonts: Inter stands in for San Francisco (body 17, title 28, largeTitle 34, caption 12).
import XCTest
import Easel
@testable import EaselGallery

enum Seed004 {
    /// Stands in for the articles' model object.
    final class Character: ObservableObject {
        @Published var name: String
        @Published var imageName: String
        @Published var title: String

        init(name: String, imageName: String, title: String = "") {
            self.name = name
            self.imageName = imageName
            self.title = title
        }
    }

    nonisolated(unsafe) static let rogue = Character(name: "Hasty River", imageName: "rogue", title: "Rogue")
    nonisolated(unsafe) static let barbarian = Character(name: "Nogitsune Takeshi", imageName: "barbarian", title: "Barbarian")
    nonisolated(unsafe) static let brawler = Character(name: "Sir Bunnington", imageName: "brawler", title: "Sir Bunnington, Brawler")
    nonisolated(unsafe) static let dragoon = Character(
        name: "Daenerys Dragoon", imageName: "dragoon",
        title: "Daenerys Stormborn of House Dragoon, First of Her Name, the Unburnt, Queen of the Andals and "
            + "the First Men, Khaleesi of the Great Grass Sea, Breaker of Chains, Mother of Dragons, Protector "
            + "of the Realm, Lady of the Seven Kingdoms, Queen of Meereen, Rightful Heir to the Iron Throne, "
            + "Princess of Dragonstone, Lady Regnant of the Seven Kingdoms, Defender of the Defenceless, "
            + "Bringer of Fire, Queen Across the Narrow Sea, Light of the West, Slayer of the Masters, "
            + "the Silver Queen, Mhysa of the Freedmen and Keeper of Many Very Long Titles")
}

// MARK: Font-sized Images

extension Seed004 {
    enum FontSizedImages {
        struct ContentView : View {
            @ObservedObject var character: Character

            var body: some View {
                HStack {
                    Text("M")
                        .hidden()
                        .overlay(
                            Image(character.imageName)
                                .resizable()
                                .aspectRatio(contentMode: .fit))
                    Text(character.name)
                }
                .font(.title)
            }
        }
    }
}

// MARK: View Builders

extension Seed004 {
    enum ViewBuilders {
        struct ContentView : View {
            var body: some View {
                Card {
                    HStack {
                        Image("brawler")
                        Text("Sir Bunnington")
                            .font(.title)
                    }
                }
            }
        }

        struct Card<Content> : View
            where Content : View
        {
            var content: Content

            init(@ViewBuilder content: () -> Content) {
                self.content = content()
            }

            var body: some View {
                content
                    .padding()
                    .background(Color.white)
                    .cornerRadius(8)
                    .shadow(radius: 4)
            }
        }
    }

    /// The first, initialiser-less form: "useful for views where there is a single view that needs to be
    /// passed in to the constructor" (memberwise `Card(content:)`).
    enum ViewBuildersMemberwise {
        struct Card<Content> : View
            where Content : View
        {
            var content: Content

            var body: some View {
                content
                    .padding()
                    .background(Color.white)
                    .cornerRadius(8)
                    .shadow(radius: 4)
            }
        }

        struct ContentView : View {
            var body: some View {
                Card(content: HStack {
                    Image("brawler")
                    Text("Sir Bunnington")
                        .font(.title)
                })
            }
        }
    }
}

// MARK: View Modifiers

extension Seed004 {
    enum ViewModifiers {
        /// The character title before it becomes a card.
        enum Plain {
            struct ContentView : View {
                var body: some View {
                    HStack {
                        Image("brawler")
                        Text("Sir Bunnington")
                            .font(.title)
                    }
                }
            }
        }

        // (The article's `CardView` with `var content: some View` is marked "🛑 not legal syntax"; omitted.)

        struct Card : ViewModifier {
            func body(content: Content) -> some View {
                content
                    .padding()
                    .background(Color.white)
                    .cornerRadius(8)
                    .shadow(radius: 4)
            }
        }

        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("brawler")
                    Text("Sir Bunnington")
                        .font(.title)
                }
                .card()
            }
        }
    }
}

// Nesting: the article's `Card()` is spelled `Seed004.ViewModifiers.Card()` (an extension cannot be nested).
extension View {
    func card() -> some View {
        modifier(Seed004.ViewModifiers.Card())
    }
}

// MARK: Environment

extension Seed004 {
    enum EnvironmentModifier {
        struct MonospacedDigit : ViewModifier {
            @Environment(\.font) var font: Font?

            func body(content: Content) -> some View {
                return content
                    .environment(\.font, font?.monospacedDigit())
            }
        }

        /// Not published code: hit points in a column, as the battle tracker would show them; the font
        /// is decided high up, the monospacing lower down.
        struct ContentView : View {
            var monospaced: Bool
            var body: some View {
                Group {
                    if monospaced {
                        hitPoints.monospacedDigit()
                    } else {
                        hitPoints
                    }
                }
                .font(.title)
            }
            var hitPoints: some View {
                VStack(alignment: .trailing) {
                    Text("111/111")
                    Text("888/888")
                }
            }
        }
    }
}

// Nesting: `MonospacedDigit()` is spelled `Seed004.EnvironmentModifier.MonospacedDigit()`.
extension View {
    func monospacedDigit() -> some View {
        modifier(Seed004.EnvironmentModifier.MonospacedDigit())
    }
}

// MARK: Size-Limiting Frames

extension Seed004 {
    enum SizeLimitingNotWorking {
        struct ContentView : View {
            @ObservedObject var character: Character

            var body: some View {
                // ⚠️ This is an example that does not work.
                HStack {
                    Image(character.imageName)
                    Text(character.title)
                        .frame(maxHeight: 200)
                }
            }
        }
    }

    enum SizeLimiting {
        struct ContentView : View {
            @ObservedObject var character: Character

            var body: some View {
                HStack {
                    Image(character.imageName)
                    Text(character.title)
                        .frame(maxHeight: 200)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
        }
    }
}

/// A phone-sized screen for examples that use the space offered.
let seed004Screen = ProposedViewSize(width: 390, height: 844)

final class Seed004ViewsTests: XCTestCase {
    let titleHeight: CGFloat = 33.886
    let bodyLine: CGFloat = 20.574

    // MARK: Font-sized images

    /// The hidden "M" sizes the portrait: the rogue (48 x 64, taller than wide) fits the M's width.
    func testFontSizedImageFitsTheLetter() throws {
        let l = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.rogue), scale: 16)
        let m = l.node("Text", "M")
        XCTAssertEqual(m.hidden, true)
        XCTAssertEqual(m.rect.height, titleHeight, accuracy: 0.001)
        let name = l.node("Text", "Hasty River")
        XCTAssertNil(name.hidden)
        XCTAssertEqual(name.rect.height, titleHeight, accuracy: 0.001)
        let image = l.image("rogue")
        XCTAssertEqual(image.width, m.rect.width, accuracy: 0.001)
        XCTAssertEqual(image.height, m.rect.width * 64 / 48, accuracy: 0.001)
        XCTAssertLessThanOrEqual(image.height, m.rect.height)
        XCTAssertEqual(image.midX, m.rect.midX, accuracy: 1 / 32)
        XCTAssertEqual(image.midY, m.rect.midY, accuracy: 1 / 32)
        // The overlay adds nothing to the layout: the name follows the M at the usual spacing.
        XCTAssertEqual(name.rect.minX - m.rect.maxX, 8, accuracy: 1 / 16)
        XCTAssertEqual(l.node("overlay").rect, m.rect)
        // Only the letter is hidden: its overlay and the portrait are drawn.
        XCTAssertNil(l.node("overlay").hidden)
        XCTAssertNil(l.node("Image", "rogue").hidden)
    }

    /// The barbarian (101 x 92) fits the M's width too, centred on the line (the letter is taller than
    /// both portraits' proportions).
    func testFontSizedImageBarbarian() throws {
        let l = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.barbarian), scale: 16)
        let m = l.node("Text", "M").rect
        let image = l.image("barbarian")
        XCTAssertEqual(image.width, m.width, accuracy: 0.001)
        XCTAssertEqual(image.height, m.width * 92 / 101, accuracy: 0.001)
        XCTAssertEqual(image.midX, m.midX, accuracy: 1 / 32)
        XCTAssertEqual(image.midY, m.midY, accuracy: 1 / 32)
        XCTAssertEqual(l.node("Text", "Nogitsune Takeshi").rect.minX - m.maxX, 8, accuracy: 1 / 16)
    }

    /// A bigger font gives a bigger letter and so a bigger portrait.
    func testFontSizedImageFollowsTheFont() throws {
        let title = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.rogue), scale: 16)
        // `.font(.title)` inside the ContentView wins over an outer font: the innermost environment applies.
        let outer = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.rogue).font(.caption), scale: 16)
        XCTAssertEqual(outer.image("rogue").size, title.image("rogue").size)
        // The same construction in the large title font.
        let large = try layout(HStack { Text("M").hidden().overlay(Image("rogue").resizable().aspectRatio(contentMode: .fit)) }
            .font(.largeTitle), scale: 16)
        let m = large.node("Text", "M").rect
        XCTAssertEqual(large.image("rogue").width, m.width, accuracy: 0.001)
        XCTAssertEqual(large.image("rogue").height, m.width * 64 / 48, accuracy: 0.001)
        XCTAssertGreaterThan(m.height, titleHeight)
        XCTAssertEqual(m.width / title.node("Text", "M").rect.width, 34 / 28, accuracy: 0.01)
    }

    // MARK: View builders and view modifiers

    /// The card: 16 points of padding around the HStack, the white background exactly the padding's
    /// frame; the corner radius and shadow do not change the geometry.
    func testViewBuilderCard() throws {
        let l = try layout(Seed004.ViewBuilders.ContentView())
        let stack = l.node("HStack").rect
        assertRect(l.image("brawler"), 16, 16, 56, 76)
        let text = l.node("Text", "Sir Bunnington").rect
        XCTAssertEqual(text.height, titleHeight, accuracy: 0.001)
        XCTAssertEqual(text.minX, 16 + 56 + 8)
        XCTAssertEqual(text.midY, 16 + 38, accuracy: 0.5)
        assertRect(stack, 16, 16, 56 + 8 + text.width, 76)
        let padding = l.node("padding").rect
        assertRect(padding, 0, 0, stack.width + 32, 76 + 32)
        XCTAssertEqual(l.node("Color").rect, padding)
        XCTAssertEqual(l.node("background").rect, padding)
        XCTAssertEqual(l.node("cornerRadius").rect, padding)
        XCTAssertEqual(l.node("shadow").rect, padding)
        XCTAssertEqual(l.root.kind, "shadow")
    }

    /// The memberwise Card and the `.card()` modifier build exactly the same card.
    func testCardThreeWaysAgree() throws {
        let builder = try layout(Seed004.ViewBuilders.ContentView())
        let memberwise = try layout(Seed004.ViewBuildersMemberwise.ContentView())
        let modifier = try layout(Seed004.ViewModifiers.ContentView())
        XCTAssertEqual(memberwise.root, builder.root)
        XCTAssertEqual(modifier.root, builder.root)
        // Without the card the title is the bare HStack.
        let plain = try layout(Seed004.ViewModifiers.Plain.ContentView())
        XCTAssertEqual(plain.node("HStack").rect.size, builder.node("HStack").rect.size)
        XCTAssertEqual(plain.root.rect.width + 32, builder.root.rect.width, accuracy: 0.001)
    }

    // MARK: Environment

    /// The custom `MonospacedDigit` modifier reads `\.font` inside a ViewModifier and writes back the
    /// monospaced-digit variant: "111/111" and "888/888" become the same width.
    func testMonospacedDigitModifier() throws {
        let proportional = try layout(Seed004.EnvironmentModifier.ContentView(monospaced: false), scale: 16)
        let p1 = proportional.node("Text", "111/111").rect, p8 = proportional.node("Text", "888/888").rect
        XCTAssertEqual(p1.height, titleHeight, accuracy: 0.001)
        XCTAssertGreaterThan(p8.width - p1.width, 1, "Inter's default figures are proportional")
        let mono = try layout(Seed004.EnvironmentModifier.ContentView(monospaced: true), scale: 16)
        let m1 = mono.node("Text", "111/111").rect, m8 = mono.node("Text", "888/888").rect
        XCTAssertEqual(m1.width, m8.width, accuracy: 0.001)
        XCTAssertEqual(m1.height, titleHeight, accuracy: 0.001, "still the title font")
        XCTAssertEqual(m1.maxX, m8.maxX, accuracy: 1 / 16)
    }

    /// With no font in the environment the modifier leaves it nil: the body font, proportional figures.
    func testMonospacedDigitWithoutFont() throws {
        let l = try layout(VStack { Text("111"); Text("888") }.monospacedDigit(), scale: 16)
        XCTAssertEqual(l.node("Text", "111").rect.height, bodyLine, accuracy: 0.001)
        XCTAssertGreaterThan(l.node("Text", "888").rect.width - l.node("Text", "111").rect.width, 1)
    }

    // MARK: Size-limiting frames

    /// ⚠️ version, brawler: the text is one line, but the frame takes its full 200 point maximum.
    func testMaxHeightFrameTooTallForShortTitle() throws {
        let l = try layout(Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.brawler), proposed: seed004Screen, scale: 2)
        let text = l.node("Text", "Sir Bunnington, Brawler")
        XCTAssertEqual(text.lines?.count, 1)
        XCTAssertEqual(text.rect.height, bodyLine, accuracy: 0.001)
        let frame = l.node("frame").rect
        XCTAssertEqual(frame.height, 200)
        XCTAssertEqual(frame.width, text.rect.width, accuracy: 0.001)
        XCTAssertEqual(text.rect.midY, frame.midY, accuracy: 0.25)
        XCTAssertEqual(l.node("HStack").rect.height, 200)
    }

    /// ⚠️ version, dragoon: the long title flows on as many lines as fit in 200 points, then truncates.
    func testMaxHeightFrameTruncatesLongTitle() throws {
        let l = try layout(Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        let text = l.node("Text", Seed004.dragoon.title)
        let lines = text.lines ?? []
        XCTAssertEqual(lines.count, Int(200 / bodyLine), "9 lines of 20.574 fit in 200")
        XCTAssertTrue(lines.last?.hasSuffix("…") ?? false, "\(lines)")
        XCTAssertEqual(text.rect.height, 9 * bodyLine, accuracy: 0.01)
        XCTAssertEqual(l.node("frame").rect.height, 200)
        // The text gets the width left by the 72-point dragoon and the 8-point spacing.
        XCTAssertLessThanOrEqual(l.node("frame").rect.width, 390 - 72 - 8 + 0.001)
    }

    /// `.fixedSize(horizontal: false, vertical: true)` after the frame: the brawler's frame is the text's height.
    func testFixedSizeFrameHugsShortTitle() throws {
        let l = try layout(Seed004.SizeLimiting.ContentView(character: Seed004.brawler), proposed: seed004Screen, scale: 2)
        let text = l.node("Text", "Sir Bunnington, Brawler").rect
        XCTAssertEqual(l.node("frame").rect, text)
        XCTAssertEqual(text.height, bodyLine, accuracy: 0.001)
        let stack = l.node("HStack").rect
        XCTAssertEqual(stack.height, 76, "the brawler portrait is the tallest child")
        XCTAssertEqual(stack.midY, 422, accuracy: 0.25)
        XCTAssertEqual(text.midY, stack.midY, accuracy: 0.25)
    }

    /// "The dragoon's long title renders exactly as before, constrained by the maximum height of the frame":
    /// the text keeps its 9 lines within 200 points, and the fixed frame takes its ideal height, the
    /// text's (Seed004SizeLimitingFrameTests checks the lines).
    func testFixedSizeFrameStillLimitsLongTitle() throws {
        let l = try layout(Seed004.SizeLimiting.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        let text = l.node("Text", Seed004.dragoon.title).rect
        XCTAssertLessThanOrEqual(text.height, 200)
        XCTAssertEqual(l.node("frame").rect.height, text.height)
        XCTAssertEqual(l.node("HStack").rect.height, text.height)
        XCTAssertEqual(l.node("HStack").rect.midY, 422, accuracy: 0.25)
    }
}
