import Foundation

/// A publisher whose type is hidden (Combine's `AnyPublisher`), made with
/// `eraseToAnyPublisher()`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeTo: (ClosureSubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let any = publisher as? AnyPublisher<Output, Failure> {
            self = any
        } else {
            subscribeTo = { publisher.subscribe($0) }
        }
    }

    /// Delivers the wrapped publisher's values.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.start()
        subscribeTo(ClosureSubscriber(value: { _ = subscriber.receive($0) }, failure: { subscriber.fail($0) }))
    }
}

extension Publisher {
    /// The publisher as an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
