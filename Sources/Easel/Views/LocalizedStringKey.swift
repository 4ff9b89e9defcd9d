import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal passed to
/// `Text` becomes. With a `StringCatalog` in the environment (`ImageRenderer.strings`, `easel render
/// --strings`) the key is looked up for the environment's locale; otherwise it is shown as written.
/// Either way inline markdown applies to the literal's own characters; interpolated values are shown
/// as they are.
///
/// The key as string tables know it is the literal with each interpolation replaced by its format
/// specifier, as Xcode writes it: `"Hello \(name)"` is `Hello %@`, an integer `%lld`, a `Double`
/// `%lf`, a `Float` `%f`, `\(x, specifier: "%.1f")` `%.1f`.
///
/// A `String` value passed to `Text` stays a `String` (`Text(someString)` shows it literally);
/// wrap it in `LocalizedStringKey(_:)` to have it looked up and its markdown applied, as in SwiftUI.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// An interpolated value: how it is shown, its format specifier in the key, and its number
    /// (which chooses plural variants).
    struct Argument: Equatable {
        var shown: String
        var specifier: String
        var number: Double?
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
    var arguments: [Segment] { segments.filter { if case .literal = $0 { return false }; return true } }

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

        /// Appends an integer (`%lld` in the key).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(.argument(Argument(shown: String(value), specifier: "%lld", number: Double(value))))
        }

        /// Appends a floating-point number (`%lf` in the key; `%f` for a `Float`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            segments.append(.argument(Argument(shown: String(describing: value), specifier: T.self == Float.self ? "%f" : "%lf",
                                               number: Double(value))))
        }

        /// Appends a value as its description, shown as it is (`%@` in the key).
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.argument(Argument(shown: String(describing: value), specifier: "%@", number: nil)))
        }

        /// Appends a number formatted with a printf-style specifier, such as `"%.1f"` (the specifier in the key).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let number = (value as? any BinaryInteger).map { Double($0) } ?? (value as? any BinaryFloatingPoint).map { Double($0) }
            segments.append(.argument(Argument(shown: String(format: specifier, value), specifier: specifier, number: number)))
        }

        /// Appends a text with its own styling (`%@` in the key).
        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text)) }

        /// Appends a value already formatted as `shown`, with its specifier in the key and its number
        /// (for plural variants): how the script front end passes its values.
        package mutating func appendArgument(_ shown: String, specifier: String, number: Double?) {
            segments.append(.argument(Argument(shown: shown, specifier: specifier, number: number)))
        }
    }
}
