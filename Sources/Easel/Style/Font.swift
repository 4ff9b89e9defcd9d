import Foundation
import EaselLayout

/// A font (SwiftUI's `Font`): a text style, which takes its size from the environment's Dynamic
/// Type size, a system font of a fixed size, or a custom family.
public struct Font: Hashable, Sendable {
    /// The font at the `.large` Dynamic Type size.
    var descriptor: FontDescriptor
    /// How the font's size follows Dynamic Type.
    var scaling: Scaling

    /// How a font's size follows the Dynamic Type size.
    enum Scaling: Hashable, Sendable {
        /// The same size at every setting (`system(size:)`, `custom(_:fixedSize:)`).
        case fixed
        /// The text style's own size at each setting (`.body`, `system(.title)`).
        case textStyle(TextStyle)
        /// The declared size, scaled as the text style grows (`custom(_:size:relativeTo:)`).
        case relative(TextStyle)
    }

    init(_ d: FontDescriptor, scaling: Scaling = .fixed) {
        descriptor = d
        self.scaling = scaling
    }

    /// The font at a Dynamic Type size.
    func descriptor(at size: DynamicTypeSize) -> FontDescriptor {
        var d = descriptor
        switch scaling {
        case .fixed: break
        case .textStyle(let style): d.size = style.size(at: size)
        case .relative(let style): d.size = descriptor.size * style.scale(at: size)
        }
        return d
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

    /// Dynamic Type text styles (`size` is the size at the Large setting; `size(at:)` at others).
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
        Font(
            FontDescriptor(size: style.size, weight: weight?.value ?? style.weight, design: FontDescriptor.Design(design ?? .default)),
            scaling: .textStyle(style))
    }

    /// A system font of a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(FontDescriptor(size: size, weight: weight?.value ?? 400, design: FontDescriptor.Design(design ?? .default)))
    }

    /// A font of a family found by name (bundled, `--font-dir` folders), of `size` points at the
    /// Large setting and scaled with the body style at others, as SwiftUI's.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }

    /// A custom font that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(FontDescriptor(family: name, size: fixedSize), scaling: .fixed)
    }

    /// A custom font of `size` points at the Large setting, scaled as `style` grows at others.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(FontDescriptor(family: name, size: size), scaling: .relative(style))
    }

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
    /// This font at a width (`.condensed`, `.expanded` …).
    public func width(_ width: Width) -> Font { var f = self; f.descriptor.width = width.value; return f }
    /// This font with a monospaced design.
    public func monospaced() -> Font { var f = self; f.descriptor.design = .monospaced; return f }
}

extension Font {
    /// How wide a font's glyphs are (SwiftUI's `Font.Width`), on Core Text's trait scale where 0 is
    /// standard and negative values are narrower. Easel bundles no width variants: the glyphs are
    /// drawn narrower or wider by 1 + `value` (condensed: 80 %), and measured so.
    public struct Width: Hashable, Sendable {
        /// The width trait, −1 … 1.
        public var value: CGFloat

        /// A width of `value` on the trait scale; a value that is not finite is standard.
        public init(_ value: CGFloat) { self.value = value.isFinite ? min(1, max(-1, value)) : 0 }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// Narrower than standard.
        public static let condensed = Width(-0.2)
        /// The font's own width.
        public static let standard = Width(0)
        /// Wider than standard.
        public static let expanded = Width(0.2)
    }
}

extension FontDescriptor.Design {
    /// The layout engine's design for the API's.
    init(_ design: Font.Design) { self = FontDescriptor.Design(rawValue: design.rawValue) ?? .default }
}
