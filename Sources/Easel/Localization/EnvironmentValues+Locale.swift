import Foundation

private enum LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { enUS }
    /// en_US, made once: `Locale(identifier:)` looks the identifier up in Foundation's locale cache
    /// (about 1,000 instructions), and every text whose locale is not set reads the default.
    private static let enUS = Locale(identifier: "en_US")
}
/// The locale's language tag, kept beside it: every text's style reads it, and reading a locale's
/// identifier costs thousands of instructions.
private enum LanguageTagKey: EnvironmentKey { static var defaultValue: String { "en-US" } }
private enum StringCatalogKey: EnvironmentKey { static var defaultValue: StringCatalog? { nil } }

extension EnvironmentValues {
    /// The locale texts are translated for (with a `stringCatalog`); en_US by default.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set {
            self[LocaleKey.self] = newValue
            self[LanguageTagKey.self] = newValue.languageTag
        }
    }

    /// The locale's BCP 47 language tag (`en-US`), as `Locale.languageTag` gives it.
    var languageTag: String { self[LanguageTagKey.self] }

    /// The translations `Text` looks its keys up in (`ImageRenderer.strings`); none by default, so
    /// keys are shown as written.
    public var stringCatalog: StringCatalog? {
        get { self[StringCatalogKey.self] }
        set { self[StringCatalogKey.self] = newValue }
    }
}

extension Locale {
    /// Whether the locale's language is written right to left (Arabic, Hebrew, Persian, Urdu, ...,
    /// from Foundation's locale data), so that an app running in it lays out right to left.
    var isRightToLeft: Bool { Locale.Language(identifier: identifier).characterDirection == .rightToLeft }
}
