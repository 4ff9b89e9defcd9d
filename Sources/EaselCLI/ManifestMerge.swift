import Foundation
import EaselSnapshotCore

/// Joining the manifests of a batch's shards into one (`easel merge`): render manifests into a
/// render manifest of the same form, snapshot reports into one snapshot report.
enum ManifestMerge {
    /// Why the manifests cannot be joined: one message per problem, each naming the files.
    struct Problems: Error {
        var messages: [String]
    }

    /// The join of render manifests.
    struct RenderResult {
        /// Every shard's inputs, outputs, failures and runs, in the canonical order.
        var manifest: RenderManifest
        /// The shards of the batch that no manifest covers, by index.
        var missingShards: [Int]
    }

    /// The most duplicated files listed one by one before the rest are counted.
    static let listedDuplicates = 10

    /// Joins render manifests of one batch (read from `path`s, for messages). They must have
    /// been split the same way, planned the same batch, rendered with the same options and
    /// cover each shard, input and output at most once; shards no manifest covers are reported
    /// in the result, not as a problem.
    static func renders(_ given: [(path: String, manifest: RenderManifest)]) throws(Problems) -> RenderResult {
        guard let (firstPath, first) = given.first else { throw Problems(messages: ["no manifests to merge"]) }
        var problems: [String] = []
        var merged = first
        merged.shards = []
        merged.inputs = []
        merged.outputs = []
        merged.failures = []
        var shardOwner: [Int: String] = [:], inputOwner: [String: String] = [:], outputOwner: [String: String] = [:]
        var duplicates: [String] = []
        for (path, m) in given {
            if m.shardCount != first.shardCount {
                problems.append(
                    "\(path) is a shard of \(m.shardCount), \(firstPath) of \(first.shardCount): every shard of a batch needs the same n in --shard i/n")
                continue
            }
            if m.batch != first.batch {
                problems.append(
                    "\(path) planned another batch than \(firstPath) (\(m.batch.files) files against \(first.batch.files), or other file contents or --costs): give every shard the same files and --costs"
                )
                continue
            }
            let differing = m.options.differences(from: first.options)
            if !differing.isEmpty {
                problems.append("\(path) was rendered with other options than \(firstPath): \(differing.joined(separator: ", "))")
                continue
            }
            if m.outputsRelativeTo != first.outputsRelativeTo {
                problems.append(
                    "\(path) wrote its pictures relative to \(m.outputsRelativeTo.rawValue), \(firstPath) relative to \(first.outputsRelativeTo.rawValue): give every shard --out-dir, or none"
                )
                continue
            }
            if let odd = m.shards.first(where: { !(0..<m.shardCount).contains($0.index) }) {
                problems.append("\(path) lists shard \(odd.index), which is not one of 0/\(m.shardCount) … \(m.shardCount - 1)/\(m.shardCount)")
                continue
            }
            let twice = m.shards.filter { shardOwner[$0.index] != nil }
            if !twice.isEmpty {
                for s in twice { problems.append("shard \(s.index)/\(m.shardCount) is in both \(shardOwner[s.index]!) and \(path)") }
                continue
            }
            for s in m.shards { shardOwner[s.index] = path }
            merged.shards += m.shards
            for i in m.inputs {
                if let other = inputOwner[i.path] {
                    duplicates.append("\(i.path) was rendered in both \(other) and \(path)")
                } else {
                    inputOwner[i.path] = path
                    merged.inputs.append(i)
                }
            }
            for o in m.outputs {
                if let other = outputOwner[o.path] {
                    duplicates.append("the picture \(o.path) was written in both \(other) and \(path)")
                } else {
                    outputOwner[o.path] = path
                    merged.outputs.append(o)
                }
            }
            merged.failures += m.failures.filter { f in inputOwner[f.path] == path }
        }
        problems += duplicates.prefix(listedDuplicates)
        if duplicates.count > listedDuplicates { problems.append("… and \(duplicates.count - listedDuplicates) more files twice") }
        let missing = (0..<first.shardCount).filter { shardOwner[$0] == nil }
        if problems.isEmpty, missing.isEmpty, merged.inputs.count != first.batch.files {
            problems.append("the shards list \(merged.inputs.count) files but planned \(first.batch.files)")
        }
        guard problems.isEmpty else { throw Problems(messages: problems) }
        merged.sort()
        return RenderResult(manifest: merged, missingShards: missing)
    }

    /// Joins snapshot reports (the `manifest.json` of each shard's artifacts folder, read from
    /// `path`s). No snapshot may be in two reports. An entry's new snapshot is looked for
    /// beside its report (`<report's folder>/<id>/actual.png`, where a downloaded artifacts
    /// folder has it) and its path made that one, so that the merged report can be accepted on
    /// this machine; otherwise the recorded path is kept. The run is the reports' run, or
    /// their runs joined with `+` when they differ.
    static func snapshotReports(_ given: [(path: String, report: SnapshotReport.Manifest)]) throws(Problems) -> SnapshotReport.Manifest {
        guard !given.isEmpty else { throw Problems(messages: ["no reports to merge"]) }
        var owner: [String: String] = [:]
        var items: [SnapshotReport.Manifest.Item] = []
        var duplicates: [String] = []
        for (path, report) in given {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for var item in report.items {
                if let other = owner[item.id] {
                    duplicates.append("the snapshot \(item.id) is in both \(other) and \(path)")
                    continue
                }
                owner[item.id] = path
                let beside = folder.appendingPathComponent(item.id).appendingPathComponent(URL(fileURLWithPath: item.actual).lastPathComponent)
                if FileManager.default.fileExists(atPath: beside.path) { item.actual = beside.standardizedFileURL.path }
                items.append(item)
            }
        }
        var problems = Array(duplicates.prefix(listedDuplicates))
        if duplicates.count > listedDuplicates { problems.append("… and \(duplicates.count - listedDuplicates) more snapshots twice") }
        guard problems.isEmpty else { throw Problems(messages: problems) }
        var runs: [String] = []
        for (_, report) in given where !runs.contains(report.run) { runs.append(report.run) }
        return SnapshotReport.Manifest(run: runs.sorted().joined(separator: "+"), items: items.sorted { $0.id < $1.id })
    }
}
