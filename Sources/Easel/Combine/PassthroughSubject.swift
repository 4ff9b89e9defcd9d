import Foundation

/// A subject that passes on what is sent to it (Combine's `PassthroughSubject`). It holds no
/// value, so a new subscriber receives nothing, and what is sent later reaches no subscriber before
/// the picture is taken.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    /// A subject.
    public init() {}

    /// Delivers nothing.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    /// Accepted; a still image receives nothing later.
    public func send(_ input: Output) {}
    /// Accepted; a still image receives nothing later.
    public func send(completion: Subscribers.Completion<Failure>) {}
    /// Accepted.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
