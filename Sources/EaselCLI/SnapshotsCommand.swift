import Foundation
import ArgumentParser

/// `easel snapshots`: what to do with the snapshot tests' last run.
struct Snapshots: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Work with the report of the last snapshot test run.",
        subcommands: [SnapshotsAccept.self, SnapshotsPrune.self])
}
