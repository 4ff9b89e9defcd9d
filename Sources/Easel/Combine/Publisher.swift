import Foundation

// Combine for still images (docs/Differences.md, "Combine in compiled code"). A publisher gives a
// new subscriber, synchronously while it subscribes, the values it has then — a `@Published`
// property's current value, `Just`'s value, a `CurrentValueSubject`'s value — through the
// operators that work on a value at once; operators that wait (`debounce`, `throttle`, `delay`,
// `receive(on:)`, `collect`) or drop it (`dropFirst`) deliver nothing, as on a device before the
// picture is taken. Nothing is delivered later (a subject's `send(_:)`, a property's change,
// timers, notifications and data tasks reach no one) and no publisher finishes, as in scripts
// (Sources/EaselScript/Foundation/CombinePipelines.swift).

/// A type that delivers values to subscribers (Combine's `Publisher`).
///
/// Easel's publishers deliver, while a subscriber subscribes, the values they hold then, and
/// nothing afterwards: a still image is taken before anything else happens.
public protocol Publisher<Output, Failure> {
    /// The values the publisher delivers.
    associatedtype Output
    /// The error the publisher may fail with (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber` to the publisher and delivers it the values the publisher has now.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to the publisher (Combine's `subscribe(_:)`).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Subscribes with closures, for the operators: the values and the failure the publisher
    /// delivers now.
    package func deliver(
        _ value: @escaping (Output) -> Void, failure: @escaping (Failure) -> Void = { _ in }
    ) {
        subscribe(ClosureSubscriber<Output, Failure>(value: value, failure: failure))
    }
}

/// Namespace of the publishers that operators return (Combine's `Publishers`).
public enum Publishers {}
