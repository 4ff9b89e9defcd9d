import Foundation
import SwiftSyntax
import Easel

/// Containers and placeholders of everyday screens — `GroupBox`, `DisclosureGroup`,
/// `ContentUnavailableView`, `TextEditor`, `AsyncImage` — for scripts.
enum ContainerViews {
    static let all: [ViewDeclaration] = [
        ViewDeclaration("GroupBox", labels: ["content", "label"]) { r, ev in
            let title = r.positional()
            let label = try Views.labelled("label", &r, ev)
            let content = try Views.content(&r, ev)
            if let title {
                let t = try Views.title(title, ev)
                return GroupBox {
                    content
                } label: {
                    t
                }
            }
            if let label {
                return GroupBox {
                    content
                } label: {
                    label
                }
            }
            return GroupBox { content }
        },
        ViewDeclaration("OutlineGroup", labels: ["id", "children", "content"]) { r, ev in
            try outlineGroup(&r, ev, contentLabel: "content")
        },
        ViewDeclaration("DisclosureGroup", labels: ["isExpanded", "content", "label"]) { r, ev in
            let title = r.positional()
            let expanded = try r.named("isExpanded").map { try ControlViews.binding($0, ev) }
            let label = try Views.labelled("label", &r, ev)
            let content = try Views.content(&r, ev)
            if let title {
                let t = try Views.title(title, ev)
                return DisclosureGroup(isExpanded: expanded) {
                    content
                } label: {
                    t
                }
            }
            let l = label ?? AnyView(EmptyView())
            return DisclosureGroup(isExpanded: expanded) {
                content
            } label: {
                l
            }
        },
        ViewDeclaration("ContentUnavailableView", labels: ["systemImage", "image", "description", "label", "actions"]) { r, ev in
            if let title = r.positional() {
                let key = try DrawingViews.localizedKey(title, ev)
                let name = try Conversions.string(title.value, node: title.node)
                let systemImage = try r.named("systemImage").map { try Conversions.string($0.value, node: $0.node) }
                let image = try r.named("image").map { try Conversions.string($0.value, node: $0.node) }
                let description = try r.named("description").map { a -> Text in
                    guard case .native(let t as Text) = a.value else { throw EvalError("'description:' expects a Text", a.node) }
                    return t
                }
                // `ContentUnavailableView("No user", image: "empty")`: an image of the app's assets.
                if let image, systemImage == nil {
                    if let key { return ContentUnavailableView(key, image: image, description: description) }
                    return ContentUnavailableView(name, image: image, description: description)
                }
                let symbol = systemImage ?? ""
                if let key { return ContentUnavailableView(key, systemImage: symbol, description: description) }
                return ContentUnavailableView(name, systemImage: symbol, description: description)
            }
            let label = try Views.labelled("label", &r, ev) ?? Views.content(&r, ev, label: "label")
            let description = try Views.labelled("description", &r, ev) ?? AnyView(EmptyView())
            let actions = try Views.labelled("actions", &r, ev) ?? AnyView(EmptyView())
            return ContentUnavailableView {
                label
            } description: {
                description
            } actions: {
                actions
            }
        },
        ViewDeclaration("TextEditor", labels: ["text", "selection"]) { r, ev in
            guard let t = r.named("text") else { throw r.missing("'text:'") }
            _ = r.named("selection")
            return TextEditor(text: try ControlViews.stringBinding(t, ev))
        },
        ViewDeclaration("AsyncImage", labels: ["url", "scale", "transaction", "content", "placeholder"]) { r, ev in
            // Nothing loads in a still image: the placeholder, or the content of the `.empty` phase.
            _ = r.named("url"); _ = r.named("scale"); _ = r.named("transaction")
            if let p = try Views.labelled("placeholder", &r, ev) {
                _ = r.closure("content")
                return p
            }
            if let (c, node) = r.closure("content") {
                let phase = Value.enumCase(type: "AsyncImagePhase", name: "empty", payload: [])
                return try ev.view(try ev.call(c, Args([Arg(label: nil, value: phase)]), node: node), node: node)
            }
            return AsyncImage(url: nil)
        },
    ]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("ContentUnavailableView", "search", labels: ["text"]) { r, ev in
            let text = try r.named("text").map { try Conversions.string($0.value, node: $0.node) } ?? ""
            return .native(ContentUnavailableView.search(text: text))
        }
    ]

    /// Immutable after initialisation (its values are plain values), so safe to read from any thread.

    nonisolated(unsafe) static let statics: [String: [String: Any]] = ["ContentUnavailableView": ["search": ContentUnavailableView.search]]

    /// `phase.image` and `phase.error` of the `.empty` phase a script's AsyncImage content sees.
    static func phaseMember(_ type: String, _ name: String) -> Value? {
        type == "AsyncImagePhase" && (name == "image" || name == "error") ? .null : nil
    }

    /// `OutlineGroup(data, children: \\.children) { row }` (and the rows of
    /// `List(data, children:)`): a row per top-level element, a collapsed group where the element's
    /// children are not nil. `data` may also be a single root element.
    static func outlineGroup(_ r: inout ArgReader, _ ev: Evaluator, contentLabel: String) throws -> OutlineGroup<[Int], String, AnyView> {
        guard let data = r.positional() else { throw r.missing("data") }
        let idArg = r.named("id")
        guard let children = r.named("children"), case .native(let path as KeyPathName) = children.value else {
            throw r.missing("'children:' (a key path such as \\.children)")
        }
        guard let (c, n) = r.closure(contentLabel) else { throw r.missing("'\(contentLabel):'") }
        var elements: [Value] = []
        if case .array = data.value {
            try ev.iterate(data.value, node: data.node ?? n ?? Syntax(TokenSyntax.identifier("OutlineGroup"))) {
                elements.append($0); return true
            }
        } else {
            elements = [data.value]
        }
        var rows: [(id: String, hasChildren: Bool, view: AnyView)] = []
        for element in elements {
            var kids = element
            for component in path.components where component != "self" {
                kids = try ev.member(of: kids, component, node: children.node ?? n ?? Syntax(TokenSyntax.identifier(component)))
            }
            let view = try ev.view(try ev.call(c, Args([Arg(label: nil, value: element)]), node: n), node: n)
            rows.append((try Views.identity(of: element, idArg, ev), kids != .null, view))
        }
        // The rows are built here, where the script's errors surface; the group picks them by index.
        return OutlineGroup<[Int], String, AnyView>(
            elements: Array(rows.indices), id: { rows[$0].id }, hasChildren: { rows[$0].hasChildren }, content: { rows[$0].view })
    }
}
