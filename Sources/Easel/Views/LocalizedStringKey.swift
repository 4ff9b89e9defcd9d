import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal passed to
/// `Text` becomes. With a `StringCatalog` in the environment (`ImageRenderer.strings`, `easel render
/// --strings`) the key is looked up for the environment's locale; otherwise it is shown as written.
/// Either way inline markdown applies to the literal's own characters; interpolated values are shown
/// as they are, numbers, dates and format styles in the environment's locale when the text is
/// resolved (`\(2024)` reads "2,024" in en_US and "2.024" in de, as in SwiftUI).
///
/// The key as string tables know it is the literal with each interpolation replaced by its format
/// specifier, as Xcode writes it: `"Hello \(name)"` is `Hello %@`, an integer `%lld`, a `Double`
/// `%lf`, a `Float` `%f`, `\(x, specifier: "%.1f")` `%.1f`.
///
/// A `String` value passed to `Text` stays a `String` (`Text(someString)` shows it literally);
/// wrap it in `LocalizedStringKey(_:)` to have it looked up and its markdown applied, as in SwiftUI.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// An interpolated value: how it is shown, its format specifier in the key, and its number
    /// (which chooses plural variants). A value formatted for the locale keeps its formatting, and
    /// `shown` is its text in the default environment until the key is resolved in another.
    struct Argument: Equatable {
        var shown: String
        var specifier: String
        var number: Double?
        var formatted: FormattedValue?

        init(shown: String, specifier: String, number: Double?) {
            self.shown = shown
            self.specifier = specifier
            self.number = number
        }

        init(_ formatted: FormattedValue, specifier: String, number: Double?) {
            self.init(shown: formatted(EnvironmentValues()), specifier: specifier, number: number)
            self.formatted = formatted
        }
    }

    /// One part of the key: the literal's characters, an interpolated value, or an interpolated `Text`.
    enum Segment: Equatable {
        case literal(String)
        case argument(Argument)
        case text(Text)
    }

    var segments: [Segment]

    /// A key whose whole value is read as markdown.
    public init(_ value: String) { segments = [.literal(value)] }

    /// A key from a string literal.
    public init(stringLiteral value: String) { segments = [.literal(value)] }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The key as a string table has it: literal parts (with `%` written `%%`) and format specifiers.
    var tableKey: String {
        segments.map { segment -> String in
            switch segment {
            case .literal(let s): return s.replacingOccurrences(of: "%", with: "%%")
            case .argument(let a): return a.specifier
            case .text: return "%@"
            }
        }.joined()
    }

    /// The interpolated values in order (an interpolated `Text` is one).
    var arguments: [Segment] {
        segments.filter {
            if case .literal = $0 { return false }; return true
        }
    }

    /// Whether a value of the key reads differently in another environment (a number, a date, a
    /// format style, or an interpolated text that is looked up or formatted).
    var dependsOnEnvironment: Bool {
        segments.contains { segment in
            switch segment {
            case .literal: return false
            case .argument(let a): return a.formatted != nil
            case .text(let t): return t.isLocalized
            }
        }
    }

    /// The key with its values shown as they read in `env`: numbers and dates in its locale,
    /// interpolated texts translated and formatted.
    func resolved(in env: EnvironmentValues) -> LocalizedStringKey {
        var key = self
        key.segments = segments.map { segment in
            switch segment {
            case .literal: return segment
            case .argument(var a):
                if let f = a.formatted { a.shown = f(env) }
                return .argument(a)
            case .text(let t): return t.isLocalized ? .text(Text(pieces: t.localizedPieces(in: env))) : segment
            }
        }
        return key
    }

    /// Collects the literal parts and interpolated values of a key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal part (markdown applies to it).
        public mutating func appendLiteral(_ literal: String) {
            if literal.isEmpty { return }
            if case .literal(let previous)? = segments.last {
                segments[segments.count - 1] = .literal(previous + literal)
            } else {
                segments.append(.literal(literal))
            }
        }

        /// Appends a string value, shown as it is (`%@` in the key).
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.argument(Argument(shown: string, specifier: "%@", number: nil)))
        }

        /// Appends an integer (`%lld` in the key), grouped as the locale groups digits.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            let n = Int64(clamping: value)
            segments.append(.argument(Argument(FormattedValue(n, specifier: "%lld"), specifier: "%lld", number: Double(value))))
        }

        /// Appends a floating-point number (`%lf` in the key, six decimals as `String(format:)`
        /// gives them; `%f` for a `Float`), with the locale's decimal separator.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            let specifier = T.self == Float.self ? "%f" : "%lf"
            segments.append(.argument(Argument(FormattedValue(Double(value), specifier: specifier), specifier: specifier, number: Double(value))))
        }

        /// Appends a value as its description, shown as it is (`%@` in the key).
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.argument(Argument(shown: String(describing: value), specifier: "%@", number: nil)))
        }

        /// Appends a number formatted with a printf-style specifier, such as `"%.1f"` (the specifier in
        /// the key), in the environment's locale.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            if let i = value as? any BinaryInteger {
                segments.append(.argument(Argument(FormattedValue(Int64(clamping: i), specifier: specifier), specifier: specifier, number: Double(i))))
            } else if let d = value as? any BinaryFloatingPoint {
                segments.append(.argument(Argument(FormattedValue(Double(d), specifier: specifier), specifier: specifier, number: Double(d))))
            } else {
                segments.append(.argument(Argument(shown: String(format: specifier, value), specifier: specifier, number: nil)))
            }
        }

        /// Appends a value through a Foundation format style (`\(price, format: .currency(code: "EUR"))`),
        /// in the environment's locale (`%@` in the key).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            let number = (input as? any BinaryInteger).map { Double($0) } ?? (input as? any BinaryFloatingPoint).map { Double($0) }
            segments.append(.argument(Argument(FormattedValue(input, format: format), specifier: "%@", number: number)))
        }

        /// Appends a date in one of `Text`'s date styles, in the environment's locale and time zone (`%@` in the key).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.argument(Argument(Text.DateStyle.formatted(date, style, now: RenderClock.now), specifier: "%@", number: nil)))
        }

        /// Appends a value through a Foundation formatter, which keeps its own locale (`%@` in the key).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            segments.append(.argument(Argument(shown: formatter.string(for: subject as Any) ?? "", specifier: "%@", number: nil)))
        }

        /// Appends a date through a Foundation formatter (`%@` in the key): on Apple's platforms
        /// `Date` is `ReferenceConvertible`, on Linux it is not.
        @_disfavoredOverload
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            segments.append(.argument(Argument(shown: formatter.string(for: date as Any) ?? "", specifier: "%@", number: nil)))
        }

        /// Appends a text with its own styling (`%@` in the key).
        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text)) }

        /// `"Rated \(Image(systemName: "star.fill")) 4.5"`: the image in the line of text.
        public mutating func appendInterpolation(_ image: Image) { segments.append(.text(Text(image))) }

        /// Appends a value already formatted as `shown`, with its specifier in the key and its number
        /// (for plural variants): how the script front end passes its values.
        package mutating func appendArgument(_ shown: String, specifier: String, number: Double?) {
            segments.append(.argument(Argument(shown: shown, specifier: specifier, number: number)))
        }

        /// Appends a value shown as `formatted` reads in the environment, with its specifier in the
        /// key and its number: how the script front end passes numbers and formatted values.
        package mutating func appendArgument(_ formatted: FormattedValue, specifier: String, number: Double?) {
            segments.append(.argument(Argument(formatted, specifier: specifier, number: number)))
        }
    }
}
