import Foundation

/// A publisher that fails at once with an error (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error delivered.
    public let error: Failure

    /// A publisher that fails with `error`.
    public init(error: Failure) { self.error = error }

    /// A publisher of `Output` values that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) { self.error = failure }

    /// Delivers the failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.start()
        subscriber.fail(error)
    }
}
