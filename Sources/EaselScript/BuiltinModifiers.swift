import Foundation
import SwiftSyntax
import Easel

/// View modifiers: each calls Easel's public View method of the same name on the erased view.
/// Text, Image, Color and shapes keep their own methods first (`Text.bold()` is still a Text).
enum Modifiers {
    static let names: Set<String> = Set(["frame", "padding", "background", "overlay", "border", "foregroundColor", "foregroundStyle",
        "font", "fontWeight", "bold", "italic", "lineLimit", "multilineTextAlignment", "truncationMode", "fixedSize", "layoutPriority",
        "alignmentGuide", "offset", "position", "opacity", "clipped", "clipShape", "cornerRadius", "shadow", "hidden", "id",
        "aspectRatio", "scaledToFit", "scaledToFill", "preference", "onPreferenceChange", "environment", "modifier", "tracking",
        "kerning", "preferredColorScheme", "layoutDirection", "resizable", "interpolation", "renderingMode", "fill", "stroke",
        "strokeBorder", "monospacedDigit", "layoutValue", "environmentObject"]).union(ignored).union(Symbols.modifierNames).union(Controls.modifierNames)

    /// Accepted and ignored: they change nothing in a static picture.
    static let ignored: Set<String> = ["previewLayout", "previewDisplayName", "previewDevice", "accessibilityLabel", "accessibilityHidden",
        "accessibilityIdentifier", "onAppear", "onDisappear", "onTapGesture", "animation", "transition", "tag", "help",
        "contentShape", "textSelection", "task", "onChange", "disabled",
        "allowsHitTesting", "drawingGroup", "compositingGroup", "listRowInsets", "ignoresSafeArea", "edgesIgnoringSafeArea", "antialiased"]

