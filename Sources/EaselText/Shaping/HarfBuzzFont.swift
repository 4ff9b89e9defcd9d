import Foundation
import CHarfBuzz

/// A face as HarfBuzz shapes with it: the font file's tables read by HarfBuzz's own OpenType
/// functions, scaled to font units, so positions come out unhinted and in the same units as the
/// face's `hmtx` advances.
///
/// Shaping with one `HarfBuzzFont` from several threads at once is safe: the font is not changed
/// after it is made.
final class HarfBuzzFont: @unchecked Sendable {
    let font: OpaquePointer
    /// The face's units per em (HarfBuzz's scale).
    let unitsPerEm: Int

    /// The HarfBuzz font for face `index` of the file at `url`; nil when HarfBuzz cannot read it.
    init?(url: URL, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(url.path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(max(0, index))) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.font = font
        self.unitsPerEm = upem
    }

    deinit { hb_font_destroy(font) }
}
