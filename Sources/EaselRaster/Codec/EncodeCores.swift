import Foundation

/// Shares the machine's cores between the renders of one process and their PNG encodes.
///
/// A large image's encode deflates its bands on several threads (`PNGCodec.encode`). Alone it
/// takes every core; in a batch that already renders one file per core, each encode taking every
/// core too would put twice as many busy threads as cores on the machine. A batch runner marks
/// each render with `running(_:)`, and an encode then takes the cores the other running renders
/// leave: with 2 cores and 2 renders, one thread each; when the batch drains to its last file,
/// both. The bands, and so the file's bytes, stay the same.
package enum EncodeCores {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var renders = 0

    /// Runs `body` counted as one running render.
    package static func running<T>(_ body: () throws -> T) rethrows -> T {
        lock.withLock { renders += 1 }
        defer { lock.withLock { renders -= 1 } }
        return try body()
    }

    /// The renders running now.
    package static var runningRenders: Int { lock.withLock { renders } }

    /// The most threads an encode may use now: the cores shared equally between the running
    /// renders (at least 1), or every core when no render is counted.
    package static var threadLimit: Int { max(1, PNGCodec.cores / max(1, runningRenders)) }
}
