import Foundation
import ArgumentParser
import Easel
import EaselScript
import EaselRaster
#if canImport(Glibc)
import Glibc
#endif

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
        let tally = BatchTally()
        let progress = isatty(2) == 1 && inputs.count > 1
        let failed = runParallel(inputs.count, jobs: jobs, progress: progress) { i in
            let path = inputs[i]
            do {
                let (count, lines) = try renderOne(path, assets: assets, claims: claims)
                tally.succeeded(images: count, timings: options.timings ? lines : [])
                return true
            } catch {
                tally.failed(path, errorMessage(error, file: path), clearingProgress: progress)
                return false
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        let written = tally.written, failures = tally.failures
        if inputs.count > 1 || failed > 0 || isatty(2) == 1 {
            printError("easel: \(written) image\(written == 1 ? "" : "s") from \(inputs.count - failed) of \(inputs.count) file\(inputs.count == 1 ? "" : "s") in \(String(format: "%.2f", elapsed)) s" + (failed > 0 ? "; \(failed) failed" : ""))
        }
        if failed > 0 && inputs.count > 1 {
            // The failures again, in input order, so a long batch's log ends with what to fix.
            printError("easel: failed files:")
            for f in failures.sorted(by: { $0.path < $1.path }) { printError("  \(f.message)") }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// The folder of `path`'s pictures: next to it, or under --out-dir at the same place relative
    /// to the batch's common folder, so that `a/01-goal.swift` and `b/01-goal.swift` do not collide.
    func outputFolder(for path: String, inputs: [String]) -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard let outDir else { return url.deletingLastPathComponent() }
        let base = URL(fileURLWithPath: outDir)
        let folders = inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents }
        var common = folders.first ?? []
        for f in folders.dropFirst() {
            common = Array(zip(common, f).prefix { $0 == $1 }.map(\.0))
        }
        let own = url.deletingLastPathComponent().pathComponents
        return own.dropFirst(common.count).reduce(base) { $0.appendingPathComponent($1) }
    }

    /// A render warning placed in the file: a missing image at its name's literal.
    func locatedWarning(_ w: String, script: Script, path: String) -> String {
        if let r = w.range(of: "no image named '"), let end = w[r.upperBound...].firstIndex(of: "'"),
           let at = script.position(ofStringLiteral: String(w[r.upperBound..<end])) {
            return "\(at.file):\(at.line):\(at.column): warning: \(w); nothing is drawn for it (--strict makes this an error)"
        }
        return "\(path): warning: \(w)"
    }

    /// Renders every preview of one file; writes nothing unless all succeed. Returns timing lines.
    func renderOne(_ path: String, assets: AssetProvider, claims: OutputClaims) throws -> (Int, [String]) {
        var t: [String: Double] = [:]
        let script = try loadScript(path, options: options, timings: &t)
        script.timeLimit = options.timeout
        defer { script.discard() }
        let t0 = Date()
        let renders = try script.renders(select: options.view)
        t["evaluate"] = Date().timeIntervalSince(t0)
        if output != nil && renders.count > 1 {
            throw ScriptError("-o given but the file has \(renders.count) previews (\(renders.map(\.name).joined(separator: ", "))); use --out-dir or --view", at: SourcePosition(file: path, line: 1, column: 1))
        }
        // The project's own asset catalogs after the folders given with --assets.
        let fileAssets = options.standalone ? assets : ProjectIndexCache.shared.assets(for: path, options: options, given: assets)
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let dir = outputFolder(for: path, inputs: claims.inputs)
        var pngs: [(URL, Data)] = []
        var lines: [String] = []
        for r in renders {
            let scene = try renderScene(r, script: script, path: path, options: options, assets: fileAssets)
            for w in scene.renderer.warnings { printError(locatedWarning(w, script: script, path: path)) }
            let (data, layoutTime, rasterTime, encodeTime) = (scene.png, scene.layoutTime, scene.rasterTime, scene.encodeTime)
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
            do {
                if outDir != nil { try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true) }
                try PNGCodec.writeAtomically(data, to: out)
            } catch {
                let message = (error as? PNGError)?.message ?? "cannot write \(out.path): \(error)"
                throw ScriptError(message, at: SourcePosition(file: path, line: 1, column: 1))
            }
        }
        return (pngs.count, lines)
    }

    /// Output paths taken by the files of one batch, so that no file overwrites another's picture.
    final class OutputClaims: @unchecked Sendable {  // `owners` is behind `lock`
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

/// "12.3 ms".
func formatMs(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }

/// What a batch has done so far, shared by its worker threads behind one lock; output lines are
/// printed under the same lock so that they do not interleave.
final class BatchTally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var written = 0
    private(set) var failures: [(path: String, message: String)] = []

    func succeeded(images: Int, timings: [String]) {
        lock.lock()
        defer { lock.unlock() }
        written += images
        for l in timings { print(l) }
    }

    func failed(_ path: String, _ message: String, clearingProgress: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if clearingProgress { FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!) }
        printError(message)
        failures.append((path, message.split(separator: "\n").first.map(String.init) ?? message))
    }
}
