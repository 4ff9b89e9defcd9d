import Foundation
import EaselText

/// The shaped glyphs of one line of text, positioned in points from the line's start.
///
/// The run remembers the glyph cache of the engine that shaped it, so the renderer reuses the
/// masks that engine has already rendered. Two runs are equal when their text and glyphs are;
/// the cache takes no part in equality.
public struct GlyphRun: Equatable {
    /// The characters of the line (for debugging and tests).
    public var text: String
    /// The glyphs with pen positions in points relative to the line's origin.
    public var glyphs: [PositionedGlyph]
    /// Where glyph masks come from; nil uses the renderer's shared cache.
    public var maskCache: GlyphCache?

    /// Creates a run.
    public init(text: String, glyphs: [PositionedGlyph], maskCache: GlyphCache? = nil) {
        self.text = text
        self.glyphs = glyphs
        self.maskCache = maskCache
    }

    public static func == (a: GlyphRun, b: GlyphRun) -> Bool {
        a.text == b.text && a.glyphs == b.glyphs
    }
}
