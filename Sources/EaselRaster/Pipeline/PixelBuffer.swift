import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Zeroed pixel storage for canvases and layers.
///
/// A 2000 x 2000 canvas is 16 MB of fresh memory in a new process, and touching it page by page
/// (4,096 page faults) made the first render of a process slower than later ones, which reuse
/// memory the allocator kept. Buffers of several megabytes have their pages made present in one
/// call before they are written (`MADV_POPULATE_WRITE`, Linux 5.14 and later; elsewhere the call
/// fails and the pages fault in as before).
///
/// A canvas that is freed gives its pixels back (`recycle(_:)`), and the next buffer of the same
/// size is that memory, written over: the allocator would return a freed 16 MB block to the kernel
/// and every render of a batch would pay for fresh pages again (about 5 ms of the cards scene's
/// 12 ms raster). At most `pooledBuffers` buffers of at most `maxPooledBytes` each are kept.
/// A kept buffer that something else still holds (a bitmap made from the canvas) is copied on
/// write, as any array is, so what that holder sees never changes.
///
/// When layout ends, the renderer asks for its canvas ahead (`prepare(count:)`): a thread of its
/// own makes the buffer while the display list is painted. That buffer asks for transparent huge
/// pages (`MADV_HUGEPAGE`): the kernel then clears 2 MB pages, and 16 MB take about 0.7-0.9 ms
/// instead of 4.4 ms, less than painting the cards scene's display list, so the first raster of a
/// process no longer waits for its memory. Huge pages made on the render thread itself stalled
/// some renders to 46-50 ms here, so buffers made there keep ordinary pages.
package enum PixelBuffer {
    /// Buffers at least this large have their pages made present at once.
    static let populateThreshold = 4 << 20

    /// The most buffers kept for reuse.
    static let pooledBuffers = 2
    /// The largest buffer kept for reuse (a 2048 x 2048 canvas is 16 MiB).
    static let maxPooledBytes = 64 << 20

    /// Buffers given back, oldest first.
    private static let pool = Pool()

    /// The kept buffers and the sizes being made on another thread (`prepare(count:)`), behind
    /// one lock; `made` is signalled when a prepared buffer arrives.
    private final class Pool: @unchecked Sendable {
        let made = NSCondition()
        var kept: [Kept] = []
        var preparing: [Int] = []

        /// Keeps `pixels`, forgetting the oldest beyond `pooledBuffers` (call with the lock held).
        func keep(_ pixels: [UInt8], zeroed: Bool) {
            kept.append(Kept(pixels: pixels, zeroed: zeroed))
            if kept.count > pooledBuffers { kept.removeFirst() }
        }
    }

    /// A kept buffer, and whether it still holds only zeros (a prepared one no canvas used yet).
    private struct Kept {
        var pixels: [UInt8]
        var zeroed: Bool
    }

    /// Starts making a zeroed buffer of `count` bytes on another thread, for a canvas that is about
    /// to be made (its size is known when layout ends, and painting the display list comes first):
    /// the fresh pages of a process's first canvas are then paid beside that work instead of
    /// before the raster. Does nothing when a buffer of that size is kept or being made, or when
    /// `count` is outside the sizes the pool keeps.
    package static func prepare(count: Int) {
        guard count >= populateThreshold, count <= maxPooledBytes else { return }
        pool.made.lock()
        let needed = !pool.kept.contains { $0.pixels.count == count } && !pool.preparing.contains(count)
        if needed { pool.preparing.append(count) }
        pool.made.unlock()
        guard needed else { return }
        // A thread of its own: a render waiting for the buffer may itself run on a dispatch queue's
        // few threads, which must not be the ones the buffer waits for.
        Thread.detachNewThread {
            let pixels = fresh(count: count, word: 0, hugePages: true)
            pool.made.lock()
            pool.preparing.removeAll { $0 == count }
            pool.keep(pixels, zeroed: true)
            pool.made.broadcast()
            pool.made.unlock()
        }
    }

    /// Keeps `pixels` (a buffer of at least `populateThreshold` bytes that its owner no longer
    /// writes) for the next buffer of its size.
    package static func recycle(_ pixels: [UInt8]) {
        guard pixels.count >= populateThreshold, pixels.count <= maxPooledBytes else { return }
        pool.made.lock()
        defer { pool.made.unlock() }
        pool.keep(pixels, zeroed: false)
    }

    /// A kept buffer of exactly `count` bytes, filled with `word` in every pixel (waiting for one
    /// being prepared); nil if none is kept or being made.
    private static func reused(count: Int, word: UInt32) -> [UInt8]? {
        guard count >= populateThreshold else { return nil }
        pool.made.lock()
        while pool.preparing.contains(count) && !pool.kept.contains(where: { $0.pixels.count == count }) { pool.made.wait() }
        let index = pool.kept.lastIndex { $0.pixels.count == count }
        var found = index.map { pool.kept.remove(at: $0) }
        pool.made.unlock()
        guard let zeroed = found?.zeroed, var pixels = found?.pixels else { return nil }
        found = nil  // the pixels' only holder is now `pixels`: written in place, not copied
        if !(word == 0 && zeroed) {
            pixels.withUnsafeMutableBytes { $0.withMemoryRebound(to: UInt32.self) { $0.update(repeating: word) } }
        }
        return pixels
    }

    /// The sizes of the buffers kept for reuse, oldest first (for tests).
    static var keptSizes: [Int] {
        pool.made.lock()
        defer { pool.made.unlock() }
        return pool.kept.map(\.pixels.count)
    }

    /// Forgets every kept buffer (for tests).
    static func emptyPool() {
        pool.made.lock()
        defer { pool.made.unlock() }
        while !pool.preparing.isEmpty { pool.made.wait() }
        pool.kept.removeAll()
    }

    /// `count` zero bytes.
    static func zeroed(count: Int) -> [UInt8] { filled(count: count, word: 0) }

    /// `count` bytes (a multiple of 4) holding `word` in every 4-byte pixel: written once, so a
    /// canvas cleared to an opaque background is not zeroed first.
    static func filled(count: Int, word: UInt32) -> [UInt8] {
        guard count >= populateThreshold else {
            if word == 0 { return [UInt8](repeating: 0, count: count) }
            precondition(count % 4 == 0, "pixel storage holds whole pixels")
            return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                buffer.withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: word) }
                initialized = count
            }
        }
        return reused(count: count, word: word) ?? fresh(count: count, word: word, hugePages: false)
    }

    /// New memory of `count` bytes (at least `populateThreshold`, a multiple of 4) holding `word`
    /// in every pixel, its pages made present first (as transparent huge pages if `hugePages`).
    private static func fresh(count: Int, word: UInt32, hugePages: Bool) -> [UInt8] {
        precondition(count % 4 == 0, "pixel storage holds whole pixels")
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            populate(buffer, hugePages: hugePages)
            buffer.withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: word) }
            initialized = count
        }
    }

    /// Makes the whole pages of `buffer` present in one call, asking for transparent huge pages
    /// first if `hugePages` (see above).
    private static func populate(_ buffer: UnsafeMutableBufferPointer<UInt8>, hugePages: Bool) {
        #if canImport(Glibc)
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: buffer.baseAddress!) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: buffer.baseAddress!) + buffer.count) & ~(page - 1)
            guard end > start else { return }
            if hugePages { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_POPULATE_WRITE)
        #endif
    }
}
