import Foundation

/// A type that receives values from a publisher (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure> {
    /// The values it receives.
    associatedtype Input
    /// The error it may receive.
    associatedtype Failure: Error

    /// Called once, when the subscriber subscribes, with the subscription to request values from.
    func receive(subscription: any Subscription)
    /// Receives a value; returns how many more values it wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Receives the publisher's end: finished, or a failure.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Namespace of the subscribers and their values (Combine's `Subscribers`).
public enum Subscribers {
    /// How a publisher ended (Combine's `Subscribers.Completion`).
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher failed with an error.
        case failure(Failure)
    }

    /// How many values a subscriber wants (Combine's `Subscribers.Demand`).
    public struct Demand: Equatable, Hashable, Comparable, CustomStringConvertible, Sendable {
        let count: Int?
        init(count: Int?) { self.count = count }

        /// As many values as the publisher has.
        public static let unlimited = Demand(count: nil)
        /// No value.
        public static let none = Demand(count: 0)
        /// At most `value` values.
        public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

        /// The number of values, or nil for `unlimited`.
        public var max: Int? { count }

        /// `unlimited` is more than any count.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let a?, let b?): return a < b
            }
        }

        /// The two demands together.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count, let b = rhs.count else { return .unlimited }
            return .max(a + b)
        }

        /// `unlimited`, or `max(n)`.
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A subscriber's link to a publisher (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    /// Asks the publisher for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace of ready-made subscriptions (Combine's `Subscriptions`).
public enum Subscriptions {
    /// A subscription that does nothing when values are requested or it is cancelled.
    public static var empty: any Subscription { EmptySubscription() }
}

/// The subscription Easel's publishers give: values are delivered while subscribing, whatever is
/// requested.
struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// A subscriber made of closures, through which operators receive their upstream's values.
package final class ClosureSubscriber<Input, Failure: Error>: Subscriber {
    let value: (Input) -> Void
    let failure: (Failure) -> Void

    package init(value: @escaping (Input) -> Void, failure: @escaping (Failure) -> Void) {
        self.value = value
        self.failure = failure
    }

    package func receive(subscription: any Subscription) { subscription.request(.unlimited) }
    package func receive(_ input: Input) -> Subscribers.Demand {
        value(input)
        return .none
    }
    package func receive(completion: Subscribers.Completion<Failure>) {
        if case .failure(let error) = completion { failure(error) }
    }
}

extension Subscriber {
    /// Gives the subscriber its subscription, before an Easel publisher delivers its values.
    package func start() { receive(subscription: Subscriptions.empty) }
    /// Delivers a failure.
    package func fail(_ error: Failure) { receive(completion: .failure(error)) }
}
