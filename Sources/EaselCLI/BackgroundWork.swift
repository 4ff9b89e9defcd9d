import Foundation

/// Work started on a thread of its own now, whose result is waited for later (`result()`), so
/// that independent parts of loading a scene overlap on a machine with several cores. A thread
/// rather than a dispatch queue: the caller may itself be a queue's work (the live preview's),
/// waiting for a pool that has no thread left for this.
final class BackgroundWork<T>: @unchecked Sendable {  // `value` is written before `done` is signalled and read after
    private let done = DispatchSemaphore(value: 0)
    private var value: T?

    init(_ work: @escaping @Sendable () -> T) {
        Thread {
            self.value = work()
            self.done.signal()
        }.start()
    }

    /// The work's result, once it is done (waiting for it if need be).
    func result() -> T {
        done.wait()
        done.signal()
        return value!
    }
}
