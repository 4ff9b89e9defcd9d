// Localized rendering: string files read (.strings, .stringsdict, .xcstrings), keys as Xcode writes
// them, plural variants, positional arguments, and the locale's layout direction.
import XCTest
@testable import Easel
import EaselTesting

final class LocalizationTests: XCTestCase {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/l10n")

    func catalog() throws -> StringCatalog { try StringCatalog(contentsOf: folder) }

    /// The lines of the texts a view draws, in order, rendered in `locale` with the fixture strings.
    func lines<V: View>(_ view: V, locale: String) throws -> [String] {
        let r = ImageRenderer(content: view)
        r.locale = Locale(identifier: locale)
        r.strings = try catalog()
        return try r.layout().root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
    }

    func testKeysAreWrittenAsXcodeWritesThem() {
        let name = "Ann", count = 3, rating = 4.5
        XCTAssertEqual(LocalizedStringKey("Welcome").tableKey, "Welcome")
        XCTAssertEqual(("Hello \(name)" as LocalizedStringKey).tableKey, "Hello %@")
        XCTAssertEqual(("\(count) items" as LocalizedStringKey).tableKey, "%lld items")
        XCTAssertEqual(("\(rating) stars" as LocalizedStringKey).tableKey, "%lf stars")
        XCTAssertEqual(("\(rating, specifier: "%.1f") of 5, 100%" as LocalizedStringKey).tableKey, "%.1f of 5, 100%%")
    }

    func testStringsFilesAreRead() throws {
        let c = try catalog()
        XCTAssertEqual(c.languages, ["ar", "de", "fr"])
        let de = Locale(identifier: "de_DE")
        XCTAssertEqual(c.entry("Welcome", table: "Localizable", locale: de), .string("Willkommen"))
        XCTAssertEqual(c.entry("Say \"hi\"", table: "Localizable", locale: de), .string("Sag \"hallo\"\nbitte"))
        XCTAssertEqual(c.entry("Done", table: "Localizable", locale: de), .string("Fertig"))
        XCTAssertNil(c.entry("Welcome", table: "Other", locale: de))
        XCTAssertNil(c.entry("Welcome", table: "Localizable", locale: Locale(identifier: "ja")))
    }

