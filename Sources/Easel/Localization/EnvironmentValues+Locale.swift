import Foundation

private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private enum StringCatalogKey: EnvironmentKey { static var defaultValue: StringCatalog? { nil } }

extension EnvironmentValues {
    /// The locale texts are translated for (with a `stringCatalog`); en_US by default.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

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
