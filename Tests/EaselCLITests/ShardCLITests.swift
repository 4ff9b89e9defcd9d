import XCTest
import Foundation
@testable import EaselCLI
@testable import EaselTesting
@testable import EaselSnapshotCore

/// `easel render --shard i/n --manifest` in several processes at once, and `easel merge`.
extension CLITests {
    /// Seven fixture scenes in two folders (so the batch's folder is fixtures/ and --out-dir
    /// mirrors scenes/ and seeds/borders/).
    static var shardScenes: [String] {
        [
            "scenes/feet.swift", "scenes/card.swift", "scenes/flight.swift", "scenes/grid.swift",
            "seeds/borders/01-one-pixel.swift", "seeds/borders/02-four-pixels.swift", "seeds/borders/03-padding-and-border.swift",
        ]
        .map { root.appendingPathComponent("fixtures").appendingPathComponent($0).path }
    }

    /// Starts `easel` with `args`, its output going to files in the temporary folder (so that
    /// processes running at once cannot block on a full pipe).
    func startEasel(_ args: [String], name: String) throws -> Process {
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = args
        for stream in ["out", "err"] {
            let url = tmp.appendingPathComponent("\(name).\(stream)")
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            let handle = try FileHandle(forWritingTo: url)
            if stream == "out" { p.standardOutput = handle } else { p.standardError = handle }
        }
        try p.run()
        return p
    }

    /// What a process started by `startEasel` wrote to stderr.
    func errors(of name: String) -> String {
        (try? String(contentsOf: tmp.appendingPathComponent("\(name).err"), encoding: .utf8)) ?? ""
    }

    func readManifest(_ url: URL) throws -> RenderManifest {
        try JSONDecoder().decode(RenderManifest.self, from: Data(contentsOf: url))
    }

    /// Three processes render a shard each (given the files in different orders), `easel merge`
    /// joins their manifests: every input exactly once, every picture on disk with the hash and
    /// size the manifest says, each shard what the plan gives it.
    func testShardedRenderInThreeProcessesMergesToTheWholeBatch() throws {
        let scenes = Self.shardScenes
        let out = tmp.appendingPathComponent("out")
        let manifests = (0..<3).map { tmp.appendingPathComponent("shard-\($0).json") }
        var processes: [Process] = []
        for i in 0..<3 {
            let order = Array(scenes[i...] + scenes[..<i]).reversed()
            processes.append(
                try startEasel(
                    ["render"] + order + [
                        "--assets", Self.images, "--scale", "1", "--out-dir", out.path,
                        "--shard", "\(i)/3", "--manifest", manifests[i].path, "--jobs", "1",
                    ],
                    name: "shard-\(i)"))
        }
        for (i, p) in processes.enumerated() {
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, "shard \(i): \(errors(of: "shard-\(i)"))")
            XCTAssertTrue(errors(of: "shard-\(i)").contains("easel: shard \(i)/3 ("), errors(of: "shard-\(i)"))
        }

        // Each shard rendered what the plan gives it, and the shards are disjoint.
        let plan = ShardPlan(inputs: scenes, count: 3)
        let expected = [
            "scenes/card.swift", "scenes/feet.swift", "scenes/flight.swift", "scenes/grid.swift",
            "seeds/borders/01-one-pixel.swift", "seeds/borders/02-four-pixels.swift", "seeds/borders/03-padding-and-border.swift",
        ]
        XCTAssertEqual(plan.files.map(\.relativePath), expected)
        var rendered: [String] = []
        for i in 0..<3 {
            let m = try readManifest(manifests[i])
            XCTAssertEqual(m.shards.map(\.index), [i])
            XCTAssertEqual(m.shardCount, 3)
            XCTAssertEqual(m.batch.files, 7)
            XCTAssertEqual(m.batch.planFingerprint, plan.fingerprint)
            XCTAssertEqual(m.inputs.map(\.path), plan.files(in: i).map(\.relativePath), "shard \(i)")
            XCTAssertFalse(m.inputs.isEmpty, "shard \(i) got no file")
            rendered += m.inputs.map(\.path)
        }
        XCTAssertEqual(rendered.sorted(), expected)

