import Foundation

/// Translations of an app's strings, read from its string files, so that `Text("Welcome")` renders
/// in another language (`ImageRenderer.strings` and `locale`, `easel render --strings --locale`).
///
/// Reads what Xcode projects hold:
/// - a string catalog (`Localizable.xcstrings`): each key's `stringUnit` per language, with
///   `plural` variations;
/// - `<language>.lproj/<Table>.strings` files (`"key" = "value";`, comments, escapes; UTF-8 or
///   UTF-16) and `<Table>.stringsdict` plists with one `%#@name@` plural variable;
/// - a folder holding any of these, searched recursively (an app's whole source folder will do).
///
/// A key is found for a locale by its full identifier (`pt-BR`), then its language (`pt`); a key
/// no table has is shown as written, as on a device.
public struct StringCatalog: Sendable, Equatable {
    /// One translation: a string, or plural variants by CLDR category (`zero`, `one`, `two`, `few`,
    /// `many`, `other`).
    enum Entry: Sendable, Equatable {
        case string(String)
        case plural([String: String])
    }

    /// language → table → key → entry.
    private(set) var tables: [String: [String: [String: Entry]]] = [:]

    /// An empty catalog.
    public init() {}

    /// Reads the string catalog, `.strings` or `.stringsdict` file at `url`, or every such file in
    /// the folder at `url` and its subfolders (a `.strings` file's language is its `.lproj` folder's).
    /// Throws `StringCatalogError` naming the file (and line) that cannot be read.
    public init(contentsOf url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw StringCatalogError(file: url.path, line: nil, message: "no such file or folder")
        }
        if isFolder.boolValue {
            var files: [URL] = []
            let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let next = enumerator?.nextObject() as? URL {
                if ["xcstrings", "strings", "stringsdict"].contains(next.pathExtension) { files.append(next) }
            }
            for file in files.sorted(by: { $0.path < $1.path }) { try read(file) }
        } else {
            try read(url)
        }
    }

    /// Reads the given string files (catalogs, and `.strings` / `.stringsdict` files in `.lproj`
    /// folders) as an app bundles them; a file that cannot be read is left out and its error
    /// returned in `failures`, so that one broken table does not hide the others.
    public init(files: [URL], failures: inout [StringCatalogError]) {
        for file in files.sorted(by: { $0.path < $1.path }) {
            do { try read(file) } catch let e as StringCatalogError { failures.append(e) } catch {
                failures.append(StringCatalogError(file: file.path, line: nil, message: error.localizedDescription))
            }
        }
    }

    /// The languages the catalog has translations for, sorted.
    public var languages: [String] { tables.keys.sorted() }

    private mutating func read(_ file: URL) throws {
        switch file.pathExtension {
        case "xcstrings": try readCatalog(file)
        case "strings", "stringsdict":
            let folder = file.deletingLastPathComponent()
            guard folder.pathExtension == "lproj" else {
                throw StringCatalogError(file: file.path, line: nil, message: "a .\(file.pathExtension) file belongs in a <language>.lproj folder")
            }
            let language = folder.deletingPathExtension().lastPathComponent
            // Base.lproj holds the development language's strings, which are the keys themselves.
            if language == "Base" { return }
            let table = file.deletingPathExtension().lastPathComponent
            let entries = file.pathExtension == "strings" ? try StringsFile.parse(file) : try StringsDictFile.parse(file)
            tables[language, default: [:]][table, default: [:]].merge(entries) { _, new in new }
        default:
            throw StringCatalogError(file: file.path, line: nil, message: "not a string catalog, .strings or .stringsdict file")
        }
    }

    private mutating func readCatalog(_ file: URL) throws {
        let table = file.deletingPathExtension().lastPathComponent
        let data = try Data(contentsOf: file)
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else {
            throw StringCatalogError(file: file.path, line: nil, message: "not a string catalog (JSON with a \"strings\" object)")
        }
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                    tables[language, default: [:]][table, default: [:]][key] = .string(text)
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var variants: [String: String] = [:]
                    for (category, variant) in plural {
                        if let text = ((variant as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                            variants[category] = text
                        }
                    }
                    if !variants.isEmpty { tables[language, default: [:]][table, default: [:]][key] = .plural(variants) }
                }
            }
        }
    }

    /// The entry for `key` in `table` for `locale`: its full identifier first, then its language.
    func entry(_ key: String, table: String, locale: Locale) -> Entry? {
        for language in Self.candidates(locale) {
            if let entry = tables[language]?[table]?[key] { return entry }
        }
        return nil
    }

    /// The language tags a locale is looked up under, most specific first (`pt_BR` → `pt-BR`, `pt`).
    static func candidates(_ locale: Locale) -> [String] {
        let identifier = locale.languageTag
        var result = [identifier]
        var parts = identifier.split(separator: "-").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            result.append(parts.joined(separator: "-"))
        }
        return result
    }

    /// The translation of a plain key for `locale`, as `NSLocalizedString` and `String(localized:)`
    /// read it (a plural entry gives its `other` form); nil when no table has the key.
    package func string(_ key: String, table: String?, locale: Locale) -> String? {
        switch entry(key, table: table ?? "Localizable", locale: locale) {
        case .string(let s)?: return s
        case .plural(let variants)?: return variants["other"] ?? variants.values.sorted().first
        case nil: return nil
        }
    }

    /// The segments of `key` translated for `locale`, with its arguments in the places the
    /// translation gives them; nil when no table has the key.
    func translate(_ key: LocalizedStringKey, table: String?, locale: Locale) -> [LocalizedStringKey.Segment]? {
        guard let entry = entry(key.tableKey, table: table ?? "Localizable", locale: locale) else { return nil }
        let arguments = key.arguments
        let format: String
        switch entry {
        case .string(let s): format = s
        case .plural(let variants):
            let number =
                arguments.lazy.compactMap { segment -> Double? in
                    if case .argument(let a) = segment { return a.number }
                    return nil
                }.first ?? 0
            let category = PluralCategory.category(of: number, language: locale.identifier)
            format = variants[category] ?? variants["other"] ?? variants.values.sorted().first ?? key.tableKey
        }
        return LocalizedFormat.segments(format, arguments: arguments)
    }
}

/// A string file that cannot be read: the file, the line when known, and what is wrong.
public struct StringCatalogError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int?
    public var message: String

    /// An error about `file` (at `line` when known).
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
