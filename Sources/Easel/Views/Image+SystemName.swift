import Foundation
import EaselLayout
import EaselPaint
import EaselText

extension Image {
    /// A system symbol image (SwiftUI's `Image(systemName:)`), drawn with Easel's open-licensed
    /// stand-in for SF Symbols (Material Symbols; see docs/Symbols.md).
    ///
    /// Like SwiftUI's, the symbol behaves as a glyph: its size and weight come from the environment's
    /// font (body, 17 pt regular, by default) and `imageScale`, it sits on the text baseline centred
    /// on the cap-height midline, and it is drawn in the foreground colour (primary by default).
    /// `resizable()` makes it take the proposed size, its drawing (without the margins around it)
    /// stretched to fill it. A name Easel does not know draws a placeholder
    /// square of the same size and adds a warning to the render.
    public init(systemName: String) {
        self.init(systemName)
        self.systemName = systemName
    }

    /// A system symbol image with a variable value (0…1). Easel's stand-in symbols have no
    /// variable parts, so the value is accepted and the whole symbol drawn.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The relative size of symbol images (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol's size relative to `.medium`.
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    /// The opacity of a hierarchical symbol's second layer (an estimate: SF's layers are drawn in
    /// lower opacities of the foreground colour).
    static let hierarchicalSecondaryOpacity = 0.3

    /// Whether a symbol points along the reading direction (`chevron.forward`, `arrow.backward`,
    /// `arrowshape.turn.up.forward`…), so that right to left it is drawn mirrored, as SF's are.
    static func isDirectional(_ name: String) -> Bool {
        name.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
    }

    /// The node of a custom symbol (an asset catalog's `.symbolset`): laid out as a system symbol
    /// is, for the environment's font and image scale, drawn in the foreground colour (every
    /// layer of the template in it, as SwiftUI's monochrome rendering draws them); nil when the
    /// template has no variant to draw.
    func customSymbolNode(_ template: CustomSymbolTemplate, _ ctx: ResolveContext) -> LayoutNode? {
        let env = ctx.environment
        guard let symbol = SymbolImage.make(custom: template, font: symbolFont(env), scale: env.imageScale.factor, margins: resizing == nil)
        else { return nil }
        return node(of: symbol, named: name, secondary: nil, env)
    }

    /// The font a symbol image is laid out for: the symbol font, else the text font (body by default).
    private func symbolFont(_ env: EnvironmentValues) -> FontDescriptor {
        (env.symbolFont ?? env.font ?? .body).descriptor(at: env.dynamicTypeSize)
    }

    /// The ink a symbol is drawn in: the foreground colour, or the placeholder ink when redacted.
    private func symbolInk(_ env: EnvironmentValues) -> (primary: Color, placeholder: ColorValue?) {
        let placeholder = env.placeholderInk(for: (env.foregroundColor ?? .primary).resolvedValue(in: env))
        return (placeholder.map { Color(storage: .value($0)) } ?? env.foregroundColor ?? .primary, placeholder)
    }

    /// The layout node drawing a laid-out symbol (a system or a custom one) in the environment's
    /// ink, its enclosure in `secondary` when it has one.
    private func node(of symbol: SymbolImage, named name: String, secondary: Color?, _ env: EnvironmentValues) -> LayoutNode {
        let (primary, placeholder) = symbolInk(env)
        var enclosure: (outline: [PathElement], color: ColorValue)?
        if let outline = symbol.enclosureElements, let secondary { enclosure = (outline, secondary.resolvedValue(in: env)) }
        let node = SymbolNode(
            name: name, naturalSize: symbol.size, baseline: symbol.baseline, isResizable: resizing != nil,
            outline: symbol.elements, evenOdd: symbol.isEvenOdd, color: primary.resolvedValue(in: env), enclosure: enclosure,
            gradient: placeholder == nil ? env.foregroundGradient?.paint(in: env) : nil)
        return env.castingForegroundShadows(node)
    }

    /// The node of a symbol image in an environment: the symbol variant applied to the name, then
    /// laid out for the environment's font and image scale.
    func symbolNode(_ name: String, _ ctx: ResolveContext) -> LayoutNode {
        let env = ctx.environment
        let font = symbolFont(env)
        let (resolvedName, filled) = env.symbolVariants.resolve(name)
        // Redacted as a placeholder: the symbol's shape in the placeholder ink.
        let primary = symbolInk(env).primary
        // A second colour for the enclosure of a filled circle or square, with palette or hierarchical rendering.
        var secondary: Color?
        let mode = symbolRendering ?? env.symbolRenderingMode
        if mode == .palette || (mode == nil && env.secondaryForeground != nil) {
            secondary = env.secondaryForeground
        } else if mode == .hierarchical {
            secondary = primary.opacity(Self.hierarchicalSecondaryOpacity)
        }
        var symbol = SymbolImage.make(
            symbol: resolvedName, font: font, filled: filled, scale: env.imageScale.factor,
            margins: resizing == nil, layered: secondary != nil)
        if symbol.isPlaceholder { ctx.session.warn("no SF Symbol named '\(name)'; drawing a placeholder") }
        if env.layoutDirection == .rightToLeft, Self.isDirectional(resolvedName) { symbol = symbol.mirrored() }
        return node(of: symbol, named: resolvedName, secondary: secondary, env)
    }
}
