import Foundation
import ArgumentParser

/// The `easel` command: render SwiftUI source files to PNG (and merge the manifests of a sharded batch, fetch the packages a project imports), print their layout, explain it, preview it live.
/// Arguments, files, batch and progress only; parsing and evaluation live in EaselScript.
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render SwiftUI source files to PNG images without a compiler.",
        subcommands: [Render.self, Merge.self, Resolve.self, LayoutCommand.self, Explain.self, Preview.self, Snapshots.self],
        defaultSubcommand: Render.self)
}
