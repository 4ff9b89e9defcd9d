import Foundation

/// Runs interpreter work on a thread with a large stack.
///
/// The evaluator recurses once per nested expression, view and call; in a debug build a level can
/// take several kilobytes of stack, so a deep (but legal, below the evaluator's limits) scene can
/// overflow the 8 MiB of a main thread. `Script.renders()` and `Script.checked(_:)` run their
/// work through `LargeStack.run`, which moves it to a thread with `size` bytes of stack (only the
/// pages touched are ever committed) unless the caller is already on such a thread.
enum LargeStack {
    /// Stack size of the threads it starts.
    static let size = 512 << 20
    private static let marker = "easel.largeStack"

    static func run<T>(_ body: () throws -> T) throws -> T {
        if Thread.current.threadDictionary[marker] != nil { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            // The thread holds the box, not the closure: the box lets go of the closure before
            // this call returns, as `withoutActuallyEscaping` requires.
            let box = LargeStackBox<T>()
            box.body = escapable
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                Thread.current.threadDictionary[marker] = true
                if let work = box.body { box.result = Result { try work() } }
                box.body = nil
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            // The thread may still hold the box for a moment after it signals: the result leaves
            // the box now, so that nothing the work made (views, scopes) outlives this call there.
            let result = box.result!
            box.result = nil
            return try result.get()
        }
    }

    /// Marks the calling thread as having a large stack (for threads a caller made itself).
    static func markCurrentThread() { Thread.current.threadDictionary[marker] = true }
}

/// The work handed to a large-stack thread and its result. Unchecked: the starting thread writes
/// `body` before the thread starts and reads `result` only after the semaphore says it finished,
/// so the two never touch it at once.
private final class LargeStackBox<T>: @unchecked Sendable {
    var body: (() throws -> T)?
    var result: Result<T, Error>?
}
