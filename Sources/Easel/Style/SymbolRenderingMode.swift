import Foundation

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
///
/// Easel's stand-in symbols have one layer, except filled circles and squares (`xmark.circle.fill`),
/// which `.hierarchical` draws as the disc at 30 % of the foreground colour under the symbol at full
/// strength, and `.palette` (or two `foregroundStyle` styles) as the symbol in the first style on
/// the disc in the second. Everything else, and `.multicolor`, draws in the foreground colour.
/// See docs/Differences.md.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in opacities of one colour (a filled circle or square at 30 % under its symbol).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the given styles (a filled circle or square in the second, its symbol in the first).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours (drawn as monochrome).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}
