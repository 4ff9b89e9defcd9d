import Foundation

/// The files a preview shows and the folders watched for them.
///
/// Each file has a small number as its ID, given in the order the files were found; requests name
/// files only by these IDs, so the server never opens a path that comes from a request.
package final class WatchedFiles: @unchecked Sendable {
    /// A watched folder; `recursive` when it was given as a folder (its subfolders are watched).
    package struct Folder: Hashable, Sendable {
        package let path: String
        package let recursive: Bool
    }

    package let folders: [Folder]
    private let explicitFiles: Set<String>
    private let lock = NSLock()
    private var paths: [String] = []
    private var ids: [String: Int] = [:]

    /// Files and folders from the command line. A file must be a `.swift` file; a folder adds
    /// every Swift file below it that declares a preview or a view.
    package init(arguments: [String]) throws {
        var folders: [Folder] = []
        var files: [String] = []
        var explicit = Set<String>()
        let fm = FileManager.default
        for a in arguments {
            let path = Self.standardized(a)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { throw WatchError("no such file or folder: \(a)") }
            if isDir.boolValue {
                folders.append(Folder(path: path, recursive: true))
                files += Self.previewFiles(below: path)
            } else {
                guard path.hasSuffix(".swift") else { throw WatchError("not a Swift file: \(a)") }
                folders.append(Folder(path: (path as NSString).deletingLastPathComponent, recursive: false))
                files.append(path)
                explicit.insert(path)
            }
        }
        // A folder given twice, or a file's folder below a recursive folder, is watched once.
        var seen = Set<String>()
        let recursive = folders.filter(\.recursive).map(\.path)
        self.folders = folders.sorted { $0.recursive && !$1.recursive }.filter { f in
            if !f.recursive, recursive.contains(where: { f.path == $0 || f.path.hasPrefix($0 + "/") }) { return false }
            return seen.insert(f.path).inserted
        }
        explicitFiles = explicit
        for f in files { _ = add(f) }
    }

    /// An absolute path without `.`, `..` or a trailing slash.
    package static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Every file, in ID order.
    package var all: [(id: Int, path: String)] {
        lock.lock(); defer { lock.unlock() }
        return paths.enumerated().map { ($0.offset, $0.element) }
    }

    /// The path of the file with this ID, or nil for any other number.
    package func path(for id: Int) -> String? {
        lock.lock(); defer { lock.unlock() }
        return paths.indices.contains(id) ? paths[id] : nil
    }

    /// The ID of a watched file.
    package func id(for path: String) -> Int? {
        lock.lock(); defer { lock.unlock() }
        return ids[path]
    }

    private func add(_ path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard ids[path] == nil else { return false }
        ids[path] = paths.count
        paths.append(path)
        return true
    }

    /// Whether a changed path is one the watcher should report: a Swift file in a watched folder.
    package func isRelevant(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let dir = (path as NSString).deletingLastPathComponent
        return folders.contains { f in dir == f.path || (f.recursive && dir.hasPrefix(f.path + "/")) }
    }

    /// Adds a file that appeared in a watched folder if it holds a preview; returns whether it was added.
    package func discover(_ path: String) -> Bool {
        guard id(for: path) == nil, isRelevant(path),
            folders.contains(where: { $0.recursive && path.hasPrefix($0.path + "/") }),
            let text = try? String(contentsOfFile: path, encoding: .utf8), Self.declaresPreview(text)
        else { return false }
        return add(path)
    }

    /// The Swift files below `folder` that declare a preview or a view, sorted by path.
    static func previewFiles(below folder: String) -> [String] {
        var out: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        for case let sub as String in walker {
            let name = (sub as NSString).lastPathComponent
            if FileWatcher.skipped(name) {
                walker.skipDescendants()
                continue
            }
            guard sub.hasSuffix(".swift"), name != "Package.swift" else { continue }
            let path = folder + "/" + sub
            if let text = try? String(contentsOfFile: path, encoding: .utf8), declaresPreview(text) { out.append(path) }
        }
        return out.sorted()
    }

    /// A file worth a picture: it has a `#Preview`, a `PreviewProvider`, or a type conforming to
    /// `View`, and it is not a test or the app's `@main` file.
    static func declaresPreview(_ text: String) -> Bool {
        if text.contains("import XCTest") || text.contains("import Testing") || text.contains("@main") { return false }
        return text.contains("#Preview") || text.contains("PreviewProvider") || text.range(of: #":\s*(some\s+)?View\b"#, options: .regularExpression) != nil
    }
}
