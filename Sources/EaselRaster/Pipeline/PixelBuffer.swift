#if canImport(Glibc)
import Glibc
#endif

/// Zeroed pixel storage for canvases and layers.
///
/// A 2000 x 2000 canvas is 16 MB of fresh memory in a new process, and touching it page by page
/// (4,096 faults of 4 KB) made the first render of a process half as slow again as later ones,
/// which reuse memory the allocator kept. Buffers of several megabytes ask the kernel for
/// transparent huge pages before the first touch (`MADV_HUGEPAGE`, honoured where the system
/// allows it "on madvise", as Debian's default does), so the same memory arrives in 2 MB pages.
enum PixelBuffer {
    /// Buffers at least this large are worth huge pages.
    static let hugePageThreshold = 4 << 20

    /// `count` zero bytes.
    static func zeroed(count: Int) -> [UInt8] {
        guard count >= hugePageThreshold else { return [UInt8](repeating: 0, count: count) }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            #if canImport(Glibc)
            let huge = 2 << 20
            let start = (Int(bitPattern: buffer.baseAddress!) + huge - 1) & ~(huge - 1)
            let end = (Int(bitPattern: buffer.baseAddress!) + count) & ~(huge - 1)
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
            #endif
            buffer.baseAddress!.initialize(repeating: 0, count: count)
            initialized = count
        }
    }
}
