// The `easel` command: render SwiftUI source files to PNG, print their layout, explain it.
// Arguments, files, batch and progress only; parsing and evaluation live in EaselScript.
import Foundation
import ArgumentParser
import Easel
import EaselScript
import EaselText
import EaselRaster
import EaselPaint
#if canImport(Glibc)
import Glibc
#endif

struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render SwiftUI source files to PNG images without a compiler.",
        subcommands: [Render.self, LayoutCommand.self, Explain.self],
        defaultSubcommand: Render.self)
}

/// Options every subcommand shares.
struct SceneOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Double = 2
    @Option(help: "Size proposed to the view, WxH in points (default: its ideal size).") var size: String?
    @Option(help: "A folder with NAME.png / NAME@2x.png images or .xcassets catalogs (repeatable).") var assets: [String] = []
    @Option(name: .customLong("font-dir"), help: "A folder of extra fonts (repeatable).") var fontDirs: [String] = []
    @Option(help: "Background: a colour name, #RRGGBB, or transparent.") var background: String = "transparent"
    @Option(name: .customLong("color-scheme"), help: "light or dark.") var colorScheme: String = "light"
    @Flag(help: "Outline every frame (red leaves, green containers).") var debug = false
    @Option(help: "Render only this view type or preview.") var view: String?
    @Flag(help: "Print parse, evaluate, layout, raster and encode times.") var timings = false
    @Option(name: .customLong("max-memory"), help: "Memory one render may use: bytes, or with K, M, G (default: half the machine's, at most 16G).") var maxMemory: String?
    @Option(help: "Seconds one file's evaluation may take (default 30).") var timeout: Double = 30
    @Option(name: .customLong("define"), help: ArgumentHelp("A compilation condition for #if, added to DEBUG (repeatable).", valueName: "NAME"))
    var defines: [String] = []

    /// `#if` is evaluated as an iOS debug build: DEBUG, os(iOS), canImport(UIKit), plus --define names.
    var conditions: CompilationConditions { CompilationConditions(defining: defines) }

    func validate() throws {
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        if let size { _ = try parsedSize(size) }
        guard ["light", "dark"].contains(colorScheme) else { throw ValidationError("--color-scheme must be light or dark") }
        for d in defines where d.isEmpty || d.first!.isNumber || !d.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            throw ValidationError("--define takes a name such as BETA (got '\(d)')")
        }
        _ = try backgroundColor()
        _ = try memoryBudget()
        guard timeout.isFinite, timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout must be a number of seconds from 0 to 86400") }
        for d in assets + fontDirs {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: d, isDirectory: &isDir), isDir.boolValue else {
                throw ValidationError("not a folder: \(d)")
            }
        }
    }

    func parsedSize(_ s: String) throws -> ProposedViewSize {
        let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ValidationError("--size must be WxH, e.g. 320x200") }
        func dim(_ p: Substring) throws -> CGFloat? {
            if p == "nil" || p == "_" { return nil }
            guard let d = Double(p) else { throw ValidationError("--size must be WxH, e.g. 320x200 (got '\(s)')") }
            // Checked here, where the number enters: finite, not negative, within the canvas limit.
            guard d.isFinite, d >= 0, d * scale <= 16_384 else {
                throw ValidationError("--size \(s): each side must be a number of points from 0 to \(Int(16_384 / scale)) at --scale \(formatLength(CGFloat(scale)))")
            }
            return CGFloat(d)
        }
        return ProposedViewSize(width: try dim(parts[0]), height: try dim(parts[1]))
    }

    /// The --max-memory budget: "1073741824", "512M", "2G" (K, M, G, T are powers of 1024).
    func memoryBudget() throws -> MemoryBudget {
        guard let text = maxMemory?.uppercased().trimmingCharacters(in: .whitespaces) else { return .machineDefault }
        let units: [Character: Double] = ["K": 1024, "M": 1024 * 1024, "G": 1024 * 1024 * 1024, "T": 1024 * 1024 * 1024 * 1024]
        var number = Substring(text), factor = 1.0
        if let u = number.last, let f = units[u] { factor = f; number = number.dropLast() }
        if number.last == "I" || number.hasSuffix("IB") { number = number.prefix { $0.isNumber || $0 == "." } }
        guard let v = Double(number), v.isFinite, v > 0, v * factor < 9e18 else {
            throw ValidationError("--max-memory must be a number of bytes, optionally with K, M, G or T (got '\(maxMemory ?? "")')")
        }
        return MemoryBudget(bytes: Int(v * factor))
    }

    /// nil for transparent.
    func backgroundColor() throws -> Color? {
        let b = background.lowercased()
        if b == "transparent" || b == "none" { return nil }
        if b.hasPrefix("#"), b.count == 7, let v = Int(b.dropFirst(), radix: 16) {
            return Color(red: Double((v >> 16) & 255) / 255, green: Double((v >> 8) & 255) / 255, blue: Double(v & 255) / 255)
        }
        let named: [String: Color] = ["white": .white, "black": .black, "red": .red, "orange": .orange, "yellow": .yellow,
                                      "green": .green, "blue": .blue, "gray": .gray, "purple": .purple, "pink": .pink, "clear": .clear]
        if let c = named[b] { return c }
        throw ValidationError("--background must be transparent, a colour name or #RRGGBB")
    }

    func renderer(for view: AnyView, assets provider: AssetProvider, withBackground: Bool) throws -> ImageRenderer<AnyView> {
        let r = ImageRenderer(content: view)
        // The background fills the whole canvas, margins and the last partial pixel included.
        if withBackground { r.backgroundColor = try backgroundColor() }
        r.scale = CGFloat(scale)
        if let size { r.proposedSize = try parsedSize(size) }
        r.colorScheme = colorScheme == "dark" ? .dark : .light
        r.assets = provider
        r.debug = debug
        r.missingImagesAreErrors = true
        r.memoryBudget = try memoryBudget()
        return r
    }

    func assetProvider() -> AssetProvider {
        var folders = assets.map { URL(fileURLWithPath: $0) }
        if let env = ProcessInfo.processInfo.environment["EASEL_ASSETS"] {
            folders += env.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        return CatalogAssetProvider(folders: folders)
    }

    func prepareFonts() {
        for d in fontDirs { FontLibrary.shared.addFontDirectory(URL(fileURLWithPath: d)) }
    }
}

