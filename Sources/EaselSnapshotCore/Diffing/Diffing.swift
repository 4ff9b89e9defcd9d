import Foundation

/// How a snapshot format is stored in a golden file and compared with it: the second half of a
/// `Snapshotting` strategy.
///
/// ```swift
/// // Compare whole strings, storing them as UTF-8 text.
/// let exactText = Diffing<String>(
///     toData: { Data($0.utf8) },
///     fromData: { String(decoding: $0, as: UTF8.self) },
///     diff: { old, new in old == new ? .identical : .mismatch("the text changed") })
/// ```
public struct Diffing<Format> {
    /// The golden file's bytes for a value.
    public var toData: (Format) throws -> Data
    /// The value stored in a golden file; throws when the file cannot be read as this format.
    public var fromData: (Data) throws -> Format
    /// Compares the golden's value (`expected`) with the new one (`actual`).
    public var diff: (_ expected: Format, _ actual: Format) -> SnapshotDiff

    /// A diffing from its three parts.
    public init(
        toData: @escaping (Format) throws -> Data, fromData: @escaping (Data) throws -> Format,
        diff: @escaping (_ expected: Format, _ actual: Format) -> SnapshotDiff
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
