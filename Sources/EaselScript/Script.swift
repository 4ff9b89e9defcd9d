import Foundation
import EaselPaint
import SwiftSyntax
import SwiftParser
import SwiftParserDiagnostics
import SwiftOperators
import SwiftDiagnostics
import Easel

/// One picture a script asks for: a `#Preview`, a child of a PreviewProvider, or a view.
public struct ScriptRender {
    /// The preview's title (or `previewDisplayName`), else its index, else the view's name.
    public let name: String
    /// Whether the name came from the script (a title or a view name) rather than a position.
    public let isNamed: Bool
    public let view: AnyView
    /// What the preview asks of the canvas: `#Preview`'s traits, and the preview modifiers
    /// (`previewLayout`, `previewDevice`, …) of its view.
    public var traits = PreviewTraits()

    init(name: String, isNamed: Bool, view: AnyView, traits: PreviewTraits = PreviewTraits()) {
        self.name = name
        self.isNamed = isNamed
        self.view = view
        self.traits = traits
    }

    /// A preview's render: named by its title, else by its `previewDisplayName`, else by `fallback`.
    package init(title: String?, fallback: String, fallbackIsNamed: Bool = false, view: AnyView, traits: PreviewTraits = PreviewTraits()) {
        var all = traits
        all.fillUnset(from: PreviewTraits(of: view))
        let name = title ?? all.displayName
        self.init(name: name ?? fallback, isNamed: name != nil || fallbackIsNamed, view: view, traits: all)
    }
}

/// A parsed SwiftUI source file, evaluated on demand into Easel views.
///
/// ```swift
/// let script = try Script(source: text, fileName: "scene.swift")
/// for r in try script.renders() {
///     let renderer = ImageRenderer(content: r.view)
///     let layout = try script.checked { try renderer.layout() }
/// }
/// ```
public final class Script {
    public let fileName: String
    /// The seed of the script's random values (`shuffled()`, `randomElement()`, `random(in:)`,
    /// `Bool.random()`, `UUID()`): the same seed draws the same values, so a file renders the same
    /// picture every time, in any batch and on any machine. File-scope values draw first; every
    /// `renders()` then draws the same values after them. `easel render --seed` chooses it (0 by default).
    public let randomSeed: UInt64
    /// The seed a script's random values start from unless one is given.
    public static let defaultRandomSeed: UInt64 = 0
    /// The evaluation steps one render may take unless `stepLimit` says otherwise.
    public static let defaultStepLimit = 10_000_000
    let tree: SourceFileSyntax
    let evaluator: Evaluator
    private var previews: [(title: String?, closure: Closure, node: Syntax, widget: WidgetValues.PreviewTimeline?, arguments: LabeledExprListSyntax)] = []

