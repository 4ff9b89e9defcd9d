import Foundation
import EaselLayout

/// A font (SwiftUI's `Font`): a text style at the Large Dynamic Type setting, a system font of a
/// size, or a custom family.
public struct Font: Hashable, Sendable {
    var descriptor: FontDescriptor
    /// The text style this font came from, for traces.
    var styleName: String?

    init(_ d: FontDescriptor, style: String? = nil) {
        descriptor = d
        styleName = style
    }

    /// A font weight (SwiftUI's `Font.Weight`), on the OpenType 100…900 scale.
    public struct Weight: Hashable, Sendable {
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Design of the system font.
    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// Dynamic Type text styles (sizes at the Large setting).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size at the Large setting (iOS).
        public var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var weight: Int { self == .headline ? 600 : 400 }
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(FontDescriptor(size: style.size, weight: weight?.value ?? style.weight, design: FontDescriptor.Design(design ?? .default)), style: style.rawValue)
    }

    /// A system font of a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(FontDescriptor(size: size, weight: weight?.value ?? 400, design: FontDescriptor.Design(design ?? .default)))
    }

    /// A font of a family found by name (bundled, `--font-dir` folders, then fontconfig).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(FontDescriptor(family: name, size: size))
    }

    /// A custom font that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// A custom font scaled relative to a text style (no scaling at the Large setting).
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font { custom(name, size: size) }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// This font with a weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.descriptor.weight = weight.value; return f }
    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italic.
    public func italic() -> Font { var f = self; f.descriptor.italic = true; return f }
    /// This font with tabular digits.
    public func monospacedDigit() -> Font { var f = self; f.descriptor.monospacedDigit = true; return f }
    /// This font with a monospaced design.
    public func monospaced() -> Font { var f = self; f.descriptor.design = .monospaced; return f }
}

extension FontDescriptor.Design {
    /// The layout engine's design for the API's.
    init(_ design: Font.Design) { self = FontDescriptor.Design(rawValue: design.rawValue) ?? .default }
}
