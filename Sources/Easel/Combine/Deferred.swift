import Foundation

/// A publisher made when a subscriber subscribes (Combine's `Deferred`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The made publisher's values.
    public typealias Output = DeferredPublisher.Output
    /// The made publisher's failure.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that `createPublisher` makes for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Delivers the made publisher's values.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
