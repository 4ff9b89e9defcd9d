import Foundation

/// A publisher that delivers no value (Combine's `Empty`). It does not finish in a still image.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether Combine would finish at once; a still image's publishers never finish.
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher with the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Delivers nothing.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscriber.start() }
}
