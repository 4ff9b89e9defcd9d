import Foundation

/// A glyph placed on a line, ready for drawing.
public struct PositionedGlyph: Hashable, Sendable {
    /// The face the glyph belongs to.
    public var face: FontFace
    /// Glyph index in `face` (0 is the missing-glyph box).
    public var glyph: UInt32
    /// Point size to draw at.
    public var size: CGFloat
    /// Pen position of the glyph's origin, in points from the start of the line (unhinted advances).
    public var x: CGFloat
    /// Advance of the glyph in points (tracking and kerning excluded).
    public var advance: CGFloat
    /// Whether the glyph comes from a fallback face because the primary face lacks the character.
    public var isFallback: Bool

    /// Creates a positioned glyph.
    public init(face: FontFace, glyph: UInt32, size: CGFloat, x: CGFloat, advance: CGFloat, isFallback: Bool) {
        self.face = face
        self.glyph = glyph
        self.size = size
        self.x = x
        self.advance = advance
        self.isFallback = isFallback
    }
}
