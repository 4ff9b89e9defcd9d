import XCTest
import Foundation

extension CLITests {
    /// `--locale` with `--strings`: a scene's texts in German and in Arabic (right to left, plural
    /// variants), read from the fixture strings; a broken strings file is one message naming its line.
    func testLocaleAndStringsTranslateAScene() throws {
        let file = try write(
            "greeting.swift",
            """
            import SwiftUI
            struct ContentView: View {
                let count = 2
                var body: some View {
                    HStack {
                        Text("Welcome")
                        Text("\\(count) items")
                    }
                }
            }
            """)
        let strings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/l10n").path
        let de = try run(["layout", file, "--strings", strings, "--locale", "de"])
        XCTAssertEqual(de.status, 0, de.err)
        XCTAssertTrue(de.out.contains("\"Willkommen\"") && de.out.contains("\"2 Artikel (viele)\""), de.out)
        let ar = try run(["layout", file, "--strings", strings, "--locale", "ar"])
        XCTAssertEqual(ar.status, 0, ar.err)
        XCTAssertTrue(ar.out.contains("\"عنصران\""), ar.out)
        // Every language of the catalog in one command: FILE.<language>.png.
        let out = tmp.appendingPathComponent("locales").path
        let all = try run(["render", file, "--strings", strings, "--locale", "all", "--out-dir", out, "--device", "none"])
        XCTAssertEqual(all.status, 0, all.err)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted(),
            ["greeting.ar.png", "greeting.de.png", "greeting.fr.png"])
        // With -o: one file per language beside it, their paths printed.
        let named = try run(["render", file, "--strings", strings, "--locale", "all", "-o", out + "/hello.png", "--device", "none"])
        XCTAssertEqual(named.status, 0, named.err)
        XCTAssertEqual(named.out, ["ar", "de", "fr"].map { out + "/hello.\($0).png\n" }.joined())
        let noStrings = try run(["render", file, "--locale", "all"])
        XCTAssertNotEqual(noStrings.status, 0)
        XCTAssertTrue(noStrings.err.contains("--strings"), noStrings.err)
        let plain = try run(["layout", file])
        XCTAssertTrue(plain.out.contains("\"Welcome\"") && plain.out.contains("\"2 items\""), plain.out)

        try FileManager.default.createDirectory(at: tmp.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let broken = try write("de.lproj/Localizable.strings", "\"Welcome\" = \"Willkommen\";\n\"Oops\" = \"x\"\n")
        let bad = try run(["render", file, "--strings", broken, "--locale", "de", "-o", file + ".png"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.err.contains("Localizable.strings:3: expected ';' after \"Oops\""), bad.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + ".png"), "no output for a failed render")
        let badLocale = try run(["render", file, "--locale", "de DE"])
        XCTAssertNotEqual(badLocale.status, 0)
        XCTAssertTrue(badLocale.err.contains("--locale"), badLocale.err)
    }

    /// `--locale` is also the device's locale: the script's own formatters and `Locale.current`
    /// follow it, and texts with formats and date styles follow the environment's.
    func testLocaleFormatsNumbersAndDates() throws {
        let file = try write(
            "receipt.swift",
            """
            import SwiftUI
            struct ContentView: View {
                let date = Date(timeIntervalSince1970: 1_699_963_200)
                var body: some View {
                    VStack {
                        Text(verbatim: Locale.current.identifier)
                        Text(1234.5, format: .currency(code: "EUR"))
                        Text(verbatim: 1234.5.formatted())
                        Text(date, format: .dateTime.day().month(.wide).year())
                    }
                    .environment(\\.timeZone, TimeZone(identifier: "UTC")!)
                }
            }
            """)
        let de = try run(["layout", file, "--locale", "de"])
        XCTAssertEqual(de.status, 0, de.err)
        for label in ["\"de\"", "\"1.234,50\u{A0}€\"", "\"1.234,5\"", "\"14. November 2023\""] {
            XCTAssertTrue(de.out.contains(label), "\(label) in \(de.out)")
        }
        let plain = try run(["layout", file])
        for label in ["\"en_US\"", "\"€1,234.50\"", "\"1,234.5\"", "\"November 14, 2023\""] {
            XCTAssertTrue(plain.out.contains(label), "\(label) in \(plain.out)")
        }
        // `--locale all` evaluates the file again for each language: each picture shows its own.
        let strings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/l10n").path
        let device = try write(
            "device.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(verbatim: Locale.current.identifier) }\n}\n")
        let out = tmp.appendingPathComponent("devices").path
        let all = try run(["render", device, "--strings", strings, "--locale", "all", "--out-dir", out, "--device", "none"])
        XCTAssertEqual(all.status, 0, all.err)
        let pictures = try ["de", "fr"].map { try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("device.\($0).png")) }
        XCTAssertNotEqual(pictures[0], pictures[1])
    }
}

extension CLITests {
    /// A character no bundled font has is the missing-glyph box and a warning; `--system-fonts`
    /// draws it with an installed face that fontconfig finds (𝐀 is in fonts-dejavu-extra).
    func testSystemFontsDrawCharactersNoBundledFontHas() throws {
        let file = try write("math.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"𝐀 + b\") }\n}\n")
        let plain = try run(["render", file, "-o", file + ".png", "--device", "none"])
        XCTAssertEqual(plain.status, 0, plain.err)
        XCTAssertTrue(plain.err.contains("U+1D400"), plain.err)
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf") else {
            throw XCTSkip("fonts-dejavu-extra is not installed")
        }
        let system = try run(["render", file, "-o", file + ".png", "--device", "none", "--system-fonts"])
        XCTAssertEqual(system.status, 0, system.err)
        XCTAssertFalse(system.err.contains("U+1D400"), system.err)
    }
}
