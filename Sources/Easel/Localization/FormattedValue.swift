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
        let styled = Self.formatStyle(value, specifier)
        self.init(identity: [AnyHashable(value), AnyHashable(specifier)]) { env in
            styled?(env.locale) ?? String(format: specifier, locale: env.locale, value)
        }
    }

    /// For the specifiers interpolation uses (`%lld` and its kin for integers, `%lf`, `%f` and
    /// `%.Nf` for floating point), the format style that prints exactly what
    /// `String(format:locale:)` prints (`FormattedValueTests` checks them in many locales), but
    /// through ICU's cached formatters: `String(format:locale:)` builds a number formatter for
    /// every call, about 30 µs, which made 400 interpolated labels cost 15 ms. Nil for others.
    package static func formatStyle<T>(_ value: T, _ specifier: String) -> ((Locale) -> String)? {
        if let i = value as? Int64,
            ["%lld", "%ld", "%lli", "%li"].contains(specifier)
                || (["%d", "%i"].contains(specifier) && Int32(exactly: i) != nil)
        {  // %d prints 32 bits
            return { locale in
                // 0…999 has no grouping separator or sign: in a locale that writes ASCII digits
                // it reads as Swift prints it, without a trip through ICU (~100,000 instructions).
                if (0..<1000).contains(i), ASCIIDigitLocales.shared.usesASCIIDigits(locale) { return String(i) }
                return IntegerFormatStyle<Int64>(locale: locale).format(i)
            }
        }
        if let d = value as? Double, let n = fractionLength(specifier) {
            return { FloatingPointFormatStyle<Double>(locale: $0).precision(.fractionLength(n)).format(d) }
        }
        return nil
    }

    /// The digits after the point of `%f`, `%lf` (6) and `%.Nf`, `%.Nlf` (N, at most 15).
    package static func fractionLength(_ specifier: String) -> Int? {
        if specifier == "%f" || specifier == "%lf" { return 6 }
        guard specifier.hasPrefix("%."), specifier.hasSuffix("f") else { return nil }
        var digits = specifier.dropFirst(2).dropLast()
        if digits.hasSuffix("l") { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy(\.isASCII), let n = Int(digits), n <= 15 else { return nil }
        return n
    }

    package static func == (a: FormattedValue, b: FormattedValue) -> Bool { a.identity == b.identity }
}

/// Which locales format the digits 0…9 as ASCII (en, de, fr …; not ar, fa, hi-Latn-less …),
/// asked of ICU once per locale. Shared by the renders of a batch, behind a lock.
final class ASCIIDigitLocales: @unchecked Sendable {  // `known` is behind `lock`
    static let shared = ASCIIDigitLocales()
    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    func usesASCIIDigits(_ locale: Locale) -> Bool {
        let id = locale.identifier
        lock.lock()
        if let answer = known[id] { lock.unlock(); return answer }
        lock.unlock()
        let style = IntegerFormatStyle<Int64>(locale: locale)
        let answer = (0...9).allSatisfy { style.format(Int64($0)) == String($0) } && style.format(987) == "987"
        lock.lock()
        known[id] = answer
        lock.unlock()
        return answer
    }
}
