import Foundation

/// `(0..<count).map(transform)` with the elements computed on every core: each by one thread,
/// into a slot of its own, so the result is in order and the same as the serial map's.
enum ConcurrentMap {
    static func map<T>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each iteration writes only its own element.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { i in
                (slots.baseAddress! + i).initialize(to: transform(i))
            }
            initialized = count
        }
    }
}
