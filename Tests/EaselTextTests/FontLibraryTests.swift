import XCTest
import EaselLayout
@testable import EaselText

final class FontLibraryTests: XCTestCase {
    func testSystemFaceByWeightAndItalic() {
        let library = FontLibrary.shared
        XCTAssertEqual(library.resolve(FontDescriptor(size: 17, weight: 100)).face.styleName, "Regular")
        XCTAssertEqual(library.resolve(FontDescriptor(size: 17, weight: 400)).face.styleName, "Regular")
        XCTAssertEqual(library.resolve(FontDescriptor(size: 17, weight: 500)).face.postScriptName, "Inter-Medium")
        XCTAssertEqual(library.resolve(FontDescriptor(size: 17, weight: 600)).face.postScriptName, "Inter-SemiBold")
        XCTAssertEqual(library.resolve(FontDescriptor(size: 17, weight: 900)).face.postScriptName, "Inter-Bold")
        let italic = library.resolve(FontDescriptor(size: 17, weight: 700, italic: true)).face
        XCTAssertTrue(italic.isItalic)
        XCTAssertEqual(italic.postScriptName, "Inter-BoldItalic")
        XCTAssertEqual(library.resolve(FontDescriptor(family: "SF Pro", size: 17)).face.familyName, "Inter")
        XCTAssertFalse(library.resolve(FontDescriptor(family: "System", size: 17)).isFamilyFallback)
    }

    func testCustomFamilyResolvesToBundledDejaVu() {
        let library = FontLibrary(useFontconfig: false)
        let resolved = library.resolve(FontDescriptor(family: "DejaVu Sans", size: 17))
        XCTAssertEqual(resolved.face.familyName, "DejaVu Sans")
        XCTAssertFalse(resolved.isFamilyFallback)
        XCTAssertFalse(resolved.fallbackFaces.contains { $0 === resolved.face }, "the face is not its own fallback")
        XCTAssertEqual(
            resolved.fallbackFaces.map(\.familyName),
            [
                "Noto Sans Arabic UI", "Noto Sans Hebrew", "Noto Sans Devanagari UI",
                "Noto Sans Thai UI", "Noto Sans CJK SC", "Noto Color Emoji",
            ])
    }

    /// Bold text (and semibold, as iOS draws it with the heavier face) gets each script's Bold
    /// fallback face, CJK included.
    func testBoldTextFallsBackToBoldFaces() {
        let library = FontLibrary.shared
        for weight in [400, 600, 700] {
            let styles = library.resolve(FontDescriptor(size: 17, weight: weight)).fallbackFaces.filter { $0.familyName.hasPrefix("Noto Sans") }.map(
                \.styleName)
            XCTAssertEqual(styles, Array(repeating: weight > 550 ? "Bold" : "Regular", count: 5), "\(weight)")
        }
        let cjkBold = library.resolve(FontDescriptor(size: 17, weight: 700)).fallbackFaces.first { $0.familyName == "Noto Sans CJK SC" }
        XCTAssertEqual(cjkBold?.postScriptName, "NotoSansCJKsc-Bold")
    }

