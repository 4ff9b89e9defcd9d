import Foundation
import ArgumentParser
import Easel
import EaselScript
import EaselRaster
#if canImport(Glibc)
    import Glibc
#endif

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render each preview of SwiftUI source files to PNG.")
    @Argument(help: "Swift files (globs allowed).") var files: [String]
    @Option(
        name: .shortAndLong,
        help: "Output PNG; a file with several previews writes one beside it for each (out-<preview>.png) and prints their paths.")
    var output: String?
    @Option(name: .customLong("out-dir"), help: "Folder for the PNGs (default: next to each input).") var outDir: String?
    @Option(help: "Files rendered at once (default: the number of cores).") var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @OptionGroup var options: SceneOptions
    @Option(
        help: ArgumentHelp(
            "Render only shard i of n of the batch, counting from 0 (0/4 … 3/4); every shard must be given the same files and options (docs/Sharding.md).",
            valueName: "i/n"),
        transform: { try Shard(parsing: $0) })
    var shard: Shard?
    @Option(
        help: ArgumentHelp(
            "Write a JSON manifest of the run at its end: inputs, outputs, SHA-256 hashes, timings, failures (easel merge joins the shards').",
            valueName: "file"))
    var manifest: String?
    @Option(
        help: ArgumentHelp(
            "Balance --shard by each file's time in an earlier manifest (every shard the same one) instead of by file size.", valueName: "manifest"))
    var costs: String?

    func validate() throws {
        if output != nil && outDir != nil { throw ValidationError("use -o or --out-dir, not both") }
        if output != nil && expand(files).count != 1 { throw ValidationError("-o needs exactly one input file; use --out-dir for several") }
        if output != nil && (shard != nil || manifest != nil) {
            throw ValidationError("--shard and --manifest name outputs below --out-dir or next to the inputs; use --out-dir instead of -o")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if costs != nil && shard == nil { throw ValidationError("--costs balances --shard; give --shard i/n too") }
        _ = try shardCosts()
    }

    /// How `--shard` weighs files: by size, or by the times in the `--costs` manifest.
    func shardCosts() throws -> ShardCosts {
        guard let costs else { return .bySize }
        do {
            guard case .render(let earlier) = try ManifestFile.read(costs) else {
                throw ValidationError("--costs \(costs): a snapshot report has no render times; give a render manifest")
            }
            return ShardCosts(manifest: earlier)
        } catch let problem as ManifestFile.Problem {
            throw ValidationError("--costs \(problem)")
        }
    }

    func run() throws {
        options.applyProcessSettings()
        let inputs = expand(files)
        let start = Date()
        let assets = options.assetProvider()
        if let outDir {
            do { try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true) } catch {
                printError("easel: cannot create the output folder \(outDir): \(error.localizedDescription)")
                throw ExitCode(1)
            }
        }
        // With --shard or --manifest the batch is planned (each file once, named below the
        // batch's folder) and this process renders its shard's part.
        let part = shard ?? .whole
        let plan = shard != nil || manifest != nil ? ShardPlan(inputs: inputs, count: part.count, costs: try shardCosts()) : nil
        let mine: [ShardPlan.File] = plan?.files(in: part.index) ?? inputs.map { ShardPlan.File(path: $0, relativePath: $0, bytes: 0, cost: 0, shard: 0) }
        let recorder = manifest != nil ? ManifestRecorder() : nil
        let claims = OutputClaims(inputs: inputs)
        let tally = BatchTally()
        let progress = isatty(2) == 1 && mine.count > 1
        let failed = runParallel(mine.count, jobs: jobs, progress: progress) { i in
            let file = mine[i], path = file.path
            let t0 = Date()
            do {
                let rendered = try renderOne(path, assets: assets, claims: claims)
                tally.succeeded(images: rendered.pictures.count, timings: options.timings ? rendered.timings : [])
                recorder?.record(
                    file, seconds: Date().timeIntervalSince(t0),
                    pictures: rendered.pictures.map {
                        (claims.folder.relativeOutputPath($0.url, of: path), $0.data)
                    }, failure: nil)
                return true
            } catch {
                let message = errorMessage(error, file: path)
                tally.failed(path, message, clearingProgress: progress)
                recorder?.record(file, seconds: Date().timeIntervalSince(t0), pictures: [], failure: message)
                return false
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        let written = tally.written, failures = tally.failures
        let count = mine.count
        if count > 1 || failed > 0 || isatty(2) == 1 || shard != nil {
            let of = shard.map { "shard \($0) (\(count) of \(plan?.files.count ?? count) files): " } ?? ""
            printError(
                "easel: \(of)\(written) image\(written == 1 ? "" : "s") from \(count - failed) of \(count) file\(count == 1 ? "" : "s") in \(String(format: "%.2f", elapsed)) s"
                    + (failed > 0 ? "; \(failed) failed" : ""))
        }
        if failed > 0 && count > 1 {
            // The failures again, in input order, so a long batch's log ends with what to fix.
            printError("easel: failed files:")
            for f in failures.sorted(by: { $0.path < $1.path }) { printError("  \(f.message)") }
        }
        if let manifest, let recorder, let plan {
            let m = recorder.manifest(
                shard: part, plan: plan, options: options.pixelOptions,
                outputsRelativeTo: outDir != nil ? .outDir : .inputs, seconds: Date().timeIntervalSince(start))
            do { try m.write(to: URL(fileURLWithPath: manifest)) } catch {
                printError("easel: cannot write the manifest \(manifest): \((error as? PNGError)?.message ?? "\(error)")")
                throw ExitCode(1)
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// The folder of `path`'s pictures: next to it, or under --out-dir at the same place relative
    /// to the batch's common folder, so that `a/01-goal.swift` and `b/01-goal.swift` do not collide.
    func outputFolder(for path: String, batch: BatchFolder) -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard let outDir else { return url.deletingLastPathComponent() }
        return batch.subfolders(of: path).reduce(URL(fileURLWithPath: outDir)) { $0.appendingPathComponent($1) }
    }

    /// A render warning placed in the file: a missing image at its name's literal.
    func locatedWarning(_ w: String, script: Script, path: String) -> String {
        if let r = w.range(of: "no image named '"), let end = w[r.upperBound...].firstIndex(of: "'"),
            let at = script.position(ofStringLiteral: String(w[r.upperBound..<end]))
        {
            return "\(at.file):\(at.line):\(at.column): warning: \(w); nothing is drawn for it (--strict makes this an error)"
        }
        return "\(path): warning: \(w)"
    }

    /// What `renderOne` wrote: each picture (where, and its PNG bytes) and the `--timings` lines.
    struct RenderedFile {
        var pictures: [(url: URL, data: Data)]
        var timings: [String]
    }

    /// Renders every preview of one file; writes nothing unless all succeed.
    func renderOne(_ path: String, assets: AssetProvider, claims: OutputClaims) throws -> RenderedFile {
        let dir = outputFolder(for: path, batch: claims.folder)
        var pngs: [(URL, Data)]
        var lines: [String]
        switch options.engine {
        case .interpret: (pngs, lines) = try interpretedPictures(path, dir: dir, assets: assets)
        case .compile: (pngs, lines) = try CompiledFallback.compiling { try compiledPictures(path, dir: dir, claims: claims) }
        case .auto:
            do { (pngs, lines) = try interpretedPictures(path, dir: dir, assets: assets) } catch let stopped as ScriptError
                where CompiledFallback.mayHelp(stopped)
            {
                (pngs, lines) = try CompiledFallback.after(stopped, file: path) { try compiledPictures(path, dir: dir, claims: claims) }
            }
        }
        let file = try write(pngs, lines: lines, path: path, claims: claims)
        if output != nil && pngs.count > 1 { for (out, _) in pngs { print(out.path) } }
        return file
    }

    /// The pictures of one file's previews, evaluated by the interpreter, with their output paths.
    func interpretedPictures(_ path: String, dir: URL, assets: AssetProvider) throws -> (pngs: [(URL, Data)], lines: [String]) {
        var t: [String: Double] = [:]
        let script = try loadScript(path, options: options, timings: &t)
        defer { script.discard() }
        let locales = try options.localesToRender()
        if let first = locales.first, let first { script.locale = Locale(identifier: first) }
        let t0 = Date()
        let renders = try sceneRenders(script, options: options)
        t["evaluate"] = Date().timeIntervalSince(t0)
        // `-o out.png` for several pictures (previews, or languages of `--locale all`): one file
        // each beside it, `out-<preview>.png`, `out.<language>.png`, whose paths are printed.
        let outputs = output.map { OutputNames(path: $0, previews: renders.count, languages: locales.count) }
        // The project's own asset catalogs after the folders given with --assets.
        let fileAssets = options.standalone ? assets : ProjectIndexCache.shared.assets(for: path, options: options, given: assets)
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var pngs: [(URL, Data)] = []
        var lines: [String] = []
        for (i, locale) in locales.enumerated() {
            // Each further language of `--locale all` is evaluated again on a device in that locale
            // (bodies run during layout, so just before it), so that the script's own formatters and
            // `Locale.current` follow it.
            var rendersHere = renders
            if i > 0, let locale {
                script.locale = Locale(identifier: locale)
                rendersHere = try sceneRenders(script, options: options)
            }
            for r in rendersHere {
                let scene = try renderScene(r, script: script, path: path, options: options, assets: fileAssets, locale: locale)
                for w in scene.renderer.warnings { printError(locatedWarning(w, script: script, path: path)) }
                let (data, layoutTime, rasterTime, encodeTime) = (scene.png, scene.layoutTime, scene.rasterTime, scene.encodeTime)
                let name = (renders.count > 1 ? stem + "-" + OutputNames.part(r.name) : stem) + (locale.map { "." + OutputNames.part($0) } ?? "")
                let out = outputs?.url(preview: r.name, language: locale) ?? dir.appendingPathComponent(name + ".png")
                pngs.append((out, data))
                if options.timings {
                    lines.append(
                        "\(path) [\(r.name)\(locale.map { ", " + $0 } ?? "")]: parse \(formatMs(t["parse"] ?? 0)), evaluate \(formatMs(t["evaluate"] ?? 0)), layout \(formatMs(layoutTime)), raster \(formatMs(max(0, rasterTime))), encode \(formatMs(encodeTime))"
                    )
                }
            }
        }
        return (pngs, lines)
    }

    /// The pictures of one file's previews, made by its compiled program (CompiledEngine) into a
    /// folder of its own, with the output paths the interpreter's would have.
    func compiledPictures(_ path: String, dir: URL, claims: OutputClaims) throws -> (pngs: [(URL, Data)], lines: [String]) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-compiled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let printed = try CompiledFallback.run(path, options: options, inputs: files, extra: ["--out-dir", scratch.path])
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let made = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".png") }.sorted()
        let outputs = output.map { OutputNames(path: $0, pictures: made.count) }
        var pngs: [(URL, Data)] = []
        for name in made {
            // `<stem>[-<preview>][.<language>].png`, as the interpreter names them.
            let suffix = String(name.dropFirst(stem.count).dropLast(4))
            let out = outputs?.url(suffix: suffix) ?? dir.appendingPathComponent(name)
            pngs.append((out, try Data(contentsOf: scratch.appendingPathComponent(name))))
        }
        return (pngs, printed.split(separator: "\n").map(String.init))
    }

    /// Writes one file's pictures, each after checking that it replaces no input and no other
    /// file's picture.
    func write(_ pngs: [(URL, Data)], lines: [String], path: String, claims: OutputClaims) throws -> RenderedFile {
        for (out, _) in pngs {
            // A picture never replaces a scene: `-o scene.swift` (or a link to it) is refused.
            let target = out.resolvingSymlinksInPath().standardizedFileURL.path
            if let input = claims.inputs.first(where: { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path == target }) {
                throw ScriptError(
                    "the output \(out.path) is the input \(input); choose another -o or --out-dir",
                    at: SourcePosition(file: path, line: 1, column: 1))
            }
            if let other = claims.claim(out.standardizedFileURL.path, for: path) {
                throw ScriptError(
                    "\(out.path) is also the output of \(other); give the files separate --out-dir folders",
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
        return RenderedFile(pictures: pngs.map { (url: $0.0, data: $0.1) }, timings: lines)
    }

    /// Output paths taken by the files of one batch, so that no file overwrites another's picture.
    final class OutputClaims: @unchecked Sendable {  // `owners` is behind `lock`
        /// Every input of the batch: no output may replace one.
        let inputs: [String]
        /// The inputs' common folder, which --out-dir mirrors.
        let folder: BatchFolder
        init(inputs: [String]) {
            self.inputs = inputs
            folder = BatchFolder(inputs: inputs)
        }
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
