import Foundation
import EaselLayout

/// The lifecycle events of one render (`onAppear`, `task`, `onChange`): registered while views
/// are resolved, run after each pass's layout for the views that were placed, remembered across
/// passes so that each runs once per appearance and each change of a watched value is seen once.
final class LifecycleEvents {
    /// One registration in the current pass.
    struct Registration {
        let identity: String
        let event: LifecycleEvent
        let nodes: [ObjectIdentifier]
    }

    private var registrations: [Registration] = []
    /// Modifiers met so far in this pass at each path and kind: two `onAppear`s on one view share
    /// a path, and their order tells them apart.
    private var occurrences: [String: Int] = [:]
    /// Identities of the appear events that have run.
    private var appeared: Set<String> = []
    /// The value each watching event saw last.
    private var lastValues: [String: any Equatable] = [:]

    /// How the views report an error they keep aside rather than stop at (a script's), and
    /// forget it: set by `ContentWithKeptErrors`.
    var contentFailure: (failure: () -> (any Error)?, forget: () -> Void)?

    /// Whether any view of this pass registered an event.
    var isEmpty: Bool { registrations.isEmpty }

    /// Forgets the previous pass's registrations (not what ran).
    func beginPass() {
        registrations.removeAll(keepingCapacity: true)
        occurrences.removeAll(keepingCapacity: true)
    }

    /// Registers `event` for the view at `path`, made of `nodes`.
    func register(_ event: LifecycleEvent, at path: String, nodes: [LayoutNode]) {
        let key = path + "#" + event.kind
        let n = occurrences[key, default: 0]
        occurrences[key] = n + 1
        registrations.append(
            Registration(identity: n == 0 ? key : key + "\(n)", event: event, nodes: nodes.map(ObjectIdentifier.init)))
    }

    /// Runs the events due for the views placed in `root`, in SwiftUI's order: inner views before
    /// the views around them, a view's modifiers in the order they are written, and tasks after
    /// everything else. Returns the identities of those that ran (their effects need another
    /// pass). An action that fails, or a task that does not finish in time, stops there, and
    /// `warn` says so.
    func deliver(_ root: PlacedNode, warn: (String) -> Void) -> [String] {
        guard !registrations.isEmpty else { return [] }
        var placed = Set<ObjectIdentifier>()
        func walk(_ p: PlacedNode) {
            placed.insert(ObjectIdentifier(p.node))
            for c in p.children { walk(c) }
        }
        walk(root)
        var due: [(Registration, old: Any?, new: Any?)] = []
        for r in registrations where r.nodes.contains(where: placed.contains) {
            switch r.event.trigger {
            case .appear:
                if appeared.insert(r.identity).inserted { due.append((r, nil, nil)) }
            case .value(let value, let initial):
                guard let last = lastValues[r.identity] else {
                    lastValues[r.identity] = value
                    if initial { due.append((r, value, value)) }
                    continue
                }
                if last.isEqual(to: value) { continue }
                lastValues[r.identity] = value
                due.append((r, last, value))
            }
        }
        // SwiftUI starts the tasks after every appear and change action (a script's tasks are
        // plain actions, so the kind tells).
        let isTask = { (r: Registration) in r.event.kind == LifecycleEvent.taskKind }
        for (r, old, new) in due where !isTask(r) { run(r.event, old: old, new: new, warn: warn) }
        for (r, old, new) in due where isTask(r) { run(r.event, old: old, new: new, warn: warn) }
        return due.map { $0.0.identity }
    }

    private func run(_ event: LifecycleEvent, old: Any?, new: Any?, warn: (String) -> Void) {
        switch event.action {
        case .run(let action):
            do { try action(old, new) } catch { warn("\(event.kind)'s action stopped: \(error)") }
        case .await(let action):
            switch LifecycleEvents.wait(for: action, seconds: LifecycleEvent.taskTimeLimit) {
            case .finished: break
            case .failed(let error): warn("a task stopped: \(error)")
            case .timedOut:
                let limit = LifecycleEvent.taskTimeLimit.formatted(.number)
                warn("a task was still running after \(limit) s and was cancelled; the picture shows what it had done by then")
            }
        }
    }

    enum TaskOutcome {
        case finished, failed(Error), timedOut
    }

    /// Runs `action` as a detached task and blocks until it finishes or `seconds` pass (then it is
    /// cancelled). Detached, so that a render called on the main thread does not wait for itself.
    ///
    /// On the main thread, main-actor jobs run while it waits (`MainThreadWait`): a view's task
    /// is isolated to the main actor.
    static func wait(for action: @escaping () async throws -> Void, seconds: Double) -> TaskOutcome {
        final class Outcome: @unchecked Sendable {
            let done = DispatchSemaphore(value: 0)
            var error: Error?
        }
        struct Unchecked: @unchecked Sendable { let action: () async throws -> Void }
        let outcome = Outcome()
        let work = Unchecked(action: action)
        let task = Task.detached {
            do { try await work.action() } catch { outcome.error = error }
            outcome.done.signal()
        }
        guard MainThreadWait.wait(until: .now() + seconds, for: { outcome.done.wait(timeout: $0) == .success }) else {
            task.cancel()
            return .timedOut
        }
        return outcome.error.map(TaskOutcome.failed) ?? .finished
    }
}
