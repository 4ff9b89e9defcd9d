import Foundation
import SwiftSyntax

/// The app's own folders as a freshly installed app sees them: `URL.documentsDirectory`,
/// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)` and their siblings
/// are empty folders in memory. What the script writes there (`data.write(to:)`) is kept for the
/// rest of the render and can be read back; reading a file never written throws Foundation's
/// "no such file" error, which an app's `do { … } catch { … }` handles as on a first launch.
/// Nothing reaches the machine's disk.
extension ScriptFoundation {
    final class AppSandbox {
        /// The app container's path, as iOS lays it out (a fixed identifier, so renders repeat).
        static let root = "/var/mobile/Containers/Data/Application/E45E1000-0000-4000-8000-000000000000"
        /// The container's folders by the names `URL` and `FileManager` give them.
        static let folders: [String: String] = [
            "documentsDirectory": "Documents", "documentDirectory": "Documents",
            "libraryDirectory": "Library", "applicationSupportDirectory": "Library/Application Support",
            "cachesDirectory": "Library/Caches", "temporaryDirectory": "tmp", "homeDirectory": "",
        ]

        /// Files written during the render, by standardized path.
        var files: [String: Data] = [:]
        /// At most this many bytes are kept.
        static let maxBytes = 64 << 20
        private var bytes = 0

        static func url(_ folder: String) -> URL? {
            folders[folder].map { URL(fileURLWithPath: $0.isEmpty ? root : root + "/" + $0, isDirectory: true) }
        }

        static func contains(_ path: String) -> Bool { path == root || path.hasPrefix(root + "/") }

        func read(_ path: String, node: Syntax?) throws -> Data {
            let p = URL(fileURLWithPath: path).standardizedFileURL.path
            guard let d = files[p] else {
                throw ThrownError(
                    value: .native(
                        ScriptFoundationError(
                            description: "The file “\(URL(fileURLWithPath: p).lastPathComponent)” couldn’t be opened because there is no such file.",
                            code: 260)),
                    node: node)
            }
            return d
        }

        func write(_ data: Data, to path: String, node: Syntax?) throws {
            let p = URL(fileURLWithPath: path).standardizedFileURL.path
            guard AppSandbox.contains(p) else {
                throw EvalError("'\(p)' is outside the app's folders; a view file can write only below URL.documentsDirectory and its siblings", node)
            }
            bytes += data.count - (files[p]?.count ?? 0)
            guard bytes <= AppSandbox.maxBytes else {
                throw EvalError("a render may write at most \(AppSandbox.maxBytes >> 20) MiB to the app's folders", node)
            }
            files[p] = data
        }

        func remove(_ path: String) {
            let p = URL(fileURLWithPath: path).standardizedFileURL.path
            for k in files.keys where k == p || k.hasPrefix(p + "/") {
                bytes -= files[k]?.count ?? 0
                files[k] = nil
            }
        }

        func exists(_ path: String) -> Bool {
            let p = URL(fileURLWithPath: path).standardizedFileURL.path
            return files[p] != nil || AppSandbox.folders.values.contains { p == (($0.isEmpty ? AppSandbox.root : AppSandbox.root + "/" + $0)) }
                || files.keys.contains { $0.hasPrefix(p + "/") }
        }
    }

    /// `FileManager.default`.
    final class FileManager {}

    /// `FileManager.default.enumerator(atPath:)`: the paths below a folder of the sandbox,
    /// relative to it, folders included, in name order; `allObjects` gives those left and
    /// `nextObject()` the next one (nil at the end).
    final class DirectoryEnumerator {
        private var left: ArraySlice<String>
        init(paths: [String]) { left = paths[...] }

        func member(_ name: String) -> Value? {
            guard name == "allObjects" else { return nil }
            defer { left = [] }
            return .array(left.map { .string($0) })
        }

        func call(_ name: String, _ args: Args) -> Value? {
            guard name == "nextObject", args.isEmpty else { return nil }
            guard let next = left.popFirst() else { return .null }
            return .string(next)
        }
    }
}

extension Evaluator {
    /// The app's folders (one per script).
    var appSandbox: ScriptFoundation.AppSandbox {
        if let s = sandboxStore { return s }
        let s = ScriptFoundation.AppSandbox()
        sandboxStore = s
        return s
    }

