import Foundation

/// The run's report: every failed snapshot and new recording of the test run, gathered from the
/// `entry.json` each one leaves in its artifacts folder, and the goldens the run did not use
/// (`orphans.json`, see `SnapshotUsage`), into two files at the top of the artifacts directory:
/// - `index.html`, one self-contained page (`ReportPage`) to look at them;
/// - `manifest.json`, what `acceptFailedSnapshots(artifacts:filter:)` reads.
///
/// Both are rewritten, under a file lock (`<artifacts dir>.lock`) so that tests in parallel
/// threads or processes can add and remove entries, whenever an entry is added or removed.
/// When the last entry goes, they go too and the artifacts directory is removed: it holds
/// something only while a snapshot fails or a golden is orphaned. Entries of an earlier run (`SnapshotRun`) are
/// removed when a new run first verifies a snapshot in that directory.
public enum SnapshotReport {
    /// The page's file name.
    public static let indexFileName = "index.html"
    /// The manifest's file name.
    public static let manifestFileName = "manifest.json"
    /// Each entry's file name in its snapshot's folder.
    package static let entryFileName = "entry.json"

    /// `manifest.json`: where each entry's new snapshot and golden are.
    public struct Manifest: Codable, Equatable, Sendable {
        /// One snapshot to accept.
        public struct Item: Codable, Equatable, Sendable {
            /// `Suite/name`.
            public var id: String
            /// The entry's status (`failed`, `recorded`, `missing`).
            public var status: SnapshotReportEntry.Status
            /// The new snapshot's absolute path.
            public var actual: String
            /// The golden's absolute path.
            public var golden: String

            package init(id: String, status: SnapshotReportEntry.Status, actual: String, golden: String) {
                self.id = id
                self.status = status
                self.actual = actual
                self.golden = golden
            }
        }
        /// The format's version this library reads and writes.
        package static let currentVersion = 1
        /// The format's version (1).
        public var version = Manifest.currentVersion
        /// The run the entries belong to.
        public var run: String
        /// The entries, sorted by id.
        public var items: [Item]

        package init(run: String, items: [Item]) {
            self.run = run
            self.items = items
        }
    }

    /// What the report says about where a snapshot comes from.
    package struct Context {
        /// The run (see `SnapshotRun`).
        package var run: String
        /// The test function and the assertion's `file:line`, when known.
        package var test: String?, callSite: String?

        package init(run: String, test: String? = nil, callSite: String? = nil) {
            self.run = run
            self.test = test
            self.callSite = callSite
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var startedDirectories: Set<String> = []

    /// The lock file of an artifacts directory: beside it, so that the directory itself can
    /// come and go.
    package static func lockURL(_ artifacts: URL) -> URL {
        URL(fileURLWithPath: artifacts.standardizedFileURL.path + ".lock")
    }

    /// Removes entries of other runs the first time this process uses `artifacts`.
    package static func beginRunIfNeeded(_ artifacts: URL, run: String) {
        let key = artifacts.standardizedFileURL.path
        lock.lock()
        let first = startedDirectories.insert(key).inserted
        lock.unlock()
        guard first, FileManager.default.fileExists(atPath: key) else { return }
        FileLock.withLock(lockURL(artifacts)) {
            let stale = entries(in: artifacts).filter { $0.run != run }
            for entry in stale { ArtifactWriter.removeArtifacts(in: artifacts.appendingPathComponent(entry.folder)) }
            var changed = !stale.isEmpty
            if let orphans = SnapshotUsage.reportedOrphans(artifacts: artifacts), orphans.run != run {
                try? FileManager.default.removeItem(at: artifacts.appendingPathComponent(SnapshotUsage.orphansFileName))
                changed = true
            }
            if changed { regenerateLocked(artifacts) }
        }
    }

    /// Forgets which directories this process has begun a run in (for tests of run changes).
    package static func forgetStartedRuns() {
        lock.lock(); defer { lock.unlock() }
        startedDirectories.removeAll()
    }

    /// Adds (or replaces) `entry`, whose files are already in its folder, and rewrites the page
    /// and the manifest.
    package static func record(_ entry: SnapshotReportEntry, in artifacts: URL) throws {
        try FileLock.withLock(lockURL(artifacts)) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let url = artifacts.appendingPathComponent(entry.folder).appendingPathComponent(entryFileName)
            try encoder.encode(entry).write(to: url, options: .atomic)
            regenerateLocked(artifacts)
        }
    }

    /// Removes a snapshot's artifacts folder, if there is one, and its entry from the report.
    package static func remove(folder: URL, in artifacts: URL) {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        FileLock.withLock(lockURL(artifacts)) {
            ArtifactWriter.removeArtifacts(in: folder)
            regenerateLocked(artifacts)
        }
    }

    /// The entries recorded under `artifacts` (`<suite>/<name>/entry.json`), sorted by id.
    public static func entries(in artifacts: URL) -> [SnapshotReportEntry] {
        let fm = FileManager.default
        var out: [SnapshotReportEntry] = []
        for suite in (try? fm.contentsOfDirectory(atPath: artifacts.path)) ?? [] {
            let suiteURL = artifacts.appendingPathComponent(suite)
            for name in (try? fm.contentsOfDirectory(atPath: suiteURL.path)) ?? [] {
                let url = suiteURL.appendingPathComponent(name).appendingPathComponent(entryFileName)
                if let data = try? Data(contentsOf: url), let entry = try? JSONDecoder().decode(SnapshotReportEntry.self, from: data) {
                    out.append(entry)
                }
            }
        }
        return out.sorted { $0.id < $1.id }
    }

    /// Rewrites `index.html` and `manifest.json` from the entries, or removes them (and the
    /// directory, when empty) when there are none. The caller holds the lock.
    package static func regenerateLocked(_ artifacts: URL) {
        let fm = FileManager.default
        let index = artifacts.appendingPathComponent(indexFileName)
        let manifestURL = artifacts.appendingPathComponent(manifestFileName)
        let all = entries(in: artifacts)
        let orphans = SnapshotUsage.reportedOrphans(artifacts: artifacts)?.goldens ?? []
        guard !all.isEmpty || !orphans.isEmpty else {
            try? fm.removeItem(at: index)
            try? fm.removeItem(at: manifestURL)
            if let rest = try? fm.contentsOfDirectory(atPath: artifacts.path), rest.isEmpty { try? fm.removeItem(at: artifacts) }
            return
        }
        let run = all.first?.run ?? SnapshotUsage.reportedOrphans(artifacts: artifacts)?.run ?? ""
        let manifest = Manifest(
            run: run,
            items: all.compactMap { e in
                e.actualFile.map {
                    .init(
                        id: e.id, status: e.status, actual: artifacts.appendingPathComponent(e.folder).appendingPathComponent($0).path,
                        golden: e.golden)
                }
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try? encoder.encode(manifest).write(to: manifestURL, options: .atomic)
        let page = ReportPage.html(entries: all, orphans: orphans, run: run, artifacts: artifacts)
        try? Data(page.utf8).write(to: index, options: .atomic)
    }
}
