import Foundation
import EaselLayout

/// Drawing support: glyph positions for measured lines and their coverage masks.
/// Kept apart from measurement; both use the same shaper, so positions match measured widths.
extension FreeTypeTextEngine {
    /// The glyphs of `line` (as returned by `measure` with `style`) from left to right, with pen
    /// positions in points from the line's left edge. Invisible characters (variation selectors,
    /// joiners) have no glyph.
    package func glyphRun(for line: TextLine, style: TextStyle) -> [PositionedGlyph] {
        glyphs(line.text, font: style.font, tracking: style.tracking, rightToLeft: line.isRightToLeft, language: style.language)
    }

    /// The glyphs of one part of a line of rich text (see `TextLine.runs`), shaped with its run's
    /// font and tracking, with pen positions in points from the part's left edge; `style` is the
    /// text's (for its language).
    package func glyphRun(for part: TextLineRun, of run: StyledRun, style: TextStyle) -> [PositionedGlyph] {
        glyphs(part.text, font: run.font, tracking: run.tracking, rightToLeft: part.isRightToLeft, language: style.language)
    }

    private func glyphs(
        _ text: String, font descriptor: FontDescriptor, tracking: CGFloat, rightToLeft: Bool,
        language: String
    ) -> [PositionedGlyph] {
        let font = library.resolve(descriptor)
        let shaped = TextShaper(font: font, tracking: tracking, language: language).shape(text, direction: ParagraphDirection(rightToLeft: rightToLeft))
        return shaped.glyphs.map {
            var g = PositionedGlyph(face: $0.face, glyph: $0.glyph, size: font.size, x: $0.x, y: $0.y, advance: $0.advance, isFallback: $0.isFallback)
            g.xScale = font.horizontalScale(of: $0.face)
            return g
        }
    }

    /// The coverage mask of `glyph` drawn at `scale` pixels per point, shifted right by `subpixelX`
    /// quarter pixels (0...3); nil when the glyph draws nothing. Cached in `glyphCache`.
    package func glyphMask(_ glyph: PositionedGlyph, scale: CGFloat, subpixelX: Int) -> GlyphMask? {
        glyphCache.mask(face: glyph.face, glyph: glyph.glyph, pixelSize: glyph.size * scale, subpixelX: subpixelX, xScale: glyph.xScale)
    }
}
