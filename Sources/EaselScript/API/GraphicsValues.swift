import Foundation
import SwiftSyntax
import Easel

/// `Canvas` and `GraphicsContext` for scripts. A script's renderer closure runs when the canvas
/// is laid out, with Easel's own context: its drawing calls, transforms, clips, `opacity` and
/// `blendMode` are those of the compiled `GraphicsContext`.
enum GraphicsValues {
    static let views: [ViewDeclaration] = [
        ViewDeclaration("Canvas", labels: ["opaque", "colorMode", "rendersAsynchronously", "renderer", "symbols"]) { r, ev in
            let opaque = try r.named("opaque").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            // The colour mode changes nothing in an 8-bit sRGB software render.
            _ = r.named("colorMode")
            let async = try r.named("rendersAsynchronously").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            guard let (renderer, n) = r.closure("renderer") else { throw r.missing("'renderer:'") }
            let symbols = try r.closure("symbols").map { c, sn in try ev.view(try ev.call(c, Args([]), node: sn), node: sn) } ?? AnyView(EmptyView())
            return Canvas(
                opaque: opaque, rendersAsynchronously: async,
                renderer: { context, size in
                    ev.deferred(()) {
                        _ = try ev.call(renderer, Args([Arg(label: nil, value: .native(context)), Arg(label: nil, value: .native(size))]), node: n)
                    }
                }, symbols: { symbols })
        }
    ]

