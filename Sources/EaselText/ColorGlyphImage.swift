import Foundation

/// The picture of a colour glyph (an emoji from a bitmap font such as Noto Color Emoji): its
/// premultiplied RGBA pixels at the size of the font's bitmap strike, and how to scale and place them.
///
/// Drawn at pixel size `s`, the image covers `width * scale` × `height * scale` pixels with its
/// top-left corner `left * scale` right of the glyph origin and `top * scale` above the baseline.
package struct ColorGlyphImage: Hashable, Sendable {
    /// Width in bitmap pixels.
    package var width: Int
    /// Height in bitmap pixels.
    package var height: Int
    /// Premultiplied r, g, b, a bytes, `width * height * 4`, top row first.
    package var rgba: [UInt8]
    /// Left edge from the glyph origin, in bitmap pixels.
    package var left: Int
    /// Top edge above the baseline, in bitmap pixels.
    package var top: Int
    /// Drawn pixels per bitmap pixel.
    package var scale: CGFloat

    package init(width: Int, height: Int, rgba: [UInt8], left: Int, top: Int, scale: CGFloat) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.left = left
        self.top = top
        self.scale = scale
    }
}
