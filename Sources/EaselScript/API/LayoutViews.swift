import Foundation
import SwiftSyntax
import Easel

/// Stacks, spacers, groups and the views that lay out others, for scripts.
enum LayoutViews {
    static let all: [ViewDeclaration] = [
        ViewDeclaration("HStack", labels: ["alignment", "spacing", "content"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.vAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            let c = try Views.content(&r, ev)
            if let alignment { return HStack(alignment: alignment, spacing: spacing) { c } }
            return HStack(spacing: spacing) { c }
        },
        ViewDeclaration("VStack", labels: ["alignment", "spacing", "content"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.hAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            let c = try Views.content(&r, ev)
            if let alignment { return VStack(alignment: alignment, spacing: spacing) { c } }
            return VStack(spacing: spacing) { c }
        },
        ViewDeclaration("ZStack", labels: ["alignment", "content"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) }
            let c = try Views.content(&r, ev)
            if let alignment { return ZStack(alignment: alignment) { c } }
            return ZStack { c }
        },
        ViewDeclaration("Group", labels: ["content"]) { r, ev in
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
            let value = try ev.call(c, Args(), node: n)
            if case .native(let ch as Children) = value {
                return GroupValue(children: try ch.items.map { try ev.view($0, node: n) })
            }
            let only = try ev.view(value, node: n)
            return Group { ViewList([only]) }
        },
        ViewDeclaration("Spacer", labels: ["minLength"]) { r, _ in Spacer(minLength: try r.cgfloat("minLength")) },
        ViewDeclaration("Divider") { _, _ in Divider() },
        ViewDeclaration("EmptyView") { _, _ in EmptyView() },
        ViewDeclaration("AnyView", labels: ["erasing"]) { r, ev in
            guard let a = r.positional() ?? r.named("erasing") else { throw r.missing("view") }
            return try ev.view(a.value, node: a.node)
        },
        ViewDeclaration("ViewThatFits", labels: ["in", "content"]) { r, ev in
            let axes = try r.named("in").map { try Views.axes($0, ev) }
            let c = try Views.content(&r, ev)
            if let axes { return ViewThatFits(in: axes) { c } }
            return ViewThatFits { c }
        },
        ViewDeclaration("GeometryReader", labels: ["content"]) { r, ev in
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
            return GeometryReader { proxy in ev.deferredView(c, .native(proxy), node: n) }
        },
        ViewDeclaration("ForEach", labels: ["id", "content"]) { r, ev in try forEach(&r, ev) },
        ViewDeclaration("TimelineView", labels: ["content"]) { r, ev in try TimelineValues.view(&r, ev) },
        ViewDeclaration("Grid", labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) } ?? .center
            let h = try r.cgfloat("horizontalSpacing"), v = try r.cgfloat("verticalSpacing")
            let content = try Views.content(&r, ev)
            return Grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { content }
        },
        ViewDeclaration("GridRow", labels: ["alignment", "content"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.vAlignment($0.value, ev, node: $0.node) }
            let content = try Views.content(&r, ev)
            return GridRow(alignment: alignment) { content }
        },
        ViewDeclaration("LazyVGrid", labels: ["columns", "alignment", "spacing", "pinnedViews", "content"]) { r, ev in
            guard let c = r.named("columns") else { throw r.missing("'columns:'") }
            let columns = try gridItems(c, ev)
            let alignment = try r.named("alignment").map { try Conversions.hAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            _ = r.named("pinnedViews")
            let content = try Views.content(&r, ev)
            if let alignment { return LazyVGrid(columns: columns, alignment: alignment, spacing: spacing) { content } }
            return LazyVGrid(columns: columns, spacing: spacing) { content }
        },
        ViewDeclaration("LazyHGrid", labels: ["rows", "alignment", "spacing", "pinnedViews", "content"]) { r, ev in
            guard let g = r.named("rows") else { throw r.missing("'rows:'") }
            let rows = try gridItems(g, ev)
            let alignment = try r.named("alignment").map { try Conversions.vAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            _ = r.named("pinnedViews")
            let content = try Views.content(&r, ev)
            if let alignment { return LazyHGrid(rows: rows, alignment: alignment, spacing: spacing) { content } }
            return LazyHGrid(rows: rows, spacing: spacing) { content }
        },
    ]

    /// An array of `GridItem`s.
    static func gridItems(_ a: Arg, _ ev: Evaluator) throws -> [GridItem] {
        guard case .array(let xs) = a.value else { throw EvalError("expected an array of GridItem, got \(a.value.typeName)", a.node) }
        return try xs.map { try Conversions.native($0, GridItem.self, "GridItem", ev, node: a.node) }
    }

    /// `GridItem(_:spacing:alignment:)` and the sizes `.fixed`, `.flexible`, `.adaptive`.
    static let gridValues: [ValueDeclaration] = [
        ValueDeclaration("GridItem", labels: ["spacing", "alignment"]) { r, ev in
            let size = try r.positional().map { try Conversions.native($0.value, GridItem.Size.self, "GridItem.Size", ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) }
            if let size { return .native(GridItem(size, spacing: spacing, alignment: alignment)) }
            return .native(GridItem(spacing: spacing, alignment: alignment))
        }
    ]
    static let gridSizes: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("GridItem.Size", "fixed") { r, _ in
            guard let l = try r.cgfloat(nil) else { throw r.missing("length") }
            return .native(GridItem.Size.fixed(l))
        },
        StaticFunctionDeclaration("GridItem.Size", "flexible", labels: ["minimum", "maximum"]) { r, _ in
            switch (try r.cgfloat("minimum"), try r.cgfloat("maximum")) {
            case (let lo?, let hi?): return .native(GridItem.Size.flexible(minimum: lo, maximum: hi))
            case (let lo?, nil): return .native(GridItem.Size.flexible(minimum: lo))
            case (nil, let hi?): return .native(GridItem.Size.flexible(maximum: hi))
            case (nil, nil): return .native(GridItem.Size.flexible())
            }
        },
        StaticFunctionDeclaration("GridItem.Size", "adaptive", labels: ["minimum", "maximum"]) { r, _ in
            guard let lo = try r.cgfloat("minimum") else { throw r.missing("'minimum:'") }
            if let hi = try r.cgfloat("maximum") { return .native(GridItem.Size.adaptive(minimum: lo, maximum: hi)) }
            return .native(GridItem.Size.adaptive(minimum: lo))
        },
    ]

