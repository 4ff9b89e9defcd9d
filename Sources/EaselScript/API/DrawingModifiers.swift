import Foundation
import SwiftSyntax
import Easel

/// Modifiers that paint: backgrounds, overlays, borders, clips, shadows and colours, for scripts.
enum DrawingModifiers {
    static let all: [ModifierDeclaration] = [
        ModifierDeclaration("background", labels: ["alignment", "content", "ignoresSafeAreaEdges", "in", "fillStyle"]) { view, r, ev in
            if r.has("in") { return try styledShape(view, &r, ev, background: true) }
            // `.background()`: the background style, behind the whole frame.
            if r.args.items.allSatisfy({ $0.label == "ignoresSafeAreaEdges" }) {
                let edges = try r.named("ignoresSafeAreaEdges").map { try Conversions.native($0.value, Edge.Set.self, "Edge.Set", ev, node: $0.node) }
                return AnyView(edges.map { view.background(ignoresSafeAreaEdges: $0) } ?? view.background())
            }
            return try layer(view, &r, ev, background: true)
        },
        ModifierDeclaration("blur", labels: ["radius", "opaque"]) { view, r, ev in
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            let opaque = try r.named("opaque").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            return AnyView(view.blur(radius: radius, opaque: opaque))
        },
        amountFilter("brightness") { $0.brightness($1) },
        amountFilter("contrast") { $0.contrast($1) },
        amountFilter("saturation") { $0.saturation($1) },
        amountFilter("grayscale") { $0.grayscale($1) },
        ModifierDeclaration("hueRotation") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("angle") }
            return AnyView(view.hueRotation(try Conversions.native(a.value, Angle.self, "Angle", ev, node: a.node)))
        },
        ModifierDeclaration("colorInvert") { view, _, _ in AnyView(view.colorInvert()) },
        ModifierDeclaration("luminanceToAlpha") { view, _, _ in AnyView(view.luminanceToAlpha()) },
        ModifierDeclaration("colorMultiply") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            return AnyView(view.colorMultiply(try Conversions.color(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("overlay", labels: ["alignment", "content", "ignoresSafeAreaEdges", "in", "fillStyle"]) { view, r, ev in
            if r.has("in") { return try styledShape(view, &r, ev, background: false) }
            return try layer(view, &r, ev, background: false)
        },
        ModifierDeclaration("mask", labels: ["alignment", "content"]) { view, r, ev in
            // `.mask { Circle() }`, `.mask(alignment: .top) { … }`, `.mask({ … })` (the closure's
            // parameter has no label) or the older `.mask(Circle())`.
            let align = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) } ?? .center
            let m =
                try r.positional().map { a in
                    if case .closure(let c) = a.value { return try ev.view(try ev.call(c, Args(), node: a.node), node: a.node) }
                    return try ev.view(a.value, node: a.node)
                } ?? Views.content(&r, ev)
            return AnyView(view.mask(alignment: align) { m })
        },
        ModifierDeclaration("border", labels: ["width"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            // Any style: a gradient or an image paint borders as itself.
            let style = try shapeStyle(a, ev)
            let width = try r.cgfloat("width")
            func open<S: ShapeStyle>(_ s: S) -> AnyView { AnyView(width.map { view.border(s, width: $0) } ?? view.border(s)) }
            return open(style)
        },
        ModifierDeclaration("foregroundColor") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            return AnyView(view.foregroundColor(try Conversions.optionalColor(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("backgroundStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            func open<S: ShapeStyle>(_ s: S) -> AnyView { AnyView(view.backgroundStyle(s)) }
            return open(try shapeStyle(a, ev))
        },
        ModifierDeclaration("foregroundStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            // A gradient is kept as itself (text, symbols and shapes paint with it); anything
            // else is the colour it gives.
            let primary = try shapeStyle(a, ev)
            guard let b = r.positional() else {
                func open<S: ShapeStyle>(_ s: S) -> AnyView { AnyView(view.foregroundStyle(s)) }
                return open(primary)
            }
            // The other levels are shape styles too (`.foregroundStyle(.white, .white.tertiary)`).
            let secondary = try shapeStyle(b, ev)
            guard let c = r.positional() else {
                func open2<S1: ShapeStyle, S2: ShapeStyle>(_ s1: S1, _ s2: S2) -> AnyView { AnyView(view.foregroundStyle(s1, s2)) }
                return open2(primary, secondary)
            }
            let tertiary = try shapeStyle(c, ev)
            func open3<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ s1: S1, _ s2: S2, _ s3: S3) -> AnyView {
                AnyView(view.foregroundStyle(s1, s2, s3))
            }
            return open3(primary, secondary, tertiary)
        },
        ModifierDeclaration("blendMode") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("blend mode") }
            return AnyView(view.blendMode(try Conversions.native(a.value, BlendMode.self, "BlendMode", ev, node: a.node)))
        },
        ModifierDeclaration("compositingGroup") { view, _, _ in AnyView(view.compositingGroup()) },
        ModifierDeclaration("drawingGroup", labels: ["opaque", "colorMode"]) { view, r, _ in
            // Both arguments change nothing in an 8-bit sRGB software render.
            _ = r.named("opaque"); _ = r.named("colorMode")
            return AnyView(view.drawingGroup())
        },
        ModifierDeclaration("opacity") { view, r, _ in
            guard let o = try r.cgfloat(nil) else { throw r.missing("opacity") }
            return AnyView(view.opacity(Double(o)))
        },
        ModifierDeclaration("clipped", labels: ["antialiased"]) { view, r, _ in
            _ = r.named("antialiased")
            return AnyView(view.clipped())
        },
        ModifierDeclaration("clipShape", labels: ["style"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("shape") }
            _ = r.named("style")
            return clip(view, try Conversions.shape(a, ev, what: "clipShape"))
        },
        ModifierDeclaration("cornerRadius", labels: ["antialiased"]) { view, r, _ in
            guard let c = try r.cgfloat(nil) else { throw r.missing("radius") }
            _ = r.named("antialiased")
            return AnyView(view.cornerRadius(c))
        },
        ModifierDeclaration("rotation3DEffect", labels: ["axis", "anchor", "anchorZ", "perspective"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("angle") }
            let angle = try Conversions.native(a.value, Angle.self, "Angle", ev, node: a.node)
            guard let axisArg = r.named("axis"), case .tuple(let xs, let labels) = axisArg.value, xs.count == 3 else {
                throw r.missing("'axis:' as (x: 0, y: 1, z: 0)")
            }
            var axis: [CGFloat] = []
            for name in ["x", "y", "z"] {
                let i = labels.firstIndex(of: name) ?? ["x", "y", "z"].firstIndex(of: name)!
                axis.append(try Conversions.cgfloat(xs[i], node: axisArg.node))
            }
            let anchor = try r.named("anchor").map { try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) } ?? .center
            let anchorZ = try r.cgfloat("anchorZ") ?? 0, perspective = try r.cgfloat("perspective") ?? 1
            return AnyView(view.rotation3DEffect(angle, axis: (axis[0], axis[1], axis[2]), anchor: anchor, anchorZ: anchorZ, perspective: perspective))
        },
        ModifierDeclaration("rotationEffect", labels: ["anchor"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("angle") }
            let angle = try Conversions.native(a.value, Angle.self, "Angle", ev, node: a.node)
            guard let anchor = try r.named("anchor").map({ try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) }) else {
                return AnyView(view.rotationEffect(angle))
            }
            return AnyView(view.rotationEffect(angle, anchor: anchor))
        },
        ModifierDeclaration("transformEffect") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("transform") }
            return AnyView(view.transformEffect(try Conversions.native(a.value, CGAffineTransform.self, "CGAffineTransform", ev, node: a.node)))
        },
        ModifierDeclaration("flipsForRightToLeftLayoutDirection") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("#1") }
            return AnyView(view.flipsForRightToLeftLayoutDirection(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("scaleEffect", labels: ["x", "y", "anchor"]) { view, r, ev in
            let anchor = try r.named("anchor").map { try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) } ?? nil
            if let a = r.positional() {
                if case .native(let size as CGSize) = a.value {
                    return anchor.map { AnyView(view.scaleEffect(size, anchor: $0)) } ?? AnyView(view.scaleEffect(size))
                }
                let k = try Conversions.cgfloat(a.value, node: a.node)
                return anchor.map { AnyView(view.scaleEffect(k, anchor: $0)) } ?? AnyView(view.scaleEffect(k))
            }
            let x = try r.cgfloat("x"), y = try r.cgfloat("y")
            switch (x, y, anchor) {
            case (let x?, let y?, let an?): return AnyView(view.scaleEffect(x: x, y: y, anchor: an))
            case (let x?, let y?, nil): return AnyView(view.scaleEffect(x: x, y: y))
            case (let x?, nil, let an?): return AnyView(view.scaleEffect(x: x, anchor: an))
            case (let x?, nil, nil): return AnyView(view.scaleEffect(x: x))
            case (nil, let y?, let an?): return AnyView(view.scaleEffect(y: y, anchor: an))
            case (nil, let y?, nil): return AnyView(view.scaleEffect(y: y))
            case (nil, nil, let an?): return AnyView(view.scaleEffect(x: 1, y: 1, anchor: an))
            case (nil, nil, nil): return AnyView(view.scaleEffect(x: 1, y: 1))
            }
        },
        ModifierDeclaration("shadow", labels: ["color", "radius", "x", "y"]) { view, r, ev in
            let color = try r.named("color").map { try Conversions.color($0.value, ev, node: $0.node) }
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            let x = try r.cgfloat("x") ?? 0, y = try r.cgfloat("y") ?? 0
            if let color { return AnyView(view.shadow(color: color, radius: radius, x: x, y: y)) }
            return AnyView(view.shadow(radius: radius, x: x, y: y))
        },
    ]

    /// A colour effect taking one amount (`.saturation(0.5)`).
    private static func amountFilter(_ name: String, _ apply: @escaping @Sendable (AnyView, Double) -> any View) -> ModifierDeclaration {
        ModifierDeclaration(name) { view, r, _ in
            guard let a = r.positional(), let d = Conversions.double(a.value) else { throw r.missing("amount") }
            return AnyView(apply(view, d))
        }
    }

    /// `.background(.red)` is the ShapeStyle overload (an implicit member); `.background(Color.red)` the
    /// View one; `.background { … }` and `.background(alignment:) { … }` the builder one.
    private static func layer(_ view: AnyView, _ r: inout ArgReader, _ ev: Evaluator, background: Bool) throws -> AnyView {
        let align = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) }
        _ = r.named("ignoresSafeAreaEdges")
        if let a = r.positional() {
            if a.value.isImplicitMember {
                // `.background(.indigo)`, `.background(.indigo.gradient)`, `.background(.ultraThinMaterial)`.
                let style = try shapeStyle(a, ev)
                return background ? styleBackground(view, style) : styleOverlay(view, style)
            }
            // A colour or gradient keeps its type, so that it reaches into the safe area as in SwiftUI.
            if background, case .native(let v as any View) = a.value, v is any ShapeStyle { return styleView(view, v, align) }
            // A style that is no view (`Gradient(colors:)`, iOS 16): the style modifier's.
            if case .native(let style as any ShapeStyle) = a.value, !(style is any View) {
                return background ? styleBackground(view, style) : styleOverlay(view, style)
            }
            let s = try ev.view(a.value, node: a.node)
            switch (background, align) {
            case (true, let al?): return AnyView(view.background(s, alignment: al))
            case (true, nil): return AnyView(view.background(s))
            case (false, let al?): return AnyView(view.overlay(s, alignment: al))
            case (false, nil): return AnyView(view.overlay(s))
            }
        }
        let s = try Views.content(&r, ev)
        switch (background, align) {
        case (true, let al?): return AnyView(view.background(alignment: al) { s })
        case (true, nil): return AnyView(view.background { s })
        case (false, let al?): return AnyView(view.overlay(alignment: al) { s })
        case (false, nil): return AnyView(view.overlay { s })
        }
    }

    /// A shape style argument: a material by name (`.ultraThinMaterial`), a gradient or any other
    /// style value, else a colour.
    static func shapeStyle(_ a: Arg, _ ev: Evaluator) throws -> any ShapeStyle {
        // A colour value (the usual style) is what the checks below would find, without the cast
        // to a protocol.
        if case .native(let c as Color) = a.value { return c }
        // `.fill.tertiary`, `.background.secondary`: a level of a style named by itself.
        if case .native(let c as ImplicitChain) = a.value, c.rootArgs == nil, hierarchicalStyle(.implicitMember(c.root, nil)) != nil,
            case .native(let s as any ShapeStyle) = try ev.resolveChain(c, as: .builtin("HierarchicalShapeStyle"), node: a.node)
        {
            return s
        }
        // `.regularMaterial.shadow(.drop(…))` (Apple's Backyard Birds): a chain from a material.
        if case .native(let c as ImplicitChain) = a.value, c.rootArgs == nil, ScriptAPI.statics["Material"]?[c.root] != nil,
            case .native(let s as any ShapeStyle) = try ev.resolveChain(c, as: .builtin("Material"), node: a.node)
        {
            return s
        }
        // `.white.shadow(.drop(radius: 2))`: a chain from a colour to another style.
        if case .native(let c as ImplicitChain) = a.value, case .native(let s as any ShapeStyle) = try ev.resolveChain(c, as: .builtin("Color"), node: a.node) {
            return s
        }
        if case .implicitMember(let name, nil) = a.value, let m = ScriptAPI.statics["Material"]?[name] as? Material { return m }
        if let h = hierarchicalStyle(a.value) { return h }
        if case .native(let s as any ShapeStyle) = try resolvedStyle(a.value, ev, node: a.node) { return s }
        return try Conversions.color(a.value, ev, node: a.node)
    }

    /// `.secondary`, `.foreground`, `.background` where a shape style is expected: the level of the
    /// foreground style (a colour elsewhere: `foregroundColor(.secondary)` is `Color.secondary`).
    static func hierarchicalStyle(_ v: Value) -> (any ShapeStyle)? {
        guard case .implicitMember(let name, nil) = v else { return nil }
        return ScriptAPI.statics["HierarchicalShapeStyle"]?[name] as? any ShapeStyle
    }

    /// A shape-style shorthand (`.linearGradient(colors: …)`) made into its style; any other value as it is.
    static func resolvedStyle(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> Value {
        if case .implicitMember(let name, let args?) = v, ScriptAPI.staticFunctions["ShapeStyle.\(name)"] != nil {
            return try Builtins.callStatic("ShapeStyle", name, args, ev, node: node)
        }
        return v
    }

    private static func styleView(_ view: AnyView, _ v: any View, _ align: Alignment?) -> AnyView {
        func open<B: View>(_ b: B) -> AnyView { AnyView(align.map { view.background(b, alignment: $0) } ?? view.background(b)) }
        return open(v)
    }

    private static func styleBackground(_ view: AnyView, _ s: any ShapeStyle) -> AnyView {
        func open<S: ShapeStyle>(_ s: S) -> AnyView { AnyView(view.background(s)) }
        return open(s)
    }

    private static func styleOverlay(_ view: AnyView, _ s: any ShapeStyle) -> AnyView {
        func open<S: ShapeStyle>(_ s: S) -> AnyView { AnyView(view.overlay(s)) }
        return open(s)
    }

    /// `background(_:in:fillStyle:)`, `background(in:fillStyle:)` and `overlay(_:in:fillStyle:)`.
    private static func styledShape(_ view: AnyView, _ r: inout ArgReader, _ ev: Evaluator, background: Bool) throws -> AnyView {
        let a = r.positional()
        guard let shapeArg = r.named("in") else { throw r.missing("'in:'") }
        let fill = try r.named("fillStyle").map { try Conversions.native($0.value, FillStyle.self, "FillStyle", ev, node: $0.node) } ?? FillStyle()
        let shape = try Conversions.shape(shapeArg, ev, what: "'in:'")
        guard let a else {
            // `background(in:)`: the environment's background style (`backgroundStyle(_:)`).
            guard background else { throw r.missing("style") }
            func open<T: Shape>(_ t: T) -> AnyView { AnyView(view.background(in: t, fillStyle: fill)) }
            return open(shape)
        }
        let style = try shapeStyle(a, ev)
        func openShape<T: Shape>(_ t: T) -> AnyView {
            func openStyle<S: ShapeStyle>(_ s: S) -> AnyView {
                background ? AnyView(view.background(s, in: t, fillStyle: fill)) : AnyView(view.overlay(s, in: t, fillStyle: fill))
            }
            return openStyle(style)
        }
        return openShape(shape)
    }

    private static func clip<S: Shape>(_ view: AnyView, _ s: S) -> AnyView { AnyView(view.clipShape(s)) }
}
