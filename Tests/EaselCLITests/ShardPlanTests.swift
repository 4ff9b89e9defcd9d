import XCTest
import Foundation
@testable import EaselCLI
import EaselScript

/// The parts of sharding that need no process: `--shard` values, the plan (deterministic,
/// complete, disjoint, balanced), costs from an earlier manifest, SHA-256 and the merge rules.
final class ShardPlanTests: XCTestCase {
    // MARK: --shard i/n

    func testShardSpecsCountFromZero() throws {
        for (text, index, count) in [("0/4", 0, 4), ("3/4", 3, 4), ("0/1", 0, 1), (" 2/3", 2, 3), ("99999/100000", 99_999, 100_000)] {
            let s = try Shard(parsing: text)
            XCTAssertEqual([s.index, s.count], [index, count], text)
        }
        XCTAssertEqual(try Shard(parsing: "1/4").description, "1/4")
    }

    func testBadShardSpecsSayWhatIsExpected() {
        let cases: [(String, String)] = [
            ("4/4", "shard indexes count from 0, so the shards of 4 are 0/4 … 3/4"),
            ("5/4", "shard indexes count from 0"),
            ("0/0", "the shard count must be at least 1"),
            ("a/b", "the index 'a' is not a whole number"),
            ("1/b", "the shard count 'b' is not a whole number"),
            ("-1/4", "the index '-1' is not a whole number"),
            ("1.5/4", "not a whole number"),
            ("1", "expected i/n"),
            ("1/2/3", "expected i/n"),
            ("", "expected i/n"),
            ("/4", "the index '' is not a whole number"),
            ("99999999999999999999/4", "the index 99999999999999999999 is too large"),
            ("1/99999999999999999999999", "too large"),
            ("1/100001", "the shard count 100001 is too large"),
            ("٣/٤", "not a whole number"),  // Arabic-Indic digits are numbers, but not ASCII
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try Shard(parsing: text), text) { error in
                XCTAssertTrue("\(error)".contains(message), "\(text): \(error)")
            }
        }
    }

    func testAManifestCannotHoldAnImpossibleShard() {
        for json in [#"{"index": 4, "count": 4}"#, #"{"index": -1, "count": 4}"#, #"{"index": 0, "count": 0}"#] {
            XCTAssertThrowsError(try JSONDecoder().decode(Shard.self, from: Data(json.utf8)), json)
        }
        XCTAssertEqual(try JSONDecoder().decode(Shard.self, from: Data(#"{"index": 3, "count": 4}"#.utf8)), try Shard(parsing: "3/4"))
    }

    // MARK: The plan

    /// Twenty files with made-up sizes in three folders.
    static let batch: [(path: String, relativePath: String, bytes: Int)] = (0..<20).map { i in
        let name = ["scenes/", "seeds/a/", "seeds/b/"][i % 3] + "file\(i).swift"
        return (path: "/checkout/" + name, relativePath: name, bytes: (i * 7919) % 1000 + 10)
    }

    /// The shard of each file, by name.
    func assignment(_ plan: ShardPlan) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: plan.files.map { ($0.relativePath, $0.shard) })
    }

    func testThePlanDoesNotDependOnTheOrderOfTheFiles() {
        var rng = SeededRandom(seed: 42)
        let reference = ShardPlan(files: Self.batch, count: 4)
        for _ in 0..<20 {
            let shuffled = ShardPlan(files: Self.batch.shuffled(using: &rng), count: 4)
            XCTAssertEqual(assignment(shuffled), assignment(reference))
            XCTAssertEqual(shuffled.fingerprint, reference.fingerprint)
            XCTAssertEqual(shuffled.files, reference.files)
        }
    }

    /// The same files checked out in two places, given in different orders, with relative and
    /// absolute paths: the same plan.
    func testThePlanDoesNotDependOnWhereTheBatchIs() throws {
        let fm = FileManager.default
        var roots: [URL] = []
        defer { for r in roots { try? fm.removeItem(at: r) } }
        var plans: [ShardPlan] = []
        for (n, root) in ["one", "two/deeper"].enumerated() {
            let top = fm.temporaryDirectory.appendingPathComponent("easel-plan-\(UUID().uuidString)")
            roots.append(top)
            let base = top.appendingPathComponent(root)
            var paths: [String] = []
            for f in Self.batch {
                let url = base.appendingPathComponent(f.relativePath)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(repeating: 65, count: f.bytes).write(to: url)
                paths.append(url.path)
            }
            plans.append(ShardPlan(inputs: n == 0 ? paths : paths.reversed(), count: 3))
        }
        XCTAssertEqual(assignment(plans[0]), assignment(plans[1]))
        XCTAssertEqual(plans[0].fingerprint, plans[1].fingerprint)
        XCTAssertEqual(Set(plans[0].files.map(\.relativePath)), Set(Self.batch.map(\.relativePath)))
        XCTAssertEqual(plans[0].files.map(\.bytes).reduce(0, +), Self.batch.map(\.bytes).reduce(0, +))
    }

    func testTheShardsPartitionTheBatch() {
        for count in 1...25 {
            let plan = ShardPlan(files: Self.batch, count: count)
            var seen: [String] = []
            for i in 0..<count { seen += plan.files(in: i).map(\.relativePath) }
            XCTAssertEqual(seen.count, Self.batch.count, "\(count) shards: a file in two shards or none")
            XCTAssertEqual(Set(seen), Set(Self.batch.map(\.relativePath)), "\(count) shards")
        }
    }

    func testAFileGivenTwiceIsPlannedOnce() {
        let twice = Self.batch + [Self.batch[3]]
        let plan = ShardPlan(files: twice, count: 2)
        XCTAssertEqual(plan.files.count, Self.batch.count)
        XCTAssertEqual(plan.fingerprint, ShardPlan(files: Self.batch, count: 2).fingerprint)
    }

    /// Greedy longest-processing-time on known costs: largest first, each to the lightest shard,
    /// equal loads to the lower index.
    func testGreedyLongestFirstOnKnownCosts() {
        // 5 5 4 4 3 3 3 over 3 shards: 5→0, 5→1, 4→2, 4→2 (8), 3→0 (8), 3→1 (8), 3→0 (11).
        XCTAssertEqual(ShardPlan.assign(costs: [5, 5, 4, 4, 3, 3, 3], count: 3), [0, 1, 2, 2, 0, 1, 0])
        // Order of the costs does not matter, only the (name) order among equal costs.
        XCTAssertEqual(ShardPlan.assign(costs: [3, 5, 3, 4, 5, 3, 4], count: 3), [0, 0, 1, 2, 1, 0, 2])
        // Equal costs: names in order, round robin.
        XCTAssertEqual(ShardPlan.assign(costs: [10, 10, 10, 10, 10], count: 2), [0, 1, 0, 1, 0])
        // More shards than files: the last shards get nothing.
        XCTAssertEqual(ShardPlan.assign(costs: [1, 2], count: 4), [1, 0])
        XCTAssertEqual(ShardPlan.assign(costs: [], count: 4), [])
        // Empty files weigh 1: spread, not all on shard 0.
        XCTAssertEqual(ShardPlan.assign(costs: [0, 0, 0, 0], count: 2), [0, 1, 0, 1])
    }

    /// The LPT property on the fixture batch: each file went to a lightest shard of the files
    /// before it, so no shard ends more than the largest file above the lightest.
    func testShardsAreBalancedByCost() {
        for count in 2...6 {
            let plan = ShardPlan(files: Self.batch, count: count)
            let loads = plan.loads
            let largest = plan.files.map(\.cost).max()!
            XCTAssertLessThanOrEqual(loads.max()! - loads.min()!, largest, "\(count) shards: \(loads)")
            // Replay in the plan's order (cost descending, names ascending) and check each choice.
            var replay = [Int](repeating: 0, count: count)
            let order = plan.files.sorted { $0.cost != $1.cost ? $0.cost > $1.cost : ShardPlan.precedes($0.relativePath, $1.relativePath) }
            for f in order {
                let lightest = replay.min()!
                XCTAssertEqual(replay[f.shard], lightest, "\(f.relativePath) did not go to a lightest shard")
                XCTAssertEqual(replay.firstIndex(of: lightest), f.shard, "\(f.relativePath): a tie goes to the lowest index")
                replay[f.shard] += f.cost
            }
            XCTAssertEqual(replay, loads)
        }
    }

    func testCostsFromAnEarlierManifest() {
        let files = [(relativePath: "a.swift", bytes: 100), (relativePath: "b.swift", bytes: 300), (relativePath: "new.swift", bytes: 200)]
        let costs = ShardCosts(milliseconds: ["a.swift": 2.5, "b.swift": 1.5, "gone.swift": 99])
        let w = costs.weigh(files)
        XCTAssertEqual(w.basis, "earlier-microseconds")
        // 4000 µs over 400 bytes: 10 µs per byte for the file the earlier run did not have.
        XCTAssertEqual(w.costs, [2500, 1500, 2000])
        // Nothing in common: by size.
        XCTAssertEqual(ShardCosts(milliseconds: ["other.swift": 1]).weigh(files), .init(costs: [100, 300, 200], basis: "bytes"))
        XCTAssertEqual(ShardCosts.bySize.weigh(files).basis, "bytes")
        // The slow small file is balanced as slow.
        let plan = ShardPlan(
            files: [("/x/a.swift", "a.swift", 100), ("/x/b.swift", "b.swift", 300), ("/x/new.swift", "new.swift", 200)],
            count: 2, costs: costs)
        XCTAssertEqual(assignment(plan), ["a.swift": 0, "new.swift": 1, "b.swift": 1])
        XCTAssertNotEqual(
            plan.fingerprint,
            ShardPlan(
                files: [
                    ("/x/a.swift", "a.swift", 100), ("/x/b.swift", "b.swift", 300),
                    ("/x/new.swift", "new.swift", 200),
                ], count: 2
            ).fingerprint)
    }

    func testBatchFolderNamesFilesBelowTheCommonFolder() {
        let folder = BatchFolder(inputs: ["/r/app/scenes/a.swift", "/r/app/seeds/b/c.swift", "/r/app/scenes/../scenes/d.swift"])
        XCTAssertEqual(folder.relativePath(of: "/r/app/seeds/b/c.swift"), "seeds/b/c.swift")
        XCTAssertEqual(folder.relativePath(of: "/r/app/scenes/../scenes/d.swift"), "scenes/d.swift")
        XCTAssertEqual(BatchFolder(inputs: ["/r/one.swift"]).relativePath(of: "/r/one.swift"), "one.swift")
    }

    // MARK: SHA-256

    func testSHA256KnownAnswers() {
        XCTAssertEqual(SHA256.hex(of: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex(of: Data(repeating: 0x61, count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testSHA256InPiecesIsTheSameAsAtOnce() {
        let data = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        let whole = SHA256.hex(of: data)
        for cut in [0, 1, 55, 56, 63, 64, 65, 127, 128, 999, 1000] {
            var h = SHA256()
            h.update(data.prefix(cut))
            h.update(data.dropFirst(cut))
            XCTAssertEqual(h.hexDigest(), whole, "cut at \(cut)")
        }
        var bytewise = SHA256()
        for b in data { bytewise.update(Data([b])) }
        XCTAssertEqual(bytewise.hexDigest(), whole)
    }

    // MARK: Merge rules

    /// A manifest of shard `index` of `count` with the given files, as `easel render` writes it.
    static func manifest(
        _ index: Int, of count: Int, files: [String], failed: [String] = [], scale: Double = 2,
        planned: Int? = nil
    ) -> RenderManifest {
        let options = PixelOptions(
            scale: scale, size: nil, device: "auto", colorScheme: "light", background: nil, debug: false, view: nil,
            defines: [], assets: [], fontDirs: [], project: nil, standalone: false, strict: false)
        let inputs = files.map {
            RenderManifest.Input(path: $0, bytes: 10, sha256: String(repeating: "0", count: 64), cost: 10, milliseconds: 5, images: failed.contains($0) ? 0 : 1)
        }
        let outputs = files.filter { !failed.contains($0) }.map {
            RenderManifest.Output(path: $0.replacingOccurrences(of: ".swift", with: ".png"), input: $0, bytes: 20, sha256: String(repeating: "1", count: 64))
        }
        return RenderManifest(
            shardCount: count,
            shards: [.init(index: index, files: files.count, images: outputs.count, failures: failed.count, milliseconds: Double(100 * (index + 1)))],
            batch: .init(files: planned ?? 6, costBasis: "bytes", planFingerprint: "f"), options: options, outputsRelativeTo: .outDir,
            inputs: inputs, outputs: outputs, failures: failed.map { .init(path: $0, message: "\($0):1:1: error: no") })
    }

    func testMergeJoinsShardsInOrder() throws {
        let result = try ManifestMerge.renders([
            ("b.json", Self.manifest(2, of: 3, files: ["e.swift", "f.swift"])),
            ("a.json", Self.manifest(0, of: 3, files: ["b.swift", "a.swift"])),
            ("c.json", Self.manifest(1, of: 3, files: ["c.swift", "d.swift"], failed: ["d.swift"])),
        ])
        XCTAssertEqual(result.missingShards, [])
        XCTAssertEqual(result.manifest.shards.map(\.index), [0, 1, 2])
        XCTAssertEqual(result.manifest.inputs.map(\.path), ["a.swift", "b.swift", "c.swift", "d.swift", "e.swift", "f.swift"])
        XCTAssertEqual(result.manifest.outputs.count, 5)
        XCTAssertEqual(result.manifest.failures.map(\.path), ["d.swift"])
        // Merging the merge with nothing else gives it back.
        XCTAssertEqual(try ManifestMerge.renders([("m.json", result.manifest)]).manifest, result.manifest)
    }

    func testMergeReportsMissingShards() throws {
        let result = try ManifestMerge.renders([
            ("a.json", Self.manifest(0, of: 4, files: ["a.swift"])),
            ("c.json", Self.manifest(2, of: 4, files: ["c.swift"])),
        ])
        XCTAssertEqual(result.missingShards, [1, 3])
    }

    func testMergeRefusesManifestsThatDoNotBelongTogether() {
        func problems(_ given: [(String, RenderManifest)]) -> [String] {
            do { _ = try ManifestMerge.renders(given.map { (path: $0.0, manifest: $0.1) }); return [] } catch { return error.messages }
        }
        let a = Self.manifest(0, of: 2, files: ["a.swift"])
        XCTAssertEqual(problems([("a.json", a), ("again.json", a)]), ["shard 0/2 is in both a.json and again.json"])
        XCTAssertEqual(
            problems([("a.json", a), ("b.json", Self.manifest(1, of: 3, files: ["b.swift"]))]),
            ["b.json is a shard of 3, a.json of 2: every shard of a batch needs the same n in --shard i/n"])
        XCTAssertEqual(
            problems([("a.json", a), ("b.json", Self.manifest(1, of: 2, files: ["b.swift"], scale: 3))]),
            ["b.json was rendered with other options than a.json: scale"])
        XCTAssertEqual(
            problems([("a.json", a), ("b.json", Self.manifest(1, of: 2, files: ["a.swift"]))]),
            ["a.swift was rendered in both a.json and b.json", "the picture a.png was written in both a.json and b.json"])
        var odd = Self.manifest(1, of: 2, files: ["b.swift"])
        odd.shards[0].index = 2
        XCTAssertEqual(problems([("a.json", a), ("b.json", odd)]), ["b.json lists shard 2, which is not one of 0/2 … 1/2"])
        var other = Self.manifest(1, of: 2, files: ["b.swift"])
        other.batch.planFingerprint = "g"
        XCTAssertTrue(problems([("a.json", a), ("b.json", other)]).first?.hasPrefix("b.json planned another batch than a.json") == true)
        XCTAssertEqual(
            problems([
                ("a.json", Self.manifest(0, of: 2, files: ["a.swift"], planned: 3)),
                ("b.json", Self.manifest(1, of: 2, files: ["b.swift"], planned: 3)),
            ]),
            ["the shards list 2 files but planned 3"])
    }

    func testManifestFileProblemsNameTheFile() {
        func problem(_ text: String) -> String {
            do { _ = try ManifestFile.parse(Data(text.utf8), path: "x.json"); return "" } catch { return error.description }
        }
        XCTAssertEqual(problem(""), "x.json: not JSON (the file is empty)")
        XCTAssertEqual(problem("{"), "x.json: not JSON (it does not parse)")
        XCTAssertEqual(problem("[]"), "x.json: not a manifest: the JSON is not an object")
        XCTAssertEqual(
            problem(#"{"format": "easel-render-manifest", "formatVersion": 2}"#),
            "x.json: render manifest format version 2; this easel reads version 1")
        XCTAssertEqual(problem(#"{"format": "png"}"#), "x.json: format 'png' is not easel-render-manifest")
        XCTAssertEqual(
            problem(#"{"format": "easel-render-manifest", "formatVersion": 1}"#),
            "x.json: not a valid render manifest: 'shardCount' is missing at the top level")
        XCTAssertEqual(problem(#"{"version": 3, "run": "r", "items": []}"#), "x.json: snapshot report version 3; this easel reads version 1")
        XCTAssertEqual(problem(#"{"hello": 1}"#), "x.json: neither a render manifest (easel render --manifest) nor a snapshot report's manifest.json")
        XCTAssertEqual(problem(#"{"version": 1, "run": "r", "items": [{"id": 1}]}"#), "x.json: not a valid snapshot report: items[0].id is not a string")
    }
}
