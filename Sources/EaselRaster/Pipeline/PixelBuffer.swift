import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Pixel storage for canvases and layers: zeroed, or filled with one colour.
///
/// A 2000 x 2000 canvas is 16 MB. Fresh memory costs the kernel about 4.4 ms to hand out on this
/// machine (4,096 pages, each cleared and mapped), so buffers of several megabytes have their
/// pages made present in one call before they are written (`MADV_POPULATE_WRITE`, Linux 5.14 and
/// later; elsewhere the call fails and the pages fault in one by one).
///
/// A canvas that is freed gives its pixels back (`recycle(_:)`, from `RasterCanvas`'s deinit and
/// `endLayer`), and the next buffer of the same size is that memory, written over. Without this,
/// the allocator returned each freed 16 MB block to the kernel and every render of a batch paid
/// for fresh pages again (5 ms of the cards scene's 12 ms raster). At most `pooledBuffers`
/// buffers of at most `maxPooledBytes` each are kept. A kept buffer that something else still
/// holds (a bitmap made from the canvas) is copied on write, as any array is, so what that holder
/// sees never changes.
///
/// Tried for the first canvas of a process, and not kept (docs/Performance.md, stop 56): making
/// it on another thread while the display list is painted (no faster: 15.3 against 14.4 ms), and
/// transparent huge pages (`MADV_HUGEPAGE`), whose 16 MB the kernel clears in 0.7-0.9 ms in a
/// small test but which took 30-40 ms in half the first renders on this virtual machine.
enum PixelBuffer {
    /// Buffers at least this large have their pages made present at once, and are kept for reuse.
    static let populateThreshold = 4 << 20

    /// The most buffers kept for reuse.
    static let pooledBuffers = 2
    /// The largest buffer kept for reuse (a 2048 x 2048 canvas is 16 MiB).
    static let maxPooledBytes = 64 << 20

    /// Buffers given back, oldest first, behind a lock.
    private static let pool = Pool()

    private final class Pool: @unchecked Sendable {
        let lock = NSLock()
        var kept: [[UInt8]] = []
    }

    /// Keeps `pixels` (a buffer that its owner no longer writes) for the next buffer of its size,
    /// if it is one of the sizes kept (`populateThreshold` to `maxPooledBytes` bytes).
    static func recycle(_ pixels: [UInt8]) {
        guard pixels.count >= populateThreshold, pixels.count <= maxPooledBytes else { return }
        pool.lock.lock()
        defer { pool.lock.unlock() }
        pool.kept.append(pixels)
        if pool.kept.count > pooledBuffers { pool.kept.removeFirst() }
    }

    /// A kept buffer of exactly `count` bytes, filled with `word` in every pixel; nil if none is kept.
    private static func reused(count: Int, word: UInt32) -> [UInt8]? {
        pool.lock.lock()
        var found = pool.kept.lastIndex { $0.count == count }.map { pool.kept.remove(at: $0) }
        pool.lock.unlock()
        guard var pixels = found else { return nil }
        found = nil  // the pixels' only holder is now `pixels`: written in place, not copied
        pixels.withUnsafeMutableBytes { $0.withMemoryRebound(to: UInt32.self) { $0.update(repeating: word) } }
        return pixels
    }

    /// The sizes of the buffers kept for reuse, oldest first (for tests).
    static var keptSizes: [Int] {
        pool.lock.lock()
        defer { pool.lock.unlock() }
        return pool.kept.map(\.count)
    }

    /// Forgets every kept buffer (for tests).
    static func emptyPool() {
        pool.lock.lock()
        defer { pool.lock.unlock() }
        pool.kept.removeAll()
    }

    /// `count` zero bytes.
    static func zeroed(count: Int) -> [UInt8] {
        guard count >= populateThreshold else { return [UInt8](repeating: 0, count: count) }
        return filled(count: count, word: 0)
    }

    /// `count` bytes (a multiple of 4) holding `word` in every 4-byte pixel: written once, so a
    /// canvas cleared to an opaque background is not zeroed first.
    static func filled(count: Int, word: UInt32) -> [UInt8] {
        precondition(count % 4 == 0, "pixel storage holds whole pixels")
        if count >= populateThreshold, let pixels = reused(count: count, word: word) { return pixels }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count >= populateThreshold { populate(buffer) }
            buffer.withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: word) }
            initialized = count
        }
    }

    /// Makes the whole pages of `buffer` present in one call (see above).
    private static func populate(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if canImport(Glibc)
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: buffer.baseAddress!) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: buffer.baseAddress!) + buffer.count) & ~(page - 1)
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_POPULATE_WRITE) }
        #endif
    }
}
