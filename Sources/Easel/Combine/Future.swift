import Foundation

/// A publisher of one value that a closure produces, possibly later (Combine's `Future`). The
/// closure runs at once, as in Combine; a subscriber receives the value if the closure has given
/// it by the time it subscribes (a result given later, after an asynchronous call, comes after
/// the picture).
public final class Future<Output, Failure: Error>: Publisher {
    /// The function the closure calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?

    /// Runs `attemptToFulfill` at once with the promise to call.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in
            if let self, self.result == nil { self.result = result }
        }
    }

    /// Delivers the value, or the failure, if the promise has been kept.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.start()
        switch result {
        case .success(let value): _ = subscriber.receive(value)
        case .failure(let error): subscriber.fail(error)
        case nil: break
        }
    }
}
