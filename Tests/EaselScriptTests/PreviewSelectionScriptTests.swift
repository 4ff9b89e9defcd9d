import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Which view a file without previews renders, and what it says when it cannot.
final class PreviewSelectionScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testAViewThatNeedsArgumentsAndHasNoPreviewSaysHowToGiveThem() {
        let message = ScriptTestSupport.error(
            """
            struct ScoreView: View {
                let score: Int
                var body: some View { Text("\\(score)") }
            }
            """)
        XCTAssertTrue(message.contains("t.swift:1:1"), message)
        XCTAssertTrue(message.contains("'ScoreView' needs arguments to be made (missing argument 'score:'"), message)
        XCTAssertTrue(message.contains("#Preview { ScoreView(…) }"), message)
    }

    /// A file that declares its view inside an extension of another (`DetailView.EditMode.swift`)
    /// renders that view; with two, it asks for one by name.
    func testAViewDeclaredInAnExtensionIsTheFilesView() throws {
        let one = """
            struct DetailView: View { var body: some View { Text("detail") } }
            extension DetailView {
                struct EditMode: View {
                    var title = "editing"
                    var body: some View { Text(title) }
                }
            }
            """
        // The owner declared here is the file's view; in a file of its own, the nested one is.
        XCTAssertEqual(try ScriptTestSupport.texts(one), ["detail"])
        let own = """
            extension Card {
                struct Badge: View {
                    var body: some View { Text("badge") }
                }
            }
            struct Card { let id = 1 }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(own), ["badge"])
        let two = """
            struct Card { let id = 1 }
            extension Card {
                struct Badge: View { var body: some View { Text("badge") } }
                struct Title: View { var body: some View { Text("title") } }
            }
            """
        let message = ScriptTestSupport.error(two)
        XCTAssertTrue(message.contains("several views") && message.contains("Badge, Title"), message)
        let needs = ScriptTestSupport.error(
            """
            struct Card { let id = 1 }
            extension Card {
                struct Badge: View {
                    let count: Int
                    var body: some View { Text("\\(count)") }
                }
            }
            """)
        XCTAssertTrue(needs.contains("'Card.Badge' needs arguments") && needs.contains("#Preview { Card.Badge(…) }"), needs)
        let script = try Script(source: two, fileName: "t.swift")
        let r = try script.renders(select: "Title")
        XCTAssertEqual(r.map(\.name), ["Title"])
    }

    func testOfSeveralViewsTheOneNoOtherUsesRenders() throws {
        let screen = """
            struct TabBarButton: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Home: View {
                var body: some View { HStack { TabBarButton(title: "Feed"); TabBarButton(title: "Me") } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(screen), ["Feed", "Me"])
        // Two views that do not use each other: still a choice to make.
        let apart = """
            struct Email: View { var body: some View { Text("mail") } }
            struct Settings: View { var body: some View { Text("settings") } }
            """
        let message = ScriptTestSupport.error(apart)
        XCTAssertTrue(message.contains("several views") && message.contains("Email, Settings"), message)
        XCTAssertTrue(message.contains("view named like the file"), message)
        // The one named like the file settles it (`Settings.swift`, or a path to it).
        for name in ["Settings.swift", "Sources/App/Views/Settings.swift"] {
            let script = try Script(source: apart, fileName: name)
            XCTAssertEqual(try script.renders().map(\.name), ["Settings"], name)
        }
        // ContentView and the only view no other uses still come first; the file's name breaks a tie
        // between views no other uses.
        let outermost = try Script(source: screen, fileName: "TabBarButton.swift")
        XCTAssertEqual(try outermost.renders().map(\.name), ["Home"])
        let script = try Script(source: screen + "\nstruct Footer: View { var body: some View { Text(\"f\") } }", fileName: "Footer.swift")
        XCTAssertEqual(try script.renders().map(\.name), ["Footer"])
        let withContent = try Script(source: apart + "\nstruct ContentView: View { var body: some View { Email() } }", fileName: "Settings.swift")
        XCTAssertEqual(try withContent.renders().map(\.name), ["ContentView"])
    }

    /// The rule itself, as both engines apply it (the compiled engine reads uses from the text).
    func testTheDefaultViewRule() {
        let none: (String) -> Bool = { _ in false }
        XCTAssertEqual(DefaultView.choose(["A", "ContentView"], fileName: "A.swift", isUsedByAnother: none), "ContentView")
        XCTAssertEqual(DefaultView.choose(["A"], fileName: "B.swift", isUsedByAnother: { _ in true }), "A")
        XCTAssertEqual(DefaultView.choose(["A", "B"], fileName: "X.swift", isUsedByAnother: { $0 == "A" }), "B")
        XCTAssertEqual(DefaultView.choose(["A", "B"], fileName: "dir/B.swift", isUsedByAnother: none), "B")
        XCTAssertNil(DefaultView.choose(["A", "B"], fileName: "C.swift", isUsedByAnother: none))
        XCTAssertNil(DefaultView.choose([], fileName: "C.swift", isUsedByAnother: none))
    }

    func testAFileWithoutViewsSaysWhatItHolds() throws {
        let helpers = ScriptTestSupport.error(
            """
            struct CardModifier: ViewModifier {
                func body(content: Content) -> some View { content.padding() }
            }
            struct Wedge: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
            extension View {
                func cardStyle() -> some View { modifier(CardModifier()) }
                var framed: some View { border(.gray) }
            }
            """)
        XCTAssertTrue(helpers.contains("no View in the file"), helpers)
        XCTAssertTrue(
            helpers.contains(
                "the view modifier CardModifier and the shape Wedge and the View extension members cardStyle(), framed; render a view file that uses them"),
            helpers)
        let empty = ScriptTestSupport.error("let answer = 42")
        XCTAssertTrue(empty.contains("no View in the file (nothing to render)"), empty)
        XCTAssertFalse(empty.contains("it declares"), empty)
    }

    func testAViewWithDefaultsOrAPreviewRenders() throws {
        let defaults = """
            struct ScoreView: View {
                var score = 3
                var body: some View { Text("\\(score)") }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(defaults), ["3"])
        let preview = """
            struct ScoreView: View {
                let score: Int
                var body: some View { Text("\\(score)") }
            }
            #Preview { ScoreView(score: 7) }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(preview), ["7"])
    }

    /// A missing argument inside the view's body is reported where it is, as before.
    func testAMissingArgumentInsideTheBodyIsNotBlamedOnTheFile() {
        let message = ScriptTestSupport.error(
            """
            struct Inner: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct ContentView: View {
                var body: some View { Inner() }
            }
            """)
        XCTAssertTrue(message.contains("t.swift:6:27"), message)
        XCTAssertFalse(message.contains("#Preview"), message)
    }

    /// `PreviewDevice(rawValue:)` keeps its name (a package's preview helper passes it on);
    /// `--device` chooses the screen, so `.previewDevice` does not change the picture.
    func testAPreviewDeviceKeepsItsName() throws {
        let texts = try S.texts(
            """
            import SwiftUI
            struct V: View {
                let device = PreviewDevice(rawValue: "iPhone SE (3rd generation)")
                var body: some View { Text(PreviewDevice(rawValue: device.rawValue).rawValue).previewDevice(device) }
            }
            """)
        XCTAssertEqual(texts, ["iPhone SE (3rd generation)"])
    }
}

