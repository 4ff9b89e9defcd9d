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
/// Transparent huge pages (`MADV_HUGEPAGE`) were faster on most first renders here (22 ms against
/// 25.5 ms for the cards scene) but stalled one render in six or eight to 48 ms, when the kernel
/// compacted memory to find them: a batch wants the steady figure.
enum PixelBuffer {
    /// Buffers at least this large have their pages made present at once.
    static let populateThreshold = 4 << 20

    /// `count` zero bytes.
    static func zeroed(count: Int) -> [UInt8] {
        guard count >= populateThreshold else { return [UInt8](repeating: 0, count: count) }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            populate(buffer)
            buffer.baseAddress!.initialize(repeating: 0, count: count)
            initialized = count
        }
    }

    /// `count` bytes (a multiple of 4) holding `word` in every 4-byte pixel: written once, so a
    /// canvas cleared to an opaque background is not zeroed first.
    static func filled(count: Int, word: UInt32) -> [UInt8] {
        precondition(count % 4 == 0, "pixel storage holds whole pixels")
        if word == 0 { return zeroed(count: count) }
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
