import Foundation

/// What a run's worker threads report for `--manifest`, gathered behind one lock; `manifest(…)`
/// turns it into the `RenderManifest` written at the end. Hashes are computed by the workers,
/// outside the lock.
final class ManifestRecorder: @unchecked Sendable {  // the lists are behind `lock`
    private let lock = NSLock()
    private var inputs: [RenderManifest.Input] = []
    private var outputs: [RenderManifest.Output] = []
    private var failures: [RenderManifest.Failure] = []

    /// Records `file`, which wrote `pictures` (their paths below the output base, and bytes)
    /// in `seconds`, or failed with `failure` (then `pictures` is empty).
    func record(_ file: ShardPlan.File, seconds: Double, pictures: [(path: String, data: Data)], failure: String?) {
        let source = FileManager.default.contents(atPath: file.path)
        let input = RenderManifest.Input(
            path: file.relativePath, bytes: source?.count ?? file.bytes, sha256: source.map(SHA256.hex(of:)),
            cost: file.cost, milliseconds: RenderManifest.roundedMilliseconds(seconds), images: pictures.count)
        let written = pictures.map {
            RenderManifest.Output(path: $0.path, input: file.relativePath, bytes: $0.data.count, sha256: SHA256.hex(of: $0.data))
        }
        lock.lock()
        defer { lock.unlock() }
        inputs.append(input)
        outputs += written
        if let failure { failures.append(RenderManifest.Failure(path: file.relativePath, message: failure)) }
    }

    /// The manifest of shard `shard` of `plan`, run in `seconds`.
    func manifest(
        shard: Shard, plan: ShardPlan, options: PixelOptions, outputsRelativeTo: RenderManifest.OutputBase,
        seconds: Double
    ) -> RenderManifest {
        lock.lock()
        defer { lock.unlock() }
        let run = RenderManifest.ShardRun(
            index: shard.index, files: inputs.count, images: outputs.count, failures: failures.count,
            milliseconds: RenderManifest.roundedMilliseconds(seconds))
        var m = RenderManifest(
            shardCount: shard.count, shards: [run],
            batch: .init(files: plan.files.count, costBasis: plan.costBasis, planFingerprint: plan.fingerprint),
            options: options, outputsRelativeTo: outputsRelativeTo,
            inputs: inputs, outputs: outputs, failures: failures)
        m.sort()
        return m
    }
}