extension PreviewSelectionScriptTests {
    /// `#Preview`'s traits and the preview modifiers reach the render: its name (a title first,
    /// then `previewDisplayName`) and the canvas it asks for.
    func testPreviewTraitsAndDisplayNamesReachTheRenders() throws {
        let script = try Script(
            source: """
                import SwiftUI
                struct Card: View { var body: some View { Text("Card") } }
                #Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 2 * 100, height: 90)) { Card().previewDisplayName("ignored") }
                #Preview(traits: .sizeThatFitsLayout) { Card().previewDisplayName("Small") }
                #Preview { Card().previewDevice(PreviewDevice(rawValue: "iPhone 16 Pro")) }
                #Preview(traits: .modifier(SampleData())) { Card() }
                """, fileName: "t.swift")
        let renders = try script.renders()
        XCTAssertEqual(renders.map(\.name), ["Wide", "Small", "3", "4"])
        XCTAssertEqual(renders.map(\.isNamed), [true, true, false, false])
        XCTAssertEqual(renders[3].traits, PreviewTraits())
        XCTAssertEqual(renders[0].traits, PreviewTraits(displayName: "ignored", layout: .fixed(width: 200, height: 90), orientation: .landscapeLeft))
        XCTAssertEqual(renders[1].traits.layout, .sizeThatFits)
        XCTAssertEqual(renders[2].traits.device?.rawValue, "iPhone 16 Pro")
        XCTAssertEqual(try script.renders(select: "Small").count, 1)
    }

    func testAnUnknownPreviewTraitIsAnErrorWithASuggestion() {
        let e = S.error("import SwiftUI\n#Preview(traits: .sizeThatFitLayout) { Text(\"a\") }")
        XCTAssertTrue(e.contains("t.swift:2:18: error: unknown preview trait 'sizeThatFitLayout'; did you mean 'sizeThatFitsLayout'"), e)
        let size = S.error("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").previewLayout(.fixed(width: .infinity, height: 10)) } }")
        XCTAssertTrue(size.contains("a preview's width must be a finite size of 0 or more, got inf"), size)
    }
}
