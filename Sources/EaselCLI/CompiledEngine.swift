import Foundation
import EaselScript

/// `--engine compile`: a scene compiled with the installed Swift compiler against the library
/// Easel was built as (`libEaselCompiledScene`, in the build folder of the running `easel`, with
/// the modules of its `Modules` folder), and run as a program that renders its previews with the
/// same command and options. Programs are cached by a hash of their sources, the library and the
/// compiler, so that a file renders again without compiling.
struct CompiledEngine {
    /// The folder of the running `easel`: `.build/<triple>/<configuration>`.
    let buildFolder: URL
    let swiftc: String
    /// The flags SwiftPM gave the compiler for EaselCLI that let a module import it: module search
    /// paths, the C modules' maps and include folders, the target.
    let importFlags: [String]

    static let library = "EaselCompiledScene"
    /// The Apple frameworks a scene may import, and Easel's modules that stand in for them.
    static let aliases = [("SwiftUI", "EaselSwiftUI"), ("Charts", "EaselCharts"), ("WidgetKit", "EaselWidgetKit"), ("Combine", "EaselCombine")]
    /// Seconds one scene's compile may take.
    static let compileLimit = 300.0

    /// The toolchain or Easel's build folder is missing: nothing can be compiled on this machine.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether the shared library must be built: it is missing, or one of the object files it
    /// links (SwiftPM's list of them, `objects`) is newer than it: Easel's sources changed and
    /// were compiled again for another product (`swift build --product easel`), so the library no
    /// longer has everything `easel`'s modules declare and a scene would not link. A full build
    /// (`swift build`, `swift test`) links the library after compiling every object, so it is
    /// never stale there, whichever of the library and `easel` was linked last.
    static func libraryIsStale(_ lib: URL, objects: URL) -> Bool {
        let fm = FileManager.default
        guard let built = modificationDate(lib) else { return true }
        guard let list = try? String(contentsOf: objects, encoding: .utf8) else { return false }
        return list.split(separator: "\n").contains { line in
            let path = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            guard !path.isEmpty, fm.fileExists(atPath: path) else { return false }
            return (modificationDate(URL(fileURLWithPath: path)) ?? .distantPast) > built
        }
    }

    private static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// What SwiftPM prints when another of its processes holds the build folder. `swift test`
    /// holds it while the tests run, so waiting would never end there.
    static let buildFolderBusy = "Another instance of SwiftPM"

