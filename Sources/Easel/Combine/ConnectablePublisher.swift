import Foundation

/// A publisher that starts when it is connected (Combine's `ConnectablePublisher`), such as a
/// timer's.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected when a subscriber subscribes (Combine's `autoconnect()`).
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher that connects when a subscriber subscribes (Combine's
    /// `Publishers.Autoconnect`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public final let upstream: Upstream

        /// `upstream`, connected on subscription.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects the upstream and delivers its values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
            _ = upstream.connect()
        }
    }
}
