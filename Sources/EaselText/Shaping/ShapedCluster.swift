import Foundation

/// One glyph of shaped text, placed in points from the start of the text.
struct ShapedGlyph: Hashable {
    var face: FontFace
    var glyph: UInt32
    /// Pen position of the glyph's origin (the shaper's offset included), from the start of the text.
    var x: CGFloat
    /// The shaper's vertical offset, in points below the baseline (marks placed above are negative).
    var y: CGFloat
    /// Advance of the glyph in points, tracking excluded.
    var advance: CGFloat
    /// Whether the glyph comes from a fallback face rather than the primary one.
    var isFallback: Bool
}

/// One user-perceived character (grapheme cluster) of shaped text.
struct ShapedCluster {
    var character: Character
    /// Advance of the cluster in points: the advances of the glyphs the shaper gave it (a ligature's
    /// whole advance goes to its first character, the others get 0), plus tracking when it drew a glyph.
    var advance: CGFloat
    /// Whether a line may break at this character (spaces), which is then not drawn at a line end.
    var isBreakingSpace: Bool
    /// The bidirectional embedding level (even: left to right, odd: right to left).
    var level: UInt8
    /// The face the character is drawn with (its line is at least as tall as this face's lines).
    var face: FontFace
    /// Text cut just before this character does not shape as the two halves alone would (HarfBuzz's
    /// unsafe-to-break flag: a kerning pair, a ligature or joining across the cut); a line starting
    /// or ending here is shaped again for its width.
    var isUnsafeToBreakBefore: Bool = false
}

/// Text shaped as one line: its characters in logical order, its glyphs in visual order.
struct ShapedText {
    var clusters: [ShapedCluster]
    /// The glyphs from left to right, positioned from the text's left edge.
    var glyphs: [ShapedGlyph]
    /// The advance of the whole text (the sum of its clusters' advances).
    var width: CGFloat
    /// The paragraph direction the text was shaped in.
    var isRightToLeft: Bool
}
