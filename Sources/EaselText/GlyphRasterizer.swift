import Foundation
import CFreeType

/// Renders glyph outlines to coverage masks with FreeType: light hinting (vertical only), shifted
/// by a quarter-pixel offset before rendering, anti-aliased (`FT_RENDER_MODE_NORMAL`).
enum GlyphRasterizer {
    /// The mask of `glyph` of `face` at `pixelSize` pixels per em, shifted right by `subpixelX`
    /// quarter pixels; nil when the glyph has no outline or nothing to draw.
    static func render(face: FontFace, glyph: UInt32, pixelSize: CGFloat, subpixelX: Int) -> GlyphMask? {
        // FreeType sizes are 26.6 fixed point in a C long; past 2^20 pixels per em no glyph is drawn.
        guard pixelSize > 0, pixelSize < 1_048_576 else { return nil }
        return face.withFace { ft -> GlyphMask? in
            guard FT_Set_Char_Size(ft, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0,
                  FT_Load_Glyph(ft, FT_UInt(glyph), EASEL_FT_LOAD_TARGET_LIGHT | EASEL_FT_LOAD_NO_BITMAP) == 0,
                  let slot = ft.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
            // 26.6 fixed point: a quarter pixel is 16 units.
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(max(0, min(3, subpixelX)) * 16), 0)
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
            var coverage = [UInt8](repeating: 0, count: width * height)
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom-up.
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
            return GlyphMask(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                             top: Int(slot.pointee.bitmap_top), coverage: coverage)
        }
    }
}