    /// Parses and collects declarations; throws a ScriptError for the first syntax error.
    /// `#if` blocks are evaluated for `conditions` (an iOS debug build unless told otherwise).
    ///
    /// `companions` are other files of the same project (models, shared views, extensions): their
    /// declarations are available to the script, but only the script's own previews and views are
    /// rendered. A companion that does not parse is left out and named in `warnings`.
    ///
    /// `resources` are the files `Bundle.main` finds (the project's JSON and text files); they
    /// are the only files the script can read.
    ///
    /// `randomSeed` seeds the script's random values (see `randomSeed`).
    public init(
        source: String, fileName: String, conditions: CompilationConditions = .iOSDebug,
        companions: [CompanionFile] = [], resources: BundleResources = .none, assetSymbols: AssetSymbols = .none, randomSeed: UInt64 = Script.defaultRandomSeed
    ) throws {
        self.fileName = fileName
        self.randomSeed = randomSeed
        // Parsing, folding and collecting walk the syntax tree recursively: on a large stack too.
        let (folded, evaluator) = try LargeStack.run { try Script.parse(source, fileName: fileName, conditions: conditions) }
        tree = folded
        self.evaluator = evaluator
        evaluator.random = SeededRandom(seed: randomSeed)
        evaluator.bundle = resources
        evaluator.assetSymbols = assetSymbols
        var trees: [SourceFileSyntax] = []
        var modules: [String?] = []
        var warnings: [String] = []
        let parsed = Self.parseCompanions(companions)
        try LargeStack.run {
            for (c, result) in zip(companions, parsed) {
                do {
                    let (t, converter) = try result.get()
                    evaluator.companionFiles[Syntax(t).id] = (c.fileName, converter)
                    trees.append(t)
                    modules.append(c.module)
                } catch let e as ScriptError {
                    warnings.append("\(e.description) (this project file was left out)")
                }
            }
            do { try collect(companions: trees, modules: modules) } catch { throw evaluator.scriptError(error) }
        }
        self.warnings = warnings
        companionTrees = trees
        evaluator.importsStoreKit = ([folded] + trees).contains { t in
            t.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "StoreKit" }
        }
        randomAfterLoading = evaluator.random
    }

    /// The trees of a script's project files with their location converters (or the error that
    /// leaves each out), in order. A file of a large app can use hundreds of them (345 of 410 for
    /// one of IceCubes' views), so they are parsed on every core, each core's share on a large stack.
    private static func parseCompanions(_ companions: [CompanionFile]) -> [Result<(SourceFileSyntax, SourceLocationConverter), any Error>] {
        typealias Parsed = Result<(SourceFileSyntax, SourceLocationConverter), any Error>
        // A few files are not worth a second thread. Each share takes every `shares`-th file, so
        // that the shares are alike.
        let shares = max(1, min(ProcessInfo.processInfo.activeProcessorCount, companions.count / 8))
        let parsed = ConcurrentMap.map(shares) { share in
            // The work throws nothing (each file's error is in its result).
            try! LargeStack.run {
                stride(from: share, to: companions.count, by: shares).map { i in
                    Parsed {
                        let c = companions[i]
                        let tree = try Script.parseTree(c.source, fileName: c.fileName)
                        return (tree, SourceLocationConverter(fileName: c.fileName, tree: tree))
                    }
                }
            }
        }
        return companions.indices.map { parsed[$0 % shares][$0 / shares] }
    }

    /// The random sequence where file-scope values left it: each `renders()` continues from here.
    private var randomAfterLoading = SeededRandom(seed: Script.defaultRandomSeed)

    /// The type names scripts know as Easel's or Foundation's own (and a team's registered ones).
    /// Foundation names an app may also declare (`struct Data`), which its own declaration shadows;
    /// they are not among `builtinNames`, so a project file declaring one is still read.
    public internal(set) nonisolated(unsafe) static var builtinNames: Set<String> = Builtins.typeNames
        .union(FoundationValues.typeNames.subtracting(FoundationValues.shadowable)).union(IntegerTypes.names)

    /// Problems that did not stop the script (a project file that does not parse).
    public private(set) var warnings: [String] = []
    /// The file's and its project files' trees while they are collected: an enum a project file
    /// declares with a SwiftUI type's name is the app's when any of them uses it as an enum
    /// (`Tab.allCases` in a view the file shows), as `ProjectIndex.companions` chooses its file.
    private var collectedTrees: [SourceFileSyntax] = []

    /// Whether one of the collected files uses `name` as an enum (their text is made only for
    /// such a name, which few projects declare).
    private func someFileUsesAsEnum(_ name: String) -> Bool {
        collectedTrees.contains { ProjectIndex.usesAsEnum(name, in: $0.description) }
    }

    /// The companions' syntax trees (searched, after the file's own, for where an error comes from).
    private var companionTrees: [SourceFileSyntax] = []
    private var allTrees: [SourceFileSyntax] { [tree] + companionTrees }

    /// The types the script's own file declares (not its companions').
    private var ownTypes: Set<String> = []
    /// Views the file declares inside its extensions of other types (`extension DetailView {
    /// struct EditMode: View { … } }`): rendered when the file declares no view of its own.
    private var ownExtensionViews: [TypeDecl] = []

    /// Parses and folds `source`, refusing what the parser or the folder cannot take in reasonable
    /// time and stack; returns the folded tree and an evaluator for it.
    private static func parse(_ source: String, fileName: String, conditions: CompilationConditions) throws -> (SourceFileSyntax, Evaluator) {
        let folded = try parseTree(source, fileName: fileName)
        let evaluator = Evaluator(fileName: fileName, converter: SourceLocationConverter(fileName: fileName, tree: folded), conditions: conditions)
        return (folded, evaluator)
    }

    /// The checked, folded syntax tree of `source` (what `parse` gives, without an evaluator: a
    /// project file's tree is read by the script's own evaluator).
    private static func parseTree(_ source: String, fileName: String) throws -> SourceFileSyntax {
        if let at = BracketDepth.firstTooDeep(in: source) {
            throw ScriptError("square brackets nest more than \(BracketDepth.limit) deep", at: SourcePosition(file: fileName, line: at.line, column: at.column))
        }
        // As Xcode compiles an app today: in Swift 5 mode (`@Environment (\.isEnabled)` is a warning there).
        // (The parser copies the text into its own arena.)
        var text = source
        let parsed = text.withUTF8 { Parser.parse(source: $0, swiftVersion: .v5) }
        if UnprintableCharacters.appear(in: source), let c = UnprintableCharacters.first(in: parsed) {
            let l = SourceLocationConverter(fileName: fileName, tree: parsed).location(for: AbsolutePosition(utf8Offset: c.offset))
            throw ScriptError(
                "unprintable ASCII character U+\(String(format: "%04X", c.scalar)) in the source",
                at: SourcePosition(file: fileName, line: l.line, column: l.column))
        }
        // A tree without errors has neither of the errors looked for below (each has error
        // severity), so its tokens are not walked and no location converter is made for it.
        if parsed.hasError {
            let converter0 = SourceLocationConverter(fileName: fileName, tree: parsed)
            // swift-syntax 602/603 crash building the Fix-It of this diagnostic when both sides of the
            // `=` hold whitespace it does not count as space (a vertical tab, U+2028, a BOM): report it
            // here, before its diagnostics generator sees the token.
            for token in parsed.tokens(viewMode: .all) where token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides {
                let l = converter0.location(for: token.positionAfterSkippingLeadingTrivia)
                throw ScriptError("'=' must have consistent whitespace on both sides", at: SourcePosition(file: fileName, line: l.line, column: l.column))
            }
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
            if let d = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
                let l = d.location(converter: converter0)
                throw ScriptError(d.message, at: SourcePosition(file: fileName, line: l.line, column: l.column))
            }
        }
        // Folding turns `a + b + ...` into a tree as deep as the chain is long, and folding,
        // evaluation and every later walk recurse over it: refuse chains no view file needs.
        let longest = LongestOperatorChain(viewMode: .sourceAccurate)
        longest.walk(parsed)
        if let (count, node) = longest.found, count > LongestOperatorChain.limit {
            let l = SourceLocationConverter(fileName: fileName, tree: parsed).location(for: node.positionAfterSkippingLeadingTrivia)
            throw ScriptError(
                "an expression with \(count) operators; at most \(LongestOperatorChain.limit) are evaluated",
                at: SourcePosition(file: fileName, line: l.line, column: l.column))
        }
        return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }

    deinit { evaluator.tags.release() }

    /// Frees the memory the script's values keep alive in cycles (a function stored in the scope it
    /// closes over). Call it when done with the script and every view it made — a long batch or a
    /// preview server otherwise keeps each file's scopes; views made by the script must not be laid
    /// out afterwards.
    public func discard() { evaluator.globals.arena.release() }

    private func collect(companions: [SourceFileSyntax], modules: [String?]) throws {
        let ev = evaluator
        // Which declarations are their file's or their module's own (see FileNames).
        var declarations = Self.topLevelDeclarations(tree.statements, file: tree.id, module: nil, ev.conditions)
        var filesOfModule: [String?: [SyntaxIdentifier]] = [nil: [tree.id]]
        for (t, m) in zip(companions, modules) {
            declarations += Self.topLevelDeclarations(t.statements, file: t.id, module: m, ev.conditions)
            filesOfModule[m, default: []].append(t.id)
        }
        (registeredNames, skippedDeclarations) = ev.fileNames.assign(declarations, filesOfModule: filesOfModule)
        // The package modules the companions come from qualify their names too (`Backend.Category`).
        ev.projectModules.formUnion(modules.compactMap { $0 })
        var globalsToEvaluate: [VariableDeclSyntax] = []
        try collect(tree.statements, &globalsToEvaluate, isCompanion: false)
        ownTypes = Set(ev.types.keys)
        var companionGlobals: [VariableDeclSyntax] = []
        collectedTrees = [tree] + companions
        defer { collectedTrees = [] }
        for t in companions { try collect(t.statements, &companionGlobals, isCompanion: true) }
        // Extensions on script types declared after the extension, and on nested types by their
        // qualified names (`extension Ship.Universe: CaseIterable {}`).
        // Outer types first (`extension Panel` before `extension Panel.Row`, whose `Row` the first
        // may declare), in a fixed order: a dictionary's order changes from run to run.
        let byDepth = ev.extensions.sorted { a, b in
            let (da, db) = (a.key.split(separator: ".").count, b.key.split(separator: ".").count)
            return da != db ? da < db : a.key < b.key
        }
        for (name, ext) in byDepth {
            guard let t = ev.types[name] ?? (name.contains(".") ? ev.typeDecl(name) : nil) else { continue }
            for n in ext.storedOrder where t.stored[n] == nil {
                // `@NSManaged var name: String?` in an extension (Core Data's generated properties).
                t.storedOrder.append(n)
                t.stored[n] = ext.stored[n]
            }
            for (k, v) in ext.nested where t.nested[k] == nil {
                // A type nested in an extension looks names up in the extended type, as Swift does
                // (`extension Widget { struct Provider { … Entry(…) } }` finds `Widget.Entry`).
                t.nested[k] = v
                v.outer = t
            }
            for (k, v) in ext.aliases where t.aliases[k] == nil { t.aliases[k] = v }
            for (k, v) in ext.computed { t.computed[k] = v }
            for (k, v) in ext.methods { t.methods[k, default: []] += v }
            for (k, v) in ext.staticVars { t.staticVars[k] = v }
            for (k, v) in ext.staticFuncs { t.staticFuncs[k, default: []] += v }
            t.inits += ext.inits
            t.subscripts += ext.subscripts
            t.conformances += ext.conformances
            ev.extensions[name] = nil
        }
        ev.resolveCustomPropertyWrappers()
        ev.inheritSuperclassMembers()
        ev.addRefinedProtocols()
        ev.qualifyAmbiguousNestedTypes()
        ev.declareNestedTypeAliases()
        ev.declareLazyGlobals(companionGlobals)
        try ev.declareGlobals(globalsToEvaluate)
    }

    /// Declarations registered under a name of their own, by their node (see `FileNames`).
    private var registeredNames: [SyntaxIdentifier: String] = [:]
    /// Second declarations of a name in one module (a stale copy of a file), left out.
    private var skippedDeclarations = Set<SyntaxIdentifier>()
    /// The project file whose file-scope function of each name was read first: its overloads
    /// (`tryDecode(_: Any)` and `tryDecode(_: String)`) join it, another file's are left out.
    private var companionFunctionFiles: [String: SyntaxIdentifier] = [:]

    /// The node that stands for the variable `name` of `v` (its identifier pattern).
    private static func variableKey(_ v: VariableDeclSyntax, _ name: String) -> SyntaxIdentifier {
        for b in v.bindings {
            for p in identifierPatterns(b.pattern) where p.identifier.plainText == name { return p.id }
        }
        return v.id
    }

    private static func identifierPatterns(_ p: PatternSyntax) -> [IdentifierPatternSyntax] {
        if let id = p.as(IdentifierPatternSyntax.self) { return [id] }
        if let t = p.as(TuplePatternSyntax.self) { return t.elements.flatMap { identifierPatterns($0.pattern) } }
        if let v = p.as(ValueBindingPatternSyntax.self) { return identifierPatterns(v.pattern) }
        return []
    }

    /// The types, functions and variables a file declares at its top level (in the active clause
    /// of each `#if`), as `collect` reads them.
    static func topLevelDeclarations(
        _ items: CodeBlockItemListSyntax, file: SyntaxIdentifier, module: String?, _ conditions: CompilationConditions
    ) -> [TopLevelDeclaration] {
        var out: [TopLevelDeclaration] = []
        for item in items {
            guard case .decl(let d) = item.item else { continue }
            if let c = d.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = try? conditions.activeClause(c)?.elements {
                    out += topLevelDeclarations(inner, file: file, module: module, conditions)
                }
                continue
            }
            let modifiers: DeclModifierListSyntax?
            let named: [(String, TopLevelDeclaration.Kind, SyntaxIdentifier)]
            if let t = d.as(StructDeclSyntax.self) {
                (modifiers, named) = (t.modifiers, [(t.name.plainText, .type, d.id)])
            } else if let t = d.as(ClassDeclSyntax.self) {
                (modifiers, named) = (t.modifiers, [(t.name.plainText, .type, d.id)])
            } else if let t = d.as(EnumDeclSyntax.self) {
                (modifiers, named) = (t.modifiers, [(t.name.plainText, .type, d.id)])
            } else if let t = d.as(ActorDeclSyntax.self) {
                (modifiers, named) = (t.modifiers, [(t.name.plainText, .type, d.id)])
            } else if let f = d.as(FunctionDeclSyntax.self) {
                (modifiers, named) = (f.modifiers, [(f.name.plainText, .function, d.id)])
            } else if let v = d.as(VariableDeclSyntax.self) {
                (modifiers, named) = (v.modifiers, v.bindings.flatMap { identifierPatterns($0.pattern) }.map { ($0.identifier.plainText, .variable, $0.id) })
            } else {
                continue
            }
            let isPrivate = modifiers?.contains { ["private", "fileprivate"].contains($0.name.text) } ?? false
            for (name, kind, node) in named {
                out.append(TopLevelDeclaration(name: name, kind: kind, isPrivate: isPrivate, file: file, module: module, node: node))
            }
        }
        return out
    }

    /// The file's top-level items, and those of the active clause of each top-level `#if`.
    private func collect(_ items: CodeBlockItemListSyntax, _ globalsToEvaluate: inout [VariableDeclSyntax], isCompanion: Bool) throws {
        let ev = evaluator
        for item in items {
            switch item.item {
            case .decl(let d):
                if let c = d.as(IfConfigDeclSyntax.self) {
                    if case .statements(let inner)? = try ev.conditions.activeClause(c)?.elements {
                        try collect(inner, &globalsToEvaluate, isCompanion: isCompanion)
                    }
                    continue
                }
                if let p = d.as(ProtocolDeclSyntax.self) {
                    // Its name (`container.register(Storing.self) { … }`) and the protocols it
                    // refines (`protocol Titled: View`): its requirements are the conforming types' own members.
                    ev.protocolNames.insert(p.name.plainText)
                    if let parents = p.inheritanceClause?.inheritedTypes.map({ ModuleNames.unqualified($0.type.trimmedDescription) }) {
                        ev.protocolParents[p.name.plainText, default: []] += parents
                    }
                    continue
                }
                if let a = d.as(TypeAliasDeclSyntax.self) {
                    ev.typeAliases[a.name.plainText] = a.initializer.value.trimmedDescription
                    continue
                }
                if d.is(ImportDeclSyntax.self) { continue }
                if skippedDeclarations.contains(d.id) { continue }
                if let t = try TypeDecl.make(d, ev.conditions) {
                    if let registered = registeredNames[d.id] { t.qualify(registered) }
                    // A project file never replaces Easel's own types (`struct Text` in a copy of a SwiftUI
                    // clone), except with an enum (an app's `enum Tab { case home }`, named as iOS 18's `Tab`)
                    // or a type of the app's own (`struct Transaction: Identifiable, Codable`, named as
                    // SwiftUI's; see `isAppsOwnType`).
                    if isCompanion, Script.builtinNames.contains(t.name),
                        !(d.is(EnumDeclSyntax.self) && someFileUsesAsEnum(t.name)),
                        !t.isAppsOwnType
                    {
                        continue
                    }
                    if ev.types[t.name] != nil {
                        // The script's own declaration (or the first companion's) wins over a companion's.
                        if isCompanion { continue }
                        throw EvalError("invalid redeclaration of '\(t.name)'", d)
                    }
                    ev.types[t.name] = t
                } else if let e = d.as(ExtensionDeclSyntax.self) {
                    // `extension ShapeStyle where Self == Color { static var brand: Color { … } }`:
                    // the members are the named type's (`Color.brand`, and `.brand` where a Color is expected).
                    let constraint = Self.sameTypeConstraint(e)
                    let name = ev.fileNames.name(constraint ?? Evaluator.extendedTypeName(e.extendedType.trimmedDescription), in: e.root.id)
                    let target: TypeDecl
                    if let t = ev.types[name] {
                        target = t
                    } else {
                        if ev.extensions[name] == nil { ev.extensions[name] = TypeDecl(name: name, kind: .builtinExtension, syntax: Syntax(e)) }
                        target = ev.extensions[name]!
                    }
                    target.conformances += e.inheritanceClause?.inheritedTypes.map { ModuleNames.unqualified($0.type.trimmedDescription) } ?? []
                    try target.addMembers(e.memberBlock.members, ev.conditions, constrained: constraint != nil)
                    if !isCompanion {
                        for m in e.memberBlock.members {
                            if let s = m.decl.as(StructDeclSyntax.self), let n = target.nested[s.name.plainText], n.isView { ownExtensionViews.append(n) }
                        }
                    }
                } else if let f = d.as(FunctionDeclSyntax.self) {
                    if let registered = registeredNames[d.id] {
                        ev.declareGlobalFunction(registered, ev.function(f.name.plainText, f.signature, f.body, scope: ev.globals))
                        continue
                    }
                    let name = f.name.plainText
                    if isCompanion {
                        // The scene's own function, or another project file's, wins; this file's
                        // overloads of its own join it.
                        if ev.globals.lookup(name) != nil, companionFunctionFiles[name] != d.root.id { continue }
                        companionFunctionFiles[name] = d.root.id
                    }
                    ev.declareGlobalFunction(name, ev.function(name, f.signature, f.body, scope: ev.globals))
                } else if let v = d.as(VariableDeclSyntax.self) {
                    var own: [String: String] = [:]
                    for b in v.bindings {
                        for name in Evaluator.boundNames(b.pattern) {
                            if let registered = registeredNames[Self.variableKey(v, name)] { own[name] = registered }
                        }
                    }
                    if !own.isEmpty { ev.registeredVariableNames[v.id] = own }
                    globalsToEvaluate.append(v)
                } else if !isCompanion, let m = d.as(MacroExpansionDeclSyntax.self) {
                    try addMacro(m.macroName.text, m.arguments, m.trailingClosure, m.additionalTrailingClosures, Syntax(m))
                }
            case .expr(let e):
                if !isCompanion, let m = e.as(MacroExpansionExprSyntax.self) {
                    try addMacro(m.macroName.text, m.arguments, m.trailingClosure, m.additionalTrailingClosures, Syntax(m))
                }
            case .stmt: continue
            }
        }
    }

    private func addMacro(
        _ name: String, _ args: LabeledExprListSyntax, _ trailing: ClosureExprSyntax?, _ more: MultipleTrailingClosureElementListSyntax,
        _ node: Syntax
    ) throws {
        guard name == "Preview" else { return }
        var title: String?
        if let first = args.first, first.label == nil, let s = first.expression.as(StringLiteralExprSyntax.self) {
            title = s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        // `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`: a widget and its entries.
        if let family = args.first(where: { $0.label?.text == "as" }) {
            let widget = trailing ?? args.first(where: { $0.label?.text == "widget" })?.expression.as(ClosureExprSyntax.self)
            guard let widget else { throw EvalError("#Preview(as:) needs the widget's closure", node) }
            let timeline = WidgetValues.PreviewTimeline(
                family: family.expression, entries: Self.closure(labelled: "timeline", args, more),
                provider: Self.closure(labelled: "timelineProvider", args, more), node: node)
            if timeline.entries == nil && timeline.provider == nil {
                throw EvalError(
                    "#Preview(as:) draws a widget's timeline: give it 'timeline:' or 'timelineProvider:' (Live Activities' 'contentStates:' are not drawn)",
                    node)
            }
            previews.append((title, evaluator.makeClosure(widget, evaluator.globals), node, timeline, args))
            return
        }
        guard let trailing else { throw EvalError("#Preview needs a closure", node) }
        previews.append((title, evaluator.makeClosure(trailing, evaluator.globals), node, nil, args))
    }

    /// The closure passed as `label:`, as an argument or a trailing closure.
    private static func closure(labelled label: String, _ args: LabeledExprListSyntax, _ more: MultipleTrailingClosureElementListSyntax)
        -> ClosureExprSyntax?
    {
        args.first(where: { $0.label?.text == label })?.expression.as(ClosureExprSyntax.self)
            ?? more.first(where: { $0.label.text == label })?.closure
    }

    /// Names of the script's View types.
    public var viewNames: [String] { ownViews.map(\.name).sorted() }

    /// The file's views: its top-level ones, else those declared in its extensions.
    private var ownViews: [TypeDecl] {
        let topLevel = evaluator.types.values.filter { $0.isView && ownTypes.contains($0.name) }
        return topLevel.isEmpty ? ownExtensionViews : topLevel
    }

    /// The pictures to render: each #Preview, else each PreviewProvider preview (a top-level Group
    /// gives one per child), else the view `DefaultView` chooses (ContentView, the only view, the
    /// only one no other uses, the one named like the file). `select` picks a preview title or a
    /// View type by name.
    public func renders(select: String? = nil) throws -> [ScriptRender] {
        evaluator.steps = 0
        evaluator.random = randomAfterLoading
        evaluator.deadline = timeLimit.map { (DispatchTime.now() + $0, $0) }
        return try LargeStack.run {
            do { return try makeRenders(select: select).map(keepingErrors) } catch { throw evaluator.scriptError(error) }
        }
    }

    /// The render with its view reporting the errors the evaluator keeps aside, so that a render
    /// whose lifecycle actions lead to code that fails can draw the view before them.
    private func keepingErrors(_ r: ScriptRender) -> ScriptRender {
        let ev = evaluator
        let view = ContentWithKeptErrors(r.view, failure: { ev.keptError }, forget: { ev.forgetKeptError() })
        return ScriptRender(name: r.name, isNamed: r.isNamed, view: AnyView(view), traits: r.traits)
    }

    private func makeRenders(select: String?) throws -> [ScriptRender] {
        let ev = evaluator
        if let select {
            if let t = ev.types[select] ?? ownExtensionViews.first(where: { $0.name == select }), t.isView {
                return [ScriptRender(name: select, isNamed: true, view: try ev.view(try ev.instantiate(t, Args(), node: t.syntax), node: t.syntax))]
            }
            let all = try previewRenders()
            if let r = all.first(where: { $0.name == select }) { return [r] }
            throw ScriptError(
                "no view or preview named '\(select)'" + Suggest.didYouMean(select, among: viewNames + all.map(\.name))
                    + " (views: \(viewNames.joined(separator: ", ")))", at: SourcePosition(file: fileName, line: 1, column: 1))
        }
        let previews = try previewRenders()
        if !previews.isEmpty { return previews }
        let views = ownViews
        let used = Self.namesUsedByOtherViews(views)
        let name = DefaultView.choose(views.map(\.name), fileName: fileName) { used?.contains($0) ?? true }
        guard let t = name.flatMap({ n in views.first { $0.name == n } }) else {
            if views.isEmpty {
                throw ScriptError("no View in the file (nothing to render)" + contentsWithoutViews, at: SourcePosition(file: fileName, line: 1, column: 1))
            }
            throw ScriptError(
                "several views and no \(DefaultView.rule); pick one with --view (\(viewNames.joined(separator: ", ")))",
                at: SourcePosition(file: fileName, line: 1, column: 1))
        }
        return [ScriptRender(name: t.name, isNamed: true, view: try ev.view(try instantiateWithoutArguments(t), node: t.syntax))]
    }

    /// What a file without views holds instead, for the message that there is nothing to render:
    /// its view modifiers, styles and shapes, and the members its extensions of `View` add (a
    /// helper file that a view file renders with).
    private var contentsWithoutViews: String {
        let kinds: [(conformance: String, what: String)] = [
            ("ViewModifier", "view modifier"), ("ButtonStyle", "button style"), ("PrimitiveButtonStyle", "button style"),
            ("ToggleStyle", "toggle style"), ("LabelStyle", "label style"), ("GaugeStyle", "gauge style"), ("Shape", "shape"), ("Layout", "layout"),
        ]
        var parts: [String] = [], count = 0
        for (conformance, what) in kinds {
            let names = evaluator.types.values.filter { ownTypes.contains($0.name) && $0.conformances.contains(conformance) }.map(\.name).sorted()
            if !names.isEmpty { parts.append("the \(what)\(names.count > 1 ? "s" : "") \(names.joined(separator: ", "))") }
            count += names.count
        }
        var members: [String] = []
        for item in tree.statements {
            guard let e = item.item.as(ExtensionDeclSyntax.self), e.extendedType.trimmedDescription == "View" else { continue }
            for m in e.memberBlock.members {
                if let f = m.decl.as(FunctionDeclSyntax.self) { members.append(f.name.plainText + "()") }
                if let v = m.decl.as(VariableDeclSyntax.self), let name = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText {
                    members.append(name)
                }
            }
        }
        if !members.isEmpty {
            parts.append(members.count == 1 ? "the View extension member \(members[0])" : "the View extension members \(members.joined(separator: ", "))")
        }
        count += members.count
        guard !parts.isEmpty else { return "" }
        return ": it declares " + parts.joined(separator: " and ") + "; render a view file that uses \(count == 1 ? "it" : "them"), or add a #Preview"
    }

    /// The names that each view's declaration uses other than its own (a view named there is used
    /// by another view); nil when a view has no syntax to read.
    static func namesUsedByOtherViews(_ views: [TypeDecl]) -> Set<String>? {
        var used = Set<String>()
        for v in views {
            guard let syntax = v.syntax else { return nil }
            for token in syntax.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind, name != v.name { used.insert(name) }
            }
        }
        return used
    }

    /// The file's view made with no arguments, as a preview-less file is rendered; a view that
    /// needs some says so, and how to give them.
    private func instantiateWithoutArguments(_ t: TypeDecl) throws -> Value {
        do { return try evaluator.instantiate(t, Args(), node: t.syntax) } catch var e as EvalError
            where e.node?.id == t.syntax?.id && e.message.hasPrefix("missing argument")
        {
            // A nested view is named as the file writes it (`DetailView.EditMode`).
            var name = t.name, outer = t.outer
            while !t.name.contains("."), let o = outer {
                name = o.name + "." + name
                outer = o.outer
            }
            e.message =
                "'\(name)' needs arguments to be made (\(e.message)), and the file has no #Preview or PreviewProvider that "
                + "passes them: add one, such as #Preview { \(name)(…) }, or render a file that makes it"
            throw e
        }
    }

    private func previewRenders() throws -> [ScriptRender] {
        let ev = evaluator
        var out: [ScriptRender] = []
        for (i, p) in previews.enumerated() {
            let v = try ev.call(p.closure, Args(), node: p.node)
            let view = try p.widget.map { try WidgetValues.preview(v, timeline: $0, ev) } ?? ev.view(v, node: p.node)
            out.append(ScriptRender(title: p.title, fallback: String(i + 1), view: view, traits: try PreviewValues.traits(p.arguments, ev)))
        }
        if !out.isEmpty { return out }
        // The file's preview providers, also those declared inside another of its types
        // (`struct TopRowButtons { … struct TopRowButtons_Previews: PreviewProvider { … } }`),
        // which Xcode shows too.
        func withNested(_ t: TypeDecl) -> [TypeDecl] {
            [t] + t.nested.values.sorted(by: { $0.name < $1.name }).flatMap(withNested)
        }
        let own = ev.types.values.filter { ownTypes.contains($0.name) }.sorted(by: { $0.name < $1.name })
        var seen = Set<ObjectIdentifier>()
        let providers = own.flatMap(withNested).filter { $0.conformances.contains("PreviewProvider") && seen.insert(ObjectIdentifier($0)).inserted }
        for t in providers {
            guard t.staticVars["previews"] != nil else { continue }
            let v = try ev.member(of: .type(.user(t)), "previews", node: t.syntax!)
            if case .native(let g as GroupValue) = v {
                for (i, child) in g.children.enumerated() { out.append(ScriptRender(title: nil, fallback: String(i + 1), view: child)) }
            } else {
                out.append(ScriptRender(title: nil, fallback: t.name, fallbackIsNamed: true, view: try ev.view(v, node: t.syntax)))
            }
        }
        return out
    }

    /// Runs a render step and reports the first script error raised lazily during it (a body,
    /// GeometryReader content, an alignment guide) in place of Easel's own result or error.
    public func checked<T>(_ body: () throws -> T) throws -> T {
        try LargeStack.run { try checkedOnLargeStack(body) }
    }

    private func checkedOnLargeStack<T>(_ body: () throws -> T) throws -> T {
        evaluator.steps = 0
        evaluator.deadline = timeLimit.map { (DispatchTime.now() + $0, $0) }
        let result: T
        do { result = try body() } catch {
            if let e = evaluator.deferredError { throw e }
            throw located(error)
        }
        if evaluator.deferredError == nil, let l = result as? ImageRenderer<AnyView>.Layout { evaluateShapePaths(l.root) }
        if let e = evaluator.deferredError { throw e }
        return result
    }

    /// A script shape's `path(in:)` runs only when it is drawn, after the checked layout: run each
    /// once here for its placed frame, so that its errors are reported with the layout's.
    private func evaluateShapePaths(_ root: PlacedNode) {
        guard evaluator.types.values.contains(where: \.isShape) else { return }
        for p in root.all() {
            if let s = p.node as? ShapeNode, case .path(let f)? = (s.drawing as? ShapeDrawing)?.geometry { _ = f(CGRect(origin: .zero, size: p.frame.size)) }
        }
    }

    /// Easel's render errors, placed in the script: a self-containing view at its declaration,
    /// a missing image at its name, the rest at the top of the file.
    func located(_ error: Error) -> Error {
        guard let e = error as? RenderError else { return error }
        let top = SourcePosition(file: fileName, line: 1, column: 1)
        switch e {
        case .depthLimit(let limit, let path), .nodeLimit(let limit, let path):
            var counts: [String: Int] = [:]
            for c in path.split(separator: "/") where evaluator.types[String(c)] != nil { counts[String(c), default: 0] += 1 }
            let culprit = counts.max { $0.value < $1.value }?.key
            let where_ = culprit.flatMap { evaluator.position(evaluator.types[$0]?.syntax) } ?? top
            if case .depthLimit = e {
                return ScriptError("view '\(culprit ?? "?")' contains itself: views nest deeper than \(limit) levels", at: where_)
            }
            return ScriptError("more than \(limit) views were created (a runaway loop?) in '\(culprit ?? "?")'", at: where_)
        case .missingImage(let name):
            return ScriptError("no image named '\(name)' in the asset folders (--assets)", at: position(ofStringLiteral: name) ?? top)
        case .layout(.invalidSize(let kind, _)):
            return ScriptError(e.description, at: callPosition(named: kind) ?? top)
        case .canvasTooLarge:
            return ScriptError(e.description, at: canvasCulprit(e).flatMap { callPosition(named: $0) } ?? top)
        default:
            return ScriptError(e.description, at: top)
        }
    }

    /// Where the string literal `"text"` is written (the file's own first, then its project's),
    /// or nil: how a warning about an image name is placed.
    public func position(ofStringLiteral text: String) -> SourcePosition? {
        let needle = "\"\(text)\""
        for token in allTrees.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) where token.text == text {
            if let lit = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self), lit.trimmedDescription == needle {
                return evaluator.position(Syntax(lit))
            }
        }
        return nil
    }

    /// For a canvas that came out too large, the call most likely to blame: the first with an
    /// absurd number among its arguments.
    private func canvasCulprit(_ e: RenderError) -> String? {
        guard case .canvasTooLarge = e else { return nil }
        return suspiciousCalls().first.map(\.name)
    }

    /// Calls whose arguments hold a number no layout means: infinite, NaN, `Int.max`/`Int.min`,
    /// negative, or beyond 1e9.
    private func suspiciousCalls() -> [(name: String, node: Syntax)] {
        var out: [(String, Syntax)] = []
        for token in allTrees.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            guard
                let call = token.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? token.parent?.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? token.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            let text = token.text
            var absurd = ["infinity", "max", "min", "nan", "greatestFiniteMagnitude"].contains(text)
            if !absurd, case .floatLiteral = token.tokenKind, let v = Double(text.replacingOccurrences(of: "_", with: "")), v >= 1e9 { absurd = true }
            if !absurd, case .integerLiteral = token.tokenKind, let v = Double(text.replacingOccurrences(of: "_", with: "")), v >= 1e9 { absurd = true }
            if !absurd, case .prefixOperator("-") = token.tokenKind { absurd = true }
            guard absurd else { continue }
            out.append((Script.calleeName(call), Syntax(call)))
        }
        return out
    }

    /// Where a call's name is: the modifier's name in `x.frame(...)`, else the call's start.
    private func namePosition(_ node: Syntax) -> SourcePosition? {
        if let call = node.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return evaluator.position(Syntax(m.declName))
        }
        return evaluator.position(node)
    }

    /// The type a protocol extension is limited to by `where Self == T` (T, unqualified), or nil.
    static func sameTypeConstraint(_ e: ExtensionDeclSyntax) -> String? {
        for r in e.genericWhereClause?.requirements ?? [] {
            guard case .sameTypeRequirement(let same) = r.requirement, same.leftType.trimmedDescription == "Self" else { continue }
            return ModuleNames.unqualified(same.rightType.trimmedDescription)
        }
        return nil
    }

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { return m.declName.baseName.plainText }
        if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) { return r.baseName.plainText }
        return call.calledExpression.trimmedDescription
    }

    /// The position of the call named `name` (a modifier `.frame(...)` or a view `VStack(...)`)
    /// that a layout error most likely comes from: one with an absurd argument, else the first.
    private func callPosition(named name: String) -> SourcePosition? {
        if let hit = suspiciousCalls().first(where: { $0.name == name }) { return namePosition(hit.node) }
        for token in allTrees.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) where token.text == name {
            if let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                Script.calleeName(call) == name
            {
                return namePosition(Syntax(call))
            }
        }
        return nil
    }

    /// Longest one render's evaluation may run, in seconds (nil: no limit besides `stepLimit`).
    public var timeLimit: Double?

    /// The locale of the device the script runs on, as on an iPhone set to that region: what
    /// `Locale.current` is, and the locale new `DateFormatter`s, `NumberFormatter`s, `Calendar.current`
    /// and `x.formatted(…)` use. en_US unless set; `easel render --locale` sets it to the render's
    /// locale. Set it before `renders()`: values already made keep the text they were made with.
    /// (Texts made with `Text(_:format:)`, `Text(_:style:)` and interpolated numbers follow the
    /// environment's `locale` instead, as in SwiftUI.)
    public var locale: Locale {
        get { evaluator.deviceLocale }
        set { evaluator.deviceLocale = newValue }
    }

    /// The modules of the project's own packages, which the script's files may import (the
    /// `ProjectIndex`'s `localModules`). An unknown name in a file that imports any other module
    /// besides the iOS SDK's is reported with that module's name.
    package var projectModules: Set<String> {
        get { evaluator.projectModules }
        set { evaluator.projectModules = newValue }
    }

    /// The app's string tables, which `NSLocalizedString` and `String(localized:)` read in `locale`
    /// (nil: every key reads as written, or as the default value given). `easel render --strings` sets it.
    public var strings: StringCatalog? {
        get { evaluator.strings }
        set { evaluator.strings = newValue }
    }

    /// The project's StoreKit configuration file, from which StoreKit answers (`Product.products(for:)`
    /// gives its products), as Xcode's previews use it; nil: StoreKit has no products, as on a
    /// device with no App Store connection. `easel render` finds the project's own
    /// (`StoreKitConfiguration.find(for:resources:warn:)`).
    public var storeKit: StoreKitConfiguration? {
        get { evaluator.storeKit }
        set { evaluator.storeKit = newValue }
    }

    /// Finds the StoreKit configuration when a script first uses StoreKit (a project's files are
    /// searched only for a render that needs them).
    package var storeKitLoader: (() -> StoreKitConfiguration?)? {
        get { evaluator.storeKitLoader }
        set { evaluator.storeKitLoader = newValue }
    }

    /// Limits: evaluation steps per render and nested calls.
    public var stepLimit: Int {
        get { evaluator.stepLimit }
        set { evaluator.stepLimit = newValue }
    }
}
