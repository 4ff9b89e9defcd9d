import Foundation
import EaselRaster

/// Decoded bitmaps of image sources, decoded once per source object and kept until the cache
/// fills up (then emptied). Thread-safe. A source that fails to decode is remembered as such.
package final class DecodedImageCache: @unchecked Sendable {
    private struct Entry {
        let source: AnyObject  // keeps the identifier unique while cached
        let bitmap: Bitmap?
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private let limit: Int

    /// The cache the renderer uses.
    package static let shared = DecodedImageCache()

    /// Creates a cache holding up to `limit` images.
    package init(limit: Int = 256) { self.limit = max(1, limit) }

    /// The decoded bitmap of `source` (premultiplied), or nil when its data is not a readable PNG or JPEG.
    package func bitmap(for source: PaintableImageSource) -> Bitmap? {
        let key = ObjectIdentifier(source)
        lock.lock()
        if let e = entries[key] { lock.unlock(); return e.bitmap }
        lock.unlock()
        let bitmap = try? ImageCodec.decode(source.encodedData)
        lock.lock()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = Entry(source: source, bitmap: bitmap)
        lock.unlock()
        return bitmap
    }

    /// Number of sources held.
    package var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
