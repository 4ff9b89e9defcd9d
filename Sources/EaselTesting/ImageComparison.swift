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
/// Working premultiplied means all fully transparent pixels are equal whatever colour a PNG
/// stores for them, and a colour change under low alpha counts in proportion to how visible it
/// is.
///
/// **When a pixel matches.** For each of the four channels (r, g, b, a) the absolute difference
/// between expected and actual, in 8-bit levels, must be at most the *channel tolerance*
/// `floor((1 − perceptualPrecision) × 255)`: a perceptual precision of 1 demands identical
/// pixels, 0.99 allows 2 levels, 0.9 allows 25, 0 allows anything.
///
/// **When the image matches.** Sizes are equal and the fraction of matching pixels is at least
/// `precision` (1 = every pixel).
public struct ImageComparison: Equatable, Sendable {
    /// Width and height of the golden image, in pixels.
    public let expectedWidth: Int, expectedHeight: Int
    /// Width and height of the rendered image, in pixels.
    public let actualWidth: Int, actualHeight: Int
    /// Pixels whose difference exceeds the channel tolerance (0 when the sizes differ).
    public let differingPixels: Int
    /// Pixels compared: `expectedWidth × expectedHeight` (0 when the sizes differ).
    public let totalPixels: Int
    /// The largest absolute difference of any channel of any pixel, 0...255 (0 when the sizes differ).
    public let largestChannelDifference: Int
    /// The per-channel difference, in levels, up to which a pixel still matches.
    public let channelTolerance: Int

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

    /// The channel tolerance for a perceptual precision (clamped to 0...1):
    /// `floor((1 − perceptualPrecision) × 255)`, with slack for floating-point error
    /// (so `1 − 1/255` allows exactly 1 level).
    public static func channelTolerance(perceptualPrecision: Double) -> Int {
        let p = min(max(perceptualPrecision.isNaN ? 1 : perceptualPrecision, 0), 1)
        return min(255, Int(((1 - p) * 255 + 1e-9).rounded(.down)))
    }

    /// Compares `actual` with `expected`. Identical pixel buffers are recognised with one
    /// `memcmp` before any per-pixel work.
    public init(expected: Bitmap, actual: Bitmap, perceptualPrecision: Double = 1) {
        expectedWidth = expected.width; expectedHeight = expected.height
        actualWidth = actual.width; actualHeight = actual.height
        let tolerance = ImageComparison.channelTolerance(perceptualPrecision: perceptualPrecision)
        channelTolerance = tolerance
        guard expected.width == actual.width, expected.height == actual.height else {
            differingPixels = 0; totalPixels = 0; largestChannelDifference = 0
            return
        }
        totalPixels = expected.width * expected.height
        let same = expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0 }
        }
        if same {
            differingPixels = 0; largestChannelDifference = 0
            return
        }
        var differing = 0, largest = 0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var i = 0
                while i < e.count {
                    let d = ImageComparison.pixelDifference(e, a, at: i)
                    if d > largest { largest = d }
                    if d > tolerance { differing += 1 }
                    i += 4
                }
            }
        }
        differingPixels = differing
        largestChannelDifference = largest
    }

    /// The largest channel difference of the pixel starting at byte `i` of two RGBA buffers.
    @inline(__always)
    static func pixelDifference(_ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        max(max(abs(Int(e[i]) - Int(a[i])), abs(Int(e[i + 1]) - Int(a[i + 1]))),
            max(abs(Int(e[i + 2]) - Int(a[i + 2])), abs(Int(e[i + 3]) - Int(a[i + 3]))))
    }
}

extension ImageComparison {
    /// The numbers of the comparison for a failure message and the report.
    public func measurements(precision: Double) -> [SnapshotDiff.Measurement] {
        guard sizesMatch else {
            return [.init("expected size", "\(expectedWidth) x \(expectedHeight) px"),
                    .init("actual size", "\(actualWidth) x \(actualHeight) px")]
        }
        let allowed = ImageComparison.allowedDifferingPixels(total: totalPixels, precision: precision)
        return [.init("differing pixels", "\(differingPixels) of \(totalPixels)"),
                .init("allowed", "\(allowed) (precision \(String(format: "%g", precision)))"),
                .init("largest channel difference", "\(largestChannelDifference) of 255 (tolerance \(channelTolerance))")]
    }
}
