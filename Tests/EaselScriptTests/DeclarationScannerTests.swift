import XCTest
@testable import EaselScript

/// The declaration scanner reads what the regular expressions it replaced matched, ICU's rules
/// included (the expected names are what `NSRegularExpression` gave for each pattern).
final class DeclarationScannerTests: XCTestCase {
    private func names(_ matches: [DeclarationScanner.Match]) -> [String] { matches.map(\.name) }

    func testTypesNeedAWordBoundaryAndSpace() {
        let s = DeclarationScanner("struct A {}\nmystruct B\nclass\u{0B}C\n  enum D { case x }\nstruct\u{301} E\nprotocol_ F\ntypealias G = Int")
        XCTAssertEqual(names(s.typeDeclarations()), ["A", "C", "D", "G"])
        XCTAssertEqual(s.typeDeclarations().map { s.isIndented($0.start, lines: s.lineStarts()) }, [false, false, true, false])
    }

    func testTopLevelValuesStartALineAfterModifiers() {
        let s = DeclarationScanner("let a = 1\n  let b = 2\nprivate @MainActor func c() {}\npublicity var d = 0\r\nvar e = 0\u{2028}fileprivate let f = 0")
        XCTAssertEqual(names(s.topLevelDeclarations()), ["a", "c", "e", "f"])
    }

    func testMembersTakeTheFirstAlternativeThatMatches() {
        let s = DeclarationScanner("static let brand = 1; static  func make() {}; case red, green; variable x; var count = 0; static subscript")
        XCTAssertEqual(names(s.memberDeclarations()), ["brand", "make", "red", "count"])
    }

    func testInitializerLabelsGiveBackCharactersAsTheExpressionDid() {
        let s = DeclarationScanner("init(hex: String) init( _ v: Int) init(hex) init(a1) reinit(x: 1) init (y:")
        // `init(hex)`: the name gives back its last letter, which then matches `[A-Za-z_]`.
        XCTAssertEqual(names(s.initializerLabels()), ["hex", "_", "he", "y"])
        XCTAssertEqual(s.unlabelledInitializers().count, 1)
    }

    func testExtensionsMayFollowBlankLinesAndOneModifier() {
        let s = DeclarationScanner("x\n\n   \npublic extension Color { }\nextension\tView {}\nprivate public extension Nope {}")
        XCTAssertEqual(names(s.extensionDeclarations()), ["Color", "View"])
    }

    func testModelsEndAtTheirLastConformanceBeforeTheBrace() {
        // The first match reaches the second line's `Codable`: the second struct is inside it.
        let s = DeclarationScanner(
            "struct A: Identifiable\nstruct B: Codable {}\nfinal class C: NSManagedObject {}\nstruct D: IdentifiableThing {}\nstruct E: Hashable {}")
        XCTAssertEqual(names(s.modelDeclarations()), ["A", "C"])
        XCTAssertEqual(names(DeclarationScanner("enum Tab { case a }; myenum X; enum\nY").enumDeclarations()), ["Tab", "Y"])
    }

    /// A name in backticks is the name inside them (`` func `if` ``, a keyword used as a name);
    /// an unclosed backtick is no name.
    func testBacktickedNamesAreTakenWithoutTheBackticks() {
        let s = DeclarationScanner(
            "extension View {\n    func `if`<T>(_ c: Bool) {}\n    func `default`() {}\n    func `broken() {}\n}\nenum `Type` { case a }")
        XCTAssertEqual(names(s.functionDeclarations()), ["if", "default"])
        XCTAssertEqual(names(s.memberDeclarations()), ["if", "default", "a"])
        XCTAssertEqual(names(s.typeDeclarations()), ["Type"])
    }

    /// SwiftData's `@Model` classes, with or without modifiers; not `@ModelActor` or a struct.
    func testSwiftDataModelsAreClassesAfterTheMacro() {
        let s = DeclarationScanner(
            "@Model\nfinal class Trip {}\n@Model class Item {}\n@ModelActor actor A {}\n@Model struct S {}\n@Model public final class P {}")
        XCTAssertEqual(names(s.swiftDataModelDeclarations()), ["Trip", "Item", "P"])
    }
}
