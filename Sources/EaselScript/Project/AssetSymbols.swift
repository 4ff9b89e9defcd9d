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
public struct AssetSymbols: Sendable, Equatable {
    /// Symbol → colour set name.
    public let colors: [String: String]
    /// Symbol → image set name.
    public let images: [String: String]

    public init(colors: [String: String] = [:], images: [String: String] = [:]) {
        self.colors = colors
        self.images = images
    }

    /// No catalogs.
    public static let none = AssetSymbols()

    /// At most this many sets are read from one project's catalogs.
    public static let maxSets = 20_000

    /// The symbols of the colour and image sets in `catalogs` (`*.xcassets` folders, groups included).
    public static func catalogs(_ catalogs: [String]) -> AssetSymbols {
        var colors: [String: String] = [:], images: [String: String] = [:]
        var count = 0
        for catalog in catalogs {
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: catalog), includingPropertiesForKeys: nil,
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                let ext = url.pathExtension
                guard ext == "colorset" || ext == "imageset" else { continue }
                walker.skipDescendants()
                count += 1
                if count > maxSets { break }
                let name = url.deletingPathExtension().lastPathComponent
                for symbol in symbols(for: name, suffix: ext == "colorset" ? "Color" : "Image") {
                    if ext == "colorset" { if colors[symbol] == nil { colors[symbol] = name } } else if images[symbol] == nil { images[symbol] = name }
                }
            }
        }
        return AssetSymbols(colors: colors, images: images)
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
