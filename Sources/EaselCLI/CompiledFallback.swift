import Foundation
import EaselScript

/// How the commands use the compiled engine: which interpreter errors a compiled program may get
/// past (`--engine auto`), and running a file's program for one command.
enum CompiledFallback {
    /// Errors a compiler or the compiled program would meet too, or that come from the render
    /// rather than the evaluator: syntax, a view that needs arguments or an environment object,
    /// nothing to render, limits, unreadable files, missing images, numbers out of bounds (NaN,
    /// overflow, division by zero: the interpreter checks them where they enter, a compiled program
    /// would trap or draw garbage) and invalid sizes.
    static let faithful = [
        "not a number", "finite", "arithmetic overflow", "division by zero", "out of range", "range requires", "found nil",
        "chose an invalid size", "larger than the limit",
        "needs arguments to be made", "no View in the file", "no view or preview named", "in the environment for", "timed out",
        "took longer than", "not valid UTF-8", "cannot read file", "no image named", "views were created", "nest deeper than",
        "has an empty size", "pixels", "memory", "unprintable", "nest more than", "operators; at most", "consistent whitespace",
        "steps (a runaway loop", "nest deeper than", "contains itself",
    ]

    /// Whether compiling the file may render what the interpreter could not.
    static func mayHelp(_ e: ScriptError) -> Bool {
        !faithful.contains { e.message.contains($0) }
    }

    /// `body`'s result, with one line saying that the file was compiled and why; when the
    /// compiled engine is not available, `stopped` as it was; when the file does not compile
    /// either, `stopped` with the compiler's error.
    static func after<T>(_ stopped: ScriptError, file: String, _ body: () throws -> T) throws -> T {
        do {
            let result = try body()
            printError("easel: \(file): compiled, as the interpreter stopped at \(stopped.description)")
            return result
        } catch is CompiledEngine.Unavailable {
            throw stopped
        } catch is CompiledSceneSource.DoesNotParse {
            throw stopped
        } catch let compiled as ScriptError {
            var e = stopped
            e.message += " (compiled instead, it failed too: \(compiled.description))"
            throw e
        }
    }

    /// `body` for `--engine compile`: a file that does not parse is its syntax error.
    static func compiling<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let d as CompiledSceneSource.DoesNotParse { throw d.error }
    }

    /// What a one-file command (`layout`, `explain`) prints for `file` with the chosen engine:
    /// `interpreted`, or the compiled program's output for the same command.
    static func output(of file: String, options: SceneOptions, interpreted: () throws -> String) throws -> String {
        func compiled() throws -> String { try run(file, options: options, inputs: [file], extra: []) }
        switch options.engine {
        case .interpret: return try interpreted()
        case .compile: return try compiling(compiled)
        case .auto:
            do { return try interpreted() } catch let stopped as ScriptError where mayHelp(stopped) { return try after(stopped, file: file, compiled) }
        }
    }

    /// The compiled engine, found once per process.
    nonisolated(unsafe) private static var engine: Result<CompiledEngine, Error>?
    private static let lock = NSLock()

    static func located() throws -> CompiledEngine {
        lock.lock()
        defer { lock.unlock() }
        if engine == nil { engine = Result { try CompiledEngine.locate() } }
        return try engine!.get()
    }

    /// Compiles `path` (with the project files it uses) unless its program is cached, and runs
    /// it for this process's command on that file alone, with `extra` arguments. Returns what it
    /// printed; its warnings go to standard error. Its first error is thrown as a `ScriptError`.
    static func run(_ path: String, options: SceneOptions, inputs: [String], extra: [String]) throws -> String {
        let engine = try located()
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ScriptError("cannot read file: \((error as NSError).localizedDescription)", at: SourcePosition(file: path, line: 1, column: 1))
        }
        let scene = try CompiledSceneSource(path: path, source: text, select: options.view, conditions: options.conditions)
        var files: [CompiledEngine.SourceFile] = [.init(path: path, text: scene.scene)]
        if !options.standalone {
            let companions = ProjectIndexCache.shared.index(for: path, options: options).companions(for: path, source: text)
            for c in companions {
                // A local package's file compiles in its package's module (`import DesignSystem`).
                let text = try CompiledSceneSource.companion(c.source, path: c.fileName, conditions: options.conditions)
                files.append(.init(path: c.fileName, text: text, module: c.module))
            }
        }
        // Xcode's generated asset symbols, as the interpreter knows them (`Image(.hero)`, `Color.brand`).
        if let symbols = CompiledAssetSymbols.source(ProjectIndexCache.shared.assetSymbols(for: path, options: options)) {
            files.append(.init(path: CompiledAssetSymbols.fileName, text: symbols))
        }
        files.append(.init(path: CompiledSceneSource.entryFileName, text: CompiledSceneSource.entry))
        let localModules = options.standalone ? [] : ProjectIndexCache.shared.index(for: path, options: options).localModules
        let program = try engine.program(files: files, defines: options.defines, localModules: localModules)
        // `Bundle.main` of a program on Linux is its folder: the project's bundled files (the ones
        // the interpreter reads, `missions.json`) are linked there by name.
        CompiledEngine.linkResources(ProjectIndexCache.shared.resources(for: path, options: options).files, beside: program)
        let arguments = OneFileArguments.arguments(Array(CommandLine.arguments.dropFirst()), inputs: inputs, path: path, extra: extra)
        // The program's evaluation is bounded by --timeout, as the interpreter's is, and it runs
        // in an empty app container of its own.
        let container = try CompiledAppContainer()
        defer { container.remove() }
        let r = try ToolProcess.run(
            program.path, arguments, limit: options.timeout,
            environment: CompiledEngine.offline(ProcessInfo.processInfo.environment).merging(container.environment) { $1 })
        if r.timedOut {
            throw ScriptError(
                "the compiled program ran longer than the time limit of \(String(format: "%g", options.timeout)) s (--timeout)",
                at: SourcePosition(file: path, line: 1, column: 1))
        }
        guard r.status == 0 else {
            let first = r.err.split(separator: "\n").first { $0.contains(": error: ") } ?? r.err.split(separator: "\n").first
            throw located(first.map(String.init) ?? "the compiled program stopped (exit status \(r.status))", file: path)
        }
        for line in r.err.split(separator: "\n") { printError(String(line)) }
        return r.out
    }

    /// `file:line:column: error: message` as a located `ScriptError`.
    static func located(_ line: String, file: String) -> ScriptError {
        let parts = line.components(separatedBy: ": error: ")
        if parts.count >= 2 {
            let place = parts[0].split(separator: ":")
            if place.count >= 3, let l = Int(place[place.count - 2]), let c = Int(place[place.count - 1]) {
                return ScriptError(
                    parts.dropFirst().joined(separator: ": error: "),
                    at: SourcePosition(file: place.dropLast(2).joined(separator: ":"), line: l, column: c))
            }
            return ScriptError(parts.dropFirst().joined(separator: ": error: "), at: SourcePosition(file: file, line: 1, column: 1))
        }
        return ScriptError(line, at: SourcePosition(file: file, line: 1, column: 1))
    }
}
