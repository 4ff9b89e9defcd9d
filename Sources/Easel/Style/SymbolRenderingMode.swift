import Foundation

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
///
/// Easel's stand-in symbols have one layer, so every mode draws the whole symbol in the foreground
/// colour (with `.palette`, the first of the `foregroundStyle(_:_:)` styles); the mode is accepted so
/// that SwiftUI code renders unchanged. See docs/Differences.md.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in opacities of one colour (drawn as monochrome).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the given styles (drawn in the first).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours (drawn as monochrome).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}
