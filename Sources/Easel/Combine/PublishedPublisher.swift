import Foundation

extension Published {
    /// The publisher of a `@Published` property, `$name` (Combine's `Published.Publisher`): a new
    /// subscriber receives the property's current value at once; later changes are not delivered
    /// to a still image.
    public struct Publisher: Easel.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It cannot fail.
        public typealias Failure = Never

        /// The property's value when the publisher was read.
        package var value: Value

        package init(_ value: Value) { self.value = value }

        /// Delivers the property's current value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subscriber.start()
            _ = subscriber.receive(value)
        }
    }
}
