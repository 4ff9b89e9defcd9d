import Foundation

/// A glyph placed on a line, ready for drawing.
package struct PositionedGlyph: Hashable, Sendable {
    /// The face the glyph belongs to.
    package var face: FontFace
    /// Glyph index in `face` (0 is the missing-glyph box).
    package var glyph: UInt32
    /// Point size to draw at.
    package var size: CGFloat
    /// Pen position of the glyph's origin, in points from the start of the line (unhinted advances).
    package var x: CGFloat
    /// Vertical offset from the baseline in points, downwards (the shaper's mark placement).
    package var y: CGFloat
    /// Advance of the glyph in points (tracking excluded, kerning included).
    package var advance: CGFloat
    /// Whether the glyph comes from a fallback face because the primary face lacks the character.
    package var isFallback: Bool
    /// How much wider (> 1) or narrower the glyph is drawn than the face's own (`Font.Width`).
    package var xScale: CGFloat = 1

    /// Creates a positioned glyph.
    package init(face: FontFace, glyph: UInt32, size: CGFloat, x: CGFloat, y: CGFloat = 0, advance: CGFloat, isFallback: Bool) {
        self.face = face
        self.glyph = glyph
        self.size = size
        self.x = x
        self.y = y
        self.advance = advance
        self.isFallback = isFallback
    }
}
