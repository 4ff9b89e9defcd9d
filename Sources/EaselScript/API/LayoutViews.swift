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
        ViewDeclaration("Group", labels: ["subviews", "subviewsOf", "transform", "content"]) { r, ev in
            if let base = r.named("subviews") ?? r.named("subviewsOf") {
                // iOS 18's custom containers (`subviewsOf:` is the beta's spelling): the transform
                // gets the subviews as an array.
                let view = try ev.view(base.value, node: base.node)
                guard let (c, n) = r.closure("transform") else { throw r.missing("'transform:'") }
                return Group(subviews: view) { subviews in ev.deferredView(c, .array(subviews.map { .native($0) }), node: n) }
            }
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
        // `ModifiedContent(content: self, modifier: Boxed())`: what `.modifier(Boxed())` makes.
        ViewDeclaration("ModifiedContent", labels: ["content", "modifier"]) { r, ev in
            guard let c = r.named("content"), let m = r.named("modifier") else { throw r.missing("'content:' and 'modifier:'") }
            return try ev.view(try ev.callMethod(c.value, "modifier", Args([Arg(label: nil, value: m.value, node: m.node)]), node: m.node), node: m.node)
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
        ViewDeclaration("ForEach", labels: ["subviews", "id", "content"]) { r, ev in
            if let base = r.named("subviews") {
                let view = try ev.view(base.value, node: base.node)
                guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
                return ForEach(subviews: view) { subview in ev.deferredView(c, .native(subview), node: n) }
            }
            return try forEach(&r, ev)
        },
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
        var value = a.value
        // `columns: .init(repeating: .init(.flexible()), count: 3)`: the array made in place.
        if case .implicitMember("init", _?) = value { value = try Conversions.coerce(value, to: "[GridItem]", ev, node: a.node) }
        guard case .array(let xs) = value else { throw EvalError("expected an array of GridItem, got \(a.value.typeName)", a.node) }
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

    /// Whether a builder's value is nothing: `()`, `nil`, or a list of nothing.
    static func isEmptyBuild(_ v: Value) -> Bool {
        switch v {
        case .void, .null: return true
        case .native(let x) where Swift.type(of: x) == Children.self: return (x as! Children).items.allSatisfy(isEmptyBuild)
        default: return false
        }
    }

    /// `ForEach(data, id:) { element in row }`: one child per element, identified as SwiftUI does.
    /// `List(data, rowContent: row)` names the closure `rowContent`.
    /// `subview.id`: a subview's identity among its siblings; `subview.containerValues`: the
    /// values its view set for the container.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let s as Subview) = base else { return nil }
        switch name {
        case "id": return .int(s.id)
        case "containerValues": return .native(s.containerValues)
        default: return nil
        }
    }

    static func forEach(_ r: inout ArgReader, _ ev: Evaluator, contentLabel: String = "content") throws -> Any {
        guard let data = r.positional() else { throw r.missing("data") }
        let idArg = r.named("id")
        guard let (c, n) = r.closure(contentLabel) else { throw r.missing("'\(contentLabel):'") }
        var children: [IdentifiedContent] = []
        // A range (`ForEach(0..<100)`) says how many elements come.
        if case .range(let lower, let upper, _) = data.value {
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            if !overflow { children.reserveCapacity(min(max(0, count), 100_000)) }
        }
        var marks: [ChartMark] = []
        var count = 0, views = 0
        // One argument list for every element: nothing keeps it after a call returns, so setting
        // the next element reuses its storage instead of allocating an array per element.
        var elementArgs = Args([Arg(label: nil, value: .null)])
        // `ForEach($todos) { $todo in Row(todo: $todo) }`: over a binding to an array, each
        // element is a binding to it (identified by its value, as `Binding`'s `id` is the element's).
        var elementBindings: BindingBox?
        if case .binding(let b) = data.value, case .array = b.get() { elementBindings = b }
        // When the closure's body is a constant call (`{ _ in Color.red.frame(width: 10, height:
        // 10) }`), every element after the first gets the view the first got: the call's kept
        // value (see `ConstantCalls`), with the call's checks and step (`Evaluator.takeKeptCall`).
        // Calling the closure and erasing its value again cost about 1,400 instructions an element.
        // Over a range, the elements after the kept one are added by a loop of their own
        // (`resume`, the next element), which reads the kept view once instead of at every element.
        var kept: KeptElement?
        var resume: Int?
        let rangeKeepable: Bool
        if idArg == nil, case .range = data.value { rangeKeepable = true } else { rangeKeepable = false }
        let iterationNode = data.node ?? n ?? Syntax(TokenSyntax.identifier("ForEach"))
        try ev.iterate(data.value, node: iterationNode) { element in
            count += 1
            if count > 100_000 { throw EvalError("ForEach over more than 100,000 elements", data.node) }
            let child: AnyView
            if let k = kept, ev.keptCallApplies(c) {
                try ev.takeKeptCall(c, k.expression, node: n)
                child = k.child
                views += 1
            } else {
                elementArgs.items[0].value = elementBindings.map { .binding($0.element(count - 1)) } ?? element
                let value = try ev.call(c, elementArgs, node: n)
                if let erased = NativeKinds.anyView(value) {
                    // Already a view (a modifier call's result): neither chart content nor an empty
                    // build, and nothing to erase.
                    child = erased
                    views += 1
                    if kept == nil, let k = ev.keptCall(of: c, argumentCount: 1), let keptChild = NativeKinds.anyView(k.value) {
                        kept = KeptElement(expression: k.expression, child: keptChild)
                    }
                } else {
                    // Inside a Chart, ForEach makes marks (Swift Charts' `ForEach: ChartContent`).
                    if ChartViews.isChartContent(value, ev) {
                        marks += try ChartViews.chartMarks(value, ev, node: n)
                        return true
                    }
                    child = try ev.view(value, node: n)
                    // An element that built nothing (`if` without `else`) is neither a view nor a mark.
                    if !Self.isEmptyBuild(value) { views += 1 }
                }
            }
            if idArg == nil, case .int(let id) = element {
                // An integer element is its own id (`ForEach(0..<100)`): a path index, no text.
                children.append(IdentifiedContent(integerID: id, content: child))
            } else {
                let id = try Views.identity(of: element, idArg, ev)
                children.append(IdentifiedContent(component: id, content: child, tag: AnyHashable(id)))
            }
            if rangeKeepable, resume == nil, kept != nil, case .int(let i) = element {
                resume = i + 1
                return false
            }
            return true
        }
        if let start = resume, case .range(_, let upper, _) = data.value, let k = kept {
            // What `Evaluator.iterate` and the closure above do for each element: its step, its
            // count, the kept call's checks and step, and the kept view at the element's index.
            // The kept call still applies (`keptCallApplies`): no script code ran since it was
            // found, so nothing gave the closure a result builder or a result type.
            let expression = k.expression, child = k.child
            var i = start
            while i < upper {
                try ev.step(iterationNode)
                count += 1
                if count > 100_000 { throw EvalError("ForEach over more than 100,000 elements", data.node) }
                try ev.takeKeptCall(c, expression, node: n)
                children.append(IdentifiedContent(integerID: i, content: child))
                views += 1
                i += 1
            }
        }
        if !marks.isEmpty {
            guard views == 0 else { throw EvalError("ForEach mixes views and chart marks", n) }
            return AnyChartContent(marks: marks)
        }
        return IdentifiedViewList(views == 0 ? [] : children)
    }
}

/// A `ForEach` element's closure whose body is a constant call: the call's expression and the
/// view every element gets (an object: reading it per element retains one reference).
private final class KeptElement {
    let expression: ExprSyntax
    let child: AnyView

    init(expression: ExprSyntax, child: AnyView) {
        self.expression = expression
        self.child = child
    }
}
