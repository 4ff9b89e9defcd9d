import Foundation

extension Subscribers {
    /// A subscriber that writes the values it receives to a property of an object (Combine's
    /// `Subscribers.Assign`).
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        /// Assign never fails.
        public typealias Failure = Never
        /// The object written to.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// A subscriber that writes to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Requests every value.
        public func receive(subscription: any Subscription) { subscription.request(.unlimited) }
        /// Writes the value.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }
        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) { object = nil }
        /// Lets go of the object.
        public func cancel() { object = nil }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]` (Combine's `assign(to:on:)`): the value the
    /// publisher has now is written at once.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }

    /// Writes each value to a `@Published` property (Combine's `assign(to: &$name)`): the value the
    /// publisher has now is written at once.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = ReceivedValue<Output>()
        deliver { box.value = $0 }
        if let received = box.value { published.value = received }
    }
}

/// The last value a subscriber received while subscribing.
final class ReceivedValue<Value> {
    var value: Value?
}
