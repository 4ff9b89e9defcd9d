import Foundation

/// The publisher of an `ObservableObject`'s coming changes, its default `objectWillChange`
/// (Combine's `ObservableObjectPublisher`). SwiftUI listens to it; a still image is drawn once, so
/// `send()` does nothing and a subscriber receives nothing.
public final class ObservableObjectPublisher: Publisher {
    /// `()` before each change.
    public typealias Output = Void
    /// It cannot fail.
    public typealias Failure = Never

    /// A publisher.
    public init() {}

    /// Delivers nothing: no change has been announced.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { subscriber.start() }

    /// Announces a change; a still image receives nothing later.
    public func send() {}
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher of the object's coming changes, which sends nothing in a still image.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
