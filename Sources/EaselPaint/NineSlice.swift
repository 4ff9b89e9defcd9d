import Foundation
import EaselLayout
import EaselRaster

/// Draws a bitmap resized with cap insets (`resizable(capInsets:)`): corners keep their natural
/// size, edges stretch along one axis and the centre along both.
enum NineSlice {
    static func draw(
        _ bitmap: Bitmap, pixelScale: Double, capInsets c: EdgeInsets, in dest: RasterRect, scale: Double,
        interpolation: Interpolation, on canvas: RasterCanvas
    ) {
        // Source cuts in bitmap pixels, destination cuts in canvas pixels (shrunk proportionally
        // when the caps do not fit).
        func cuts(_ lo: CGFloat, _ hi: CGFloat, sourceCount n: Int, destStart: Double, destLength: Double) -> (src: [Int], dst: [Double]) {
            let sl = PixelIndex.nearest(Double(lo) * pixelScale, 0, n)
            let sh = PixelIndex.nearest(Double(hi) * pixelScale, 0, n - sl)
            var dl = Double(sl) / pixelScale * scale, dh = Double(sh) / pixelScale * scale
            if dl + dh > destLength, dl + dh > 0 { let f = destLength / (dl + dh); dl *= f; dh *= f }
            return ([0, sl, n - sh, n], [destStart, destStart + dl, destStart + destLength - dh, destStart + destLength])
        }
        let xs = cuts(c.leading, c.trailing, sourceCount: bitmap.width, destStart: dest.minX, destLength: dest.width)
        let ys = cuts(c.top, c.bottom, sourceCount: bitmap.height, destStart: dest.minY, destLength: dest.height)
        for j in 0..<3 {
            for i in 0..<3 {
                let sw = xs.src[i + 1] - xs.src[i], sh = ys.src[j + 1] - ys.src[j]
                let dw = xs.dst[i + 1] - xs.dst[i], dh = ys.dst[j + 1] - ys.dst[j]
                guard sw > 0, sh > 0, dw > 0, dh > 0 else { continue }
                let piece = crop(bitmap, x: xs.src[i], y: ys.src[j], width: sw, height: sh)
                canvas.draw(piece, in: RasterRect(x: xs.dst[i], y: ys.dst[j], width: dw, height: dh), interpolation: interpolation)
            }
        }
    }

    /// The pixels of `bitmap` in a rectangle (premultiplied, as stored).
    static func crop(_ bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        if x == 0, y == 0, width == bitmap.width, height == bitmap.height { return bitmap }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        bitmap.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<height {
                    let s = ((y + row) * bitmap.width + x) * 4, d = row * width * 4
                    for k in 0..<(width * 4) { dst[d + k] = src[s + k] }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: out)
    }
}
