import Foundation
import Easel

/// Runs interpreter work on a thread with a large stack.
///
/// The evaluator recurses once per nested expression, view and call; in a debug build a level can
/// take several kilobytes of stack, so a deep (but legal, below the evaluator's limits) scene can
/// overflow the 8 MiB of a main thread. `Script.renders()` and `Script.checked(_:)` run their
/// work through `LargeStack.run`, which moves it to a thread with `size` bytes of stack (only the
/// pages touched are ever committed) unless the caller is already on such a thread.
///
/// The work goes to one long-lived thread (`Worker`) when it is idle, and to a new thread
/// otherwise (another caller's work on it). A script's load, previews and render started four threads,
/// every one a new stack whose touched pages were faulted in again, and a new thread's first
/// allocations went to a malloc arena another thread had just left.
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
            // Task-local values do not cross to another thread: the one the work reads is carried.
            let screen = UIScreen.beforeRender
            let work: @Sendable () -> Void = {
                if let work = box.body { box.result = UIScreen.$beforeRender.withValue(screen) { Result { try work() } } }
                box.body = nil
            }
            if let worker = Worker.idle() {
                worker.perform(work)
            } else {
                let done = DispatchSemaphore(value: 0)
                let thread = Thread {
                    Thread.current.threadDictionary[marker] = true
                    work()
                    done.signal()
                }
                thread.stackSize = size
                thread.start()
                done.wait()
            }
            // The thread may still hold the box for a moment after it signals: the result leaves
            // the box now, so that nothing the work made (views, scopes) outlives this call there.
            let result = box.result!
            box.result = nil
            return try result.get()
        }
    }

    /// Marks the calling thread as having a large stack (for threads a caller made itself).
    static func markCurrentThread() { Thread.current.threadDictionary[marker] = true }

    /// The long-lived large-stack thread: it runs one caller's work at a time, handed over and
    /// finished through semaphores (which order the work's reads and writes of the box with the
    /// caller's).
    private final class Worker: @unchecked Sendable {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var shared: Worker?
        nonisolated(unsafe) private static var busy = false

        private let start = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        private var work: (@Sendable () -> Void)?

        /// The worker, marked busy, when no other caller's work is on it (made the first time).
        static func idle() -> Worker? {
            lock.lock()
            defer { lock.unlock() }
            if busy { return nil }
            busy = true
            if let shared { return shared }
            let w = Worker()
            let thread = Thread { [w] in
                LargeStack.markCurrentThread()
                while true {
                    w.start.wait()
                    w.work?()
                    w.work = nil
                    w.done.signal()
                }
            }
            thread.stackSize = LargeStack.size
            thread.start()
            shared = w
            return w
        }

        /// Runs `work` on the worker's thread and waits for it; the worker is then idle again.
        func perform(_ work: @escaping @Sendable () -> Void) {
            self.work = work
            start.signal()
            done.wait()
            Worker.lock.lock()
            Worker.busy = false
            Worker.lock.unlock()
        }
    }
}

/// The work handed to a large-stack thread and its result. Unchecked: the starting thread writes
/// `body` before the thread starts and reads `result` only after the semaphore says it finished,
/// so the two never touch it at once.
private final class LargeStackBox<T>: @unchecked Sendable {
    var body: (() throws -> T)?
    var result: Result<T, Error>?
}
