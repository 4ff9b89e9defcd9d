import Foundation
import CFreeType

extension FontFace {
    /// Height of capital letters in font units: the OS/2 `sCapHeight` (table version 2 and later),
    /// else the top of the "H" glyph, else 70% of the em.
    package var capHeight: Int {
        withFace { face -> Int in
            if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee,
                os2.version != 0xFFFF, os2.version >= 2, os2.sCapHeight > 0
            {
                return Int(os2.sCapHeight)
            }
            let h = FT_Get_Char_Index(face, 0x48)
            if h != 0, FT_Load_Glyph(face, h, EASEL_FT_LOAD_NO_SCALE | EASEL_FT_LOAD_NO_BITMAP) == 0,
                let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            {
                var box = FT_BBox()
                FT_Outline_Get_CBox(&slot.pointee.outline, &box)
                if box.yMax > 0 { return Int(box.yMax) }
            }
            return Int((Double(face.pointee.units_per_EM) * 0.7).rounded())
        }
    }
}
