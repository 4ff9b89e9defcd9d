import Foundation
import EaselLayout

/// Drawing support: glyph positions for measured lines and their coverage masks.
/// Kept apart from measurement; both use the same shaper, so positions match measured widths.
extension FreeTypeTextEngine {
    /// The glyphs of `line` (as returned by `measure` with `style`), with pen positions in points
    /// from the start of the line. Invisible characters (variation selectors, joiners) have no glyph.
    package func glyphRun(for line: TextLine, style: TextStyle) -> [PositionedGlyph] {
        glyphs(line.text, font: style.font, tracking: style.tracking)
    }

    /// The glyphs of one part of a line of rich text (see `TextLine.runs`), shaped with its run's
    /// font and tracking, with pen positions in points from the start of the part.
    package func glyphRun(for part: TextLineRun, of run: StyledRun) -> [PositionedGlyph] {
        glyphs(part.text, font: run.font, tracking: run.tracking)
    }

    private func glyphs(_ text: String, font descriptor: FontDescriptor, tracking: CGFloat) -> [PositionedGlyph] {
        let font = library.resolve(descriptor)
        let shaper = TextShaper(font: font, tracking: tracking)
        let clusters = shaper.shape(text)
        var result: [PositionedGlyph] = []
        var pen: CGFloat = 0
        for (i, cluster) in clusters.enumerated() {
            for glyph in cluster.glyphs {
                result.append(PositionedGlyph(face: glyph.face, glyph: glyph.glyph, size: font.size, x: pen + glyph.x,
                                              advance: glyph.advance, isFallback: glyph.isFallback))
            }
            pen += cluster.advance
            if i + 1 < clusters.count { pen += shaper.kerning(cluster, clusters[i + 1]) }
        }
        return result
    }

    /// The coverage mask of `glyph` drawn at `scale` pixels per point, shifted right by `subpixelX`
    /// quarter pixels (0...3); nil when the glyph draws nothing. Cached in `glyphCache`.
    package func glyphMask(_ glyph: PositionedGlyph, scale: CGFloat, subpixelX: Int) -> GlyphMask? {
        glyphCache.mask(face: glyph.face, glyph: glyph.glyph, pixelSize: glyph.size * scale, subpixelX: subpixelX)
    }
}
