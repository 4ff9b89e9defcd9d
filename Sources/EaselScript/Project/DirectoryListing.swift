import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The entries of a folder with whether each is a folder, as the project's walks read them.
///
/// On Linux the folder is read with `readdir`, which tells folders from files by itself on most
/// file systems (a symbolic link, or a file system that does not say, is asked with `stat`,
/// which follows links as `fileExists(atPath:isDirectory:)` does). Foundation's
/// `contentsOfDirectory(atPath:)` followed by `fileExists(atPath:isDirectory:)` for each entry
/// cost the walk through a large repository's folders most of a second (docs/Performance.md,
/// stop 53).
enum DirectoryListing {
    struct Item {
        let name: String
        let isFolder: Bool
        /// A symbolic link (to a folder or a file): walks do not follow one into a folder, which
        /// could lead back above it.
        var isLink = false
    }

    /// The entries of the folder at `path` (hidden ones included, `.` and `..` not), in no
    /// particular order; nil when it cannot be read.
    static func items(at path: String) -> [Item]? {
        #if canImport(Glibc)
            guard let dir = opendir(path) else { return nil }
            defer { closedir(dir) }
            var items: [Item] = []
            // A `dirent` that `readdir` returns is only as long as its name: copying the struct
            // (`entry.pointee.d_name` by value, 256 bytes) could read past the end of the buffer
            // and crash when the entry ends at a page boundary. The name is read where it lies.
            let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
            while let entry = readdir(dir) {
                let record = UnsafeRawPointer(entry)
                let name = String(cString: record.advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
                if name == "." || name == ".." { continue }
                let type = record.load(fromByteOffset: typeOffset, as: UInt8.self)
                var isFolder = type == UInt8(DT_DIR)
                var isLink = type == UInt8(DT_LNK)
                if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
                    var info = stat()
                    isFolder = stat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                    if type == UInt8(DT_UNKNOWN) {
                        var own = stat()
                        isLink = lstat(path + "/" + name, &own) == 0 && own.st_mode & S_IFMT == S_IFLNK
                    }
                }
                items.append(Item(name: name, isFolder: isFolder, isLink: isLink))
            }
            return items
        #else
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
            return names.map { name in
                var folder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &folder)
                let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: path + "/" + name)) != nil
                return Item(name: name, isFolder: exists && folder.boolValue, isLink: link)
            }
        #endif
    }

    /// The names of the folder's entries; empty when it cannot be read.
    static func names(at path: String) -> [String] {
        items(at: path)?.map(\.name) ?? []
    }
}
