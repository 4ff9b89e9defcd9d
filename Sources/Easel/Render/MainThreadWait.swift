import Dispatch
import Foundation

/// Waiting on the main thread for work that may need the main actor.
///
/// A view's `.task` closure is isolated to the main actor, as SwiftUI's is (views are
/// `@MainActor`), so its jobs run on the main thread. A render that blocks the main thread while
/// it waits for such a task, or for a worker thread whose render waits for one, would wait until
/// its time limit. Waiting through `wait(until:for:)` runs the main actor's jobs meanwhile.
package enum MainThreadWait {
    /// Waits until `done(deadline)`, which blocks until the awaited work finishes or the deadline
    /// passes, returns true, or until `deadline`. On the main thread it waits in slices of a
    /// millisecond and, between them, runs the jobs enqueued on the main actor (through the main
    /// run loop, which drains the main queue). Inside a main-actor job (an `async` test on the main
    /// actor) the main queue cannot be drained: there it only waits.
    package static func wait(until deadline: DispatchTime = .distantFuture, for done: (DispatchTime) -> Bool) -> Bool {
        guard Thread.isMainThread else { return done(deadline) }
        while true {
            if done(min(deadline, .now() + .milliseconds(1))) { return true }
            if DispatchTime.now() >= deadline { return false }
            _ = RunLoop.main.run(mode: .default, before: Date())
        }
    }
}
