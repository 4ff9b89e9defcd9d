import Foundation
import SwiftSyntax
import Easel

/// One argument of a call: its label, its value and where it was written.
package struct Arg {
    var label: String?
    var value: Value
    var node: Syntax?
    var isTrailing = false
    /// The scope the argument was written in, to evaluate it again where its type decides its
    /// literals (`width: compact ? 100 / 3 : 50`).
    var scope: Scope? = nil
    /// Whether the context decides the value of the expression (`1 / 3`), when the call site
    /// already knows (nil: ask `literalFacts`).
    var needsContext: Bool? = nil
    /// For a string literal with interpolations (`"Card \(n)"`), the value of each `\(…)`'s
    /// first expression, in order: a declaration that reads the literal as a `LocalizedStringKey`
    /// (`Text`) builds the key from them instead of evaluating the interpolations again.
    var interpolations: [Value]? = nil
}

/// The arguments of a call, trailing closures included (labelled as SwiftUI's parameters are).
package struct Args {
    var items: [Arg]
    var node: Syntax?
    init(_ items: [Arg] = [], node: Syntax? = nil) {
        self.items = items
        self.node = node
    }
    var isEmpty: Bool { items.isEmpty }
    var labels: [String?] { items.map(\.label) }
}

/// Evaluates a parsed script: declarations are collected first, then expressions are evaluated on
/// demand into values and Easel views. Bounded: a step limit, a call-depth limit, a time limit.
package final class Evaluator {
    let fileName: String
    let converter: SourceLocationConverter
    /// The script's types by name. This and the other properties marked `@exclusivity(unchecked)`
    /// below are read at most calls and written only in statements that call nothing that could
    /// reach the same property again (evaluation runs on one thread), so the run-time check of
    /// exclusive access (about 90 instructions an access) finds nothing.
    @exclusivity(unchecked) var types: [String: TypeDecl] = [:] {
        didSet { nestedTypesFound.removeAll(keepingCapacity: true) }
    }
    /// Which of `ScriptAPI.methodCallers` answered a method of a native value's type.
    @exclusivity(unchecked) var nativeMethodCallers: [NativeMethodKey: Int] = [:]
    /// `nestedType(_:)`'s answers by name (nil inside: no such type), until the types change.
    @exclusivity(unchecked) var nestedTypesFound: [String: TypeDecl?] = [:]
    /// What `function(_:_:_:scope:)` reads from a function's signature, by signature: a method
    /// called in a loop read its parameters from the syntax at every call.
    @exclusivity(unchecked) var functionSignatures: [SyntaxIdentifier: FunctionSignatureReading] = [:]
    /// The protocols the script declares, named as types (`Storing.self`, `any Storing`).
    var protocolNames: Set<String> = []
    /// The protocols each of the script's protocols refines (`protocol Titled: View` → `View`).
    var protocolParents: [String: [String]] = [:]
    /// The file-scope typealiases (`typealias Products = [Product]`).
    var typeAliases: [String: String] = [:]

    /// A type name with file-scope aliases replaced (`Products` is `[Product]`), as written.
    /// Whether a declared type is a function type, through the script's aliases
    /// (`typealias ChartSelectionHandler = (ChartSelectionEvent) -> Void`, also optional).
    func isFunctionType(_ type: String?) -> Bool {
        guard let type else { return false }
        if type.holdsFunctionArrow { return true }
        guard !typeAliases.isEmpty else { return false }
        var t = type.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return resolvingAliases(t).holdsFunctionArrow
    }

    func resolvingAliases(_ type: String) -> String {
        var t = type
        for _ in 0..<8 {
            guard let next = typeAliases[t.trimmingCharacters(in: .whitespaces)] else { break }
            t = next
        }
        return t
    }
    /// Members added to Easel's own types by extensions (View, VerticalAlignment, Color …).
    /// Read at every built-in modifier call; not checked for exclusive access at run time (about
    /// 75 instructions a call): it is filled and pruned only while `Script` collects the
    /// declarations, before anything is evaluated.
    @exclusivity(unchecked) var extensions: [String: TypeDecl] = [:] {
        didSet { nestedTypesFound.removeAll(keepingCapacity: true) }
    }
    /// Per-type answers about native values (views, and how to erase them).
    let nativeKinds = NativeKinds()
    /// Names that resolve the same way at every evaluation of their syntax node, found once:
    /// see `ResolvedReferences`.
    @exclusivity(unchecked) var resolvedReferences = ResolvedReferences()
    /// What literal arithmetic found about each expression evaluated (see `LiteralFacts`). Read
    /// for most literal arguments and operators; not checked for exclusive access at run time, as
    /// `callSites`: only `literalFacts(_:)` reads and writes it, and `LiteralFacts.init` between
    /// the two reads syntax only.
    @exclusivity(unchecked) var literalFactsByNode = SyntaxTable<LiteralFacts>()
    /// The source text of type annotations and patterns, and the names of references, by node
    /// (see `SyntaxTexts`). Not checked for exclusive access at run time: its methods read syntax
    /// only, and nothing else reaches the evaluator while one runs.
    @exclusivity(unchecked) var syntaxTexts = SyntaxTexts()
    /// Closure expressions' parameters and bodies, read once per expression. Not checked for
    /// exclusive access at run time: the reading `ClosureLiterals.literal` runs reads syntax and
    /// `syntaxTexts` only.
    @exclusivity(unchecked) var closureLiterals = ClosureLiterals()
    /// The values of closures whose body is a literal tree, by body (see `ConstantClosures`). Not
    /// checked for exclusive access at run time: only `callKeepingConstant` reads and writes it,
    /// never while a call it makes runs.
    @exclusivity(unchecked) var constantClosures = ConstantClosures()
    /// Easel's statics implicit members named, by node (see `ImplicitStatics`). Not checked for
    /// exclusive access at run time: its one method reads syntax and `ScriptAPI.statics` only.
    @exclusivity(unchecked) var implicitStatics = ImplicitStatics()
    /// What constant implicit member calls resolved to (see `ConstantImplicitCalls`). Not checked
    /// for exclusive access at run time: its methods read `callSites` and `extensions` only.
    @exclusivity(unchecked) var constantImplicitCalls = ConstantImplicitCalls()
    /// Statement lists' items by kind, read once per list (see `StatementLists`). Not checked for
    /// exclusive access at run time: its one method reads syntax only.
    @exclusivity(unchecked) var statementLists = StatementLists()
    /// The pieces of string literals, by node (see `StringLiteralPieces`).
    var stringLiteralPieces = StringLiteralPieces()
    /// Read at every call. Not checked for exclusive access at run time (about 120 instructions a
    /// call): it is changed only inside `CallSites`' own methods, which call nothing that could
    /// reach the evaluator again.
    @exclusivity(unchecked) var callSites = CallSites()
    @exclusivity(unchecked) var globals = Scope(parent: nil)
    var steps = 0
    /// The label of the statement being started (`outer: for …`), which the loop takes.
    var loopLabel: String?
    var stepLimit = Script.defaultStepLimit
    var callDepth = 0
    var callDepthLimit = 120
    /// Expressions being evaluated inside one another (a chain of 100,000 modifiers nests that deep).
    var evalDepth = 0
    var evalDepthLimit = 3_000
    /// The first error raised while Easel resolved views lazily (bodies, GeometryReader content, actions).
    var deferredError: ScriptError?
    /// Seconds the running lifecycle action's tasks have slept (`Task.sleep`), on a virtual clock.
    var taskSleep: Double = 0
    /// Work the running lifecycle action sent to dispatch queues, run after it (nil outside an
    /// action, where such work does not run).
    var dispatchedWork: [DispatchedWork]?
    let lock = NSLock()
    lazy var tags = DynamicKeys(evaluator: self)
    /// The build `#if` blocks are evaluated for.
    let conditions: CompilationConditions
    /// File-scope variables not evaluated yet (see FileScope.swift).
    @exclusivity(unchecked) var pendingGlobals: [String: VariableDeclSyntax] = [:]
    /// Names that mean different declarations in different files (see FileNames.swift).
    var fileNames = FileNames()
    /// File-scope variables registered under a name of their own (a companion's `private let
    /// tone`): per declaration, the name each of its bound names is registered as.
    var registeredVariableNames: [SyntaxIdentifier: [String: String]] = [:]
    /// Property observers running now (see PropertyObservers.swift).
    var runningObservers: Set<String> = []
    /// `UserDefaults.standard`, made when first used.
    var defaultsStore: ScriptFoundation.UserDefaults?
    /// `WCSession.default` (one session per script).
    lazy var watchSession = WatchConnectivityValues.Session()
    /// `UNUserNotificationCenter.current()` (one center per script).
    lazy var notificationCenter = UserNotificationValues.Center()
    /// CloudKit's `CKContainer.default()`, made when first used.
    lazy var cloudKitContainer = CloudKitValues.Container(identifier: "iCloud." + (Bundle.main.bundleIdentifier ?? "app"))
    /// The project's StoreKit configuration file (`Script.storeKit`), which StoreKit answers from:
    /// given, or found by `storeKitLoader` when StoreKit first asks for it.
    var storeKit: StoreKitConfiguration? {
        get {
            if let loaded = storeKitLoaded { return loaded }
            let found = storeKitLoader?()
            storeKitLoaded = .some(found)
            return found
        }
        set { storeKitLoaded = .some(newValue) }
    }
    private var storeKitLoaded: StoreKitConfiguration??
    /// Whether the script or one of its project files imports StoreKit, whose names are otherwise
    /// not in scope.
    var importsStoreKit = false
    /// Finds the project's StoreKit configuration (`Script.storeKitLoader`).
    var storeKitLoader: (() -> StoreKitConfiguration?)?
    /// The app's folders (`URL.documentsDirectory`), made when first used.
    var sandboxStore: ScriptFoundation.AppSandbox?
    /// The file-scope functions by name, kept apart from `globals`, where a file-scope variable of
    /// the same name replaces them (Spawn's `var universalBackgroundColor: Color` beside its
    /// `func universalBackgroundColor(from:environment:)`): a call still finds the function.
    var globalFunctionValues: [String: Value] = [:]
    /// The Security framework's keychain (`SecItemAdd`), empty when first used (one per script).
    lazy var keychain = KeychainValues.Keychain()
    /// `UIApplication.shared.delegate`, made when first used.
    var appDelegate: Value?
    /// The SwiftData containers made, by the call that made them (see `SwiftDataValues`).
    var modelContainers: [SyntaxIdentifier: Value] = [:]
    /// The environments of the script views whose bodies are being evaluated, innermost last
    /// (what a `FetchRequest` kept in a plain property fetches from).
    var bodyEnvironments: [EnvironmentValues] = []
    /// The files `Bundle.main` finds (the project's JSON, text and data files).
    var bundle = BundleResources.none
    /// The symbols Xcode generates for the project's asset catalogs (`Color.brand`, `Image(.hero)`).
    var assetSymbols = AssetSymbols.none
    /// The type the value of the call being evaluated is expected to have (`let x: [Landmark] =
    /// load(…)`), read by a generic function whose generic parameter only its result decides.
    @exclusivity(unchecked) var expectedCallType: String?
    /// The same, handed from a call expression to the function it calls.
    @exclusivity(unchecked) var returnContext: String?
    /// The generic parameters a return type binds against an expected type, by the two types and
    /// the parameters' names (`GenericReturnMatch`).
    var genericReturnMatches: [String: [String: String]] = [:]
    /// The locale of the device the script runs on: `Locale.current`, and the locale Foundation's
    /// formatters, calendars and `formatted()` start in (`Script.locale`).
    var deviceLocale = EnvironmentValues().locale
    /// Where the script's random values come from (`Script.randomSeed`).
    var random = SeededRandom(seed: Script.defaultRandomSeed)
    /// GameplayKit's `GKRandomSource.sharedRandom()`: one source per script, seeded from `random`
    /// when first asked for.
    lazy var sharedRandomSource = GKMersenneTwisterRandomSource(seed: random.next())
    /// The app's `@main` App struct, made when a view first reads an object nothing injected
    /// (`AppObjects`); nil inside when the project has none or it could not be made.
    var mainApp: Instance??
    /// Why the App struct could not be made (its name and the error), for the message of an
    /// object nothing injected.
    var mainAppFailure: (app: String, error: String)?
    /// The expressions the App struct hands its scenes, with their values once evaluated
    /// (`AppObjects`).
    var appInjections: [(expr: ExprSyntax, value: Value?)]?
    /// The C library's `drand48` sequence, for app code that seeds it.
    var rand48 = Rand48()
    /// The app's string tables (`Script.strings`).
    var strings: StringCatalog?
    /// The modules of the project's own packages (`Script.projectModules`).
    var projectModules: Set<String> = []

    init(fileName: String, converter: SourceLocationConverter, conditions: CompilationConditions) {
        self.fileName = fileName
        self.converter = converter
        self.conditions = conditions
    }

    // MARK: Errors

    /// The other files of the project whose declarations the script uses, by their syntax tree.
    var companionFiles: [SyntaxIdentifier: (fileName: String, converter: SourceLocationConverter)] = [:]

    func position(_ node: Syntax?) -> SourcePosition? {
        guard let node else { return nil }
        if !companionFiles.isEmpty, let c = companionFiles[node.root.id] {
            let l = node.startLocation(converter: c.converter, afterLeadingTrivia: true)
            return SourcePosition(file: c.fileName, line: l.line, column: l.column)
        }
        let l = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourcePosition(file: fileName, line: l.line, column: l.column)
    }

    func scriptError(_ e: Error) -> ScriptError {
        if let s = e as? ScriptError { return s }
        if let e = e as? EvalError {
            return ScriptError(UnreadableImports.hinted(e.message, at: e.node, projectModules: projectModules), at: position(e.node))
        }
        if let t = e as? ThrownError { return ScriptError("uncaught error thrown: \(t.message)", at: position(t.node)) }
        if e is OptionalChainNil { return ScriptError("an optional chain met nil where a value was needed") }
        return ScriptError(String(describing: e))
    }

    /// Runs lazily evaluated script code inside Easel's resolution; the first error is kept.
    /// The view a script's builder closure makes from one value Easel hands it while resolving
    /// (a `GeometryReader`'s proxy, a `TimelineView`'s context); an error is kept (see `deferred`).
    func deferredView(_ closure: Closure, _ argument: Value, node: Syntax?) -> AnyView {
        deferred(AnyView(EmptyView())) { try view(try call(closure, Args([Arg(label: nil, value: argument)]), node: node), node: node) }
    }

    /// The error kept by `deferred`, read under the lock.
    var keptError: ScriptError? {
        lock.lock()
        defer { lock.unlock() }
        return deferredError
    }

    /// Drops the kept error: the render drew a pass before it (see `ContentWithKeptErrors`).
    func forgetKeptError() {
        lock.lock()
        deferredError = nil
        lock.unlock()
    }

    func deferred<T>(_ fallback: T, _ body: () throws -> T) -> T {
        if deferredError != nil { return fallback }
        do { return try body() } catch {
            lock.lock()
            if deferredError == nil { deferredError = scriptError(error) }
            lock.unlock()
            return fallback
        }
    }

    /// Counts one step of evaluation at `node` (where a limit's error points). Generic over the
    /// node's type, so that a caller's node is passed as it is, not boxed in an existential
    /// (copied and destroyed at every expression, though read only for an error).
    func step<Node: SyntaxProtocol>(_ node: Node) throws {
        steps += 1
        if steps > stepLimit {
            throw EvalError("evaluation exceeded \(stepLimit) steps (a runaway loop?)", node)
        }
        // The clock is read every 1024 steps: cheap, and a step takes microseconds.
        if steps & 1023 == 0, let deadline, DispatchTime.now() > deadline.at {
            throw EvalError("evaluation took longer than the time limit of \(formatSeconds(deadline.seconds)) (--timeout)", node)
        }
    }

    /// When evaluation must stop (set per render by `Script.checked`), and the limit it came from.
    var deadline: (at: DispatchTime, seconds: Double)?

    // MARK: Expressions

    func eval(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        try step(expr)
        evalDepth += 1
        defer { evalDepth -= 1 }
        if evalDepth > evalDepthLimit {
            throw expressionsTooDeep(expr)
        }
        do {
            return try evalInner(expr, scope)
        } catch var e as EvalError where e.node == nil {
            e.node = Syntax(expr)
            throw e
        } catch let nilChain as OptionalChainNil {
            // `date?.formatted() ?? "N/A"`: a nil before `?` makes the whole chain nil.
            if OptionalChainNil.endsChain(expr) { return .null }
            throw nilChain
        }
    }

    func expressionsTooDeep(_ expr: some SyntaxProtocol) -> EvalError {
        EvalError("expressions nest deeper than \(evalDepthLimit) levels (a modifier chain that long?)", expr)
    }

    private func evalInner(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e):
            let t = e.literal.text
            if let v = NumericLiterals.integer(t) { return .int(v) }
            // Above Int.max, a literal compiles only where its type is UInt64 or UInt (a floating
            // type evaluates it as Double: `LiteralArithmetic.needsContext`): its bit pattern, as
            // the evaluator keeps those types' values.
            guard let u = NumericLiterals.unsigned(t) else { throw EvalError("integer literal '\(t)' overflows UInt64", e) }
            return .int(Int(bitPattern: UInt(u)))
        case .floatLiteralExpr(let e):
            return .double(NumericLiterals.floating(e.literal.text))
        case .booleanLiteralExpr(let e): return .bool(e.literal.text == "true")
        case .nilLiteralExpr: return .null
        case .stringLiteralExpr(let e): return .string(try stringLiteral(e, scope))
        case .declReferenceExpr(let e):
            if let v = resolvedReferences.typeName(at: e.id) { return v }
            return try lookup(referenceName(e), scope, node: Syntax(e), reference: e.id)
        case .memberAccessExpr(let e):
            guard let base = e.base else { return .implicitMember(memberName(e), nil) }
            if let v = resolvedReferences.constant(at: e.id) { return v }
            // `AnimationStep?.none`: the optional type's nil.
            if let chained = base.as(OptionalChainingExprSyntax.self), memberName(e) == "none",
                chained.expression.is(DeclReferenceExprSyntax.self) || chained.expression.is(MemberAccessExprSyntax.self),
                case .type = try eval(chained.expression, scope)
            {
                return .null
            }
            let b = try eval(base, scope)
            let name = memberName(e)
            if case .type(.builtin(let t)) = b, name != "init", resolvedReferences.typeName(at: base.id) != nil {
                let (v, isConstant) = try builtinTypeMember(t, name, node: Syntax(e.declName))
                if isConstant { resolvedReferences.noteConstant(v, at: e.id) }
                return v
            }
            let v = try member(of: b, name, node: Syntax(e.declName))
            // `flatMap(URL.init(string:))`: a reference that names its argument labels passes
            // its arguments under them.
            if let names = e.declName.argumentNames, case .native(var m as BoundMethod) = v {
                m.labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
                return .native(m)
            }
            return v
        case .functionCallExpr(let e): return try evalCall(e, scope)
        case .closureExpr(let e): return .closure(makeClosure(e, scope))
        case .tupleExpr(let e):
            if e.elements.count == 1, e.elements.first!.label == nil { return try eval(e.elements.first!.expression, scope) }
            let vals = try e.elements.map { try eval($0.expression, scope) }
            return .tuple(vals, labels: e.elements.map { $0.label?.text })
        case .arrayExpr(let e): return .array(sameElementType(try e.elements.map { try eval($0.expression, scope) }))
        case .dictionaryExpr(let e):
            switch e.content {
            case .colon: return .dictionary([])
            case .elements(let list):
                return .dictionary(try list.map { (key: try eval($0.key, scope), value: try eval($0.value, scope)) })
            }
        case .prefixOperatorExpr(let e) where prefixOperator(e) == "..<" || prefixOperator(e) == "...":
            return try partialRange(prefixOperator(e), e.expression, prefix: true, scope)!
        case .postfixOperatorExpr(let e) where e.operator.text == "...":
            return try partialRange("...", e.expression, prefix: false, scope)!
        case .prefixOperatorExpr(let e):
            let v = try eval(e.expression, scope)
            return try prefix(prefixOperator(e), v, node: Syntax(e))
        case .infixOperatorExpr(let e): return try evalInfix(e, scope)
        case .ternaryExpr(let e):
            let yes = try truth(eval(e.condition, scope), e.condition)
            let (taken, other) = yes ? (e.thenExpression, e.elseExpression) : (e.elseExpression, e.thenExpression)
            let v = try eval(taken, scope)
            // `c ? AnyLayout(VStackLayout()) : .init(HStackLayout())`: an implicit member takes the
            // type the other branch makes.
            if v.isImplicitMember, let call = other.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self),
                type.baseName.text.first?.isUppercase == true
            {
                return try coerce(v, to: type.baseName.text, node: Syntax(taken))
            }
            return v
        case .optionalChainingExpr(let e):
            let v = try eval(e.expression, scope)
            if case .null = v { throw OptionalChainNil() }
            return v
        case .forceUnwrapExpr(let e):
            let v = try eval(e.expression, scope)
            if case .null = v { throw EvalError("unexpectedly found nil while unwrapping an optional value", e) }
            return v
        case .subscriptCallExpr(let e):
            let base = try eval(e.calledExpression, scope)
            let args = try evalArgs(e.arguments, trailing: nil, additional: nil, scope, node: Syntax(e))
            // `.sampleData[0]` where a `Landmark` is expected: a subscript step of the chain.
            if let chain = extendImplicit(base, ImplicitChain.subscriptStep, args: args, node: Syntax(e)) { return chain }
            return try subscriptValue(base, args, node: Syntax(e))
        case .keyPathExpr(let e):
            // `\Hike.Observation.elevation`: the parser cannot tell a nested type from a member;
            // capitalised leading components after a root type name the type, not members.
            var names = e.components.map { $0.component.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
            if e.root != nil { names = Array(names.drop { $0.first?.isUppercase == true }) }
            return .native(KeyPathName(components: names))
        case .ifExpr(let e):
            var out: [Value] = []
            let flow = try execIf(e, scope, &out)
            if case .returned(let v) = flow { return v }
            return Builder.combine(out)
        case .switchExpr(let e):
            var out: [Value] = []
            let flow = try execSwitch(e, scope, &out)
            if case .returned(let v) = flow { return v }
            return Builder.combine(out)
        case .genericSpecializationExpr(let e): return try eval(e.expression, scope)
        case .inOutExpr(let e): return try eval(e.expression, scope)
        case .asExpr(let e):
            // `element as? ImageElement` of a script value of another script type: nil (`as!`: an
            // error), as Swift's dynamic cast gives. Casts to protocols and to Easel's types
            // convert as `as` does.
            if let mark = e.questionOrExclamationMark, let target = typeDecl(text(e.type)) {
                let v = try eval(e.expression, scope)
                switch v {
                case .instance(let i) where !isKind(i.decl, of: target):
                    if mark.text == "?" { return .null }
                    throw EvalError("could not cast value of type '\(i.decl.name)' to '\(target.name)'", e)
                case .enumCase(let t, _, _) where typeDecl(t) !== target:
                    if mark.text == "?" { return .null }
                    throw EvalError("could not cast value of type '\(t)' to '\(target.name)'", e)
                default:
                    return try coerce(v, to: text(e.type), node: Syntax(e))
                }
            }
            if let v = try typedEval(e.expression, as: text(e.type), scope) { return v }
            let v = try eval(e.expression, scope)
            if let cast = try foundationErrorCast(v, to: text(e.type), mark: e.questionOrExclamationMark?.text, node: Syntax(e)) { return cast }
            return try coerce(v, to: text(e.type), node: Syntax(e))
        case .isExpr(let e):
            let v = try eval(e.expression, scope)
            return .bool(isOfType(v, text(e.type)))
        case .typeExpr(let e): return .type(try typeRef(text(e.type), node: Syntax(e)))
        case .macroExpansionExpr(let e):
            if let v = try objectLiteral(e, scope) { return v }
            if let v = try predicateMacro(e, scope) { return v }
            if let v = sourceLocationLiteral(e) { return v }
            throw EvalError("macro '#\(e.macroName.text)' is not supported here", e)
        case .postfixIfConfigExpr(let e): return try evalPostfixIfConfig(e, scope)
        case .awaitExpr(let e): return try eval(e.expression, scope)
        case .tryExpr(let e): return try evalTry(e, scope)
        case .superExpr(let e): return try superValue(e, scope)
        case .patternExpr(let e):
            throw EvalError("pattern '\(e.trimmedDescription)' outside a case", e)
        case .sequenceExpr(let e):
            throw EvalError("could not resolve the operators in '\(e.trimmedDescription)'", e)
        default:
            throw EvalError("unsupported expression '\(expr.trimmedDescription.prefix(40))'", expr)
        }
    }

    func truth(_ v: Value, _ node: SyntaxProtocol) throws -> Bool {
        if case .bool(let b) = v { return b }
        throw EvalError("expected a Bool condition, got \(v.typeName)", node)
    }

    private func stringLiteral(_ e: StringLiteralExprSyntax, _ scope: Scope) throws -> String {
        var values: [Value]? = nil
        return try stringLiteral(e, scope, values: &values)
    }

    /// A string literal's text; `values`, when not nil, receives the value of each interpolation's
    /// first expression, in order.
    func stringLiteral(_ e: StringLiteralExprSyntax, _ scope: Scope, values: inout [Value]?) throws -> String {
        var s = ""
        for piece in stringLiteralPieces.pieces(of: e) {
            switch piece {
            case .text(let t): s += t
            case .interpolation(_, plain: let first?):
                // `\(n)`: the value's description, as `interpolation` gives it.
                let v = try eval(first, scope)
                try Self.checkTyped(v, node: Syntax(first))
                values?.append(v)
                s += try describing(v, node: Syntax(first))
            case .interpolation(let x, plain: nil):
                guard values != nil, let first = x.expressions.first else {
                    s += try interpolation(x, scope)
                    continue
                }
                let v = try eval(first.expression, scope)
                values!.append(v)
                s += try interpolation(x, scope, value: v)
            }
        }
        return s
    }

    static func unescape(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
        var out = "", it = raw.makeIterator()
        while let c = it.next() {
            guard c == "\\" else { out.append(c); continue }
            guard let n = it.next() else { break }
            switch n {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                var hex = ""
                _ = it.next()  // {
                while let h = it.next(), h != "}" { hex.append(h) }
                if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
            case "\n": break
            default: out.append(n)
            }
        }
        return out
    }

    private func evalInfix(_ e: InfixOperatorExprSyntax, _ scope: Scope) throws -> Value {
        // `242 / 255` is 0, found once per node; `1 / 2 + 0.5` is Double (one float literal makes
        // every literal of the tree Double).
        if let v = literalFacts(ExprSyntax(e)).contextFree { return v }
        // A binary operator's text, kept by node once read (an assignment's is not one).
        let binaryOp = binaryOperator(e)
        if binaryOp == nil, e.operator.is(AssignmentExprSyntax.self) {
            let v = try assignedValue(e.rightOperand, to: e.leftOperand, scope)
            try assign(e.leftOperand, v, scope)
            return .void
        }
        // `[UInt: (V) -> Void]()`: a function type where a type is written as an expression.
        if binaryOp == nil, e.operator.is(ArrowExprSyntax.self) { return .type(.builtin("Function")) }
        guard let op = binaryOp else {
            throw EvalError("unsupported operator '\(e.operator.trimmedDescription)'", e.operator)
        }
        switch op {
        case "&&":
            return .bool(try truth(eval(e.leftOperand, scope), e.leftOperand) && truth(eval(e.rightOperand, scope), e.rightOperand))
        case "||":
            return .bool(try truth(eval(e.leftOperand, scope), e.leftOperand) || truth(eval(e.rightOperand, scope), e.rightOperand))
        case "??":
            let l = try eval(e.leftOperand, scope)
            if case .null = l { return try defaultValue(e.rightOperand, after: e.leftOperand, scope) }
            return l
        case "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*=":
            let (l, r) = try operands(e.leftOperand, e.rightOperand, scope)
            let right = try implicitRandom(r, like: l, node: Syntax(e.rightOperand))
            try assign(e.leftOperand, try binary(String(op.dropLast()), l, right, node: Syntax(e.operator)), scope)
            return .void
        default:
            var (l, r) = try operands(e.leftOperand, e.rightOperand, scope)
            l = try implicitRandom(l, like: r, node: Syntax(e.leftOperand))
            r = try implicitRandom(r, like: l, node: Syntax(e.rightOperand))
            return try binary(op, resolveImplicit(l, like: r), resolveImplicit(r, like: l), node: Syntax(e.operator))
        }
    }

    /// `date - .random(in: 60 ..< 180)`, `x * .random(in: 0.75 ... 1.1)`: a random number of the
    /// other operand's type (a Double beside a Date or a Double, an Int beside an Int).
    private func implicitRandom(_ v: Value, like other: Value, node: Syntax) throws -> Value {
        guard case .implicitMember("random", let args?) = v else { return v }
        let type: String
        switch other {
        case .int: type = "Int"
        case .double, .native(is Date): type = "Double"
        default: return v
        }
        return try randomStatic(type, "random", args, node: node) ?? v
    }

    /// `x == .red`: an implicit member compared with a value of a known type.
    func resolveImplicit(_ v: Value, like other: Value) -> Value {
        if case .array(let a) = v, case .array(let b) = other, let typed = b.first(where: { !$0.isImplicitMember }) {
            return .array(a.map { resolveImplicit($0, like: typed) })  // `sizes == [.small, .large]`
        }
        guard case .implicitMember(let name, let args) = v else { return v }
        switch other {
        case .enumCase(let t, _, _):
            if let d = typeDecl(t), d.cases[name] != nil, args == nil { return .enumCase(type: t, name: name, payload: []) }
            if let s = staticOfType(t, name, args) { return s }
        // `info == .hummingbird` with `static let hummingbird = Self(rawValue: "Bird 6")` (Apple's
        // Backyard Birds): the static member of the other operand's type.
        case .instance(let i):
            if let s = staticOfType(i.decl.name, name, args) { return s }
        case .native(let n):
            if let c = try? Conversions.coerceNative(.implicitMember(name, args), toTypeOf: n, self) { return c }
        case .double, .int:
            if name == "infinity" { return .double(.infinity) }
            if name == "zero" { return .int(0) }
            if name == "pi" { return .double(.pi) }
            // `.degrees(45) * 2`: the one SwiftUI type scaled by numbers with such members.
            if name == "degrees" || name == "radians", let c = try? Conversions.coerceNative(v, toTypeOf: Angle(), self) { return c }
        default: break
        }
        return v
    }

    /// A script type's static property `name` (or static function, given `args`), or nil.
    private func staticOfType(_ type: String, _ name: String, _ args: Args?) -> Value? {
        guard let d = typeDecl(type) else { return nil }
        if let args {
            guard d.staticFuncs[name] != nil else { return nil }
            return try? callMethod(.type(.user(d)), name, args, node: nil)
        }
        guard d.staticVars[name] != nil else { return nil }
        return try? member(of: .type(.user(d)), name, node: Syntax(TokenSyntax.identifier(name)))
    }

    /// `[Size.large, .small]`: an array literal's elements have one type, so implicit members take
    /// the type of an element that names it.
    private func sameElementType(_ a: [Value]) -> [Value] {
        guard a.contains(where: \.isImplicitMember), let typed = a.first(where: { !$0.isImplicitMember }) else { return a }
        return a.map { resolveImplicit($0, like: typed) }
    }

    // MARK: Names

    /// `reference`: the identifier expression being evaluated, which keeps the answer when it is
    /// one of Easel's types (see `ResolvedReferences`).
    func lookup(_ name: String, _ scope: Scope, node: Syntax, reference: SyntaxIdentifier? = nil) throws -> Value {
        // As Swift resolves a name: locals, then members of self, then file-scope names.
        if let v = scope.lookup(name, below: globals) {
            // A name bound to a binding reads its value, except `$0` / `$item`, which are the binding,
            // and `self` in a script's `extension Binding`.
            if case .binding(let b) = v, !name.hasPrefix("$"), name != "self" { return b.get() }
            return v
        }
        if let v = try selfMember(name, scope, node: node) { return v }
        if let v = globals.lookup(name) {
            if case .binding(let b) = v, !name.hasPrefix("$") { return b.get() }
            // A name that is both a function and a variable: a reference without a call is the
            // variable, as Swift's type checker picks it where a value is expected.
            if pendingGlobals[name] != nil, Self.isFunctionValue(v), let variable = try pendingGlobal(name) { return variable }
            return v
        }
        if let v = try pendingGlobal(name) { return v }
        let v = try typeOrFunction(name, scope, node: node)
        if let reference, case .type(.builtin) = v { resolvedReferences.noteTypeName(v, at: reference) }
        return v
    }

    /// A static member of a type that encloses `d`, innermost first, or nil.
    private func outerStaticMember(of d: TypeDecl, _ name: String, node: Syntax) throws -> Value? {
        var outer = d.outer
        while let o = outer {
            if let v = try staticMember(o, name, node: node, orNil: true) { return v }
            outer = o.outer
        }
        return nil
    }

    /// A member of `self` named by an unqualified name (implicit self), or nil.
    private func selfMember(_ name: String, _ scope: Scope, node: Syntax) throws -> Value? {
        if let selfValue = scope.lookup("self") {
            if case .instance(let i) = selfValue {
                if i.decl.nonMembers.contains(name) { return nil }
                if let v = try instanceMember(i, name, node: node, orNil: true) { return v }
                if let v = try outerStaticMember(of: i.decl, name, node: node) { return v }
                i.decl.nonMembers.insert(name)
                return nil
            }
            if case .type(.user(let d)) = selfValue {
                if let v = try staticMember(d, name, node: node, orNil: true) { return v }
                if let v = try outerStaticMember(of: d, name, node: node) { return v }
            }
            // `currentTimeTomorrow` inside `extension Date { static func … }` (or an instance
            // member of it): a static property of the extended type.
            if !extensions.isEmpty, case .type(.builtin(let t))? = scope.lookup("Self"), extensions[t]?.staticVars[name] != nil {
                return try member(of: .type(.builtin(t)), name, node: node)
            }
            if case .enumCase(let t, _, _) = selfValue, let d = typeDecl(t), enumCaseHasMember(d, name) {
                return try member(of: selfValue, name, node: node)
            }
            if case .native = selfValue, let ext = scope.lookup("Self"), case .type(let t) = ext,
                let v = try extensionMember(of: selfValue, typeName: t.name, name, node: node)
            {
                return v
            }
            // `extension Array { var oneAndOnly: Element? { count == 1 ? first : nil } }`: the
            // members of one of Swift's or Easel's values, inside an extension of its type.
            // (Not before an extension initialiser's `self.init(…)`, while `self` is still nil.)
            if selfValue.isBuiltinValue, selfValue != .null, case .type(.builtin(let t))? = scope.lookup("Self") {
                if let v = try extensionMember(of: selfValue, typeName: t, name, node: node) { return v }
                if let v = FoundationValues.member(selfValue, name) { return v }
                if let v = try Builtins.member(of: selfValue, name, self, node: node, orNil: true) { return v }
            }
        }
        return nil
    }

    /// A type, a built-in function or an operator named by an unqualified name; an error otherwise.
    private func typeOrFunction(_ name: String, _ scope: Scope, node: Syntax) throws -> Value {
        if let t = types[name] { return .type(.user(t)) }
        // A file-scope typealias used as an expression (`Names()`, `[Handler]()`), as a type's own are.
        if let target = typeAliases[name] { return aliasValue(resolvingAliases(target)) }
        // StoreKit's names (`Product`, `Transaction`) only where the project imports StoreKit.
        if Builtins.isTypeName(name), importsStoreKit || !StoreKitValues.typeNames.contains(name) { return .type(.builtin(name)) }
        if ModuleNames.modules.contains(name) || projectModules.contains(name) { return .native(ModuleRef(name: name)) }
        if ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="].contains(name) {
            return .closure(
                Closure(
                    name: name, params: [], usesShorthand: true,
                    body: .native({ [weak self] xs in
                        guard xs.count == 2 else { throw EvalError("operator '\(name)' needs two operands") }
                        guard let self else { return try Operators.binary(name, xs[0], xs[1], node: node) }
                        return try self.binary(name, xs[0], xs[1], node: node)
                    }), scope: scope))
        }
        if Builtins.functionNames.contains(name) { return .native(BuiltinFunction(name: name)) }
        if let v = CoreDataValues.globalConstant(name) { return v }
        if let v = ScriptAPI.globalConstant(name) { return v }
        // A type nested in another, named inside a sibling (`struct Screen { struct Key {…};
        // struct Row { … Key.self … } }`), as Swift finds it in the enclosing type's scope.
        if let t = typeDecl(name) { return .type(.user(t)) }
        // A protocol the script declares, or a type it extends that Easel does not otherwise
        // know (`extension Formatter { static let iso8601 = … }`).
        if protocolNames.contains(name) || extensions[name] != nil { return .type(.builtin(name)) }
        // Names the code declared come first: a misspelt property is more likely than a type.
        var local = scope.allNames + Array(types.keys)
        if case .instance(let i)? = scope.lookup("self") { local += i.decl.memberNames }
        if case .type(.user(let d))? = scope.lookup("Self") { local += d.memberNames }
        let suggestion = Suggest.didYouMean(name, among: local)
        throw EvalError(
            "unknown identifier '\(name)'"
                + (suggestion.isEmpty
                    ? Suggest.didYouMean(name, among: Array(Builtins.typeNames) + Array(Builtins.functionNames)) : suggestion),
            node)
    }

    func typeRef(_ name: String, node: Syntax?) throws -> TypeRef {
        let base = ModuleNames.unqualified(name.split(separator: "<").first.map(String.init) ?? name)
        if let t = types[base] { return .user(t) }
        return .builtin(base)
    }

    // MARK: Assignment

    /// Sets a stored static property (`static var count = 0`; `Counter.count += 1`); false when
    /// the type has no static of that name.
    func setStatic(_ t: TypeDecl, _ name: String, _ value: Value, node: Syntax) throws -> Bool {
        guard let b = t.staticVars[name] else { return false }
        guard b.accessorBlock == nil else { throw EvalError("cannot assign to computed static property '\(name)'", node) }
        if let binding = b.parent?.as(PatternBindingListSyntax.self)?.parent?.as(VariableDeclSyntax.self), binding.bindingSpecifier.tokenKind == .keyword(.let)
        {
            throw EvalError("cannot assign to static 'let' constant '\(name)'", node)
        }
        var v = value
        if let type = b.typeAnnotation?.type.typeText { v = try coerce(v, to: type, node: node) }
        t.staticCache[name] = v
        return true
    }

    func assign(_ target: ExprSyntax, _ value: Value, _ scope: Scope) throws {
        if let d = target.as(DeclReferenceExprSyntax.self) {
            // As a read names it: a project file's `fileprivate var savePath` is registered for its file.
            let n = referenceName(d)
            // A file-scope variable not read yet is made first, unless `self` has a property of
            // that name (`temps = …` in an initialiser sets the property, not a global `temps`);
            // asked only when no scope holds the name.
            func selfOwns() -> Bool {
                guard case .instance(let i)? = scope.lookup("self") else { return false }
                return i.decl.stored[n] != nil || i.decl.computed[n] != nil || (n.hasPrefix("_") && i.decl.stored[String(n.dropFirst())] != nil)
            }
            if let existing = try scope.lookup(n) ?? (selfOwns() ? nil : pendingGlobal(n)) {
                if case .binding(let b) = existing { b.set(value); return }
                // `self = union(with: other)` in a mutating method: the instance the caller stores
                // back takes the new value's fields.
                if n == "self", case .instance(let current) = existing, case .instance(let new) = value, current.decl === new.decl,
                    current.decl.kind == .structure
                {
                    current.fields = new.fields
                    return
                }
                _ = scope.assign(n, value)
                return
            }
            if case .instance(let i)? = scope.lookup("self") {
                try setInstanceMember(i, n, value, node: Syntax(d))
                return
            }
            // `defaultValue = nextValue()` in a static method: the type's stored static.
            if case .type(.user(let t))? = scope.lookup("Self"), try setStatic(t, n, value, node: Syntax(d)) { return }
            throw EvalError("cannot assign to unknown name '\(n)'", d)
        }
        if let m = target.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.plainText
            // `binding.wrappedValue = 5` (and `self.wrappedValue` in an `extension Binding`) sets the binding.
            if name == "wrappedValue", let r = baseExpr.as(DeclReferenceExprSyntax.self),
                case .binding(let b)? = scope.lookup(r.baseName.plainText) ?? globals.lookup(r.baseName.plainText)
            {
                b.set(value)
                return
            }
            do {
                let base = try eval(baseExpr, scope)
                if case .instance(let i) = base { try assignMember(of: i, name, value, baseExpr: baseExpr, node: Syntax(m), scope); return }
                // A binding writes through, whatever expression made it (`Bindable(model).flag.wrappedValue
                // = true`, `Bindable(model).count = 3`): nothing to store back.
                if case .binding(let b) = base {
                    if name == "wrappedValue" { b.set(value); return }
                    if case .instance(let i) = b.get(), i.decl.kind == .classType {
                        try setInstanceMember(i, name, value, node: Syntax(m))
                        return
                    }
                }
                if case .type(.user(let t)) = base, try setStatic(t, name, value, node: Syntax(m)) { return }
                // Settings of stand-ins and UIKit appearance proxies change nothing Easel draws;
                // they are kept, to be read back.
                if case .native(let inert as InertValue) = base {
                    inert.settings.values[name] = value
                    return
                }
                // `formatter.timeZone = .current`, `.locale = .current`: the property's type's member.
                var value = value
                if case .native = base, case .implicitMember(let n, nil) = value, let t = FoundationValues.propertyTypes[name],
                    let v = FoundationValues.staticMember(t, n, self)
                {
                    value = v
                }
                if try ScriptAPI.setMember(base, name, value, node: Syntax(m)) { return }
                if try FoundationValues.setMember(base, name, value, node: Syntax(m)) { return }
                // A struct copied into a variable: update the copy in place.
                let updated = try Conversions.settingMember(base, name, value, self, node: Syntax(m))
                try assign(baseExpr, updated, scope)
                return
            } catch is OptionalChainNil {
                return  // `profile?.name = "x"` with no profile sets nothing
            }
        }
        if let s = target.as(SubscriptCallExprSyntax.self) {
            let base = try eval(s.calledExpression, scope)
            let args = try evalArgs(s.arguments, trailing: nil, additional: nil, scope, node: Syntax(s))
            guard let key = args.items.first?.value else { throw EvalError("missing subscript index", s) }
            // `value[keyPath: path] = 5`: the key path's last member set, each member written back.
            if args.items.first?.label == "keyPath", case .native(let k as KeyPathName) = key {
                let components = k.components.filter { $0 != "self" }
                func set(_ base: Value, _ rest: ArraySlice<String>) throws -> Value {
                    guard let first = rest.first else { return value }
                    let inner = rest.count == 1 ? Value.null : try member(of: base, first, node: Syntax(s))
                    let new = try set(inner, rest.dropFirst())
                    if case .instance(let i) = base {
                        // A struct is changed in a copy; a class object in place.
                        let target = i.decl.kind == .classType ? i : i.copy()
                        try setInstanceMember(target, first, new, node: Syntax(s))
                        return .instance(target)
                    }
                    return try Conversions.settingMember(base, first, new, self, node: Syntax(s))
                }
                let changed = try set(base, components[...])
                if case .instance(let i) = changed, i.decl.kind == .classType { return }
                try assign(s.calledExpression, changed, scope)
                return
            }
            switch base {
            case .array(var a):
                guard case .int(let i) = key, i >= 0, i < a.count else { throw EvalError("index \(key) out of range", s) }
                a[i] = value
                try assign(s.calledExpression, .array(a), scope)
            case .dictionary(var d):
                if let idx = d.firstIndex(where: { $0.key == key }) {
                    if case .null = value { d.remove(at: idx) } else { d[idx].value = value }
                } else if case .null = value {
                } else {
                    d.append((key, value))
                }
                try assign(s.calledExpression, .dictionary(d), scope)
            case .native(var env as EnvironmentValues):
                guard case .type(.user(let d)) = key else { throw EvalError("EnvironmentValues is subscripted by an EnvironmentKey type", s) }
                env[dynamicKey: Evaluator.environmentKeyName(d)] = value
                try assign(s.calledExpression, .native(env), scope)
            default:
                if let changed = try settingUserSubscript(base, args, value, node: Syntax(s)) {
                    if case .instance(let i) = changed, i.decl.kind == .classType { return }
                    try assign(s.calledExpression, changed, scope)
                    return
                }
                // `text[range].foregroundColor = .red` writes the changed part back.
                guard let changed = AttributedStringValues.settingSubscript(base, key, value) else {
                    throw EvalError("cannot assign through a subscript of \(base.typeName)", s)
                }
                try assign(s.calledExpression, changed, scope)
            }
            return
        }
        if let t = target.as(DiscardAssignmentExprSyntax.self) { _ = t; return }
        // `(r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)`, `(a, b) = (b, a)`: element by element.
        if let t = target.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard case .tuple(let parts, _) = value, parts.count == t.elements.count else {
                throw EvalError("cannot assign \(value.typeName) to a tuple of \(t.elements.count)", target)
            }
            for (element, part) in zip(t.elements, parts) { try assign(element.expression, part, scope) }
            return
        }
        // `byId[1]?.title = "q"` stores the changed element back through `byId[1]`; `x! = v` likewise
        // (the member's assignment found a value there: nil stopped it before).
        if let o = target.as(OptionalChainingExprSyntax.self) { return try assign(o.expression, value, scope) }
        if let f = target.as(ForceUnwrapExprSyntax.self) { return try assign(f.expression, value, scope) }
        throw EvalError("cannot assign to '\(target.trimmedDescription)'", target)
    }
}

/// `\.colorScheme`, `\.self`, `\.id`.
struct KeyPathName: Hashable { let components: [String] }

/// A callable Easel or Swift function by name (`min`, `max`, `abs` …).
struct BuiltinFunction { let name: String }

/// The argument of an `@autoclosure` parameter (`func check(_ cond: @autoclosure () -> Bool)`):
/// calling it gives the argument's value. The argument is evaluated where it is passed, not when
/// the closure is called, so it runs once even if the function never calls it.
struct AutoClosure { let value: Value }

/// "2 s", "0.5 s".
func formatSeconds(_ s: Double) -> String {
    s == s.rounded() && s < 1e9 ? "\(Int(s)) s" : "\(s) s"
}
