import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`): what a string literal passed to
/// `Text` becomes. Easel has no string tables, so the key is shown as written, with its inline
/// markdown applied to the literal's own characters; interpolated values are shown as they are.
///
/// A `String` value passed to `Text` stays a `String` (`Text(someString)` shows it literally);
/// wrap it in `LocalizedStringKey(_:)` to have its markdown applied, as in SwiftUI.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// One part of the key: the literal's characters, an interpolated value, or an interpolated `Text`.
    enum Segment: Equatable {
        case literal(String)
        case argument(String)
        case text(Text)
    }

    var segments: [Segment]

    /// A key whose whole value is read as markdown.
    public init(_ value: String) { segments = [.literal(value)] }

    /// A key from a string literal.
    public init(stringLiteral value: String) { segments = [.literal(value)] }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

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

        /// Appends a string value, shown as it is.
        public mutating func appendInterpolation(_ string: String) { segments.append(.argument(string)) }

        /// Appends a value as its description, shown as it is.
        public mutating func appendInterpolation<T>(_ value: T) { segments.append(.argument(String(describing: value))) }

        /// Appends a number formatted with a printf-style specifier, such as `"%.1f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.argument(String(format: specifier, value)))
        }

        /// Appends a text with its own styling.
        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text)) }
    }
}
