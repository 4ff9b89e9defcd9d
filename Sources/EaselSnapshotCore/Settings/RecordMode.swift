import Foundation

/// When snapshot assertions write golden files, chosen with the `record:` parameter of an
/// assertion, else the enclosing `SnapshotSettings` scope (a suite's `.snapshotDefaults(record:)`,
/// `withSnapshotDefaults(record:)`), else the environment variable `EASEL_RECORD`
/// (`EASEL_RECORD=failed swift test`).
///
/// Every mode that writes a golden also fails the assertion, so a recording never passes
/// silently: look at the written file, then run the tests again. The failure (and each
/// recording) leaves its files under the artifacts directory until the snapshot passes.
///
/// | mode | golden missing | golden differs | golden identical |
/// | --- | --- | --- | --- |
/// | `missing` (default) | write, fail | fail | pass |
/// | `failed` | write, fail | overwrite, fail | pass |
/// | `all` | write, fail | overwrite, fail | pass, nothing written |
/// | `never` | fail | fail | pass |
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write a golden only when there is none yet (the default).
    case missing
    /// Write every golden that is missing or not identical to the new snapshot (one that is
    /// identical is left alone and passes).
    case all
    /// Overwrite a golden that does not match (and write missing ones).
    case failed
    /// Never write a golden; a missing golden is a failure.
    case never

    /// The name of the environment variable that selects the mode.
    public static let environmentKey = "EASEL_RECORD"

    /// The mode named by `EASEL_RECORD` in `environment`: `.missing` when the variable is unset
    /// or empty; nil when it names no mode (the assertion reports that as a failure).
    /// Case and surrounding spaces are ignored.
    public init?(environment: [String: String]) {
        let raw = (environment[RecordMode.environmentKey] ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        if raw.isEmpty {
            self = .missing
        } else if let mode = RecordMode(rawValue: raw) {
            self = mode
        } else {
            return nil
        }
    }
}