    /// `ForEach(data, id:) { element in row }`: one child per element, identified as SwiftUI does.
    /// `List(data, rowContent: row)` names the closure `rowContent`.
    static func forEach(_ r: inout ArgReader, _ ev: Evaluator, contentLabel: String = "content") throws -> IdentifiedViewList {
        guard let data = r.positional() else { throw r.missing("data") }
        let idArg = r.named("id")
        guard let (c, n) = r.closure(contentLabel) else { throw r.missing("'\(contentLabel):'") }
        var children: [IdentifiedContent] = []
        var count = 0
        // One argument list for every element: nothing keeps it after a call returns, so setting
        // the next element reuses its storage instead of allocating an array per element.
        var elementArgs = Args([Arg(label: nil, value: .null)])
        try ev.iterate(data.value, node: data.node ?? n ?? Syntax(TokenSyntax.identifier("ForEach"))) { element in
            count += 1
            if count > 100_000 { throw EvalError("ForEach over more than 100,000 elements", data.node) }
            if idArg == nil, case .int(let id) = element {
                // An integer element is its own id (`ForEach(0..<100)`): a path index, no text.
                elementArgs.items[0].value = element
                let child = try ev.view(try ev.call(c, elementArgs, node: n), node: n)
                children.append(IdentifiedContent(integerID: id, content: child))
                return true
            }
            let id = try Views.identity(of: element, idArg, ev)
            elementArgs.items[0].value = element
            let child = try ev.view(try ev.call(c, elementArgs, node: n), node: n)
            children.append(IdentifiedContent(component: id, content: child, tag: AnyHashable(id)))
            return true
        }
        return IdentifiedViewList(children)
    }
}
