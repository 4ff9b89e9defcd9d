import Foundation
import Easel
import EaselScript

/// Reads and parses a scene file with the project files it uses (unless `--standalone`); project
/// files that do not parse are left out with a warning.
func loadScript(_ path: String, options: SceneOptions, timings: inout [String: Double]) throws -> Script {
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
    // In a compiled scene's program the previews are compiled: the script is only the file's name
    // (for errors) and the project's string tables.
    let compiled = CompiledPreviews.current != nil
    let index = options.standalone ? nil : ProjectIndexCache.shared.index(for: path, options: options)
    // The app's string tables (the project's own `.lproj` folders and string catalogs, unless
    // `--strings` names one) are read on another core while the script and its project files are parsed.
    let projectStrings = options.strings == nil ? index.map { index in BackgroundWork { ProjectIndexCache.shared.strings(of: index) } } : nil
    // Also when the scene fails to load: nothing is left running on its behalf.
    defer { _ = projectStrings?.result() }
    let companions = compiled ? [] : index?.companions(for: path, source: text) ?? []
    // With the resources of the local packages the project imports (`Bundle.module.url(forResource:
    // "islands", …)` in a package's model), found as the app's are.
    let resources = ProjectIndexCache.shared.resources(for: path, options: options, packages: compiled ? [] : index?.moduleFolders ?? [])
    let symbols = ProjectIndexCache.shared.assetSymbols(for: path, options: options)
    let script = try Script(
        source: compiled ? "" : text, fileName: path, conditions: options.conditions, companions: companions, resources: resources,
        assetSymbols: symbols, randomSeed: options.seed)
    for w in script.warnings { printError("warning: \(w)") }
    script.timeLimit = options.timeout
    script.stepLimit = options.maxSteps
    script.projectModules = index?.localModules ?? []
    // Its StoreKit configuration, looked for when StoreKit is first used.
    if !options.standalone {
        script.storeKitLoader = { StoreKitConfiguration.find(for: path, resources: resources) { printError("warning: \($0)") } }
    }
    // The script runs on a device set to the render's locale: its formatters and `Locale.current` follow it.
    if let locale = options.locale, locale != "all" { script.locale = Locale(identifier: locale) }
    // The app's string tables: `--strings`, else the project's own (its `.lproj` folders and
    // string catalogs), read in the device's language as an app's main bundle reads them.
    if let strings = options.strings {
        script.strings = try StringCatalogs.shared.catalog(at: strings)
    } else if let projectStrings {
        script.strings = projectStrings.result()
    }
    timings["parse"] = Date().timeIntervalSince(t0)
    return script
}

/// Project indexes by folder, read once per run (a batch renders many files of one project).
final class ProjectIndexCache: @unchecked Sendable {
    static let shared = ProjectIndexCache()
    private let lock = NSLock()
    private var indexes: [String: ProjectIndex] = [:]
    private var providers: [String: AssetProvider] = [:]
    private var bundles: [String: BundleResources] = [:]
    private var symbols: [String: AssetSymbols] = [:]
    private var stringCatalogs: [String: StringCatalog] = [:]
    private var projects: [String: (root: String, recursive: Bool)] = [:]

    /// The project of the files of a folder (`ProjectIndex.project(of:)`), found once per folder:
    /// the walk lists every folder above it, and a render asks for its index and its bundle.
    func project(of file: String) -> (root: String, recursive: Bool) {
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        lock.lock()
        if let known = projects[folder] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = ProjectIndex.project(of: file)
        lock.lock()
        projects[folder] = found
        lock.unlock()
        return found
    }

