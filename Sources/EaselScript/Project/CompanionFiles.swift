import Foundation

/// Another file of the project a script comes from (a model, a shared view, an extension), whose
/// declarations the script may use.
public struct CompanionFile: Sendable {
    public let fileName: String
    public let source: String
    /// The module of a local package the file belongs to, when it is not the rendered file's own
    /// module: its internal names are that module's (an app's `Strings` and its UI package's
    /// `Strings` are two enums).
    public let module: String?

    public init(fileName: String, source: String, module: String? = nil) {
        self.fileName = fileName
        self.source = source
        self.module = module
    }
}

/// Finds the files of a view file's project that declare what the view file uses, as Xcode would
/// compile them together: the project is found by `project(of:)`; a project file is used
/// when it declares a type or file-scope name the view file (or another used file) mentions, or
/// extends a type with a member one of them mentions. Test files, build folders and files over
/// 1 MB are skipped; at most `maxFiles` files are read.
package final class ProjectIndex: @unchecked Sendable {
    /// One project file with the names it declares and mentions.
    struct Entry {
        let path: String
        let source: String
        let names: Names
        /// Swift that Xcode generates (a data model's classes) rather than a file of the project.
        var isGenerated = false
        /// For generated Swift: the entity classes it is about, whoever declares them (Xcode, or
        /// the app for "Manual/None" and "Category/Extension" entities). It is used whenever a used
        /// file mentions one of them.
        var entityClasses: Set<String> = []
        /// The local package module the file belongs to; nil for the project's own files.
        var module: String? = nil
    }

    /// What a file declares and mentions: bare names (types, file-scope functions and variables,
    /// not argument labels) and member names (after a dot: `Color.brand`, `.cardStyle()`).
    struct Names {
        var declaredTopLevel = Set<String>()
        /// Types declared inside other types (indented: `struct Panel { enum Constant { … } }`).
        var declaredNested = Set<String>()
        var declaredMembers = Set<String>()
        /// The members of the file's extensions by the type they extend (`extension HistoryStore
        /// { mutating func createDevData() }`): inside that type, and in a type conforming to an
        /// `implicitlyExtended` protocol, they are used without a dot.
        var extensionMembers: [String: Set<String>] = [:]
        /// The enums the file declares (`enum Tab { case home }`).
        var declaredEnums = Set<String>()
        /// The app's data types the file declares: structs and classes that are identifiable or
        /// coded (`struct Transaction: Identifiable, Codable`), as `TypeDecl.isModel` tells them,
        /// and SwiftData's `@Model` classes.
        var declaredModels = Set<String>()
        /// Functions the file declares with a capitalised name (`func LinearGradient(grad1:…)`),
        /// which may share a name with a SwiftUI type.
        var capitalizedFunctions = Set<String>()
        var bare = Set<String>()
        var members = Set<String>()

        init(_ text: String) {
            (declaredTopLevel, declaredNested, declaredMembers, extensionMembers) = ProjectIndex.declaredNames(text)
            (bare, members) = ProjectIndex.mentionedNames(text)
            if TextSearch.contains(text, "func ") { capitalizedFunctions = ProjectIndex.capitalizedFunctionNames(text) }
            if TextSearch.contains(text, "enum ") {
                for m in DeclarationScanner(text).enumDeclarations() { declaredEnums.insert(m.name) }
            }
            if TextSearch.contains(text, "Identifiable") || TextSearch.contains(text, "Codable") || TextSearch.contains(text, "Decodable")
                || TextSearch.contains(text, "NSManagedObject")
            {
                for m in DeclarationScanner(text).modelDeclarations() { declaredModels.insert(m.name) }
            }
            if TextSearch.contains(text, "@Model") {
                for m in DeclarationScanner(text).swiftDataModelDeclarations() { declaredModels.insert(m.name) }
            }
        }

        /// Whether this file declares something `used` mentions (with `nested`, also as a type
        /// inside another type).
        /// `types`: the types the files read so far declare, whose extensions' members they may use bare.
        func declaresAny(of used: (bare: Set<String>, members: Set<String>), types: Set<String>, nested: Bool = false) -> Bool {
            !declaredTopLevel.isDisjoint(with: used.bare) || !declaredMembers.isDisjoint(with: used.members)
                || extensionMembers.contains { type, members in
                    (types.contains(type) || ProjectIndex.implicitlyExtended.contains(type)) && !members.isDisjoint(with: used.bare)
                }
                || (nested && !declaredNested.isDisjoint(with: used.bare))
        }
    }

    package let root: String
    let entries: [Entry]
    /// The modules of the local packages found around the project (see `LocalPackages`), which
    /// its files may import.
    package private(set) var localModules: Set<String> = []
    /// The folders of the local packages' modules read with the project (outside its folder):
    /// their resources are bundled too (`Bundle.module` of a package's model).
    package private(set) var moduleFolders: [String] = []
    package static let maxFiles = 2_000
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The project's asset catalogs (`*.xcassets` folders), where its images and colours are.
    package let catalogs: [String]
    /// The project's string tables: `*.xcstrings` catalogs and the `.strings` / `.stringsdict`
    /// files of its `<language>.lproj` folders.
    package let stringTables: [String]

    init(root: String, entries: [Entry], catalogs: [String] = [], stringTables: [String] = []) {
        self.root = root
        self.entries = entries
        self.catalogs = catalogs
        self.stringTables = stringTables
    }

    /// The project folder of a file, nearest first:
    /// - in a Swift package, the folder of the file's module (`Sources/Module`), or the file's own
    ///   folder when it is not in a module;
    /// - an app target's folder (with its asset catalog, `Info.plist` or "Preview Content") below
    ///   the nearest `.xcodeproj`/`.xcworkspace`: a project that holds many apps (a tutorial
    ///   repository with one Xcode project at the top) does not mix their files;
    /// - the folder of that `.xcodeproj`/`.xcworkspace`;
    /// - without one, the folder of an `@main` App file (Apple's Landmarks keeps it in `Views/`,
    ///   its models one level up, in the target's folder: the target's signs outrank it), then
    ///   the nearest with `.git`;
    /// - with no marker, the file's own folder.
    /// Only a marked project is searched below its top folder.
    package static func projectRoot(of file: String) -> String { project(of: file).root }

    /// The project folder of a file and whether its subfolders belong to it.
    package static func project(of file: String) -> (root: String, recursive: Bool) {
        let start = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var dir = start
        var target: String?, mainFile: String?, repository: String?
        for _ in 0..<8 {
            let names = DirectoryListing.names(at: dir.path)
            if names.contains("Package.swift") {
                // The folder of the target holding the file: the manifest's `path:` (Food
                // Truck's `path: "Sources"` holds `Sources/Brand/…`), else `Sources/<target>`.
                let manifest = (try? String(contentsOf: dir.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
                let folders = PackageManifest.targets(in: manifest).flatMap { t in
                    t.path.map { [$0] } ?? PackageManifest.sourceFolders.map { $0 + "/" + t.name }
                }
                let inside = start.pathComponents.dropFirst(dir.pathComponents.count).joined(separator: "/") + "/"
                if let folder = folders.map({ $0.split(separator: "/").joined(separator: "/") }).filter({ !$0.isEmpty && inside.hasPrefix($0 + "/") })
                    .max(by: { $0.count < $1.count })
                {
                    return (dir.appendingPathComponent(folder).path, true)
                }
                // `path: "."`: the target is the package's own folder (Backyard Birds' UI package).
                if folders.contains(where: { $0.split(separator: "/").isEmpty }) { return (dir.path, true) }
                let parts = Array(start.pathComponents.dropFirst(dir.pathComponents.count))
                if parts.count >= 2, parts[0] == "Sources" { return (dir.appendingPathComponent("Sources/\(parts[1])").path, true) }
                // Outside every target of the manifest: an app target found on the way up, or the
                // Xcode project beside the manifest (Spawn keeps a `Package.swift` whose target
                // has no folder beside its `.xcodeproj`), is the project; else the file's folder.
                if isXcodeProject(names) { return (target ?? dir.path, true) }
                if let root = target ?? mainFile { return (root, true) }
                return (start.path, false)
            }
            if target == nil, isTargetFolder(names) { target = dir.path }
            if isXcodeProject(names) { return (target ?? dir.path, true) }
            if mainFile == nil, holdsMainApp(dir, names) { mainFile = dir.path }
            if repository == nil, names.contains(".git") { repository = dir.path }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        if let root = target ?? mainFile ?? repository { return (root, true) }
        return (start.path, false)
    }

    /// A folder with an Xcode project or workspace.
    static func isXcodeProject(_ names: [String]) -> Bool {
        names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// An app target's folder: it holds the asset catalog, the Info.plist or "Preview Content".
    static func isTargetFolder(_ names: [String]) -> Bool {
        names.contains { $0.hasSuffix(".xcassets") || $0 == "Info.plist" || $0 == "Preview Content" }
    }

    /// A folder with the app's `@main` App file (a copied or archived app without its project).
    static func holdsMainApp(_ dir: URL, _ names: [String]) -> Bool {
        for n in names where n.hasSuffix("App.swift") {
            if let text = try? String(contentsOf: dir.appendingPathComponent(n), encoding: .utf8), declaresMainApp(text) { return true }
        }
        return false
    }

    /// At most this many bytes of source are read for one project.
    package static let maxBytes = 32 << 20

    /// Reads the Swift files in `root` (and its subfolders when `recursive`), and those of the
    /// package modules they import: local packages (see `LocalPackages`) and checkouts of remote
    /// ones (see `PackageCheckouts`; `packages` are the folders `--packages` names, `checkouts`
    /// the folder `easel resolve` fills).
    package static func load(
        root: String, recursive: Bool = true, packages: [String] = [], checkouts: URL = PackageCheckouts.defaultFolder
    ) -> ProjectIndex {
        var files = read(root, recursive: recursive, bytes: 0, count: 0)
        let xcodeProject = XcodeProject.nearest(above: root)
        files.entries = compiledByXcode(files.entries, project: xcodeProject)
        // `import DesignSystem` of a package in the same repository: Xcode builds its module with
        // the app, so its files (and asset catalogs) are the project's too; modules they import in turn follow.
        // The SDK's modules and Easel's own are never the project's, even where a package of the
        // repository has a target of that name (Easel's `SwiftUI`, which re-exports Easel).
        let needed = LocalPackages.imports(in: files.entries.map(\.source)).filter { !LocalPackages.isProvided($0) }
        let localPackages = xcodeProject?.localPackages ?? []
        let checkedOut = needed.isEmpty ? [] : PackageCheckouts.packages(forProject: root, given: packages, localPackages: localPackages, checkouts: checkouts)
        let modules = LocalPackages.modules(
            near: root, needing: needed, projectPackages: localPackages.union(checkedOut), remoteProducts: xcodeProject?.remoteProducts ?? []
        ).filter { !LocalPackages.isProvided($0.key) }
        // A package kept inside the project's folder (IceCubes' `Packages/` beside its Xcode
        // project): its files, read with the project's, are its module's.
        let inside = modules.filter { $0.value.hasPrefix(root + "/") }.sorted { $0.value.count > $1.value.count }
        if !inside.isEmpty {
            files.entries = files.entries.map { e in
                var e = e
                if let m = inside.first(where: { e.path.hasPrefix($0.value + "/") }) { e.module = m.key }
                return e
            }
        }
        var loaded = Set<String>()
        var folders: [String] = []
        var pending = needed.intersection(modules.keys)
        while let name = pending.first, files.entries.count < maxFiles, files.bytes < maxBytes {
            pending.remove(name)
            loaded.insert(name)
            // Not the project's own folder or one inside it (compared by whole folder names: SBB's
            // `…/KitDemo` app is not inside its `…/Kit` module).
            guard let folder = modules[name], !(root + "/").hasPrefix(folder + "/"), !(folder + "/").hasPrefix(root + "/") else { continue }
            folders.append(folder)
            let module = read(folder, recursive: true, bytes: files.bytes, count: files.entries.count)
            files.entries += module.entries.map { e in
                var e = e
                e.module = name
                return e
            }
            files.catalogs += module.catalogs
            files.stringTables += module.stringTables
            files.bytes = module.bytes
            pending.formUnion(LocalPackages.imports(in: module.entries.map(\.source)).intersection(modules.keys).subtracting(loaded))
        }
        let index = ProjectIndex(
            root: root, entries: files.entries.sorted { $0.path < $1.path }, catalogs: files.catalogs.sorted(),
            stringTables: files.stringTables.sorted())
        // The app's own module too (`@testable import WeChat_SwiftUI`): its target folder's name as
        // Xcode makes a module name of it.
        let appModule = String(URL(fileURLWithPath: root).lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        index.localModules = Set(modules.keys).union([appModule])
        index.moduleFolders = folders.sorted()
        return index
    }

    /// The Swift files, asset catalogs and string tables of one folder, within the budget that
    /// `bytes` and `count` have used already.
    private static func read(
        _ root: String, recursive: Bool, bytes start: Int, count: Int
    ) -> (entries: [Entry], catalogs: [String], stringTables: [String], bytes: Int) {
        // Files in walk order (with the entity classes of Swift generated from a data model);
        // their names are found afterwards, on every core.
        var found: [(path: String, source: String, entityClasses: Set<String>?)] = []
        var catalogs: [String] = []
        var stringTables: [String] = []
        var bytes = start
        FolderWalk.walk(root) { path, name, isFolder in
            let ext = FolderWalk.pathExtension(name)
            if isFolder {
                if ext == "xcdatamodeld" {
                    // A Core Data model: the classes and properties Xcode generates for its entities.
                    if let model = CoreDataModel(contentsOf: path), !model.entities.isEmpty {
                        found.append((path, model.swiftSource, model.classNames))
                    }
                    return .skip
                }
                if ext == "xcassets" {
                    catalogs.append(path)
                    return .skip
                }
                if !recursive || skippedFolders.contains(name) || name.hasSuffix("Tests") { return .skip }
                return .descend
            }
            if ext == "xcstrings"
                || ((ext == "strings" || ext == "stringsdict") && URL(fileURLWithPath: path).deletingLastPathComponent().pathExtension == "lproj")
            {
                stringTables.append(path)
                return .skip
            }
            guard ext == "swift", (FolderWalk.fileSize(path) ?? 0) <= 1_000_000, name != "Package.swift" else { return .skip }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return .skip }
            if TextSearch.contains(text, "import XCTest") || TextSearch.contains(text, "import Testing") { return .skip }
            bytes += text.utf8.count
            if bytes > maxBytes { return .stop }
            found.append((path, text, nil))
            return count + found.count >= maxFiles ? .stop : .skip
        }
        let names = Self.names(of: found.map(\.source))
        let entries = zip(found, names).map { file, names in
            Entry(path: file.path, source: file.source, names: names, isGenerated: file.entityClasses != nil, entityClasses: file.entityClasses ?? [])
        }
        return (entries, catalogs, stringTables, bytes)
    }

    /// The names each of `sources` declares and mentions, found on every core: a project of
    /// hundreds of files takes most of a render's time here otherwise.
    static func names(of sources: [String]) -> [Names] {
        ConcurrentMap.map(sources.count) { Names(sources[$0]) }
    }

    /// The files as the Xcode project above `root` compiles them, when its `project.pbxproj` lists
    /// its sources: the files it compiles from outside `root` join (a model kept beside the
    /// `.xcodeproj`), and a file it does not compile is left out when it declares a name that a
    /// compiled one declares (a stale copy of a model in another folder). Other files stay.
    static func compiledByXcode(_ entries: [Entry], project: XcodeProject?) -> [Entry] {
        guard let project else { return entries }
        // A synchronized project compiles its folders' files and the ones it names: those join,
        // and nothing is left out.
        guard let members = project.sources else { return entries + Self.entries(project.listedSources, besides: entries) }
        let all = entries + Self.entries(members, besides: entries)
        let compiledNames = all.filter { members.contains($0.path) }.reduce(into: Set<String>()) { $0.formUnion($1.names.declaredTopLevel) }
        return all.filter { members.contains($0.path) || $0.isGenerated || $0.names.declaredTopLevel.isDisjoint(with: compiledNames) }
    }

    /// Entries for the files at `paths` that `entries` does not hold (readable Swift that is not a test).
    private static func entries(_ paths: Set<String>, besides entries: [Entry]) -> [Entry] {
        var files: [(path: String, source: String)] = []
        let have = Set(entries.map(\.path))
        for path in paths.sorted() where !have.contains(path) {
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= 1_000_000,
                let text = try? String(contentsOfFile: path, encoding: .utf8),
                !TextSearch.contains(text, "import XCTest"), !TextSearch.contains(text, "import Testing")
            else { continue }
            files.append((path, text))
        }
        return zip(files, names(of: files.map(\.source))).map { Entry(path: $0.path, source: $0.source, names: $1) }
    }

    /// The project files `file` needs (not `file` itself), in a stable order.
    /// Names that never select a file: Easel's own API (a project file declaring `struct Text`
    /// is not what a view's `Text` means) unless a project file declares it as an enum that the
    /// file uses as one (an app's `enum Tab { case home }` is what its `Tab.home` and `: Tab` mean,
    /// not iOS 18's `Tab` view; a `Section { … }` is still SwiftUI's), and what the file declares itself.
    package func companions(for file: String, source: String, ignoring builtins: Set<String> = Script.builtinNames) -> [CompanionFile] {
        let me = URL(fileURLWithPath: file).standardizedFileURL.path
        let own = Names(source)
        let projectEnums = entries.reduce(into: Set<String>()) { $0.formUnion($1.names.declaredEnums) }
        var shadowed = projectEnums.intersection(builtins).filter { Self.usesAsEnum($0, in: source) }
        // An app's model named as a SwiftUI type (`struct Transaction: Identifiable`) is what its
        // files mean by the name, as `Script` reads it.
        for e in entries { shadowed.formUnion(e.names.declaredModels.intersection(builtins)) }
        // A function of the app named as a SwiftUI type (`func LinearGradient(grad1:grad2:grad3:)`
        // beside SwiftUI's `LinearGradient`): its file is what a call of it needs.
        for e in entries { shadowed.formUnion(e.names.capitalizedFunctions.intersection(builtins).intersection(own.bare)) }
        // A data model's entity named as a SwiftUI type (`Transaction`) is the app's class.
        for e in entries where e.isGenerated { shadowed.formUnion(e.entityClasses.intersection(builtins)) }
        var known = own.declaredTopLevel.union(builtins.subtracting(shadowed))
        // The file's own nested types answer its own mentions, not those of the files it uses
        // (another file's `Constant` is a top-level one).
        var used = (bare: own.bare.subtracting(known).subtracting(own.declaredNested), members: own.members.subtracting(own.declaredMembers))
        // Nearest folder first: where two targets declare the same name (an app's and its watch
        // app's `HomeViewModel`), the file's own target gives it (and, loaded first, its
        // declaration wins).
        let myFolders = Array(URL(fileURLWithPath: me).deletingLastPathComponent().pathComponents)
        let nearness = entries.map { e in
            zip(myFolders, URL(fileURLWithPath: e.path).deletingLastPathComponent().pathComponents).prefix { $0 == $1 }.count
        }
        let order = entries.indices.sorted { (nearness[$0], $1) > (nearness[$1], $0) }
        var chosen = Set<Int>()
        var mentioned = own.bare
        // A name is looked for among the files' top-level declarations first: a type nested in
        // another (`ChatInputPanel.Constant`) is not what another file's `Constant` means when a
        // file declares `enum Constant` at the top. Only names no file declares at the top are
        // then looked for among nested types (a file that indents its top-level declarations).
        // A package module's files mean their own module's declarations: a name one of them
        // mentions that another module's file declares is still looked for in its module
        // (the app's `Strings` does not answer its UI package's `Strings`).
        var moduleMentions: [String: Set<String>] = [:], moduleDeclares: [String: Set<String>] = [:]
        func ownModuleNeeds(_ e: Entry) -> Bool {
            guard let m = e.module, let mentions = moduleMentions[m] else { return false }
            return !e.names.declaredTopLevel.isDisjoint(with: mentions.subtracting(moduleDeclares[m] ?? []).subtracting(builtins))
        }
        // The types the file and the files chosen for it declare (their extensions' members are
        // used bare inside them).
        var declaredTypes = own.declaredTopLevel
        // A view that reads objects from the environment (`@EnvironmentObject`,
        // `@Environment(Model.self)`) gets the app's `@main` App file too: what nothing injects is
        // read from the objects the App struct keeps (`AppObjects`), as the app injects them.
        let appEntry = entries.indices.first { entries[$0].path != me && Self.declaresMainApp(entries[$0].source) }
        var appAdded = appEntry == nil
        var changed = true, nested = false
        while changed {
            changed = false
            for i in order where !chosen.contains(i) && entries[i].path != me {
                let e = entries[i]
                guard e.names.declaresAny(of: used, types: declaredTypes, nested: nested) || !e.entityClasses.isDisjoint(with: mentioned) || ownModuleNeeds(e)
                else {
                    continue
                }
                chosen.insert(i)
                if let m = e.module {
                    moduleMentions[m, default: []].formUnion(e.names.bare)
                    moduleDeclares[m, default: []].formUnion(e.names.declaredTopLevel)
                }
                // A chosen file that uses a project enum named as a SwiftUI type as its enum
                // (`Tab.allCases` in a view the file uses) needs the enum's file too.
                let enumsHere = projectEnums.intersection(builtins).subtracting(shadowed).filter { Self.usesAsEnum($0, in: e.source) }
                shadowed.formUnion(enumsHere)
                known.subtract(enumsHere)
                known.formUnion(e.names.declaredTopLevel)
                declaredTypes.formUnion(e.names.declaredTopLevel)
                if nested { known.formUnion(e.names.declaredNested) }
                used.bare.formUnion(e.names.bare)
                used.bare.subtract(known)
                used.members.formUnion(e.names.members)
                mentioned.formUnion(e.names.bare)
                changed = true
            }
            if changed {
                nested = false
            } else if !nested {
                (nested, changed) = (true, true)
            } else if !appAdded, let app = appEntry {
                appAdded = true
                if Self.readsEnvironmentObjects(source) || chosen.contains(where: { Self.readsEnvironmentObjects(entries[$0].source) }) {
                    // Chosen as a file whose names are needed: the loop follows its mentions.
                    used.bare.formUnion(entries[app].names.declaredTopLevel)
                    (nested, changed) = (false, true)
                }
            }
        }
        return chosen.sorted { (nearness[$0], $1) > (nearness[$1], $0) }.map {
            CompanionFile(fileName: entries[$0].path, source: entries[$0].source, module: entries[$0].module)
        }
    }

    /// The names of the functions `text` declares that start with a capital letter
    /// (`func LinearGradient(`).
    static func capitalizedFunctionNames(_ text: String) -> Set<String> {
        Set(DeclarationScanner(text).functionDeclarations().map(\.name).filter { $0.first?.isUppercase == true })
    }

    /// Whether `source` declares the app's entry point: `@main` on a type conforming to `App`.
    package static func declaresMainApp(_ source: String) -> Bool {
        guard TextSearch.contains(source, "@main") else { return false }
        return source.range(of: #"@main\s+(?:(?:public|final|internal)\s+)*struct\s+\w+\s*:\s*(?:SwiftUI\.)?App\b"#, options: .regularExpression) != nil
    }

    /// Whether `source` reads an object from the environment (`@EnvironmentObject`,
    /// `@Environment(Model.self)`).
    package static func readsEnvironmentObjects(_ source: String) -> Bool {
        guard TextSearch.contains(source, "@Environment") else { return false }
        return TextSearch.contains(source, "@EnvironmentObject") || readsEnvironmentByType(source)
    }

    /// Whether `source` holds `@Environment(Model.self)` (blanks allowed inside the parentheses;
    /// the type capitalised, possibly nested: `Nav.Router.self`), read on its bytes: a regular
    /// expression over each file cost about 3.5 million instructions.
    private static func readsEnvironmentByType(_ source: String) -> Bool {
        let marker = Array("@Environment(".utf8)
        let selfSuffix = Array(".self".utf8)
        func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        func isWord(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80 }
        var source = source
        return source.withUTF8 { bytes in
            var i = 0
            while i + marker.count <= bytes.count {
                guard bytes[i] == marker[0], bytes[i..<(i + marker.count)].elementsEqual(marker) else {
                    i += 1
                    continue
                }
                var j = i + marker.count
                while j < bytes.count, isBlank(bytes[j]) { j += 1 }
                let start = j
                guard j < bytes.count, bytes[j] >= 0x41, bytes[j] <= 0x5A else {
                    i += 1
                    continue
                }
                while j < bytes.count, isWord(bytes[j]) || bytes[j] == UInt8(ascii: ".") { j += 1 }
                var k = j
                while k < bytes.count, isBlank(bytes[k]) { k += 1 }
                if j - start > selfSuffix.count, bytes[(j - selfSuffix.count)..<j].elementsEqual(selfSuffix), k < bytes.count,
                    bytes[k] == UInt8(ascii: ")")
                {
                    return true
                }
                i += 1
            }
            return false
        }
    }

    /// Whether `source` uses `name` as an enum type, not as a view: a case (`Tab.home`), or a type
    /// annotation (`: Tab`, `: Tab?`, `<Tab>`).
    package static func usesAsEnum(_ name: String, in source: String) -> Bool {
        let n = NSRegularExpression.escapedPattern(for: name)
        let re = try! NSRegularExpression(pattern: "\\b\(n)\\.[a-z]|:\\s*\(n)\\b(?!\\s*[({])|<\\s*\(n)\\s*>")
        return re.firstMatch(in: source, range: NSRange(location: 0, length: (source as NSString).length)) != nil
    }

    /// Names a file declares that another file would mention: types and file-scope functions and
    /// variables (bare), and the members of its extensions (`extension Color { static let brand }`).
    /// `extended`: the members of each extended type (see `Names.extensionMembers`).
    static func declaredNames(_ source: String) -> (
        topLevel: Set<String>, nested: Set<String>, members: Set<String>, extended: [String: Set<String>]
    ) {
        // Declarations in comments (a tutorial's notes, code commented out) declare nothing.
        let text = TextSearch.contains(source, "/") ? withoutComments(source) : source
        var top = Set<String>(), nested = Set<String>(), members = Set<String>(), extended: [String: Set<String>] = [:]
        let scanner = DeclarationScanner(text)
        let types = scanner.typeDeclarations()
        let lines = types.isEmpty ? [] : scanner.lineStarts()
        for m in types {
            // Indented: declared inside another type.
            if scanner.isIndented(m.start, lines: lines) {
                // Named after a dot where it is used (`Samples.Names`), so a member name too.
                nested.insert(m.name)
                members.insert(m.name)
            } else {
                top.insert(m.name)
            }
        }
        for m in scanner.topLevelDeclarations() { top.insert(m.name) }
        nested.subtract(top)
        if TextSearch.contains(text, "extension ") {
            let extensions = scanner.extensionDeclarations()
            // The type a member's extension extends: the nearest `extension` above it (found by
            // bisection over the extensions, which are in order).
            func extendedType(at start: Int) -> String? {
                var lo = 0, hi = extensions.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if extensions[mid].start < start { lo = mid + 1 } else { hi = mid }
                }
                return lo > 0 ? extensions[lo - 1].name : nil
            }
            // Short names are too common to select a file, except Swift's keywords, which only a
            // declaration in backticks has (`` func `if`(_:transform:) ``, called as `.if(…)`).
            for m in scanner.memberDeclarations()
            where (m.name.count >= 3 || ["if", "do", "in", "is", "as"].contains(m.name)) && !commonMemberNames.contains(m.name) {
                members.insert(m.name)
                if let type = extendedType(at: m.start) { extended[type, default: []].insert(m.name) }
            }
            // Extension initialisers by their first label: `init(hex: String)` is what `Color(hex: "…")` calls.
            for m in scanner.initializerLabels() where m.name != "_" { members.insert("init(" + m.name) }
            // An unlabelled one by its type: `extension Color { init(_ hex: UInt32) }` is what
            // `Color(0x4286f4)` calls.
            for m in scanner.unlabelledInitializers() {
                if let type = extendedType(at: m.start) { members.insert(type + "(_") }
            }
        }
        return (top, nested, members, extended)
    }

    /// `text` with its comments (`// …` and `/* … */`, nested) blanked out, lines kept; string
    /// literals are left as they are (`"https://…"` holds no comment).
    static func withoutComments(_ text: String) -> String {
        // On UTF-8: the delimiters are ASCII; a character inside a comment (all the bytes of a
        // multi-byte one) becomes one space.
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let (slash, star, quote, backslash, newline, space): (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x2F, 0x2A, 0x22, 0x5C, 0x0A, 0x20)
        var i = 0
        var inString = false, blockDepth = 0, inLine = false
        while i < bytes.count {
            let c = bytes[i]
            let next: UInt8? = i + 1 < bytes.count ? bytes[i + 1] : nil
            if inLine || blockDepth > 0 {
                if blockDepth > 0, c == star, next == slash { blockDepth -= 1; out.append(space); out.append(space); i += 2; continue }
                if blockDepth > 0, c == slash, next == star { blockDepth += 1; out.append(space); out.append(space); i += 2; continue }
                if c == newline {
                    inLine = false
                    out.append(c)
                } else if c & 0xC0 != 0x80 {
                    out.append(space)
                }
            } else if inString {
                out.append(c)
                if c == backslash, let n = next { out.append(n); i += 2; continue }
                if c == quote { inString = false }
            } else if c == slash, next == slash {
                inLine = true; out.append(space)
            } else if c == slash, next == star {
                blockDepth = 1; out.append(space); out.append(space); i += 2; continue
            } else {
                if c == quote { inString = true }
                out.append(c)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The protocols whose extensions' members their conforming types read without a dot: a
    /// preview provider's `dev`, a view body's helper (a project's own types are added as the
    /// files declaring them are read).
    static let implicitlyExtended: Set<String> = ["PreviewProvider", "View"]

    /// Member names so common in view code that matching them would pull in every file.
    static let commonMemberNames: Set<String> = [
        "body", "init", "makeBody", "path", "previews", "id", "name", "title", "value",
        "default", "none", "all", "main", "shared", "content", "update", "sizeThatFits",
        "placeSubviews", "reduce", "defaultValue",
    ]

    /// The names a file mentions: bare (not after a dot, not an argument label before a colon)
    /// and after a dot; comments and the text of string literals are skipped (their
    /// interpolations are not).
    static func mentionedNames(_ text: String) -> (bare: Set<String>, members: Set<String>) {
        // On UTF-8: every delimiter is ASCII; a name may hold other characters (each read as one).
        let s = Array(text.utf8)
        let n = s.count
        var bare = Set<String>(), members = Set<String>()
        let (quote, backslash, open, close, slash, star, dot, colon, space, newline, underscore):
            (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0x22, 0x5C, 0x28, 0x29, 0x2F, 0x2A, 0x2E, 0x3A, 0x20, 0x0A, 0x5F)
        /// The character at `i` and its length in bytes.
        func scalar(at i: Int) -> (Unicode.Scalar, Int) {
            if s[i] < 0x80 { return (Unicode.Scalar(s[i]), 1) }
            var length = 1
            while i + length < n, s[i + length] & 0xC0 == 0x80 { length += 1 }
            let decoded = String(decoding: s[i..<i + length], as: UTF8.self).unicodeScalars
            return (decoded.first ?? "\u{FFFD}", length)
        }
        /// The end of the name characters (`_`, letters, digits) from `i` on.
        func nameEnd(from i: Int) -> Int {
            var j = i
            while j < n {
                if s[j] == underscore { j += 1; continue }
                let (c, length) = scalar(at: j)
                guard isAlphanumeric(c) else { break }
                j += length
            }
            return j
        }
        var i = 0
        var inString = false
        var interpolationDepth: [Int] = []  // parenthesis depth at which each interpolation closes
        var depth = 0
        while i < n {
            let c = s[i]
            if inString {
                if c == backslash, i + 1 < n, s[i + 1] == open {
                    inString = false
                    depth += 1
                    interpolationDepth.append(depth)
                    i += 2
                } else if c == backslash {
                    i += 2
                } else {
                    if c == quote { inString = false }
                    i += 1
                }
                continue
            }
            if c == quote { inString = true; i += 1; continue }
            if c == open { depth += 1 }
            if c == close {
                if interpolationDepth.last == depth { interpolationDepth.removeLast(); inString = true }
                depth -= 1
            }
            if c == slash, i + 1 < n, s[i + 1] == slash {
                while i < n, s[i] != newline { i += 1 }
                continue
            }
            if c == slash, i + 1 < n, s[i + 1] == star {
                i += 2
                while i + 1 < n, !(s[i] == star && s[i + 1] == slash) { i += 1 }
                i += 2
                continue
            }
            let (first, firstLength) = scalar(at: i)
            guard c == underscore || isLetter(first) else { i += firstLength; continue }
            let j = nameEnd(from: i)
            let name = String(decoding: s[i..<j], as: UTF8.self)
            let afterDot = i > 0 && s[i - 1] == dot
            var k = j
            while k < n, s[k] == space { k += 1 }
            let isLabel = k < n && s[k] == colon && !(k + 1 < n && s[k + 1] == colon)
            if afterDot { members.insert(name) } else if !isLabel { bare.insert(name) }
            // A call with an unlabelled first argument (`Color(hex)`) may be an extension's
            // `init(_:)`.
            if !afterDot, j < n, s[j] == open {
                var a = j + 1
                while a < n, s[a] == space || s[a] == newline { a += 1 }
                var b = nameEnd(from: a)
                while b < n, s[b] == space { b += 1 }
                let labelled = b > a && b < n && s[b] == colon && !(b + 1 < n && s[b + 1] == colon)
                if a < n, s[a] != close, !labelled { members.insert(name + "(_") }
            }
            // A call's first label (`Color(hex: …)`) may name an extension's initialiser.
            if isLabel {
                var b = i - 1
                while b >= 0, s[b] == space || s[b] == newline { b -= 1 }
                if b >= 0, s[b] == open { members.insert("init(" + name) }
            }
            i = j
        }
        return (bare, members)
    }

    /// `CharacterSet.letters`, answered without a look-up for ASCII (nearly every character of a source file).
    @inline(__always) private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? (c.value | 0x20) &- 0x61 < 26 : CharacterSet.letters.contains(c)
    }

    /// `CharacterSet.alphanumerics`, answered without a look-up for ASCII.
    @inline(__always) private static func isAlphanumeric(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? (c.value | 0x20) &- 0x61 < 26 || c.value &- 0x30 < 10 : CharacterSet.alphanumerics.contains(c)
    }
}