    /// `.foreground` shading; blend modes as `GraphicsContext.BlendMode`. Immutable after
    /// initialisation, so safe to read from any thread.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "GraphicsContext.Shading": ["foreground": GraphicsContext.Shading.foreground],
        "GraphicsContext.Filter": ["luminanceToAlpha": GraphicsContext.Filter.luminanceToAlpha],
        "GraphicsContext.BlendMode": GraphicsContext.BlendMode.named.mapValues { $0 as Any },
        "GraphicsContext.ClipOptions": ["inverse": GraphicsContext.ClipOptions.inverse],
    ]

    /// `.color(…)`, `.linearGradient(…)` and the other shadings; `.blur(radius:)` and the other filters.
    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("GraphicsContext.Shading", "color", labels: ["red", "green", "blue", "white", "opacity"]) { r, ev in
            if let a = r.positional() { return .native(GraphicsContext.Shading.color(try Conversions.color(a.value, ev, node: a.node))) }
            let opacity = try r.cgfloat("opacity") ?? 1
            if let w = try r.cgfloat("white") { return .native(GraphicsContext.Shading.color(white: Double(w), opacity: Double(opacity))) }
            return .native(
                GraphicsContext.Shading.color(
                    red: Double(try r.cgfloat("red") ?? 0), green: Double(try r.cgfloat("green") ?? 0),
                    blue: Double(try r.cgfloat("blue") ?? 0), opacity: Double(opacity)))
        },
        StaticFunctionDeclaration("GraphicsContext.Shading", "style") { r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            let v = try DrawingModifiers.resolvedStyle(a.value, ev, node: a.node)
            if case .native(let s as any ShapeStyle) = v { return .native(shading(s)) }
            return .native(GraphicsContext.Shading.color(try Conversions.color(v, ev, node: a.node)))
        },
        StaticFunctionDeclaration("GraphicsContext.Shading", "palette") { r, ev in
            guard let a = r.positional(), case .array(let xs) = a.value else { throw r.missing("shadings") }
            return .native(GraphicsContext.Shading.palette(try xs.map { try shadingValue($0, ev, node: a.node) }))
        },
        StaticFunctionDeclaration("GraphicsContext.Shading", "linearGradient", labels: ["startPoint", "endPoint", "options"]) { r, ev in
            let g = try gradient(&r, ev)
            let start = try point(&r, "startPoint", ev), end = try point(&r, "endPoint", ev)
            _ = r.named("options")
            return .native(GraphicsContext.Shading.linearGradient(g, startPoint: start, endPoint: end))
        },
        StaticFunctionDeclaration("GraphicsContext.Shading", "radialGradient", labels: ["center", "startRadius", "endRadius", "options"]) { r, ev in
            let g = try gradient(&r, ev)
            let center = try point(&r, "center", ev)
            guard let r0 = try r.cgfloat("startRadius"), let r1 = try r.cgfloat("endRadius") else { throw r.missing("'startRadius:' and 'endRadius:'") }
            _ = r.named("options")
            return .native(GraphicsContext.Shading.radialGradient(g, center: center, startRadius: r0, endRadius: r1))
        },
        StaticFunctionDeclaration("GraphicsContext.Shading", "conicGradient", labels: ["center", "angle", "options"]) { r, ev in
            let g = try gradient(&r, ev)
            let center = try point(&r, "center", ev)
            let angle = try r.named("angle").map { try Conversions.native($0.value, Angle.self, "Angle", ev, node: $0.node) } ?? Angle()
            _ = r.named("options")
            return .native(GraphicsContext.Shading.conicGradient(g, center: center, angle: angle))
        },
        StaticFunctionDeclaration("GraphicsContext.Filter", "blur", labels: ["radius"]) { r, _ in
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            return .native(GraphicsContext.Filter.blur(radius: radius))
        },
        StaticFunctionDeclaration("GraphicsContext.Filter", "alphaThreshold", labels: ["min", "max", "color"]) { r, ev in
            guard let lo = try r.cgfloat("min") else { throw r.missing("'min:'") }
            let hi = try r.cgfloat("max") ?? 1
            let color = try r.named("color").map { try Conversions.color($0.value, ev, node: $0.node) } ?? .black
            return .native(GraphicsContext.Filter.alphaThreshold(min: Double(lo), max: Double(hi), color: color))
        },
        StaticFunctionDeclaration("GraphicsContext.Filter", "shadow", labels: ["color", "radius", "x", "y", "blendMode", "options"]) { r, ev in
            let color = try r.named("color").map { try Conversions.color($0.value, ev, node: $0.node) } ?? .defaultShadow
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            let x = try r.cgfloat("x") ?? 0, y = try r.cgfloat("y") ?? 0
            _ = r.named("blendMode"); _ = r.named("options")
            return .native(GraphicsContext.Filter.shadow(color: color, radius: radius, x: x, y: y))
        },
        filter("brightness") { .brightness($0) },
        filter("contrast") { .contrast($0) },
        filter("saturation") { .saturation($0) },
        filter("grayscale") { .grayscale($0) },
        filter("colorInvert") { .colorInvert($0) },
        StaticFunctionDeclaration("GraphicsContext.Filter", "hueRotation") { r, ev in
            guard let a = r.positional() else { throw r.missing("angle") }
            return .native(GraphicsContext.Filter.hueRotation(try Conversions.native(a.value, Angle.self, "Angle", ev, node: a.node)))
        },
        StaticFunctionDeclaration("GraphicsContext.Filter", "colorMultiply") { r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            return .native(GraphicsContext.Filter.colorMultiply(try Conversions.color(a.value, ev, node: a.node)))
        },
    ]

    private static func filter(_ name: String, _ make: @escaping @Sendable (Double) -> GraphicsContext.Filter) -> StaticFunctionDeclaration {
        StaticFunctionDeclaration("GraphicsContext.Filter", name) { r, _ in
            .native(make(Double(try r.cgfloat(nil) ?? 1)))
        }
    }

    private static func gradient(_ r: inout ArgReader, _ ev: Evaluator) throws -> Gradient {
        guard let a = r.positional() else { throw r.missing("gradient") }
        return try Conversions.native(a.value, Gradient.self, "Gradient", ev, node: a.node)
    }

    private static func point(_ r: inout ArgReader, _ label: String, _ ev: Evaluator) throws -> CGPoint {
        guard let a = r.named(label) else { throw r.missing("'\(label):'") }
        return try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node)
    }

    private static func shading(_ s: any ShapeStyle) -> GraphicsContext.Shading {
        func open<S: ShapeStyle>(_ s: S) -> GraphicsContext.Shading { .style(s) }
        return open(s)
    }

    static func shadingValue(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> GraphicsContext.Shading {
        try Conversions.native(v, GraphicsContext.Shading.self, "GraphicsContext.Shading", ev, node: node)
    }

    // MARK: Members

    /// `context.opacity`, `.blendMode`, `.transform`, `.environment`, `.clipBoundingRect`;
    /// a resolved text's `shading`, a resolved image's or symbol's `size`.
    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let g as GraphicsContext):
            switch name {
            case "opacity": return .double(g.opacity)
            case "blendMode": return .native(g.blendMode)
            case "transform": return .native(g.transform)
            case "environment": return .native(g.environment)
            case "clipBoundingRect": return .native(g.clipBoundingRect)
            default: return nil
            }
        case .native(let t as GraphicsContext.ResolvedText) where name == "shading": return .native(t.shading)
        case .native(let i as GraphicsContext.ResolvedImage):
            if name == "size" { return .native(i.size) }
            if name == "baseline" { return .double(Double(i.baseline)) }
        case .native(let s as GraphicsContext.ResolvedSymbol) where name == "size": return .native(s.size)
        default: break
        }
        return nil
    }

    /// `context.opacity = 0.5` and the other settable properties: the changed copy.
    static func settingMember(_ base: Value, _ name: String, _ value: Value, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch base {
        case .native(var g as GraphicsContext):
            switch name {
            case "opacity": g.opacity = Double(try Conversions.cgfloat(value, node: node))
            case "blendMode": g.blendMode = try Conversions.native(value, GraphicsContext.BlendMode.self, "GraphicsContext.BlendMode", ev, node: node)
            case "transform": g.transform = try Conversions.native(value, CGAffineTransform.self, "CGAffineTransform", ev, node: node)
            default: throw EvalError("cannot assign to property '\(name)' of GraphicsContext", node)
            }
            return .native(g)
        case .native(var t as GraphicsContext.ResolvedText) where name == "shading":
            t.shading = try shadingValue(value, ev, node: node)
            return .native(t)
        case .native(var i as GraphicsContext.ResolvedImage) where name == "shading":
            i.shading = value == .null ? nil : try shadingValue(value, ev, node: node)
            return .native(i)
        default: return nil
        }
    }

    // MARK: Methods

    /// The drawing calls, `resolve` and `drawLayer`, which leave the context as it is.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let g as GraphicsContext) = base else { return nil }
        var r = ArgReader(args, "GraphicsContext.\(name)", ev, node: node)
        func path() throws -> Path {
            guard let a = r.positional() else { throw r.missing("path") }
            return try Conversions.native(a.value, Path.self, "Path", ev, node: a.node)
        }
        func shadingArg() throws -> GraphicsContext.Shading {
            guard let a = r.named("with") else { throw r.missing("'with:'") }
            return try shadingValue(a.value, ev, node: a.node)
        }
        func anchor() throws -> UnitPoint {
            try r.named("anchor").map { try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) } ?? .center
        }
        let result: Value
        switch name {
        case "fill":
            let p = try path(), s = try shadingArg()
            let style = try r.named("style").map { try Conversions.native($0.value, FillStyle.self, "FillStyle", ev, node: $0.node) } ?? FillStyle()
            g.fill(p, with: s, style: style)
            result = .void
        case "stroke":
            let p = try path(), s = try shadingArg()
            if let a = r.named("style") {
                g.stroke(p, with: s, style: try Conversions.native(a.value, StrokeStyle.self, "StrokeStyle", ev, node: a.node))
            } else {
                g.stroke(p, with: s, lineWidth: try r.cgfloat("lineWidth") ?? 1)
            }
            result = .void
        case "draw":
            guard let a = r.positional() else { throw r.missing("what to draw") }
            let at = r.named("at"), rect = r.named("in")
            let placeAt = try at.map { try Conversions.native($0.value, CGPoint.self, "CGPoint", ev, node: $0.node) }
            let placeIn = try rect.map { try Conversions.native($0.value, CGRect.self, "CGRect", ev, node: $0.node) }
            let anchor = try anchor()
            _ = r.named("style")
            guard placeAt != nil || placeIn != nil else { throw r.missing("'at:' or 'in:'") }
            switch a.value {
            case .native(let t as GraphicsContext.ResolvedText):
                if let p = placeAt { g.draw(t, at: p, anchor: anchor) } else { g.draw(t, in: placeIn!) }
            case .native(let i as GraphicsContext.ResolvedImage):
                if let p = placeAt { g.draw(i, at: p, anchor: anchor) } else { g.draw(i, in: placeIn!) }
            case .native(let s as GraphicsContext.ResolvedSymbol):
                if let p = placeAt { g.draw(s, at: p, anchor: anchor) } else { g.draw(s, in: placeIn!) }
            case .native(let t as Text):
                if let p = placeAt { g.draw(t, at: p, anchor: anchor) } else { g.draw(t, in: placeIn!) }
            case .native(let i as Image):
                if let p = placeAt { g.draw(i, at: p, anchor: anchor) } else { g.draw(i, in: placeIn!) }
            default:
                throw EvalError("GraphicsContext.draw draws a Text, an Image or a resolved symbol, got \(a.value.typeName)", a.node)
            }
            result = .void
        case "resolve":
            guard let a = r.positional() else { throw r.missing("text or image") }
            switch a.value {
            case .native(let t as Text): result = .native(g.resolve(t))
            case .native(let i as Image): result = .native(g.resolve(i))
            default: throw EvalError("GraphicsContext.resolve takes a Text or an Image, got \(a.value.typeName)", a.node)
            }
        case "resolveSymbol":
            guard let a = r.named("id") else { throw r.missing("'id:'") }
            result = g.resolveSymbol(id: ScriptTags.hashable(a.value)).map { .native($0) } ?? .null
        case "drawLayer":
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
            var failure: Error?
            g.drawLayer { layer in
                do { _ = try ev.callInout(c, .native(layer), node: n) } catch { failure = error }
            }
            if let failure { throw failure }
            result = .void
        default: return nil
        }
        try r.finish()
        return result
    }

    /// `translateBy`, `scaleBy`, `rotate`, `concatenate`, `clip` and `addFilter`: the changed context.
    static func mutatingMethod(_ g: GraphicsContext, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> GraphicsContext? {
        var g = g
        var r = ArgReader(args, "GraphicsContext.\(name)", ev, node: node)
        switch name {
        case "translateBy": g.translateBy(x: try r.cgfloat("x") ?? 0, y: try r.cgfloat("y") ?? 0)
        case "scaleBy": g.scaleBy(x: try r.cgfloat("x") ?? 1, y: try r.cgfloat("y") ?? 1)
        case "rotate":
            guard let a = r.named("by") else { throw r.missing("'by:'") }
            g.rotate(by: try Conversions.native(a.value, Angle.self, "Angle", ev, node: a.node))
        case "concatenate":
            guard let a = r.positional() else { throw r.missing("transform") }
            g.concatenate(try Conversions.native(a.value, CGAffineTransform.self, "CGAffineTransform", ev, node: a.node))
        case "clip":
            guard let a = r.named("to") else { throw r.missing("'to:'") }
            let path = try Conversions.native(a.value, Path.self, "Path", ev, node: a.node)
            let style = try r.named("style").map { try Conversions.native($0.value, FillStyle.self, "FillStyle", ev, node: $0.node) } ?? FillStyle()
            var options = GraphicsContext.ClipOptions()
            if let o = r.named("options") {
                let values: [Value]
                if case .array(let xs) = o.value { values = xs } else { values = [o.value] }
                for v in values {
                    options.formUnion(try Conversions.native(v, GraphicsContext.ClipOptions.self, "GraphicsContext.ClipOptions", ev, node: o.node))
                }
            }
            g.clip(to: path, style: style, options: options)
        case "addFilter":
            guard let a = r.positional() else { throw r.missing("filter") }
            _ = r.named("options")
            g.addFilter(try Conversions.native(a.value, GraphicsContext.Filter.self, "GraphicsContext.Filter", ev, node: a.node))
        default: return nil
        }
        try r.finish()
        return g
    }
}
