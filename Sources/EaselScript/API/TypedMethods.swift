import Foundation
import SwiftSyntax
import Easel

/// Methods of Text, Image and shapes that keep the concrete type, for scripts. Each answers nil
/// when the receiver is not its type, and the view modifier of the same name applies instead.
enum TypedMethods {
    static let all: [MethodDeclaration] = text + image + shape

    static let text: [MethodDeclaration] = [
        MethodDeclaration("font") { base, r, ev in
            guard let t = base as? Text else { return nil }
            guard let a = r.positional() else { throw r.missing("font") }
            return t.font(try Conversions.font(a.value, ev, node: a.node))  // nil and `.none` are no font
        },
        MethodDeclaration("fontWeight") { base, r, ev in
            guard let t = base as? Text else { return nil }
            guard let a = r.positional() else { throw r.missing("weight") }
            return t.fontWeight(a.value.isNone ? nil : try Conversions.native(a.value, Font.Weight.self, "Font.Weight", ev, node: a.node))
        },
        MethodDeclaration("fontWidth") { base, r, ev in
            guard let t = base as? Text else { return nil }
            guard let a = r.positional() else { throw r.missing("width") }
            return t.fontWidth(a.value.isNone ? nil : try Conversions.native(a.value, Font.Width.self, "Font.Width", ev, node: a.node))
        },
        MethodDeclaration("fontDesign") { base, r, ev in
            guard let t = base as? Text else { return nil }
            guard let a = r.positional() else { throw r.missing("design") }
            return t.fontDesign(a.value.isNone ? nil : try Conversions.native(a.value, Font.Design.self, "Font.Design", ev, node: a.node))
        },
        MethodDeclaration("monospaced") { base, r, _ in
            guard let t = base as? Text else { return nil }
            guard let a = r.positional() else { return t.monospaced() }
            return t.monospaced(try Conversions.bool(a.value, node: a.node))
        },
        MethodDeclaration("bold") { base, r, _ in
            guard let t = base as? Text, r.args.isEmpty else { return nil }
            return t.bold()
        },
        MethodDeclaration("italic") { base, r, _ in
            guard let t = base as? Text, r.args.isEmpty else { return nil }
            return t.italic()
        },
        MethodDeclaration("monospacedDigit") { base, _, _ in (base as? Text)?.monospacedDigit() },
        MethodDeclaration("foregroundColor") { base, r, ev in
            guard let t = base as? Text else { return nil }
            guard let a = r.positional() else { throw r.missing("colour") }
            return t.foregroundColor(try Conversions.optionalColor(a.value, ev, node: a.node))
        },
        // `Text("b").foregroundStyle(.orange)` is still a Text (`Text("a") + Text("b").foregroundStyle(.orange)`);
        // a gradient or another style is the view modifier's.
        MethodDeclaration("foregroundStyle") { base, r, ev in
            guard let t = base as? Text, r.args.items.count == 1, r.args.items[0].label == nil, let a = r.positional() else { return nil }
            func open<S: ShapeStyle>(_ s: S) -> Text { t.foregroundStyle(s) }
            return open(try DrawingModifiers.shapeStyle(a, ev))
        },
        MethodDeclaration("kerning") { base, r, _ in
            guard let t = base as? Text else { return nil }
            guard let k = try r.cgfloat(nil) else { throw r.missing("amount") }
            return t.kerning(k)
        },
        MethodDeclaration("tracking") { base, r, _ in
            guard let t = base as? Text else { return nil }
            guard let k = try r.cgfloat(nil) else { throw r.missing("amount") }
            return t.tracking(k)
        },
        MethodDeclaration("baselineOffset") { base, r, _ in
            guard let t = base as? Text else { return nil }
            guard let offset = try r.cgfloat(nil) else { throw r.missing("offset") }
            return t.baselineOffset(offset)
        },
        decoration("underline") { $0.underline($1, color: $2) },
        decoration("strikethrough") { $0.strikethrough($1, color: $2) },
    ]

