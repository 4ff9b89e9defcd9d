import Foundation
import ArgumentParser
import EaselSnapshotCore

/// `easel snapshots prune [--delete] [--artifacts DIR]`: the goldens no test of the last run
/// used, listed, or deleted with `--delete`.
struct SnapshotsPrune: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List (or delete) the goldens no snapshot test of the last run used.",
        discussion:
            "Reads which goldens the last run of the whole test suite verified (<artifacts dir>.used) and lists the other files of its golden directories. Run the whole suite first: a run with --filter or --skip is refused. Run it from the package's folder."
    )

    @OptionGroup var artifacts: ArtifactsOption
    @Flag(help: "Delete the orphaned goldens (and folders they leave empty) instead of listing them.")
    var delete = false

    func run() throws {
        let orphans: [URL]
        do {
            orphans = delete ? try pruneOrphanedGoldens(artifacts: artifacts.directory) : try orphanedGoldens(artifacts: artifacts.directory)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        let cwd = FileManager.default.currentDirectoryPath + "/"
        func shown(_ url: URL) -> String { url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path }
        guard !orphans.isEmpty else {
            print("no orphaned goldens: the last run used every golden")
            return
        }
        for url in orphans { print("\(delete ? "deleted" : "orphaned") \(shown(url))") }
        if !delete { print("\(orphans.count) golden\(orphans.count == 1 ? "" : "s") no test used; `easel snapshots prune --delete` removes them") }
    }
}
