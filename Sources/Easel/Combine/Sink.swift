import Foundation

extension Subscribers {
    /// A subscriber that runs closures with the values and the end it receives (Combine's
    /// `Subscribers.Sink`). Publishers never finish in a still image: `receiveCompletion` runs
    /// only for a failure.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Runs with each value received.
        public let receiveValue: (Input) -> Void
        /// Runs with the failure received.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        /// A sink with the two closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Requests every value.
        public func receive(subscription: any Subscription) { subscription.request(.unlimited) }
        /// Runs `receiveValue`.
        public func receive(_ input: Input) -> Subscribers.Demand {
            receiveValue(input)
            return .none
        }
        /// Runs `receiveCompletion`.
        public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
        /// Does nothing: nothing is delivered after subscribing.
        public func cancel() {}
    }
}

extension Publisher {
    /// Subscribes with closures for the values and the end (Combine's
    /// `sink(receiveCompletion:receiveValue:)`). The values the publisher has now are received at
    /// once; a still image receives nothing later, and publishers never finish.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values (Combine's `sink(receiveValue:)`): the values the
    /// publisher has now are received at once; a still image receives nothing later.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
