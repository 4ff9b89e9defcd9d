import Foundation
import SwiftSyntax
import Easel

/// The objects an app's `@main` App struct keeps (`@StateObject var store = Store()`,
/// `@State private var model = Model()`, `let settings = Settings.shared`) and injects into its
/// scenes with `.environmentObject(store)` / `.environment(model)`: a view file rendered on its
/// own, whose preview (or lack of one) injects nothing, reads them as the app would give them.
/// The App struct is made once per script, when a view first reads an object nothing injected.
///
/// When the App keeps no such object, or cannot be made (its `init()` sets up a service Easel
/// cannot run, one of its properties reads a package Easel cannot read), the objects its code
/// hands its scenes are looked at one by one: the argument of each `.environmentObject(…)` /
/// `.environment(…)` in the App's declaration (`.environmentObject(Items.shared)`), then each
/// other argument that names a value (`StoreProvider(store: store)`). Each is evaluated on its
/// own, with the App if it was made (`appDelegate.settings`), else a stored property's name by
/// the property's initial value, and one that fails is passed over: the object comes from the expression the app itself gives, not from a guess.
extension Evaluator {
    /// The object of `typeName` (its class, or a protocol it conforms to) that the App struct
    /// keeps or injects, with the App's name and where it comes from (`'store'`,
    /// `'Items.shared'`); nil when the project has no App struct or it gives no such object.
    func appObject(_ typeName: String) -> (value: Value, app: String, property: String)? {
        if mainApp == nil { mainApp = .some(makeMainApp()) }
        let typeName = PropertyWrappers.className(typeName)
        if let app = mainApp ?? nil {
            for property in app.decl.storedOrder {
                guard let v = app.fields[property] ?? app.fields["_" + property], let object = Self.object(v, of: typeName) else { continue }
                return (object, app.decl.name, property)
            }
        }
        guard let decl = mainAppDecl else { return nil }
        if appInjections == nil { appInjections = Self.injectedExpressions(decl).map { ($0, nil) } }
        for i in appInjections!.indices {
            let (expr, known) = appInjections![i]
            let value = known ?? injectedValue(expr, in: decl, app: mainApp ?? nil)
            appInjections![i].value = value
            if let object = Self.object(value, of: typeName) { return (object, decl.name, expr.trimmedDescription) }
        }
        return nil
    }

    /// `v` (or the value a state's binding holds) when it is an instance of the class `typeName`
    /// or of a class that conforms to it.
    private static func object(_ v: Value, of typeName: String) -> Value? {
        var v = v
        if case .binding(let b) = v { v = b.get() }
        guard case .instance(let o) = v, o.decl.kind == .classType, o.decl.name == typeName || o.decl.conformances.contains(typeName)
        else { return nil }
        return v
    }

    /// The project's `@main` App struct (or its only App).
    private var mainAppDecl: TypeDecl? {
        let apps = types.values.filter { $0.conformances.contains("App") }
        return apps.first(where: { $0.attributes.contains("main") }) ?? (apps.count == 1 ? apps.first : nil)
    }

    /// The project's App struct, made with its `init()`; nil when there is none or it fails
    /// (`mainAppFailure` then says why).
    private func makeMainApp() -> Instance? {
        guard let decl = mainAppDecl else { return nil }
        do {
            guard case .instance(let app) = try instantiate(decl, Args([]), node: nil) else { return nil }
            return app
        } catch {
            mainAppFailure = (decl.name, scriptError(error).description)
            return nil
        }
    }

    /// The expressions of an App's declaration that may give its scenes an object, in the order
    /// they are tried: the argument of every `.environmentObject(x)` and `.environment(x)`, then
    /// every other call argument that only names a value (`store`, `Store.shared`).
    static func injectedExpressions(_ decl: TypeDecl) -> [ExprSyntax] {
        final class Finder: SyntaxVisitor {
            var injected: [ExprSyntax] = []
            var named: [ExprSyntax] = []
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText
                if name == "environmentObject" || name == "environment", call.arguments.count == 1, let a = call.arguments.first,
                    a.label == nil, !a.expression.is(KeyPathExprSyntax.self)
                {
                    injected.append(a.expression)
                } else {
                    for a in call.arguments where Finder.namesValue(a.expression) { named.append(a.expression) }
                }
                return .visitChildren
            }
            /// `store`, `Store.shared`, `AppState.current.store`: no call, literal or closure.
            static func namesValue(_ e: ExprSyntax) -> Bool {
                if e.is(DeclReferenceExprSyntax.self) { return true }
                guard let m = e.as(MemberAccessExprSyntax.self), let base = m.base else { return false }
                return namesValue(base)
            }
        }
        guard let syntax = decl.syntax else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        var seen = Set<String>()
        return (finder.injected + finder.named).filter { seen.insert($0.trimmedDescription).inserted }
    }

    /// An expression the App hands its scenes, evaluated in the App's scope: with the App when
    /// it was made, else without an instance, where a stored property's name is its initial
    /// value. `.null` when it cannot be evaluated.
    private func injectedValue(_ e: ExprSyntax, in decl: TypeDecl, app: Instance?) -> Value {
        let scope = typeScope(decl, selfValue: app.map(Value.instance) ?? .null)
        do {
            if app == nil, let r = e.as(DeclReferenceExprSyntax.self), let p = decl.stored[r.baseName.plainText] {
                guard let initial = p.initializer else { return .null }
                return try eval(initial, scope)
            }
            return try eval(e, scope)
        } catch {
            return .null
        }
    }

    /// The instance `@UIApplicationDelegateAdaptor` gives: the script's class of that name (one
    /// nested in the App first), made with `init()`.
    func applicationDelegate(_ className: String, of owner: TypeDecl) throws -> Value {
        guard let d = owner.nested[className] ?? typeDecl(className), d.kind == .classType else {
            throw EvalError("unknown application delegate class '\(className)' of '\(owner.name)'", owner.syntax)
        }
        return try instantiate(d, Args([]), node: owner.syntax)
    }
}
