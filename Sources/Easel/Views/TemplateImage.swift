import Foundation
import EaselPaint
import EaselRaster

/// Template images (`renderingMode(.template)`, or an asset catalog image set to "Render As:
/// Template Image"): the picture's opacity filled with one colour, as UIKit tints a template.
enum TemplateImage {
    private static let lock = NSLock()
    /// Tinted images by their source and colour; the source is kept beside its tinted image, so
    /// that a new asset at a freed one's address is not taken for it.
    nonisolated(unsafe) private static var cache: [Key: (source: ImageAsset, tinted: ImageAsset)] = [:]
    /// At most this many tinted images are kept.
    static let cacheLimit = 256

    private struct Key: Hashable {
        let asset: ObjectIdentifier
        let color: ColorValue
    }

    /// `asset` with every pixel in `color`, keeping the pixel's opacity (times the colour's); the
    /// asset itself when it cannot be decoded.
    static func tinted(_ asset: ImageAsset, _ color: ColorValue) -> ImageAsset {
        let key = Key(asset: ObjectIdentifier(asset), color: color)
        lock.lock()
        if let hit = cache[key], hit.source === asset {
            lock.unlock()
            return hit.tinted
        }
        lock.unlock()
        guard var bitmap = try? ImageCodec.decode(asset.data) else { return asset }
        let ink = color.premultiplied
        let (r, g, b, a) = (Int(ink.r), Int(ink.g), Int(ink.b), Int(ink.a))
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            var i = 0
            while i < px.count {
                let alpha = Int(px[i + 3])
                px[i] = UInt8((r * alpha + 127) / 255)
                px[i + 1] = UInt8((g * alpha + 127) / 255)
                px[i + 2] = UInt8((b * alpha + 127) / 255)
                px[i + 3] = UInt8((a * alpha + 127) / 255)
                i += 4
            }
        }
        guard let png = try? PNGCodec.encode(bitmap, level: 1),
            let tinted = ImageAsset(name: asset.name, data: png, scale: asset.scale, location: asset.location)
        else { return asset }
        lock.lock()
        if cache.count >= cacheLimit { cache.removeAll() }
        cache[key] = (asset, tinted)
        lock.unlock()
        return tinted
    }
}

extension Image {
    /// Whether the image is drawn as a template here: as `renderingMode(_:)` says, else as its
    /// image set's "Render As".
    func isTemplate(in env: EnvironmentValues) -> Bool {
        if let templateRendering { return templateRendering == .template }
        guard systemName == nil, embedded == nil, let catalog = env.assetProvider as? CatalogAssetProvider else { return false }
        return catalog.renderingIntent(named: name) == .template
    }
}
