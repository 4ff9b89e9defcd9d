import Foundation
import SwiftSyntax
import Easel

/// Scroll views, lazy stacks, controls, lists and navigation in scripts, each built with Easel's
/// public initialiser or modifier of the same name.
enum Controls {
    /// Views constructed here.
    static let viewNames: Set<String> = ["ScrollView", "LazyVStack", "LazyHStack", "Button", "Toggle", "List", "Form", "Section",
                                         "NavigationStack", "NavigationView"]
    /// Modifiers handled here.
    static let modifierNames: Set<String> = ["buttonStyle", "toggleStyle", "listStyle", "tint", "navigationTitle",
                                             "navigationBarTitleDisplayMode", "scrollIndicators", "textCase"]
    /// Value types whose static members scripts name (`.destructive`, `.hidden`, `.uppercase`, `.inline`).
    static let valueTypeNames: Set<String> = ["ButtonRole", "ScrollIndicatorVisibility", "Text.Case", "NavigationBarItem.TitleDisplayMode"]

    /// Static members of those types (merged into `Builtins.statics`).
    static let statics: [String: [String: Any]] = [
        "ButtonRole": ["destructive": ButtonRole.destructive, "cancel": ButtonRole.cancel],
        "ScrollIndicatorVisibility": ["automatic": ScrollIndicatorVisibility.automatic, "visible": ScrollIndicatorVisibility.visible,
                                      "hidden": ScrollIndicatorVisibility.hidden, "never": ScrollIndicatorVisibility.never],
        "Text.Case": ["uppercase": Text.Case.uppercase, "lowercase": Text.Case.lowercase],
        "NavigationBarItem.TitleDisplayMode": ["automatic": NavigationBarItem.TitleDisplayMode.automatic,
                                               "inline": NavigationBarItem.TitleDisplayMode.inline,
                                               "large": NavigationBarItem.TitleDisplayMode.large],
    ]

    /// A closure passed with this exact label (not a trailing one).
    private static func labelled(_ label: String, _ r: inout ArgReader, _ ev: Evaluator) throws -> AnyView? {
        guard r.has(label), let a = r.named(label) else { return nil }
        if case .closure(let c) = a.value { return try ev.view(try ev.call(c, Args(), node: a.node), node: a.node) }
        return try ev.view(a.value, node: a.node)
    }

    private static func axes(_ a: Arg, _ ev: Evaluator) throws -> Axis.Set {
        if case .array(let xs) = a.value {
            var set: Axis.Set = []
            for x in xs { set.formUnion(try Conversions.native(x, Axis.Set.self, "Axis.Set", ev, node: a.node)) }
            return set
        }
        return try Conversions.native(a.value, Axis.Set.self, "Axis.Set", ev, node: a.node)
    }

    private static func role(_ r: inout ArgReader, _ ev: Evaluator) throws -> ButtonRole? {
        guard let a = r.named("role"), a.value != .null else { return nil }
        return try Conversions.native(a.value, ButtonRole.self, "ButtonRole", ev, node: a.node)
    }

    /// The views of `viewNames`.
    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> any View {
        var r = ArgReader(args, type, ev, node: node, known: ["alignment", "spacing", "pinnedViews", "showsIndicators", "action", "label",
                                                               "role", "isOn", "content", "header", "footer", "id"])
        let v: any View
        switch type {
        case "ScrollView":
            let axes: Axis.Set = try r.positional().map { try Controls.axes($0, ev) } ?? .vertical
            let shows = try r.named("showsIndicators").map { try Conversions.bool($0.value, node: $0.node) } ?? true
            let c = try Views.content(&r, ev)
            v = ScrollView(axes, showsIndicators: shows) { c }
        case "LazyVStack":
            let alignment = try r.named("alignment").map { try Conversions.hAlignment($0.value, ev, node: $0.node) } ?? .center
            let spacing = try r.cgfloat("spacing")
            _ = r.named("pinnedViews")
            let c = try Views.content(&r, ev)
            v = LazyVStack(alignment: alignment, spacing: spacing) { c }
        case "LazyHStack":
            let alignment = try r.named("alignment").map { try Conversions.vAlignment($0.value, ev, node: $0.node) } ?? .center
            let spacing = try r.cgfloat("spacing")
            _ = r.named("pinnedViews")
            let c = try Views.content(&r, ev)
            v = LazyHStack(alignment: alignment, spacing: spacing) { c }
        case "Button":
            // The action never runs in a still image; it is read so that no argument is left over.
            if let t = r.positional() {
                let title = t.value.description
                let role = try role(&r, ev)
                if r.named("action") == nil { _ = r.closure("action") }
                v = Button(title, role: role) {}
            } else {
                let role = try role(&r, ev)
                guard r.named("action") != nil || r.closure("action") != nil else { throw r.missing("'action:'") }
                let label = try Views.content(&r, ev, label: "label")
                v = Button(role: role, action: {}) { label }
            }
        case "Toggle":
            guard let a = r.named("isOn") else { throw r.missing("'isOn:'") }
            let isOn = try binding(a, ev)
            if let t = r.positional() {
                v = Toggle(t.value.description, isOn: isOn)
            } else {
                let label = try Views.content(&r, ev, label: "label")
                v = Toggle(isOn: isOn) { label }
            }
        case "List":
            let content: AnyView
            if r.has("id") || args.items.contains(where: { $0.label == nil && !$0.isTrailing }) {
                // `List(data, id:) { row }` is `List { ForEach(data, id:) { row } }`.
                guard case .native(let rows as any View) = try Views.construct("ForEach", args, ev, node: node) else { throw r.missing("rows") }
                return List { AnyView(erasing: rows) }
            } else {
                content = try Views.content(&r, ev)
            }
            v = List { content }
        case "Form":
            let c = try Views.content(&r, ev)
            v = Form { c }
        case "Section":
            let title = r.positional()
            let header = try labelled("header", &r, ev)
            let footer = try labelled("footer", &r, ev)
            let c = try Views.content(&r, ev)
            let head = header ?? title.map { AnyView(Text($0.value.description)) } ?? AnyView(EmptyView())
            v = Section(content: { c }, header: { head }, footer: { footer ?? AnyView(EmptyView()) })
        case "NavigationStack":
            let c = try Views.content(&r, ev, label: "root")
            v = NavigationStack { c }
        default: // NavigationView
            let c = try Views.content(&r, ev)
            v = NavigationView { c }
        }
        try r.finish()
        return v
    }

