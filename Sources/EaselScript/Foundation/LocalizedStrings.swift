import Foundation
import SwiftSyntax
import Easel

/// `NSLocalizedString(_:tableName:bundle:value:comment:)`, `String(localized:…)` and
/// `Bundle.localizedString(forKey:value:table:)`: a key looked up
/// in the app's string tables (`Script.strings`, `--strings`) in the device's language
/// (`Script.locale`), as an app's main bundle looks it up — not in the environment's `locale`,
/// which these functions do not see on a device either. A key no table has reads as the default
/// value given, else as written.
enum LocalizedStrings {
    /// `String.LocalizationValue(key)`: the key, which `String(localized:)` then looks up.
    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("String", "LocalizationValue") { r, _ in
            guard let key = r.positional() else { throw r.missing("key") }
            return .string(try Conversions.string(key.value, node: key.node))
        },
        // `String.localizedStringWithFormat(NSLocalizedString("%d friends", comment: ""), n)`: the
        // format filled in the device's locale (a `.stringsdict` plural was chosen by the lookup).
        StaticFunctionDeclaration("String", "localizedStringWithFormat") { r, ev in
            guard let f = r.positional() else { throw r.missing("a format") }
            var values: [Value] = []
            while let a = r.positional() { values.append(a.value) }
            let format = try Conversions.string(f.value, node: f.node)
            return .string(try StringFormat.format(format, values, locale: ev.deviceLocale, ev, node: f.node))
        },
    ]

    static func nsLocalizedString(_ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        var r = ArgReader(args, "NSLocalizedString", ev, node: node, known: ["tableName", "bundle", "value", "comment"])
        guard let key = r.positional() else { throw r.missing("key") }
        // `tableName: nil` is the default table (`Localizable`).
        let table = try r.named("tableName").flatMap { $0.value == .null ? nil : try Conversions.string($0.value, node: $0.node) }
        let value = try r.named("value").map { try Conversions.string($0.value, node: $0.node) } ?? ""
        _ = r.named("bundle")
        _ = r.named("comment")
        try r.finish()
        let k = try Conversions.string(key.value, node: key.node)
        return .string(lookUp(k, table: table, ev, locale: nil) ?? (value.isEmpty ? k : value))
    }

    /// `String(localized: "Welcome")`, `String(localized: "welcome", defaultValue: "Welcome", table: "Onboarding")`.
    static func stringLocalized(_ r: inout ArgReader, _ ev: Evaluator) throws -> Value {
        guard let key = r.named("localized") else { throw r.missing("'localized:'") }
        let fallback = try r.named("defaultValue").map { try Conversions.string($0.value, node: $0.node) }
        let table = try r.named("table").flatMap { $0.value == .null ? nil : try Conversions.string($0.value, node: $0.node) }
        let locale = try r.named("locale").map { try Conversions.native($0.value, Locale.self, "Locale", ev, node: $0.node) }
        _ = r.named("bundle")
        _ = r.named("comment")
        let k = try Conversions.string(key.value, node: key.node)
        return .string(lookUp(k, table: table, ev, locale: locale) ?? fallback ?? k)
    }

    /// `Bundle.localizedString(forKey:value:table:)`: the table's string for the key, else the value
    /// when it is given and not empty, else the key (Foundation's rule).
    static func localizedString(_ key: String, value: String?, table: String?, _ ev: Evaluator) -> String {
        lookUp(key, table: table, ev, locale: nil) ?? (value.flatMap { $0.isEmpty ? nil : $0 } ?? key)
    }

    private static func lookUp(_ key: String, table: String?, _ ev: Evaluator, locale: Locale?) -> String? {
        ev.strings?.string(key, table: table, locale: locale ?? ev.deviceLocale)
    }
}