    /// `usesSystemFallbacks` lets fontconfig find an installed face for a character no bundled face
    /// has (𝐀, U+1D400 MATHEMATICAL BOLD CAPITAL A, is in Debian's DejaVu Math TeX Gyre); off, it stays missing.
    func testSystemFallbacksFindInstalledFacesForMissingCharacters() throws {
        let library = FontLibrary()
        let value: UInt32 = 0x1D400
        XCTAssertNil(library.resolve(FontDescriptor(size: 17)).face(for: value), "off by default")
        XCTAssertEqual(library.uncoveredScalars(in: "a𝐀", font: FontDescriptor(size: 17)), ["𝐀"])
        library.usesSystemFallbacks = true
        guard let face = library.resolve(FontDescriptor(size: 17)).face(for: value) else {
            throw XCTSkip("no installed font has U+1D400 here (fontconfig: \(FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match")))")
        }
        XCTAssertTrue(face.hasGlyph(value))
        XCTAssertEqual(library.uncoveredScalars(in: "a𝐀", font: FontDescriptor(size: 17)), [])
        XCTAssertNil(FontLibrary(useFontconfig: false).systemFace(covering: value, bold: false), "a library without fontconfig never asks")
    }

    func testUnknownFamilyFallsBackToSystemFont() {
        for library in [FontLibrary(useFontconfig: false), FontLibrary.shared] {
            let resolved = library.resolve(FontDescriptor(family: "No Such Family 4711", size: 17))
            XCTAssertTrue(resolved.isFamilyFallback)
            XCTAssertEqual(resolved.face.familyName, "Inter")
            XCTAssertNil(library.face(family: "No Such Family 4711"))
        }
    }

    func testFontconfigFindsInstalledFamily() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match") else { throw XCTSkip("no fontconfig") }
        let library = FontLibrary()
        guard let serif = library.face(family: "DejaVu Serif") else { throw XCTSkip("DejaVu Serif is not installed") }
        XCTAssertEqual(serif.familyName, "DejaVu Serif")
        XCTAssertFalse(library.resolve(FontDescriptor(family: "DejaVu Serif", size: 17)).isFamilyFallback)
        // The bundled DejaVu Sans is Book only; fontconfig's folder supplies the bold face.
        let bold = library.resolve(FontDescriptor(family: "DejaVu Sans", size: 17, weight: 700)).face
        XCTAssertEqual(bold.familyName, "DejaVu Sans")
        XCTAssertGreaterThanOrEqual(bold.weight, 600)
        XCTAssertFalse(bold.styleName.contains("Condensed"), bold.styleName)
        // The regular face stays the bundled one even after the system folder was scanned.
        let regular = library.resolve(FontDescriptor(family: "DejaVu Sans", size: 17)).face
        XCTAssertEqual(regular.url.standardizedFileURL, FontLibrary.bundledFontURL("DejaVuSans", "ttf")!.standardizedFileURL)
    }

    /// The bundled fonts are found beside the executable, as SwiftPM copies them, without
    /// `Bundle.main`, and a name that is not bundled is nil.
    func testBundledFontsAreFoundBesideTheExecutable() throws {
        let folder = try XCTUnwrap(FontLibrary.bundledFontsFolder).standardizedFileURL
        XCTAssertEqual(folder.lastPathComponent, "Fonts")
        #if os(Linux)
            let executable = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            XCTAssertEqual(folder.deletingLastPathComponent().deletingLastPathComponent(), executable.deletingLastPathComponent().standardizedFileURL)
        #endif
        XCTAssertEqual(FontLibrary.bundledFontURL("Inter-Regular", "otf")?.deletingLastPathComponent().standardizedFileURL, folder)
        XCTAssertNil(FontLibrary.bundledFontURL("Inter-Regular", "ttf"))
    }

    /// Family names compare without case, spaces, hyphens and underscores, ASCII or not.
    func testFamilyNamesAreComparedWithoutCaseAndSeparators() throws {
        for name in ["DejaVu Sans", "Inter-SemiBold", "JetBrains_Mono NL", "Noto Sans Ärabic", "ÉLAN-Display", "", "---"] {
            XCTAssertEqual(FontLibrary.normalize(name), String(name.lowercased().filter { !" -_".contains($0) }), name)
        }
        XCTAssertEqual(FontLibrary.normalize("DejaVu Sans-Bold_X"), "dejavusansboldx")
        XCTAssertEqual(FontLibrary.shared.face(family: "dejavu-sans")?.familyName, "DejaVu Sans")
    }

    func testAddedFontDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: FontLibrary.bundledFontURL("Inter-SemiBold", "otf")!,
            to: folder.appendingPathComponent("Copy.otf"))
        let library = FontLibrary(useFontconfig: false)
        library.addFontDirectory(folder)
        let face = try XCTUnwrap(library.face(family: "Inter-SemiBold"))
        XCTAssertEqual(face.weight, 600)
    }

    /// A character no bundled face has is reported; a font folder that has it joins the fallback
    /// chain (after the bundled faces, before emoji) and draws it.
    func testAddedFolderFacesAreFallbacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fallback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: FontLibrary.bundledFontURL("MaterialSymbols", "ttf")!,
            to: folder.appendingPathComponent("Symbols.ttf"))
        let library = FontLibrary(useFontconfig: false)
        let search: Unicode.Scalar = "\u{E8B6}"  // a private-use character only the symbol font has
        XCTAssertEqual(library.uncoveredScalars(in: "a\(search)b\(search)", font: .body), [search])
        XCTAssertEqual(library.uncoveredScalars(in: "plain ASCII", font: .body), [])
        library.addFontDirectory(folder)
        XCTAssertEqual(library.uncoveredScalars(in: "a\(search)", font: .body), [])
        let chain = library.characterFallbackFaces(bold: false).map(\.url.lastPathComponent)
        XCTAssertEqual(chain.suffix(2), ["Symbols.ttf", "NotoColorEmoji.ttf"])
        let engine = FreeTypeTextEngine(library: library)
        let m = engine.measure("\(search)", style: TextStyle(), proposal: .unspecified)
        XCTAssertEqual(engine.glyphRun(for: m.lines[0], style: TextStyle()).map(\.face.url.lastPathComponent), ["Symbols.ttf"])
    }

    func testFacesAreCached() {
        let library = FontLibrary(useFontconfig: false)
        XCTAssertTrue(library.systemFace(weight: 400, italic: false) === library.systemFace(weight: 300, italic: false))
    }

    func testShapingKernsKnownPairs() {
        let engine = FreeTypeTextEngine()
        func width(_ s: String, _ family: String? = nil) -> CGFloat {
            engine.measure(s, style: TextStyle(font: FontDescriptor(family: family, size: 17)), proposal: .unspecified).size.width
        }
        for family in [nil, "DejaVu Sans"] {
            XCTAssertLessThan(width("AV", family), width("A", family) + width("V", family), family ?? "Inter")
            XCTAssertLessThan(width("To", family), width("T", family) + width("o", family), family ?? "Inter")
            XCTAssertEqual(width("HH", family), 2 * width("H", family), accuracy: 1e-9, family ?? "Inter")
        }
    }

    /// Widths in font units of strings shaped by HarfBuzz 6 (hb_shape with default features) from the
    /// bundled fonts, used as an independent reference for advances plus GPOS kerning.
    func testWidthsMatchHarfBuzzReference() {
        let engine = FreeTypeTextEngine()
        let inter: [(String, Int)] = [
            ("AV", 3616), ("To", 3264), ("Wy", 4240),
            ("Nogitsune Takeshi", 24468), ("Hello, World!", 16776),
        ]
        for (string, units) in inter {
            let width = engine.measure(string, style: TextStyle(font: FontDescriptor(size: 2816)), proposal: .unspecified).size.width
            XCTAssertEqual(width, CGFloat(units), accuracy: 1e-6, string)
        }
        let dejaVu = engine.measure(
            "AV", style: TextStyle(font: FontDescriptor(family: "DejaVu Sans", size: 2048)),
            proposal: .unspecified
        ).size.width
        XCTAssertEqual(dejaVu, 2671, accuracy: 1e-6)
    }
}
