import Foundation

/// What one snapshot verification found: `message` is nil when the snapshot passed and
/// otherwise says why it failed, ready to be reported by a test framework.
public struct SnapshotResult: Sendable {
    /// How the verification ended.
    public enum Outcome: Equatable, Sendable {
        /// The render matched the golden.
        case matched
        /// A golden was written (missing, or forced by `EASEL_RECORD=all`); the test fails.
        case recorded
        /// The render did not match the golden (wrong size or too many differing pixels).
        case mismatched
        /// Something stopped the check: the view did not render, a file could not be read or
        /// written, or `EASEL_RECORD` names no mode.
        case error
    }

    /// How the verification ended.
    public let outcome: Outcome
    /// Why the snapshot failed, or nil when it passed.
    public let message: String?
    /// The golden image's location, when it could be determined.
    public let goldenURL: URL?
    /// The pixel comparison, when a golden was compared with the render.
    public let comparison: ImageComparison?
    /// The failure artifacts, when they were written.
    public let artifacts: SnapshotArtifacts?
    /// Whether the golden file was written (recorded or overwritten).
    public let wroteGolden: Bool

    /// Whether the snapshot passed.
    public var passed: Bool { message == nil }

    /// A result with all its parts.
    public init(
        outcome: Outcome, message: String?, goldenURL: URL? = nil, comparison: ImageComparison? = nil,
        artifacts: SnapshotArtifacts? = nil, wroteGolden: Bool = false
    ) {
        self.outcome = outcome
        self.message = message
        self.goldenURL = goldenURL
        self.comparison = comparison
        self.artifacts = artifacts
        self.wroteGolden = wroteGolden
    }
}
