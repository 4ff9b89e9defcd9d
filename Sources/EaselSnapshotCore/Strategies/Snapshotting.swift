import Foundation

/// A snapshot strategy: how a value of type `Value` becomes a `Format` that is stored in a golden
/// file (`pathExtension`) and compared with it (`diffing`).
///
/// Easel ships `.image` (PNG, compared pixel by pixel; `ImageSnapshotting.swift`), `.layout`
/// (frames as JSON, compared as text; `LayoutSnapshotting.swift`) and `.lines` (any text). A
/// strategy of your own is a `Diffing` for its format and a function producing it; or a
/// `pullback` of an existing strategy:
///
/// ```swift
/// extension Snapshotting where Value == Receipt, Format == String {
///     /// A receipt as the lines it prints.
///     static let printed = Snapshotting<String, String>.lines.pullback { (r: Receipt) in r.printedText }
/// }
/// assertSnapshot(of: receipt, as: .printed)      // golden/<Suite>/<test>.1.txt
/// ```
public struct Snapshotting<Value, Format> {
    /// The golden file's extension, without the dot (`png`, `json`, `txt`).
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the format from a value; throwing fails the snapshot with the error.
    public var snapshot: (Value) throws -> Format

    /// A strategy from its parts.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy for another type of value, converted to `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}
