import Foundation

/// One glyph of a shaped cluster.
struct ShapedGlyph: Hashable {
    var face: FontFace
    var glyph: UInt32
    /// Offset from the start of its cluster, in points.
    var x: CGFloat
    /// Advance of the glyph in points, tracking and kerning excluded.
    var advance: CGFloat
    /// Whether the glyph comes from a fallback face rather than the primary one.
    var isFallback: Bool
}

/// One user-perceived character (grapheme cluster) shaped with a resolved font.
struct ShapedCluster {
    var character: Character
    /// The drawn glyphs; empty for characters with nothing to draw (variation selectors, joiners).
    var glyphs: [ShapedGlyph]
    /// Advance of the cluster in points: its glyphs, kerning inside it, and tracking.
    var advance: CGFloat
    /// Whether a line may break at this character (spaces), which is then not drawn at a line end.
    var isBreakingSpace: Bool
}
