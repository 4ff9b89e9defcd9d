import Foundation
import SwiftSyntax

/// The files an app bundles beside its code — `landmarkData.json`, `start.txt` — which a view
/// file's models read through `Bundle.main`. In an app built by Xcode these are copied flat into
/// the bundle; here they are the project's files (every file that is not Swift source, outside
/// asset catalogs and build folders), found by name. They are the only files a script can read:
/// `Data(contentsOf:)` and `String(contentsOf:)` refuse any other path.
public struct BundleResources: Sendable {
    /// Absolute paths, sorted (the project's own files first, then those its Xcode project adds from
    /// elsewhere); the first of two files with one name wins.
    public let files: [String]
    private let byName: [String: String]

    /// A bundled file is read whole; larger ones are refused (no view file bundles such data).
    public static let maxFileBytes = 16 << 20
    /// At most this many files are indexed for one project.
    public static let maxFiles = 20_000

    public init(files: [String]) { self.init(files: files.sorted(), ordered: true) }

    /// Files in the order in which they win a name.
    private init(files: [String], ordered: Bool) {
        self.files = files
        var byName: [String: String] = [:]
        for f in self.files {
            let name = URL(fileURLWithPath: f).lastPathComponent
            if byName[name] == nil { byName[name] = f }
        }
        self.byName = byName
    }

    /// No bundled files (a file rendered on its own with no folder).
    public static let none = BundleResources(files: [])

    /// The resources of a project folder: its files that are not Swift, searched below it when
    /// `recursive`, skipping hidden and build folders, asset catalogs and Xcode project bundles.
    public static func folder(_ root: String, recursive: Bool) -> BundleResources {
        var found: [String] = []
        FolderWalk.walk(root) { path, name, isFolder in
            if isFolder {
                let ext = FolderWalk.pathExtension(name)
                if !recursive || ext == "xcassets" || ext == "xcodeproj" || ext == "xcworkspace" || ProjectIndex.skippedFolders.contains(name) {
                    return .skip
                }
                return .descend
            }
            if FolderWalk.pathExtension(name) == "swift" { return .skip }
            found.append(path)
            return found.count >= maxFiles ? .stop : .skip
        }
        return BundleResources(files: found)
    }

    /// These files and the resources an Xcode project copies into its app from elsewhere (`paths`:
    /// files, and folders whose files are copied); these files win a name both have.
    public func adding(projectResources paths: Set<String>) -> BundleResources {
        var extra: [String] = []
        let fm = FileManager.default
        for p in paths.sorted() {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if !p.hasSuffix(".swift") { extra.append(p) }
                continue
            }
            let ext = URL(fileURLWithPath: p).pathExtension
            guard ext != "xcassets", ext != "xcstrings", ext != "lproj" else { continue }  // read as catalogs and string tables
            extra += BundleResources.folder(p, recursive: true).files
        }
        let have = Set(files)
        let added = extra.filter { !have.contains($0) }
        guard !added.isEmpty else { return self }
        return BundleResources(files: Array((files + added).prefix(Self.maxFiles)), ordered: true)
    }

    /// `Bundle.main.url(forResource: "data", withExtension: "json")`, `(forResource: "data.json", withExtension: nil)`.
    func path(forResource name: String, withExtension ext: String?) -> String? {
        guard !name.contains("/"), name != "..", name != "." else { return nil }
        var file = name
        if let ext, !ext.isEmpty { file += ext.hasPrefix(".") ? ext : "." + ext }
        return byName[file]
    }

    /// Whether `path` is one of the bundled files (the only ones a script may read).
    func contains(path: String) -> Bool {
        let p = URL(fileURLWithPath: path).standardizedFileURL.path
        return byName[URL(fileURLWithPath: p).lastPathComponent] != nil && files.contains(p)
    }

    /// The bytes of a bundled file, or a thrown error as Foundation's would be.
    func read(_ path: String, node: Syntax?) throws -> Data {
        guard contains(path: path) else {
            throw EvalError("'\(path)' is not one of the project's bundled files; a view file can read only those (Bundle.main)", node)
        }
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        if size > Self.maxFileBytes {
            throw EvalError("'\(path)' is \(size) bytes; bundled files larger than \(Self.maxFileBytes >> 20) MiB are not read", node)
        }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw ThrownError(
                value: .native(ScriptFoundationError(description: "The file “\(URL(fileURLWithPath: path).lastPathComponent)” couldn’t be opened.")), node: node
            )
        }
    }
}