/// A failure that has already been reported (exit status 1).
struct Failed: Error {}

func errorMessage(_ error: Error, file: String) -> String {
    if let s = error as? ScriptError { return s.description }
    return "\(file): error: \(error)"
}

func printError(_ s: String) {
    FileHandle.standardError.write((s + "\n").data(using: .utf8)!)
}

/// Reads a script: readable, UTF-8, parsed.
func loadScript(_ path: String, conditions: CompilationConditions, timings: inout [String: Double]) throws -> Script {
    let t0 = Date()
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
        throw ScriptError("cannot read file: \((error as NSError).localizedDescription)", at: SourcePosition(file: path, line: 1, column: 1))
    }
    guard let text = String(data: data, encoding: .utf8) else {
        // Find where the bad bytes start for the message.
        var line = 1, col = 1, i = data.startIndex
        var valid = data.startIndex
        while i < data.endIndex {
            let b = data[i]
            let len = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            if len == 0 || i + len > data.endIndex || String(data: data[i..<i + len], encoding: .utf8) == nil { break }
            if b == 10 { line += 1; col = 1 } else { col += 1 }
            i += len
            valid = i
        }
        _ = valid
        throw ScriptError("file is not valid UTF-8 text", at: SourcePosition(file: path, line: line, column: col))
    }
    let script = try Script(source: text, fileName: path, conditions: conditions)
    timings["parse"] = Date().timeIntervalSince(t0)
    return script
}

/// Runs jobs on threads with large stacks (deep view trees recurse), `jobs` at a time.
func runParallel(_ count: Int, jobs: Int, progress: Bool, _ work: @escaping (Int) -> Bool) -> Int {
    let lock = NSLock()
    var next = 0, done = 0, failed = 0
    let group = DispatchGroup()
    let width = 30
    func draw() {
        guard progress else { return }
        let filled = count == 0 ? width : done * width / count
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write("\r[\(bar)] \(done)/\(count)\(failed > 0 ? " (\(failed) failed)" : "")".data(using: .utf8)!)
    }
    for _ in 0..<max(1, min(jobs, count)) {
        group.enter()
        let t = Thread {
            while true {
                lock.lock()
                let i = next
                next += 1
                lock.unlock()
                if i >= count { break }
                let ok = work(i)
                lock.lock()
                done += 1
                if !ok { failed += 1 }
                draw()
                lock.unlock()
            }
            group.leave()
        }
        t.stackSize = 256 << 20
        t.start()
    }
    group.wait()
    if progress { FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!) }
    return failed
}