    /// `underline(_:pattern:color:)` or `strikethrough(_:pattern:color:)` of a Text.
    private static func decoration(_ name: String, _ apply: @escaping @Sendable (Text, Bool, Color?) -> Text) -> MethodDeclaration {
        MethodDeclaration(name, labels: decorationLabels) { base, r, ev in
            guard let t = base as? Text else { return nil }
            let (isActive, color) = try decorationArguments(&r, ev)
            return apply(t, isActive, color)
        }
    }

    /// The labels of a line's arguments, a text's or a view's.
    static let decorationLabels = ["pattern", "color"]

    /// A line's arguments, a text's or a view's (`strikethrough(done, pattern: .dash, color: .red)`):
    /// whether it is drawn and its colour; every pattern is drawn solid.
    static func decorationArguments(_ r: inout ArgReader, _ ev: Evaluator) throws -> (isActive: Bool, color: Color?) {
        let isActive = try r.positional().map { try Conversions.bool($0.value, node: $0.node) } ?? true
        _ = r.named("pattern")
        let color = try r.named("color").map { try Conversions.optionalColor($0.value, ev, node: $0.node) } ?? nil
        return (isActive, color)
    }

    static let image: [MethodDeclaration] = [
        MethodDeclaration("resizable", labels: ["capInsets", "resizingMode"]) { base, r, ev in
            guard let i = base as? Image else { return nil }
            let insets = try r.named("capInsets").map { try Conversions.native($0.value, EdgeInsets.self, "EdgeInsets", ev, node: $0.node) }
            let mode = try r.named("resizingMode").map { m -> Image.ResizingMode in
                guard case .implicitMember(let n, nil) = m.value, let mode = resizingModes[n] else {
                    throw EvalError("expected a resizing mode (.stretch or .tile), got \(m.value.debugText)", m.node)
                }
                return mode
            }
            switch (insets, mode) {
            case (let e?, let m?): return i.resizable(capInsets: e, resizingMode: m)
            case (let e?, nil): return i.resizable(capInsets: e)
            case (nil, let m?): return i.resizable(resizingMode: m)
            case (nil, nil): return i.resizable()
            }
        },
        MethodDeclaration("interpolation") { base, r, _ in
            guard let i = base as? Image else { return nil }
            guard let a = r.positional(), case .implicitMember(let q, nil) = a.value else { throw r.missing("quality") }
            guard let v = interpolations[q] else {
                throw EvalError("unknown interpolation '.\(q)'" + Suggest.didYouMean(q, among: Array(interpolations.keys)), a.node)
            }
            return i.interpolation(v)
        },
        // `.renderingMode(.template)`, `.original`, nil.
        MethodDeclaration("renderingMode") { base, r, _ in
            guard let i = base as? Image else { return nil }
            guard let a = r.positional() else { throw r.missing("a rendering mode") }
            if a.value == .null { return i.renderingMode(nil) }
            guard case .implicitMember(let m, nil) = a.value, let mode = renderingModes[m] else {
                throw EvalError("expected .template or .original, got \(a.value.description)", a.node)
            }
            return i.renderingMode(mode)
        },
        // Antialiasing does not change Easel's pictures of bitmap images.
        MethodDeclaration("antialiased") { base, r, _ in
            guard let i = base as? Image else { return nil }
            _ = r.positional()
            return i
        },
        // High dynamic range does not change Easel's standard-range pictures.
        MethodDeclaration("allowedDynamicRange") { base, r, _ in
            guard let i = base as? Image else { return nil }
            _ = r.positional()
            return i
        },
        MethodDeclaration("symbolRenderingMode") { base, r, ev in
            guard let i = base as? Image else { return nil }
            guard let a = r.positional() else { throw r.missing("mode") }
            if a.value.isNone { return i.symbolRenderingMode(nil) }
            return i.symbolRenderingMode(try Conversions.native(a.value, SymbolRenderingMode.self, "SymbolRenderingMode", ev, node: a.node))
        },
    ]

    static let resizingModes: [String: Image.ResizingMode] = ["stretch": .stretch, "tile": .tile]
    static let renderingModes: [String: Image.TemplateRenderingMode] = ["template": .template, "original": .original]
    static let interpolations: [String: Image.Interpolation] = ["none": .none, "low": .low, "medium": .medium, "high": .high]