    static func apply(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax) throws -> Value {
        var r = ArgReader(args, name, ev, node: node, known: labels[name] ?? [])
        if let v = try primitive(base, name, &r, ev) {
            try r.finish()
            return .native(v)
        }
        if ignored.contains(name) { return base }
        let view = try ev.view(base, node: node)
        let out: AnyView
        switch name {
        case "frame":
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains(where: r.has)
            if flexible {
                out = AnyView(view.frame(minWidth: try r.cgfloat("minWidth"), idealWidth: try r.cgfloat("idealWidth"), maxWidth: try r.cgfloat("maxWidth"),
                                         minHeight: try r.cgfloat("minHeight"), idealHeight: try r.cgfloat("idealHeight"), maxHeight: try r.cgfloat("maxHeight"),
                                         alignment: try alignment(&r, ev)))
            } else {
                out = AnyView(view.frame(width: try r.cgfloat("width"), height: try r.cgfloat("height"), alignment: try alignment(&r, ev)))
            }
        case "padding":
            if let a = r.positional() {
                if let len = Conversions.double(a.value) {
                    out = AnyView(view.padding(CGFloat(len)))
                } else if case .native(let insets as EdgeInsets) = a.value {
                    out = AnyView(view.padding(insets))
                } else {
                    let edges = try Conversions.edges(a.value, ev, node: a.node)
                    out = AnyView(view.padding(edges, try r.cgfloat(nil)))
                }
            } else {
                out = AnyView(view.padding())
            }
        case "background", "overlay":
            let isBackground = name == "background"
            var align = Alignment.center
            if let a = r.named("alignment") { align = try Conversions.alignment(a.value, ev, node: a.node) }
            _ = r.named("ignoresSafeAreaEdges")
            if let a = r.positional() {
                switch a.value {
                case .implicitMember, .native(is Color) where isStyleOnly(a):
                    // `.background(.red)`: only the ShapeStyle form accepts an implicit member, as in
                    // compiled code (its fill is a Rectangle; `.background(Color.red)` is the View form).
                    let c = try Conversions.color(a.value, ev, node: a.node)
                    out = isBackground ? AnyView(view.background(c, ignoresSafeAreaEdges: .all))
                        : AnyView(view.overlay(c, ignoresSafeAreaEdges: .all))
                default:
                    let s = try ev.view(a.value, node: a.node)
                    out = isBackground ? AnyView(view.background(s, alignment: align)) : AnyView(view.overlay(s, alignment: align))
                }
            } else {
                let s = try Views.content(&r, ev)
                out = isBackground ? AnyView(view.background(alignment: align) { s }) : AnyView(view.overlay(alignment: align) { s })
            }
        case "border":
            guard let a = r.positional() else { throw r.missing("colour") }
            out = AnyView(view.border(try Conversions.color(a.value, ev, node: a.node), width: try r.cgfloat("width") ?? 1))
        case "foregroundColor":
            guard let a = r.positional() else { throw r.missing("colour") }
            out = AnyView(view.foregroundColor(try Conversions.optionalColor(a.value, ev, node: a.node)))
        case "foregroundStyle":
            guard let a = r.positional() else { throw r.missing("style") }
            let primary = try Conversions.color(a.value, ev, node: a.node)
            if let b = r.positional() {
                let secondary = try Conversions.color(b.value, ev, node: b.node)
                if let c = r.positional() {
                    out = AnyView(view.foregroundStyle(primary, secondary, try Conversions.color(c.value, ev, node: c.node)))
                } else {
                    out = AnyView(view.foregroundStyle(primary, secondary))
                }
            } else {
                out = AnyView(view.foregroundStyle(primary))
            }
        case "font":
            guard let a = r.positional() else { throw r.missing("font") }
            out = AnyView(view.font(try Conversions.font(a.value, ev, node: a.node)))
        case "fontWeight":
            guard let a = r.positional() else { throw r.missing("weight") }
            let w: Font.Weight? = a.value == .null ? nil : try Conversions.native(a.value, Font.Weight.self, "Font.Weight", ev, node: a.node)
            out = AnyView(view.fontWeight(w))
        case "bold": out = AnyView(view.bold(try r.positional().map { try Conversions.bool($0.value, node: $0.node) } ?? true))
        case "italic": out = AnyView(view.italic(try r.positional().map { try Conversions.bool($0.value, node: $0.node) } ?? true))
        case "lineLimit":
            guard let a = r.positional() else { throw r.missing("number") }
            out = AnyView(view.lineLimit(a.value == .null ? nil : try Conversions.int(a.value, node: a.node)))
        case "multilineTextAlignment":
            guard let a = r.positional() else { throw r.missing("alignment") }
            out = AnyView(view.multilineTextAlignment(try Conversions.native(a.value, TextAlignment.self, "TextAlignment", ev, node: a.node)))
        case "truncationMode":
            guard let a = r.positional() else { throw r.missing("mode") }
            out = AnyView(view.truncationMode(try Conversions.native(a.value, Text.TruncationMode.self, "Text.TruncationMode", ev, node: a.node)))
        case "fixedSize":
            if r.has("horizontal") || r.has("vertical") {
                let h = try r.named("horizontal").map { try Conversions.bool($0.value, node: $0.node) } ?? false
                let v = try r.named("vertical").map { try Conversions.bool($0.value, node: $0.node) } ?? false
                out = AnyView(view.fixedSize(horizontal: h, vertical: v))
            } else { out = AnyView(view.fixedSize()) }
        case "layoutPriority":
            guard let p = try r.cgfloat(nil) else { throw r.missing("priority") }
            out = AnyView(view.layoutPriority(Double(p)))
        case "alignmentGuide":
            guard let g = r.positional() else { throw r.missing("guide") }
            guard let (c, n) = r.closure("computeValue") else { throw r.missing("'computeValue:'") }
            let compute: (ViewDimensions) -> CGFloat = { d in
                ev.deferred(0) { try Conversions.cgfloat(ev.call(c, Args([Arg(label: nil, value: .native(d))]), node: n), node: n) }
            }
            if case .native(let h as HorizontalAlignment) = g.value {
                out = AnyView(view.alignmentGuide(h, computeValue: compute))
            } else if case .native(let v as VerticalAlignment) = g.value {
                out = AnyView(view.alignmentGuide(v, computeValue: compute))
            } else if case .implicitMember(let gname, nil) = g.value {
                let isVertical = ["top", "bottom", "center", "firstTextBaseline", "lastTextBaseline"].contains(gname)
                    || (ev.extensions["VerticalAlignment"]?.staticVars[gname] != nil && ev.extensions["HorizontalAlignment"]?.staticVars[gname] == nil)
                if isVertical {
                    out = AnyView(view.alignmentGuide(try Conversions.vAlignment(g.value, ev, node: g.node), computeValue: compute))
                } else {
                    out = AnyView(view.alignmentGuide(try Conversions.hAlignment(g.value, ev, node: g.node), computeValue: compute))
                }
            } else { throw EvalError("alignmentGuide expects a HorizontalAlignment or VerticalAlignment", g.node) }
        case "offset":
            if let a = r.positional() {
                out = AnyView(view.offset(try Conversions.native(a.value, CGSize.self, "CGSize", ev, node: a.node)))
            } else {
                out = AnyView(view.offset(x: try r.cgfloat("x") ?? 0, y: try r.cgfloat("y") ?? 0))
            }
        case "position":
            if let a = r.positional() {
                out = AnyView(view.position(try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node)))
            } else {
                out = AnyView(view.position(x: try r.cgfloat("x") ?? 0, y: try r.cgfloat("y") ?? 0))
            }
        case "opacity":
            guard let o = try r.cgfloat(nil) else { throw r.missing("opacity") }
            out = AnyView(view.opacity(Double(o)))
        case "clipped":
            _ = r.named("antialiased")
            out = AnyView(view.clipped())
        case "clipShape":
            guard let a = r.positional() else { throw r.missing("shape") }
            if case .instance(let i) = a.value, i.decl.isShape {
                out = clip(view, ev.dynamicShape(i))
            } else if case .native(let s as any Shape) = a.value {
                out = clip(view, s)
            } else { throw EvalError("clipShape expects a shape, got \(a.value.typeName)", a.node) }
        case "cornerRadius":
            guard let c = try r.cgfloat(nil) else { throw r.missing("radius") }
            _ = r.named("antialiased")
            out = AnyView(view.cornerRadius(c))
        case "shadow":
            let color = try r.named("color").map { try Conversions.color($0.value, ev, node: $0.node) } ?? Color(white: 0, opacity: 0.33)
            out = AnyView(view.shadow(color: color, radius: try r.cgfloat("radius") ?? 0, x: try r.cgfloat("x") ?? 0, y: try r.cgfloat("y") ?? 0))
        case "hidden": out = AnyView(view.hidden())
        case "id":
            guard let a = r.positional() else { throw r.missing("id") }
            out = AnyView(view.id(a.value.description))
        case "aspectRatio":
            var ratio: CGFloat?
            if let a = r.positional() {
                if case .native(let s as CGSize) = a.value { ratio = s.height == 0 ? nil : s.width / s.height } else { ratio = try Conversions.optionalCGFloat(a.value, node: a.node) }
            }
            let mode = try r.named("contentMode").map { try Conversions.native($0.value, ContentMode.self, "ContentMode", ev, node: $0.node) } ?? .fit
            out = AnyView(view.aspectRatio(ratio, contentMode: mode))
        case "scaledToFit": out = AnyView(view.scaledToFit())
        case "scaledToFill": out = AnyView(view.scaledToFill())
        case "preference":
            guard let k = r.named("key"), case .type(.user(let d)) = k.value else { throw r.missing("'key:' (a PreferenceKey type)") }
            guard let v = r.named("value") else { throw r.missing("'value:'") }
            out = ev.tags.setPreference(d, view: view, value: v.value)
        case "onPreferenceChange":
            guard let k = r.positional(), case .type(.user(let d)) = k.value else { throw r.missing("a PreferenceKey type") }
            guard let (c, n) = r.closure("perform") else { throw r.missing("'perform:'") }
            out = ev.tags.onPreferenceChange(d, view: view) { value in
                ev.deferred(()) { _ = try ev.call(c, Args([Arg(label: nil, value: value)]), node: n) }
            }
        case "environmentObject":
            guard let a = r.positional() else { throw r.missing("an object") }
            out = try ev.injectingObject(view, a)
        case "environment" where args.items.count == 1 && { if case .instance = args.items[0].value { return true }; return false }():
            out = try ev.injectingObject(view, r.positional()!)
        case "environment":
            guard let k = r.positional(), case .native(let kp as KeyPathName) = k.value, let v = r.positional() else {
                throw r.missing("a key path such as \\.colorScheme and a value")
            }
            out = try environment(view, kp.components.joined(separator: "."), v, ev)
        case "preferredColorScheme":
            guard let a = r.positional() else { throw r.missing("scheme") }
            out = AnyView(view.preferredColorScheme(a.value == .null ? nil : try Conversions.native(a.value, ColorScheme.self, "ColorScheme", ev, node: a.node)))
        case "layoutDirection":
            guard let a = r.positional() else { throw r.missing("direction") }
            out = AnyView(view.layoutDirection(try Conversions.native(a.value, LayoutDirection.self, "LayoutDirection", ev, node: a.node)))
        case "tracking", "kerning":
            guard let k = try r.cgfloat(nil) else { throw r.missing("amount") }
            out = AnyView(view.kerning(k))
        case "layoutValue":
            guard let k = r.named("key"), case .type(.user(let d)) = k.value else { throw r.missing("'key:' (a LayoutValueKey type)") }
            guard let v = r.named("value") else { throw r.missing("'value:'") }
            var value = v.value
            if let b = d.staticVars["defaultValue"], let t = b.typeAnnotation?.type.trimmedDescription { value = try ev.coerce(value, to: t, node: v.node) }
            out = ev.tags.setLayoutValue(d, view: view, value: value)
        case _ where Symbols.modifierNames.contains(name):
            out = try Symbols.modifier(view, name, &r, ev)
        case _ where Controls.modifierNames.contains(name):
            out = try Controls.modifier(view, name, &r, ev)
        case "modifier":
            guard let a = r.positional() else { throw r.missing("modifier") }
            out = try customModifier(view, a, ev)
        default:
            let candidates = Array(names) + (ev.extensions["View"].map { Array($0.methods.keys) } ?? [])
            throw EvalError("unknown modifier '\(name)'" + Suggest.didYouMean(name, among: candidates), node)
        }
        try r.finish()
        return .native(out)
    }

    static let labels: [String: [String]] = [
        "frame": ["width", "height", "alignment", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"],
        "shadow": ["color", "radius", "x", "y"], "offset": ["x", "y"], "position": ["x", "y"], "border": ["width"],
        "fixedSize": ["horizontal", "vertical"], "background": ["alignment", "content"], "overlay": ["alignment", "content"],
        "aspectRatio": ["contentMode"], "preference": ["key", "value"], "alignmentGuide": ["computeValue"],
        "onPreferenceChange": ["perform"], "stroke": ["lineWidth", "style"], "strokeBorder": ["lineWidth"], "fill": ["style"],
        "resizable": ["capInsets", "resizingMode"], "layoutValue": ["key", "value"],
    ]

    /// `.background(Color.red)` is the View overload (a Color view); `.background(.red)` the ShapeStyle one.
    private static func isStyleOnly(_ a: Arg) -> Bool {
        if case .implicitMember = a.value { return true }
        return false
    }

    private static func alignment(_ r: inout ArgReader, _ ev: Evaluator) throws -> Alignment {
        guard let a = r.named("alignment") else { return .center }
        return try Conversions.alignment(a.value, ev, node: a.node)
    }

    private static func clip<S: Shape>(_ view: AnyView, _ s: S) -> AnyView { AnyView(view.clipShape(s)) }

    /// Text, Image, Color and shape methods that keep the concrete type.
    private static func primitive(_ base: Value, _ name: String, _ r: inout ArgReader, _ ev: Evaluator) throws -> Any? {
        switch base {
        case .native(let t as Text):
            switch name {
            case "font":
                guard let a = r.positional() else { throw r.missing("font") }
                return t.font(try Conversions.font(a.value, ev, node: a.node))
            case "fontWeight":
                guard let a = r.positional() else { throw r.missing("weight") }
                return t.fontWeight(a.value == .null ? nil : try Conversions.native(a.value, Font.Weight.self, "Font.Weight", ev, node: a.node))
            case "bold" where r.args.isEmpty: return t.bold()
            case "italic" where r.args.isEmpty: return t.italic()
            case "monospacedDigit": return t.monospacedDigit()
            case "foregroundColor":
                guard let a = r.positional() else { throw r.missing("colour") }
                return t.foregroundColor(try Conversions.optionalColor(a.value, ev, node: a.node))
            case "kerning", "tracking":
                guard let k = try r.cgfloat(nil) else { throw r.missing("amount") }
                return t.kerning(k)
            default: return nil
            }
        case .native(let i as Image):
            switch name {
            case "resizable":
                let insets = try r.named("capInsets").map { try Conversions.native($0.value, EdgeInsets.self, "EdgeInsets", ev, node: $0.node) } ?? EdgeInsets()
                var mode = Image.ResizingMode.stretch
                if let m = r.named("resizingMode"), case .implicitMember("tile", nil) = m.value { mode = .tile }
                return i.resizable(capInsets: insets, resizingMode: mode)
            case "interpolation":
                guard let a = r.positional(), case .implicitMember(let q, nil) = a.value else { throw r.missing("quality") }
                let table: [String: Image.Interpolation] = ["none": .none, "low": .low, "medium": .medium, "high": .high]
                guard let v = table[q] else { throw EvalError("unknown interpolation '.\(q)'" + Suggest.didYouMean(q, among: Array(table.keys)), a.node) }
                return i.interpolation(v)
            case "renderingMode", "antialiased":
                _ = r.positional()
                return i
            default: return nil
            }
        case .native(let s as DynamicShape):
            switch name {
            case "fill":
                var eo = false
                if let st = r.named("style"), case .native(let style as FillStyle) = st.value { eo = style.isEOFilled }
                let color = try r.positional().map { try Conversions.color($0.value, ev, node: $0.node) }
                return s.fill(color, style: FillStyle(eoFill: eo))
            case "stroke", "strokeBorder":
                let color = try r.positional().map { try Conversions.color($0.value, ev, node: $0.node) }
                var style = StrokeStyle(lineWidth: try r.cgfloat("lineWidth") ?? 1)
                if let st = r.named("style"), case .native(let given as StrokeStyle) = st.value { style = given }
                return s.stroke(color, style: style, inside: name == "strokeBorder")
            default: return nil
            }
        case .native(let s as any Shape):
            switch name {
            case "fill":
                _ = r.named("style")
                if let a = r.positional() { return shapeFill(s, try Conversions.color(a.value, ev, node: a.node)) }
                return shapeFill(s, nil)
            case "stroke", "strokeBorder":
                let color = try r.positional().map { try Conversions.color($0.value, ev, node: $0.node) }
                var width = try r.cgfloat("lineWidth") ?? 1
                if let st = r.named("style"), case .native(let style as StrokeStyle) = st.value { width = style.lineWidth }
                return shapeStroke(s, color, width, inside: name == "strokeBorder")
            default: return nil
            }
        default: return nil
        }
    }

    private static func shapeFill<S: Shape>(_ s: S, _ c: Color?) -> any View {
        if let c { return s.fill(c) }
        return s.fill()
    }

    private static func shapeStroke<S: Shape>(_ s: S, _ c: Color?, _ width: CGFloat, inside: Bool) -> any View {
        switch (c, inside) {
        case (let c?, false): return s.stroke(c, lineWidth: width)
        case (let c?, true): return s.strokeBorder(c, lineWidth: width)
        case (nil, false): return s.stroke(lineWidth: width)
        case (nil, true): return s.strokeBorder(lineWidth: width)
        }
    }

    private static func environment(_ view: AnyView, _ key: String, _ v: Arg, _ ev: Evaluator) throws -> AnyView {
        switch key {
        case "colorScheme": return AnyView(view.environment(\.colorScheme, try Conversions.native(v.value, ColorScheme.self, "ColorScheme", ev, node: v.node)))
        case "font": return AnyView(view.environment(\.font, try Conversions.font(v.value, ev, node: v.node)))
        case "lineLimit": return AnyView(view.environment(\.lineLimit, v.value == .null ? nil : try Conversions.int(v.value, node: v.node)))
        case "layoutDirection": return AnyView(view.environment(\.layoutDirection, try Conversions.native(v.value, LayoutDirection.self, "LayoutDirection", ev, node: v.node)))
        case "multilineTextAlignment": return AnyView(view.environment(\.multilineTextAlignment, try Conversions.native(v.value, TextAlignment.self, "TextAlignment", ev, node: v.node)))
        case "foregroundColor": return AnyView(view.environment(\.foregroundColor, try Conversions.optionalColor(v.value, ev, node: v.node)))
        default:
            if let b = ev.extensions["EnvironmentValues"]?.computed[key] {
                let value = v.value
                return AnyView(view.transformEnvironment(\.self) { env in
                    env = ev.deferred(env) { try ev.setEnvironmentProperty(env, b, value) }
                })
            }
            throw EvalError("unsupported environment key '\\.\(key)'" + Suggest.didYouMean(key, among: ["colorScheme", "font", "lineLimit", "layoutDirection", "multilineTextAlignment", "foregroundColor"]), v.node)
        }
    }

    /// `.modifier(Framed())`: the script modifier's `body(content:)` with the view standing in for content,
    /// evaluated when Easel resolves it (so @Environment reads the right environment).
    private static func customModifier(_ view: AnyView, _ a: Arg, _ ev: Evaluator) throws -> AnyView {
        guard case .instance(let i) = a.value, i.decl.methods["body"] != nil else {
            throw EvalError("modifier(_:) expects a ViewModifier with 'func body(content:)'", a.node)
        }
        return AnyView(DynamicView(typeName: i.decl.name) { ctx in
            ev.deferred(AnyView(EmptyView())) {
                let inst = i.copy()
                inst.context = ctx
                let v = try ev.callMethod(.instance(inst), "body", Args([Arg(label: "content", value: .native(view))]), node: a.node)
                return try ev.view(v, node: a.node)
            }
        })
    }
}
