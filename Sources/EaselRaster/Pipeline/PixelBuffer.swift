import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Pixel storage for canvases and layers: zeroed, or filled with one colour.
///
/// A 2000 x 2000 canvas is 16 MB. Fresh memory costs the kernel about 4.4 ms to hand out on this
/// machine (4,096 pages, each cleared and mapped), so buffers of several megabytes have their
/// pages made present before they are written (`MADV_POPULATE_WRITE`, Linux 5.14 and later;
/// elsewhere the call fails and the pages fault in one by one), `populateChunk` bytes a call, so
/// that another thread's `mmap` and `munmap` calls are not held up behind one long call.
///
/// A canvas that is freed gives its pixels back (`recycle(_:)`, from `RasterCanvas`'s deinit and
/// `endLayer`), and the next buffer of the same size is that memory, written over. Without this,
/// the allocator returned each freed 16 MB block to the kernel and every render of a batch paid
/// for fresh pages again (5 ms of the cards scene's 12 ms raster). At most `pooledBuffers`
/// buffers of at most `maxPooledBytes` each are kept. A kept buffer that something else still
/// holds (a bitmap made from the canvas) is copied on write, as any array is, so what that holder
/// sees never changes.
///
/// The first canvas of a process has no freed buffer to reuse. A renderer that knows the canvas's
/// size before it paints (from the device or the proposal before the view is resolved, else once
/// the root is measured) calls `prepare(count:word:)`: another thread allocates a buffer of that
/// size and makes it present and filled, piece by piece, while the calling thread resolves,
/// places and paints; the canvas takes it. A canvas that arrives before it is ready does the
/// pieces not yet started itself, then waits only for those under way (so it never waits longer
/// than making the buffer alone would take); if the other thread has not even allocated it yet,
/// the preparation is abandoned and the canvas allocates its own. At most one buffer is being
/// prepared or waiting to be taken; one that no canvas takes is freed when the next is prepared.
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
    /// The largest buffer prepared ahead (the canvas of a 2000 x 2000 pt view at @3x, 144 MB, is
    /// within).
    static let maxPreparedBytes = 256 << 20
    /// The pages of a buffer are made present (and filled) this many bytes at a time.
    static let populateChunk = 256 << 10

    /// Buffers given back, oldest first, and the prepared buffer, behind a lock.
    private static let pool = Pool()

    private final class Pool: @unchecked Sendable {
        /// Guards every property below and those of `Preparation`; signalled when a piece of a
        /// prepared buffer or the whole of it is done.
        let lock = NSCondition()
        var kept: [[UInt8]] = []
        /// The buffer being prepared on another thread.
        var preparing: Preparation?
        /// A prepared buffer no canvas has taken yet, and the word every pixel of it holds.
        var prepared: (pixels: [UInt8], word: UInt32)?
    }

    /// A buffer being prepared: its size and fill, where it is once allocated, and how many of its
    /// pieces have been started and finished (all behind `pool.lock`).
    private final class Preparation: @unchecked Sendable {
        let count: Int
        let word: UInt32
        var memory: UnsafeMutableRawPointer?
        var abandoned = false
        var started = 0
        var finished = 0
        var pieces: Int { (count + populateChunk - 1) / populateChunk }

        init(count: Int, word: UInt32) {
            self.count = count
            self.word = word
        }
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

    /// A kept buffer of exactly `count` bytes, or else the prepared one if it fits (helping with
    /// and waiting for one being prepared), filled with `word` in every pixel; nil if neither.
    private static func reused(count: Int, word: UInt32) -> [UInt8]? {
        pool.lock.lock()
        var found = pool.kept.lastIndex { $0.count == count }.map { pool.kept.remove(at: $0) }
        var holds: UInt32?
        while found == nil {
            if let p = pool.prepared, fits(count, in: p.pixels.count) {
                found = p.pixels
                holds = p.word
                pool.prepared = nil
                break
            }
            guard let preparation = pool.preparing, fits(count, in: preparation.count) else { break }
            guard preparation.memory != nil else {
                // Not even allocated yet (the other thread has not run): quicker made here.
                preparation.abandoned = true
                pool.preparing = nil
                break
            }
            pool.lock.unlock()
            makePieces(of: preparation)
            pool.lock.lock()
            while pool.preparing === preparation { pool.lock.wait() }
        }
        pool.lock.unlock()
        guard var pixels = found else { return nil }
        found = nil  // the pixels' only holder is now `pixels`: written in place, not copied
        // A larger prepared buffer serves a smaller canvas: its count shrinks, its memory stays.
        if pixels.count > count { pixels.removeLast(pixels.count - count) }
        if holds != word {
            pixels.withUnsafeMutableBytes { $0.withMemoryRebound(to: UInt32.self) { $0.update(repeating: word) } }
        }
        return pixels
    }

    /// Whether a prepared buffer of `prepared` bytes may serve one of `count`: as large, and at most
    /// twice as large.
    private static func fits(_ count: Int, in prepared: Int) -> Bool {
        count <= prepared && prepared <= 2 * count
    }

    /// Starts preparing a buffer of `count` bytes (a multiple of 4) holding `word` in every pixel on
    /// another thread, for the next buffer of that size, unless one is already kept or prepared
    /// for it, another is being prepared, or the size is outside `populateThreshold` to
    /// `maxPreparedBytes`. The caller has checked `count` against its memory budget.
    static func prepare(count: Int, word: UInt32) {
        guard count % 4 == 0, count >= populateThreshold, count <= maxPreparedBytes else { return }
        pool.lock.lock()
        let needed =
            pool.preparing == nil && !pool.kept.contains { $0.count == count }
            && !(pool.prepared.map { fits(count, in: $0.pixels.count) } ?? false)
        // A prepared buffer that no canvas took is freed after the lock is given back.
        let dropped = needed ? pool.prepared?.pixels : nil
        let preparation = Preparation(count: count, word: word)
        if needed {
            pool.preparing = preparation
            pool.prepared = nil
        }
        pool.lock.unlock()
        withExtendedLifetime(dropped) {}
        guard needed else { return }
        Thread.detachNewThread { prepare(preparation) }
    }

    /// Allocates the prepared buffer, makes its pieces with any thread that waits for it, and
    /// hands it over (on the preparing thread).
    private static func prepare(_ preparation: Preparation) {
        var kept = true
        let pixels = [UInt8](unsafeUninitializedCapacity: preparation.count) { buffer, initialized in
            pool.lock.lock()
            kept = !preparation.abandoned
            if kept { preparation.memory = UnsafeMutableRawPointer(buffer.baseAddress) }
            pool.lock.unlock()
            guard kept else { return }
            makePieces(of: preparation)
            pool.lock.lock()
            while preparation.finished < preparation.pieces { pool.lock.wait() }
            pool.lock.unlock()
            initialized = preparation.count
        }
        pool.lock.lock()
        if kept { pool.prepared = (pixels, preparation.word) }
        if pool.preparing === preparation { pool.preparing = nil }
        pool.lock.broadcast()
        pool.lock.unlock()
    }

    /// Makes present and fills the pieces of `preparation` that no thread has started.
    private static func makePieces(of preparation: Preparation) {
        while true {
            pool.lock.lock()
            let piece = preparation.started
            guard piece < preparation.pieces, let memory = preparation.memory else {
                pool.lock.unlock()
                return
            }
            preparation.started += 1
            pool.lock.unlock()
            let start = piece * populateChunk
            let bytes = UnsafeMutableRawBufferPointer(start: memory + start, count: min(populateChunk, preparation.count - start))
            populate(bytes)
            _ = bytes.initializeMemory(as: UInt32.self, repeating: preparation.word)
            pool.lock.lock()
            preparation.finished += 1
            if preparation.finished == preparation.pieces { pool.lock.broadcast() }
            pool.lock.unlock()
        }
    }

    /// Waits for the buffer being prepared, if any (for tests).
    static func waitForPrepared() {
        pool.lock.lock()
        while pool.preparing != nil { pool.lock.wait() }
        pool.lock.unlock()
    }

    /// The size of the prepared buffer no canvas has taken, if any (for tests).
    static var preparedSize: Int? {
        pool.lock.lock()
        defer { pool.lock.unlock() }
        return pool.prepared?.pixels.count
    }

    /// The sizes of the buffers kept for reuse, oldest first (for tests).
    static var keptSizes: [Int] {
        pool.lock.lock()
        defer { pool.lock.unlock() }
        return pool.kept.map(\.count)
    }

    /// Forgets every kept buffer and the prepared one (for tests).
    static func emptyPool() {
        waitForPrepared()
        pool.lock.lock()
        defer { pool.lock.unlock() }
        pool.kept.removeAll()
        pool.prepared = nil
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
            if count >= populateThreshold { populate(UnsafeMutableRawBufferPointer(buffer)) }
            buffer.withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: word) }
            initialized = count
        }
    }

    /// Makes the whole pages of `buffer` present, `populateChunk` bytes a call (see above).
    private static func populate(_ buffer: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: buffer.baseAddress!) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: buffer.baseAddress!) + buffer.count) & ~(page - 1)
            var piece = start
            while piece < end {
                let length = min(populateChunk, end - piece)
                _ = madvise(UnsafeMutableRawPointer(bitPattern: piece), length, MADV_POPULATE_WRITE)
                piece += length
            }
        #endif
    }
}
