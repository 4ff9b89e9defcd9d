import Foundation

// The operators that handle a publisher's failure.

extension Publishers {
    /// Delivers a value in place of a failure (Combine's `Publishers.ReplaceError`).
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// It cannot fail.
        public typealias Failure = Never
        /// The publisher.
        public let upstream: Upstream
        /// The value delivered on a failure.
        public let output: Upstream.Output

        /// A publisher of `upstream`'s values and `output` in place of its failure.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Delivers the values, and the replacement on a failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            subscriber.start()
            upstream.deliver({ _ = subscriber.receive($0) }, failure: { _ in _ = subscriber.receive(output) })
        }
    }

    /// Replaces a failure with another publisher (Combine's `Publishers.Catch`).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The new publisher's failure.
        public typealias Failure = NewPublisher.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Makes the publisher that follows a failure.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// A publisher of `upstream`'s values, then, on a failure, those of `handler`'s publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Delivers the values, and the new publisher's on a failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            upstream.deliver(
                { _ = subscriber.receive($0) },
                failure: { handler($0).deliver({ _ = subscriber.receive($0) }, failure: { subscriber.fail($0) }) })
        }
    }

    /// Converts the failure (Combine's `Publishers.MapError`).
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The publisher.
        public let upstream: Upstream
        /// The conversion.
        public let transform: (Upstream.Failure) -> Failure

        /// A publisher of `upstream`'s values whose failure is converted by `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Delivers the values and the converted failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber, failure: transform) { value, send in
                send(value)
                return nil
            }
        }
    }

    /// Gives a publisher that cannot fail a failure type (Combine's `Publishers.SetFailureType`).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The publisher.
        public let upstream: Upstream

        /// `upstream` with the failure type `Failure`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Delivers the values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            upstream.deliver { _ = subscriber.receive($0) }
        }
    }
}

extension Publisher {
    /// Delivers `output` in place of a failure (Combine's `replaceError(with:)`).
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Follows a failure with the publisher `handler` makes (Combine's `catch(_:)`).
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Converts the failure (Combine's `mapError(_:)`).
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// The publisher with the failure type `failureType` (Combine's `setFailureType(to:)`).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }

    /// The publisher itself: it cannot fail (Combine's `assertNoFailure`).
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Self { self }
}
