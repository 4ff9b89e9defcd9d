import Foundation

/// A subject that holds a value (Combine's `CurrentValueSubject`): a new subscriber receives the
/// value at once; `send(_:)` and setting `value` replace it, and reach no earlier subscriber before
/// the picture is taken.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    /// The value a new subscriber receives.
    public var value: Output

    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }

    /// Delivers the value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.start()
        _ = subscriber.receive(value)
    }
    /// Replaces the value.
    public func send(_ input: Output) { value = input }
    /// Accepted; a still image's publishers never finish.
    public func send(completion: Subscribers.Completion<Failure>) {}
    /// Accepted.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
