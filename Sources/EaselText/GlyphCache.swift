import Foundation

/// A thread-safe, bounded cache of glyph masks keyed by face, glyph, pixel size and quarter-pixel offset.
package final class GlyphCache: @unchecked Sendable {
    private struct Key: Hashable {
        var face: ObjectIdentifier
        var glyph: UInt32
        var pixelSize: CGFloat
        var subpixelX: Int
        var xScale: CGFloat
    }

    private let lock = NSLock()
    private var masks: [Key: GlyphMask?] = [:]
    private let limit: Int
    /// Faces referenced by the keys, kept alive so their identifiers stay unique.
    private var faces: [ObjectIdentifier: FontFace] = [:]

    /// Creates a cache holding up to `limit` masks (it is emptied when full).
    package init(limit: Int = 8192) { self.limit = max(1, limit) }

    /// The mask of `glyph` of `face` at `pixelSize` pixels per em and `subpixelX` quarter pixels (0...3),
    /// rendered on first use; nil for glyphs with nothing to draw (such as the space).
    package func mask(face: FontFace, glyph: UInt32, pixelSize: CGFloat, subpixelX: Int, xScale: CGFloat = 1) -> GlyphMask? {
        let key = Key(face: ObjectIdentifier(face), glyph: glyph, pixelSize: pixelSize, subpixelX: max(0, min(3, subpixelX)), xScale: xScale)
        lock.lock()
        if let cached = masks[key] { lock.unlock(); return cached }
        lock.unlock()
        let mask = GlyphRasterizer.render(face: face, glyph: glyph, pixelSize: pixelSize, subpixelX: key.subpixelX, xScale: xScale)
        lock.lock()
        if masks.count >= limit { masks.removeAll(keepingCapacity: true) }
        masks[key] = .some(mask)
        faces[key.face] = face
        lock.unlock()
        return mask
    }

    /// Number of masks held.
    package var count: Int {
        lock.lock(); defer { lock.unlock() }
        return masks.count
    }
}
