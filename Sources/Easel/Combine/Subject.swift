import Foundation

/// A publisher that code can send values through (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers.
    func send(_ value: Output)
    /// Sends the end to the subscribers.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives a subscription to the subject.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Attaches `subject` as a subscriber: it receives the values the publisher has now.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        deliver({ subject.send($0) }, failure: { subject.send(completion: .failure($0)) })
        return AnyCancellable {}
    }
}
