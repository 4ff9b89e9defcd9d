import Foundation
import ArgumentParser
import EaselSnapshotCore

/// `easel snapshots accept [--filter F] [--artifacts DIR]`: the new snapshots of the last run
/// (failed or recorded, as the report lists them) become the goldens.
struct SnapshotsAccept: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the new snapshots of the last test run the goldens.",
        discussion:
            "Reads the run's manifest.json in the artifacts directory and copies each selected entry's new snapshot over its golden, then removes it from the report. Run it from the package's folder."
    )

    @OptionGroup var artifacts: ArtifactsOption
    @Option(
        help: ArgumentHelp(
            "Which snapshots: a suite (CardTests), a snapshot (CardTests/Card, which also takes Card.1, Card.2 …) or a shell pattern; default: all.",
            valueName: "filter"))
    var filter: String?

    func run() throws {
        let accepted: [AcceptedSnapshot]
        do { accepted = try acceptFailedSnapshots(artifacts: artifacts.directory, filter: filter) } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        guard !accepted.isEmpty else {
            printError("error: no snapshot in \(artifacts.directory.path)'s report matches '\(filter ?? "")'")
            throw ExitCode(1)
        }
        for a in accepted { print("accepted \(a.id) → \(a.golden.path)") }
    }
}
