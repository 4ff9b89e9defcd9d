import Foundation

/// A `.stringsdict` plist: per key, an `NSStringLocalizedFormatKey` such as `%#@files@` and the
/// plural rule of its variable (`NSStringPluralRuleType`: `zero`, `one`, `two`, `few`, `many`,
/// `other`). The variable's variants replace `%#@name@` in the format; one variable per key.
enum StringsDictFile {
    static func parse(_ file: URL) throws -> [String: StringCatalog.Entry] {
        let data = try Data(contentsOf: file)
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw StringCatalogError(file: file.path, line: nil, message: "not a property list of keys")
        }
        var result: [String: StringCatalog.Entry] = [:]
        for (key, value) in root {
            guard let spec = value as? [String: Any], let format = spec["NSStringLocalizedFormatKey"] as? String else { continue }
            guard let open = format.range(of: "%#@"), let close = format.range(of: "@", range: open.upperBound..<format.endIndex) else {
                result[key] = .string(format)
                continue
            }
            let name = String(format[open.upperBound..<close.lowerBound])
            guard let rule = spec[name] as? [String: Any] else {
                throw StringCatalogError(file: file.path, line: nil, message: "key \"\(key)\" has no rule for %#@\(name)@")
            }
            var variants: [String: String] = [:]
            for category in ["zero", "one", "two", "few", "many", "other"] {
                if let variant = rule[category] as? String {
                    variants[category] = format.replacingCharacters(in: open.lowerBound..<close.upperBound, with: variant)
                }
            }
            result[key] = .plural(variants)
        }
        return result
    }
}
