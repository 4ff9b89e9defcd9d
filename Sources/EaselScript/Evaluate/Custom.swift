import Foundation
import SwiftSyntax
import Easel

/// A script's `struct Diagonal: Layout` as a Swift `Layout`: each requirement calls the script's
/// method of the same name. Its node is named as the script type ("Diagonal"), as a compiled one is.
struct ScriptLayout: Layout, BuiltinLayout, LayoutPropertiesOfInstance {
    typealias Cache = ScriptLayoutCache
    let typeName: String
    /// The script's `static var layoutProperties` (a Spacer in it grows along its stack axis).
    let properties: LayoutProperties
    /// `makeCache(subviews:)` (nil when the script declares none: its cache is `()`).
    let make: ((LayoutSubviews) -> Value)?
    /// `updateCache(_:subviews:)` when the script declares it.
    let update: ((inout Value, LayoutSubviews) -> Void)?
    let size: (ProposedViewSize, LayoutSubviews, ScriptLayoutCache) -> CGSize
    let place: (CGRect, ProposedViewSize, LayoutSubviews, ScriptLayoutCache) -> Void
    /// `explicitAlignment(of:in:proposal:subviews:cache:)` when the script declares it.
    let explicit: ((Any, CGRect, ProposedViewSize, LayoutSubviews, ScriptLayoutCache) -> CGFloat?)?
    /// `spacing(subviews:cache:)` when the script declares it.
    let spacing: ((LayoutSubviews, ScriptLayoutCache) -> ViewSpacing)?

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        CustomLayoutNode(layout: self, children: children, kind: typeName)
    }

    func makeCache(subviews: Subviews) -> ScriptLayoutCache { ScriptLayoutCache(value: make?(subviews) ?? .void) }

    /// The script's `updateCache`, else a new cache (`Layout`'s default).
    func updateCache(_ cache: inout ScriptLayoutCache, subviews: Subviews) {
        guard let update else {
            cache = makeCache(subviews: subviews)
            return
        }
        update(&cache.value, subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptLayoutCache) -> CGSize {
        size(proposal, subviews, cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptLayoutCache) {
        place(bounds, proposal, subviews, cache)
    }

    func spacing(subviews: Subviews, cache: inout ScriptLayoutCache) -> ViewSpacing {
        spacing?(subviews, cache) ?? subviews.unionOfSpacings
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptLayoutCache
    ) -> CGFloat? {
        explicit?(guide, bounds, proposal, subviews, cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptLayoutCache
    ) -> CGFloat? {
        explicit?(guide, bounds, proposal, subviews, cache)
    }
}

/// A script layout's cache: the value its methods get as `inout cache`, kept by the layout node
/// (and carried to the next render pass as a compiled layout's is).
final class ScriptLayoutCache {
    var value: Value
    init(value: Value) { self.value = value }
}

/// Lays out children with any layout value (`Diagonal { … }`, `AnyLayout(HStackLayout()) { … }`).
private func layoutCall<L: Layout>(_ layout: L, _ children: [AnyView]) -> AnyView {
    AnyView(layout.callAsFunction { ViewList(children) })
}

private func eraseLayout<L: Layout>(_ layout: L) -> AnyLayout { AnyLayout(layout) }

extension TypeDecl {
    var isLayout: Bool { conformances.contains("Layout") }
    var isShape: Bool { conformances.contains("Shape") || conformances.contains("InsettableShape") }
}

extension Evaluator {
    // MARK: Layout

    /// The Swift `Layout` standing for a script layout instance: each requirement the script
    /// declares calls its method, with the script's cache (`makeCache(subviews:)`, kept by the
    /// layout's node) passed `inout`.
    func scriptLayout(_ i: Instance) -> ScriptLayout {
        let node = i.decl.syntax
        func args(_ p: ProposedViewSize, _ s: LayoutSubviews, bounds: CGRect? = nil) -> [Arg] {
            var a: [Arg] = []
            if let bounds { a.append(Arg(label: "in", value: .native(bounds))) }
            a.append(Arg(label: "proposal", value: .native(p)))
            a.append(Arg(label: "subviews", value: .native(s)))
            return a
        }
        func method(_ name: String) throws -> FunctionDeclSyntax {
            guard let f = i.decl.methods[name]?.first else {
                let sig = name == "sizeThatFits" ? "sizeThatFits(proposal:subviews:cache:)" : "placeSubviews(in:proposal:subviews:cache:)"
                throw EvalError("layout '\(i.decl.name)' has no '\(sig)'", node)
            }
            return f
        }
        var explicit: ((Any, CGRect, ProposedViewSize, LayoutSubviews, ScriptLayoutCache) -> CGFloat?)?
        if i.decl.methods["explicitAlignment"] != nil {
            explicit = { [unowned self] guide, b, p, s, cache in
                self.deferred(nil) {
                    // The overload for the guide's axis, if the script declares it.
                    let typeName = guide is VerticalAlignment ? "VerticalAlignment" : "HorizontalAlignment"
                    guard
                        let f = i.decl.methods["explicitAlignment"]?.first(where: {
                            $0.signature.parameterClause.parameters.first?.type.trimmedDescription == typeName
                        })
                    else { return nil }
                    let v = try self.callLayoutMethod(i, f, [Arg(label: "of", value: .native(guide))] + args(p, s, bounds: b), cache: cache)
                    if case .null = v { return nil }
                    return try Conversions.cgfloat(v, node: node)
                }
            }
        }
        var make: ((LayoutSubviews) -> Value)?
        if i.decl.methods["makeCache"] != nil {
            make = { [unowned self] s in
                self.deferred(.void) {
                    try self.callMethod(.instance(i), "makeCache", Args([Arg(label: "subviews", value: .native(s))]), node: node)
                }
            }
        }
        var update: ((inout Value, LayoutSubviews) -> Void)?
        if let f = i.decl.methods["updateCache"]?.first {
            update = { [unowned self] value, s in
                let cache = ScriptLayoutCache(value: value)
                self.deferred(()) { _ = try self.callLayoutMethod(i, f, [Arg(label: "subviews", value: .native(s))], cache: cache) }
                value = cache.value
            }
        }
        var spacing: ((LayoutSubviews, ScriptLayoutCache) -> ViewSpacing)?
        if let f = i.decl.methods["spacing"]?.first {
            spacing = { [unowned self] s, cache in
                self.deferred(ViewSpacing()) {
                    let v = try self.callLayoutMethod(i, f, [Arg(label: "subviews", value: .native(s))], cache: cache)
                    return try Conversions.native(v, ViewSpacing.self, "ViewSpacing", self, node: node)
                }
            }
        }
        // `static var layoutProperties` when the script declares it (once per layout value).
        let properties = deferred(LayoutProperties()) {
            guard i.decl.staticVars["layoutProperties"] != nil,
                let v = try self.staticMember(i.decl, "layoutProperties", node: Syntax(node))
            else { return LayoutProperties() }
            return try Conversions.native(v, LayoutProperties.self, "LayoutProperties", self, node: Syntax(node))
        }
        return ScriptLayout(
            typeName: i.decl.name, properties: properties, make: make, update: update,
            size: { [unowned self] p, s, cache in
                self.deferred(CGSize.zero) {
                    let v = try self.callLayoutMethod(i, try method("sizeThatFits"), args(p, s), cache: cache)
                    return try Conversions.native(v, CGSize.self, "CGSize", self, node: node)
                }
            },
            place: { [unowned self] b, p, s, cache in
                self.deferred(()) {
                    _ = try self.callLayoutMethod(i, try method("placeSubviews"), args(p, s, bounds: b), cache: cache)
                }
            }, explicit: explicit, spacing: spacing)
    }

    /// Calls a method of a script layout with its cache as the `inout` cache argument (labelled
    /// `cache:`, or `updateCache`'s first), keeping what it leaves there.
    private func callLayoutMethod(_ i: Instance, _ f: FunctionDeclSyntax, _ args: [Arg], cache: ScriptLayoutCache) throws -> Value {
        let base = Value.instance(i)
        let c = function(f.name.plainText, f.signature, f.body, scope: typeScope(i.decl, selfValue: base))
        let cacheParam = c.params.first { $0.label == "cache" } ?? (f.name.plainText == "updateCache" ? c.params.first : nil)
        callDepth += 1
        defer { callDepth -= 1 }
        let scope = Scope(parent: c.scope)
        var all = args
        if let p = cacheParam {
            let a = Arg(label: p.label, value: cache.value)
            if p.label == nil { all.insert(a, at: 0) } else { all.append(a) }
        }
        _ = try bind(c, Args(all), into: scope, node: Syntax(f))
        var result: Value = .void
        if case .statements(let s) = c.body {
            var out: [Value] = []
            switch try exec(s, scope, &out) {
            case .returned(let v): result = v
            default: result = Builder.combine(out)
            }
        }
        if let p = cacheParam, let v = scope.lookup(p.name) { cache.value = v }
        if let t = c.returnType { result = try coerce(result, to: t, node: Syntax(f)) }
        return result
    }

    /// A layout value as a Swift `Layout`, or nil when the value is not one.
    func layoutValue(_ v: Value) -> (any Layout)? {
        switch v {
        case .instance(let i) where i.decl.isLayout: return scriptLayout(i)
        case .native(let l as any Layout): return l
        case .binding(let b): return layoutValue(b.get())
        default: return nil
        }
    }

    /// `layout { content }`: the children of the builder laid out by the layout.
    func layoutView(_ layout: any Layout, content: Arg, node: Syntax?) throws -> Value {
        guard case .closure(let c) = content.value else { throw EvalError("a layout is called with a view builder closure", content.node ?? node) }
        let children = try view(try call(c, Args(), node: content.node), node: content.node)
        return .native(layoutCall(layout, [children]))
    }

    /// `AnyLayout(x)`.
    func anyLayout(_ v: Value, node: Syntax?) throws -> Value {
        guard let l = layoutValue(v) else { throw EvalError("AnyLayout expects a layout, got \(v.typeName)", node) }
        if let a = l as? AnyLayout { return .native(a) }
        return .native(eraseLayout(l))
    }

    // MARK: Shape

    /// A script `Shape` instance as a shape Easel can lay out and draw.
    func dynamicShape(_ i: Instance) -> DynamicShape {
        let node = i.decl.syntax
        return DynamicShape(typeName: i.decl.name) { [unowned self] rect in
            self.deferred(Path()) {
                let v = try self.callMethod(.instance(i), "path", Args([Arg(label: "in", value: .native(rect))]), node: node)
                guard case .native(let p as Path) = v else { throw EvalError("path(in:) of '\(i.decl.name)' must return a Path, got \(v.typeName)", node) }
                return p
            }
        }
    }

    /// Calls a closure whose first parameter is `inout` (`Path { p in … }`, and the anchor after it
    /// of `transformAnchorPreference`'s) and returns the value it left.
    func callInout(_ c: Closure, _ initial: Value, _ more: [Value] = [], node: Syntax?) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        let scope = Scope(parent: c.scope)
        _ = try bind(c, Args(([initial] + more).map { Arg(label: nil, value: $0) }), into: scope, node: node)
        switch c.body {
        case .expression(let e): _ = try eval(e, scope)
        case .statements(let s):
            var out: [Value] = []
            _ = try exec(s, scope, &out)
        case .native(let f): return try f([initial] + more)
        }
        let name = c.usesShorthand ? "$0" : (c.params.first?.name ?? "$0")
        return scope.lookup(name) ?? initial
    }

    // MARK: Environment

    /// `.environment(\.accentWidth, 42)` for a property a script's `extension EnvironmentValues` declares:
    /// runs its setter on the environment.
    func setEnvironmentProperty(_ env: EnvironmentValues, _ b: PatternBindingSyntax, _ value: Value) throws -> EnvironmentValues {
        guard case .accessors(let list)? = b.accessorBlock?.accessors,
            let setter = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = setter.body
        else {
            throw EvalError("environment property '\(b.pattern.trimmedDescription)' has no setter", b)
        }
        let outer = extensionScope("EnvironmentValues", selfValue: .native(env))
        let s = Scope(parent: outer)
        var v = value
        if let t = text(ifPresent: b.typeAnnotation?.type) { v = try coerce(v, to: t, node: Syntax(b)) }
        s.declare(setter.parameters?.name.plainText ?? "newValue", v)
        var out: [Value] = []
        _ = try exec(body.statements, s, &out)
        guard case .native(let e as EnvironmentValues)? = outer.lookup("self") else { return env }
        return e
    }

    /// A script `EnvironmentKey`'s value: the one set for it, else its `defaultValue`.
    func environmentKeyValue(_ env: EnvironmentValues, _ d: TypeDecl, node: Syntax?) throws -> Value {
        if let v = env[dynamicKey: Evaluator.environmentKeyName(d)] as? Value { return v }
        return try staticMember(d, "defaultValue", node: node)!
    }

    static func environmentKeyName(_ d: TypeDecl) -> String { "script." + d.name }

    // MARK: Layout values

    /// `subview[Rank.self]`: the value a subview set with `layoutValue(key:value:)`, else the default.
    func layoutKeyValue(_ s: LayoutSubview, _ d: TypeDecl, node: Syntax?) throws -> Value {
        if let v = tags.readLayoutValue(d, s) { return v }
        return try staticMember(d, "defaultValue", node: node)!
    }
}

extension Builtins {
    /// `p.move(to:)` and the other mutating methods of Path.
    static func pathMethod(_ p: Path, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax) throws -> Path? {
        var p = p
        var r = ArgReader(args, "Path.\(name)", ev, node: node)
        func point(_ label: String?) throws -> CGPoint {
            guard let a = label == nil ? r.positional() : r.named(label!) else { throw r.missing(label.map { "'\($0):'" } ?? "point") }
            return try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node)
        }
        func rect(_ label: String?) throws -> CGRect {
            guard let a = label == nil ? r.positional() : r.named(label!) else { throw r.missing(label.map { "'\($0):'" } ?? "rect") }
            return try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node)
        }
        func angle(_ label: String) throws -> Angle {
            guard let a = r.named(label) else { throw r.missing("'\(label):'") }
            return try Conversions.native(a.value, Angle.self, "Angle", ev, node: a.node)
        }
        func transform() throws -> CGAffineTransform {
            try r.named("transform").map { try Conversions.native($0.value, CGAffineTransform.self, "CGAffineTransform", ev, node: $0.node) } ?? .identity
        }
        switch name {
        case "move": p.move(to: try point("to"))
        case "addLine": p.addLine(to: try point("to"))
        case "addLines":
            guard let a = r.positional(), case .array(let xs) = a.value else { throw r.missing("points") }
            p.addLines(try xs.map { try Conversions.native($0, CGPoint.self, "CGPoint", ev, node: a.node) })
        case "addQuadCurve":
            let to = try point("to")
            p.addQuadCurve(to: to, control: try point("control"))
        case "addCurve":
            let to = try point("to"), c1 = try point("control1")
            p.addCurve(to: to, control1: c1, control2: try point("control2"))
        case "closeSubpath": p.closeSubpath()
        case "addRect": p.addRect(try rect(nil), transform: try transform())
        case "addRects":
            guard let a = r.positional(), case .array(let xs) = a.value else { throw r.missing("rects") }
            p.addRects(try xs.map { try Conversions.native($0, CGRect.self, "CGRect", ev, node: a.node) }, transform: try transform())
        case "addEllipse": p.addEllipse(in: try rect("in"), transform: try transform())
        case "addRoundedRect":
            let rect = try rect("in")
            guard let a = r.named("cornerSize") else { throw r.missing("'cornerSize:'") }
            let size = try Conversions.native(a.value, CGSize.self, "CGSize", ev, node: a.node)
            let style =
                try r.named("style").map { try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) } ?? .continuous
            p.addRoundedRect(in: rect, cornerSize: size, style: style, transform: try transform())
        case "addPath":
            guard let a = r.positional() else { throw r.missing("path") }
            p.addPath(try Conversions.native(a.value, Path.self, "Path", ev, node: a.node), transform: try transform())
        case "addArc" where r.args.items.contains { $0.label == "tangent1End" }:
            let p1 = try point("tangent1End"), p2 = try point("tangent2End")
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            p.addArc(tangent1End: p1, tangent2End: p2, radius: radius, transform: try transform())
        case "addArc":
            let center = try point("center")
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            let start = try angle("startAngle"), end = try angle("endAngle")
            let clockwise = try r.named("clockwise").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            p.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise, transform: try transform())
        case "addRelativeArc":
            let center = try point("center")
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            let start = try angle("startAngle"), delta = try angle("delta")
            p.addRelativeArc(center: center, radius: radius, startAngle: start, delta: delta, transform: try transform())
        default: return nil
        }
        try r.finish()
        return p
    }

    /// `Path()`, `Path { p in … }`, `Path(rect)`, `Path(cgPath)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`.
    static func constructPath(_ r: inout ArgReader, _ ev: Evaluator) throws -> Path {
        let p: Path
        // `Path { path in … }`, `Path({ path in … })`: the closure builds the path in its parameter.
        let positionalClosure = r.args.items.first { $0.label == nil && !$0.isTrailing }.flatMap { a -> (Closure, Syntax?)? in
            if case .closure(let c) = a.value { return (c, a.node) }
            return nil
        }
        if let (c, n) = positionalClosure.map({ pc in
            _ = r.positional(); return pc
        }) ?? r.closure("build") {
            let v = try ev.callInout(c, .native(Path()), node: n)
            guard case .native(let built as Path) = v else { throw EvalError("Path { … } must leave a Path in its parameter", n) }
            p = built
        } else if let a = r.named("ellipseIn") {
            p = Path(ellipseIn: try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node))
        } else if let a = r.named("roundedRect") {
            let rect = try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node)
            let style =
                try r.named("style").map { try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) } ?? .continuous
            if let c = r.named("cornerSize") {
                p = Path(roundedRect: rect, cornerSize: try Conversions.native(c.value, CGSize.self, "CGSize", ev, node: c.node), style: style)
            } else {
                p = Path(roundedRect: rect, cornerRadius: try r.cgfloat("cornerRadius") ?? 0, style: style)
            }
        } else if let a = r.positional() {
            // `Path(rect)`, or `Path(uiPath.cgPath)`.
            if case .native(let cg as CGPath) = a.value {
                p = Path(cg)
            } else {
                p = Path(try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node))
            }
        } else {
            p = Path()
        }
        return p
    }

    /// Properties of layout subviews, proposals, angles and unit points.
    static func customMember(_ base: Value, _ name: String, _ ev: Evaluator) -> Value? {
        if let v = MapViews.member(base, name) { return v }
        switch base {
        case .native(let p as ProposedViewSize):
            if name == "width" { return p.width.map { .double(Double($0)) } ?? .null }
            if name == "height" { return p.height.map { .double(Double($0)) } ?? .null }
        case .native(let s as LayoutSubview):
            if name == "priority" { return .double(s.priority) }
            if name == "spacing" { return .native(s.spacing) }
        case .native(let p as LayoutProperties):
            if name == "stackOrientation" { return p.stackOrientation.map { .native($0) } ?? .null }
        case .native(let s as LayoutSubviews):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .native($0) } ?? .null
            case "last": return s.last.map { .native($0) } ?? .null
            case "indices": return .range(lower: s.startIndex, upper: s.endIndex, closed: false)
            case "startIndex": return .int(s.startIndex)
            case "endIndex": return .int(s.endIndex)
            case "layoutDirection": return .native(s.layoutDirection)
            default: break
            }
        case .native(let a as Angle):
            if name == "degrees" { return .double(a.degrees) }
            if name == "radians" { return .double(a.radians) }
        case .native(let u as UnitPoint):
            if name == "x" { return .double(Double(u.x)) }
            if name == "y" { return .double(Double(u.y)) }
        case .native(let r as CGRect):
            if name == "isEmpty" { return .bool(r.isEmpty) }
        default: break
        }
        return nil
    }

    /// Methods of layout subviews, proposals and rectangles.
    static func customMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        func proposal(_ label: String?) throws -> ProposedViewSize {
            guard let a = label == nil ? r.positional() : r.named(label!) else { throw r.missing(label.map { "'\($0):'" } ?? "proposal") }
            return try Conversions.native(a.value, ProposedViewSize.self, "ProposedViewSize", ev, node: a.node)
        }
        let result: Value
        switch (base, name) {
        case (.native(let s as LayoutSubview), "sizeThatFits"):
            result = .native(s.sizeThatFits(try proposal(nil)))
        case (.native(let s as LayoutSubview), "dimensions"):
            result = .native(s.dimensions(in: try proposal("in")))
        case (.native(let s as LayoutSubview), "place"):
            guard let at = r.named("at") else { throw r.missing("'at:'") }
            let point = try Conversions.native(at.value, CGPoint.self, "CGPoint", ev, node: at.node)
            let anchor = try r.named("anchor").map { try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) } ?? .topLeading
            s.place(at: point, anchor: anchor, proposal: try proposal("proposal"))
            result = .void
        case (.native(let s as ViewSpacing), "distance"):
            guard let to = r.named("to"), let along = r.named("along") else { throw r.missing("'to:' and 'along:'") }
            result = .double(
                Double(
                    s.distance(
                        to: try Conversions.native(to.value, ViewSpacing.self, "ViewSpacing", ev, node: to.node),
                        along: try Conversions.native(along.value, Axis.self, "Axis", ev, node: along.node))))
        case (.native(let s as ViewSpacing), "union"):
            guard let other = r.positional() else { throw r.missing("spacing") }
            let edges = try r.named("edges").map { try Conversions.native($0.value, Edge.Set.self, "Edge.Set", ev, node: $0.node) }
            result = .native(
                s.union(
                    try Conversions.native(other.value, ViewSpacing.self, "ViewSpacing", ev, node: other.node),
                    edges: edges ?? .all))
        case (.native(let p as ProposedViewSize), "replacingUnspecifiedDimensions"):
            let by = try r.named("by").map { try Conversions.native($0.value, CGSize.self, "CGSize", ev, node: $0.node) }
            result = .native(by.map { p.replacingUnspecifiedDimensions(by: $0) } ?? p.replacingUnspecifiedDimensions())
        case (.native(let rect as CGRect), "insetBy"):
            result = .native(rect.insetBy(dx: try r.cgfloat("dx") ?? 0, dy: try r.cgfloat("dy") ?? 0))
        case (.native(let rect as CGRect), "offsetBy"):
            result = .native(rect.offsetBy(dx: try r.cgfloat("dx") ?? 0, dy: try r.cgfloat("dy") ?? 0))
        case (.native(let rect as CGRect), "contains"):
            guard let a = r.positional() else { throw r.missing("point") }
            if case .native(let other as CGRect) = a.value {
                result = .bool(rect.contains(other))
            } else {
                result = .bool(rect.contains(try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node)))
            }
        case (.native(let rect as CGRect), "intersects"), (.native(let rect as CGRect), "intersection"), (.native(let rect as CGRect), "union"):
            // `frame.intersects(proxy[anchor])`: is a row on screen.
            guard let a = r.positional() else { throw r.missing("rectangle") }
            let other = try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node)
            switch name {
            case "intersects": result = .bool(rect.intersects(other))
            case "intersection": result = .native(rect.intersection(other))
            default: result = .native(rect.union(other))
            }
        default: return nil
        }
        try r.finish()
        return result
    }
}
