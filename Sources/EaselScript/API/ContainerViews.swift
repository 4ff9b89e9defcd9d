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
                let symbol = try r.named("systemImage").map { try Conversions.string($0.value, node: $0.node) } ?? ""
                _ = r.named("image")
                let description = try r.named("description").map { a -> Text in
                    guard case .native(let t as Text) = a.value else { throw EvalError("'description:' expects a Text", a.node) }
                    return t
                }
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
}
