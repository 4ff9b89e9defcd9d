import Foundation

/// One failure or new recording in the run's report, stored as `entry.json` in the snapshot's
/// artifacts folder (one file per entry, so parallel tests never write the same file) and
/// gathered into `index.html` and `manifest.json` by `SnapshotReport`.
public struct SnapshotReportEntry: Codable, Equatable, Sendable {
    /// What happened to the snapshot.
    public enum Status: String, Codable, Sendable {
        /// The snapshot did not match its golden.
        case failed
        /// A golden was written (missing, or record mode `all`/`failed`): look at it.
        case recorded
        /// There is no golden and record mode `never` kept it so.
        case missing
        /// No snapshot could be made (the view did not render, say because an image is missing,
        /// or two call sites claim the golden): nothing to compare or accept.
        case error
    }

    /// The run the entry belongs to (see `SnapshotRun`).
    public var run: String
    /// The golden folder.
    public var suite: String
    /// The snapshot's name (the golden's file name without extension).
    public var name: String
    /// What happened.
    public var status: Status
    /// The failure message.
    public var message: String
    /// The numbers that failed.
    public var measurements: [SnapshotDiff.Measurement]
    /// The golden file's absolute path.
    public var golden: String
    /// The golden's extension (`png` shows as images, anything else as text).
    public var pathExtension: String
    /// The artifacts folder's path relative to the artifacts directory (`Suite/name`).
    public var folder: String
    /// File names inside the folder: the golden as it was (nil when there was none), the new
    /// snapshot (nil for an error), the difference (nil when the strategy made none).
    public var expectedFile: String?, actualFile: String?, differenceFile: String?
    /// The test function and the assertion's `file:line`, when known.
    public var test: String?, callSite: String?
    /// Whether `actualFile` was already written over the golden (record modes).
    public var goldenWasWritten: Bool

    /// `Suite/name`: what `acceptFailedSnapshots(filter:)` matches.
    public var id: String { "\(suite)/\(name)" }

    /// An entry from its parts.
    package init(
        run: String, suite: String, name: String, status: Status, message: String, measurements: [SnapshotDiff.Measurement],
        golden: String, pathExtension: String, folder: String, expectedFile: String?, actualFile: String?,
        differenceFile: String?, test: String?, callSite: String?, goldenWasWritten: Bool
    ) {
        self.run = run; self.suite = suite; self.name = name; self.status = status; self.message = message
        self.measurements = measurements; self.golden = golden; self.pathExtension = pathExtension; self.folder = folder
        self.expectedFile = expectedFile; self.actualFile = actualFile; self.differenceFile = differenceFile
        self.test = test; self.callSite = callSite; self.goldenWasWritten = goldenWasWritten
    }
}
