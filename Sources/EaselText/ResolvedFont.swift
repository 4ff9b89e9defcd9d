import Foundation
import EaselLayout

/// A `FontDescriptor` resolved to faces: the face that draws the text, the faces that draw
/// characters it lacks, and whether a requested custom family had to be replaced by the system font.
package struct ResolvedFont: Hashable, Sendable {
    /// The face chosen for the descriptor.
    package var face: FontFace
    /// Faces tried, in order, for characters `face` does not have (Noto for other scripts, DejaVu Sans).
    package var fallbackFaces: [FontFace]
    /// The colour emoji face, tried first for characters shown as emoji.
    package var emojiFace: FontFace?
    /// Point size.
    package var size: CGFloat
    /// Whether digits use one common (tabular) advance.
    package var monospacedDigit: Bool
    /// True when the descriptor named a family that was not found and the system font is used instead.
    package var isFamilyFallback: Bool
    /// How much wider (> 1) or narrower the glyphs of outline faces are drawn than the face's
    /// own: the descriptor's width, as `horizontalScale(forWidth:)` maps it.
    package var horizontalScale: CGFloat = 1
    /// Where characters no face has are looked for among the machine's fonts (nil: nowhere, the default).
    package var systemFallbacks: SystemFallbacks?

    /// The library whose `systemFace(covering:bold:)` answers for characters no face has.
    package struct SystemFallbacks: Hashable, @unchecked Sendable {
        let library: FontLibrary
        let bold: Bool
        package static func == (a: SystemFallbacks, b: SystemFallbacks) -> Bool { a.library === b.library && a.bold == b.bold }
        package func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(library)); h.combine(bold) }
    }

    /// Creates a resolved font from its parts.
    package init(
        face: FontFace, fallbackFaces: [FontFace], emojiFace: FontFace? = nil, size: CGFloat,
        monospacedDigit: Bool, isFamilyFallback: Bool
    ) {
        self.face = face
        self.fallbackFaces = fallbackFaces
        self.emojiFace = emojiFace
        self.size = size
        self.monospacedDigit = monospacedDigit
        self.isFamilyFallback = isFamilyFallback
    }

    /// The horizontal scale that stands in for a width (`Font.Width`) no bundled face has: the
    /// glyphs are drawn narrower or wider by 1 + `width` (condensed −0.2 gives 0.8), within 0.5 … 1.5.
    package static func horizontalScale(forWidth width: CGFloat) -> CGFloat {
        width.isFinite ? min(1.5, max(0.5, 1 + width)) : 1
    }

    /// The horizontal scale of a face's glyphs: colour bitmaps (emoji) keep their shape.
    package func horizontalScale(of face: FontFace) -> CGFloat { face.isColorBitmap ? 1 : horizontalScale }

    /// The face and then the fallback faces, in the order characters try them.
    package var faces: [FontFace] { [face] + fallbackFaces }

    /// The first face that has a glyph for the scalar `value`, then one of the machine's fonts when
    /// `systemFallbacks` allows; nil when none has (a missing-glyph box).
    package func face(for value: UInt32) -> FontFace? {
        if face.hasGlyph(value) { return face }
        if let f = fallbackFaces.first(where: { $0.hasGlyph(value) }) { return f }
        return systemFallbacks.flatMap { $0.library.systemFace(covering: value, bold: $0.bold) }
    }

    /// Line metrics of the primary face at this size.
    package var lineMetrics: LineMetrics { face.lineMetrics(size: size) }

    /// The underline's top below the baseline and its thickness, in points.
    package var underline: (top: CGFloat, thickness: CGFloat) {
        let scale = size / CGFloat(face.unitsPerEm)
        let thickness = CGFloat(face.underlineThickness) * scale
        return (-CGFloat(face.underlinePosition) * scale - thickness / 2, thickness)
    }

    /// The strikethrough line's top below the baseline (negative: above it) and its thickness, in points.
    package var strikethrough: (top: CGFloat, thickness: CGFloat) {
        let scale = size / CGFloat(face.unitsPerEm)
        let thickness = CGFloat(face.strikeoutThickness) * scale
        return (-CGFloat(face.strikeoutPosition) * scale - thickness, thickness)
    }
}
