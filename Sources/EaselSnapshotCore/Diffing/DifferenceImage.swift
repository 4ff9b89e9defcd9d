import EaselRaster

/// A picture of where two images differ, for a person to look at: the changed pixels in red
/// over a faded grey copy of the expected image, so the changes stand out against the layout
/// around them.
///
/// The canvas covers both images (the larger width and height). Each pixel is
/// - **faded grey** where the images are identical: the expected pixel composited over white,
///   converted to luminance `l` and lightened to `255 − (255 − l) × 0.3`;
/// - **red, shaded by the picture** where they do not match: `(255, 0.45 l, 0.45 l)`, so dark
///   text that changed is deep red and a changed light background is a lighter red, and the
///   shapes inside a changed area stay readable; also where only one image has a pixel (a size
///   mismatch), shaded by that image;
/// - **magenta, shaded likewise** (`(255, 0.45 l, 255)`) where the pixels differ but within the
///   perceptual tolerance (accepted differences);
/// - **white** in neither image (a corner of the canvas when both sizes differ).
///
/// The result is opaque.
public enum DifferenceImage {
    /// Colour of pixels in neither image.
    package static let outside = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    /// The colour of a pixel that does not match, over a picture pixel of luminance `l`.
    package static func changed(luminance l: UInt8) -> PremultipliedColor {
        let v = UInt8((Double(l) * 0.45).rounded())
        return PremultipliedColor(r: 255, g: v, b: v, a: 255)
    }

    /// The colour of a pixel that differs within the tolerance, over luminance `l`.
    package static func tolerated(luminance l: UInt8) -> PremultipliedColor {
        let v = UInt8((Double(l) * 0.45).rounded())
        return PremultipliedColor(r: 255, g: v, b: 255, a: 255)
    }

    /// The difference image of `actual` against `expected`, with pixels whose CIEDE2000
    /// difference is at most `deltaETolerance` counted as tolerated (see `ImageComparison`).
    public static func make(expected: Bitmap, actual: Bitmap, deltaETolerance: Double = 0) -> Bitmap {
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
                            let l = luminance(e, at: ei)
                            if sameBytes(e, ei, a, ai) {
                                color = faded(l)
                            } else if ImageComparison.deltaE(pixel: e, ei, a, ai) <= deltaETolerance {
                                color = tolerated(luminance: l)
                            } else {
                                color = changed(luminance: l)
                            }
                        } else if inE {
                            color = changed(luminance: luminance(e, at: (y * expected.width + x) * 4))
                        } else if inA {
                            color = changed(luminance: luminance(a, at: (y * actual.width + x) * 4))
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

    @inline(__always)
    static func sameBytes(_ e: UnsafeBufferPointer<UInt8>, _ ei: Int, _ a: UnsafeBufferPointer<UInt8>, _ ai: Int) -> Bool {
        e[ei] == a[ai] && e[ei + 1] == a[ai + 1] && e[ei + 2] == a[ai + 2] && e[ei + 3] == a[ai + 3]
    }

    /// The luminance of a premultiplied pixel composited over white, 0…255.
    static func luminance(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt8 {
        let white = 255 - Int(p[i + 3])
        let l = 0.299 * Double(Int(p[i]) + white) + 0.587 * Double(Int(p[i + 1]) + white) + 0.114 * Double(Int(p[i + 2]) + white)
        return UInt8(min(255, max(0, l.rounded())))
    }

    /// Luminance `l` as a light grey: `255 − (255 − l) × 0.3`.
    static func faded(_ l: UInt8) -> PremultipliedColor {
        let v = UInt8(min(255, max(0, (255 - (255 - Double(l)) * 0.3).rounded())))
        return PremultipliedColor(r: v, g: v, b: v, a: 255)
    }
}
