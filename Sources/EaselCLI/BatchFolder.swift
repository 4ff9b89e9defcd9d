import Foundation

/// The deepest folder holding every input of a batch, and paths relative to it.
///
/// `--out-dir` mirrors the inputs' folders below it, and manifests and shard plans name files by
/// their path below it, so that the same batch has the same names on every machine wherever it
/// is checked out (`scenes/a.swift`, not `/home/runner/work/app/scenes/a.swift`).
struct BatchFolder: Sendable {
    /// The common folder's path components (`["/", "home", …]`).
    let components: [String]

    /// The common folder of `inputs` (paths as given; relative ones are taken from the current
    /// folder). Links are not resolved, so the names are the ones the command line used.
    init(inputs: [String]) {
        let folders = inputs.map { Self.url($0).deletingLastPathComponent().pathComponents }
        var common = folders.first ?? []
        for f in folders.dropFirst() {
            common = Array(zip(common, f).prefix { $0 == $1 }.map(\.0))
        }
        components = common
    }

    /// The folders between the common folder and `path`'s file (empty for a file directly in it).
    func subfolders(of path: String) -> [String] {
        Array(Self.url(path).deletingLastPathComponent().pathComponents.dropFirst(components.count))
    }

    /// `path` below the common folder, with `/` separators (`sub/scene.swift`).
    func relativePath(of path: String) -> String {
        (subfolders(of: path) + [Self.url(path).lastPathComponent]).joined(separator: "/")
    }

    /// The path of `input`'s picture `picture` below the output base (--out-dir, or this
    /// folder when pictures go next to their inputs): the input's subfolders and the file name.
    func relativeOutputPath(_ picture: URL, of input: String) -> String {
        (subfolders(of: input) + [picture.lastPathComponent]).joined(separator: "/")
    }

    /// The standardized file URL of `path`.
    private static func url(_ path: String) -> URL { URL(fileURLWithPath: path).standardizedFileURL }
}
