import Foundation
import EaselSnapshotCore
import ArgumentParser
import EaselRaster

/// `easel merge`: joins the manifests of a sharded batch (`easel render --shard i/n --manifest …`)
/// into one, or the snapshot reports (`manifest.json`) of tests run on several machines into one
/// report, and says how the batch went. See docs/Sharding.md.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the manifests of a sharded render (or snapshot reports) into one.",
        discussion: """
            Render manifests must come from one batch: the same n in --shard i/n, the same files, options and --costs, \
            no shard or file twice. Shards without a manifest are reported. The exit status is 1 when a shard is \
            missing or a file failed (the merged manifest is still written), or when the manifests do not belong \
            together (then nothing is written); snapshot reports exit 1 when they hold any entry.
            """)

    @Argument(
        help: ArgumentHelp("The manifests: each shard's --manifest file, or each snapshot report's manifest.json (globs allowed).", valueName: "manifest"))
    var manifests: [String]
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the merged manifest (or report) here.", valueName: "file"))
    var output: String?

    func validate() throws {
        if manifests.isEmpty { throw ValidationError("give the manifests to merge") }
    }

    func run() throws {
        var renders: [(path: String, manifest: RenderManifest)] = []
        var reports: [(path: String, report: SnapshotReport.Manifest)] = []
        var problems: [String] = []
        for path in expand(manifests) {
            do {
                switch try ManifestFile.read(path) {
                case .render(let m): renders.append((path, m))
                case .snapshotReport(let r): reports.append((path, r))
                }
            } catch { problems.append(error.description) }
        }
        if !renders.isEmpty && !reports.isEmpty {
            problems.append("\(renders[0].path) is a render manifest but \(reports[0].path) is a snapshot report; merge them separately")
        }
        do {
            if problems.isEmpty && !renders.isEmpty { try mergeRenders(renders) }
            if problems.isEmpty && !reports.isEmpty { try mergeReports(reports) }
        } catch let merge as ManifestMerge.Problems {
            problems += merge.messages
        }
        if !problems.isEmpty {
            for p in problems { printError("easel merge: \(p)") }
            printError("easel merge: nothing written")
            throw ExitCode(1)
        }
    }

    /// Joins render manifests, writes the result and prints the summary; exit status 1 for
    /// missing shards or failed files.
    func mergeRenders(_ renders: [(path: String, manifest: RenderManifest)]) throws {
        let result = try ManifestMerge.renders(renders)
        let m = result.manifest
        if let output { try write(output) { try m.write(to: URL(fileURLWithPath: output)) } }
        let n = m.shardCount
        let images = m.outputs.count, failed = m.failures.count
        print(
            "easel merge: \(m.shards.count) of \(n) shard\(n == 1 ? "" : "s"), \(m.inputs.count) of \(m.batch.files) file\(m.batch.files == 1 ? "" : "s"), \(images) image\(images == 1 ? "" : "s"), \(failed) failed"
        )
        let total = m.shards.reduce(0) { $0 + $1.milliseconds }
        if let slowest = m.shards.max(by: { $0.milliseconds != $1.milliseconds ? $0.milliseconds < $1.milliseconds : $0.index > $1.index }) {
            print("easel merge: \(seconds(total)) in all shards; the slowest, \(slowest.index)/\(n), took \(seconds(slowest.milliseconds))")
        }
        for f in m.failures { printError("easel merge: failed: \(f.path): \(f.message.split(separator: "\n").first.map(String.init) ?? f.message)") }
        if !result.missingShards.isEmpty {
            printError(
                "easel merge: missing shard\(result.missingShards.count == 1 ? "" : "s") \(result.missingShards.map { "\($0)/\(n)" }.joined(separator: ", ")): no manifest covers \(result.missingShards.count == 1 ? "it" : "them")"
            )
        }
        if failed > 0 || !result.missingShards.isEmpty { throw ExitCode(1) }
    }

    /// Joins snapshot reports, writes the result and prints the summary; exit status 1 when
    /// the joined report holds any entry (a failed or newly recorded snapshot).
    func mergeReports(_ reports: [(path: String, report: SnapshotReport.Manifest)]) throws {
        let merged = try ManifestMerge.snapshotReports(reports)
        if let output {
            try write(output) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                let url = URL(fileURLWithPath: output)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PNGCodec.writeAtomically(encoder.encode(merged), to: url)
            }
        }
        var byStatus: [String: Int] = [:]
        for item in merged.items { byStatus[item.status.rawValue, default: 0] += 1 }
        let counts = byStatus.keys.sorted().map { "\(byStatus[$0]!) \($0)" }.joined(separator: ", ")
        print(
            "easel merge: \(reports.count) snapshot report\(reports.count == 1 ? "" : "s"), \(merged.items.count) snapshot\(merged.items.count == 1 ? "" : "s")\(counts.isEmpty ? "" : ": \(counts)")"
        )
        for item in merged.items { printError("easel merge: \(item.status.rawValue): \(item.id)") }
        if !merged.items.isEmpty { throw ExitCode(1) }
    }

    /// Runs `body`, which writes `path`; a failure is reported and exits with status 1.
    func write(_ path: String, _ body: () throws -> Void) throws {
        do { try body() } catch {
            printError("easel merge: cannot write \(path): \((error as? PNGError)?.message ?? "\(error)")")
            throw ExitCode(1)
        }
    }

    /// "1.52 s".
    func seconds(_ milliseconds: Double) -> String { String(format: "%.2f s", milliseconds / 1000) }
}