        let merged = tmp.appendingPathComponent("merged.json")
        let r = try run(["merge"] + manifests.reversed().map(\.path) + ["-o", merged.path])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("easel merge: 3 of 3 shards, 7 of 7 files"), r.out)
        XCTAssertTrue(r.out.contains("in all shards; the slowest,"), r.out)
        let m = try readManifest(merged)
        XCTAssertEqual(m.inputs.map(\.path), expected, "every input exactly once, sorted")
        XCTAssertEqual(m.shards.map(\.index), [0, 1, 2])
        XCTAssertEqual(m.failures, [])
        XCTAssertEqual(m.outputsRelativeTo, .outDir)
        XCTAssertEqual(m.options.scale, 1)
        XCTAssertEqual(m.options.assets, [Self.images])
        for input in m.inputs {
            let source = try Data(contentsOf: Self.root.appendingPathComponent("fixtures").appendingPathComponent(input.path))
            XCTAssertEqual(input.sha256, SHA256.hex(of: source), input.path)
            XCTAssertEqual(input.bytes, source.count, input.path)
            XCTAssertGreaterThanOrEqual(input.images, 1, input.path)
            XCTAssertEqual(m.outputs.filter { $0.input == input.path }.count, input.images, input.path)
        }
        for output in m.outputs {
            let png = try Data(contentsOf: out.appendingPathComponent(output.path))
            XCTAssertEqual(output.sha256, SHA256.hex(of: png), output.path)
            XCTAssertEqual(output.bytes, png.count, output.path)
        }
        // Every picture in the folder is in the manifest, and nothing else is there.
        let onDisk = FileManager.default.enumerator(atPath: out.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }
        XCTAssertEqual(Set(onDisk), Set(m.outputs.map(\.path)))
        XCTAssertEqual(onDisk.count, m.outputs.count)
        XCTAssertTrue(m.outputs.contains { $0.path == "seeds/borders/01-one-pixel.png" }, "\(m.outputs.map(\.path))")

        // The merged times balance the next run (of two of the files, in both folders so that
        // their names below the batch's folder stay the same).
        let next = tmp.appendingPathComponent("next.json")
        let again = try run(
            ["render", scenes[0], scenes[6]] + [
                "--assets", Self.images, "--scale", "1", "--out-dir", tmp.appendingPathComponent("out2").path,
                "--shard", "0/2", "--costs", merged.path, "--manifest", next.path,
            ])
        XCTAssertEqual(again.status, 0, again.err)
        let rebalanced = try readManifest(next)
        XCTAssertEqual(rebalanced.batch.costBasis, "earlier-microseconds")
        let earlier = Dictionary(uniqueKeysWithValues: m.inputs.map { ($0.path, $0.milliseconds) })
        for input in rebalanced.inputs {
            XCTAssertEqual(input.cost, Int((earlier[input.path]! * 1000).rounded()), input.path)
        }
    }

    /// Writes `manifest` as `easel render` does and returns its path.
    func writeManifest(_ manifest: RenderManifest, _ name: String) throws -> String {
        let url = tmp.appendingPathComponent(name)
        try manifest.write(to: url)
        return url.path
    }

    func testMergeOfABatchWithAMissingShardFailsButWritesWhatItHas() throws {
        let a = try writeManifest(ShardPlanTests.manifest(0, of: 3, files: ["a.swift", "b.swift"]), "a.json")
        let c = try writeManifest(ShardPlanTests.manifest(2, of: 3, files: ["e.swift"]), "c.json")
        let merged = tmp.appendingPathComponent("merged.json")
        let r = try run(["merge", a, c, "-o", merged.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.out.contains("easel merge: 2 of 3 shards, 3 of 6 files, 3 images, 0 failed"), r.out)
        XCTAssertTrue(r.err.contains("easel merge: missing shard 1/3: no manifest covers it"), r.err)
        XCTAssertEqual(try readManifest(merged).inputs.map(\.path), ["a.swift", "b.swift", "e.swift"])
    }

    func testMergeOfADuplicatedShardFailsAndWritesNothing() throws {
        let a = try writeManifest(ShardPlanTests.manifest(0, of: 2, files: ["a.swift"]), "a.json")
        let copy = try writeManifest(ShardPlanTests.manifest(0, of: 2, files: ["a.swift"]), "copy.json")
        let b = try writeManifest(ShardPlanTests.manifest(1, of: 2, files: ["b.swift"]), "b.json")
        let merged = tmp.appendingPathComponent("merged.json")
        let r = try run(["merge", a, b, copy, "-o", merged.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("easel merge: shard 0/2 is in both \(a) and \(copy)"), r.err)
        XCTAssertTrue(r.err.contains("easel merge: nothing written"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: merged.path))
    }

    func testMergeNamesEachBadFile() throws {
        let good = try writeManifest(ShardPlanTests.manifest(0, of: 2, files: ["a.swift"]), "good.json")
        let garbage = try write("garbage.json", "{ not json")
        let future = try write("future.json", #"{"format": "easel-render-manifest", "formatVersion": 9}"#)
        let r = try run(["merge", good, garbage, future, tmp.appendingPathComponent("absent.json").path, tmp.path])
        XCTAssertEqual(r.status, 1)
        for line in [
            "\(garbage): not JSON (it does not parse)", "\(future): render manifest format version 9; this easel reads version 1",
            "absent.json: no such file", "\(tmp.path): is a folder, not a manifest",
        ] {
            XCTAssertTrue(r.err.contains(line), "\(line) in \(r.err)")
        }
        XCTAssertFalse(r.err.contains("good.json"), r.err)
        let usage = try run(["merge"])
        XCTAssertEqual(usage.status, 64)
    }

    /// A batch with a failing file still writes its manifest, with the failure; merge exits 1.
    func testTheManifestIsWrittenWhenAFileFails() throws {
        let good = try write("good.swift", Self.hello)
        let bad = try write("bad.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Nonesuch() } }\n")
        let manifest = tmp.appendingPathComponent("deep/run.json")
        let r = try run(["render", good, bad, "--out-dir", tmp.appendingPathComponent("out").path, "--manifest", manifest.path])
        XCTAssertEqual(r.status, 1)
        let m = try readManifest(manifest)
        XCTAssertEqual(m.shardCount, 1)
        XCTAssertEqual(m.inputs.map(\.path), ["bad.swift", "good.swift"])
        XCTAssertEqual(m.outputs.map(\.path), ["good.png"])
        XCTAssertEqual(m.failures.map(\.path), ["bad.swift"])
        XCTAssertTrue(m.failures[0].message.contains("Nonesuch"), m.failures[0].message)
        XCTAssertEqual(m.inputs[0].images, 0)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: manifest.deletingLastPathComponent().path), ["run.json"])
        let merge = try run(["merge", manifest.path])
        XCTAssertEqual(merge.status, 1)
        XCTAssertTrue(merge.out.contains("1 of 1 shard, 2 of 2 files, 1 image, 1 failed"), merge.out)
        XCTAssertTrue(merge.err.contains("easel merge: failed: bad.swift: "), merge.err)
    }

    /// The locale and the other text settings decide pixels: shards rendered with different ones are refused.
    func testMergeRefusesShardsOfDifferentLocales() throws {
        let a = try write("a.swift", Self.hello), b = try write("b.swift", Self.hello)
        var manifests: [String] = []
        for (index, locale) in [(0, "de"), (1, "fr")] {
            let manifest = tmp.appendingPathComponent("shard\(index).json").path
            let r = try run([
                "render", a, b, "--shard", "\(index)/2", "--locale", locale, "--dynamic-type", "xLarge",
                "--out-dir", tmp.appendingPathComponent("out").path, "--manifest", manifest,
            ])
            XCTAssertEqual(r.status, 0, r.err)
            manifests.append(manifest)
        }
        XCTAssertEqual(try readManifest(URL(fileURLWithPath: manifests[0])).options.locale, "de")
        let merge = try run(["merge"] + manifests)
        XCTAssertEqual(merge.status, 1)
        XCTAssertTrue(merge.err.contains("was rendered with other options than") && merge.err.contains(": locale"), merge.err)
        XCTAssertFalse(merge.err.contains("dynamicType"), merge.err)
    }

    func testShardOptionsAreCheckedBeforeRendering() throws {
        let scene = try write("a.swift", Self.hello)
        let cases: [([String], String)] = [
            (["--shard", "4/4"], "shard indexes count from 0, so the shards of 4 are 0/4 … 3/4"),
            (["--shard", "0/0"], "the shard count must be at least 1"),
            (["--shard", "x/4"], "the index 'x' is not a whole number"),
            (["--shard", "1/123456789012345678901234567890"], "is too large"),
            (["--shard", "0/2", "-o", tmp.appendingPathComponent("a.png").path], "use --out-dir instead of -o"),
            (["--costs", scene], "--costs balances --shard"),
            (["--shard", "0/2", "--costs", tmp.appendingPathComponent("none.json").path], "none.json: no such file"),
            (["--shard", "0/2", "--costs", scene], "a.swift: not JSON"),
        ]
        for (args, message) in cases {
            let r = try run(["render", scene] + args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.err)")
            XCTAssertTrue(r.err.contains(message), "\(args): \(r.err)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("a.png").path))
    }

    /// Snapshot reports (EaselTesting's `manifest.json`) of two machines join into one that
    /// `acceptFailedSnapshots` reads where the artifacts were downloaded.
    func testMergeJoinsSnapshotReports() throws {
        let fm = FileManager.default
        let golden = tmp.appendingPathComponent("golden/CardTests/card.png").path
        func report(_ folder: String, _ items: [SnapshotReport.Manifest.Item], run: String) throws -> String {
            let dir = tmp.appendingPathComponent(folder)
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let url = dir.appendingPathComponent(SnapshotReport.manifestFileName)
            try encoder.encode(SnapshotReport.Manifest(run: run, items: items)).write(to: url)
            return url.path
        }
        // Machine one's artifacts, downloaded: the new snapshot is beside its report.
        let one = try report(
            "one", [.init(id: "CardTests/card", status: .failed, actual: "/runner/artifacts/CardTests/card/actual.png", golden: golden)], run: "ci-7")
        try fm.createDirectory(at: tmp.appendingPathComponent("one/CardTests/card"), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: tmp.appendingPathComponent("one/CardTests/card/actual.png"))
        let two = try report(
            "two", [.init(id: "ListTests/row", status: .recorded, actual: "/runner/artifacts/ListTests/row/actual.png", golden: "/g/row.png")], run: "ci-7")

        let merged = tmp.appendingPathComponent("merged")
        let r = try run(["merge", one, two, "-o", merged.appendingPathComponent("manifest.json").path])
        XCTAssertEqual(r.status, 1, "a report with entries is a failed run: \(r.err)")
        XCTAssertTrue(r.out.contains("easel merge: 2 snapshot reports, 2 snapshots: 1 failed, 1 recorded"), r.out)
        let m = try JSONDecoder().decode(SnapshotReport.Manifest.self, from: Data(contentsOf: merged.appendingPathComponent("manifest.json")))
        XCTAssertEqual(m.run, "ci-7")
        XCTAssertEqual(m.items.map(\.id), ["CardTests/card", "ListTests/row"])
        XCTAssertEqual(m.items[0].actual, tmp.appendingPathComponent("one/CardTests/card/actual.png").standardizedFileURL.path)
        XCTAssertEqual(m.items[1].actual, "/runner/artifacts/ListTests/row/actual.png", "no file beside the report: kept")
        // The library accepts from the merged report.
        let accepted = try acceptFailedSnapshots(artifacts: merged, filter: "CardTests")
        XCTAssertEqual(accepted.map(\.id), ["CardTests/card"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: golden)), Data([1, 2, 3]))

        let twice = try run(["merge", one, one])
        XCTAssertEqual(twice.status, 1)
        XCTAssertTrue(twice.err.contains("the snapshot CardTests/card is in both \(one) and \(one)"), twice.err)
        let render = try writeManifest(ShardPlanTests.manifest(0, of: 1, files: ["a.swift"], planned: 1), "render.json")
        let mixed = try run(["merge", render, two])
        XCTAssertEqual(mixed.status, 1)
        XCTAssertTrue(mixed.err.contains("\(render) is a render manifest but \(two) is a snapshot report; merge them separately"), mixed.err)
    }

    /// `easel snapshots accept`, the command the report page shows: copies the selected new
    /// snapshots over their goldens; no report, or a filter matching nothing, is an error.
    func testSnapshotsAcceptCopiesTheNewSnapshotsOverTheGoldens() throws {
        let fm = FileManager.default
        let artifacts = tmp.appendingPathComponent("artifacts")
        let card = artifacts.appendingPathComponent("CardTests/card"), row = artifacts.appendingPathComponent("ListTests/row")
        try fm.createDirectory(at: card, withIntermediateDirectories: true)
        try fm.createDirectory(at: row, withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: card.appendingPathComponent("actual.png"))
        try Data([4, 5]).write(to: row.appendingPathComponent("actual.png"))
        let goldenCard = tmp.appendingPathComponent("golden/CardTests/card.png"), goldenRow = tmp.appendingPathComponent("golden/ListTests/row.png")
        // The report as a test run leaves it: an entry per snapshot, then the page and manifest.
        for (suite, name, status, golden) in [
            ("CardTests", "card", SnapshotReportEntry.Status.failed, goldenCard),
            ("ListTests", "row", .recorded, goldenRow),
        ] {
            try SnapshotReport.record(
                SnapshotReportEntry(
                    run: "r1", suite: suite, name: name, status: status, message: "", measurements: [],
                    golden: golden.path, pathExtension: "png", folder: "\(suite)/\(name)",
                    expectedFile: nil, actualFile: "actual.png", differenceFile: nil, test: nil,
                    callSite: nil, goldenWasWritten: false), in: artifacts)
        }

        let none = try run(["snapshots", "accept", "--artifacts", artifacts.path, "--filter", "Nope"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.err.contains("matches 'Nope'"), none.err)
        let one = try run(["snapshots", "accept", "--artifacts", artifacts.path, "--filter", "CardTests"])
        XCTAssertEqual(one.status, 0, one.err)
        XCTAssertTrue(one.out.contains("accepted CardTests/card"), one.out)
        XCTAssertEqual(try Data(contentsOf: goldenCard), Data([1, 2, 3]))
        XCTAssertFalse(fm.fileExists(atPath: goldenRow.path))
        // The rest, from EASEL_ARTIFACTS.
        let rest = try run(["snapshots", "accept"], environment: ["EASEL_ARTIFACTS": artifacts.path])
        XCTAssertEqual(rest.status, 0, rest.err)
        XCTAssertEqual(try Data(contentsOf: goldenRow), Data([4, 5]))
        // The report is used up: accepting again says there is none.
        let again = try run(["snapshots", "accept", "--artifacts", artifacts.path])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.err.contains("no snapshot report"), again.err)
    }

    /// `easel snapshots prune`: lists the goldens the last whole run did not use, deletes them
    /// with `--delete`; no run, or a filtered one, is an error.
    func testSnapshotsPruneListsAndDeletesOrphanedGoldens() throws {
        let fm = FileManager.default
        let artifacts = tmp.appendingPathComponent("artifacts"), golden = tmp.appendingPathComponent("golden")
        let used = golden.appendingPathComponent("CardTests/card.png"), orphan = golden.appendingPathComponent("OldTests/gone.png")
        for url in [used, orphan] {
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
        let none = try run(["snapshots", "prune", "--artifacts", artifacts.path])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.err.contains("no record of a test run at \(artifacts.path).used; run the whole test suite"), none.err)

        // What a filtered test run leaves beside the artifacts directory.
        let usage = SnapshotUsage.fileURL(artifacts: artifacts)
        func write(command: String) throws {
            try "run\tr1\ncommand\t\(command)\nroot\t\(golden.path)\nused\t\(used.path)\n".write(to: usage, atomically: true, encoding: .utf8)
        }
        try write(command: "/usr/bin/swift-test --filter CardTests")
        let filtered = try run(["snapshots", "prune", "--artifacts", artifacts.path])
        XCTAssertEqual(filtered.status, 1)
        XCTAssertTrue(filtered.err.contains("ran only some tests (/usr/bin/swift-test --filter CardTests)"), filtered.err)

        try write(command: "/usr/bin/swift-test")
        let listed = try run(["snapshots", "prune"], environment: ["EASEL_ARTIFACTS": artifacts.path])
        XCTAssertEqual(listed.status, 0, listed.err)
        XCTAssertTrue(listed.out.contains("orphaned \(orphan.path)"), listed.out)
        XCTAssertTrue(listed.out.contains("1 golden no test used"), listed.out)
        XCTAssertTrue(fm.fileExists(atPath: orphan.path), "listing deletes nothing")

        let deleted = try run(["snapshots", "prune", "--artifacts", artifacts.path, "--delete"])
        XCTAssertEqual(deleted.status, 0, deleted.err)
        XCTAssertTrue(deleted.out.contains("deleted \(orphan.path)"), deleted.out)
        XCTAssertFalse(fm.fileExists(atPath: orphan.deletingLastPathComponent().path))
        XCTAssertTrue(fm.fileExists(atPath: used.path))
        let again = try run(["snapshots", "prune", "--artifacts", artifacts.path])
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertTrue(again.out.contains("no orphaned goldens"), again.out)
    }
}
