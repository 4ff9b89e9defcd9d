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
    /// Advance of the glyph in points (tracking and kerning excluded).
    package var advance: CGFloat
    /// Whether the glyph comes from a fallback face because the primary face lacks the character.
    package var isFallback: Bool

    /// Creates a positioned glyph.
    package init(face: FontFace, glyph: UInt32, size: CGFloat, x: CGFloat, advance: CGFloat, isFallback: Bool) {
        self.face = face
        self.glyph = glyph
        self.size = size
        self.x = x
        self.advance = advance
        self.isFallback = isFallback
    }
}
