import Foundation
import EaselLayout
import EaselRaster

/// A bitmap of Core Graphics (Easel's stand-in for `CGImage`), as `CIContext.createCGImage(_:from:)`,
/// `CGImageSourceCreateImageAtIndex` and `CGContext.makeImage()` make it: 8-bit sRGB pixels with
/// premultiplied alpha, one per point when drawn with `Image(uiImage: UIImage(cgImage:))`.
public final class CGImage: @unchecked Sendable {  // immutable after init; the memo is behind `lock`
    let image: CIImage
    private let lock = NSLock()
    private var assets: [String: ImageAsset] = [:]

    init(image: CIImage) { self.image = image }

    /// Pixels across; 0 while the image waits for an asset found by name.
    public var width: Int { image.extent.isInfinite || image.extent.isNull ? 0 : Int(image.extent.width.rounded(.up)) }
    /// Pixels down; 0 while the image waits for an asset found by name.
    public var height: Int { image.extent.isInfinite || image.extent.isNull ? 0 : Int(image.extent.height.rounded(.up)) }
    /// Bits of each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits of each pixel: red, green, blue and alpha.
    public var bitsPerPixel: Int { 32 }
    /// Bytes of each row: four per pixel, unpadded.
    public var bytesPerRow: Int { width * 4 }
    /// The colour space of the pixels: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Where the alpha is: last, premultiplied.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The layout of the pixels: alpha last and premultiplied, bytes in order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }

    func raster(_ inputs: CIRenderInputs) -> CIRaster? {
        guard let r = image.render(inputs), r.width > 0, r.height > 0 else { return nil }
        return r
    }

    /// The pixels as a drawable image (a PNG of scale `pointScale`), made once per render settings.
    func asset(_ inputs: CIRenderInputs, pointScale: CGFloat) -> ImageAsset? {
        let key = image.dependsOnRender ? "\(inputs.assets.map { ObjectIdentifier($0).hashValue } ?? 0)@\(inputs.scale)/\(pointScale)" : "\(pointScale)"
        lock.lock()
        if let a = assets[key] { lock.unlock(); return a }
        lock.unlock()
        guard let bitmap = raster(inputs)?.bitmap(), let data = try? PNGCodec.encode(bitmap) else { return nil }
        guard let asset = ImageAsset(name: "CGImage", data: data, scale: pointScale, location: "CIContext.createCGImage") else { return nil }
        lock.lock()
        assets[key] = asset
        lock.unlock()
        return asset
    }
}
