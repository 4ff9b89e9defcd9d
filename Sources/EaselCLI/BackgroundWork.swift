import Foundation

/// Work started on another thread now, whose result is waited for later (`result()`), so that
/// independent parts of loading a scene overlap on a machine with several cores.
final class BackgroundWork<T>: @unchecked Sendable {  // `value` is written before `done` is signalled and read after
    private let done = DispatchSemaphore(value: 0)
    private var value: T?

    init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async {
            self.value = work()
            self.done.signal()
        }
    }

    /// The work's result, once it is done (waiting for it if need be).
    func result() -> T {
        done.wait()
        done.signal()
        return value!
    }
}
