import Foundation

/// The Swift symbols Xcode generates for a project's asset catalogs (Xcode 15's "asset symbol
/// extensions", on by default): a colour set `default_background` is `Color.defaultBackground`
/// (and `.defaultBackground` where a colour or shape style is expected, `ColorResource`,
/// `UIColor`), an image set `Hero Image` is `Image(.hero)`.
///
/// The name is made an identifier as Xcode does: words split at spaces, `_`, `-` and `.`, joined
/// in camel case with a lowercase first letter, and a trailing "Color" (colour sets) or "Image"
/// (image sets) dropped when something is left (`AccentColor` → `accent`); the unshortened name
/// is accepted too. A name starting with a digit gets a leading underscore.
///
/// A group folder marked "Provides Namespace" (`"provides-namespace": true` in its Contents.json)
/// prefixes its sets' names (`GrocyColors/grocyBlue`, as the asset catalog format says) and nests
/// their symbols in a type named after the folder: `Color(.GrocyColors.grocyBlue)`.
public struct AssetSymbols: Sendable, Equatable {
    /// Symbol → colour set name; a namespaced symbol is written with its namespaces,
    /// `GrocyColors.grocyBlue` → `GrocyColors/grocyBlue`.
    public let colors: [String: String]
    /// Symbol → image set name (namespaced as `colors`).
    public let images: [String: String]
    /// The namespaces' type paths (`GrocyColors`, `Brand.Dark`).
    public let namespaces: Set<String>

    public init(colors: [String: String] = [:], images: [String: String] = [:], namespaces: Set<String> = []) {
        self.colors = colors
        self.images = images
        self.namespaces = namespaces
    }

    /// No catalogs.
    public static let none = AssetSymbols()

    /// At most this many sets are read from one project's catalogs.
    public static let maxSets = 20_000

    /// The symbols of the colour and image sets in `catalogs` (`*.xcassets` folders, groups included).
    public static func catalogs(_ catalogs: [String]) -> AssetSymbols {
        var colors: [String: String] = [:], images: [String: String] = [:], namespaces: Set<String> = []
        var count = 0
        for catalog in catalogs {
            let root = URL(fileURLWithPath: catalog).standardizedFileURL
            guard
                let walker = FileManager.default.enumerator(
                    at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                let ext = url.pathExtension
                guard ext == "colorset" || ext == "imageset" else { continue }
                walker.skipDescendants()
                count += 1
                if count > maxSets { break }
                // The namespace folders between the catalog and the set, outermost first.
                let groups = url.standardizedFileURL.deletingLastPathComponent().pathComponents.dropFirst(root.pathComponents.count)
                var folders: [String] = [], typePath: [String] = []
                var dir = root
                for group in groups {
                    dir.appendPathComponent(group)
                    guard providesNamespace(dir) else { continue }
                    folders.append(group)
                    typePath.append(typeName(for: group))
                    namespaces.insert(typePath.joined(separator: "."))
                }
                let base = url.deletingPathExtension().lastPathComponent
                let name = (folders + [base]).joined(separator: "/")
                let prefix = typePath.map { $0 + "." }.joined()
                for symbol in symbols(for: base, suffix: ext == "colorset" ? "Color" : "Image") {
                    let key = prefix + symbol
                    if ext == "colorset" { if colors[key] == nil { colors[key] = name } } else if images[key] == nil { images[key] = name }
                }
            }
        }
        return AssetSymbols(colors: colors, images: images, namespaces: namespaces)
    }

    /// Whether a group folder's Contents.json marks it as providing a namespace.
    static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// A namespace folder's type name: its words joined in camel case with a capital first letter
    /// (`GrocyColors`, `brand colors` → `BrandColors`).
    static func typeName(for folder: String) -> String {
        let words = folder.split { !($0.isLetter || $0.isNumber) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The identifiers Xcode's symbol for an asset named `name` may be written as: the shortened
    /// one first, then the full one.
    static func symbols(for name: String, suffix: String) -> [String] {
        var words: [String] = []
        var current = ""
        for ch in name {
            if ch == " " || ch == "_" || ch == "-" || ch == "." {
                if !current.isEmpty { words.append(current); current = "" }
            } else if ch.isLetter || ch.isNumber {
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return [] }
        // A name of capitals and digits alone (a colour named by its hex, `EBA72B`): its runs of
        // letters and of digits joined by `_` (`EBA_72_B`, `A_3_A_3_A_3`, `_181818`), as Xcode
        // names it; capitals alone stay as they are (`FBFBFB`).
        let letters = words.joined()
        if !letters.contains(where: \.isLowercase), letters.contains(where: \.isNumber) {
            var runs: [String] = []
            for ch in letters {
                if let last = runs.last?.last, last.isNumber == ch.isNumber { runs[runs.count - 1].append(ch) } else { runs.append(String(ch)) }
            }
            let joined = runs.joined(separator: "_")
            return [joined.first?.isNumber == true ? "_" + joined : joined]
        }
        var full = lowercasingFirst(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if full.first?.isNumber == true { full = "_" + full }
        var result: [String] = []
        if full.hasSuffix(suffix), full.count > suffix.count {
            var short = String(full.dropLast(suffix.count))
            if short == "_" { short = full }
            result.append(short)
        }
        result.append(full)
        return result
    }

    /// `AccentColor` → `accentColor`; `URLImage` → `urlImage` (a leading run of capitals is lowered);
    /// a name all in capitals stays as it is (`BG` is `Color.BG`, as view files that build in Xcode write it).
    private static func lowercasingFirst(_ word: String) -> String {
        let chars = Array(word)
        var i = 0
        while i < chars.count, chars[i].isUppercase { i += 1 }
        if i == chars.count, i > 1 { return word }
        if i <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        // "URLImage": lower all but the capital that starts the next word.
        let lowerCount = i - 1
        return String(chars[0..<lowerCount]).lowercased() + String(chars[lowerCount...])
    }
}
