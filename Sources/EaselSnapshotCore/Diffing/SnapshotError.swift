/// A failure of the snapshot machinery itself (no package root, unreadable golden, ...).
public struct SnapshotError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let message: String
    /// An error with a message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
