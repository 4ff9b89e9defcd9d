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
    /// How deep packages are looked for in the folder around an Xcode project in a copy without `.git`.
    static let besideProjectDepth = 3

    /// The module folders of the repository around `root`, by module name, searched until every
    /// module of `needed` (the ones the project imports that are not the SDK's) is found. When two
    /// packages have a module of the same name, the one nearest to `root` wins (the most folders in
    /// common with it, then path order): a copy without `.git` may sit beside other repositories.
    ///
    /// Nothing is searched when nothing is needed. A copy without `.git` (a repository downloaded
    /// as an archive) is searched from the folder holding its Xcode project, and the folder around
    /// it only for a module not found there: that folder may be `~/Downloads` or a folder of many
    /// checkouts, whose walk costs seconds. When every module still missing is one the Xcode
    /// project takes from a remote package (`remoteProducts`: Kingfisher, or a library's own
    /// example app naming the library by its URL), only that folder's own `Package.swift` is read,
    /// not its subfolders. `projectPackages` are the folders of the local packages the project names.
    static func modules(
        near root: String, needing needed: Set<String>, projectPackages: Set<String>, remoteProducts: Set<String> = []
    ) -> [String: String] {
        guard !needed.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for (i, top) in repositoryTops(above: root).enumerated() {
            let missing = needed.subtracting(found.keys)
            if missing.isEmpty { break }
            let depth = i > 0 && missing.isSubset(of: remoteProducts) ? 0 : top.depth
            // A module found in a narrower folder is nearer than the wider folder's of that name.
            found.merge(modules(near: root, top: top.path, depth: depth, projectPackages: projectPackages)) { nearer, _ in nearer }
        }
        return found
    }

    /// The module folders of the packages below `top` and those the Xcode project names elsewhere.
    private static func modules(near root: String, top: String, depth: Int, projectPackages: Set<String>) -> [String: String] {
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
        var all = packages(in: top, maxDepth: depth)
        for p in projectPackages.sorted() where !all.contains(p) {
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
            let names = DirectoryListing.names(at: sources.path)
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

    /// The folders to search for packages, narrowest first, each with how deep to search it: the
    /// folder holding `.git` above `root` (the repository's top); in a copy without `.git`, the
    /// folder holding the Xcode project, then the folder around it (where a repository keeps its
    /// packages beside the app: `Packages/Name` or `Modules/Group/Name`, so three levels), else
    /// the nearest folder holding a `Package.swift` (a file of a package, whose other targets it
    /// imports); empty when none is found.
    private static func repositoryTops(above root: String) -> [(path: String, depth: Int)] {
        var dir = URL(fileURLWithPath: root).standardizedFileURL
        var project: [(path: String, depth: Int)] = []
        var package: String?
        for _ in 0...maxLevelsUp {
            let names = DirectoryListing.names(at: dir.path)
            if names.contains(".git") { return [(dir.path, maxDepth)] }
            let parent = dir.deletingLastPathComponent()
            if project.isEmpty, names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                project = [(dir.path, maxDepth)] + (parent.path == dir.path ? [] : [(parent.path, besideProjectDepth)])
            }
            if package == nil, names.contains("Package.swift") { package = dir.path }
            if parent.path == dir.path { break }
            dir = parent
        }
        return project.isEmpty ? package.map { [($0, maxDepth)] } ?? [] : project
    }

    /// The folders below `top` (and `top`) that hold a `Package.swift`, each before the folders
    /// below it, in name order, at most `maxDepth` levels below `top`.
    static func packages(in top: String, maxDepth: Int) -> [String] {
        func holdsManifest(_ dir: String) -> Bool { FileManager.default.fileExists(atPath: dir + "/Package.swift") }
        let top = URL(fileURLWithPath: top).standardizedFileURL.path
        var result = holdsManifest(top) ? [top] : []
        guard maxDepth > 0 else { return result }
        // The walk reads `top`'s entries (level 1 below it) and those of folders down to `maxDepth - 1`.
        FolderWalk.walk(top, maxDepth: maxDepth - 1) { path, name, isFolder in
            guard isFolder, !ProjectIndex.skippedFolders.contains(name), !name.hasSuffix(".xcassets") else { return .skip }
            if holdsManifest(path) { result.append(path) }
            return .descend
        }
        return result
    }
}
