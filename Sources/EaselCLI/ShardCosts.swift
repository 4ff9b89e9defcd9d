import Foundation

/// What a file weighs when `ShardPlan` balances shards: by default its size in bytes; with
/// `--costs earlier.json`, the milliseconds it took in an earlier run's manifest (a shard's or a
/// merged one), so that a slow scene is balanced as slow even when its file is short.
///
/// Costs are whole numbers so that every machine computes the same plan:
/// - by size: the size in bytes;
/// - by time: the earlier time in microseconds; a file the earlier run did not have is weighed
///   by its size times the earlier run's microseconds per byte (over the files both runs have),
///   rounded. When the runs share no file (or their files are all empty), every file is weighed
///   by size.
struct ShardCosts: Sendable {
    /// The earlier milliseconds of each file, by its path below the batch folder; empty: by size.
    let milliseconds: [String: Double]

    /// Weighs every file by its size.
    static let bySize = ShardCosts(milliseconds: [:])

    /// Weighs files by the times in an earlier manifest.
    init(milliseconds: [String: Double]) { self.milliseconds = milliseconds }

    /// Weighs files by the times `manifest` recorded.
    init(manifest: RenderManifest) {
        var times: [String: Double] = [:]
        for input in manifest.inputs where input.milliseconds.isFinite && input.milliseconds >= 0 { times[input.path] = input.milliseconds }
        self.init(milliseconds: times)
    }

    /// The costs of `files` (in their order) and what they are.
    struct Weighting: Equatable {
        /// One cost per file.
        var costs: [Int]
        /// `bytes` or `earlier-microseconds` (recorded in manifests).
        var basis: String
    }

    /// The cost of each of `files` (see the type's description).
    func weigh(_ files: [(relativePath: String, bytes: Int)]) -> Weighting {
        let bySize = Weighting(costs: files.map { max(0, $0.bytes) }, basis: "bytes")
        let known = files.compactMap { f in milliseconds[f.relativePath].map { (micros: Self.micros($0), bytes: max(0, f.bytes)) } }
        let knownMicros = known.reduce(0) { $0 + $1.micros }, knownBytes = known.reduce(0) { $0 + $1.bytes }
        guard !known.isEmpty, knownBytes > 0 else { return bySize }
        let perByte = Double(knownMicros) / Double(knownBytes)
        let costs = files.map { f in
            milliseconds[f.relativePath].map(Self.micros) ?? Int((Double(max(0, f.bytes)) * perByte).rounded())
        }
        return Weighting(costs: costs, basis: "earlier-microseconds")
    }

    /// Milliseconds as whole microseconds (at most about 31 years, so that sums cannot overflow).
    private static func micros(_ ms: Double) -> Int { Int((min(max(ms, 0), 1e12) * 1000).rounded()) }
}
