import Foundation
import SwiftSyntax
import Easel

/// Easel's views built from script arguments with their public initialisers.
enum Views {
    /// Calls a builder closure with no arguments and returns its views.
    static func content(_ r: inout ArgReader, _ ev: Evaluator, label: String = "content") throws -> AnyView {
        guard let (c, node) = r.closure(label) else { throw r.missing("'\(label):' (a closure)") }
        return try ev.view(try ev.call(c, Args(), node: node), node: node)
    }

    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        var r = ArgReader(args, type, ev, node: node, known: ["alignment", "spacing", "content", "minLength", "cornerRadius", "style", "id", "in", "systemName", "systemImage", "title", "icon"])
        let v: Any
        switch type {
        case "Text":
            if let a = r.named("verbatim") {
                v = Text(verbatim: try Conversions.string(a.value, node: a.node))
            } else {
                guard let a = r.positional() else { throw r.missing("text") }
                v = Text(a.value.description)
            }
        case "Image":
            if let s = r.named("systemName") {
                v = try Symbols.image(systemName: s, &r)
                try r.finish()
                return .native(v)
            }
            guard let a = r.positional() else { throw r.missing("name") }
            switch a.value {
            case .string(let name): v = Image(name)
            case .implicitMember(let name, nil) where ev.extensions["ImageResource"]?.staticVars[name] == nil:
                // Xcode generates `.name` symbols for catalog images; without the catalog, the name is the asset.
                v = Image(ImageResource(name: name))
            default: v = Image(try Conversions.native(a.value, ImageResource.self, "ImageResource", ev, node: a.node))
            }
            _ = r.named("bundle")
        case "Color":
            if let a = r.positional() {
                if case .string(let name) = a.value {
                    v = Color(name)
                } else if let red = try r.cgfloat("red") {
                    v = Color(red: Double(red), green: Double(try r.cgfloat("green") ?? 0), blue: Double(try r.cgfloat("blue") ?? 0), opacity: Double(try r.cgfloat("opacity") ?? 1))
                } else if let w = try r.cgfloat("white") {
                    v = Color(white: Double(w), opacity: Double(try r.cgfloat("opacity") ?? 1))
                } else {
                    v = try Conversions.color(a.value, ev, node: a.node)
                }
            } else if let red = try r.cgfloat("red") {
                v = Color(red: Double(red), green: Double(try r.cgfloat("green") ?? 0), blue: Double(try r.cgfloat("blue") ?? 0), opacity: Double(try r.cgfloat("opacity") ?? 1))
            } else if let w = try r.cgfloat("white") {
                v = Color(white: Double(w), opacity: Double(try r.cgfloat("opacity") ?? 1))
            } else if let h = try r.cgfloat("hue") {
                v = Color(hue: Double(h), saturation: Double(try r.cgfloat("saturation") ?? 0), brightness: Double(try r.cgfloat("brightness") ?? 0), opacity: Double(try r.cgfloat("opacity") ?? 1))
            } else { throw r.missing("a colour") }
        case "Rectangle": v = Rectangle()
        case "Circle": v = Circle()
        case "Ellipse": v = Ellipse()
        case "Capsule":
            let style = try r.named("style").map { try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) }
            v = Capsule(style: style ?? .circular)
        case "RoundedRectangle":
            let style = try r.named("style").map { try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) } ?? .continuous
            if let radius = try r.cgfloat("cornerRadius") {
                v = RoundedRectangle(cornerRadius: radius, style: style)
            } else if let size = r.named("cornerSize") {
                v = RoundedRectangle(cornerSize: try Conversions.native(size.value, CGSize.self, "CGSize", ev, node: size.node), style: style)
            } else { throw r.missing("'cornerRadius:'") }
        case "HStack":
            let alignment = try r.named("alignment").map { try Conversions.vAlignment($0.value, ev, node: $0.node) } ?? .center
            let spacing = try r.cgfloat("spacing")
            let c = try content(&r, ev)
            v = HStack(alignment: alignment, spacing: spacing) { c }
        case "VStack":
            let alignment = try r.named("alignment").map { try Conversions.hAlignment($0.value, ev, node: $0.node) } ?? .center
            let spacing = try r.cgfloat("spacing")
            let c = try content(&r, ev)
            v = VStack(alignment: alignment, spacing: spacing) { c }
        case "ZStack":
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) } ?? .center
            let c = try content(&r, ev)
            v = ZStack(alignment: alignment) { c }
        case "Group":
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
            let value = try ev.call(c, Args(), node: n)
            if case .native(let ch as Children) = value {
                try r.finish()
                return .native(GroupValue(children: try ch.items.map { try ev.view($0, node: n) }))
            }
            let only = try ev.view(value, node: n)
            v = Group { ViewList([only]) }
        case "Label": v = try Symbols.label(&r, ev)
        case "Spacer": v = Spacer(minLength: try r.cgfloat("minLength"))
        case "Divider": v = Divider()
        case "EmptyView": v = EmptyView()
        case "AnyView":
            guard let a = r.positional() else { throw r.missing("view") }
            v = try ev.view(a.value, node: a.node)
        case "ViewThatFits":
            var axes: Axis.Set = [.horizontal, .vertical]
            if let a = r.named("in") {
                if case .array(let xs) = a.value {
                    axes = []
                    for x in xs { axes.formUnion(try Conversions.native(x, Axis.Set.self, "Axis.Set", ev, node: a.node)) }
                } else { axes = try Conversions.native(a.value, Axis.Set.self, "Axis.Set", ev, node: a.node) }
            }
            let c = try content(&r, ev)
            v = ViewThatFits(in: axes) { c }
        case "GeometryReader":
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
            v = GeometryReader { proxy in
                ev.deferred(AnyView(EmptyView())) { try ev.view(try ev.call(c, Args([Arg(label: nil, value: .native(proxy))]), node: n), node: n) }
            }
        case "ForEach":
            guard let data = r.positional() else { throw r.missing("data") }
            let idArg = r.named("id")
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
            var children: [AnyView] = []
            var count = 0
            try ev.iterate(data.value, node: data.node ?? n ?? Syntax(TokenSyntax.identifier("ForEach"))) { element in
                count += 1
                if count > 100_000 { throw EvalError("ForEach over more than 100,000 elements", data.node) }
                let id = try identity(of: element, idArg, ev)
                let child = try ev.view(try ev.call(c, Args([Arg(label: nil, value: element)]), node: n), node: n)
                children.append(AnyView(DynamicContent(component: id) { _ in child }))
                return true
            }
            v = ViewList(children)
        case _ where Controls.viewNames.contains(type):
            return .native(try Controls.construct(type, args, ev, node: node))
        default:
            throw EvalError("unknown view '\(type)'", node)
        }
        try r.finish()
        return .native(v)
    }

    /// The identity ForEach gives an element: `id: \.self`, `id: \.name`, or an Identifiable `id`.
    static func identity(of element: Value, _ idArg: Arg?, _ ev: Evaluator) throws -> String {
        if let idArg, case .native(let kp as KeyPathName) = idArg.value {
            var v = element
            for c in kp.components where c != "self" {
                v = try ev.member(of: v, c, node: idArg.node ?? Syntax(TokenSyntax.identifier(c)))
            }
            return v.description
        }
        if case .instance(let i) = element, i.decl.stored["id"] != nil || i.decl.computed["id"] != nil {
            return try ev.instanceMember(i, "id", node: nil)!.description
        }
        return element.description
    }
}
