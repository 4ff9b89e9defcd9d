import Foundation

extension Publisher {
    /// Subscribes `subscriber` to this publisher through `each`, which gets each value with a
    /// function that sends to the subscriber, and returns an error to fail with (nil to go on).
    /// A failure of this publisher reaches the subscriber converted by `failure`; after a failure
    /// nothing more is sent.
    package func relay<S: Subscriber>(
        to subscriber: S, failure: @escaping (Failure) -> S.Failure,
        _ each: @escaping (Output, _ send: (S.Input) -> Void) -> S.Failure?
    ) {
        subscriber.start()
        var failed = false
        deliver(
            { value in
                guard !failed else { return }
                if let error = each(value, { _ = subscriber.receive($0) }) {
                    failed = true
                    subscriber.fail(error)
                }
            },
            failure: { error in
                guard !failed else { return }
                failed = true
                subscriber.fail(failure(error))
            })
    }

    /// `relay(to:failure:_:)` for a subscriber with this publisher's failure type.
    package func relay<S: Subscriber>(to subscriber: S, _ each: @escaping (Output, _ send: (S.Input) -> Void) -> S.Failure?)
    where S.Failure == Failure {
        relay(to: subscriber, failure: { $0 }, each)
    }
}