/// Script stand-ins for Foundation types whose real ones reach outside the sandbox; their Swift
/// names are the Foundation names, so a script's `extension Bundle { … }` applies to them.
enum ScriptFoundation {
    /// `Bundle.main`: the project's bundled files.
    final class Bundle {
        /// What `Bundle.main.bundleIdentifier` reads (docs/Differences.md).
        static let placeholderIdentifier = "com.example.preview"
        /// What `bundlePath` and `resourcePath` read: where iOS installs an app (a fixed
        /// identifier, so renders repeat). Every `Bundle` of a script is this one bundle.
        static let path = "/var/containers/Bundle/Application/E45E1000-0000-4000-8000-000000000001/App.app"
    }
}

extension Evaluator {
    /// `Bundle.main.url(forResource:withExtension:)`, `path(forResource:ofType:)` and the like.
    func bundleMethod(_ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, self, node: node)
        func optionalString(_ a: Arg?) throws -> String? {
            guard let a else { return nil }
            if case .null = a.value { return nil }
            return try Conversions.string(a.value, node: a.node)
        }
        let result: Value
        switch name {
        case "url", "path":
            guard let n = r.named("forResource") else { throw r.missing("'forResource:'") }
            let resource = try optionalString(n)
            let ext = try optionalString(r.named(name == "url" ? "withExtension" : "ofType"))
            _ = r.named(name == "url" ? "subdirectory" : "inDirectory")
            guard let resource, let path = bundle.path(forResource: resource, withExtension: ext) else { result = .null; break }
            result = name == "url" ? .native(URL(fileURLWithPath: path)) : .string(path)
        case "object":
            _ = r.named("forInfoDictionaryKey")
            result = .null
        case "localizedString":
            // SwiftGen's `L10n`: `bundle.localizedString(forKey: key, value: fallback, table: "Localizable")`.
            guard let key = r.named("forKey") else { throw r.missing("'forKey:'") }
            let value = try optionalString(r.named("value"))
            let table = try optionalString(r.named("table"))
            result = .string(LocalizedStrings.localizedString(try Conversions.string(key.value, node: key.node), value: value, table: table, self))
        default: return nil
        }
        try r.finish()
        return result
    }

    /// The most bytes `Data(count:)` makes in a script.
    static let maxDataCount = 64 << 20

    /// A file a script may read: one of the app's folders (`URL.documentsDirectory`) or a bundled file.
    func readFile(_ path: String, node: Syntax?) throws -> Data {
        if ScriptFoundation.AppSandbox.contains(URL(fileURLWithPath: path).standardizedFileURL.path) { return try appSandbox.read(path, node: node) }
        return try bundle.read(path, node: node)
    }

    /// `Data(contentsOf: url)`, `Data()`, `String(contentsOf:)`, `String(contentsOfFile:)`,
    /// `String(data:encoding:)`; nil when `type` and the labels are not one of these.
    func fileInit(_ type: String, _ args: Args, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, type, self, node: node)
        func path(_ a: Arg) throws -> String {
            if case .native(let u as URL) = a.value {
                guard u.isFileURL else {
                    throw EvalError("'\(u.absoluteString)' is not a bundled file; a view file can read only the project's files (Bundle.main)", a.node)
                }
                return u.path
            }
            return try Conversions.string(a.value, node: a.node)
        }
        let result: Value
        switch type {
        case "Data":
            if let a = r.named("contentsOf") {
                _ = r.named("options")
                result = .native(try readFile(try path(a), node: a.node))
            } else if args.isEmpty {
                result = .native(Data())
            } else if let c = r.named("count") {
                // `Data(count: 0)`: that many zero bytes.
                let n = try Conversions.int(c.value, node: c.node)
                guard (0...Self.maxDataCount).contains(n) else { throw EvalError("Data(count:) of \(n) bytes is out of range", c.node) }
                result = .native(Data(count: n))
            } else if r.named("capacity") != nil {
                result = .native(Data())
            } else if args.items.count == 1, args.items[0].label == nil, case .array(let bytes) = args.items[0].value {
                // `Data(text.utf8)`, `Data([0x89, 0x50])`.
                _ = r.positional()
                result = .native(Data(try bytes.map { UInt8(truncatingIfNeeded: try Conversions.int($0, node: args.items[0].node)) }))
            } else {
                return nil
            }
        case "String":
            if let a = r.named("contentsOf") ?? r.named("contentsOfFile") {
                _ = r.named("encoding")
                _ = r.named("usedEncoding")
                let data = try readFile(try path(a), node: a.node)
                guard let s = String(data: data, encoding: .utf8) else {
                    throw ThrownError(
                        value: .native(ScriptFoundationError(description: "The file couldn’t be opened because it isn’t in the correct format.")), node: a.node)
                }
                result = .string(s)
            } else if let a = r.named("data") {
                _ = r.named("encoding")
                guard case .native(let d as Data) = a.value else { throw EvalError("expected Data, got \(a.value.typeName)", a.node) }
                result = String(data: d, encoding: .utf8).map { .string($0) } ?? .null
            } else {
                return nil
            }
        default: return nil
        }
        try r.finish()
        return result
    }
}
