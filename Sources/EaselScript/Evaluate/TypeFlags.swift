import Foundation

/// A yes-or-no answer per Swift type, computed once (a protocol conformance check of a value's
/// dynamic type) and then read under a lock: scripts render on several threads in a batch.
final class TypeFlags: @unchecked Sendable {
    private var answers: [ObjectIdentifier: Bool] = [:]
    private let lock = NSLock()

    /// The answer for `type`, computing it with `compute` the first time.
    func answer(for type: Any.Type, _ compute: () -> Bool) -> Bool {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let known = answers[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        answers[key] = value
        lock.unlock()
        return value
    }
}
