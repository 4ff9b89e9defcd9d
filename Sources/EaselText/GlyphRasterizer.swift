import Foundation
import CFreeType

/// Renders glyph outlines to coverage masks with FreeType: light hinting (vertical only), shifted
/// by a quarter-pixel offset before rendering, anti-aliased (`FT_RENDER_MODE_NORMAL`). Colour
/// bitmap glyphs (emoji) are loaded from the font's best strike as they are, to be scaled when drawn.
enum GlyphRasterizer {
    /// The mask of `glyph` of `face` at `pixelSize` pixels per em, shifted right by `subpixelX`
    /// quarter pixels and drawn `xScale` times as wide (a width the face lacks); nil when the
    /// glyph has no outline or nothing to draw.
    static func render(face: FontFace, glyph: UInt32, pixelSize: CGFloat, subpixelX: Int, xScale: CGFloat = 1) -> GlyphMask? {
        // FreeType sizes are 26.6 fixed point in a C long; past 2^20 pixels per em no glyph is drawn.
        guard pixelSize > 0, pixelSize < 1_048_576 else { return nil }
        if face.isColorBitmap { return renderColor(face: face, glyph: glyph, pixelSize: pixelSize) }
        return face.withFace { ft -> GlyphMask? in
            // A character width other than the height scales the outline horizontally.
            let charWidth = xScale.isFinite && xScale > 0 && xScale != 1 ? FT_F26Dot6((pixelSize * xScale * 64).rounded()) : 0
            guard FT_Set_Char_Size(ft, charWidth, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0,
                FT_Load_Glyph(ft, FT_UInt(glyph), EASEL_FT_LOAD_TARGET_LIGHT | EASEL_FT_LOAD_NO_BITMAP) == 0,
                let slot = ft.pointee.glyph,
                slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            else { return nil }
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
            return GlyphMask(
                width: width, height: height, left: Int(slot.pointee.bitmap_left),
                top: Int(slot.pointee.bitmap_top), coverage: coverage)
        }
    }

    /// A colour bitmap glyph from the smallest strike at least `pixelSize` pixels per em (else the
    /// largest), as premultiplied RGBA with the scale that brings it to `pixelSize`.
    private static func renderColor(face: FontFace, glyph: UInt32, pixelSize: CGFloat) -> GlyphMask? {
        face.withFace { ft -> GlyphMask? in
            let count = Int(ft.pointee.num_fixed_sizes)
            guard count > 0, let sizes = ft.pointee.available_sizes else { return nil }
            let ppems = (0..<count).map { CGFloat(sizes[$0].y_ppem) / 64 }
            let strike =
                ppems.indices.filter { ppems[$0] >= pixelSize }.min { ppems[$0] < ppems[$1] }
                ?? ppems.indices.max { ppems[$0] < ppems[$1] }!
            guard ppems[strike] > 0, FT_Select_Size(ft, FT_Int(strike)) == 0,
                FT_Load_Glyph(ft, FT_UInt(glyph), EASEL_FT_LOAD_COLOR) == 0,
                let slot = ft.pointee.glyph
            else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard width > 0, height > 0, let buffer = bitmap.buffer,
                bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
            else { return nil }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for row in 0..<height {
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
                for column in 0..<width {
                    // FreeType's BGRA is premultiplied already.
                    let s = column * 4, d = (row * width + column) * 4
                    rgba[d] = source[s + 2]; rgba[d + 1] = source[s + 1]; rgba[d + 2] = source[s]; rgba[d + 3] = source[s + 3]
                }
            }
            let scale = pixelSize / ppems[strike]
            let left = Int(slot.pointee.bitmap_left), top = Int(slot.pointee.bitmap_top)
            let image = ColorGlyphImage(width: width, height: height, rgba: rgba, left: left, top: top, scale: scale)
            // The pixels the scaled picture touches, relative to the origin and baseline.
            let x0 = (CGFloat(left) * scale).rounded(.down), x1 = (CGFloat(left + width) * scale).rounded(.up)
            let y0 = (CGFloat(top) * scale).rounded(.up), y1 = (CGFloat(top - height) * scale).rounded(.down)
            return GlyphMask(width: Int(x1 - x0), height: Int(y0 - y1), left: Int(x0), top: Int(y0), coverage: [], color: image)
        }
    }
}
