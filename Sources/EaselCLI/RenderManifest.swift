import Foundation
import EaselRaster

/// `easel render --manifest FILE`: what one run rendered, written at its end, failures included;
/// `easel merge` joins the manifests of a batch's shards into one of the same form.
///
/// Files are named by their path below the batch's common folder (`BatchFolder`), outputs by
/// their path below `--out-dir` (or, without it, below the same common folder, next to their
/// inputs), so that manifests of the same batch match wherever it ran. Hashes are SHA-256 in
/// hexadecimal (what `sha256sum` prints). The JSON is pretty-printed with sorted keys and sorted
/// lists, so manifests diff well; nothing in it depends on the date or the machine except the
/// timings.
struct RenderManifest: Codable, Equatable, Sendable {
    /// The value of `format` that marks a render manifest.
    static let formatName = "easel-render-manifest"
    /// The version of the format this easel writes and reads.
    static let currentFormatVersion = 1

    /// Always `formatName`.
    var format = Self.formatName
    /// The format's version (`currentFormatVersion` when written).
    var formatVersion = Self.currentFormatVersion
    /// Into how many shards the batch was split (1 without `--shard`).
    var shardCount: Int
    /// The shards this manifest covers, by index: one for a shard's run, several after a merge.
    var shards: [ShardRun]
    /// The batch every shard planned.
    var batch: Batch
    /// The options that decide the pixels (identical in every shard of a batch).
    var options: PixelOptions
    /// What output paths are relative to.
    var outputsRelativeTo: OutputBase
    /// The files rendered (or tried), sorted by path.
    var inputs: [Input]
    /// The pictures written, sorted by path.
    var outputs: [Output]
    /// The files that failed (and wrote nothing), sorted by path.
    var failures: [Failure]

    /// One shard's run.
    struct ShardRun: Codable, Equatable, Sendable {
        /// The shard's index, from 0.
        var index: Int
        /// How many files it was given, rendered and failed.
        var files: Int, images: Int, failures: Int
        /// Its wall-clock time from planning to the manifest, in milliseconds.
        var milliseconds: Double
    }

    /// The batch as planned (`ShardPlan`).
    struct Batch: Codable, Equatable, Sendable {
        /// How many files the whole batch has (in all shards).
        var files: Int
        /// What the plan's costs are: `bytes` or `earlier-microseconds` (`ShardCosts`).
        var costBasis: String
        /// `ShardPlan.fingerprint`: the same in every shard of the batch.
        var planFingerprint: String
    }

    /// The folder output paths are relative to.
    enum OutputBase: String, Codable, Sendable {
        /// `--out-dir`.
        case outDir = "out-dir"
        /// The inputs' common folder (pictures next to their scenes).
        case inputs
    }

    /// One input file.
    struct Input: Codable, Equatable, Sendable {
        /// Its path below the batch's common folder.
        var path: String
        /// Its size in bytes and the SHA-256 of its contents (nil when it could not be read).
        var bytes: Int, sha256: String?
        /// Its weight in the shard plan.
        var cost: Int
        /// The time from reading it to writing its last picture (or failing), in milliseconds.
        var milliseconds: Double
        /// How many pictures it wrote.
        var images: Int
    }

    /// One picture written.
    struct Output: Codable, Equatable, Sendable {
        /// Its path below `outputsRelativeTo`.
        var path: String
        /// The input it shows.
        var input: String
        /// Its size in bytes and the SHA-256 of the PNG's bytes.
        var bytes: Int, sha256: String
    }

    /// One file that failed.
    struct Failure: Codable, Equatable, Sendable {
        /// The input's path below the batch's common folder.
        var path: String
        /// The error as printed.
        var message: String
    }

    /// The lists in their canonical order (by path; shards by index).
    mutating func sort() {
        shards.sort { $0.index < $1.index }
        inputs.sort { ShardPlan.precedes($0.path, $1.path) }
        outputs.sort { ShardPlan.precedes($0.path, $1.path) }
        failures.sort { ShardPlan.precedes($0.path, $1.path) }
    }

    /// The manifest as JSON: pretty-printed, sorted keys, unescaped slashes, a final newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Writes the manifest to `url` atomically (a temporary file renamed over it), creating
    /// its folder.
    func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGCodec.writeAtomically(encoded(), to: url)
    }

    /// Milliseconds rounded to hundredths, so manifests do not carry noise digits.
    static func roundedMilliseconds(_ seconds: Double) -> Double { (seconds * 100_000).rounded() / 100 }
}
