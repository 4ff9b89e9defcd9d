import Foundation

/// Turns characters into glyphs and advances with a resolved font: the primary face first, then the
/// fallback faces, then the primary face's missing-glyph box. Advances are the unhinted `hmtx` values
/// scaled by `size / unitsPerEm`; kerning applies between consecutive glyphs of the same face.
///
/// Variation selectors (U+FE00–U+FE0F), zero-width joiners and similar invisible characters get no
/// glyph and no advance. Measurement and glyph runs use this one shaper, so they always agree.
struct TextShaper {
    let font: ResolvedFont
    let tracking: CGFloat

    init(font: ResolvedFont, tracking: CGFloat) {
        self.font = font
        self.tracking = tracking
    }

    /// Scalars that are never drawn and take no space.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0xE0100...0xE01EF: return true
        case 0x00...0x08, 0x0A...0x1F, 0x7F: return true  // control characters (tab is a space)
        default: return false
        }
    }

    /// Whether a line may break after this character.
    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    private func scale(_ face: FontFace) -> CGFloat { font.size / CGFloat(face.unitsPerEm) }

    /// Shapes one character.
    func shape(_ character: Character) -> ShapedCluster {
        var glyphs: [ShapedGlyph] = []
        var x: CGFloat = 0
        for var scalar in character.unicodeScalars {
            if scalar == "\t" { scalar = " " }
            if Self.isIgnorable(scalar) { continue }
            var face = font.face
            var isFallback = false
            var glyph = face.glyphIndex(for: scalar)
            if glyph == nil {
                for candidate in font.fallbackFaces {
                    if let g = candidate.glyphIndex(for: scalar) {
                        face = candidate; glyph = g; isFallback = true
                        break
                    }
                }
            }
            let id = glyph ?? 0
            let units: Int
            if font.monospacedDigit, !isFallback, ("0"..."9").contains(scalar) {
                units = face.tabularDigitAdvance
            } else {
                units = face.advance(of: id)
            }
            if let previous = glyphs.last {
                x += kerning(previous, ShapedGlyph(face: face, glyph: id, x: 0, advance: 0, isFallback: isFallback))
            }
            let advance = CGFloat(units) * scale(face)
            glyphs.append(ShapedGlyph(face: face, glyph: id, x: x, advance: advance, isFallback: isFallback))
            x += advance
        }
        return ShapedCluster(character: character, glyphs: glyphs, advance: glyphs.isEmpty ? 0 : x + tracking,
                             isBreakingSpace: Self.isBreakingSpace(character))
    }

    /// Shapes every character of `text`.
    func shape<S: Sequence>(_ text: S) -> [ShapedCluster] where S.Element == Character {
        text.map { shape($0) }
    }

    private func kerning(_ a: ShapedGlyph, _ b: ShapedGlyph) -> CGFloat {
        guard a.face === b.face else { return 0 }
        return CGFloat(a.face.kerning(a.glyph, b.glyph)) * scale(a.face)
    }

    /// Kerning in points between two consecutive clusters (0 across faces, and around digits when
    /// digits are tabular).
    func kerning(_ a: ShapedCluster, _ b: ShapedCluster) -> CGFloat {
        guard let left = a.glyphs.last, let right = b.glyphs.first else { return 0 }
        if font.monospacedDigit, a.character.isASCII && a.character.isNumber || b.character.isASCII && b.character.isNumber {
            return 0
        }
        return kerning(left, right)
    }
}
