import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How a rendering process's heap gives memory back to the system.
///
/// A render frees its whole tree at once. With glibc's default trim threshold (128 KiB, raised
/// as large blocks are freed) that memory goes back to the system, and the next render in the
/// process takes it again page by page: about 460 page faults for the 10,000-node grid from
/// source, a quarter of its time (docs/Performance.md, stop 49). The `easel` command and the
/// benchmarks, which render one scene after another, keep up to `trimThreshold` bytes of freed
/// heap for the next render instead. The peak a render reaches is unchanged; the process keeps
/// it between renders. This is a process-wide setting, made by the executables, never by the
/// library on behalf of an app or a test runner.
package enum ProcessHeap {
    /// Freed heap kept for the next render (1 GiB).
    package static let trimThreshold: Int32 = 1 << 30

    /// glibc's `M_TRIM_THRESHOLD` parameter of `mallopt`.
    private static let mTrimThreshold: Int32 = -1

    /// Keeps freed heap memory in the process through glibc's `mallopt`, looked up at run time
    /// (Swift's Glibc module does not declare it); nothing where the C library has none.
    package static func keepFreedMemory() {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: Mallopt.self)(mTrimThreshold, trimThreshold)
        #endif
    }
}
