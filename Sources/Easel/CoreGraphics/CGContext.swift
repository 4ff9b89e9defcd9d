import Foundation
import EaselLayout
import EaselRaster

/// How smoothly a context scales the images it draws (Core Graphics' `CGInterpolationQuality`).
/// `.none` takes the nearest pixel; every other quality averages the pixels an output pixel
/// covers when shrinking and interpolates between them when enlarging, in sRGB-encoded values as
/// Core Graphics does (not in linear light, as Core Image does).
public enum CGInterpolationQuality: Int32, Sendable, CaseIterable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

/// A bitmap context of Core Graphics (Easel's stand-in for `CGContext` made with
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`): images drawn
/// into rectangles of its space (origin at the bottom left, y up, one unit per pixel), and
/// `makeImage()` for what it holds. It starts transparent; images are scaled and composited in
/// sRGB-encoded values, premultiplied, as Core Graphics does. The drawing is a recipe, done when the
/// image is drawn on screen, so an image of the app's assets (`UIImage(named:)`) can be drawn too.
public final class CGContext: @unchecked Sendable {  // a class, as Core Graphics' contexts are references
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Bits of each colour component, as made (8 or 16); the image it makes has 8.
    public let bitsPerComponent: Int
    /// Bytes of each row, as made (0 at `init` for "work it out": four per pixel).
    public let bytesPerRow: Int
    /// The colour space, as made.
    public let colorSpace: CGColorSpace?
    /// The layout of the pixels, as made.
    public let bitmapInfo: CGBitmapInfo
    /// How smoothly drawn images are scaled.
    public var interpolationQuality: CGInterpolationQuality = .default
    private var content: CIImage

    /// A bitmap context of `width` × `height` pixels; nil, as in Core Graphics, for an empty or
    /// oversized size (over 64 million pixels), components of other than 8 or 16 bits, rows of fewer
    /// bytes than their pixels need, a grey space, or alpha that is neither premultiplied nor skipped
    /// (`.none`, `.last`, `.first`, `.alphaOnly`). Easel keeps the pixels itself: `data` must be nil, as it is in
    /// code that reads the result with `makeImage()`.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard data == nil, width > 0, height > 0, CIRaster.allows(width: width, height: height), [8, 16].contains(bitsPerComponent),
            space.numberOfComponents == 3, let alpha = info.alphaInfo, ![.none, .last, .first, .alphaOnly].contains(alpha)
        else { return nil }
        let needed = width.multipliedReportingOverflow(by: 4 * bitsPerComponent / 8)
        guard !needed.overflow, bytesPerRow == 0 || bytesPerRow >= needed.partialValue else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bytesPerRow = bytesPerRow == 0 ? needed.partialValue : bytesPerRow
        self.colorSpace = space
        self.bitmapInfo = info
        content = CIImage(raster: CIRaster(width: width, height: height))
    }

    /// Draws `image` scaled to fill `rect`, over what the context holds (an image that cannot be
    /// drawn, such as a missing asset, draws nothing).
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, [r.minX, r.minY, r.width, r.height].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return }
        content = CIImage(cgImage: image).resampled(into: r, smooth: interpolationQuality != .none, encoded: true).composited(over: content, encoded: true)
    }

    /// An image of what the context holds now; later drawing does not change it.
    public func makeImage() -> CGImage? {
        CGImage(image: content.cropped(to: CGRect(x: 0, y: 0, width: width, height: height)))
    }
}
