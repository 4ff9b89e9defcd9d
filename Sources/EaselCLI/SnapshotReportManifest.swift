/// A snapshot report's `manifest.json` (what a failing snapshot test run leaves in its
/// artifacts folder, and `acceptFailedSnapshots` reads), as `easel merge` reads and writes it.
///
/// This is the format of EaselTesting's `SnapshotReport.Manifest`, version 1, declared again here
/// because the `easel` command does not link EaselTesting (which links XCTest and Swift Testing);
/// a test in EaselCLITests encodes the library's type and merges it, so the two cannot drift apart.
struct SnapshotReportManifest: Codable, Equatable, Sendable {
    /// The version this easel reads and writes.
    static let currentVersion = 1

    /// One failed or newly recorded snapshot.
    struct Item: Codable, Equatable, Sendable {
        /// `Suite/name`.
        var id: String
        /// `failed`, `recorded` or `missing`.
        var status: String
        /// The new snapshot's absolute path.
        var actual: String
        /// The golden's absolute path.
        var golden: String
    }

    /// The format's version.
    var version = Self.currentVersion
    /// The test run the entries belong to.
    var run: String
    /// The entries, sorted by id.
    var items: [Item]
}
