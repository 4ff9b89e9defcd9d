import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A depth-first walk of a folder's entries in name order, as the project index and the bundle's
/// resources read a project: hidden entries (a name starting with ".") are skipped and a symbolic
/// link to a folder is not followed. Read with `DirectoryListing`: Foundation's enumerator asked
/// for each entry's `resourceValues` cost about 600,000 instructions an entry on Linux
/// (docs/Performance.md, stop 60), and its order (the file system's) could change which files a
/// project's budget of files kept.
enum FolderWalk {
    /// What to do after an entry.
    enum Next {
        /// Walk a folder's entries next (nothing for a file).
        case descend
        /// Go on with the entry's next sibling.
        case skip
        /// End the walk.
        case stop
    }

    /// Calls `visit` with the standardized path, the name and whether it is a folder, for each
    /// entry below `root`; the entries of folders more than `maxDepth` levels below it (its own
    /// are level 0) are not read.
    static func walk(_ root: String, maxDepth: Int = .max, _ visit: (_ path: String, _ name: String, _ isFolder: Bool) -> Next) {
        func walk(_ dir: String, depth: Int) -> Bool {
            guard let items = DirectoryListing.items(at: dir) else { return true }
            for item in items.sorted(by: { $0.name < $1.name }) where !item.name.hasPrefix(".") {
                let path = dir == "/" ? "/" + item.name : dir + "/" + item.name
                switch visit(path, item.name, item.isFolder) {
                case .stop: return false
                case .descend: if item.isFolder, !item.isLink, depth < maxDepth, !walk(path, depth: depth + 1) { return false }
                case .skip: break
                }
            }
            return true
        }
        _ = walk(URL(fileURLWithPath: root).standardizedFileURL.path, depth: 0)
    }

    /// The extension of a file or folder name, as `URL.pathExtension` gives it (`"swift"`, `""`).
    static func pathExtension(_ name: String) -> Substring {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }

    /// The size of the file at `path` in bytes (nil when it cannot be read).
    static func fileSize(_ path: String) -> Int? {
        #if canImport(Glibc)
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_size) : nil
        #else
            return (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        #endif
    }
}
