import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a file (`flock`), held while a closure runs: serialises writers of the
/// snapshot report across the threads of a test process and across test processes running in
/// parallel. The lock file is created if needed and left in place.
package enum FileLock {
    /// Runs `body` holding the lock on `url`. When the lock file cannot be opened, `body` runs
    /// unlocked (a report is not worth failing a test over).
    package static func withLock<T>(_ url: URL, _ body: () throws -> T) rethrows -> T {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(url.path, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