    /// Finds the compiler and Easel's build; builds the shared library when it is missing or stale
    /// (`libraryIsStale`).
    static func locate() throws -> CompiledEngine {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let folder = exe.deletingLastPathComponent()
        let modules = folder.appendingPathComponent("Modules/EaselCLI.swiftmodule")
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: modules.path),
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
        else {
            throw Unavailable(
                description:
                    "the compiled engine needs the build folder easel was built in (its Modules folder and Easel's package around it); run easel from there (swift run easel …), not a copy"
            )
        }
        guard let swiftc = findSwiftc() else {
            throw Unavailable(
                description:
                    "the compiled engine needs the Swift compiler: install a Swift 6 toolchain from swift.org and put its usr/bin on PATH (or set EASEL_SWIFTC to swiftc)"
            )
        }
        let configuration = folder.lastPathComponent
        let lib = folder.appendingPathComponent("lib\(library).so")
        if libraryIsStale(lib, objects: folder.appendingPathComponent("\(library).product/Objects.LinkFileList")) {
            printError("easel: building \(lib.lastPathComponent), which compiled scenes link against (once for each build of easel) …")
            let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
            let arguments = ["build", "--package-path", root.path, "-c", configuration, "--product", library]
            let r = try ToolProcess.run(swift, arguments, environment: offline(ProcessInfo.processInfo.environment), stopOn: buildFolderBusy)
            if r.stopped {
                throw Unavailable(
                    description:
                        "\(lib.lastPathComponent) is out of date and another SwiftPM process (swift build or swift test) is using \(root.path)/.build; run `swift build --product \(library)` there when it has finished"
                )
            }
            guard r.status == 0 else {
                throw Unavailable(
                    description: "building \(library) failed: " + (r.err.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? r.err))
            }
        }
        let manifest = root.appendingPathComponent(".build/\(configuration).yaml")
        guard let flags = importFlags(manifest: manifest, buildFolder: folder) else {
            throw Unavailable(description: "cannot read how EaselCLI was compiled from \(manifest.path); build easel again with swift build")
        }
        return CompiledEngine(buildFolder: folder, swiftc: swiftc, importFlags: flags)
    }

    /// `EASEL_SWIFTC`, else `swiftc` on PATH.
    static func findSwiftc() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let given = env["EASEL_SWIFTC"] { return FileManager.default.isExecutableFile(atPath: given) ? given : nil }
        return ToolProcess.find("swiftc")
    }

    /// From SwiftPM's build manifest, the EaselCLI compile's `-I`, `-Xcc …` and `-target` flags.
    static func importFlags(manifest: URL, buildFolder: URL) -> [String]? {
        // The target's own compile (`"C.EaselCLI-<triple>-<configuration>.module":`), not the
        // copy SwiftPM builds for the host's tools (`…-tool.module`, with a `Modules-tool` folder).
        let configuration = buildFolder.lastPathComponent
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
            let key = text.ranges(of: "\"C.EaselCLI-").first(where: { r in
                text[r.upperBound...].prefix { $0 != "\n" }.hasSuffix("-\(configuration).module\":")
            }),
            let argsStart = text.range(of: "args: ", range: key.upperBound..<text.endIndex)
        else { return nil }
        let line = text[argsStart.upperBound...].prefix { $0 != "\n" }
        guard let args = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String] else { return nil }
        var flags: [String] = []
        var i = 0
        while i < args.count {
            let a = args[i]
            if ["-I", "-Xcc", "-target", "-module-cache-path"].contains(a), i + 1 < args.count {
                flags += [a, args[i + 1]]
                i += 2
                continue
            }
            if a.hasPrefix("-I"), a.count > 2 { flags.append(a) }
            i += 1
        }
        return flags
    }

    /// A Swift file of a scene's program: the scene's module's (`module` nil) or a local
    /// package's module's.
    struct SourceFile {
        let path: String
        let text: String
        var module: String? = nil
    }

    /// The program for a scene: from the cache, else compiled into it. `files` are the scene's
    /// sources by the path the compiler's messages should name; the files of a local package's
    /// module (`import DesignSystem`) are compiled first, as that module, into a library beside
    /// the program. A compile error is a `ScriptError` at its line in the scene or project file.
    func program(files: [SourceFile], defines: [String], localModules: Set<String> = []) throws -> URL {
        // A local module a file imports without using any of its names: an empty module of that
        // name, so that the import resolves (Xcode would build the whole package).
        let present = Set(files.compactMap(\.module))
        let unused = LocalPackages.imports(in: files.map(\.text)).intersection(localModules).subtracting(present)
        let files = files + unused.sorted().map { SourceFile(path: "\($0).swift", text: "// The module \($0), of which nothing is used.\n", module: $0) }
        var hash = SHA256()
        let lib = buildFolder.appendingPathComponent("lib\(Self.library).so")
        let stamp = (try? FileManager.default.attributesOfItem(atPath: lib.path)).map { "\($0[.modificationDate] ?? "")|\($0[.size] ?? "")" } ?? ""
        hash.update(Data("\(swiftc)|\(stamp)|\(defines)|\(buildFolder.path)".utf8))
        for f in files { hash.update(Data("\(f.path)\u{0}\(f.module ?? "")\u{0}\(f.text)\u{0}".utf8)) }
        let key = hash.digest().prefix(12).map { String(format: "%02x", $0) }.joined()
        let folder = Self.cacheFolder.appendingPathComponent(key)
        let program = folder.appendingPathComponent("scene")
        if FileManager.default.isExecutableFile(atPath: program.path) { return program }

        // Compiled in a folder of its own, then moved into place: renders running at once never
        // see half a program. The folder keeps the sources as compiled (numbered).
        Self.removeAbandonedWork()
        let work = Self.cacheFolder.appendingPathComponent("work-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var names: [String: String] = [:]
        var sources: [String: [String]] = [:]
        for (i, f) in files.enumerated() {
            // Numbered: two project files of one name (`Extensions.swift` in two folders) must
            // not share a file name in one module, which the compiler refuses for private names.
            let url = work.appendingPathComponent("\(i)-" + URL(fileURLWithPath: f.path).lastPathComponent)
            try f.text.write(to: url, atomically: true, encoding: .utf8)
            sources[f.module ?? "", default: []].append(url.path)
            names[url.path] = f.path
        }
        let modules = try Self.buildOrder(files, first: files.first?.path ?? "")
        for m in modules {
            let out = work.appendingPathComponent("lib\(m).so")
            let args =
                [
                    "-emit-library", "-emit-module", "-enable-testing", "-module-name", m, "-emit-module-path",
                    work.appendingPathComponent("\(m).swiftmodule").path,
                ]
                + commonArguments(defines: defines, work: work, modules: modules.prefix { $0 != m }) + sources[m, default: []] + ["-o", out.path]
            try compile(args, names: names, first: sources[m]?.first.flatMap { names[$0] } ?? "")
        }
        let args =
            ["-module-name", "Scene"] + commonArguments(defines: defines, work: work, modules: modules[...]) + sources["", default: []] + [
                "-o", work.appendingPathComponent("scene").path,
            ]
        try compile(args, names: names, first: files.first?.path ?? "")
        // The folder moves into place whole, the sources as compiled beside the program.
        do { try FileManager.default.moveItem(at: work, to: folder) } catch {
            // Another render of the same scene moved its program in first.
            if !FileManager.default.isExecutableFile(atPath: program.path) { throw error }
        }
        return program
    }

    /// The compiler's arguments every module of a program takes: the language mode, the
    /// conditions, Easel's modules under the Apple frameworks' names, the library, and the
    /// local package `modules` already built in `work` (found beside the program when it runs).
    private func commonArguments(defines: [String], work: URL, modules: ArraySlice<String>) -> [String] {
        // Regex literals (`/[. ]/`) as Xcode enables them for a new project's Swift 5 mode.
        var args = ["-swift-version", "5", "-enable-bare-slash-regex", "-parse-as-library", "-Onone", "-suppress-warnings", "-D", "DEBUG"]
        // `import SwiftUI` (`Charts`, `WidgetKit`, `Combine`) finds Easel's module of that role.
        for (name, module) in Self.aliases { args += ["-module-alias", "\(name)=\(module)"] }
        for d in defines { args += ["-D", d] }
        args += importFlags
        args += ["-L", buildFolder.path, "-l\(Self.library)", "-Xlinker", "-rpath", "-Xlinker", buildFolder.path]
        args += ["-I", work.path, "-L", work.path, "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN"]
        for m in modules { args.append("-l\(m)") }
        return args
    }

    /// Runs the compiler; its first error is a `ScriptError` at its place in the project's files.
    private func compile(_ args: [String], names: [String: String], first: String) throws {
        let r = try ToolProcess.run(swiftc, args, limit: Self.compileLimit, environment: Self.offline(ProcessInfo.processInfo.environment))
        if r.timedOut {
            throw ScriptError("compiling took longer than \(Int(Self.compileLimit)) s", at: SourcePosition(file: first, line: 1, column: 1))
        }
        guard r.status == 0 else { throw Self.compileError(r.err, names: names, fallbackFile: first) }
    }

    /// The local package modules of `files`, each after the modules it imports.
    static func buildOrder(_ files: [SourceFile], first: String) throws -> [String] {
        var imports: [String: Set<String>] = [:]
        for f in files { if let m = f.module { imports[m, default: []].formUnion(LocalPackages.imports(in: [f.text])) } }
        let names = Set(imports.keys)
        var order: [String] = [], state: [String: Bool] = [:]  // false: being visited, true: done
        func visit(_ m: String, _ path: [String]) throws {
            if state[m] == true { return }
            if state[m] == false {
                throw ScriptError(
                    "the local packages import each other in a circle (\((path + [m]).joined(separator: " → ")))",
                    at: SourcePosition(file: first, line: 1, column: 1))
            }
            state[m] = false
            for d in imports[m, default: []].intersection(names).subtracting([m]).sorted() { try visit(d, path + [m]) }
            state[m] = true
            order.append(m)
        }
        for m in names.sorted() { try visit(m, []) }
        return order
    }

    /// Links each of `files` (a project's bundled files, the first of two with one name winning)
    /// into the folder of `program` under its name, where `Bundle.main` finds it on Linux; a name
    /// the program's own files take is left alone. Links already in place are kept; one that
    /// points elsewhere is replaced in one step (renders of one program may run at once).
    static func linkResources(_ files: [String], beside program: URL) {
        let fm = FileManager.default
        let folder = program.deletingLastPathComponent()
        var done = Set<String>()
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            guard done.insert(name).inserted, name != program.lastPathComponent else { continue }
            let link = folder.appendingPathComponent(name)
            if let target = try? fm.destinationOfSymbolicLink(atPath: link.path) {
                if target == file { continue }
            } else if fm.fileExists(atPath: link.path) {
                continue  // one of the program's own files (its sources as compiled)
            }
            let temporary = folder.appendingPathComponent(".link-\(UUID().uuidString)")
            do {
                try fm.createSymbolicLink(atPath: temporary.path, withDestinationPath: file)
                guard rename(temporary.path, link.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            } catch {
                try? fm.removeItem(at: temporary)
            }
        }
    }

    /// Removes the work folders of compiles that ended without cleaning up (a killed easel): any
    /// older than twice the compile limit.
    static func removeAbandonedWork() {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: cacheFolder.path)) ?? [] where name.hasPrefix("work-") {
            let url = cacheFolder.appendingPathComponent(name)
            if let made = (try? fm.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date,
                Date().timeIntervalSince(made) > 2 * compileLimit
            {
                try? fm.removeItem(at: url)
            }
        }
    }

    /// Compiled programs: `compiled/` of Easel's cache folder (`CacheFolder`).
    static var cacheFolder: URL { CacheFolder.base.appendingPathComponent("compiled") }

    /// The compiler's first error, at its place in the scene's own files.
    static func compileError(_ output: String, names: [String: String], fallbackFile: String) -> ScriptError {
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            if parts.count == 5, let original = names[String(parts[0])], let l = Int(parts[1]), let c = Int(parts[2]) {
                let message = parts[4].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "error: ", with: "")
                return ScriptError(
                    "does not compile: " + message + sdkHint(message, compiled: String(parts[0])), at: SourcePosition(file: original, line: l, column: c))
            }
            return ScriptError(
                "does not compile: " + line.replacingOccurrences(of: "error: ", with: ""), at: SourcePosition(file: fallbackFile, line: 1, column: 1))
        }
        return ScriptError(
            "does not compile: " + (output.split(separator: "\n").last.map(String.init) ?? "the compiler failed"),
            at: SourcePosition(file: fallbackFile, line: 1, column: 1))
    }

    /// After "cannot find 'SKScene' in scope" in a file that imports iOS SDK modules besides
    /// SwiftUI's and Foundation's (`import Easel /* SpriteKit */` in the `compiled` source, see
    /// `CompiledSceneSource.Edits.importTheSDKFromEasel`): which, since the name is most likely theirs.
    static func sdkHint(_ message: String, compiled path: String) -> String {
        guard message.hasPrefix("cannot find "), let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
        var modules: [String] = []
        for line in text.split(separator: "\n") where line.contains("import Easel /* ") {
            for part in line.components(separatedBy: "import Easel /* ").dropFirst() {
                if let end = part.range(of: " */") {
                    let m = String(part[..<end.lowerBound])
                    if !modules.contains(m) { modules.append(m) }
                }
            }
        }
        guard !modules.isEmpty else { return "" }
        return
            "; the name is likely \(modules.joined(separator: " or "))'s, which the file imports: Easel declares only the parts of the iOS SDK that SwiftUI screens use"
    }

    /// `environment` for a compiled scene's program: its URL loading goes through a proxy that
    /// refuses every connection, so the program sees a device without network, as the
    /// interpreter's scripts do (`URLSession` throws, the view shows its error or loading state)
    /// and a picture never depends on a server.
    static func offline(_ environment: [String: String]) -> [String: String] {
        var env = environment
        for key in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] { env[key] = "http://127.0.0.1:9" }
        env["no_proxy"] = nil
        env["NO_PROXY"] = nil
        return env
    }

}
