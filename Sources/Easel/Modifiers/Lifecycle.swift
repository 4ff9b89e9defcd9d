import Foundation
import EaselLayout

// Lifecycle events. A picture shows the screen once it has appeared, as Xcode's previews and a
// hosting controller in a window do: `onAppear` actions run once for each view that is on screen
// (placed: not the rows a lazy stack leaves past the screen, not an unselected tab, not a branch
// that is not taken), `.task` runs once (again when its `id` changes), and `onChange` runs when a
// value it watches changes between passes of the render (and once on appearing with `initial`).
// The render then evaluates the views again with what the actions changed, until nothing changes
// (`RenderSession.run`). Work they send for later — `DispatchQueue.main.async`, timers, a `Task`
// that sleeps past the task time limit — does not reach the picture. `onDisappear` never runs:
// nothing disappears in a still image.
//
// `onReceive(_:perform:)` takes a Combine publisher (Sources/Easel/Combine) and, as in scripts,
// never runs its action: SwiftUI runs it for what the publisher sends after the view appears
// (a timer's tick, a notification, a subject's value), which comes after the picture.
//
// SwiftUI declares `task`'s closure `@Sendable` (today `sending @isolated(any)`); both are safe
// there because SwiftUI's views are isolated to the main actor. Easel's `View` is not, so a
// `@Sendable` closure could not capture a view with `@State`, and a `sending` one could not be
// passed from a `body` whose other closures capture the view too (`.task { await load() }` would
// not compile). Easel's closure is a plain `@escaping () async -> Void`, which takes every closure
// SwiftUI's does.

nonisolated extension View {
    /// Runs `action` once when the view appears (is placed on the screen), before the picture is
    /// taken; what it changes shows in the picture.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        lifecycle(LifecycleEvent(kind: "onAppear", trigger: .appear, action: .run { _, _ in action?() }))
    }

    /// SwiftUI runs `action` with each value `publisher` sends while the view is on screen. What
    /// publishers send comes after the picture is taken (docs/Differences.md): the closure is not
    /// run, as in scripts.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }

    /// SwiftUI runs `action` when the view disappears. Nothing disappears in a still image: the
    /// closure is not run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` once when the view appears and waits for it to finish (up to 2 seconds)
    /// before the picture is taken; what it changes shows in the picture. A task still running
    /// then is cancelled, and the render warns.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        lifecycle(LifecycleEvent(kind: LifecycleEvent.taskKind, trigger: .appear, action: .await { await action() }))
    }

    /// Runs `action` when the view appears, and again whenever `value` changes between passes of
    /// the render (an `onAppear` that sets it, say), waiting for it as `task(priority:_:)` does.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping () async -> Void
    ) -> some View {
        lifecycle(LifecycleEvent(kind: LifecycleEvent.taskKind, trigger: .value(value, initial: true), action: .await { await action() }))
    }

    /// Runs `action` with the old and new value when `value` changes between passes of the render
    /// (an `onAppear` or a task that sets it), and once on appearing, with the value as both, when
    /// `initial` is true.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        lifecycle(
            LifecycleEvent(
                kind: "onChange", trigger: .value(value, initial: initial),
                action: .run { old, new in action(old as! V, new as! V) }))
    }

    /// Runs `action` when `value` changes between passes of the render, and once on appearing
    /// when `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        lifecycle(LifecycleEvent(kind: "onChange", trigger: .value(value, initial: initial), action: .run { _, _ in action() }))
    }

    /// SwiftUI's older spelling, which runs `action` with the new value when `value` changes
    /// between passes of the render.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        lifecycle(LifecycleEvent(kind: "onChange", trigger: .value(value, initial: false), action: .run { _, new in action(new as! V) }))
    }

    /// SwiftUI runs `action` when the app is asked to open a URL. A still image opens nothing: the
    /// closure is not run.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Attaches a lifecycle event to the view: for the script front end, whose actions can fail
    /// (the render then warns and goes on).
    package func lifecycle(_ event: LifecycleEvent) -> some View { modifier(LifecycleModifier(event: event)) }
}

/// What a lifecycle modifier does, and when.
package struct LifecycleEvent {
    /// When the action runs.
    package enum Trigger {
        /// Once, when the view first appears.
        case appear
        /// When the view first appears if `initial`, then whenever the value changes from one pass
        /// of the render to the next.
        case value(any Equatable, initial: Bool)
    }

    /// The action, given the old and new value (nil for `appear`).
    package enum Action {
        /// Runs at once; an error stops it, and the render warns.
        case run((_ old: Any?, _ new: Any?) throws -> Void)
        /// Runs as a task the render waits for.
        case await(() async throws -> Void)
    }

    /// The modifier's SwiftUI name ("onAppear", "task", "onChange"), for identities and messages.
    package let kind: String
    /// How long a render waits for a `task`, in seconds, before it cancels it and takes the
    /// picture.
    package static let taskTimeLimit: Double = 2
    /// The kind of `task`, which runs after the other events.
    package static let taskKind = "task"
    package let trigger: Trigger
    package let action: Action

    package init(kind: String, trigger: Trigger, action: Action) {
        self.kind = kind
        self.trigger = trigger
        self.action = action
    }
}

/// Registers its event with the render session against the nodes of the view it modifies; the
/// session runs it once those nodes are placed.
nonisolated struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let event: LifecycleEvent

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        // Registered after the content, so that an inner view's actions run before an outer
        // one's, and a view's modifiers in the order they are written, as in SwiftUI.
        let nodes = content(ctx)
        ctx.session.lifecycle.register(event, at: ctx.path, nodes: nodes)
        return nodes
    }
}
