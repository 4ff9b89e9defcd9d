import Foundation

// The operators that combine publishers: what they make of the values the publishers have at
// subscription, delivered at once.

extension Publishers {
    /// The latest values of two publishers, once both have delivered one (Combine's
    /// `Publishers.CombineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Both values.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Delivers a pair whenever either publisher delivers, once both have.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            var first: A.Output?, second: B.Output?
            let emit = {
                if let first, let second { _ = subscriber.receive((first, second)) }
            }
            a.deliver(
                {
                    first = $0; emit()
                }, failure: { subscriber.fail($0) })
            b.deliver(
                {
                    second = $0; emit()
                }, failure: { subscriber.fail($0) })
        }
    }

    /// The latest values of three publishers, once all have delivered one (Combine's
    /// `Publishers.CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The three values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// The latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Delivers a triple whenever one publisher delivers, once all have.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Map(upstream: CombineLatest<CombineLatest<A, B>, C>(CombineLatest(a, b), c)) { ($0.0.0, $0.0.1, $0.1) }
                .subscribe(subscriber)
        }
    }

    /// The latest values of four publishers, once all have delivered one (Combine's
    /// `Publishers.CombineLatest4`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The four values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// The fourth publisher.
        public let d: D

        /// The latest values of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Delivers a quadruple whenever one publisher delivers, once all have.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Map(upstream: CombineLatest<CombineLatest3<A, B, C>, D>(CombineLatest3(a, b, c), d)) {
                ($0.0.0, $0.0.1, $0.0.2, $0.1)
            }
            .subscribe(subscriber)
        }
    }

    /// The values of many publishers of one type, as they come (Combine's `Publishers.MergeMany`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The publishers' values.
        public typealias Output = Upstream.Output
        /// The publishers' failure.
        public typealias Failure = Upstream.Failure
        /// The publishers.
        public let publishers: [Upstream]

        /// The values of `upstream`.
        public init(_ upstream: Upstream...) { self.publishers = upstream }
        /// The values of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { self.publishers = Array(upstream) }

        /// Delivers each publisher's values in turn.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            for p in publishers { p.deliver({ _ = subscriber.receive($0) }, failure: { subscriber.fail($0) }) }
        }
    }

    /// The values of two publishers, paired in order (Combine's `Publishers.Zip`).
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A value of each.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The values of `a` and `b`, paired.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Delivers a pair once each publisher has delivered its next value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            var firsts: [A.Output] = [], seconds: [B.Output] = []
            let emit = {
                while !firsts.isEmpty, !seconds.isEmpty { _ = subscriber.receive((firsts.removeFirst(), seconds.removeFirst())) }
            }
            a.deliver(
                {
                    firsts.append($0); emit()
                }, failure: { subscriber.fail($0) })
            b.deliver(
                {
                    seconds.append($0); emit()
                }, failure: { subscriber.fail($0) })
        }
    }

    /// The values of two publishers, as they come (Combine's `Publishers.Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The publishers' values.
        public typealias Output = A.Output
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Delivers the first publisher's values, then the second's.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            a.deliver({ _ = subscriber.receive($0) }, failure: { subscriber.fail($0) })
            b.deliver({ _ = subscriber.receive($0) }, failure: { subscriber.fail($0) })
        }
    }

    /// The values of the publishers a transformation makes of each value (Combine's
    /// `Publishers.FlatMap`).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The new publishers' values.
        public typealias Output = NewPublisher.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How many new publishers may run at once.
        public let maxPublishers: Subscribers.Demand
        /// Makes a publisher of each value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// The values of the publishers `transform` makes of `upstream`'s values.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Delivers the values of each new publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            upstream.deliver(
                { transform($0).deliver({ _ = subscriber.receive($0) }, failure: { subscriber.fail($0) }) },
                failure: { subscriber.fail($0) })
        }
    }

    /// The values of one publisher, then another's (Combine's `Publishers.Concatenate`). The
    /// second follows only a first publisher that Combine finishes at once (`Just`, `Empty`, a
    /// sequence, as in `prepend(_:)`); the others do not finish before the picture is taken.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The publishers' values.
        public typealias Output = Suffix.Output
        /// The publishers' failure.
        public typealias Failure = Suffix.Failure
        /// The first publisher.
        public let prefix: Prefix
        /// The publisher that follows.
        public let suffix: Suffix

        /// `prefix`'s values, then `suffix`'s.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Delivers the prefix's values, then the suffix's.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            var failed = false
            prefix.deliver(
                { _ = subscriber.receive($0) },
                failure: {
                    failed = true; subscriber.fail($0)
                })
            guard !failed, prefix is any FinishesAtOnce else { return }
            suffix.deliver({ _ = subscriber.receive($0) }, failure: { subscriber.fail($0) })
        }
    }

    /// The elements of a sequence (Combine's `Publishers.Sequence`, `[1, 2].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The elements.
        public typealias Output = Elements.Element
        /// The sequence.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Delivers the elements.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.start()
            for element in sequence { _ = subscriber.receive(element) }
        }
    }
}

extension Sequence {
    /// A publisher of the elements (Combine's `Sequence.publisher`).
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher {
    /// The latest values of this publisher and `other`, once both have delivered (Combine's
    /// `combineLatest(_:)`).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// What `transform` makes of the latest values of this publisher and `other` (Combine's
    /// `combineLatest(_:_:)`).
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher, `b` and `c` (Combine's `combineLatest(_:_:)`).
    public func combineLatest<B: Publisher, C: Publisher>(
        _ b: B, _ c: C
    ) -> Publishers.CombineLatest3<Self, B, C> where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    /// The latest values of this publisher, `b`, `c` and `d` (Combine's `combineLatest(_:_:_:)`).
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(
        _ b: B, _ c: C, _ d: D
    ) -> Publishers.CombineLatest4<Self, B, C, D> where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d)
    }

    /// The values of this publisher and `other`, paired in order (Combine's `zip(_:)`).
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// The values of this publisher and `other` (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// The values of the publishers `transform` makes of each value (Combine's
    /// `flatMap(maxPublishers:_:)`).
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// `elements`, then this publisher's values (Combine's `prepend(_:)`).
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// `publisher`'s values, then this publisher's (Combine's `prepend(_:)`).
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// This publisher's values, then `elements` once it finishes (Combine's `append(_:)`).
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
}

/// A publisher that Combine finishes as soon as it has delivered its values, so that what is
/// concatenated to it follows.
protocol FinishesAtOnce {}
extension Publishers.Sequence: FinishesAtOnce {}
extension Just: FinishesAtOnce {}
extension Empty: FinishesAtOnce {}
