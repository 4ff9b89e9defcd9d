import Foundation
import Easel

/// The home folder a compiled scene's program runs in: a fresh, empty app container (Documents,
/// Library/Application Support, Library/Caches, tmp), as a freshly installed app sees its own,
/// removed when the program ends. What the view's code writes below `URL.documentsDirectory` and
/// its siblings stays there: it never reaches the user's home folder, and every render starts
/// from the same empty folders, as the interpreter's in-memory container does.
struct CompiledAppContainer {
    let url: URL

    /// The folders an iOS app's container starts with.
    static let folders = ["Documents", "Library/Application Support", "Library/Caches", "tmp"]

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-app-\(UUID().uuidString)", isDirectory: true)
        for f in Self.folders {
            try FileManager.default.createDirectory(at: url.appendingPathComponent(f, isDirectory: true), withIntermediateDirectories: true)
        }
    }

    /// The program's environment, naming the container (`URL.documentsDirectory` reads it; Linux's
    /// `FileManager.urls(for:in:)` follows the account's home folder whatever the environment says).
    var environment: [String: String] { [URL.appContainerVariable: url.path] }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
