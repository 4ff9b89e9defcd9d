import Foundation
import SwiftSyntax
import Easel

/// Modifiers that change a view's size or place, for scripts.
enum LayoutModifiers {
    static let all: [ModifierDeclaration] = [
        ModifierDeclaration("containerRelativeFrame", labels: ["count", "span", "spacing", "alignment"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("axes") }
            let axes = try Views.axes(a, ev)
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) } ?? .center
            if let count = r.named("count") {
                let n = try Conversions.int(count.value, node: count.node)
                let span = try r.named("span").map { try Conversions.int($0.value, node: $0.node) } ?? 1
                guard let spacing = try r.cgfloat("spacing") else { throw r.missing("'spacing:'") }
                return AnyView(view.containerRelativeFrame(axes, count: n, span: span, spacing: spacing, alignment: alignment))
            }
            if let (c, n) = r.closure(nil) {
                // `{ length, axis in length * 0.8 }`: called during layout; a failure is reported after it.
                let call = ScriptLayoutCall(ev: ev, closure: c, node: n)
                return AnyView(view.containerRelativeFrame(axes, alignment: alignment) { length, axis in call.length(length, axis) })
            }
            return AnyView(view.containerRelativeFrame(axes, alignment: alignment))
        },
        ModifierDeclaration("frame", labels: ["width", "height", "alignment", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]) {
            view, r, ev in
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) }
            let flexible = r.args.items.contains { $0.label.map(FrameLabels.isFlexible) ?? false }
            if flexible {
                let minW = try r.cgfloat("minWidth"), idealW = try r.cgfloat("idealWidth"), maxW = try r.cgfloat("maxWidth")
                let minH = try r.cgfloat("minHeight"), idealH = try r.cgfloat("idealHeight"), maxH = try r.cgfloat("maxHeight")
                if let alignment {
                    return AnyView(
                        view.frame(
                            minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment))
                }
                return AnyView(view.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH))
            }
            let w = try r.cgfloat("width"), h = try r.cgfloat("height")
            if let alignment { return AnyView(view.frame(width: w, height: h, alignment: alignment)) }
            return AnyView(view.frame(width: w, height: h))
        },
        ModifierDeclaration("padding") { view, r, ev in
            guard let a = r.positional() else { return AnyView(view.padding()) }
            if let len = Conversions.double(a.value) { return AnyView(view.padding(CGFloat(len))) }
            if case .native(let insets as EdgeInsets) = a.value { return AnyView(view.padding(insets)) }
            // `.padding(.init(top: 10, leading: 40, bottom: 10, trailing: 40))`: insets made in place.
            if case .implicitMember("init", let args?) = a.value,
                case .native(let insets as EdgeInsets) = try Builtins.construct("EdgeInsets", args, ev, node: a.node)
            {
                return AnyView(view.padding(insets))
            }
            // `.padding(.layoutPadding)`: not an edge set but a length the script declares in
            // `extension CGFloat`, so Swift picks `padding(_ length:)`.
            if case .implicitMember(let name, nil) = a.value, ScriptAPI.statics["Edge.Set"]?[name] == nil,
                let t = ev.numberType(declaringStatic: name, among: ["CGFloat", "Double"])
            {
                return AnyView(view.padding(try Conversions.cgfloat(Conversions.coerce(a.value, to: t, ev, node: a.node), node: a.node)))
            }
            let edges = try Conversions.edges(a.value, ev, node: a.node)
            return AnyView(view.padding(edges, try r.cgfloat(nil)))
        },
        ModifierDeclaration("ignoresSafeArea", labels: ["edges"]) { view, r, ev in
            let regions = try r.positional().map { a -> SafeAreaRegions in
                guard case .implicitMember(let n, nil) = a.value, let v = ["all": SafeAreaRegions.all, "container": .container, "keyboard": .keyboard][n] else {
                    throw EvalError("expected .all, .container or .keyboard", a.node)
                }
                return v
            }
            let edges = try r.named("edges").map { try Conversions.edges($0.value, ev, node: $0.node) }
            switch (regions, edges) {
            case (let g?, let e?): return AnyView(view.ignoresSafeArea(g, edges: e))
            case (let g?, nil): return AnyView(view.ignoresSafeArea(g))
            case (nil, let e?): return AnyView(view.ignoresSafeArea(edges: e))
            case (nil, nil): return AnyView(view.ignoresSafeArea())
            }
        },
        ModifierDeclaration("safeAreaInset", labels: ["edge", "alignment", "spacing", "content"]) { view, r, ev in
            guard let e = r.named("edge"), case .implicitMember(let edge, nil) = e.value else {
                throw r.missing("'edge:' (.top, .bottom, .leading or .trailing)")
            }
            let spacing = try r.cgfloat("spacing")
            let align = r.named("alignment")
            let content = try Views.content(&r, ev)
            switch edge {
            case "top", "bottom":
                let a = try align.map { try Conversions.hAlignment($0.value, ev, node: $0.node) } ?? .center
                return AnyView(view.safeAreaInset(edge: edge == "top" ? VerticalEdge.top : .bottom, alignment: a, spacing: spacing) { content })
            case "leading", "trailing":
                let a = try align.map { try Conversions.vAlignment($0.value, ev, node: $0.node) } ?? .center
                return AnyView(view.safeAreaInset(edge: edge == "leading" ? HorizontalEdge.leading : .trailing, alignment: a, spacing: spacing) { content })
            default:
                throw EvalError("'edge:' expects .top, .bottom, .leading or .trailing", e.node)
            }
        },
        ModifierDeclaration("safeAreaPadding") { view, r, ev in
            guard let a = r.positional() else { return AnyView(view.safeAreaPadding()) }
            if let len = Conversions.double(a.value) { return AnyView(view.safeAreaPadding(CGFloat(len))) }
            if case .native(let insets as EdgeInsets) = a.value { return AnyView(view.safeAreaPadding(insets)) }
            let edges = try Conversions.edges(a.value, ev, node: a.node)
            return AnyView(view.safeAreaPadding(edges, try r.cgfloat(nil)))
        },
        ModifierDeclaration("gridCellColumns") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("count") }
            return AnyView(view.gridCellColumns(try Conversions.int(a.value, node: a.node)))
        },
        ModifierDeclaration("gridColumnAlignment") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("alignment") }
            return AnyView(view.gridColumnAlignment(try Conversions.hAlignment(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("gridCellUnsizedAxes") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("axes") }
            return AnyView(view.gridCellUnsizedAxes(try Conversions.native(a.value, Axis.Set.self, "Axis.Set", ev, node: a.node)))
        },
        ModifierDeclaration("gridCellAnchor") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("anchor") }
            return AnyView(view.gridCellAnchor(try Conversions.native(a.value, UnitPoint.self, "UnitPoint", ev, node: a.node)))
        },
        ModifierDeclaration("edgesIgnoringSafeArea") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("edges") }
            return AnyView(view.edgesIgnoringSafeArea(try Conversions.edges(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("fixedSize", labels: ["horizontal", "vertical"]) { view, r, _ in
            guard r.has("horizontal") || r.has("vertical") else { return AnyView(view.fixedSize()) }
            let h = try r.named("horizontal").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            let v = try r.named("vertical").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            return AnyView(view.fixedSize(horizontal: h, vertical: v))
        },
        ModifierDeclaration("layoutPriority") { view, r, _ in
            guard let p = try r.cgfloat(nil) else { throw r.missing("priority") }
            return AnyView(view.layoutPriority(Double(p)))
        },
        ModifierDeclaration("alignmentGuide", labels: ["computeValue"]) { view, r, ev in try alignmentGuide(view, &r, ev) },
        ModifierDeclaration("coordinateSpace", labels: ["name"]) { view, r, ev in
            if let a = r.named("name") { return AnyView(view.coordinateSpace(name: ScriptTags.hashable(a.value))) }
            guard let a = r.positional() else { throw r.missing("'name:'") }
            return AnyView(view.coordinateSpace(try ScriptCoordinateSpaces.named(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("offset", labels: ["x", "y"]) { view, r, ev in
            if let a = r.positional() { return AnyView(view.offset(try Conversions.native(a.value, CGSize.self, "CGSize", ev, node: a.node))) }
            switch (try r.cgfloat("x"), try r.cgfloat("y")) {
            case (let x?, let y?): return AnyView(view.offset(x: x, y: y))
            case (let x?, nil): return AnyView(view.offset(x: x))
            case (nil, let y?): return AnyView(view.offset(y: y))
            case (nil, nil): return AnyView(view.offset())
            }
        },
        ModifierDeclaration("position", labels: ["x", "y"]) { view, r, ev in
            if let a = r.positional() { return AnyView(view.position(try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node))) }
            switch (try r.cgfloat("x"), try r.cgfloat("y")) {
            case (let x?, let y?): return AnyView(view.position(x: x, y: y))
            case (let x?, nil): return AnyView(view.position(x: x))
            case (nil, let y?): return AnyView(view.position(y: y))
            case (nil, nil): return AnyView(view.position())
            }
        },
        ModifierDeclaration("aspectRatio", labels: ["contentMode"]) { view, r, ev in
            var ratio: CGFloat?
            if let a = r.positional() {
                if case .native(let s as CGSize) = a.value {
                    ratio = s.height == 0 ? nil : s.width / s.height
                } else {
                    ratio = try Conversions.optionalCGFloat(a.value, node: a.node)
                }
            }
            guard let m = r.named("contentMode") else { throw r.missing("'contentMode:'") }
            let mode = try Conversions.native(m.value, ContentMode.self, "ContentMode", ev, node: m.node)
            return AnyView(view.aspectRatio(ratio, contentMode: mode))
        },
        ModifierDeclaration("scaledToFit") { view, _, _ in AnyView(view.scaledToFit()) },
        ModifierDeclaration("scaledToFill") { view, _, _ in AnyView(view.scaledToFill()) },
        ModifierDeclaration("hidden") { view, r, _ in
            // `Tab(…).hidden(sizeClass == .compact)`: iOS 18's tab content leaves a hidden tab out.
            guard let a = r.positional() else { return AnyView(view.hidden()) }
            return AnyView(view.tabHidden(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("zIndex") { view, r, _ in
            guard let z = try r.cgfloat(nil) else { throw r.missing("z index") }
            return AnyView(view.zIndex(Double(z)))
        },
        ModifierDeclaration("id") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("id") }
            return AnyView(view.id(a.value.description))
        },
        ModifierDeclaration("layoutValue", labels: ["key", "value"]) { view, r, ev in
            guard let k = r.named("key"), case .type(.user(let d)) = k.value else { throw r.missing("'key:' (a LayoutValueKey type)") }
            guard let v = r.named("value") else { throw r.missing("'value:'") }
            var value = v.value
            if let b = d.staticVars["defaultValue"], let t = b.typeAnnotation?.type.trimmedDescription { value = try ev.coerce(value, to: t, node: v.node) }
            return ev.tags.setLayoutValue(d, view: view, value: value)
        },
    ]

    private static func alignmentGuide(_ view: AnyView, _ r: inout ArgReader, _ ev: Evaluator) throws -> AnyView {
        guard let g = r.positional() else { throw r.missing("guide") }
        guard let (c, n) = r.closure("computeValue") else { throw r.missing("'computeValue:'") }
        // `{ _ in -10 }` gives the value kept at its first call (see `ConstantClosures`).
        let compute: (ViewDimensions) -> CGFloat = { d in
            ev.deferred(0) {
                try Conversions.cgfloat(ev.callKeepingConstant(c, argumentCount: 1, node: n) { Args([Arg(label: nil, value: .native(d))]) }, node: n)
            }
        }
        if case .native(let h as HorizontalAlignment) = g.value { return AnyView(view.alignmentGuide(h, computeValue: compute)) }
        if case .native(let v as VerticalAlignment) = g.value { return AnyView(view.alignmentGuide(v, computeValue: compute)) }
        guard case .implicitMember(let gname, nil) = g.value else {
            throw EvalError("alignmentGuide expects a HorizontalAlignment or VerticalAlignment", g.node)
        }
        // Easel's VerticalAlignment statics are `StaticValues.all`'s (`ScriptAPI.statics` takes them
        // first, and registering a type that has statics is refused), found once per node; the
        // conversion below reads the same entry.
        let isVertical =
            ev.implicitStatics.value(gname, of: "VerticalAlignment", at: g.node) != nil
            || (ev.extensions["VerticalAlignment"]?.staticVars[gname] != nil && ev.extensions["HorizontalAlignment"]?.staticVars[gname] == nil)
        if isVertical { return AnyView(view.alignmentGuide(try Conversions.vAlignment(g.value, ev, node: g.node), computeValue: compute)) }
        return AnyView(view.alignmentGuide(try Conversions.hAlignment(g.value, ev, node: g.node), computeValue: compute))
    }
}

/// A script closure that layout calls with a container's length and an axis (evaluation is
/// single-threaded: layout runs on the evaluating thread, so the box's unchecked sendability holds).
struct ScriptLayoutCall: @unchecked Sendable {
    let ev: Evaluator
    let closure: Closure
    let node: Syntax?

    func length(_ length: CGFloat, _ axis: Axis) -> CGFloat {
        ev.deferred(length) {
            let axisValue = Value.implicitMember(axis == .horizontal ? "horizontal" : "vertical", nil)
            let v = try ev.call(closure, Args([Arg(label: nil, value: .double(Double(length))), Arg(label: nil, value: axisValue)]), node: node)
            return try Conversions.cgfloat(v, node: node)
        }
    }
}

/// The labels of the flexible `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
private enum FrameLabels {
    static let flexible: Set = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// Whether `label` is one of the flexible frame's. Each argument's label is tested (two for
    /// `frame(width:height:)`) rather than each of the six labels against the arguments.
    static func isFlexible(_ label: String) -> Bool {
        // Every flexible label starts with "m" or "i"; `width`, `height` and `alignment` do not.
        guard let first = label.utf8.first, first == UInt8(ascii: "m") || first == UInt8(ascii: "i") else { return false }
        return flexible.contains(label)
    }
}
