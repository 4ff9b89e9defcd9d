import Foundation
import SwiftSyntax
import Easel

/// What SwiftUI's property wrappers mean to a script view: where the value lives, and whether the
/// memberwise initialiser asks for it.
///
/// - `@State`, `@StateObject`, `@AppStorage`, `@SceneStorage`, `@FocusState`,
///   `@AccessibilityFocusState`, `@GestureState`: view-owned storage that starts at the declared
///   value (nothing is persisted: a render starts from the defaults). `@FocusState var f: Bool`
///   (and an accessibility focus state) starts false, an optional one nil.
/// - `@Namespace`: an identifier of its own; never an initialiser argument.
/// - `@UIApplicationDelegateAdaptor(AppDelegate.self)` (and AppKit's and WatchKit's): an instance of
///   the delegate class, made with `init()` as the system makes it (its launch methods are not
///   called); never an initialiser argument.
/// - `@Environment(\.key)`: read from the environment; `@Environment(Model.self)` and
///   `@EnvironmentObject var m: Model` read the object `.environment(m)` / `.environmentObject(m)`
///   put there.
/// - `@ScaledMetric`, `@ScaledMetric(relativeTo: .title)`: the declared number, scaled at the
///   environment's Dynamic Type size as the text style (body by default) grows.
/// - `@Binding`: a reference passed in; `@ObservedObject` and `@Bindable`: an object passed in.
/// - `@Query`: SwiftData's fetch from the environment's model context (see `SwiftDataValues`), and
///   `@FetchRequest`: Core Data's from the managed object context (see `CoreDataValues`); never an
///   initialiser argument.
enum PropertyWrappers {
    static let stateLike: Set<String> = [
        "State", "StateObject", "AppStorage", "SceneStorage", "FocusState", "AccessibilityFocusState", "GestureState", "FocusedValue",
    ]

    /// The wrapper an attribute names, or nil when the attribute is not a property wrapper Easel knows.
    static func wrapper(_ a: AttributeSyntax, type: String?) -> StoredProperty.Wrapper? {
        let n = a.attributeName.trimmedDescription.replacingOccurrences(of: "SwiftUI.", with: "")
        if stateLike.contains(n) { return .state }
        switch n {
        case "Binding": return .binding
        case "ObservedObject", "Bindable": return .observed
        case "EnvironmentObject": return .environmentObject(objectTypeName(type))
        case "Namespace": return .namespace
        case "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor":
            // `@UIApplicationDelegateAdaptor(AppDelegate.self)`, or the class in the annotation.
            if case .argumentList(let list)? = a.arguments, let m = list.first?.expression.as(MemberAccessExprSyntax.self),
                m.declName.baseName.plainText == "self", let base = m.base
            {
                return .applicationDelegate(objectTypeName(base.trimmedDescription))
            }
            return .applicationDelegate(objectTypeName(type))
        case "Query": return .query(a)
        case "FetchRequest": return .fetchRequest(a)
        case "ScaledMetric":
            guard case .argumentList(let list)? = a.arguments, let style = list.first(where: { $0.label?.text == "relativeTo" }) else {
                return .scaledMetric("body")
            }
            return .scaledMetric(style.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? "body")
        case "Environment":
            guard case .argumentList(let list)? = a.arguments, let first = list.first else { return .environment("?") }
            if let kp = first.expression.as(KeyPathExprSyntax.self) {
                return .environment(kp.components.map { $0.component.trimmedDescription }.joined(separator: "."))
            }
            if let m = first.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.plainText == "self", let base = m.base {
                return .environmentObject(objectTypeName(base.trimmedDescription))
            }
            return .environment("?")
        default: return nil
        }
    }

    /// The value a wrapped property without an initialiser starts with, when the wrapper gives one.
    static func implicitDefault(_ w: StoredProperty.Wrapper, attribute: String, type: String?) -> Value? {
        switch w {
        case .namespace: return .native(NamespaceID())
        case .state where attribute == "FocusState" || attribute == "AccessibilityFocusState":
            // `@FocusState private var isFocused`: without a type, `FocusState<Bool>`, whose
            // `init()` is the only one that needs none.
            guard let type else { return .bool(false) }
            return type.hasSuffix("?") ? .null : type == "Bool" ? .bool(false) : nil
        default: return nil
        }
    }

    static func objectTypeName(_ type: String?) -> String {
        var t = (type ?? "?").trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("?") || t.hasSuffix("!") { t = String(t.dropLast()) }
        if t.hasPrefix("Self.") { t = String(t.dropFirst(5)) }  // `@EnvironmentObject var vm: Self.ViewModel`
        return t
    }

    /// The environment's storage name for an injected object of a type.
    static func environmentName(_ typeName: String) -> String { "object." + className(typeName) }

    /// The class an object's type names, as the evaluator names classes: without generic
    /// arguments or an SDK module (`@EnvironmentObject var store: Store<AppState>` reads the
    /// injected `Store`; a script does not tell one generic class's specialisations apart).
    static func className(_ typeName: String) -> String {
        var t = Substring(typeName)
        if let angle = t.firstIndex(of: "<") { t = t[..<angle] }
        return ModuleNames.unqualified(String(t))
    }
}

/// `@Namespace var ns`: an identifier unique to the view that declares it.
struct NamespaceID: Hashable {
    /// The last identifier given out; read and written only under `lock`.
    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()
    let id: Int
    init() {
        Self.lock.lock()
        Self.counter += 1
        id = Self.counter
        Self.lock.unlock()
    }
}

extension Evaluator {
    /// `.environmentObject(model)` and `.environment(model)`: the object is found by its class name
    /// (and the protocols it conforms to) by `@EnvironmentObject` and `@Environment(Model.self)` below.
    func injectingObject(_ view: AnyView, _ a: Arg) throws -> AnyView {
        guard case .instance(let i) = a.value else {
            throw EvalError("environmentObject(_:) expects an instance of a class, got \(a.value.typeName)", a.node)
        }
        let names = [i.decl.name] + i.decl.conformances
        let value = a.value
        return AnyView(
            view.transformEnvironment(\.self) { env in
                for n in names { env[dynamicKey: PropertyWrappers.environmentName(n)] = value }
            })
    }

    /// The object an `@EnvironmentObject` property reads: the one injected above the view, else
    /// the one the app's own `@main` App struct keeps (`AppObjects`), with a warning.
    func environmentObject(_ typeName: String, _ env: EnvironmentValues?, context: DynamicViewContext? = nil, property: String, node: Syntax?)
        throws -> Value
    {
        if let v = env?[dynamicKey: PropertyWrappers.environmentName(typeName)] as? Value { return v }
        if let kept = appObject(typeName) {
            context?.warn(
                "nothing injected a '\(typeName)' for '\(property)': using the app's \(kept.app)'s '\(kept.property)', as the app injects it")
            return kept.value
        }
        throw EvalError(
            "no object of type '\(typeName)' in the environment for '\(property)'; "
                + "inject one with .environmentObject(\(typeName)()) or .environment(\(typeName)())"
                + (mainAppFailure.map { " (the app's \($0.app), which injects its objects, could not be made: \($0.error))" } ?? ""), node)
    }
}
