import Foundation
import CFreeType
import EaselLayout

/// Finds and caches font faces: the fonts bundled with Easel (Inter as the system font,
/// DejaVu Sans for missing characters), extra font folders, and fontconfig.
///
/// Thread-safe: batch rendering measures text on several threads at once.
package final class FontLibrary: @unchecked Sendable {
    /// A face in a font file, as found by a scan, before it is opened for use.
    private struct Entry {
        var url: URL
        var index: Int
        var family: String
        var fullName: String
        var postScriptName: String
        var weight: Int
        var italic: Bool
        /// The names as `normalize(_:)` makes them, made once: every family asked for is compared
        /// with every file's.
        let keys: (family: String, fullName: String, postScriptName: String)

        init(url: URL, index: Int, family: String, fullName: String, postScriptName: String, weight: Int, italic: Bool) {
            (self.url, self.index, self.family, self.fullName, self.postScriptName) = (url, index, family, fullName, postScriptName)
            (self.weight, self.italic) = (weight, italic)
            keys = (FontLibrary.normalize(family), FontLibrary.normalize(fullName), FontLibrary.normalize(postScriptName))
        }
    }

    /// The shared library: bundled fonts plus fontconfig.
    package static let shared = FontLibrary()

    private let freeType: FreeTypeLibrary
    private let lock = NSRecursiveLock()
    private let useFontconfig: Bool
    private var faces: [String: FontFace] = [:]
    private var bundledEntries: [Entry]?
    private var directoryEntries: [Entry] = []
    private var scannedDirectories: Set<String> = []
    private var fontconfigAnswers: [String: URL?] = [:]
    private var familyAnswers: [String: FontFace?] = [:]
    private var bundledFaces: [String: FontFace?] = [:]
    private var fallbackChains: [Bool: [FontFace]] = [:]
    private var systemFallbacksOn = false
    private var systemAnswers: [UInt32: FontFace?] = [:]
    /// Faces of the folders added with `addFontDirectory` (not those fontconfig pointed to).
    private var addedEntries: [Entry] = []

    /// Creates a library. `useFontconfig` allows asking `/usr/bin/fc-match` for families
    /// that are neither bundled nor in an added folder.
    package init(useFontconfig: Bool = true) {
        guard let freeType = FreeTypeLibrary() else { fatalError("FreeType failed to initialize") }
        self.freeType = freeType
        self.useFontconfig = useFontconfig
    }

    /// Adds a folder whose `.ttf`, `.otf` and `.ttc` files can be used as custom families.
    package func addFontDirectory(_ url: URL) {
        lock.lock(); defer { lock.unlock() }
        scanDirectory(url)
        let folder = url.standardizedFileURL.path
        addedEntries += directoryEntries.filter { entry in
            entry.url.deletingLastPathComponent().standardizedFileURL.path == folder
                && !addedEntries.contains { $0.url == entry.url && $0.index == entry.index }
        }
        familyAnswers.removeAll()
        fallbackChains.removeAll()
    }

    // MARK: Bundled faces

    /// URL of a font bundled with Easel, e.g. `bundledFontURL("Inter-Regular", "otf")`.
    package static func bundledFontURL(_ name: String, _ ext: String) -> URL? {
        guard let url = bundledFontsFolder?.appendingPathComponent("\(name).\(ext)"), FileManager.default.fileExists(atPath: url.path) else {
            return nil
        }
        return url
    }

    /// The folder of the fonts bundled with Easel. SwiftPM copies the resource bundle beside the
    /// executable, where it is found first without `Bundle.main`, whose set-up on Linux costs a
    /// process about 10 million instructions (it reads the executable's folder); else where
    /// `Bundle.module` finds it.
    static let bundledFontsFolder: URL? = {
        #if os(Linux)
            if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
                    .appendingPathComponent("Easel_EaselText.resources").appendingPathComponent("Fonts")
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return folder }
            }
        #endif
        return Bundle.module.url(forResource: "Fonts", withExtension: nil)
    }()

    /// A bundled face by file name, looked up in the bundle once (text layout asks for the same
    /// faces for every string).
    private func bundledFace(_ name: String, _ ext: String) -> FontFace? {
        let key = "\(name).\(ext)"
        lock.lock()
        if let known = bundledFaces[key] { lock.unlock(); return known }
        lock.unlock()
        let found = Self.bundledFontURL(name, ext).flatMap { face(at: $0) }
        lock.lock()
        bundledFaces[key] = .some(found)
        lock.unlock()
        return found
    }

    /// The face at `url` (face `index` of the file), opened once and cached; nil if FreeType cannot open it.
    package func face(at url: URL, index: Int = 0) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        let key = "\(url.standardizedFileURL.path)#\(index)"
        if let face = faces[key] { return face }
        guard let face = FontFace(library: freeType, url: url, index: index) else { return nil }
        faces[key] = face
        return face
    }

    /// The system font face (Inter) for a weight and slant: up to 450 Regular, up to 550 Medium,
    /// up to 650 SemiBold, above that Bold (Inter's lighter and heavier weights are not bundled).
    package func systemFace(weight: Int, italic: Bool, design: FontDescriptor.Design = .default) -> FontFace {
        let styles = Self.designStyles[design] ?? Self.designStyles[.default]!
        // The closest style in slant, then weight as CSS matches weights: above 500, the nearest
        // heavier style first (semibold → Bold where there is no SemiBold); below 400, the nearest
        // lighter first; from 400 to 500, up to 500, then lighter, then heavier.
        func score(_ s: (name: String, weight: Int, italic: Bool)) -> Int {
            let slant = s.italic == italic ? 0 : 100_000
            let w = s.weight
            if weight > 500 { return slant + (w >= weight ? w - weight : 10_000 + weight - w) }
            if weight < 400 { return slant + (w <= weight ? weight - w : 10_000 + w - weight) }
            if w >= weight && w <= 500 { return slant + w - weight }
            return slant + (w < weight ? 10_000 + weight - w : 20_000 + w - weight)
        }
        let best = styles.files.min { score($0) < score($1) }!
        if let face = bundledFace("\(styles.family)-\(best.name)", styles.ext) { return face }
        guard let regular = bundledFace("Inter-Regular", "otf") else { fatalError("Bundled Inter fonts are missing") }
        return regular
    }

    /// The bundled files of each design of the system font (SF Pro, SF Pro Rounded, New York and SF
    /// Mono on Apple's systems, which may not be redistributed): Inter, Quicksand, Noto Serif and
    /// JetBrains Mono, by style, lightest first.
    private static let designStyles: [FontDescriptor.Design: (family: String, ext: String, files: [(name: String, weight: Int, italic: Bool)])] = [
        .default: (
            "Inter", "otf",
            [
                ("Regular", 400, false), ("Medium", 500, false), ("SemiBold", 600, false), ("Bold", 700, false),
                ("Italic", 400, true), ("MediumItalic", 500, true), ("SemiBoldItalic", 600, true),
                ("BoldItalic", 700, true),
            ]
        ),
        .rounded: ("Quicksand", "ttf", [("Regular", 400, false), ("Medium", 500, false), ("Bold", 700, false)]),
        .serif: ("NotoSerif", "ttf", [("Regular", 400, false), ("Bold", 700, false), ("Italic", 400, true), ("BoldItalic", 700, true)]),
        .monospaced: (
            "JetBrainsMono", "ttf",
            [
                ("Regular", 400, false), ("Medium", 500, false), ("SemiBold", 600, false),
                ("Bold", 700, false), ("Italic", 400, true), ("BoldItalic", 700, true),
            ]
        ),
    ]

    /// DejaVu Sans, which draws characters the chosen face lacks (symbols such as ✈).
    package var characterFallbackFace: FontFace? { bundledFace("DejaVuSans", "ttf") }

    /// The bundled fonts for other scripts, tried in this order for characters the chosen face
    /// lacks, each in a Regular and a Bold file (`NAME-Regular` / `NAME-Bold`, then `suffix`).
    private static let scriptFallbacks: [(name: String, ext: String, suffix: String)] = [
        ("NotoSansArabicUI", "ttf", ""), ("NotoSansHebrew", "ttf", ""), ("NotoSansDevanagariUI", "ttf", ""),
        ("NotoSansThaiUI", "ttf", ""), ("NotoSansCJK", "otf", "-Subset"),
    ]

    /// The faces that draw characters the chosen face lacks, in order: Noto Sans for Arabic, Hebrew,
    /// Devanagari and Thai (the UI versions, whose line heights suit interfaces), Noto Sans CJK (a
    /// subset of common Chinese, Japanese and Korean characters) — each Bold for `bold` — DejaVu
    /// Sans for symbols, the faces of added font folders, then Noto Color Emoji.
    package func characterFallbackFaces(bold: Bool) -> [FontFace] {
        lock.lock()
        if let known = fallbackChains[bold] { lock.unlock(); return known }
        lock.unlock()
        var faces: [FontFace] = Self.scriptFallbacks.compactMap { font in
            bundledFace("\(font.name)-\(bold ? "Bold" : "Regular")\(font.suffix)", font.ext)
        }
        if let dejaVu = characterFallbackFace { faces.append(dejaVu) }
        // Then the fonts of added folders (`--font-dir`), regular upright faces first.
        lock.lock()
        let added = addedEntries.sorted { a, b in
            (a.italic ? 1 : 0, abs(a.weight - (bold ? 700 : 400))) < (b.italic ? 1 : 0, abs(b.weight - (bold ? 700 : 400)))
        }
        lock.unlock()
        faces += added.compactMap { face(at: $0.url, index: $0.index) }.filter { face in !faces.contains { $0 === face } }
        if let emoji = emojiFace { faces.append(emoji) }
        lock.lock()
        fallbackChains[bold] = faces
        lock.unlock()
        return faces
    }

    /// Noto Color Emoji: tried first for characters shown as emoji, last for everything else.
    package var emojiFace: FontFace? { bundledFace("NotoColorEmoji", "ttf") }

    // MARK: Resolving descriptors

    /// Whether `family` names the system font rather than a custom family.
    package static func isSystemFamily(_ family: String?) -> Bool {
        guard let family else { return true }
        let n = normalize(family)
        return n.isEmpty || n == "system" || n == "systemfont" || n == "sfpro" || n == "sfprotext"
            || n == "sfprodisplay" || n == ".sfui" || n == "sanfrancisco" || n == "sfui" || n == "sfuitext"
    }

    /// Resolves a descriptor to faces. The system font is Inter, and its designs `.rounded`,
    /// `.serif` and `.monospaced` are the bundled Quicksand, Noto Serif and JetBrains Mono (never
    /// the machine's fonts); a custom family is looked up in the bundled fonts, then the added
    /// folders, then fontconfig, and replaced by the system font (with `isFamilyFallback` set)
    /// when none has it.
    package func resolve(_ descriptor: FontDescriptor) -> ResolvedFont {
        var face: FontFace
        var fellBack = false
        if Self.isSystemFamily(descriptor.family) {
            face = systemFace(weight: descriptor.weight, italic: descriptor.italic, design: descriptor.design)
        } else if let custom = self.face(family: descriptor.family!, weight: descriptor.weight, italic: descriptor.italic) {
            face = custom
        } else {
            face = systemFace(weight: descriptor.weight, italic: descriptor.italic)
            fellBack = true
        }
        let fallbacks = characterFallbackFaces(bold: descriptor.weight > 550).filter { $0 !== face }
        var resolved = ResolvedFont(
            face: face, fallbackFaces: fallbacks, emojiFace: emojiFace, size: descriptor.size,
            monospacedDigit: descriptor.monospacedDigit, isFamilyFallback: fellBack)
        resolved.horizontalScale = ResolvedFont.horizontalScale(forWidth: descriptor.width)
        if usesSystemFallbacks { resolved.systemFallbacks = ResolvedFont.SystemFallbacks(library: self, bold: descriptor.weight > 550) }
        return resolved
    }

    /// The scalars of `string` that neither `font`'s face nor any fallback face has (ignoring
    /// controls, joiners and selectors), each once, in order. ASCII strings are checked without lookups.
    package func uncoveredScalars(in string: String, font: FontDescriptor) -> [Unicode.Scalar] {
        if string.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        let resolved = resolve(font)
        var result: [Unicode.Scalar] = []
        for scalar in string.unicodeScalars where scalar.value >= 0x80 && !TextShaper.isIgnorable(scalar.value) {
            if result.contains(scalar) { continue }
            if resolved.face(for: scalar.value) != nil { continue }
            result.append(scalar)
        }
        return result
    }

    /// The face of a custom family closest to `weight` and `italic`, or nil when no source has the family.
    /// `family` may also be a PostScript name ("Inter-Bold") or a full name ("DejaVu Sans Bold").
    package func face(family: String, weight: Int = 400, italic: Bool = false) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        let key = "\(Self.normalize(family))|\(weight)|\(italic)"
        if let answer = familyAnswers[key] { return answer }
        var best = Self.bestEntry(in: bundled() + directoryEntries, family: family, weight: weight, italic: italic)
        // Ask fontconfig when no known file has the family, or none has a close enough style
        // (the bundled DejaVu Sans is only the Book face); it may know the family's other files.
        let closeEnough = best.map { $0.italic == italic && abs($0.weight - weight) < 150 } ?? false
        if !closeEnough, useFontconfig, let url = fontconfigFile(for: family) {
            // Scan the folder of fontconfig's file so the family's other styles are found too.
            scanDirectory(url.deletingLastPathComponent())
            best = Self.bestEntry(in: bundled() + directoryEntries, family: family, weight: weight, italic: italic)
        }
        let found = best.flatMap { face(at: $0.url, index: $0.index) }
        familyAnswers[key] = found
        return found
    }

    /// The family's face closest in slant, then weight; else a face whose PostScript or full name is `family`.
    private static func bestEntry(in entries: [Entry], family: String, weight: Int, italic: Bool) -> Entry? {
        let wanted = normalize(family)
        let candidates = entries.filter { $0.keys.family == wanted }
        if candidates.isEmpty {
            return entries.first { $0.keys.postScriptName == wanted || $0.keys.fullName == wanted }
        }
        // Ties keep the earlier entry, so bundled files win over scanned ones.
        func score(_ e: Entry) -> Int {
            let style = e.fullName.lowercased()
            let widthVariant = ["condensed", "narrow", "expanded", "extended", "compressed"].contains { style.contains($0) }
            return (e.italic == italic ? 0 : 10_000) + (widthVariant ? 1_000 : 0) + abs(e.weight - weight)
        }
        return candidates.min { score($0) < score($1) }
    }

    /// A name compared without case, spaces, hyphens and underscores ("DejaVu Sans" and
    /// "dejavu-sans" are one family). An ASCII name is made on its bytes.
    static func normalize(_ name: String) -> String {
        let utf8 = name.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            return String(
                unsafeUninitializedCapacity: utf8.count,
                initializingUTF8With: { buffer in
                    var n = 0
                    for byte in utf8 where byte != 0x20 && byte != 0x2D && byte != 0x5F {
                        buffer[n] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                        n += 1
                    }
                    return n
                })
        }
        return String(name.lowercased().filter { !" -_".contains($0) })
    }

    // MARK: Scanning

    private func bundled() -> [Entry] {
        if let bundledEntries { return bundledEntries }
        var entries: [Entry] = []
        if let folder = Self.bundledFontsFolder {
            entries = scanFiles(in: folder)
        }
        bundledEntries = entries
        return entries
    }

    private func scanDirectory(_ url: URL) {
        let path = url.standardizedFileURL.path
        guard !scannedDirectories.contains(path) else { return }
        scannedDirectories.insert(path)
        directoryEntries += scanFiles(in: url)
    }

    private func scanFiles(in folder: URL) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var entries: [Entry] = []
        for name in names.sorted() {
            let ext = (name as NSString).pathExtension.lowercased()
            guard ext == "ttf" || ext == "otf" || ext == "ttc" || ext == "otc" else { continue }
            let url = folder.appendingPathComponent(name)
            var index = 0, count = 1
            while index < count {
                guard let face = freeType.openFace(path: url.path, index: index) else { break }
                let rec = face.pointee
                count = Int(rec.num_faces)
                let family = rec.family_name.map { String(cString: $0) } ?? ""
                let style = rec.style_name.map { String(cString: $0) } ?? ""
                let ps = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
                let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
                var weight = style.lowercased().contains("bold") ? 700 : 400
                if let os2, os2.version != 0xFFFF, os2.usWeightClass > 0 { weight = Int(os2.usWeightClass) }
                let italic = rec.style_flags & EASEL_FT_STYLE_FLAG_ITALIC != 0
                freeType.closeFace(face)
                entries.append(
                    Entry(
                        url: url, index: index, family: family, fullName: "\(family) \(style)",
                        postScriptName: ps, weight: weight, italic: italic))
                index += 1
            }
        }
        return entries
    }

    /// Asks fontconfig for the file of `family`; cached.
    private func fontconfigFile(for family: String) -> URL? {
        let key = Self.normalize(family)
        if let answer = fontconfigAnswers[key] { return answer }
        let result = Fontconfig.file(for: family)
        fontconfigAnswers[key] = result
        return result
    }

    // MARK: The machine's fonts for missing characters

    /// Whether a character that no bundled face (nor an added folder's) has may be drawn with one
    /// of the machine's fonts, found through fontconfig. Off by default: pictures would then depend
    /// on what the machine has installed (`easel render --system-fonts` turns it on).
    package var usesSystemFallbacks: Bool {
        get { lock.lock(); defer { lock.unlock() }; return systemFallbacksOn }
        set { lock.lock(); systemFallbacksOn = newValue; systemAnswers.removeAll(); lock.unlock() }
    }

    /// An installed face that has the scalar `value` (bold or regular), when `usesSystemFallbacks`
    /// is on; asked of fontconfig once per scalar and weight.
    package func systemFace(covering value: UInt32, bold: Bool) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        guard systemFallbacksOn, useFontconfig else { return nil }
        let key = value << 1 | (bold ? 1 : 0)
        if let answer = systemAnswers[key] { return answer }
        var found: FontFace?
        if let (url, index) = Fontconfig.face(covering: value, bold: bold), let face = face(at: url, index: index), face.hasGlyph(value) {
            found = face
        }
        systemAnswers[key] = found
        return found
    }
}