    func testBadStringsFileNamesItsLine() {
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", file: "x.strings")) { error in
            XCTAssertEqual((error as? StringCatalogError)?.description, "x.strings:3: expected ';' after \"c\"")
        }
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"b", file: "y.strings")) { error in
            XCTAssertEqual((error as? StringCatalogError)?.message, "unterminated string")
        }
    }

    func testTextIsTranslatedForTheLocale() throws {
        let name = "Ann"
        struct Screen: View {
            let name: String
            var body: some View {
                VStack {
                    Text("Welcome")
                    Text("Hello \(name)")
                    Text("**Bold** move")
                    Text("Untranslated")
                    Text(verbatim: "Welcome")
                }
            }
        }
        XCTAssertEqual(try lines(Screen(name: name), locale: "de"), ["Willkommen", "Hallo Ann!", "Mutiger Schritt", "Untranslated", "Welcome"])
        XCTAssertEqual(try lines(Screen(name: name), locale: "de_AT"), ["Willkommen", "Hallo Ann!", "Mutiger Schritt", "Untranslated", "Welcome"])
        XCTAssertEqual(try lines(Screen(name: name), locale: "ja"), ["Welcome", "Hello Ann", "Bold move", "Untranslated", "Welcome"])
    }

    func testJoinedTextsAreTranslatedPartByPart() throws {
        let joined = Text("Welcome").bold() + Text(verbatim: ", ") + Text("Done").italic()
        XCTAssertEqual(try lines(joined, locale: "de"), ["Willkommen, Fertig"])
        XCTAssertEqual(try lines(joined.foregroundColor(.red), locale: "ja"), ["Welcome, Done"])
        XCTAssertEqual(
            try lines(Text("Welcome") + Text("Welcome") + Text("Untranslated"), locale: "de"),
            ["WillkommenWillkommenUntranslated"])
    }

    func testPluralVariantsAndPositionalArguments() throws {
        func items(_ n: Int, _ locale: String) throws -> String { try lines(Text("\(n) items"), locale: locale)[0] }
        XCTAssertEqual(try items(1, "de"), "1 Artikel")
        XCTAssertEqual(try items(5, "de"), "5 Artikel (viele)")
        XCTAssertEqual(try items(1, "ar"), "عنصر واحد")
        XCTAssertEqual(try items(2, "ar"), "عنصران")
        XCTAssertEqual(try items(3, "ar"), "3 عناصر")
        XCTAssertEqual(try items(11, "ar"), "11 عنصر")
        func files(_ n: Int) throws -> String { try lines(Text("\(n) files"), locale: "fr")[0] }
        XCTAssertEqual(try files(0), "0 fichier")
        XCTAssertEqual(try files(2), "2 fichiers")
        let rating = 4.5, count = 12
        XCTAssertEqual(try lines(Text("Rated \(rating, specifier: "%.1f") of \(count)"), locale: "de")[0], "12 Sterne, bewertet 4,5")
    }

    func testRightToLeftLocalesLayOutRightToLeft() throws {
        let r = ImageRenderer(
            content: HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10)
            })
        r.locale = Locale(identifier: "ar")
        let frames = try r.layout().root.all { $0.kind == "frame" }.map(\.rect.minX)
        XCTAssertEqual(frames, [20, 0], "the first child is on the right")
        XCTAssertTrue(Locale(identifier: "he_IL").isRightToLeft)
        XCTAssertFalse(Locale(identifier: "de").isRightToLeft)
    }

    func testPluralCategories() {
        XCTAssertEqual([0, 1, 2, 5].map { PluralCategory.category(of: Double($0), language: "en") }, ["other", "one", "other", "other"])
        XCTAssertEqual(
            [1, 2, 5, 21, 22, 25, 11].map { PluralCategory.category(of: Double($0), language: "ru") },
            ["one", "few", "many", "one", "few", "many", "many"])
        XCTAssertEqual([0, 1, 2].map { PluralCategory.category(of: Double($0), language: "fr") }, ["one", "one", "other"])
        XCTAssertEqual(PluralCategory.category(of: 1, language: "ja"), "other")
        XCTAssertEqual(
            [0, 1, 2, 3, 11, 100].map { PluralCategory.category(of: Double($0), language: "ar") },
            ["zero", "one", "two", "few", "many", "other"])
    }

    /// One card, snapshotted in German and in Arabic (right to left, plural "two") through the
    /// snapshot front door's `locale` and `strings`.
    func testLocalizedSnapshots() throws {
        struct Card: View {
            let count = 2
            var body: some View {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Welcome").font(.title2).bold()
                    HStack {
                        Image(systemName: "cart")
                        Text("\(count) items")
                    }
                    Text("Hello \("Ann")").foregroundColor(.secondary)
                }
                .padding()
                .frame(width: 220, alignment: .leading)
                .background(Color(.systemBackground))
            }
        }
        let strings = try catalog()
        assertSnapshot(of: Card(), named: "card-de", locale: Locale(identifier: "de"), strings: strings)
        assertSnapshot(of: Card(), named: "card-ar", locale: Locale(identifier: "ar"), strings: strings)
        assertSnapshot(of: Card(), named: "card-ar-dark", colorScheme: .dark, locale: Locale(identifier: "ar"), strings: strings)
    }

    /// A character no bundled font has draws the missing-glyph box and warns once, naming it.
    func testUncoveredCharacterWarns() throws {
        let r = ImageRenderer(content: Text("Glyph \u{13000}\u{13000} and A"))
        _ = try r.rasterize()
        XCTAssertEqual(r.warnings.filter { $0.contains("U+13000") }.count, 1, "\(r.warnings)")
        let plain = ImageRenderer(content: Text("Willkommen 世界 🎉"))
        _ = try plain.rasterize()
        XCTAssertEqual(plain.warnings, [])
    }
}