/// Expands globs the shell left alone (quoted patterns).
func expand(_ patterns: [String]) -> [String] {
    var out: [String] = []
    for p in patterns {
        if p.contains("*") || p.contains("?") || p.contains("[") {
            var g = glob_t()
            defer { globfree(&g) }
            if glob(p, 0, nil, &g) == 0 {
                for i in 0..<Int(g.gl_pathc) { if let s = g.gl_pathv[i] { out.append(String(cString: s)) } }
                continue
            }
        }
        out.append(p)
    }
    return out
}

func formatMs(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render each preview of SwiftUI source files to PNG.")
    @Argument(help: "Swift files (globs allowed).") var files: [String]
    @Option(name: .shortAndLong, help: "Output PNG (one file with one render).") var output: String?
    @Option(name: .customLong("out-dir"), help: "Folder for the PNGs (default: next to each input).") var outDir: String?
    @Option(help: "Files rendered at once (default: the number of cores).") var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @OptionGroup var options: SceneOptions

    func validate() throws {
        if output != nil && outDir != nil { throw ValidationError("use -o or --out-dir, not both") }
        if output != nil && expand(files).count != 1 { throw ValidationError("-o needs exactly one input file; use --out-dir for several") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        options.prepareFonts()
        let inputs = expand(files)
        let start = Date()
        let assets = options.assetProvider()
        if let outDir {
            do { try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true) } catch {
                printError("easel: cannot create the output folder \(outDir): \(error.localizedDescription)")
                throw ExitCode(1)
            }
        }
        let claims = OutputClaims(inputs: inputs)
        let outputLock = NSLock()
        var written = 0
        let progress = isatty(2) == 1 && inputs.count > 1
        let failed = runParallel(inputs.count, jobs: jobs, progress: progress) { i in
            let path = inputs[i]
            do {
                let (count, lines) = try renderOne(path, assets: assets, claims: claims)
                outputLock.lock()
                written += count
                if options.timings { for l in lines { print(l) } }
                outputLock.unlock()
                return true
            } catch {
                outputLock.lock()
                if progress { FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!) }
                printError(errorMessage(error, file: path))
                outputLock.unlock()
                return false
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        if inputs.count > 1 || failed > 0 || isatty(2) == 1 {
            printError("easel: \(written) image\(written == 1 ? "" : "s") from \(inputs.count - failed) of \(inputs.count) file\(inputs.count == 1 ? "" : "s") in \(String(format: "%.2f", elapsed)) s" + (failed > 0 ? "; \(failed) failed" : ""))
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Renders every preview of one file; writes nothing unless all succeed. Returns timing lines.
    func renderOne(_ path: String, assets: AssetProvider, claims: OutputClaims) throws -> (Int, [String]) {
        var t: [String: Double] = [:]
        let script = try loadScript(path, conditions: options.conditions, timings: &t)
        script.timeLimit = options.timeout
        var t0 = Date()
        let renders = try script.renders(select: options.view)
        t["evaluate"] = Date().timeIntervalSince(t0)
        if output != nil && renders.count > 1 {
            throw ScriptError("-o given but the file has \(renders.count) previews (\(renders.map(\.name).joined(separator: ", "))); use --out-dir or --view", at: SourcePosition(file: path, line: 1, column: 1))
        }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let dir = outDir.map { URL(fileURLWithPath: $0) } ?? url.deletingLastPathComponent()
        var pngs: [(URL, Data)] = []
        var lines: [String] = []
        for r in renders {
            let renderer = try options.renderer(for: r.view, assets: assets, withBackground: true)
            t0 = Date()
            let l = try script.checked { try renderer.placedLayout() }
            let layoutTime = Date().timeIntervalSince(t0)
            for w in renderer.warnings { printError("\(path): warning: \(w)") }
            let px = (l.canvasSize.width * l.scale, l.canvasSize.height * l.scale)
            guard px.0 >= 1, px.1 >= 1 else {
                throw ScriptError("'\(r.name)' has an empty size (\(px.0) x \(px.1) pixels); nothing to draw — give it a frame or --size",
                                  at: SourcePosition(file: path, line: 1, column: 1))
            }
            t0 = Date()
            let canvas = try renderer.rasterize(l)
            let rasterTime = Date().timeIntervalSince(t0)
            t0 = Date()
            let data = try PNGCodec.encode(canvas, scale: Double(renderer.scale), level: renderer.compressionLevel)
            let encodeTime = Date().timeIntervalSince(t0)
            let name = renders.count > 1 ? stem + "-" + sanitize(r.name) : stem
            let out = output.map { URL(fileURLWithPath: $0) } ?? dir.appendingPathComponent(name + ".png")
            pngs.append((out, data))
            if options.timings {
                lines.append("\(path) [\(r.name)]: parse \(formatMs(t["parse"] ?? 0)), evaluate \(formatMs(t["evaluate"] ?? 0)), layout \(formatMs(layoutTime)), raster \(formatMs(max(0, rasterTime))), encode \(formatMs(encodeTime))")
            }
        }
        for (out, _) in pngs {
            // A picture never replaces a scene: `-o scene.swift` (or a link to it) is refused.
            let target = out.resolvingSymlinksInPath().standardizedFileURL.path
            if let input = claims.inputs.first(where: { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path == target }) {
                throw ScriptError("the output \(out.path) is the input \(input); choose another -o or --out-dir",
                                  at: SourcePosition(file: path, line: 1, column: 1))
            }
            if let other = claims.claim(out.standardizedFileURL.path, for: path) {
                throw ScriptError("\(out.path) is also the output of \(other); give the files separate --out-dir folders",
                                  at: SourcePosition(file: path, line: 1, column: 1))
            }
        }
        for (out, data) in pngs {
            do { try PNGCodec.writeAtomically(data, to: out) } catch {
                let message = (error as? PNGError)?.message ?? "cannot write \(out.path): \(error)"
                throw ScriptError(message, at: SourcePosition(file: path, line: 1, column: 1))
            }
        }
        return (pngs.count, lines)
    }

    /// Output paths taken by the files of one batch, so that no file overwrites another's picture.
    final class OutputClaims {
        /// Every input of the batch: no output may replace one.
        let inputs: [String]
        init(inputs: [String]) { self.inputs = inputs }
        private var owners: [String: String] = [:]
        private let lock = NSLock()
        /// Claims `output` for `input`; returns the other input if it was already taken.
        func claim(_ output: String, for input: String) -> String? {
            lock.lock(); defer { lock.unlock() }
            if let owner = owners[output], owner != input { return owner }
            owners[output] = input
            return nil
        }
    }

    func sanitize(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Print the layout of each preview as JSON.")
    @Argument(help: "A Swift file.") var file: String
    @OptionGroup var options: SceneOptions

    func run() throws {
        options.prepareFonts()
        var result: String?
        var failure: String?
        _ = runParallel(1, jobs: 1, progress: false) { _ in
            do { result = try layoutJSON(); return true } catch { failure = errorMessage(error, file: file); return false }
        }
        if let failure { printError(failure); throw ExitCode(1) }
        print(result ?? "")
    }

    func layoutJSON() throws -> String {
        var t: [String: Double] = [:]
        let script = try loadScript(file, conditions: options.conditions, timings: &t)
        script.timeLimit = options.timeout
        let renders = try script.renders(select: options.view)
        var items: [[String: Any]] = []
        for r in renders {
            let renderer = try options.renderer(for: r.view, assets: options.assetProvider(), withBackground: false)
            let snapshot = try script.checked { try renderer.layout() }
            var obj = try JSONSerialization.jsonObject(with: snapshot.jsonData(pretty: false)) as! [String: Any]
            obj["name"] = r.name
            items.append(obj)
        }
        let doc: [String: Any] = ["file": file, "renders": items]
        let data = try JSONSerialization.data(withJSONObject: doc, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(data: data, encoding: .utf8)!
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the layout conversation: what each view was proposed and what it chose.")
    @Argument(help: "A Swift file.") var file: String
    @OptionGroup var options: SceneOptions

    func run() throws {
        options.prepareFonts()
        var result = ""
        var failure: String?
        _ = runParallel(1, jobs: 1, progress: false) { _ in
            do { result = try explain(); return true } catch { failure = errorMessage(error, file: file); return false }
        }
        if let failure { printError(failure); throw ExitCode(1) }
        print(result, terminator: "")
    }

    func explain() throws -> String {
        var t: [String: Double] = [:]
        let script = try loadScript(file, conditions: options.conditions, timings: &t)
        script.timeLimit = options.timeout
        var out = ""
        for r in try script.renders(select: options.view) {
            let renderer = try options.renderer(for: r.view, assets: options.assetProvider(), withBackground: false)
            let trace = LayoutTrace()
            renderer.trace = trace
            let l = try script.checked { try renderer.placedLayout() }
            out += "\(r.name): the canvas proposes \(renderer.proposedSize) and the view chooses \(fmt(l.canvasSize.width)) x \(fmt(l.canvasSize.height))\n"
            out += trace.render().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return out
    }

    func fmt(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
}

EaselCommand.main()
