import Foundation

/// One remote package a project depends on, at the revision its `Package.resolved` pins: what
/// Xcode and SwiftPM check out before they build the app (`Kingfisher` at `7.10.0`).
package struct PackagePin: Equatable, Sendable {
    /// SwiftPM's name for the package: its URL's last component, lowercased, without `.git`
    /// (`kingfisher`). Safe as a folder name (letters, digits, `.`, `_`, `-`).
    package let identity: String
    /// Where it is fetched from: a URL, or a folder for a local git repository.
    package let location: String
    /// The commit, 40 hexadecimal digits.
    package let revision: String
    /// The version tag, when the project depends on a version.
    package let version: String?
    /// The branch, when the project depends on one.
    package let branch: String?

    /// The version, else the branch, else the revision's first 7 digits: how the pin is shown.
    package var label: String { version ?? branch ?? String(revision.prefix(7)) }
}

/// The `Package.resolved` files of a project and the pins they hold.
///
/// Xcode keeps an app's in `App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/` (or its
/// workspace's `xcshareddata/swiftpm/`), SwiftPM beside `Package.swift`. Versions 1 (Xcode 12,
/// `object.pins` with `repositoryURL`), 2 and 3 (`pins` with `identity` and `location`) are read;
/// pins of a package registry, which have no repository to fetch, are left out.
package enum PackagePins {
    /// A `Package.resolved` that does not read: names the file and what is wrong.
    package struct ReadError: Error, CustomStringConvertible {
        package let file: String
        package let reason: String
        package var description: String { "\(file): \(reason)" }
    }

    /// At most this many bytes of a `Package.resolved` are read (a large app's has ~100 pins in 30 KB).
    static let maxBytes = 4 << 20

    /// The pins of the `Package.resolved` at `path`, in file order.
    package static func read(_ path: String) throws -> [PackagePin] {
        guard let size = FolderWalk.fileSize(path) else { throw ReadError(file: path, reason: "cannot read the file") }
        guard size <= maxBytes else { throw ReadError(file: path, reason: "larger than \(maxBytes >> 20) MB") }
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(file: path, reason: "cannot read the file") }
        return try parse(data, file: path)
    }

    /// The pins `data` (a `Package.resolved`'s bytes) holds; `file` names it in errors.
    package static func parse(_ data: Data, file: String) throws -> [PackagePin] {
        guard let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError(file: file, reason: "not a JSON object")
        }
        let version = top["version"] as? Int ?? 0
        let entries: [[String: Any]]
        switch version {
        case 1: entries = (top["object"] as? [String: Any])?["pins"] as? [[String: Any]] ?? []
        case 2, 3: entries = top["pins"] as? [[String: Any]] ?? []
        default: throw ReadError(file: file, reason: "unknown Package.resolved version \(top["version"].map { "\($0)" } ?? "(none)")")
        }
        var pins: [PackagePin] = []
        for (i, entry) in entries.enumerated() {
            if let kind = entry["kind"] as? String, kind == "registry" { continue }
            guard let location = (entry["location"] ?? entry["repositoryURL"]) as? String, !location.isEmpty else {
                throw ReadError(file: file, reason: "pin \(i + 1) has no location")
            }
            // A location git would read as an option (`--upload-pack=…`), or one with control
            // characters, is no repository.
            guard !location.hasPrefix("-"), location.utf8.count <= 4096, !location.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            else {
                throw ReadError(file: file, reason: "pin \(i + 1) has an unusable location '\(location.prefix(80))'")
            }
            let state = entry["state"] as? [String: Any] ?? [:]
            guard let revision = state["revision"] as? String, isRevision(revision) else {
                throw ReadError(file: file, reason: "pin '\(location)' has no revision of 40 hexadecimal digits")
            }
            let identity = (entry["identity"] as? String).map { $0.lowercased() } ?? Self.identity(of: location)
            guard isSafeName(identity) else { throw ReadError(file: file, reason: "pin '\(location)' has an unusable identity '\(identity)'") }
            pins.append(
                PackagePin(
                    identity: identity, location: location, revision: revision.lowercased(), version: state["version"] as? String,
                    branch: state["branch"] as? String))
        }
        return pins
    }

    /// SwiftPM's identity of a package at `location`: its last path component, lowercased,
    /// without `.git` (`https://github.com/onevcat/Kingfisher.git` → `kingfisher`).
    package static func identity(of location: String) -> String {
        var last = location.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? location
        if last.lowercased().hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// A commit's full hash.
    static func isRevision(_ s: String) -> Bool {
        s.utf8.count == 40 && s.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }
    }

    /// A name usable as one folder name: letters, digits, `.`, `_`, `-`, not `.` or `..`.
    static func isSafeName(_ s: String) -> Bool {
        !s.isEmpty && s.count <= 200 && s != "." && s != ".."
            && s.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
    }

    /// How many folders above the project the files are looked for.
    static let maxLevelsUp = 6

    /// The `Package.resolved` files of the project at `root`, nearest first: in `root` and the
    /// folders above it up to the repository's top (the folder with `.git`), beside a
    /// `Package.swift` and inside the Xcode projects and workspaces there; then those of the
    /// local packages in `packages`.
    package static func files(forProject root: String, packages: Set<String> = []) -> [String] {
        var found: [String] = []
        func add(_ path: String) {
            if !found.contains(path), FileManager.default.fileExists(atPath: path) { found.append(path) }
        }
        var dir = URL(fileURLWithPath: root).standardizedFileURL
        for _ in 0...maxLevelsUp {
            let names = DirectoryListing.names(at: dir.path)
            for name in names.sorted() { if let file = file(named: name, in: dir.path) { add(file) } }
            let parent = dir.deletingLastPathComponent()
            if names.contains(".git") || parent.path == dir.path { break }
            dir = parent
        }
        for package in packages.sorted() { add(package + "/Package.resolved") }
        return found
    }

    /// The `Package.resolved` files in `folder` and its subfolders to `maxDepth` levels below it
    /// (a repository whose Xcode project is in a subfolder), in walk order. Xcode projects and
    /// workspaces, and folders of other tools' dependencies, are not walked into.
    package static func files(below folder: String, maxDepth: Int = 3) -> [String] {
        var found: [String] = []
        for name in DirectoryListing.names(at: folder).sorted() {
            if let file = file(named: name, in: folder) { found.append(file) }
        }
        FolderWalk.walk(folder, maxDepth: maxDepth - 1) { path, name, isFolder in
            guard isFolder else { return .skip }
            if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || ["Pods", "Carthage", "node_modules", "SourcePackages"].contains(name) {
                return .skip
            }
            for inner in DirectoryListing.names(at: path).sorted() {
                if let file = file(named: inner, in: path), !found.contains(file) { found.append(file) }
            }
            return .descend
        }
        return found
    }

    /// The `Package.resolved` that the entry `name` of `folder` is or holds, if it exists.
    private static func file(named name: String, in folder: String) -> String? {
        let path: String
        if name == "Package.resolved" {
            path = folder + "/" + name
        } else if name.hasSuffix(".xcodeproj") {
            path = folder + "/" + name + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
        } else if name.hasSuffix(".xcworkspace") {
            path = folder + "/" + name + "/xcshareddata/swiftpm/Package.resolved"
        } else {
            return nil
        }
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
