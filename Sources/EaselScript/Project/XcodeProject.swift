import Foundation

/// The Swift files an Xcode project compiles, read from its `project.pbxproj`: the files of its
/// targets' Sources build phases, at the paths the project's groups give them (relative to their
/// group, to the project's folder for `SOURCE_ROOT`, or absolute). A project whose folders are
/// synchronized (Xcode 16's `PBXFileSystemSynchronizedRootGroup`) compiles what its folders hold,
/// so it names no files: `sources` is nil, as it is for a file that cannot be read or parsed; the
/// files it names besides its folders (a model beside the `.xcodeproj`) are `listedSources`.
/// Its targets' Copy Bundle Resources phases name the files `Bundle.main` holds (`resources`):
/// a `landmarkData.json` kept beside the `.xcodeproj`, outside the target's folder.
package struct XcodeProject {
    /// The `.xcodeproj` bundle.
    package let path: String
    /// The standardized paths of the Swift files its targets compile; nil when it does not list them.
    package let sources: Set<String>?
    /// The standardized paths of the Swift files its Sources build phases name, in a synchronized
    /// project too (where its folders' files are compiled besides them).
    package let listedSources: Set<String>
    /// The standardized paths of the files and folders its targets copy into their bundles (empty
    /// when it lists none or cannot be read).
    package let resources: Set<String>
    /// The standardized folders of the local Swift packages it depends on
    /// (`XCLocalSwiftPackageReference`, `relativePath = ../..`): a package kept anywhere in the
    /// repository, which a copy without `.git` (a downloaded archive) could not find by walking.
    package let localPackages: Set<String>
    /// The products of the remote Swift packages it depends on (`XCSwiftPackageProductDependency`
    /// of an `XCRemoteSwiftPackageReference`: `productName = Kingfisher`): modules its files import
    /// that the repository's folders hold only when it is the library's own example app.
    package let remoteProducts: Set<String>

    package init(path: String) {
        self.path = path
        let read = Self.read(path)
        (sources, listedSources, resources) = (read.synchronized ? nil : read.sources, read.sources ?? [], read.resources)
        (localPackages, remoteProducts) = (read.packages, read.remoteProducts)
    }

    private static func read(_ path: String) -> (
        sources: Set<String>?, synchronized: Bool, resources: Set<String>, packages: Set<String>, remoteProducts: Set<String>
    ) {
        let file = URL(fileURLWithPath: path).appendingPathComponent("project.pbxproj")
        guard let text = try? String(contentsOf: file, encoding: .utf8), text.utf8.count < 16 << 20 else { return (nil, false, [], [], []) }
        var parser = PropertyListText(text)
        guard case .dictionary(let root)? = try? parser.value(), case .dictionary(let objects)? = root["objects"] else { return (nil, false, [], [], []) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let m = members(objects, projectFolder: folder.path)
        var packages: Set<String> = []
        var remoteProducts: Set<String> = []
        for case .dictionary(let d) in objects.values {
            if case .string("XCLocalSwiftPackageReference")? = d["isa"], case .string(let relative)? = d["relativePath"] {
                let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : folder.appendingPathComponent(relative)
                packages.insert(url.standardizedFileURL.path)
            }
            if case .string("XCSwiftPackageProductDependency")? = d["isa"], case .string(let product)? = d["productName"],
                case .string(let package)? = d["package"], case .dictionary(let reference)? = objects[package],
                case .string("XCRemoteSwiftPackageReference")? = reference["isa"]
            {
                remoteProducts.insert(product)
            }
        }
        return (m.sources, m.synchronized, m.resources, packages, remoteProducts)
    }

    /// The `.xcodeproj` in `folder` or in one of the `levels` folders above it, nearest first.
    package static func nearest(above folder: String, levels: Int = 3) -> XcodeProject? {
        var dir = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0...levels {
            if let p = DirectoryListing.names(at: dir.path).filter({ $0.hasSuffix(".xcodeproj") }).min() {
                return XcodeProject(path: dir.appendingPathComponent(p).path)
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return nil
    }

    /// The paths of the files the Sources build phases name (nil when they name none), whether
    /// the project's folders are synchronized, and the paths of the files the Resources build
    /// phases copy.
    private static func members(_ objects: [String: PropertyListText.Value], projectFolder: String) -> (
        sources: Set<String>?, synchronized: Bool, resources: Set<String>
    ) {
        func dict(_ id: String) -> [String: PropertyListText.Value]? {
            if case .dictionary(let d)? = objects[id] { return d }
            return nil
        }
        func string(_ d: [String: PropertyListText.Value], _ key: String) -> String? {
            if case .string(let s)? = d[key] { return s }
            return nil
        }
        func list(_ d: [String: PropertyListText.Value], _ key: String) -> [String] {
            guard case .array(let a)? = d[key] else { return [] }
            return a.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        var parent: [String: String] = [:]
        var fileRefs: Set<String> = []
        var resourceRefs: Set<String> = []
        var synchronized = false
        for (id, value) in objects {
            guard case .dictionary(let d) = value, let isa = string(d, "isa") else { continue }
            if isa == "PBXFileSystemSynchronizedRootGroup" { synchronized = true }
            if isa == "PBXGroup" || isa == "PBXVariantGroup" {
                for child in list(d, "children") { parent[child] = id }
            }
            if isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" {
                for buildFile in list(d, "files") {
                    guard let b = dict(buildFile), let ref = string(b, "fileRef") else { continue }
                    if isa == "PBXSourcesBuildPhase" { fileRefs.insert(ref) } else { resourceRefs.insert(ref) }
                }
            }
        }
        func folder(of id: String, depth: Int) -> String? {
            guard depth < 64 else { return nil }
            guard let d = dict(id) else { return nil }
            let path = string(d, "path")
            let base: String?
            switch string(d, "sourceTree") ?? "<group>" {
            case "<group>": base = parent[id].map { folder(of: $0, depth: depth + 1) } ?? projectFolder
            case "SOURCE_ROOT": base = projectFolder
            case "<absolute>": base = ""
            default: return nil  // SDKROOT, BUILT_PRODUCTS_DIR: not the project's own files
            }
            guard let base else { return nil }
            guard let path else { return base }
            return path.hasPrefix("/") ? path : base + "/" + path
        }
        var result: Set<String> = []
        for ref in fileRefs {
            guard let p = folder(of: ref, depth: 0), p.hasSuffix(".swift") else { continue }
            result.insert(URL(fileURLWithPath: p).standardizedFileURL.path)
        }
        var resources: Set<String> = []
        for ref in resourceRefs {
            guard let p = folder(of: ref, depth: 0) else { continue }
            resources.insert(URL(fileURLWithPath: p).standardizedFileURL.path)
        }
        return (result.isEmpty ? nil : result, synchronized, resources)
    }
}

/// A reader of the old-style property list text `project.pbxproj` is written in: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted and bare strings, comments.
struct PropertyListText {
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
    }

    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func value() throws -> Value {
        skipSpace()
        guard i < bytes.count else { throw Malformed() }
        depth += 1
        defer { depth -= 1 }
        guard depth < 256 else { throw Malformed() }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var d: [String: Value] = [:]
            while true {
                skipSpace()
                guard i < bytes.count else { throw Malformed() }
                if bytes[i] == UInt8(ascii: "}") {
                    i += 1
                    return .dictionary(d)
                }
                guard case .string(let key) = try value() else { throw Malformed() }
                try expect("=")
                d[key] = try value()
                try expect(";")
            }
        case UInt8(ascii: "("):
            i += 1
            var a: [Value] = []
            while true {
                skipSpace()
                guard i < bytes.count else { throw Malformed() }
                if bytes[i] == UInt8(ascii: ")") {
                    i += 1
                    return .array(a)
                }
                a.append(try value())
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1 }
            }
        case UInt8(ascii: "\""):
            i += 1
            var s: [UInt8] = []
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    i += 1
                    switch bytes[i] {
                    case UInt8(ascii: "n"): s.append(10)
                    case UInt8(ascii: "t"): s.append(9)
                    default: s.append(bytes[i])
                    }
                } else {
                    s.append(bytes[i])
                }
                i += 1
            }
            guard i < bytes.count else { throw Malformed() }
            i += 1
            return .string(String(decoding: s, as: UTF8.self))
        default:
            let start = i
            while i < bytes.count, Self.isBare(bytes[i]) { i += 1 }
            guard i > start else { throw Malformed() }
            return .string(String(decoding: bytes[start..<i], as: UTF8.self))
        }
    }

    private static func isBare(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: ":"):
            return true
        default: return false
        }
    }

    private mutating func expect(_ c: Unicode.Scalar) throws {
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: c) else { throw Malformed() }
        i += 1
    }

    /// Skips white space and `/* … */` and `// …` comments.
    private mutating func skipSpace() {
        while i < bytes.count {
            let b = bytes[i]
            if b == 32 || b == 9 || b == 10 || b == 13 {
                i += 1
            } else if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = min(i + 2, bytes.count)
            } else if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 10 { i += 1 }
            } else {
                return
            }
        }
    }
}
