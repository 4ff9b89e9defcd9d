import Foundation

// The operators that hold a value past the moment of subscription (or drop it): a still image,
// taken before they let it go, receives nothing through them, as in scripts.

extension Publishers {
    /// Delivers a value once the upstream has been quiet for a time (Combine's
    /// `Publishers.Debounce`); nothing reaches a still image.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How long the upstream must be quiet.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }

    /// Delivers at most one value per interval (Combine's `Publishers.Throttle`); nothing reaches
    /// a still image.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The interval.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// Whether the latest or the first value of an interval is delivered.
        public let latest: Bool

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }

    /// Delivers values after a delay (Combine's `Publishers.Delay`); nothing reaches a still image.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }

    /// Delivers values on a scheduler, later (Combine's `Publishers.ReceiveOn`); nothing reaches a
    /// still image.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Where values are delivered.
        public let scheduler: Context

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }

    /// Subscribes on a scheduler, later (Combine's `Publishers.SubscribeOn`); nothing reaches a
    /// still image.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Where the subscription is made.
        public let scheduler: Context

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }

    /// Delivers all values as one array when the upstream finishes (Combine's `Publishers.Collect`);
    /// publishers never finish in a still image, so nothing is delivered.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// The upstream's values, together.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }

    /// Drops the first values (Combine's `Publishers.Drop`, from `dropFirst(_:)`): the value a
    /// subscriber receives at once is dropped, as in scripts.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How many values are dropped.
        public let count: Int

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
    }
}

extension Publisher {
    /// Delivers a value once the publisher has been quiet for `dueTime` (Combine's
    /// `debounce(for:scheduler:options:)`): nothing before the picture is taken.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }

    /// Delivers at most one value per `interval` (Combine's `throttle(for:scheduler:latest:)`):
    /// nothing before the picture is taken.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Delivers values after `interval` (Combine's `delay(for:tolerance:scheduler:options:)`):
    /// nothing before the picture is taken.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }

    /// Delivers values on `scheduler` (Combine's `receive(on:options:)`): later, so nothing before
    /// the picture is taken.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }

    /// Subscribes on `scheduler` (Combine's `subscribe(on:options:)`): later, so nothing before the
    /// picture is taken.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }

    /// Delivers every value as one array when the publisher finishes (Combine's `collect()`):
    /// nothing, as publishers never finish in a still image.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    /// Drops the first `count` values (Combine's `dropFirst(_:)`): the value a subscriber receives
    /// at once is dropped, so nothing is delivered before the picture is taken.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
}
