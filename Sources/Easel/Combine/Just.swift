import Foundation

/// A publisher of one value (Combine's `Just`): a new subscriber receives it at once.
public struct Just<Output>: Publisher {
    /// It cannot fail.
    public typealias Failure = Never

    /// The value delivered.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Delivers the value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.start()
        _ = subscriber.receive(output)
    }
}

extension Just: Equatable where Output: Equatable {}
