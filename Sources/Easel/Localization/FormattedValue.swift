import Foundation

/// A value whose text depends on where it is shown: a number or date formatted in the
/// environment's `locale` (and `timeZone`), as SwiftUI formats `Text(_:format:)`,
/// `Text(_:style:)` and the values interpolated into a `LocalizedStringKey` when the text is
/// resolved, not when it is made. `.environment(\.locale, …)` and `--locale` therefore change
/// how a price or a date reads ("1,234.50" in en_US, "1.234,50" in de).
package struct FormattedValue: Equatable {
    /// What makes two formatted values equal: the value and its format.
    let identity: AnyHashable
    /// The value's text in an environment.
    let text: (EnvironmentValues) -> String

    /// A value that reads `text(environment)`; `identity` (the value and its format) decides equality.
    package init(identity: AnyHashable, text: @escaping (EnvironmentValues) -> String) {
        self.identity = identity
        self.text = text
    }

    /// The value's text in an environment.
    package func callAsFunction(_ environment: EnvironmentValues) -> String { text(environment) }

    /// A value through a Foundation format style, in the environment's locale (the style's own
    /// locale, if any, is replaced, as SwiftUI's `Text(_:format:)` does).
    package init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        let key: AnyHashable = (input as? AnyHashable) ?? AnyHashable(String(describing: input))
        self.init(identity: [AnyHashable(format), key]) { env in format.locale(env.locale).format(input) }
    }

    /// A number through a printf-style specifier (`%lld`, `%lf`, `%.1f`) in the environment's
    /// locale: its decimal separator and digit grouping (`\(2024)` reads "2,024" in en_US, as in SwiftUI).
    package init<T: CVarArg & Hashable>(_ value: T, specifier: String) {
        self.init(identity: [AnyHashable(value), AnyHashable(specifier)]) { env in String(format: specifier, locale: env.locale, value) }
    }

    package static func == (a: FormattedValue, b: FormattedValue) -> Bool { a.identity == b.identity }
}
