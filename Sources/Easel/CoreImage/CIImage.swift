import Foundation
import EaselLayout
import EaselRaster

/// Where an image's pixels come from when it is drawn: the render's assets and display scale, for
/// an image made from `UIImage(named:)`.
struct CIRenderInputs {
    var assets: AssetProvider?
    var scale: CGFloat
}

/// Core Image's image: a recipe for pixels — a picture, a generator's output, or filters, crops and
/// transforms applied to another image — computed when it is drawn (Easel's stand-in for Core
/// Image's `CIImage`). Its coordinate space has the origin at the bottom left and y pointing up.
///
/// An image made from an asset by name (`CIImage(image: UIImage(named: "photo")!)`) gets its pixels
/// from the render's assets when it is drawn, so until then its `extent` is infinite, as a
/// generator's is in Core Image; `context.createCGImage(image, from: image.extent)` keeps all of it.
public final class CIImage: @unchecked Sendable {  // immutable after init; the memo is behind `lock`
    indirect enum Recipe {
        case pixels(CIRaster)
        /// An asset looked up when drawn.
        case asset(String, Bundle?)
        case filtered(CIImage, (CIRaster) -> CIRaster?)
        case cropped(CIImage, CGRect)
        case transformed(CIImage, CGAffineTransform)
        /// Scaled to fill a rectangle whose corners are whole pixels (else `transformed`); in
        /// sRGB-encoded values when `encoded`, as Core Graphics does.
        case resampled(CIImage, CGRect, smooth: Bool, encoded: Bool)
        case composited(CIImage, over: CIImage, encoded: Bool)
    }

    let recipe: Recipe
    /// The image's bounds in its space; `CGRect.infinite` when they are known only when drawn.
    public let extent: CGRect
    private let lock = NSLock()
    private var memo: CIRaster??

    init(_ recipe: Recipe, extent: CGRect) {
        self.recipe = recipe
        self.extent = extent
    }

    convenience init(raster: CIRaster) {
        self.init(
            .pixels(raster),
            extent: CGRect(x: CGFloat(raster.originX), y: CGFloat(raster.originY), width: CGFloat(raster.width), height: CGFloat(raster.height)))
    }

    /// The pixels of a UIKit image; nil for one with no pixels (`UIImage()`, an SF Symbol, bytes
    /// that are no picture) or with more than 64 million.
    public convenience init?(image: UIImage) {
        switch image.content {
        case .empty, .symbol: return nil
        case .named(let name, let bundle): self.init(.asset(name, bundle), extent: .infinite)
        case .decoded(let asset):
            guard CIRaster.allows(width: asset.pixelWidth, height: asset.pixelHeight), let bitmap = try? ImageCodec.decode(asset.data) else { return nil }
            self.init(raster: CIRaster(bitmap: bitmap))
        case .coreGraphics(let cg): self.init(cgImage: cg)
        }
    }

    /// The pixels of a Core Graphics image.
    public convenience init(cgImage: CGImage) {
        self.init(.transformed(cgImage.image, .identity), extent: cgImage.image.extent)
    }

    /// An image with no pixels and an empty extent.
    public static func empty() -> CIImage { CIImage(raster: CIRaster(width: 0, height: 0)) }

