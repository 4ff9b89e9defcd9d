import Foundation

// The other operators scripts accept: those that pass a value on as it arrives (`prefix`, `share`,
// `print`, `retry`, `replaceEmpty`, `tryFilter`, `tryCompactMap`) and those that hold it
// (`scan`, `timeout`), which deliver nothing, as in scripts.

extension Publishers {
    /// Delivers the first values (Combine's `Publishers.Output`, from `prefix(_:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The positions of the values delivered.
        public let range: CountableRange<Int>

        /// The values of `upstream` at the positions in `range`.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        /// Delivers the values in the range.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var index = 0
            upstream.relay(to: subscriber) { value, send in
                if range.contains(index) { send(value) }
                index += 1
                return nil
            }
        }
    }

    /// Passes values on, subscribing once for all its subscribers (Combine's `Publishers.Share`).
    /// A still image's values flow while each subscriber subscribes, so each receives them.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public final let upstream: Upstream

        /// `upstream`, shared.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Delivers the upstream's values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }

        /// Shares are equal when they are the same object.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }

    /// Delivers values that satisfy a predicate that may throw (Combine's `Publishers.TryFilter`).
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// A thrown error, or the upstream's.
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// Whether a value is delivered.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// A publisher of `upstream`'s values that satisfy `isIncluded`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Delivers the values that satisfy the predicate.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.relay(to: subscriber, failure: { $0 }) { value, send in
                do {
                    if try isIncluded(value) { send(value) }
                    return nil
                } catch { return error }
            }
        }
    }

    /// Transforms each value with a closure that may throw, delivering the non-nil results
    /// (Combine's `Publishers.TryCompactMap`).
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// A thrown error, or the upstream's.
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output?

        /// A publisher of `upstream`'s values transformed, without the nil ones.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Delivers the non-nil transformed values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.relay(to: subscriber, failure: { $0 }) { value, send in
                do {
                    if let v = try transform(value) { send(v) }
                    return nil
                } catch { return error }
            }
        }
    }

    /// Delivers each value combined with the ones before (Combine's `Publishers.Scan`); as in
    /// scripts, nothing reaches a still image.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The value before the first.
        public let initialResult: Output
        /// Combines the result so far with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// The running results of `upstream`'s values.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }

    /// Fails or finishes when the upstream is quiet too long (Combine's `Publishers.Timeout`); as
    /// in scripts, nothing reaches a still image.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How long the upstream may be quiet.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where the time is measured.
        public let scheduler: Context

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }
}

extension Publisher {
    /// Delivers the first `maxLength` values (Combine's `prefix(_:)`).
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0..<Swift.max(0, maxLength))
    }

    /// The publisher, shared by its subscribers (Combine's `share()`).
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

    /// The publisher; Combine logs its events, a still image does not (Combine's `print(_:to:)`).
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Self { self }

    /// The publisher; Combine subscribes again after a failure (Combine's `retry(_:)`).
    public func retry(_ retries: Int) -> Self { self }

    /// The publisher; Combine delivers `output` if it finishes without a value, which no publisher
    /// does in a still image (Combine's `replaceEmpty(with:)`).
    public func replaceEmpty(with output: Output) -> Self { self }

    /// Delivers the values that satisfy `isIncluded`, failing with what it throws (Combine's
    /// `tryFilter(_:)`).
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Transforms each value, delivering the non-nil results and failing with what `transform`
    /// throws (Combine's `tryCompactMap(_:)`).
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    /// Delivers each value combined with the ones before (Combine's `scan(_:_:)`): nothing before
    /// the picture is taken, as in scripts.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Ends the publisher when it is quiet for `interval` (Combine's
    /// `timeout(_:scheduler:options:customError:)`): nothing before the picture is taken, as in
    /// scripts.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler)
    }
}
