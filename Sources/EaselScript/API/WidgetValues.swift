import Foundation
import SwiftSyntax
import Easel

/// WidgetKit for scripts: a widget's configuration (`StaticConfiguration`,
/// `AppIntentConfiguration`, `IntentConfiguration`) with its content closure and its modifiers,
/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`, `.previewContext(
/// WidgetPreviewContext(family:))`, `containerBackground`, and the widget environment values. The
/// picture is Easel's `WidgetFrame` around the content made for the timeline's first entry.
enum WidgetValues {
    /// A widget's configuration: the closure that makes the view for an entry, and what its
    /// modifiers set that a picture shows.
    struct Configuration: CustomStringConvertible {
        let kind: String
        let content: Closure
        var contentMarginsDisabled = false
        var supportedFamilies: [WidgetFamily]?
        var description: String { "WidgetConfiguration(\(kind))" }
    }

    static let configurationTypes = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    /// What `#Preview(as:…)` gives besides the widget: the family, and the entries (`timeline:`)
    /// or the provider that makes them (`timelineProvider:`).
    struct PreviewTimeline {
        let family: ExprSyntax
        let entries: ClosureExprSyntax?
        let provider: ClosureExprSyntax?
        let node: Syntax
    }

    /// A provider's `Timeline(entries:policy:)`.
    struct Timeline {
        let entries: [Value]
    }

    /// The context a timeline provider is asked in (`TimelineProviderContext`): the preview's family
    /// and size.
    struct Context {
        let family: WidgetFamily
        let displaySize: CGSize
    }

    /// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`: the widget's
    /// view for the first entry (Xcode's canvas opens its timeline there).
    static func preview(_ widget: Value, timeline t: PreviewTimeline, _ ev: Evaluator) throws -> AnyView {
        let family = try Conversions.native(try ev.eval(t.family, ev.globals), WidgetFamily.self, "WidgetFamily", ev, node: Syntax(t.family))
        var entries: [Value] = []
        if let list = t.entries {
            var out: [Value] = []
            _ = try ev.exec(list.statements, Scope(parent: ev.globals), &out)
            entries = out
        } else if let p = t.provider {
            let provider = try ev.call(ev.makeClosure(p, ev.globals), Args(), node: Syntax(p))
            entries = try providerEntries(provider, family: family, ev, node: Syntax(p))
        }
        guard let first = entries.first else { throw EvalError("the widget preview's timeline has no entries", t.node) }
        return try preview(widget, entry: first, family: family, ev, node: t.node)
    }

    /// The entries a provider gives a preview: its `getTimeline(in:completion:)` timeline, else
    /// its `placeholder(in:)` entry.
    private static func providerEntries(_ provider: Value, family: WidgetFamily, _ ev: Evaluator, node: Syntax) throws -> [Value] {
        guard case .instance(let i) = provider else { throw EvalError("timelineProvider: expects a TimelineProvider, got \(provider.typeName)", node) }
        let context = Value.native(Context(family: family, displaySize: family.size(on: .standard)))
        if i.decl.methods["getTimeline"] != nil {
            var received: [Value] = []
            let completion = Closure(
                name: "completion", params: [], usesShorthand: true,
                body: .native({ args in
                    if case .native(let t as Timeline)? = args.first { received = t.entries }
                    return .void
                }), scope: Scope(parent: nil))
            _ = try ev.callMethod(
                provider, "getTimeline", Args([Arg(label: "in", value: context), Arg(label: "completion", value: .closure(completion))]), node: node)
            if !received.isEmpty { return received }
        }
        if i.decl.methods["placeholder"] != nil {
            return [try ev.callMethod(provider, "placeholder", Args([Arg(label: "in", value: context)]), node: node)]
        }
        throw EvalError("the timeline provider has neither getTimeline(in:completion:) nor placeholder(in:)", node)
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let c as Context):
            switch name {
            case "family": return .native(c.family)
            case "isPreview": return .bool(true)
            case "displaySize": return .native(c.displaySize)
            default: return nil
            }
        case .native(let t as Timeline):
            return name == "entries" ? .array(t.entries) : nil
        case .native(let f as WidgetFamily):
            switch name {
            case "rawValue": return .int(f.rawValue)
            case "description": return .string("\(f)")
            default: return nil
            }
        default: return nil
        }
    }

    static let values: [ValueDeclaration] =
        configurationTypes.map { type in
            ValueDeclaration(type, labels: ["kind", "provider", "intent", "content"]) { r, ev in
                let kind = r.named("kind").map { $0.value.description } ?? ""
                _ = r.named("intent")
                _ = r.named("provider")
                guard let (content, _) = r.closure("content") else { throw r.missing("the content closure") }
                return .native(Configuration(kind: kind, content: content))
            }
        } + [
            ValueDeclaration("Timeline", labels: ["entries", "policy"]) { r, ev in
                guard let e = r.named("entries"), case .array(let entries) = e.value else { throw r.missing("'entries:' (an array)") }
                _ = r.named("policy")
                return .native(Timeline(entries: entries))
            },
            ValueDeclaration("WidgetPreviewContext", labels: ["family"]) { r, ev in
                guard let f = r.named("family") else { throw r.missing("'family:'") }
                return .native(WidgetPreviewContext(family: try Conversions.native(f.value, WidgetFamily.self, "WidgetFamily", ev, node: f.node)))
            },
        ]

    /// The configuration's modifiers: the ones a picture shows are kept, the others accepted.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(var c as Configuration) = base else { return nil }
        switch name {
        case "contentMarginsDisabled": c.contentMarginsDisabled = true
        case "supportedFamilies":
            guard let a = args.items.first, case .array(let families) = a.value else {
                throw EvalError("supportedFamilies(_:) expects an array of families", node)
            }
            c.supportedFamilies = try families.map { try Conversions.native($0, WidgetFamily.self, "WidgetFamily", ev, node: a.node) }
        case "configurationDisplayName", "description", "disfavoredLocations", "promptsForUserConfiguration", "onBackgroundURLSessionEvents",
            "pushHandler", "containerBackgroundRemovable", "backgroundTask":
            break
        default:
            throw EvalError("a widget configuration has no modifier '\(name)'", node)
        }
        return .native(c)
    }

    /// The view of `widget` (an instance of a type conforming to `Widget`) for `entry`, in
    /// `family`, as `#Preview(as:timeline:)` shows it.
    static func preview(_ widget: Value, entry: Value, family: WidgetFamily, _ ev: Evaluator, node: Syntax) throws -> AnyView {
        let body: Value
        switch widget {
        case .native(is Configuration): body = widget
        case .instance: body = try ev.member(of: widget, "body", node: node)
        default: throw EvalError("#Preview(as:) expects a Widget, got \(widget.typeName)", node)
        }
        guard case .native(let c as Configuration) = body else {
            throw EvalError("the widget's body is \(body.typeName), not a StaticConfiguration or AppIntentConfiguration Easel can draw", node)
        }
        let content = try ev.view(try ev.call(c.content, Args([Arg(label: nil, value: entry)]), node: node), node: node)
        return AnyView(content.previewContext(WidgetPreviewContext(family: family, contentMarginsDisabled: c.contentMarginsDisabled)))
    }

    static let modifiers: [ModifierDeclaration] = [
        ModifierDeclaration("previewContext") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("a WidgetPreviewContext") }
            return AnyView(view.previewContext(try Conversions.native(a.value, WidgetPreviewContext.self, "WidgetPreviewContext", ev, node: a.node)))
        },
        ModifierDeclaration("containerBackground", labels: ["for", "alignment", "content"]) { view, r, ev in
            let style = try r.positional().map { try DrawingModifiers.shapeStyle($0, ev) }
            guard let p = r.named("for") else { throw r.missing("'for:'") }
            let placement = try Conversions.native(p.value, ContainerBackgroundPlacement.self, "ContainerBackgroundPlacement", ev, node: p.node)
            if let style { return AnyView(view.containerBackground(style, for: placement)) }
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) } ?? .center
            let content = try Views.content(&r, ev)
            return AnyView(view.containerBackground(for: placement, alignment: alignment) { content })
        },
        ModifierDeclaration("containerShape") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("shape") }
            return AnyView(view.containerShape(anyShape: AnyShape(try Conversions.shape(a, ev, what: "containerShape"))))
        },
        ModifierDeclaration("widgetURL") { view, r, _ in
            r.skipRemaining()
            return AnyView(view.widgetURL(nil))
        },
        ModifierDeclaration("widgetAccentable") { view, r, ev in
            let on = try r.positional().map { try Conversions.bool($0.value, node: $0.node) } ?? true
            return AnyView(view.widgetAccentable(on))
        },
    ]

    /// Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "WidgetFamily": Dictionary(uniqueKeysWithValues: WidgetFamily.allCases.map { ("\($0)", $0 as Any) }),
        "ContainerBackgroundPlacement": ["widget": ContainerBackgroundPlacement.widget, "navigation": ContainerBackgroundPlacement.navigation],
        "WidgetRenderingMode": ["fullColor": WidgetRenderingMode.fullColor, "accented": WidgetRenderingMode.accented, "vibrant": WidgetRenderingMode.vibrant],
    ]

    static let environmentKeys: [EnvironmentKeyDeclaration] = [
        EnvironmentKeyDeclaration("widgetFamily", read: { .native($0.widgetFamily) }) { view, v, ev in
            AnyView(view.environment(\.widgetFamily, try Conversions.native(v.value, WidgetFamily.self, "WidgetFamily", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("widgetContentMargins", read: { .native($0.widgetContentMargins) }),
        EnvironmentKeyDeclaration("widgetRenderingMode", read: { .native($0.widgetRenderingMode) }),
        EnvironmentKeyDeclaration("showsWidgetContainerBackground", read: { .bool($0.showsWidgetContainerBackground) }),
    ]
}
