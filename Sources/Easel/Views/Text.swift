import Foundation
import EaselLayout

/// A string drawn in the environment's font (SwiftUI's `Text`). Its ideal size is one line; offered
/// less width it wraps at words, and with a line limit (or too little height) it truncates with "…".
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public typealias TruncationMode = EaselLayout.TruncationMode

    let string: String
    var font: Font?
    var fontWeight: Font.Weight?
    var isItalic = false
    var isMonospacedDigit = false
    var color: Color?
    var kerning: CGFloat?

    /// Text from a string literal, interpolations included.
    public init(_ content: String) { string = content }
    /// Text from any string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text shown exactly as given.
    public init(verbatim content: String) { string = content }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.fontWeight = weight; return t }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in italic.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// The text with tabular digits.
    public func monospacedDigit() -> Text { var t = self; t.isMonospacedDigit = true; return t }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// Extra space between characters.
    public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.kerning = kerning; return t }
    /// Extra space between characters.
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }

    /// The style layout measures this text with, in an environment.
    func style(in env: EnvironmentValues) -> TextStyle {
        var d = (font ?? env.font ?? .body).descriptor
        if let fontWeight { d.weight = fontWeight.value }
        if isItalic { d.italic = true }
        if isMonospacedDigit { d.monospacedDigit = true }
        // Right to left, the leading edge is on the right (characters keep their order: no bidi).
        var alignment = env.multilineTextAlignment
        if env.layoutDirection == .rightToLeft {
            alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
        }
        return TextStyle(font: d, lineLimit: env.lineLimit, truncationMode: env.truncationMode,
                         alignment: alignment, tracking: kerning ?? env.kerning)
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let env = ctx.environment
        let c = (color ?? env.foregroundColor ?? .primary).resolve(in: env)
        let shown: String
        switch env.textCase {
        case .uppercase?: shown = string.uppercased()
        case .lowercase?: shown = string.lowercased()
        case nil: shown = string
        }
        return [TextNode(string: shown, style: style(in: env), color: c)]
    }

    /// Concatenates two texts (Easel keeps the first text's style).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t = Text(verbatim: lhs.string + rhs.string).applying(from: lhs)
        return t
    }

    private func applying(from other: Text) -> Text {
        var t = self
        t.font = other.font; t.fontWeight = other.fontWeight; t.isItalic = other.isItalic
        t.isMonospacedDigit = other.isMonospacedDigit; t.color = other.color; t.kerning = other.kerning
        return t
    }

    public static func == (a: Text, b: Text) -> Bool {
        a.string == b.string && a.font == b.font && a.fontWeight == b.fontWeight && a.isItalic == b.isItalic && a.color == b.color
    }
}
