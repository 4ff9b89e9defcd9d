import Foundation
import ArgumentParser

/// `--artifacts DIR`: the snapshot tests' artifacts directory, shared by the `easel snapshots`
/// commands.
struct ArtifactsOption: ParsableArguments {
    @Option(help: ArgumentHelp("The artifacts directory (default: EASEL_ARTIFACTS, else .build/snapshot-artifacts).", valueName: "dir"))
    var artifacts: String?

    /// The artifacts directory: the option, the environment's, or the package folder's.
    var directory: URL {
        if let artifacts { return URL(fileURLWithPath: artifacts, isDirectory: true) }
        if let env = ProcessInfo.processInfo.environment["EASEL_ARTIFACTS"], !env.isEmpty { return URL(fileURLWithPath: env, isDirectory: true) }
        return URL(fileURLWithPath: ".build/snapshot-artifacts", isDirectory: true)
    }
}
