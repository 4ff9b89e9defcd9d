import Foundation

/// Something that can be cancelled, such as a subscription (Combine's `Cancellable`).
public protocol Cancellable {
    /// Stops the activity. A still image's subscriptions receive nothing more anyway.
    func cancel()
}

/// A type-erased cancellable, which cancels when it is released (Combine's `AnyCancellable`).
/// View models keep them in a `Set<AnyCancellable>`.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// A cancellable that runs `cancel` when it is cancelled or released.
    public init(_ cancel: @escaping () -> Void) { self.action = cancel }

    /// A cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) { self.action = { canceller.cancel() } }

    deinit { action?() }

    /// Runs the cancel action once.
    public func cancel() {
        let a = action
        action = nil
        a?()
    }

    /// Keeps the cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps the cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Keeps the cancellable in `collection`, as an `AnyCancellable`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Keeps the cancellable in `set`, as an `AnyCancellable`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
