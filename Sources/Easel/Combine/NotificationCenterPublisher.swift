import Foundation

extension NotificationCenter {
    /// A publisher of the notifications of a name (Combine's `NotificationCenter.Publisher`). None
    /// is posted to a still image, as in scripts: it delivers nothing.
    public struct Publisher: Easel.Publisher {
        /// A notification.
        public typealias Output = Notification
        /// It cannot fail.
        public typealias Failure = Never

        /// The notification center.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The object that posts them, or nil for any.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Delivers nothing.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never { subscriber.start() }
    }

    /// A publisher of the notifications named `name` (Combine's `publisher(for:object:)`): it
    /// delivers nothing to a still image.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
