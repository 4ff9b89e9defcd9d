import Foundation

/// UIKit's font metrics (`UIFontMetrics.default.scaledValue(for: 17)`,
/// `UIFontMetrics(forTextStyle: .title1).scaledFont(for: font)`), as view code scales its own sizes
/// with Dynamic Type: by the ratio of the text style's size at the Dynamic Type size of the view
/// being built to its size at Large, as `@ScaledMetric` scales (docs/Differences.md, Dynamic
/// Type). Outside a render, the Large setting: values come back unscaled.
nonisolated public struct UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose scaling these metrics follow.
    package let textStyle: Font.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle.style }

    /// The Dynamic Type size of the view whose body runs now (Large outside a render).
    private static var currentSize: DynamicTypeSize {
        RenderSession.buildingTraits?.environment.dynamicTypeSize ?? EnvironmentValues().dynamicTypeSize
    }

    /// `value` scaled for the Dynamic Type size of the view being built.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, at: Self.currentSize) }

    /// `value` scaled for the Dynamic Type size of the view being built; the traits given are
    /// not read (Easel's traits carry no size of their own).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { scaledValue(for: value) }

    /// `value` scaled for a Dynamic Type size.
    package func scaledValue(for value: CGFloat, at size: DynamicTypeSize) -> CGFloat { value * CGFloat(textStyle.scale(at: size)) }

    /// The font at its size scaled for the view being built. A text style's font is given back as
    /// it is: it follows Dynamic Type where it is drawn.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, at: Self.currentSize) }

    /// As `scaledFont(for:)`, no larger than `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, at: Self.currentSize)
    }

    /// The font scaled for a Dynamic Type size, no larger than `maximumPointSize` when given.
    package func scaledFont(for font: UIFont, maximumPointSize: CGFloat? = nil, at size: DynamicTypeSize) -> UIFont {
        if case .textStyle = font.kind { return font }
        let scaled = scaledValue(for: font.pointSize, at: size)
        guard let maximumPointSize, maximumPointSize.isFinite, maximumPointSize > 0 else { return font.withSize(scaled) }
        return font.withSize(min(scaled, maximumPointSize))
    }
}
