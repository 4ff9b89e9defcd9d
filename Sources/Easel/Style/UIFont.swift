import Foundation

/// UIKit's fonts as SwiftUI code passes them (`Font(UIFont.systemFont(ofSize: 15, weight: .semibold))`,
/// `UIFont(name: "Avenir", size: 18)`, `UIFont.preferredFont(forTextStyle: .title1)`): Easel's
/// stand-in for UIKit's `UIFont`, which `Font(_:)` turns into the font it stands for.
public struct UIFont: Hashable, Sendable {
    /// What the font is made from, so that `withSize(_:)` can make it again.
    enum Kind: Hashable, Sendable {
        case system(Font.Weight, italic: Bool, design: Font.Design, monospacedDigits: Bool)
        case custom(String)
        case textStyle(Font.TextStyle)
    }
    let kind: Kind
    /// The size in points (a text style's at the Large Dynamic Type setting).
    public let pointSize: CGFloat

    init(_ kind: Kind, size: CGFloat) {
        self.kind = kind
        pointSize = size.isFinite ? max(0, size) : 0
    }

    /// A font of a family by name (bundled, `--font-dir` folders; a family Easel does not have
    /// is drawn in the system font, where UIKit would answer nil for one the app does not ship).
    public init?(name: String, size: CGFloat) { self.init(.custom(name), size: size) }

    /// The system font of a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(.system(weight, italic: false, design: .default, monospacedDigits: false), size: size)
    }
    /// The bold system font of a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// The italic system font of a size.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(.system(.regular, italic: true, design: .default, monospacedDigits: false), size: size)
    }
    /// The monospaced system font of a size and weight.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(weight, italic: false, design: .monospaced, monospacedDigits: false), size: size)
    }
    /// The system font with monospaced digits.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(weight, italic: false, design: .default, monospacedDigits: true), size: size)
    }
    /// The font of a text style (its size at the Large Dynamic Type setting).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(.textStyle(style.style), size: style.style.size) }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        if case .textStyle(let s) = kind {
            return UIFont(.system(Weight(value: s == .headline ? 600 : 400), italic: false, design: .default, monospacedDigits: false), size: size)
        }
        return UIFont(kind, size: size)
    }

    /// The SwiftUI font this one stands for.
    public var font: Font {
        switch kind {
        case .system(let weight, let italic, let design, let digits):
            var f = Font.system(size: pointSize, weight: weight, design: design)
            if italic { f = f.italic() }
            if digits { f = f.monospacedDigit() }
            return f
        case .custom(let name): return .custom(name, fixedSize: pointSize)
        case .textStyle(let style): return .system(style)
        }
    }

    /// UIKit's font weights (SwiftUI's).
    public typealias Weight = Font.Weight

    /// UIKit's text styles, each SwiftUI's of the same role (`title1` is `.title`, `caption1` `.caption`).
    public struct TextStyle: Hashable, Sendable {
        /// The SwiftUI text style.
        public let style: Font.TextStyle

        public static let largeTitle = TextStyle(style: .largeTitle)
        public static let title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2)
        public static let title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline)
        public static let subheadline = TextStyle(style: .subheadline)
        public static let body = TextStyle(style: .body)
        public static let callout = TextStyle(style: .callout)
        public static let footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption)
        public static let caption2 = TextStyle(style: .caption2)

        /// Every style by its UIKit name.
        public static let named: [String: TextStyle] = [
            "largeTitle": largeTitle, "title1": title1, "title2": title2, "title3": title3, "headline": headline,
            "subheadline": subheadline, "body": body, "callout": callout, "footnote": footnote, "caption1": caption1, "caption2": caption2,
        ]
    }
}

extension Font {
    /// The font a UIKit font stands for (`Font(UIFont.systemFont(ofSize: 15))`).
    public init(_ font: UIFont) { self = font.font }
}