    /// `fm.urls(for: .documentDirectory, in: .userDomainMask)`, `fileExists(atPath:)`, `removeItem(at:)`, …
    func fileManagerMethod(_ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, self, node: node)
        func path(_ a: Arg) throws -> String {
            if case .native(let u as URL) = a.value { return u.path }
            return try Conversions.string(a.value, node: a.node)
        }
        let result: Value
        switch name {
        case "urls":
            guard let f = r.named("for"), case .implicitMember(let folder, nil) = f.value else {
                throw r.missing("'for:' (a directory such as .documentDirectory)")
            }
            _ = r.named("in")
            result = .array(ScriptFoundation.AppSandbox.url(folder).map { [.native($0)] } ?? [])
        case "url" where args.items.first?.label == "forUbiquityContainerIdentifier":
            // iCloud Drive's container: nil, as on a device signed out of iCloud.
            r.skipRemaining()
            result = .null
        case "url":
            guard let f = r.named("for"), case .implicitMember(let folder, nil) = f.value else { throw r.missing("'for:'") }
            r.skipRemaining()
            guard let u = ScriptFoundation.AppSandbox.url(folder) else { throw EvalError("'.\(folder)' is not one of the app's folders here", f.node) }
            result = .native(u)
        case "containerURL":
            // `containerURL(forSecurityApplicationGroupIdentifier: "group.x")`: the shared
            // container, a folder of the sandbox named after the group.
            guard let g = r.named("forSecurityApplicationGroupIdentifier") else { throw r.missing("'forSecurityApplicationGroupIdentifier:'") }
            let group = try Conversions.string(g.value, node: g.node).filter { $0.isLetter || $0.isNumber || ".-_".contains($0) }
            result = .native(URL(fileURLWithPath: ScriptFoundation.AppSandbox.root + "/Shared/AppGroup/" + group, isDirectory: true))
        case "fileExists":
            guard let a = r.named("atPath") else { throw r.missing("'atPath:'") }
            let p = try path(a)
            result = .bool(appSandbox.exists(p) || bundle.contains(path: p))
        case "removeItem":
            guard let a = r.named("at") ?? r.named("atPath") else { throw r.missing("'at:'") }
            appSandbox.remove(try path(a))
            result = .void
        case "createDirectory":
            r.skipRemaining()
            result = .void
        case "enumerator":
            // Files the script wrote and the folders that hold them; nil for a path outside the app.
            guard let a = r.named("atPath") else { throw r.missing("'atPath:'") }
            let folder = URL(fileURLWithPath: try path(a)).standardizedFileURL.path + "/"
            guard ScriptFoundation.AppSandbox.contains(String(folder.dropLast())) else {
                result = .null
                break
            }
            var paths = Set<String>()
            for file in appSandbox.files.keys where file.hasPrefix(folder) {
                let parts = file.dropFirst(folder.count).split(separator: "/")
                for i in parts.indices { paths.insert(parts[...i].joined(separator: "/")) }
            }
            result = .native(ScriptFoundation.DirectoryEnumerator(paths: paths.sorted()))
        case "contentsOfDirectory":
            guard let a = r.named("atPath") ?? r.named("at") else { throw r.missing("'atPath:'") }
            r.skipRemaining()
            let folder = URL(fileURLWithPath: try path(a)).standardizedFileURL.path + "/"
            let names = Set(appSandbox.files.keys.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count).prefix { $0 != "/" }) })
            result = .array(names.sorted().map { .string($0) })
        default: return nil
        }
        try r.finish()
        return result
    }

    /// `data.write(to: url)`, `text.write(to: url, atomically: true, encoding: .utf8)`.
    func writeFile(_ base: Value, _ args: Args, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, "write", self, node: node)
        guard let a = r.named("to") else { return nil }
        let data: Data
        switch base {
        case .native(let d as Data): data = d
        case .string(let s): data = Data(s.utf8)
        default: return nil
        }
        guard case .native(let u as URL) = a.value, u.isFileURL else { throw EvalError("write(to:) expects a file URL, got \(a.value.typeName)", a.node) }
        r.skipRemaining()
        try appSandbox.write(data, to: u.path, node: a.node)
        return .void
    }

    /// `URL.documentsDirectory` and the other folders of the app.
    static func sandboxURL(_ name: String) -> Value? { ScriptFoundation.AppSandbox.url(name).map { .native($0) } }
}

/// A URL's parts and the URLs made from it.
enum URLValues {
    static func member(_ u: URL, _ name: String) -> Value? {
        switch name {
        case "path": return .string(u.path)
        case "absoluteString": return .string(u.absoluteString)
        case "lastPathComponent": return .string(u.lastPathComponent)
        case "pathExtension": return .string(u.pathExtension)
        case "isFileURL": return .bool(u.isFileURL)
        case "hasDirectoryPath": return .bool(u.hasDirectoryPath)
        case "scheme": return u.scheme.map { .string($0) } ?? .null
        case "host": return u.host.map { .string($0) } ?? .null
        case "query": return u.query.map { .string($0) } ?? .null
        case "pathComponents": return .array(u.pathComponents.map { .string($0) })
        case "standardizedFileURL": return .native(u.standardizedFileURL)
        case "description": return .string(u.description)
        default: return nil
        }
    }

    /// `url.appending(path:)`, `appendingPathComponent(_:)`, `appendingPathExtension(_:)`,
    /// `deletingLastPathComponent()`, `deletingPathExtension()`, `path(percentEncoded:)`.
    static func callMethod(_ u: URL, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        func string(_ a: Arg?) throws -> String {
            guard let a else { throw r.missing("a string") }
            return try Conversions.string(a.value, node: a.node)
        }
        let result: Value
        switch name {
        case "appending" where r.has("path") || r.has("component"):
            let part = try string(r.named("path") ?? r.named("component"))
            _ = r.named("directoryHint")
            result = .native(u.appendingPathComponent(part))
        case "appendingPathComponent":
            let part = try string(r.positional())
            if let d = r.named("isDirectory") {
                result = .native(u.appendingPathComponent(part, isDirectory: try Conversions.bool(d.value, node: d.node)))
            } else {
                result = .native(u.appendingPathComponent(part))
            }
        case "appendingPathExtension": result = .native(u.appendingPathExtension(try string(r.positional())))
        case "deletingLastPathComponent": result = .native(u.deletingLastPathComponent())
        case "deletingPathExtension": result = .native(u.deletingPathExtension())
        case "path":
            _ = r.named("percentEncoded")
            result = .string(u.path)
        default: return nil
        }
        try r.finish()
        return result
    }
}
