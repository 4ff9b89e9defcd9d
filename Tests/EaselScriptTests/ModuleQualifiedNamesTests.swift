import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Type names written with their module (`SwiftUI.Color`, `Swift.Int?`) mean the unqualified
/// name; a script's nested type (`Card.Style`) keeps its dots, and blanks around a name go.
final class ModuleQualifiedNamesTests: XCTestCase {
    func testModulePrefixesAndBlanksAreDropped() {
        XCTAssertEqual(ModuleNames.unqualified("Int"), "Int")
        XCTAssertEqual(ModuleNames.unqualified("SwiftUI.Color"), "Color")
        XCTAssertEqual(ModuleNames.unqualified(" Swift.Int? "), "Int?")
        XCTAssertEqual(ModuleNames.unqualified("\tFoundation.Date"), "Date")
        XCTAssertEqual(ModuleNames.unqualified("Card.Style"), "Card.Style")
        XCTAssertEqual(ModuleNames.unqualified("SwiftUI.Font.Weight"), "Font.Weight")
        XCTAssertEqual(ModuleNames.unqualified(""), "")
    }

    /// Declarations typed with qualified names and nested types coerce their values as the
    /// unqualified ones do: literals, implicit members and a nested enum's cases.
    func testQualifiedAndNestedTypesCoerceValues() throws {
        let source = """
            struct Card {
                enum Style { case plain, bold }
            }
            struct ContentView: View {
                let gap: Swift.Double = 1 / 4
                let tint: SwiftUI.Color = .red
                let style: Card.Style = .bold
                let count: Swift.Int? = 3
                var body: some View {
                    VStack {
                        Text("\\(gap)")
                        Text(style == .bold ? "bold" : "plain")
                        Text("\\(count ?? 0)").foregroundStyle(tint)
                    }
                }
            }
            """
        // A Double interpolated into a text key prints as `%lf` does, as in SwiftUI.
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["0.250000", "bold", "3"])
    }

    /// A name qualified by one of the project's package modules (`Kit.Category.fossils`, ACHN's
    /// `Backend.Category`) is that module's declaration, in expressions and in written types,
    /// also where the app declares a type of the same name.
    func testAProjectModuleQualifiesItsOwnDeclarations() throws {
        let kit = CompanionFile(
            fileName: "Category.swift",
            source: """
                public enum Category: String { case fossils, art
                    public func iconName() -> String { "icon-" + rawValue }
                }
                """, module: "Kit")
        let script = try Script(
            source: """
                enum Category { case local }
                let icon = Kit.Category.fossils.iconName()
                let typed: Kit.Category = .art
                let name = typed.iconName()
                let mine: Category = .local
                """, fileName: "v.swift", companions: [kit])
        let g = script.evaluator.globals
        XCTAssertEqual(g.lookup("icon"), .string("icon-fossils"))
        XCTAssertEqual(g.lookup("name"), .string("icon-art"))
        XCTAssertEqual(g.lookup("mine").map { "\($0)" }, "local")
    }

    /// `Home.State` where the package module `Home` declares a feature type `Home` with a nested
    /// `State` (a composable-architecture layout): the type's `State`, not the app's own.
    func testAModuleQualifiedNameOfATypeNamedLikeItsModuleIsThatTypesMember() throws {
        let home = CompanionFile(
            fileName: "Home.swift",
            source: """
                public struct Home {
                    public struct State { public var title = "home"; public init() {} }
                }
                """, module: "Home")
        let script = try Script(
            source: """
                struct App {
                    struct State { var home: Home.State = .init(); var name = "app" }
                }
                let title = App.State().home.title
                """, fileName: "v.swift", companions: [home])
        XCTAssertEqual(script.evaluator.globals.lookup("title"), .string("home"))
    }
}