    /// Xcode's generated symbols for the asset catalogs the render searches: catalogs given with
    /// `--assets` (or inside such a folder), then the project's (not with --standalone).
    func assetSymbols(for file: String, options: SceneOptions) -> AssetSymbols {
        var catalogs: [String] = []
        for folder in options.assetFolders {
            if folder.pathExtension == "xcassets" { catalogs.append(folder.path); continue }
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            catalogs += inside.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0).path }
        }
        if !options.standalone { catalogs += index(for: file, options: options).catalogs }
        guard !catalogs.isEmpty else { return .none }
        let key = catalogs.joined(separator: "\n")
        lock.lock()
        defer { lock.unlock() }
        if let s = symbols[key] { return s }
        let s = AssetSymbols.catalogs(catalogs)
        symbols[key] = s
        return s
    }

    /// The asset folders given on the command line, then the project's asset catalogs.
    func assets(for file: String, options: SceneOptions, given: AssetProvider) -> AssetProvider {
        let index = self.index(for: file, options: options)
        guard !index.catalogs.isEmpty else { return given }
        lock.lock()
        defer { lock.unlock() }
        if let p = providers[index.root] { return p }
        let p = CatalogAssetProvider(folders: options.assetFolders + index.catalogs.map { URL(fileURLWithPath: $0) })
        providers[index.root] = p
        return p
    }

    /// The project's string tables as one catalog, read once per project; a table that cannot be
    /// read is left out with a warning. Nil when the project has none.
    func strings(of index: ProjectIndex) -> StringCatalog? {
        guard !index.stringTables.isEmpty else { return nil }
        lock.lock()
        if let c = stringCatalogs[index.root] {
            lock.unlock()
            return c
        }
        lock.unlock()
        // Read without the lock: a large catalog takes as long as parsing tens of files, and the
        // project's other look-ups go on meanwhile (`loadScript` reads it beside the parse).
        var failures: [StringCatalogError] = []
        let c = StringCatalog(files: index.stringTables.map { URL(fileURLWithPath: $0) }, failures: &failures)
        lock.lock()
        // Another file of a batch may have read it meanwhile: the first one read is kept.
        let kept = stringCatalogs[index.root]
        if kept == nil { stringCatalogs[index.root] = c }
        lock.unlock()
        if kept == nil { for f in failures { printError("warning: \(f) (a project string table, left out)") } }
        return kept ?? c
    }

    /// The files `Bundle.main` finds: the project's (its folder alone with --standalone).
    func resources(for file: String, options: SceneOptions, packages: [String] = []) -> BundleResources {
        let (root, recursive) =
            options.standalone
            ? (URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path, false)
            : options.project.map { (URL(fileURLWithPath: $0).standardizedFileURL.path, true) } ?? project(of: file)
        lock.lock()
        defer { lock.unlock() }
        let key = root + (recursive ? "/**" : "") + packages.map { "|" + $0 }.joined()
        if let r = bundles[key] { return r }
        var r = BundleResources.folder(root, recursive: recursive)
        // The resources the Xcode project copies into the app from outside that folder, and those
        // of the local packages' modules.
        if !options.standalone, let project = XcodeProject.nearest(above: root) { r = r.adding(projectResources: project.resources) }
        if !packages.isEmpty { r = r.adding(projectResources: Set(packages)) }
        bundles[key] = r
        return r
    }

    /// Forgets every project read so far (`easel preview` calls it when a file changes on disk).
    func invalidate() {
        lock.lock()
        defer { lock.unlock() }
        indexes = [:]
        providers = [:]
        bundles = [:]
        stringCatalogs = [:]
        projects = [:]
    }

    /// The project of `file` (`--project`, else the one found around it), read once per run with
    /// the package checkouts `--packages` names.
    func index(for file: String, options: SceneOptions) -> ProjectIndex {
        let (root, recursive) = options.project.map { (URL(fileURLWithPath: $0).standardizedFileURL.path, true) } ?? project(of: file)
        lock.lock()
        defer { lock.unlock() }
        if let i = indexes[root] { return i }
        let i = ProjectIndex.load(root: root, recursive: recursive, packages: options.packages)
        indexes[root] = i
        return i
    }
}

/// Runs jobs on threads with large stacks (deep view trees recurse), `jobs` at a time.
