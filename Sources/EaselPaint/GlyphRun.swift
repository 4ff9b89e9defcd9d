import Foundation
import EaselText

/// The shaped glyphs of one line of text, positioned in points from the line's start.
///
/// The run remembers the glyph cache of the engine that shaped it, so the renderer reuses the
/// masks that engine has already rendered. Two runs are equal when their text and glyphs are;
/// the cache takes no part in equality.
package struct GlyphRun: Equatable {
    /// The characters of the line (for debugging and tests).
    package var text: String
    /// The glyphs with pen positions in points relative to the line's origin.
    package var glyphs: [PositionedGlyph]
    /// Where glyph masks come from; nil uses the renderer's shared cache.
    package var maskCache: GlyphCache?

    /// Creates a run.
    package init(text: String, glyphs: [PositionedGlyph], maskCache: GlyphCache? = nil) {
        self.text = text
        self.glyphs = glyphs
        self.maskCache = maskCache
    }

    package static func == (a: GlyphRun, b: GlyphRun) -> Bool {
        a.text == b.text && a.glyphs == b.glyphs
    }
}
