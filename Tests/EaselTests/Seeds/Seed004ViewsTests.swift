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
        struct ContentView: View {
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
        struct ContentView: View {
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

        struct Card<Content>: View
        where Content: View {
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
        struct Card<Content>: View
        where Content: View {
            var content: Content

            var body: some View {
                content
                    .padding()
                    .background(Color.white)
                    .cornerRadius(8)
                    .shadow(radius: 4)
            }
        }

        struct ContentView: View {
            var body: some View {
                Card(
                    content: HStack {
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
            struct ContentView: View {
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

        struct Card: ViewModifier {
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
        struct MonospacedDigit: ViewModifier {
            @Environment(\.font) var font: Font?

            func body(content: Content) -> some View {
                return
                    content
                    .environment(\.font, font?.monospacedDigit())
            }
        }

        /// Not published code: hit points in a column, as the battle tracker would show them; the font
        /// is decided high up, the monospacing lower down.
        struct ContentView: View {
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
        struct ContentView: View {
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
        struct ContentView: View {
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
let seed004ScreenSize = CGSize(width: 390, height: 844)

final class Seed004ViewsTests: XCTestCase {
    let titleHeight = SeedExpectations.titleLineMeasured
    let bodyLine = SeedExpectations.bodyLineMeasured

    // MARK: Font-sized images

    /// The hidden "M" sizes the portrait: the rogue (48 x 64, taller than wide) fits the M's width.
    func testFontSizedImageFitsTheLetter() throws {
        let l = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.rogue), scale: 16)
        SeedExpectations.fontSizedImage(
            l, image: "rogue", name: "Hasty River", size: CGSize(width: 48, height: 64),
            centring: 1 / 32, spacing: 1 / 16)
    }

    /// The barbarian (101 x 92) fits the M's width too, centred on the line (the letter is taller than
    /// both portraits' proportions).
    func testFontSizedImageBarbarian() throws {
        let l = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.barbarian), scale: 16)
        SeedExpectations.fontSizedImage(
            l, image: "barbarian", name: "Nogitsune Takeshi", size: CGSize(width: 101, height: 92),
            centring: 1 / 32, spacing: 1 / 16)
    }

    /// The scene file's two characters (font-sized-images/01), compiled.
    func testFontSizedImageBrawlerAndDragoon() throws {
        for (image, name, size) in [
            ("brawler", "Sir Bunnington", CGSize(width: 56, height: 76)),
            ("dragoon", "Daenerys Dragoon", CGSize(width: 72, height: 91)),
        ] {
            let l = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.Character(name: name, imageName: image)), scale: 2)
            SeedExpectations.fontSizedImage(l, image: image, name: name, size: size, centring: 0.26, spacing: 0.26)
        }
    }

    /// A bigger font gives a bigger letter and so a bigger portrait.
    func testFontSizedImageFollowsTheFont() throws {
        let title = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.rogue), scale: 16)
        // `.font(.title)` inside the ContentView wins over an outer font: the innermost environment applies.
        let outer = try layout(Seed004.FontSizedImages.ContentView(character: Seed004.rogue).font(.caption), scale: 16)
        XCTAssertEqual(outer.image("rogue").size, title.image("rogue").size)
        // The same construction in the large title font.
        let large = try layout(
            HStack { Text("M").hidden().overlay(Image("rogue").resizable().aspectRatio(contentMode: .fit)) }
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
        SeedExpectations.card(try layout(Seed004.ViewBuilders.ContentView()), canvas: nil)
        // On the gallery's canvas, larger than the card so that its shadow shows, the card is centred.
        let canvas = CGSize(width: 330, height: 140)
        SeedExpectations.card(try layout(Seed004.ViewBuilders.ContentView(), proposed: ProposedViewSize(canvas), scale: 2), canvas: canvas)
    }

    /// The memberwise Card and the `.card()` modifier build exactly the same card.
    func testCardThreeWaysAgree() throws {
        let builder = try layout(Seed004.ViewBuilders.ContentView())
        let memberwise = try layout(Seed004.ViewBuildersMemberwise.ContentView())
        let modifier = try layout(Seed004.ViewModifiers.ContentView())
        let direct = try layout(Seed004PartOne.CardModifierDirect.ContentView())
        for l in [memberwise, modifier, direct] { SeedExpectations.card(l, canvas: nil) }
        XCTAssertEqual(memberwise.root, builder.root)
        XCTAssertEqual(modifier.root, builder.root)
        // Without the card the title is the bare HStack.
        let plain = try layout(Seed004.ViewModifiers.Plain.ContentView())
        SeedExpectations.characterTitle(plain)
        SeedExpectations.cardAroundTitle(builder, plain: plain)
        SeedExpectations.cardAroundTitle(direct, plain: plain)
        SeedExpectations.cardAroundTitle(modifier, plain: plain)
    }

    // MARK: Environment

    /// The scene file's two columns (environment/01), compiled.
    func testMonospacedDigitScene() throws {
        SeedExpectations.monospacedDigit(try layout(Seed004PartOne.MonospacedDigitScene.ContentView(), scale: 2))
    }

    /// The custom `MonospacedDigit` modifier reads `\.font` inside a ViewModifier and writes back the
    /// monospaced-digit variant: "111/111" and "888/888" become the same width.
    func testMonospacedDigitModifier() throws {
        let proportional = try layout(Seed004.EnvironmentModifier.ContentView(monospaced: false), scale: 16)
        let p1 = proportional.node("Text", "111/111").rect, p8 = proportional.node("Text", "888/888").rect
        XCTAssertEqual(p1.height, SeedExpectations.pixelCeiling(titleHeight, proportional), accuracy: 0.001)
        XCTAssertGreaterThan(p8.width - p1.width, 1, "Inter's default figures are proportional")
        let mono = try layout(Seed004.EnvironmentModifier.ContentView(monospaced: true), scale: 16)
        let m1 = mono.node("Text", "111/111").rect, m8 = mono.node("Text", "888/888").rect
        XCTAssertEqual(m1.width, m8.width, accuracy: 0.001)
        XCTAssertEqual(m1.height, SeedExpectations.pixelCeiling(titleHeight, mono), accuracy: 0.001, "still the title font")
        XCTAssertEqual(m1.maxX, m8.maxX, accuracy: 1 / 16)
    }

    /// With no font in the environment the modifier leaves it nil: the body font, proportional figures.
    func testMonospacedDigitWithoutFont() throws {
        let l = try layout(
            VStack {
                Text("111"); Text("888")
            }.monospacedDigit(), scale: 16)
        XCTAssertEqual(l.node("Text", "111").rect.height, SeedExpectations.pixelCeiling(bodyLine, l), accuracy: 0.001)
        XCTAssertGreaterThan(l.node("Text", "888").rect.width - l.node("Text", "111").rect.width, 1)
    }

    // MARK: Size-limiting frames

    /// ⚠️ version, brawler: the text is one line, but the frame takes its full 200 point maximum.
    func testMaxHeightFrameTooTallForShortTitle() throws {
        let l = try layout(Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.brawler), proposed: seed004Screen, scale: 2)
        SeedExpectations.maxHeightFrameBrawler(l, screen: seed004ScreenSize)
    }

    /// ⚠️ version, dragoon: the long title flows on as many lines as fit in 200 points, then truncates.
    func testMaxHeightFrameTruncatesLongTitle() throws {
        let l = try layout(Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        SeedExpectations.maxHeightFrameDragoon(l, title: Seed004.dragoon.title, screen: seed004ScreenSize)
    }

    /// `.fixedSize(horizontal: false, vertical: true)` after the frame: the brawler's frame is the text's height.
    func testFixedSizeFrameHugsShortTitle() throws {
        let l = try layout(Seed004.SizeLimiting.ContentView(character: Seed004.brawler), proposed: seed004Screen, scale: 2)
        SeedExpectations.fixedSizeFrameBrawler(l, screen: seed004ScreenSize)
    }

    /// "The dragoon's long title renders exactly as before, constrained by the maximum height of the frame".
    func testFixedSizeFrameStillLimitsLongTitle() throws {
        let before = try layout(Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        let l = try layout(Seed004.SizeLimiting.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        SeedExpectations.fixedSizeFrameDragoon(l, before: before, title: Seed004.dragoon.title, screen: seed004ScreenSize)
    }
}
