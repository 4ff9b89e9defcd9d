import Foundation
import EaselRaster
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A snapshot whose new version `acceptFailedSnapshots` made the golden.
public struct AcceptedSnapshot: Equatable, Sendable {
    /// `Suite/name`.
    public var id: String
    /// The golden file that was written.
    public var golden: URL
    /// The artifact it was copied from.
    public var actual: URL
}

/// Makes the new snapshots of the last run the goldens: for each entry of the run's report
/// (`<artifacts>/manifest.json`, written by `SnapshotReport`) that `filter` selects, copies its
/// `actual` file over its golden (atomically, creating folders as needed), then removes the
/// entry from the report (and the report with the last one). The engine of
/// `easel snapshots accept`.
///
/// ```swift
/// let accepted = try acceptFailedSnapshots(artifacts: URL(fileURLWithPath: ".build/snapshot-artifacts"),
///                                          filter: "CardTests")
/// for a in accepted { print("accepted \(a.id) → \(a.golden.path)") }
/// ```
///
/// - Parameters:
///   - artifacts: the artifacts directory (`.build/snapshot-artifacts` or `EASEL_ARTIFACTS`).
///   - filter: which entries, by `Suite/name`: nil accepts all; otherwise an entry is accepted
///     when its id equals `filter`, continues it after `/`, `.` or `(` (so `CardTests` takes
///     the whole suite and `CardTests/Card` also takes `CardTests/Card.1`, `CardTests/Card.2`
///     and parameterized cases), or matches it as a shell pattern (`*`, `?`, `[…]`).
/// - Returns: what was accepted, in id order (empty when the filter selects nothing).
/// - Throws: `SnapshotError` when there is no report, it cannot be read, or a selected entry's
///   new snapshot is missing (then nothing is written).
@discardableResult
public func acceptFailedSnapshots(artifacts: URL, filter: String? = nil) throws -> [AcceptedSnapshot] {
    let manifestURL = artifacts.appendingPathComponent(SnapshotReport.manifestFileName)
    return try FileLock.withLock(SnapshotReport.lockURL(artifacts)) {
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            throw SnapshotError("no snapshot report at \(manifestURL.path): no snapshot failed or was recorded in the last run there")
        }
        let manifest: SnapshotReport.Manifest
        do { manifest = try JSONDecoder().decode(SnapshotReport.Manifest.self, from: Data(contentsOf: manifestURL)) } catch {
            throw SnapshotError("cannot read \(manifestURL.path): \(error)")
        }
        let selected = manifest.items.filter { filter.map(acceptFilter($0.id)) ?? true }
        // Find every new snapshot before writing anything. The absolute path is tried first; the
        // same file inside `artifacts` next, so a report copied from another machine works too.
        let fm = FileManager.default
        var plan: [(SnapshotReport.Manifest.Item, URL)] = []
        for item in selected {
            let absolute = URL(fileURLWithPath: item.actual)
            let relative = artifacts.appendingPathComponent(item.id).appendingPathComponent(absolute.lastPathComponent)
            guard let source = [absolute, relative].first(where: { fm.fileExists(atPath: $0.path) }) else {
                throw SnapshotError("the new snapshot of \(item.id) is missing (\(item.actual)); nothing was accepted")
            }
            plan.append((item, source))
        }
        var accepted: [AcceptedSnapshot] = []
        for (item, source) in plan {
            let golden = URL(fileURLWithPath: item.golden)
            try fm.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGCodec.writeAtomically(Data(contentsOf: source), to: golden)
            accepted.append(AcceptedSnapshot(id: item.id, golden: golden, actual: source))
            ArtifactWriter.removeArtifacts(in: artifacts.appendingPathComponent(item.id))
        }
        if !accepted.isEmpty { SnapshotReport.regenerateLocked(artifacts) }
        return accepted
    }
}

/// Whether `filter` selects the entry `id` (see `acceptFailedSnapshots(artifacts:filter:)`).
func acceptFilter(_ id: String) -> (String) -> Bool {
    { filter in
        if id == filter { return true }
        for separator in ["/", ".", "("] where id.hasPrefix(filter + separator) { return true }
        return fnmatch(filter, id, 0) == 0
    }
}