    /// The part of the image inside `rect` (its extent is their intersection).
    public func cropped(to rect: CGRect) -> CIImage {
        if rect.isInfinite { return self }
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return .empty() }
        let bounds = extent.isInfinite ? r : extent.intersection(r)
        return CIImage(.cropped(self, r), extent: bounds.isNull ? .zero : bounds)
    }

    /// The image moved, scaled or rotated by an affine transform (sampled bilinearly; a whole-number
    /// scale repeats pixels, so a QR code stays sharp).
    public func transformed(by transform: CGAffineTransform) -> CIImage {
        CIImage(.transformed(self, transform), extent: extent.isInfinite ? .infinite : extent.applying(transform))
    }

    /// The image placed over `background`: where both have pixels, this one's colours cover the
    /// background's by their alpha (source-over); the extent is their union.
    public func composited(over background: CIImage) -> CIImage { composited(over: background, encoded: false) }

    /// `composited(over:)`, blending sRGB-encoded values when `encoded` (as Core Graphics does).
    func composited(over background: CIImage, encoded: Bool) -> CIImage {
        let e = extent.isInfinite || background.extent.isInfinite ? CGRect.infinite : extent.union(background.extent)
        return CIImage(.composited(self, over: background, encoded: encoded), extent: e)
    }

    /// The image scaled to fill `rect`, as Core Graphics draws an image into a rectangle: by
    /// averaging the pixels each output pixel covers when shrinking (`smooth`), else bilinearly or
    /// by the nearest pixel, in sRGB-encoded values when `encoded`. A rectangle with corners
    /// between pixels is filled by a transform.
    func resampled(into rect: CGRect, smooth: Bool, encoded: Bool) -> CIImage {
        CIImage(.resampled(self, rect, smooth: smooth, encoded: encoded), extent: rect)
    }

    /// The image turned upright from an EXIF orientation (1 … 8; others leave it as it is).
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        let w = extent.isInfinite ? 0 : extent.width, h = extent.isInfinite ? 0 : extent.height
        let t: CGAffineTransform
        switch orientation {
        case 2: t = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case 3: t = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case 4: t = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case 5: t = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case 6: t = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case 7: t = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case 8: t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        default: return self
        }
        return transformed(by: t)
    }

    /// Whether the pixels depend on the render (an asset found by name).
    var dependsOnRender: Bool {
        switch recipe {
        case .pixels: return false
        case .asset: return true
        case .filtered(let i, _), .cropped(let i, _), .transformed(let i, _), .resampled(let i, _, _, _): return i.dependsOnRender
        case .composited(let a, let b, _): return a.dependsOnRender || b.dependsOnRender
        }
    }

    /// The names of the assets the recipe reads that the environment's assets do not have.
    func missingAssets(_ env: EnvironmentValues) -> [String] {
        switch recipe {
        case .pixels: return []
        case .asset(let name, let bundle):
            return env.assetProvider?.image(named: name, bundle: bundle, scale: env.displayScale) == nil ? [name] : []
        case .filtered(let i, _), .cropped(let i, _), .transformed(let i, _), .resampled(let i, _, _, _): return i.missingAssets(env)
        case .composited(let a, let b, _): return a.missingAssets(env) + b.missingAssets(env)
        }
    }

    /// The pixels; nil when an asset is missing or a step fails (a result too large).
    func render(_ inputs: CIRenderInputs) -> CIRaster? {
        let cacheable = !dependsOnRender
        if cacheable {
            lock.lock()
            if let m = memo { lock.unlock(); return m }
            lock.unlock()
        }
        let result: CIRaster?
        switch recipe {
        case .pixels(let r): result = r
        case .asset(let name, let bundle):
            result = inputs.assets?.image(named: name, bundle: bundle, scale: inputs.scale)
                .flatMap { CIRaster.allows(width: $0.pixelWidth, height: $0.pixelHeight) ? try? ImageCodec.decode($0.data) : nil }
                .map { CIRaster(bitmap: $0) }
        case .filtered(let input, let f): result = input.render(inputs).flatMap(f)
        case .cropped(let input, let rect):
            result = input.render(inputs).map {
                $0.cropped(
                    minX: Int(max(-1e9, rect.minX).rounded(.down)), minY: Int(max(-1e9, rect.minY).rounded(.down)),
                    maxX: Int(min(1e9, rect.maxX).rounded(.up)), maxY: Int(min(1e9, rect.maxY).rounded(.up)))
            }
        case .transformed(let input, let t):
            guard let r = input.render(inputs) else { result = nil; break }
            result = t.isIdentity ? r : r.transformed((Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty)))
        case .resampled(let input, let rect, let smooth, let encoded):
            guard let linear = input.render(inputs), linear.width > 0, linear.height > 0 else { result = nil; break }
            let r = encoded ? linear.encoded() : linear
            if [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ $0 == $0.rounded() }) {
                result = r.resampled(originX: Int(rect.minX), originY: Int(rect.minY), width: Int(rect.width), height: Int(rect.height), smooth: smooth)
                    .map { encoded ? $0.linear() : $0 }
            } else {
                let sx = Double(rect.width) / Double(r.width), sy = Double(rect.height) / Double(r.height)
                result = r.transformed((sx, 0, 0, sy, Double(rect.minX) - sx * Double(r.originX), Double(rect.minY) - sy * Double(r.originY)))
                    .map { encoded ? $0.linear() : $0 }
            }
        case .composited(let top, let bottom, let encoded):
            // A missing asset draws nothing, as in Core Graphics; the other image stays.
            switch (top.render(inputs), bottom.render(inputs)) {
            case (let t?, let b?): result = encoded ? t.encoded().composited(over: b.encoded())?.linear() : t.composited(over: b)
            case (let t?, nil): result = t
            case (nil, let b): result = b
            }
        }
        if cacheable {
            lock.lock()
            memo = .some(result)
            lock.unlock()
        }
        return result
    }
}

/// Core Image's rendering context (Easel's stand-in for `CIContext`): it turns an image's recipe
/// into a Core Graphics image.
public final class CIContext: @unchecked Sendable {  // stateless
    /// A context with the default options.
    public init() {}

    /// A context; the options (working colour space, caching) are accepted and Easel's defaults
    /// kept: linear sRGB, 8-bit output.
    public init(options: [CIContextOption: Any]?) {}

    /// The part of `image` inside `rect` as a Core Graphics image; nil when the rect is empty, not
    /// finite (an infinite extent keeps what the image has), or holds more than 64 million pixels.
    public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        let r = rect.standardized
        if !rect.isInfinite {
            guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width >= 1, r.height >= 1 else { return nil }
            guard r.width < 1e6, r.height < 1e6, CIRaster.allows(width: Int(r.width.rounded(.up)), height: Int(r.height.rounded(.up))) else {
                return nil
            }
        }
        let cropped = image.cropped(to: rect)
        let cg = CGImage(image: cropped)
        // Pixels that need no asset are computed now, so that a failure answers nil as Core Image does.
        if !cropped.dependsOnRender, cg.raster(CIRenderInputs(assets: nil, scale: 1)) == nil { return nil }
        return cg
    }
}

/// Options of a `CIContext` (accepted; Easel keeps its defaults).
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The working colour space.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// Whether intermediate results are cached.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// Whether to use a software renderer.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
}