    /// A `Binding<Bool>` from `$state` or `.constant(true)`.
    private static func binding(_ a: Arg, _ ev: Evaluator) throws -> Binding<Bool> {
        var value = a.value
        if case .implicitMember(let name, let args?) = value {
            value = try ev.callMethod(.type(.builtin("Binding")), name, args, node: a.node)
        }
        if case .binding(let b) = value {
            return Binding(get: { (try? Conversions.bool(b.get(), node: a.node)) ?? false }, set: { b.set(.bool($0)) })
        }
        return .constant(try Conversions.bool(value, node: a.node))
    }

    /// The modifiers of `modifierNames` on a view.
    static func modifier(_ view: AnyView, _ name: String, _ r: inout ArgReader, _ ev: Evaluator) throws -> AnyView {
        guard let a = r.positional() else { throw r.missing("value") }
        switch name {
        case "buttonStyle": return try buttonStyle(view, a, ev)
        case "toggleStyle":
            guard case .implicitMember(let n, nil) = a.value, ["automatic", "switch"].contains(n) else {
                throw EvalError("unsupported toggle style \(a.value.debugText)", a.node)
            }
            return AnyView(view.toggleStyle(.switch))
        case "listStyle": return try listStyle(view, a)
        case "tint": return AnyView(view.tint(try Conversions.optionalColor(a.value, ev, node: a.node)))
        case "navigationTitle": return AnyView(view.navigationTitle(a.value.description))
        case "navigationBarTitleDisplayMode":
            return AnyView(view.navigationBarTitleDisplayMode(try Conversions.native(a.value, NavigationBarItem.TitleDisplayMode.self,
                                                                                      "NavigationBarItem.TitleDisplayMode", ev, node: a.node)))
        case "scrollIndicators":
            _ = r.named("axes")
            return AnyView(view.scrollIndicators(try Conversions.native(a.value, ScrollIndicatorVisibility.self, "ScrollIndicatorVisibility", ev, node: a.node)))
        default: // textCase
            if a.value == .null { return AnyView(view.textCase(nil)) }
            return AnyView(view.textCase(try Conversions.native(a.value, Text.Case.self, "Text.Case", ev, node: a.node)))
        }
    }

    private static func buttonStyle(_ view: AnyView, _ a: Arg, _ ev: Evaluator) throws -> AnyView {
        switch a.value {
        case .implicitMember(let n, nil):
            switch n {
            case "automatic": return AnyView(view.buttonStyle(.automatic))
            case "borderless": return AnyView(view.buttonStyle(.borderless))
            case "plain": return AnyView(view.buttonStyle(.plain))
            case "bordered": return AnyView(view.buttonStyle(.bordered))
            case "borderedProminent": return AnyView(view.buttonStyle(.borderedProminent))
            default:
                throw EvalError("unsupported button style '.\(n)'" + Suggest.didYouMean(n, among: ["automatic", "borderless", "plain", "bordered", "borderedProminent"]), a.node)
            }
        case .instance:
            // A script's own ButtonStyle: its makeBody(configuration:) is called with the label.
            let style = a.value
            return AnyView(view.buttonStyle(ScriptButtonStyle { configuration in
                ev.deferred(AnyView(EmptyView())) {
                    let config = Value.tuple([.native(configuration.label), .bool(configuration.isPressed),
                                              configuration.role.map { .native($0) } ?? .null],
                                             labels: ["label", "isPressed", "role"])
                    let body = try ev.callMethod(style, "makeBody", Args([Arg(label: "configuration", value: config)]), node: a.node)
                    return try ev.view(body, node: a.node)
                }
            }))
        default:
            throw EvalError("expected a button style, got \(a.value.typeName)", a.node)
        }
    }

    private static func listStyle(_ view: AnyView, _ a: Arg) throws -> AnyView {
        guard case .implicitMember(let n, nil) = a.value else { throw EvalError("expected a list style, got \(a.value.typeName)", a.node) }
        switch n {
        case "automatic": return AnyView(view.listStyle(.automatic))
        case "insetGrouped": return AnyView(view.listStyle(.insetGrouped))
        case "grouped": return AnyView(view.listStyle(.grouped))
        case "plain": return AnyView(view.listStyle(.plain))
        case "inset": return AnyView(view.listStyle(.inset))
        case "sidebar": return AnyView(view.listStyle(.sidebar))
        default:
            throw EvalError("unsupported list style '.\(n)'" + Suggest.didYouMean(n, among: ["automatic", "insetGrouped", "grouped", "plain", "inset", "sidebar"]), a.node)
        }
    }
}

/// A script's ButtonStyle as a compiled one.
private struct ScriptButtonStyle: ButtonStyle {
    let make: (ButtonStyleConfiguration) -> AnyView
    func makeBody(configuration: Configuration) -> some View { make(configuration) }
}
