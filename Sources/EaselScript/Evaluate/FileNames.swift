import SwiftSyntax

/// Names that mean different declarations in different files of a project, as Swift's access
/// control and modules make them: a `private let tone` in each of two files, or a `Strings` enum
/// in the app and another in one of its packages' modules. The first declaration of a name keeps
/// it; another file's private declaration, or another module's, is registered under a name of its
/// own, and references in its file (or its module's files) are read as that name.
struct FileNames {
    /// Per file (its syntax tree's root), the registered name each plain name stands for there.
    private var byFile: [SyntaxIdentifier: [String: String]] = [:]
    /// The plain names that stand for another somewhere: only these are looked up by file.
    private var renamed: Set<String> = []

    var isEmpty: Bool { renamed.isEmpty }

    /// References to `plain` in the file whose tree is `file` mean `registered`.
    mutating func add(_ plain: String, as registered: String, in file: SyntaxIdentifier) {
        byFile[file, default: [:]][plain] = registered
        renamed.insert(plain)
    }

    /// What `plain`, written at `node`, names in `node`'s file.
    func name(_ plain: String, at node: some SyntaxProtocol) -> String {
        // The set first: finding the node's file walks up its tree.
        renamed.contains(plain) ? name(plain, in: node.root.id) : plain
    }

    /// A written type (`Strings.Language?`, `[Strings]`) with its first name read as in `node`'s
    /// file.
    func typeName(_ written: String, at node: some SyntaxProtocol) -> String {
        let bracket = written.hasPrefix("[") ? 1 : 0
        let start = written.index(written.startIndex, offsetBy: bracket)
        let end = written[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? written.endIndex
        let first = String(written[start..<end])
        guard renamed.contains(first) else { return written }
        let registered = name(first, at: node)
        return registered == first ? written : String(written[..<start]) + registered + String(written[end...])
    }

    /// What `plain` names in the file whose tree is `file`.
    func name(_ plain: String, in file: SyntaxIdentifier) -> String {
        guard renamed.contains(plain), let registered = byFile[file]?[plain] else { return plain }
        return registered
    }

    /// The registered name of a declaration `plain` made for one file or module: not a name Swift
    /// code can write, so it never meets another.
    static func registeredName(_ plain: String, _ owner: String) -> String { plain + "@" + owner }

    /// The name as written, for messages and printed values (`Strings@UI.Language` is
    /// `Strings.Language`).
    static func plain(_ registered: String) -> String {
        guard registered.contains("@") else { return registered }
        return registered.split(separator: ".", omittingEmptySubsequences: false).map { part in
            part.firstIndex(of: "@").map { String(part[..<$0]) } ?? String(part)
        }.joined(separator: ".")
    }
}

/// One top-level declaration of a file, as the file is read: its name, whether it is private to
/// its file, and the file's module (nil for the module of the file being rendered).
struct TopLevelDeclaration {
    enum Kind { case type, function, variable }
    let name: String
    let kind: Kind
    let isPrivate: Bool
    let file: SyntaxIdentifier
    let module: String?
    let node: SyntaxIdentifier
}

extension FileNames {
    /// Decides, for declarations in file order (the rendered file's first), which are registered
    /// under a name of their own and for which files, filling `self`; answers the registered name
    /// of each such declaration (by its node), and the declarations left out: a second
    /// declaration of a name in the same module (a stale copy of a file).
    mutating func assign(_ declarations: [TopLevelDeclaration], filesOfModule: [String?: [SyntaxIdentifier]])
        -> (registered: [SyntaxIdentifier: String], skipped: Set<SyntaxIdentifier>)
    {
        var registered: [SyntaxIdentifier: String] = [:]
        var skipped = Set<SyntaxIdentifier>()
        var holder: [String: TopLevelDeclaration] = [:]
        // Overloads: functions of one name in one module are all kept.
        var functionModules: [String: Set<String>] = [:]
        var fileNumbers: [SyntaxIdentifier: Int] = [:]
        func number(_ f: SyntaxIdentifier) -> Int {
            if let n = fileNumbers[f] { return n }
            fileNumbers[f] = fileNumbers.count
            return fileNumbers[f]!
        }
        for d in declarations {
            _ = number(d.file)
            guard let first = holder[d.name] else {
                holder[d.name] = d
                if d.kind == .function { functionModules[d.name, default: []].insert(d.module ?? "") }
                continue
            }
            if d.isPrivate {
                // Private to its file: that file's own, whoever else declares the name.
                let name = Self.registeredName(d.name, "file\(number(d.file))")
                registered[d.node] = name
                add(d.name, as: name, in: d.file)
            } else if d.module != first.module {
                // Another module's: its own files mean it. A module's functions overload each other.
                let name = Self.registeredName(d.name, d.module ?? "main")
                registered[d.node] = name
                if d.kind == .function, functionModules[d.name, default: []].contains(d.module ?? "") { continue }
                if d.kind == .function { functionModules[d.name, default: []].insert(d.module ?? "") }
                for f in filesOfModule[d.module] ?? [] { add(d.name, as: name, in: f) }
            } else if first.isPrivate, first.file != d.file {
                // The first was private to its file: the module's other files mean this one.
                let name = Self.registeredName(d.name, "module")
                registered[d.node] = name
                for f in filesOfModule[d.module] ?? [] where f != first.file { add(d.name, as: name, in: f) }
            } else if d.kind != .function {
                skipped.insert(d.node)
            }
        }
        return (registered, skipped)
    }
}
