import Foundation

/// The modules of the Swift packages kept in an app's own repository (`Packages/DesignSystem`,
/// `chatmodule-ui/Sources/ChatModuleUI`), which its files import: Xcode builds them with the app,
/// so `ProjectIndex` reads their files as the project's. A module is a target of the package's
/// manifest, in the folder its `path:` names or in `Sources/<name>` (SwiftPM's convention), or a
/// folder under `Sources/` that the manifest does not name literally.
package enum LocalPackages {
    /// Whether a module a project imports is not its own: the iOS SDK's, or one of Easel's
    /// (`Easel`, `EaselSwiftUI`, … — every module of Easel's package is named `Easel…`).
    static func isProvided(_ module: String) -> Bool {
        CompilationConditions.sdkModules.contains(module) || ModuleNames.modules.contains(module) || module.hasPrefix("Easel")
    }

    /// How many folders above the project the repository's top is looked for.
    static let maxLevelsUp = 6
    /// How deep below the repository's top packages are looked for.
    static let maxDepth = 5

    /// The module folders of the repository around `root`, by module name. When two packages
    /// have a module of the same name, the one nearest to `root` wins (the most folders in
    /// common with it, then path order): a copy without `.git` may sit beside other repositories.
    static func modules(near root: String) -> [String: String] {
        guard let top = repositoryTop(above: root) else { return [:] }
        var found: [String: String] = [:]
        func add(_ name: String, _ folder: URL) {
            guard found[name] == nil else { return }
            var isFolder: ObjCBool = false
            let path = folder.standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { found[name] = path }
        }
        let rootParts = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
        func shared(_ path: String) -> Int {
            zip(URL(fileURLWithPath: path).pathComponents, rootParts).prefix { $0 == $1 }.count
        }
        // The packages below the repository's top, then those the Xcode project names elsewhere.
        var all = packages(in: top)
        for p in (XcodeProject.nearest(above: root)?.localPackages ?? []).sorted() where !all.contains(p) {
            if FileManager.default.fileExists(atPath: p + "/Package.swift") { all.append(p) }
        }
        let nearest = all.enumerated().map { ($0.element, shared($0.element), $0.offset) }
        for (package, _, _) in nearest.sorted(by: { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }) {
            let base = URL(fileURLWithPath: package)
            // The targets the manifest declares (`path: "Sources"` included), then every folder
            // under `Sources/` (targets the manifest builds in a loop).
            let manifest = (try? String(contentsOf: base.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
            for target in PackageManifest.targets(in: manifest) {
                if let path = target.path {
                    add(target.name, base.appendingPathComponent(path))
                } else {
                    for folder in PackageManifest.sourceFolders { add(target.name, base.appendingPathComponent(folder).appendingPathComponent(target.name)) }
                }
            }
            let sources = base.appendingPathComponent("Sources")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") { add(name, sources.appendingPathComponent(name)) }
        }
        return found
    }

    /// The modules `sources` import (`import Models`, `@testable import Env`, `import struct Models.Status`),
    /// in files with either line ending.
    package static func imports(in sources: [String]) -> Set<String> {
        var names = Set<String>()
        for source in sources {
            var source = source
            source.withUTF8 { bytes in
                // Only a line whose first word is `import` or an attribute imports: the others
                // are skipped on their bytes.
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                    var first = start
                    while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                    if first < end, bytes[first] == UInt8(ascii: "@") || bytes[first] == UInt8(ascii: "i") {
                        let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                        if let module = importedModule(line[...]) { names.insert(module) }
                    }
                    start = end + 1
                }
            }
        }
        return names
    }

    /// The module a line imports (`import Models`, `@testable import Env`, `import struct Models.Status`), if it is an import.
    private static func importedModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        var module = words[words.index(after: words.startIndex)]
        // `import struct Models.Status`: the kind, then the module and a name in it.
        if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module), words.count >= 3 {
            module = words[words.index(words.startIndex, offsetBy: 2)]
        }
        return String(module.split(separator: ".").first ?? module)
    }

    /// The folder holding `.git` above `root` (the repository's top); in a copy without `.git`,
    /// the folder around the one holding the Xcode project (where a repository keeps its
    /// packages beside the app), else the nearest folder holding a `Package.swift` (a file of a
    /// package, whose other targets it imports); nil when none is found.
    private static func repositoryTop(above root: String) -> String? {
        var dir = URL(fileURLWithPath: root).standardizedFileURL
        var besideProject: String?
        var package: String?
        for _ in 0...maxLevelsUp {
            let names = DirectoryListing.names(at: dir.path)
            if names.contains(".git") { return dir.path }
            let parent = dir.deletingLastPathComponent()
            if besideProject == nil, names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                besideProject = parent.path
            }
            if package == nil, names.contains("Package.swift") { package = dir.path }
            if parent.path == dir.path { break }
            dir = parent
        }
        return besideProject ?? package
    }

    /// The folders below `top` that hold a `Package.swift`, in path order.
    private static func packages(in top: String) -> [String] {
        var result: [String] = []
        func walk(_ dir: String, depth: Int) {
            let items = (DirectoryListing.items(at: dir) ?? []).sorted { $0.name < $1.name }
            if items.contains(where: { $0.name == "Package.swift" }) { result.append(dir) }
            guard depth < maxDepth else { return }
            for item in items
            where item.isFolder && !item.name.hasPrefix(".") && !ProjectIndex.skippedFolders.contains(item.name) && !item.name.hasSuffix(".xcassets") {
                walk(dir == "/" ? "/" + item.name : dir + "/" + item.name, depth: depth + 1)
            }
        }
        walk(URL(fileURLWithPath: top).path, depth: 0)
        return result
    }
}
