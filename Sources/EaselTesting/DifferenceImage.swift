import EaselRaster

/// A picture of where two images differ, for a person to look at.
///
/// The canvas covers both images (the larger width and height). Each pixel is
/// - **red** where the images differ by more than the channel tolerance, or where only one of
///   the images has a pixel (a size mismatch);
/// - **magenta** where they differ but within the tolerance (accepted differences);
/// - otherwise a **faded grey** copy of the expected pixel (composited over white, converted to
///   luminance and lightened), so the changes stand out against the layout around them.
///
/// The result is opaque.
public enum DifferenceImage {
    /// Colour of pixels that differ beyond the tolerance or exist in only one image.
    public static let changed = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    /// Colour of pixels that differ within the tolerance.
    public static let tolerated = PremultipliedColor(r: 255, g: 0, b: 255, a: 255)
    /// Colour of pixels in neither image (a corner of the canvas when both sizes differ).
    public static let outside = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    /// The difference image of `actual` against `expected`, with pixels differing by at most
    /// `channelTolerance` levels in every channel counted as tolerated.
    public static func make(expected: Bitmap, actual: Bitmap, channelTolerance: Int = 0) -> Bitmap {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        var out = [UInt8](repeating: 255, count: w * h * 4)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for y in 0..<h {
                    for x in 0..<w {
                        let inE = x < expected.width && y < expected.height
                        let inA = x < actual.width && y < actual.height
                        let color: PremultipliedColor
                        if inE && inA {
                            let ei = (y * expected.width + x) * 4, ai = (y * actual.width + x) * 4
                            var d = 0
                            for k in 0..<4 { d = max(d, abs(Int(e[ei + k]) - Int(a[ai + k]))) }
                            if d > channelTolerance {
                                color = changed
                            } else if d > 0 {
                                color = tolerated
                            } else {
                                color = faded(r: e[ei], g: e[ei + 1], b: e[ei + 2], a: e[ei + 3])
                            }
                        } else if inE || inA {
                            color = changed
                        } else {
                            color = outside
                        }
                        let o = (y * w + x) * 4
                        out[o] = color.r; out[o + 1] = color.g; out[o + 2] = color.b; out[o + 3] = color.a
                    }
                }
            }
        }
        return Bitmap(width: w, height: h, pixels: out)
    }

    /// A premultiplied pixel over white, as a light grey: luminance `l` becomes `255 − (255 − l) × 0.3`.
    static func faded(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> PremultipliedColor {
        let white = 255 - Int(a)
        let lr = Double(Int(r) + white), lg = Double(Int(g) + white), lb = Double(Int(b) + white)
        let l = 0.299 * lr + 0.587 * lg + 0.114 * lb
        let v = UInt8(min(255, max(0, (255 - (255 - l) * 0.3).rounded())))
        return PremultipliedColor(r: v, g: v, b: v, a: 255)
    }
}