    static let shape: [MethodDeclaration] = [
        MethodDeclaration("fill", labels: ["style"]) { base, r, ev in
            let style = try r.named("style").map { try Conversions.native($0.value, FillStyle.self, "FillStyle", ev, node: $0.node) }
            let content = try r.positional().map { try DrawingModifiers.shapeStyle($0, ev) }
            // The base cast to a shape once: each cast to a protocol looks up the conformance.
            let shape = base as? any Shape
            // A filled or stroked shape filled again (iOS 17's `ShapeView`).
            if shape == nil, let view = base as? any ShapeView {
                return fillAgain(view, content ?? ForegroundStyle(), style ?? FillStyle())
            }
            // A gradient, a material, a level of the foreground (any style that is not a colour) fills as itself.
            if let shape, let content, !(content is Color) {
                return fillStyled(shape, content, style ?? FillStyle())
            }
            let color = content.map { $0 as? Color ?? $0.resolvedColor }
            if let s = base as? DynamicShape {
                if let style { return s.fill(color, style: style) }
                return s.fill(color)
            }
            guard let shape else { return nil }
            return fillShape(shape, color, style)
        },
        // `Circle().path(in: rect)`: the shape's outline in a rectangle, as a `Path`.
        MethodDeclaration("path", labels: ["in"]) { base, r, ev in
            guard let shape = base as? any Shape else { return nil }
            guard let a = r.named("in") else { throw r.missing("'in:'") }
            return shape.path(in: try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node))
        },
        MethodDeclaration("trim", labels: ["from", "to"]) { base, r, _ in
            let shape = base as? any Shape
            guard shape != nil || base is DynamicShapeView else { return nil }
            let from = try r.cgfloat("from") ?? 0, to = try r.cgfloat("to") ?? 1
            func open<S: Shape>(_ s: S) -> any Shape { s.trim(from: from, to: to) }
            return reshaping(base) { open($0) } ?? shape.map { open($0) }
        },
        MethodDeclaration("rotation", labels: ["anchor"]) { base, r, ev in
            let shape = base as? any Shape
            guard shape != nil || base is DynamicShapeView else { return nil }
            guard let a = r.positional() else { throw r.missing("angle") }
            let angle = try Conversions.native(a.value, Angle.self, "Angle", ev, node: a.node)
            let anchor = try anchorArgument(&r, ev)
            func open<S: Shape>(_ s: S) -> any Shape { s.rotation(angle, anchor: anchor) }
            return reshaping(base) { open($0) } ?? shape.map { open($0) }
        },
        MethodDeclaration("scale", labels: ["x", "y", "anchor"]) { base, r, ev in
            let shape = base as? any Shape
            guard shape != nil || base is DynamicShapeView else { return nil }
            let k = try r.cgfloat(nil)
            let x = try r.cgfloat("x") ?? k ?? 1, y = try r.cgfloat("y") ?? k ?? 1
            let anchor = try anchorArgument(&r, ev)
            func open<S: Shape>(_ s: S) -> any Shape { s.scale(x: x, y: y, anchor: anchor) }
            return reshaping(base) { open($0) } ?? shape.map { open($0) }
        },
        MethodDeclaration("offset", labels: ["x", "y"]) { base, r, ev in
            let shape = base as? any Shape
            guard shape != nil || base is DynamicShapeView else { return nil }
            var offset = CGSize(width: try r.cgfloat("x") ?? 0, height: try r.cgfloat("y") ?? 0)
            if let a = r.positional() {
                if case .native(let p as CGPoint) = a.value {
                    offset = CGSize(width: p.x, height: p.y)
                } else {
                    offset = try Conversions.native(a.value, CGSize.self, "CGSize", ev, node: a.node)
                }
            }
            func open<S: Shape>(_ s: S) -> any Shape { s.offset(offset) }
            return reshaping(base) { open($0) } ?? shape.map { open($0) }
        },
        MethodDeclaration("size", labels: ["width", "height"]) { base, r, ev in
            guard let shape = base as? any Shape else { return nil }
            let size: CGSize
            if let a = r.positional() {
                size = try Conversions.native(a.value, CGSize.self, "CGSize", ev, node: a.node)
            } else {
                guard let w = try r.cgfloat("width"), let h = try r.cgfloat("height") else { throw r.missing("'width:' and 'height:'") }
                size = CGSize(width: w, height: h)
            }
            func open<S: Shape>(_ s: S) -> any Shape { s.size(size) }
            return open(shape)
        },
        MethodDeclaration("inset", labels: ["by"]) { base, r, _ in
            guard let shape = base as? any InsettableShape else { return nil }
            guard let amount = try r.cgfloat("by") else { throw r.missing("'by:'") }
            func open<S: InsettableShape>(_ s: S) -> any Shape { s.inset(by: amount) }
            return open(shape)
        },
        MethodDeclaration("transform") { base, r, ev in
            guard let shape = base as? any Shape else { return nil }
            guard let a = r.positional() else { throw r.missing("transform") }
            let t = try Conversions.native(a.value, CGAffineTransform.self, "CGAffineTransform", ev, node: a.node)
            func open<S: Shape>(_ s: S) -> any Shape { s.transform(t) }
            return open(shape)
        },
        MethodDeclaration("stroke", labels: ["lineWidth", "style", "antialiased"]) { base, r, ev in try stroke(base, &r, ev, inside: false) },
        MethodDeclaration("strokeBorder", labels: ["lineWidth", "style", "antialiased"]) { base, r, ev in
            try stroke(base, &r, ev, inside: true)
        },
    ]

    /// A script shape stroked with no style of its own, which is the shape of the area the stroke
    /// covers, changed by a shape's method (`Triangle().stroke(lineWidth: 2).scale(0.5)`); nil for
    /// any other value.
    private static func reshaping(_ base: Any, _ make: (DynamicShape) -> any Shape) -> DynamicShapeView? {
        (base as? DynamicShapeView)?.reshaped(make)
    }

    private static func anchorArgument(_ r: inout ArgReader, _ ev: Evaluator) throws -> UnitPoint {
        try r.named("anchor").map { try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) } ?? .center
    }

    private static func fillStyled(_ shape: any Shape, _ style: any ShapeStyle, _ fill: FillStyle) -> any View {
        func open<S: Shape>(_ s: S) -> any View { openStyle(s, style, fill) }
        return open(shape)
    }

    private static func openStyle<S: Shape>(_ s: S, _ style: any ShapeStyle, _ fill: FillStyle) -> any View {
        func open<T: ShapeStyle>(_ t: T) -> any View { s.fill(t, style: fill) }
        return open(style)
    }

    private static func fillShape<S: Shape>(_ s: S, _ c: Color?, _ style: FillStyle?) -> any View {
        switch (c, style) {
        case (let c?, let st?): return s.fill(c, style: st)
        case (let c?, nil): return s.fill(c)
        case (nil, let st?): return s.fill(style: st)
        case (nil, nil): return s.fill()
        }
    }

    private static func stroke(_ base: Any, _ r: inout ArgReader, _ ev: Evaluator, inside: Bool) throws -> Any? {
        // The base cast to a shape once: each cast to a protocol looks up the conformance.
        let baseShape = base as? any Shape
        guard baseShape != nil || base is any ShapeView else { return nil }
        let content = try r.positional().map { try DrawingModifiers.shapeStyle($0, ev) }
        let color = content.map { $0 as? Color ?? $0.resolvedColor }
        let width = try r.cgfloat("lineWidth")
        let style = try r.named("style").map { try Conversions.native($0.value, StrokeStyle.self, "StrokeStyle", ev, node: $0.node) }
        let antialiased = try r.named("antialiased").map { try Conversions.bool($0.value, node: $0.node) } ?? true
        // A filled or stroked shape stroked again (iOS 17's `ShapeView`).
        if baseShape == nil, let view = base as? any ShapeView {
            let strokeStyle = style ?? StrokeStyle(lineWidth: width ?? 1)
            if inside { return try strokeBorderAgain(view, content ?? ForegroundStyle(), strokeStyle, antialiased, r.node) }
            guard let content else { throw r.missing("the stroke's style") }
            return strokeAgain(view, content, strokeStyle, antialiased)
        }
        if let content, !(content is Color), let shape = baseShape {
            // A gradient stroke.
            let strokeStyle = style ?? StrokeStyle(lineWidth: width ?? 1)
            func openShape<T: Shape>(_ t: T) -> any View {
                func openStyle<S: ShapeStyle>(_ s: S) -> any View { inside ? t.strokeBorder(s, style: strokeStyle) : t.stroke(s, style: strokeStyle) }
                return openStyle(content)
            }
            return openShape(shape)
        }
        if let s = base as? DynamicShape {
            return s.stroke(color, style: style ?? width.map { StrokeStyle(lineWidth: $0) } ?? StrokeStyle(), inside: inside)
        }
        return strokeShape(baseShape!, color, width, style, inside: inside)
    }

    /// `fill(_:style:)` of a shape view: a `FillShapeView` over it.
    private static func fillAgain(_ view: any ShapeView, _ content: any ShapeStyle, _ fill: FillStyle) -> any View {
        func open<V: ShapeView>(_ v: V) -> any View {
            func openStyle<T: ShapeStyle>(_ t: T) -> any View { v.fill(t, style: fill) }
            return openStyle(content)
        }
        return open(view)
    }

    /// `stroke(_:style:antialiased:)` of a shape view: a `StrokeShapeView` over it.
    private static func strokeAgain(_ view: any ShapeView, _ content: any ShapeStyle, _ style: StrokeStyle, _ antialiased: Bool) -> any View {
        func open<V: ShapeView>(_ v: V) -> any View {
            func openStyle<T: ShapeStyle>(_ t: T) -> any View { v.stroke(t, style: style, antialiased: antialiased) }
            return openStyle(content)
        }
        return open(view)
    }

    /// `strokeBorder(_:style:antialiased:)` of a shape view: a `StrokeBorderShapeView` over it when
    /// its shape is insettable; a script's own shape strokes its border inside its frame too.
    private static func strokeBorderAgain(
        _ view: any ShapeView, _ content: any ShapeStyle, _ style: StrokeStyle, _ antialiased: Bool, _ node: Syntax?
    ) throws -> any View {
        func open<V: ShapeView>(_ v: V) throws -> any View {
            func openStyle<T: ShapeStyle>(_ t: T) throws -> any View {
                if let insettable = v.shape as? any InsettableShape {
                    func openShape<I: InsettableShape>(_ i: I) -> any View {
                        StrokeBorderShapeView(shape: i, style: t, strokeStyle: style, isAntialiased: antialiased, background: v)
                    }
                    return openShape(insettable)
                }
                if v.shape is DynamicShape { return v.strokeBorderOfAnyShape(t, style: style) }
                throw EvalError("'strokeBorder' needs an InsettableShape; \(typeName(of: v.shape)) is not one", node)
            }
            return try openStyle(content)
        }
        return try open(view)
    }

    private static func typeName(of value: Any) -> String { Value.shortTypeName(type(of: value)) }

    private static func strokeShape<S: Shape>(_ s: S, _ c: Color?, _ width: CGFloat?, _ style: StrokeStyle?, inside: Bool) -> any View {
        switch (c, style, inside) {
        case (let c?, let st?, false): return s.stroke(c, style: st)
        case (let c?, let st?, true): return s.strokeBorder(c, style: st)
        case (nil, let st?, false): return s.stroke(style: st)
        case (nil, let st?, true): return s.strokeBorder(style: st)
        default: break
        }
        switch (c, width, inside) {
        case (let c?, let w?, false): return s.stroke(c, lineWidth: w)
        case (let c?, nil, false): return s.stroke(c)
        case (let c?, let w?, true): return s.strokeBorder(c, lineWidth: w)
        case (let c?, nil, true): return s.strokeBorder(c)
        case (nil, let w?, false): return s.stroke(lineWidth: w)
        case (nil, nil, false): return s.stroke()
        case (nil, let w?, true): return s.strokeBorder(lineWidth: w)
        case (nil, nil, true): return s.strokeBorder()
        }
    }
}
