import Foundation

/// Another file of the project a script comes from (a model, a shared view, an extension), whose
/// declarations the script may use.
public struct CompanionFile: Sendable {
    public let fileName: String
    public let source: String

    public init(fileName: String, source: String) {
        self.fileName = fileName
        self.source = source
    }
}

/// Finds the files of a view file's project that declare what the view file uses, as Xcode would
/// compile them together: the project is the nearest folder above the file holding `Package.swift`,
/// an `.xcodeproj`/`.xcworkspace` or `.git` (else the file's own folder); a project file is used
/// when it declares a type or file-scope name the view file (or another used file) mentions, or
/// extends a type with a member one of them mentions. Test files, build folders and files over
/// 1 MB are skipped; at most `maxFiles` files are read.
public final class ProjectIndex: @unchecked Sendable {
    /// One project file with the names it declares.
    struct Entry {
        let path: String
        let source: String
        let declared: Set<String>
        let identifiers: Set<String>
    }

    public let root: String
    let entries: [Entry]
    public static let maxFiles = 2_000
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    init(root: String, entries: [Entry]) {
        self.root = root
        self.entries = entries
    }

    /// The project folder of a file: the nearest ancestor with an `.xcodeproj`, `.xcworkspace` or
    /// `.git`, or that is an app target's folder (see `isAppTarget`); in a Swift package, the folder
    /// of the file's module (`Sources/Module`), or the file's own folder when it is not in a module;
    /// with no marker, the file's own folder. Only a marked project is searched below its top folder.
    public static func projectRoot(of file: String) -> String { project(of: file).root }

    /// The project folder of a file and whether its subfolders belong to it.
    public static func project(of file: String) -> (root: String, recursive: Bool) {
        let fm = FileManager.default
        let start = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var dir = start
        for _ in 0..<8 {
            let names = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
            if names.contains("Package.swift") {
                let inside = Array(start.pathComponents.dropFirst(dir.pathComponents.count))
                if inside.count >= 2, inside[0] == "Sources" { return (dir.appendingPathComponent("Sources/\(inside[1])").path, true) }
                return (start.path, false)
            }
            if names.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return (dir.path, true)
            }
            if isAppTarget(dir, names) { return (dir.path, true) }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return (start.path, false)
    }

    /// An app target's folder without its Xcode project around it (a copied or archived app): it
    /// holds the asset catalog, the Info.plist, "Preview Content", or the `@main` App file.
    static func isAppTarget(_ dir: URL, _ names: [String]) -> Bool {
        if names.contains(where: { $0.hasSuffix(".xcassets") || $0 == "Info.plist" || $0 == "Preview Content" }) { return true }
        for n in names where n.hasSuffix("App.swift") {
            if let text = try? String(contentsOf: dir.appendingPathComponent(n), encoding: .utf8), text.contains("@main") { return true }
        }
        return false
    }

    /// At most this many bytes of source are read for one project.
    public static let maxBytes = 32 << 20

    /// Reads the Swift files in `root` (and its subfolders when `recursive`).
    public static func load(root: String, recursive: Bool = true) -> ProjectIndex {
        let fm = FileManager.default
        var entries: [Entry] = []
        var bytes = 0
        guard let walker = fm.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey, .fileSizeKey],
                                         options: [.skipsHiddenFiles]) else { return ProjectIndex(root: root, entries: []) }
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .fileSizeKey])
            if values?.isDirectory == true {
                if !recursive { walker.skipDescendants(); continue }
                if skippedFolders.contains(url.lastPathComponent) || url.lastPathComponent.hasSuffix("Tests") { walker.skipDescendants() }
                continue
            }
            guard url.pathExtension == "swift", (values?.fileSize ?? 0) <= 1_000_000, url.lastPathComponent != "Package.swift" else { continue }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            if text.contains("import XCTest") || text.contains("import Testing") { continue }
            bytes += text.utf8.count
            if bytes > maxBytes { break }
            entries.append(Entry(path: url.standardizedFileURL.path, source: text, declared: declaredNames(text), identifiers: identifiers(text)))
            if entries.count >= maxFiles { break }
        }
        return ProjectIndex(root: root, entries: entries.sorted { $0.path < $1.path })
    }

    /// The project files `file` needs (not `file` itself), in a stable order.
    /// Names that never select a file: Easel's own API (a project file declaring `struct Text`
    /// is not what a view's `Text` means).
    public func companions(for file: String, source: String, ignoring builtins: Set<String> = Script.builtinNames) -> [CompanionFile] {
        let me = URL(fileURLWithPath: file).standardizedFileURL.path
        var used = Self.identifiers(source).subtracting(builtins)
        var chosen = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (i, e) in entries.enumerated() where !chosen.contains(i) && e.path != me {
                if !e.declared.isDisjoint(with: used) {
                    chosen.insert(i)
                    used.formUnion(e.identifiers.subtracting(builtins))
                    changed = true
                }
            }
        }
        return chosen.sorted().map { CompanionFile(fileName: entries[$0].path, source: entries[$0].source) }
    }

    /// Names a file declares that another file would mention: types, file-scope functions and
    /// variables, and the members of its extensions (`extension Color { static let brand = … }`).
    static func declaredNames(_ text: String) -> Set<String> {
        var out = Set<String>()
        let typeDecl = try! NSRegularExpression(pattern: #"\b(?:struct|class|enum|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        let topLevel = try! NSRegularExpression(pattern: #"(?m)^(?:(?:public|internal|fileprivate|private|@MainActor)\s+)*(?:func|let|var)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        let member = try! NSRegularExpression(pattern: #"\b(?:func|static\s+let|static\s+var|static\s+func|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        let ns = text as NSString
        let all = NSRange(location: 0, length: ns.length)
        for re in [typeDecl, topLevel] {
            for m in re.matches(in: text, range: all) { out.insert(ns.substring(with: m.range(at: 1))) }
        }
        if text.contains("extension ") {
            for m in member.matches(in: text, range: all) {
                let name = ns.substring(with: m.range(at: 1))
                if name.count >= 3, !commonMemberNames.contains(name) { out.insert(name) }
            }
        }
        return out
    }

    /// Member names so common in view code that matching them would pull in every file.
    static let commonMemberNames: Set<String> = ["body", "init", "makeBody", "path", "previews", "id", "name", "title", "value",
                                                  "default", "none", "all", "main", "shared", "content", "update", "sizeThatFits",
                                                  "placeSubviews", "reduce", "defaultValue"]

    static func identifiers(_ text: String) -> Set<String> {
        var out = Set<String>()
        var current = ""
        for ch in text.unicodeScalars {
            if ch == "_" || CharacterSet.alphanumerics.contains(ch) { current.unicodeScalars.append(ch) } else if !current.isEmpty {
                out.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { out.insert(current) }
        return out
    }
}
