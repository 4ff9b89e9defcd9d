import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which goldens a test run used, so that goldens no test uses any more (orphans) can be listed
/// in the run's report and removed by `easel snapshots prune`.
///
/// Every verified snapshot adds its golden to `<artifacts dir>.used` (beside the artifacts
/// directory, like the lock, so that the directory itself still holds something only while a
/// snapshot fails). The file belongs to one run (`SnapshotRun`): the first snapshot of a new run
/// starts it afresh. Lines are `run <id>`, `command <the run's command line>`, `root <golden
/// directory>` and `used <golden path>`, tab-separated.
///
/// When a test process that verified snapshots exits, it lists the golden directories' files
/// that the run has not used, so far, as the report's orphans (`orphans.json` in the artifacts
/// directory). The process that exits last (XCTest and Swift Testing run in turn; `--parallel`
/// workers side by side) has seen the whole run. A run filtered with `--filter`, `--skip` or a
/// test specifier lists no orphans: most goldens would look unused.
public struct SnapshotUsage: Equatable, Sendable {
    /// The run (see `SnapshotRun`).
    public var run: String
    /// The command line that started the run, when known (`swift test --filter Card`).
    public var command: String?
    /// The golden directories the run's snapshots live in.
    public var roots: [String]
    /// Every golden the run verified (absolute paths).
    public var used: Set<String>

    /// The usage file of an artifacts directory.
    public static func fileURL(artifacts: URL) -> URL {
        URL(fileURLWithPath: artifacts.standardizedFileURL.path + ".used")
    }

    /// The orphans' file inside the artifacts directory.
    package static let orphansFileName = "orphans.json"

    /// Whether the run ran only some tests, judged by its command line (`--filter`, `--skip`,
    /// `-s`/`--specifier`), so that unused goldens are not orphans.
    public var isPartial: Bool {
        guard let command else { return false }
        let words = command.split(separator: " ").map(String.init)
        return words.contains { w in
            ["--filter", "--skip", "-s", "--specifier"].contains(w) || w.hasPrefix("--filter=") || w.hasPrefix("--skip=")
        }
    }

    /// Files in the golden directories that the run did not use, sorted: every regular file
    /// whose name does not start with `.`, in every folder below a root.
    public func orphans() -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for root in roots {
            let rootURL = URL(fileURLWithPath: root)
            guard
                let walker = fm.enumerator(
                    at: rootURL, includingPropertiesForKeys: [.isRegularFileKey],
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
                let path = url.standardizedFileURL.path
                if !used.contains(path) { out.append(path) }
            }
        }
        return out.sorted()
    }

    /// The usage recorded beside `artifacts`, or nil when there is none.
    public static func read(artifacts: URL) -> SnapshotUsage? {
        guard let data = try? Data(contentsOf: fileURL(artifacts: artifacts)) else { return nil }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// Reads the file's text; nil when it has no `run` line.
    static func parse(_ text: String) -> SnapshotUsage? {
        var usage = SnapshotUsage(run: "", command: nil, roots: [], used: [])
        var sawRun = false
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let value = String(line[line.index(after: tab)...])
            switch line[..<tab] {
            case "run": usage.run = value; sawRun = true
            case "command": usage.command = value
            case "root": if !usage.roots.contains(value) { usage.roots.append(value) }
            case "used": usage.used.insert(value)
            default: continue
            }
        }
        return sawRun ? usage : nil
    }

    // MARK: Recording

    private static let lock = NSLock()
    nonisolated(unsafe) private static var started: [String: Set<String>] = [:]  // usage file → roots written
    nonisolated(unsafe) private static var exitHandlerInstalled = false

    /// Adds `golden` (in `goldenDirectory`) to the run's usage beside `artifacts`, starting the
    /// file afresh when it belongs to another run, and makes this process list the orphans when
    /// it exits. `command` is the run's command line, recorded when the run starts.
    package static func record(golden: URL, goldenDirectory: URL, artifacts: URL, run: String, command: String? = SnapshotRun.command) {
        let file = fileURL(artifacts: artifacts)
        let root = goldenDirectory.standardizedFileURL.path
        lock.lock()
        let firstUse = started[file.path] == nil
        let newRoot = started[file.path, default: []].insert(root).inserted
        if !exitHandlerInstalled {
            exitHandlerInstalled = true
            atexit { SnapshotUsage.listOrphansAtExit() }
        }
        lock.unlock()
        var lines = ""
        FileLock.withLock(SnapshotReport.lockURL(artifacts)) {
            if firstUse, read(artifacts: artifacts)?.run != run {
                let header = "run\t\(run)\n" + (command.map { "command\t\($0)\n" } ?? "")
                try? Data(header.utf8).write(to: file, options: .atomic)
            }
            if newRoot { lines += "root\t\(root)\n" }
            lines += "used\t\(golden.standardizedFileURL.path)\n"
            append(lines, to: file)
        }
    }

    /// Forgets which usage files this process has started (for tests of run changes).
    package static func forgetStartedRuns() {
        lock.lock(); defer { lock.unlock() }
        started.removeAll()
    }

    private static func append(_ text: String, to file: URL) {
        let fd = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// At exit: for every artifacts directory this process used, writes the run's orphans into
    /// its report (or clears them).
    private static func listOrphansAtExit() {
        lock.lock()
        let files = Array(started.keys)
        lock.unlock()
        for file in files where FileManager.default.fileExists(atPath: file) {
            let artifacts = URL(fileURLWithPath: String(file.dropLast(".used".count)))
            updateOrphans(artifacts: artifacts)
        }
    }

    /// Writes the orphans of the usage beside `artifacts` into its report, or removes them when
    /// there are none or the run was partial.
    package static func updateOrphans(artifacts: URL) {
        FileLock.withLock(SnapshotReport.lockURL(artifacts)) {
            let orphansURL = artifacts.appendingPathComponent(orphansFileName)
            let usage = read(artifacts: artifacts)
            let orphans = usage.flatMap { $0.isPartial ? nil : $0.orphans() } ?? []
            if orphans.isEmpty {
                guard FileManager.default.fileExists(atPath: orphansURL.path) else { return }
                try? FileManager.default.removeItem(at: orphansURL)
            } else {
                try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                try? encoder.encode(Orphans(run: usage?.run ?? "", goldens: orphans)).write(to: orphansURL, options: .atomic)
            }
            SnapshotReport.regenerateLocked(artifacts)
        }
    }

    /// `orphans.json`: the goldens a whole run did not use.
    public struct Orphans: Codable, Equatable, Sendable {
        /// The run.
        public var run: String
        /// The goldens' absolute paths, sorted.
        public var goldens: [String]
    }

    /// The orphans listed in the report of `artifacts`.
    public static func reportedOrphans(artifacts: URL) -> Orphans? {
        guard let data = try? Data(contentsOf: artifacts.appendingPathComponent(orphansFileName)) else { return nil }
        return try? JSONDecoder().decode(Orphans.self, from: data)
    }
}
