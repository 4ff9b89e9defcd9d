import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Which shard renders which file of a batch (`easel render --shard i/n`).
///
/// Every shard process computes the whole plan from the same inputs and keeps its own part, so
/// no coordinator is needed; the plan depends only on the files' paths below the batch's common
/// folder and their costs, never on the order of the command line or on where the batch is
/// checked out:
///
/// 1. The inputs are named by their path relative to their common folder (`BatchFolder`) and
///    sorted by those names' UTF-8 bytes; a file given twice is planned once.
/// 2. Each file has a cost (`ShardCosts`): its size in bytes, or its time in an earlier manifest.
/// 3. Greedy longest-processing-time assignment: the files in order of decreasing cost (equal
///    costs by name) each go to the shard with the least cost so far (equal loads: the lowest
///    index); a file weighs at least 1. No shard ends more than the largest single file's cost
///    above the lightest.
struct ShardPlan: Sendable {
    /// One input and where it goes.
    struct File: Sendable, Equatable {
        /// The path as given on the command line (used to read and render it).
        let path: String
        /// The path below the batch's common folder, `/`-separated: its name in manifests.
        let relativePath: String
        /// Its size in bytes (0 when it cannot be read; rendering it then fails and says why).
        let bytes: Int
        /// Its weight in the balance (see `ShardCosts`).
        let cost: Int
        /// The shard that renders it, from 0.
        let shard: Int
    }

    /// How many shards the batch is split into.
    let count: Int
    /// Every input once, sorted by `relativePath`.
    let files: [File]
    /// What the costs are (`ShardCosts.Weighting.basis`).
    let costBasis: String

    /// Plans the files `inputs` (paths as given) over `count` shards, reading their sizes.
    init(inputs: [String], count: Int, costs: ShardCosts = .bySize) {
        let folder = BatchFolder(inputs: inputs)
        let named = inputs.map { (path: $0, relativePath: folder.relativePath(of: $0), bytes: Self.size(of: $0)) }
        self.init(files: named, count: count, costs: costs)
    }

    /// Plans files whose names below the batch folder and sizes are known.
    init(files given: [(path: String, relativePath: String, bytes: Int)], count: Int, costs: ShardCosts = .bySize) {
        var seen = Set<String>()
        let unique = given.sorted { Self.precedes($0.relativePath, $1.relativePath) }.filter { seen.insert($0.relativePath).inserted }
        let weighting = costs.weigh(unique.map { (relativePath: $0.relativePath, bytes: $0.bytes) })
        let shards = Self.assign(costs: weighting.costs, count: count)
        self.count = count
        costBasis = weighting.basis
        files = unique.indices.map {
            File(
                path: unique[$0].path, relativePath: unique[$0].relativePath, bytes: unique[$0].bytes,
                cost: weighting.costs[$0], shard: shards[$0])
        }
    }

    /// The files of shard `index`, sorted by `relativePath`.
    func files(in index: Int) -> [File] { files.filter { $0.shard == index } }

    /// The total cost of each shard (each file weighing at least 1, as in the assignment).
    var loads: [Int] {
        var loads = [Int](repeating: 0, count: count)
        for f in files { loads[f.shard] += max(1, f.cost) }
        return loads
    }

    /// A SHA-256 of the plan (shard count, and each file's name, size and cost in order): equal
    /// in every shard of one batch, so that `easel merge` can tell shards of different batches
    /// (other files, other contents, other `--costs`) apart.
    var fingerprint: String {
        var h = SHA256()
        h.update(Data("easel shard plan\n\(count)\n".utf8))
        for f in files { h.update(Data("\(f.relativePath)\t\(f.bytes)\t\(f.cost)\n".utf8)) }
        return h.hexDigest()
    }

    /// The shard of each item (greedy longest-processing-time; see the type's description).
    /// `costs` are in the order of the sorted names, so a tie in cost goes to the earlier name.
    static func assign(costs: [Int], count: Int) -> [Int] {
        precondition(count >= 1)
        // Stable: equal costs keep their (name) order.
        let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var loads = ShardLoads(count: count)
        var shard = [Int](repeating: 0, count: costs.count)
        // Each file weighs at least 1, so that empty files are spread too.
        for i in order { shard[i] = loads.addToLightest(max(1, costs[i])) }
        return shard
    }

    /// Whether `a` sorts before `b`: by UTF-8 bytes, the same in every locale and on every machine.
    static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// The size of the file at `path` in bytes, links followed; 0 when there is none.
    static func size(of path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return 0 }
        return Int(info.st_size)
    }
}
