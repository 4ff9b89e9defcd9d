import Foundation

// Lifecycle events. SwiftUI runs these closures when a view appears, disappears or sees a value
// change; a still image shows the view at rest, before any of that, so Easel accepts them and
// never runs them. Each returns the view itself.
//
// SwiftUI's `onReceive(_:perform:)` is missing: it takes a Combine `Publisher`, and Linux has no
// Combine.
//
// SwiftUI declares `task`'s closure `@Sendable` (today `sending @isolated(any)`); both are safe
// there because SwiftUI's views are isolated to the main actor. Easel's `View` is not, so a
// `@Sendable` closure could not capture a view with `@State`, and a `sending` one could not be
// passed from a `body` whose other closures capture the view too (`.task { await load() }` would
// not compile). Easel's closure is a plain `@escaping () async -> Void`, which takes every closure
// SwiftUI's does.

extension View {
    /// SwiftUI runs `action` when the view appears. A still image shows the view at rest: the
    /// closure is not run.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// SwiftUI runs `action` when the view disappears. A still image shows the view at rest: the
    /// closure is not run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// SwiftUI starts `action` as a task when the view appears and cancels it when the view
    /// disappears. A still image shows the view at rest: the task is not started.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }

    /// SwiftUI starts `action` when the view appears and restarts it whenever `value` changes. A
    /// still image shows the view at rest: the task is not started.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping () async -> Void
    ) -> some View { self }

    /// SwiftUI runs `action` with the old and new value when `value` changes (and once on appearing
    /// when `initial` is true). A still image shows the view at rest: the closure is not run.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }

    /// SwiftUI runs `action` when `value` changes (and once on appearing when `initial` is true). A
    /// still image shows the view at rest: the closure is not run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// SwiftUI's older spelling, which runs `action` with the new value when `value` changes. A
    /// still image shows the view at rest: the closure is not run.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }

    /// SwiftUI runs `action` when the app is asked to open a URL. A still image opens nothing: the
    /// closure is not run.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
