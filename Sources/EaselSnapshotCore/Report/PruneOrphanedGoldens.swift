import Foundation

/// Why the goldens a run did not use cannot be listed.
public enum OrphanedGoldensError: Error, CustomStringConvertible, Equatable {
    /// No run has recorded its goldens beside this artifacts directory.
    case noRun(usageFile: String)
    /// The last run ran only some tests, so most goldens would look unused.
    case partialRun(command: String)

    public var description: String {
        switch self {
        case .noRun(let file):
            return "no record of a test run at \(file); run the whole test suite (swift test) first, then prune"
        case .partialRun(let command):
            return
                "the last test run ran only some tests (\(command)), so it cannot tell which goldens are unused; run the whole suite (swift test), then prune"
        }
    }
}

/// The goldens of the last run's golden directories that none of its snapshots used (see
/// `SnapshotUsage`), sorted. The engine of `easel snapshots prune`; run the whole test suite
/// first.
///
/// - Throws: `OrphanedGoldensError` when there is no run to judge by, or it was filtered.
public func orphanedGoldens(artifacts: URL) throws -> [URL] {
    guard let usage = SnapshotUsage.read(artifacts: artifacts) else {
        throw OrphanedGoldensError.noRun(usageFile: SnapshotUsage.fileURL(artifacts: artifacts).path)
    }
    if usage.isPartial { throw OrphanedGoldensError.partialRun(command: usage.command ?? "") }
    return usage.orphans().map { URL(fileURLWithPath: $0) }
}

/// Deletes the goldens `orphanedGoldens(artifacts:)` lists, and the folders they leave empty
/// inside the golden directories, then takes them off the run's report. Returns what was
/// deleted.
@discardableResult
public func pruneOrphanedGoldens(artifacts: URL) throws -> [URL] {
    let orphans = try orphanedGoldens(artifacts: artifacts)
    let roots = Set(SnapshotUsage.read(artifacts: artifacts)?.roots ?? [])
    let fm = FileManager.default
    var removed: [URL] = []
    for url in orphans {
        try fm.removeItem(at: url)
        removed.append(url)
        var folder = url.deletingLastPathComponent().standardizedFileURL
        while !roots.contains(folder.path), folder.path != "/",
            let rest = try? fm.contentsOfDirectory(atPath: folder.path), rest.isEmpty
        {
            try? fm.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
    SnapshotUsage.updateOrphans(artifacts: artifacts)
    return removed
}
