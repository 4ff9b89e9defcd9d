// Control titles are LocalizedStringKeys, as in SwiftUI: a literal title of a button, toggle,
// label, section, navigation link, picker or navigation bar is looked up in the app's strings; a
// String variable is shown as it is. The script front end does the same for literals.
import XCTest
@testable import Easel
import EaselTesting
import EaselScript

final class LocalizedControlTitlesTests: XCTestCase {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/l10n")

    struct SettingsScreen: View {
        let verbatim = "Save"
        var body: some View {
            NavigationStack {
                List {
                    Section("Favourites") {
                        Toggle("Wi-Fi", isOn: .constant(true))
                        Label("Inbox", systemImage: "tray")
                        NavigationLink("Notifications", destination: EmptyView())
                        Picker("Sort", selection: .constant(1)) { Text("Welcome").tag(1) }
                    }
                    Section {
                        Button("Save") {}
                        Button(verbatim) {}
                        TextField("Inbox", text: .constant(""))
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    static let source = """
        import SwiftUI
        struct SettingsScreen: View {
            let verbatim = "Save"
            var body: some View {
                NavigationStack {
                    List {
                        Section("Favourites") {
                            Toggle("Wi-Fi", isOn: .constant(true))
                            Label("Inbox", systemImage: "tray")
                            NavigationLink("Notifications", destination: EmptyView())
                            Picker("Sort", selection: .constant(1)) { Text("Welcome").tag(1) }
                        }
                        Section {
                            Button("Save") {}
                            Button(verbatim) {}
                            TextField("Inbox", text: .constant(""))
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
        }
        """

    func renderer<V: View>(_ view: V, _ locale: String) throws -> ImageRenderer<V> {
        let r = ImageRenderer(content: view)
        r.locale = Locale(identifier: locale)
        r.strings = try StringCatalog(contentsOf: folder)
        r.device = .iPhone15
        return r
    }

    func testLiteralTitlesAreTranslated() throws {
        let texts = try renderer(SettingsScreen(), "de").layout().root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
        XCTAssertEqual(
            texts,
            [
                "Einstellungen", "FAVORITEN", "WLAN", "Posteingang", "Mitteilungen", "Sortieren", "Willkommen",
                "Sichern", "Save", "Posteingang",
            ], "a String variable's title stays as it is")
        let english = try renderer(SettingsScreen(), "en").layout().root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
        XCTAssertEqual(english, ["Settings", "FAVOURITES", "Wi-Fi", "Inbox", "Notifications", "Sort", "Welcome", "Save", "Save", "Inbox"])
    }

    func testAScriptTranslatesTheSameTitles() throws {
        let script = try Script(source: Self.source, fileName: "settings.swift")
        for locale in ["de", "ar"] {
            let fromSource = try renderer(try script.renders()[0].view, locale)
            let a = String(decoding: try script.checked { try fromSource.layout() }.jsonData(), as: UTF8.self)
            XCTAssertEqual(a, String(decoding: try renderer(SettingsScreen(), locale).layout().jsonData(), as: UTF8.self), locale)
        }
    }

    struct MoreControls: View {
        var body: some View {
            VStack {
                Menu("Sort") { Text("x") }
                Link("Settings", destination: URL(string: "https://example.com")!)
                GroupBox("Save") { Text("Welcome") }
                DisclosureGroup("Inbox") { Text("x") }
                Stepper("Wi-Fi", value: .constant(1))
                ProgressView("Notifications")
                ContentUnavailableView("Favourites", systemImage: "star")
            }
        }
    }

    static let moreSource = """
        import SwiftUI
        struct MoreControls: View {
            var body: some View {
                VStack {
                    Menu("Sort") { Text("x") }
                    Link("Settings", destination: URL(string: "https://example.com")!)
                    GroupBox("Save") { Text("Welcome") }
                    DisclosureGroup("Inbox") { Text("x") }
                    Stepper("Wi-Fi", value: .constant(1))
                    ProgressView("Notifications")
                    ContentUnavailableView("Favourites", systemImage: "star")
                }
            }
        }
        """

    /// The other titled controls, compiled and from a script.
    func testOtherControlTitlesAreTranslated() throws {
        func lines(_ l: LayoutSnapshot) -> [String] { l.root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] } }
        let r = try renderer(MoreControls(), "de")
        r.device = nil
        let compiled = lines(try r.layout())
        for word in ["Sortieren", "Einstellungen", "Sichern", "Willkommen", "Posteingang", "WLAN", "Mitteilungen", "Favoriten"] {
            XCTAssertTrue(compiled.contains(word), "\(word) in \(compiled)")
        }
        let script = try Script(source: Self.moreSource, fileName: "more.swift")
        let fromSource = try renderer(try script.renders()[0].view, "de")
        fromSource.device = nil
        XCTAssertEqual(lines(try script.checked { try fromSource.layout() }), compiled)
    }

    func testArabicSettingsSnapshot() throws {
        let strings = try StringCatalog(contentsOf: folder)
        assertSnapshot(of: SettingsScreen(), named: "settings-ar", scale: 1, device: .iPhone15, locale: Locale(identifier: "ar"), strings: strings)
        assertSnapshot(
            of: SettingsScreen(), named: "settings-de-dark", scale: 1, colorScheme: .dark, device: .iPhone15,
            locale: Locale(identifier: "de"), strings: strings)
    }
}
