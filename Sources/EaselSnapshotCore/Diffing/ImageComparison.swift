import EaselRaster
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The result of comparing a rendered image with its golden, pixel by pixel.
///
/// **What is compared.** Both images as premultiplied RGBA8, the form the renderer produces and
/// `PNGCodec.decode` returns. Encoding a premultiplied image as PNG and decoding it again gives
/// back exactly the same bytes, so a golden written from a render compares equal to that render.
///
/// **When a pixel matches.** By default (`perceptualPrecision` 1) only when its four bytes are
/// identical: comparison is exact. With a lower `perceptualPrecision` a pixel also matches when
/// it *looks* alike: its CIEDE2000 colour difference from the golden's pixel (`ColorDifference`,
/// both composited over white and over black, the larger taken) is at most
/// `(1 − perceptualPrecision) × 100`, as in swift-snapshot-testing:
///
/// | perceptualPrecision | ΔE₀₀ allowed | accepts |
/// | --- | --- | --- |
/// | 1 (default) | 0 | identical pixels only |
/// | 0.99 | 1 | differences a trained eye barely sees side by side |
/// | 0.98 | 2 | antialiasing and gradient dithering that differ by a level or two |
/// | 0.9 | 10 | clearly different shades of one colour (not red for blue: ΔE ≈ 58) |
///
/// **When the image matches.** Sizes are equal and the share of matching pixels is at least
/// `precision` (1 = every pixel; 0.99 lets 1 % of the pixels differ by any amount).
public struct ImageComparison: Equatable, Sendable {
    /// Width and height of the golden image, in pixels.
    public let expectedWidth: Int, expectedHeight: Int
    /// Width and height of the rendered image, in pixels.
    public let actualWidth: Int, actualHeight: Int
    /// Pixels that do not match (0 when the sizes differ).
    public let differingPixels: Int
    /// Pixels compared: `expectedWidth × expectedHeight` (0 when the sizes differ).
    public let totalPixels: Int
    /// The largest absolute difference of any channel of any pixel, 0...255 (0 when the sizes differ).
    public let largestChannelDifference: Int
    /// The largest CIEDE2000 difference of any pixel (0 when the sizes differ).
    public let largestDeltaE: Double
    /// The ΔE₀₀ up to which a pixel still matches: `(1 − perceptualPrecision) × 100`.
    public let deltaETolerance: Double

    /// Whether both images have the same size.
    public var sizesMatch: Bool { expectedWidth == actualWidth && expectedHeight == actualHeight }

    /// Whether the images are byte for byte the same.
    public var isIdentical: Bool { sizesMatch && largestChannelDifference == 0 }

    /// Whether the images match: same size, and at least `precision` of the pixels match
    /// (`precision` is clamped to 0...1).
    public func matches(precision: Double) -> Bool {
        guard sizesMatch else { return false }
        return differingPixels <= ImageComparison.allowedDifferingPixels(total: totalPixels, precision: precision)
    }

    /// How many of `total` pixels may differ at `precision`: `floor((1 − precision) × total)`,
    /// with a little slack for floating-point error (so 0.5 of 100 allows exactly 50).
    public static func allowedDifferingPixels(total: Int, precision: Double) -> Int {
        let p = min(max(precision.isNaN ? 1 : precision, 0), 1)
        return min(total, Int(((1 - p) * Double(total) + 1e-9).rounded(.down)))
    }

    /// The ΔE₀₀ tolerance for a perceptual precision (clamped to 0...1): `(1 − p) × 100`.
    public static func deltaETolerance(perceptualPrecision: Double) -> Double {
        let p = min(max(perceptualPrecision.isNaN ? 1 : perceptualPrecision, 0), 1)
        return (1 - p) * 100
    }

    /// Compares `actual` with `expected`. Identical pixel buffers are recognised with one
    /// `memcmp` before any per-pixel work; colour differences are computed only for pixels
    /// whose bytes differ.
    public init(expected: Bitmap, actual: Bitmap, perceptualPrecision: Double = 1) {
        expectedWidth = expected.width; expectedHeight = expected.height
        actualWidth = actual.width; actualHeight = actual.height
        let tolerance = ImageComparison.deltaETolerance(perceptualPrecision: perceptualPrecision)
        deltaETolerance = tolerance
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = 0; totalPixels = 0; largestChannelDifference = 0; largestDeltaE = 0
            return
        }
        totalPixels = expected.width * expected.height
        let same = expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0 }
        }
        if same {
            differingPixels = 0; largestChannelDifference = 0; largestDeltaE = 0
            return
        }
        var differing = 0, largest = 0, largestE = 0.0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var i = 0
                while i < e.count {
                    let d = ImageComparison.channelDifference(e, a, at: i)
                    if d > 0 {
                        if d > largest { largest = d }
                        let de = ImageComparison.deltaE(e, a, at: i)
                        if de > largestE { largestE = de }
                        if de > tolerance { differing += 1 }
                    }
                    i += 4
                }
            }
        }
        differingPixels = differing
        largestChannelDifference = largest
        largestDeltaE = largestE
    }

    /// The largest channel difference of the pixel starting at byte `i` of two RGBA buffers.
    @inline(__always)
    static func channelDifference(_ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        max(
            max(abs(Int(e[i]) - Int(a[i])), abs(Int(e[i + 1]) - Int(a[i + 1]))),
            max(abs(Int(e[i + 2]) - Int(a[i + 2])), abs(Int(e[i + 3]) - Int(a[i + 3]))))
    }

    /// The CIEDE2000 difference of the pixel starting at byte `i` of two premultiplied RGBA buffers.
    static func deltaE(_ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, at i: Int) -> Double {
        deltaE(pixel: e, i, a, i)
    }

    /// The CIEDE2000 difference of pixel `ei` of one buffer and pixel `ai` of another.
    static func deltaE(pixel e: UnsafeBufferPointer<UInt8>, _ ei: Int, _ a: UnsafeBufferPointer<UInt8>, _ ai: Int) -> Double {
        ColorDifference.ciede2000(premultiplied: (e[ei], e[ei + 1], e[ei + 2], e[ei + 3]), (a[ai], a[ai + 1], a[ai + 2], a[ai + 3]))
    }
}

extension ImageComparison {
    /// The numbers of the comparison for a failure message and the report.
    public func measurements(precision: Double) -> [SnapshotDiff.Measurement] {
        guard sizesMatch else {
            return [
                .init("expected size", "\(expectedWidth) × \(expectedHeight) px"),
                .init("actual size", "\(actualWidth) × \(actualHeight) px"),
            ]
        }
        let allowed = ImageComparison.allowedDifferingPixels(total: totalPixels, precision: precision)
        return [
            .init("differing pixels", "\(differingPixels) of \(totalPixels)"),
            .init("allowed differing pixels", "\(allowed) (precision \(String(format: "%g", precision)))"),
            .init("largest ΔE₀₀", String(format: "%.2f (tolerance %g)", largestDeltaE, deltaETolerance)),
            .init("largest channel difference", "\(largestChannelDifference) of 255"),
        ]
    }
}
