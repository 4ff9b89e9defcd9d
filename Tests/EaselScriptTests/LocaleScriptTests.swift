import XCTest
import Easel
@testable import EaselScript

/// Scripts in a locale: `Locale(identifier:)`, `Locale.current` and `\.locale` reach the compiled
/// environment, so a key is looked up for the locale a view file sets.
final class LocaleScriptTests: XCTestCase {
    func lines(_ source: String) throws -> [String] {
        let script = try Script(source: source, fileName: "l.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.strings = try StringCatalog(contentsOf: ScriptTestSupport.root.appendingPathComponent("fixtures/l10n"))
        return try script.checked { try r.layout() }.root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
    }

    func testEnvironmentLocaleFromAScript() throws {
        XCTAssertEqual(
            try lines(
                """
                struct V: View {
                    let count = 1
                    var body: some View {
                        VStack {
                            Text("Welcome").environment(\\.locale, Locale(identifier: "de"))
                            Text("\\(count) items").environment(\\.locale, Locale(identifier: "de_CH"))
                            Text("Welcome").environment(\\.locale, Locale.current)
                            Text("Welcome")
                        }
                    }
                }
                """), ["Willkommen", "1 Artikel", "Welcome", "Welcome"])
    }

    func testNSLocalizedStringAndStringLocalizedReadTheAppsTablesInTheDevicesLanguage() throws {
        let source = """
            extension String {
                func localized() -> String { NSLocalizedString(self, tableName: "Localizable", bundle: .main, value: "", comment: "") }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text(verbatim: "Welcome".localized())
                        Text(verbatim: NSLocalizedString("Missing", comment: "no table has it"))
                        Text(verbatim: NSLocalizedString("Missing", value: "Fallback", comment: ""))
                        Text(verbatim: String(localized: "Done"))
                        Text(verbatim: String(localized: "welcome.title", defaultValue: "Welcome!"))
                        Text(verbatim: String(localized: "Save", locale: Locale(identifier: "en")))
                        // SwiftGen's L10n reads through the bundle.
                        Text(verbatim: Bundle.main.localizedString(forKey: "Done", value: "Done?", table: "Localizable"))
                        Text(verbatim: Bundle.main.localizedString(forKey: "Missing", value: "Fallback", table: nil))
                        Text(verbatim: Bundle.main.localizedString(forKey: "Missing", value: "", table: nil))
                        Text(verbatim: NSLocalizedString("Done", tableName: nil, bundle: .main, value: "", comment: ""))
                        Text(verbatim: String(localized: "Done", table: nil))
                    }
                }
            }
            """
        func render(locale: String?) throws -> [String] {
            let script = try Script(source: source, fileName: "l.swift")
            if let locale { script.locale = Locale(identifier: locale) }
            script.strings = try StringCatalog(contentsOf: ScriptTestSupport.root.appendingPathComponent("fixtures/l10n"))
            let r = ImageRenderer(content: try script.renders()[0].view)
            return try script.checked { try r.layout() }.root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
        }
        XCTAssertEqual(
            try render(locale: "de_DE"),
            ["Willkommen", "Missing", "Fallback", "Fertig", "Welcome!", "Save", "Fertig", "Fallback", "Missing", "Fertig", "Fertig"])
        XCTAssertEqual(try render(locale: nil), ["Welcome", "Missing", "Fallback", "Done", "Welcome!", "Save", "Done?", "Fallback", "Missing", "Done", "Done"])
    }
}
