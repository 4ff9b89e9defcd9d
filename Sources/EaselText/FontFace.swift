import Foundation
import CFreeType

/// One typeface loaded with FreeType (one face of a font file), with the machine-independent
/// metrics Easel measures with (unscaled font units, never hinted values), and the same file as
/// HarfBuzz shapes with it.
///
/// A face is shared between threads; every FreeType call on it goes through the face's lock.
/// Faces are made and cached by `FontLibrary`; compare them by identity.
package final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    private let library: FreeTypeLibrary
    private let ftFace: FT_Face
    private let lock = NSLock()

    /// The font file.
    package let url: URL
    /// Index of the face within the file (collections hold several).
    package let faceIndex: Int
    /// The family name from the font (FreeType's `family_name`), e.g. "Inter" or "DejaVu Sans".
    package let familyName: String
    /// The style name from the font, e.g. "Regular" or "Bold Italic".
    package let styleName: String
    /// The PostScript name, e.g. "Inter-Bold"; empty when the font has none.
    package let postScriptName: String
    /// Font units per em.
    package let unitsPerEm: Int
    /// Weight class from the OS/2 table (400 regular, 700 bold).
    package let weight: Int
    /// Whether the face is italic or oblique.
    package let isItalic: Bool
    /// Whether the face's glyphs are colour bitmaps without outlines (CBDT, as in Noto Color Emoji).
    package let isColorBitmap: Bool
    /// Ascender in font units (OS/2 typo metrics when USE_TYPO_METRICS is set, else hhea).
    package let ascender: Int
    /// Descender in font units, as a positive distance below the baseline.
    package let descender: Int
    /// Line gap in font units.
    package let lineGap: Int
    /// Centre of the underline in font units above the baseline (negative: below), from `post`.
    package let underlinePosition: Int
    /// Thickness of the underline in font units.
    package let underlineThickness: Int
    /// Bottom of the strikethrough line in font units above the baseline, from OS/2.
    package let strikeoutPosition: Int
    /// Thickness of the strikethrough line in font units.
    package let strikeoutThickness: Int

    private var glyphIndices: [UInt32: UInt32] = [:]
    /// Glyphs of the ASCII characters, read once when the face opens (most text is ASCII).
    private let asciiGlyphs: [UInt32]
    private var advances: [UInt32: Int32] = [:]
    private var shapingState: (loaded: Bool, font: HarfBuzzFont?) = (false, nil)

    init?(library: FreeTypeLibrary, url: URL, index: Int) {
        guard let face = library.openFace(path: url.path, index: index) else { return nil }
        self.library = library
        self.ftFace = face
        self.url = url
        self.faceIndex = index
        let rec = face.pointee
        familyName = rec.family_name.map { String(cString: $0) } ?? url.deletingPathExtension().lastPathComponent
        styleName = rec.style_name.map { String(cString: $0) } ?? "Regular"
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        // Bitmap-only faces (colour emoji) leave FreeType's units_per_EM at 0; their `head` table has it.
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        unitsPerEm = max(1, rec.units_per_EM > 0 ? Int(rec.units_per_EM) : Int(head?.Units_Per_EM ?? 0))
        isItalic = rec.style_flags & EASEL_FT_STYLE_FLAG_ITALIC != 0
        asciiGlyphs = (0..<128).map { UInt32(FT_Get_Char_Index(face, FT_ULong($0))) }
        isColorBitmap =
            rec.face_flags & EASEL_FT_FACE_FLAG_COLOR != 0 && rec.face_flags & EASEL_FT_FACE_FLAG_SCALABLE == 0
            && rec.num_fixed_sizes > 0

        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        if let os2, os2.version != 0xFFFF, os2.fsSelection & 0x80 != 0 {
            ascender = Int(os2.sTypoAscender)
            descender = -Int(os2.sTypoDescender)
            lineGap = Int(os2.sTypoLineGap)
        } else if let hhea, hhea.Ascender != 0 || hhea.Descender != 0 {
            ascender = Int(hhea.Ascender)
            descender = -Int(hhea.Descender)
            lineGap = Int(hhea.Line_Gap)
        } else {
            ascender = Int(rec.ascender)
            descender = -Int(rec.descender)
            lineGap = max(0, Int(rec.height) - Int(rec.ascender) + Int(rec.descender))
        }
        underlineThickness = rec.underline_thickness > 0 ? Int(rec.underline_thickness) : max(1, unitsPerEm / 14)
        underlinePosition = rec.underline_position != 0 ? Int(rec.underline_position) : -unitsPerEm / 10
        if let os2, os2.version != 0xFFFF, os2.yStrikeoutSize > 0 {
            strikeoutPosition = Int(os2.yStrikeoutPosition)
            strikeoutThickness = Int(os2.yStrikeoutSize)
        } else {
            strikeoutThickness = underlineThickness
            strikeoutPosition = unitsPerEm * 22 / 100
        }
        if let os2, os2.version != 0xFFFF, os2.usWeightClass > 0 {
            weight = Int(os2.usWeightClass)
        } else {
            weight = styleName.lowercased().contains("bold") ? 700 : 400
        }
    }

    deinit { library.closeFace(ftFace) }

    package var description: String { "\(familyName) \(styleName)" }

    package static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Runs `body` with exclusive use of the FreeType face.
    func withFace<R>(_ body: (FT_Face) throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body(ftFace)
    }

    /// The face as HarfBuzz shapes with it, made on first use; nil when HarfBuzz cannot read the file.
    var harfBuzzFont: HarfBuzzFont? {
        lock.lock(); defer { lock.unlock() }
        if !shapingState.loaded { shapingState = (true, HarfBuzzFont(url: url, index: faceIndex)) }
        return shapingState.font
    }

    /// The glyph for `scalar`, or nil when the face has none.
    package func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        if scalar.value < 128 {
            let glyph = asciiGlyphs[Int(scalar.value)]
            return glyph == 0 ? nil : glyph
        }
        lock.lock(); defer { lock.unlock() }
        if let cached = glyphIndices[scalar.value] { return cached == 0 ? nil : cached }
        let index = UInt32(FT_Get_Char_Index(ftFace, FT_ULong(scalar.value)))
        glyphIndices[scalar.value] = index
        return index == 0 ? nil : index
    }

    /// Whether the face has a glyph for the scalar `value`.
    package func hasGlyph(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return glyphIndex(for: scalar) != nil
    }

    /// Advance width of `glyph` in font units (from `hmtx`, unhinted and unscaled).
    package func advance(of glyph: UInt32) -> Int {
        lock.lock(); defer { lock.unlock() }
        if let cached = advances[glyph] { return Int(cached) }
        var value: FT_Fixed = 0
        if FT_Get_Advance(ftFace, FT_UInt(glyph), EASEL_FT_LOAD_NO_SCALE, &value) != 0 { value = 0 }
        advances[glyph] = Int32(truncatingIfNeeded: value)
        return Int(value)
    }

    /// Line metrics at `size` points.
    package func lineMetrics(size: CGFloat) -> LineMetrics {
        let scale = size / CGFloat(unitsPerEm)
        return LineMetrics(
            ascent: CGFloat(ascender) * scale, descent: CGFloat(descender) * scale,
            lineGap: CGFloat(lineGap) * scale)
    }
}
