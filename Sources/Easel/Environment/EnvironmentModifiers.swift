import Foundation
import EaselLayout

/// A modifier that changes the environment of its content.
nonisolated struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let update: (inout EnvironmentValues) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx
        update(&c.environment)
        return content(c)
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value in place (SwiftUI's `transformEnvironment`).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
    }

    /// The default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The colour of text and of shapes without their own fill.
    public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }

    /// The foreground style: a colour, or a gradient that text, symbols and shapes without their
    /// own paint are painted with (each over its own frame).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { env in env.setForegroundStyle(style) }
    }

    /// Most lines of text.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Alignment of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }

    /// Where text is shortened.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Adds `lineSpacing` points between the lines of text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// Lets text shrink down to `factor` of its font size to fit before it is shortened with "…".
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Lets text tighten its letter spacing to fit (recorded; Easel's text does not tighten).
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    /// Reading direction.
    public func layoutDirection(_ direction: LayoutDirection) -> some View { environment(\.layoutDirection, direction) }

    /// Light or dark appearance for this view.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        modifier(EnvironmentWriter { if let scheme { $0.colorScheme = scheme } })
    }

    /// Light or dark appearance for this view and the views in it (SwiftUI's older spelling,
    /// deprecated for `preferredColorScheme(_:)` and `environment(\.colorScheme, _)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { f in if isActive { f = (f ?? .body).bold() } }
    }

    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { f in if isActive { f = (f ?? .body).italic() } }
    }

    /// The width of text in this view (`.condensed`, `.expanded` …); nil leaves it as it is.
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.font) { f in if let width { f = (f ?? .body).width(width) } }
    }

    /// The weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { f in if let weight { f = (f ?? .body).weight(weight) } }
    }

    /// Extra space between characters of text in this view.
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.kerning, kerning) }

    /// Extra space between characters of text in this view.
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.kerning, tracking) }

    /// A line under the text in this view (a text field's too), in `color` (by default each
    /// text's colour); `false` removes it. A text's own `underline` wins. Easel draws every
    /// pattern as a solid line.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, TextAttributes.Decoration(isActive: isActive, color: color))
    }

    /// A line through the text in this view, as `underline(_:pattern:color:)` draws one under it.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, TextAttributes.Decoration(isActive: isActive, color: color))
    }
}

private enum TextUnderlineKey: EnvironmentKey { static var defaultValue: TextAttributes.Decoration? { nil } }
private enum TextStrikethroughKey: EnvironmentKey { static var defaultValue: TextAttributes.Decoration? { nil } }

extension EnvironmentValues {
    /// The line `underline(_:pattern:color:)` draws under the texts here.
    var textUnderline: TextAttributes.Decoration? {
        get { self[TextUnderlineKey.self] }
        set { self[TextUnderlineKey.self] = newValue }
    }
    /// The line `strikethrough(_:pattern:color:)` draws through the texts here.
    var textStrikethrough: TextAttributes.Decoration? {
        get { self[TextStrikethroughKey.self] }
        set { self[TextStrikethroughKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The foreground colour a style gives, and its gradient when it is one.
    mutating func setForegroundStyle<S: ShapeStyle>(_ style: S) {
        foregroundColor = style.resolvedColor
        foregroundGradient = style.unwrapped as? any GradientStyle
        foregroundShadows = style.castShadows
    }

    /// `node` with the foreground style's shadows cast under (or inside) it, in order.
    func castingForegroundShadows(_ node: LayoutNode) -> LayoutNode {
        foregroundShadows.reduce(node) { inner, shadow in shadow.wrap(inner, self) }
    }
}
