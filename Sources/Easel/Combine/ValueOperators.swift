import Foundation

// The operators that work on a value as it arrives: a subscriber receives what they make of the
// values a publisher has at subscription.

extension Publishers {
    /// Transforms each value (Combine's `Publishers.Map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// A publisher of `upstream`'s values transformed.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Delivers the transformed values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { value, send in
                send(transform(value))
                return nil
            }
        }
    }

    /// Transforms each value with a closure that may throw (Combine's `Publishers.TryMap`).
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// A thrown error, or the upstream's.
        public typealias Failure = any Error
        /// The publisher transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output

        /// A publisher of `upstream`'s values transformed; it fails with what `transform` throws.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Delivers the transformed values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.relay(to: subscriber, failure: { $0 }) { value, send in
                do {
                    send(try transform(value))
                    return nil
                } catch { return error }
            }
        }
    }

    /// Transforms each value and delivers the non-nil results (Combine's `Publishers.CompactMap`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output?

        /// A publisher of `upstream`'s values transformed, without the nil ones.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Delivers the non-nil transformed values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { value, send in
                if let v = transform(value) { send(v) }
                return nil
            }
        }
    }

    /// Delivers the values that satisfy a predicate (Combine's `Publishers.Filter`).
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher filtered.
        public let upstream: Upstream
        /// Whether a value is delivered.
        public let isIncluded: (Upstream.Output) -> Bool

        /// A publisher of `upstream`'s values that satisfy `isIncluded`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Delivers the values that satisfy the predicate.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { value, send in
                if isIncluded(value) { send(value) }
                return nil
            }
        }
    }

    /// Delivers a value only if it differs from the one before (Combine's
    /// `Publishers.RemoveDuplicates`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Whether two values count as the same.
        public let predicate: (Output, Output) -> Bool

        /// A publisher of `upstream`'s values without repeats.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Delivers the values that differ from the one before.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var last: Output?
            upstream.relay(to: subscriber) { value, send in
                if let l = last, predicate(l, value) { return nil }
                last = value
                send(value)
                return nil
            }
        }
    }

    /// Drops values while a predicate holds, then delivers the rest (Combine's
    /// `Publishers.DropWhile`).
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Whether a value is still dropped.
        public let predicate: (Output) -> Bool

        /// A publisher of `upstream`'s values from the first that fails `predicate`.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Delivers the values from the first that fails the predicate.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var dropping = true
            upstream.relay(to: subscriber) { value, send in
                if dropping, predicate(value) { return nil }
                dropping = false
                send(value)
                return nil
            }
        }
    }

    /// Passes values on unchanged; Combine runs the closures on the publisher's events (Combine's
    /// `Publishers.HandleEvents`). As in scripts, a still image does not run them.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream

        /// A publisher of `upstream`'s values.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Delivers the upstream's values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { value, send in
                send(value)
                return nil
            }
        }
    }
}

extension Publisher {
    /// Transforms each value (Combine's `map(_:)`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value with a closure that may throw; the publisher fails with what it
    /// throws (Combine's `tryMap(_:)`).
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Transforms each value, delivering the non-nil results (Combine's `compactMap(_:)`).
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Delivers the values that satisfy `isIncluded` (Combine's `filter(_:)`).
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Delivers a value only if `predicate` says it differs from the one before (Combine's
    /// `removeDuplicates(by:)`).
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Drops values while `predicate` holds (Combine's `drop(while:)`).
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Passes values on; the closures, which Combine runs on the publisher's events, do not run in
    /// a still image, as in scripts (Combine's `handleEvents`).
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self)
    }

    /// Decodes each value with `decoder`; the publisher fails with a decoding error (Combine's
    /// `decode(type:decoder:)`).
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> Publishers.TryMap<Self, Item> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }
}

extension Publisher where Output: Equatable {
    /// Delivers a value only if it differs from the one before (Combine's `removeDuplicates()`).
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publisher {
    /// Replaces nil values with `output` (Combine's `replaceNil(with:)`).
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}

/// A decoder of values from data (Combine's `TopLevelDecoder`): `JSONDecoder` and
/// `PropertyListDecoder` are ones.
public protocol TopLevelDecoder {
    /// What it decodes from (`Data`).
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
