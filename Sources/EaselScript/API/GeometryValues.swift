import Foundation
import SwiftSyntax
import Easel

/// Initialisers of Easel's geometry, alignment, stroke and layout values, for scripts. Arguments a
/// script leaves out keep the initialiser's own defaults.
enum GeometryValues {
    static let all: [ValueDeclaration] = [
        ValueDeclaration("CGSize", labels: ["width", "height"]) { r, _ in
            .native(CGSize(width: try r.cgfloat("width") ?? 0, height: try r.cgfloat("height") ?? 0))
        },
        ValueDeclaration("CGPoint", labels: ["x", "y"]) { r, _ in
            .native(CGPoint(x: try r.cgfloat("x") ?? 0, y: try r.cgfloat("y") ?? 0))
        },
        ValueDeclaration("CGRect", labels: ["x", "y", "width", "height", "origin", "size"]) { r, ev in
            if let o = r.named("origin") {
                let origin = try Conversions.native(o.value, CGPoint.self, "CGPoint", ev, node: o.node)
                guard let s = r.named("size") else { throw r.missing("'size:'") }
                return .native(CGRect(origin: origin, size: try Conversions.native(s.value, CGSize.self, "CGSize", ev, node: s.node)))
            }
            return .native(
                CGRect(x: try r.cgfloat("x") ?? 0, y: try r.cgfloat("y") ?? 0, width: try r.cgfloat("width") ?? 0, height: try r.cgfloat("height") ?? 0))
        },
        ValueDeclaration("EdgeInsets", labels: ["top", "leading", "bottom", "trailing"]) { r, _ in
            var e = EdgeInsets()
            if let v = try r.cgfloat("top") { e.top = v }
            if let v = try r.cgfloat("leading") { e.leading = v }
            if let v = try r.cgfloat("bottom") { e.bottom = v }
            if let v = try r.cgfloat("trailing") { e.trailing = v }
            return .native(e)
        },
        ValueDeclaration("ScrollGeometry", labels: ["contentOffset", "contentSize", "contentInsets", "containerSize"]) { r, ev in
            func read<T>(_ label: String, _ type: T.Type, _ name: String) throws -> T {
                guard let a = r.named(label) else { throw r.missing("'\(label):'") }
                return try Conversions.native(a.value, T.self, name, ev, node: a.node)
            }
            return .native(
                ScrollGeometry(
                    contentOffset: try read("contentOffset", CGPoint.self, "CGPoint"), contentSize: try read("contentSize", CGSize.self, "CGSize"),
                    contentInsets: try read("contentInsets", EdgeInsets.self, "EdgeInsets"),
                    containerSize: try read("containerSize", CGSize.self, "CGSize")))
        },
        ValueDeclaration("Alignment", labels: ["horizontal", "vertical"]) { r, ev in
            guard let h = r.named("horizontal"), let v = r.named("vertical") else { throw r.missing("'horizontal:' and 'vertical:'") }
            return .native(
                Alignment(
                    horizontal: try Conversions.hAlignment(h.value, ev, node: h.node),
                    vertical: try Conversions.vAlignment(v.value, ev, node: v.node)))
        },
        ValueDeclaration("HorizontalAlignment") { r, ev in try customGuide(&r, ev, vertical: false) },
        ValueDeclaration("VerticalAlignment") { r, ev in try customGuide(&r, ev, vertical: true) },
        ValueDeclaration("ImageResource", labels: ["name", "bundle"]) { r, _ in
            guard let n = r.named("name") else { throw r.missing("'name:'") }
            _ = r.named("bundle")
            return .native(ImageResource(name: try Conversions.string(n.value, node: n.node)))
        },
        ValueDeclaration("ColorResource", labels: ["name", "bundle"]) { r, _ in
            guard let n = r.named("name") else { throw r.missing("'name:'") }
            _ = r.named("bundle")
            return .native(ColorResource(name: try Conversions.string(n.value, node: n.node)))
        },
        // `Font(uiFont)`: the font a UIKit font stands for.
        ValueDeclaration("Font") { r, _ in
            if let a = r.positional(), case .native(let f as UIFont) = a.value { return .native(Font(f)) }
            throw EvalError("use Font.system(size:), a text style such as .body, or Font(uiFont)", r.node)
        },
        ValueDeclaration("StrokeStyle", labels: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]) { r, ev in
            var s = StrokeStyle()
            if let v = try r.cgfloat("lineWidth") { s.lineWidth = v }
            if let a = r.named("lineCap") { s.lineCap = try Conversions.native(a.value, CGLineCap.self, "CGLineCap", ev, node: a.node) }
            if let a = r.named("lineJoin") { s.lineJoin = try Conversions.native(a.value, CGLineJoin.self, "CGLineJoin", ev, node: a.node) }
            if let v = try r.cgfloat("miterLimit") { s.miterLimit = v }
            if let a = r.named("dash") {
                guard case .array(let xs) = a.value else { throw EvalError("dash: expects an array of lengths", a.node) }
                s.dash = try xs.map { try Conversions.cgfloat($0, node: a.node) }
            }
            if let v = try r.cgfloat("dashPhase") { s.dashPhase = v }
            return .native(s)
        },
        // `Axis.Set()`, `.init()` where a set of axes is expected (`cond ? .vertical : .init()`): no axis.
        ValueDeclaration("Axis.Set", labels: ["rawValue"]) { r, _ in
            guard let a = r.named("rawValue") else { return .native(Axis.Set()) }
            return .native(Axis.Set(rawValue: Int8(truncatingIfNeeded: try Conversions.int(a.value, node: a.node))))
        },
        // `Edge.Set()`, `Edge.Set(.top)`: no edge, or one.
        ValueDeclaration("Edge.Set") { r, ev in
            guard let a = r.positional() else { return .native(Edge.Set()) }
            return .native(Edge.Set(try Conversions.native(a.value, Edge.self, "Edge", ev, node: a.node)))
        },
        ValueDeclaration("FillStyle", labels: ["eoFill", "antialiased"]) { r, _ in
            var s = FillStyle()
            if let a = r.named("eoFill") { s.isEOFilled = try Conversions.bool(a.value, node: a.node) }
            if let a = r.named("antialiased") { s.isAntialiased = try Conversions.bool(a.value, node: a.node) }
            return .native(s)
        },
        ValueDeclaration("ProposedViewSize", labels: ["width", "height"]) { r, ev in
            if let a = r.positional() { return .native(ProposedViewSize(try Conversions.native(a.value, CGSize.self, "CGSize", ev, node: a.node))) }
            let w = r.named("width"), h = r.named("height")
            return .native(
                ProposedViewSize(
                    width: try Conversions.optionalCGFloat(w?.value, node: w?.node),
                    height: try Conversions.optionalCGFloat(h?.value, node: h?.node)))
        },
        ValueDeclaration("SIMD2", labels: ["x", "y"]) { r, _ in
            // `SIMD2<Float>(0.5, 0)` or `SIMD2(x: 0.5, y: 0)`: a mesh gradient's point.
            let x = r.named("x") ?? r.positional(), y = r.named("y") ?? r.positional()
            guard let x, let y else { throw r.missing("two components") }
            return .native(SIMD2<Float>(Float(try Conversions.cgfloat(x.value, node: x.node)), Float(try Conversions.cgfloat(y.value, node: y.node))))
        },
        ValueDeclaration("UnitPoint", labels: ["x", "y"]) { r, _ in
            .native(UnitPoint(x: try r.cgfloat("x") ?? 0, y: try r.cgfloat("y") ?? 0))
        },
        ValueDeclaration("Angle", labels: ["degrees", "radians"]) { r, _ in
            if let d = try r.cgfloat("degrees") { return .native(Angle(degrees: Double(d))) }
            if let rad = try r.cgfloat("radians") { return .native(Angle(radians: Double(rad))) }
            return .native(Angle())
        },
        ValueDeclaration("HStackLayout", labels: ["alignment", "spacing"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.vAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            if let alignment { return .native(HStackLayout(alignment: alignment, spacing: spacing)) }
            return .native(HStackLayout(spacing: spacing))
        },
        ValueDeclaration("VStackLayout", labels: ["alignment", "spacing"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.hAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            if let alignment { return .native(VStackLayout(alignment: alignment, spacing: spacing)) }
            return .native(VStackLayout(spacing: spacing))
        },
        ValueDeclaration("ZStackLayout", labels: ["alignment"]) { r, ev in
            guard let a = r.named("alignment") else { return .native(ZStackLayout()) }
            return .native(ZStackLayout(alignment: try Conversions.alignment(a.value, ev, node: a.node)))
        },
        ValueDeclaration("GridLayout", labels: ["alignment", "horizontalSpacing", "verticalSpacing"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) } ?? GridLayout().alignment
            return .native(
                GridLayout(alignment: alignment, horizontalSpacing: try r.cgfloat("horizontalSpacing"), verticalSpacing: try r.cgfloat("verticalSpacing")))
        },
        ValueDeclaration("LayoutProperties") { _, _ in .native(LayoutProperties()) },
        ValueDeclaration("ViewSpacing") { _, _ in .native(ViewSpacing()) },
        ValueDeclaration("AnyLayout") { r, ev in
            guard let a = r.positional() else { throw r.missing("layout") }
            return try ev.anyLayout(a.value, node: a.node)
        },
    ]

    /// `HorizontalAlignment(Feet.self)`: a custom alignment guide from an AlignmentID type.
    private static func customGuide(_ r: inout ArgReader, _ ev: Evaluator, vertical: Bool) throws -> Value {
        guard let a = r.positional(), case .type(.user(let d)) = a.value else {
            throw EvalError("\(vertical ? "VerticalAlignment" : "HorizontalAlignment")(_:) expects an AlignmentID type such as 'Feet.self'", r.node)
        }
        return .native(ev.tags.alignment(d, vertical: vertical))
    }
}

/// Coordinate spaces as scripts give them: `.local`, `.global`, `.named("scroll")`, or a value
/// of either SwiftUI type (`CoordinateSpace`, `NamedCoordinateSpace`).
enum ScriptCoordinateSpaces {
    /// A space for `frame(in:)`.
    static func space(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> CoordinateSpace {
        if case .native(let n as NamedCoordinateSpace) = v { return n.coordinateSpace }
        // `.scrollView`, `.scrollView(axis:)`: members of NamedCoordinateSpace only.
        if v.isImplicitMember, let n = try? Conversions.native(v, NamedCoordinateSpace.self, "NamedCoordinateSpace", ev, node: node) {
            return n.coordinateSpace
        }
        return try Conversions.native(v, CoordinateSpace.self, "CoordinateSpace", ev, node: node)
    }

    /// A named space for `coordinateSpace(_:)` and `bounds(of:)`.
    static func named(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> NamedCoordinateSpace {
        if case .native(let c as CoordinateSpace) = v, case .named(let name) = c { return .named(name) }
        return try Conversions.native(v, NamedCoordinateSpace.self, "NamedCoordinateSpace", ev, node: node)
    }
}

/// Anchor sources as scripts give them (`.bounds`, `.topLeading`, `.rect(r)`, `.unitPoint(p)`), and
/// anchors a `GeometryProxy` resolves.
extension GeometryValues {
    enum AnchorSource {
        case rect(Anchor<CGRect>.Source)
        case point(Anchor<CGPoint>.Source)
    }

    static let pointSources: [String: Anchor<CGPoint>.Source] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading, "center": .center,
        "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
    ]

    static func anchorSource(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> AnchorSource {
        switch v {
        case .native(let s as Anchor<CGRect>.Source): return .rect(s)
        case .native(let s as Anchor<CGPoint>.Source): return .point(s)
        case .implicitMember("bounds", nil): return .rect(.bounds)
        case .implicitMember(let name, nil):
            if let s = pointSources[name] { return .point(s) }
        case .implicitMember(let name, let args?):
            guard let a = args.items.first else { break }
            switch name {
            case "rect": return .rect(.rect(try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node ?? node)))
            case "point": return .point(.point(try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node ?? node)))
            case "unitPoint": return .point(.unitPoint(try Conversions.native(a.value, UnitPoint.self, "UnitPoint", ev, node: a.node ?? node)))
            default: break
            }
        default: break
        }
        throw EvalError("expected an anchor source (.bounds, .topLeading, .center, .rect(_:), .point(_:), .unitPoint(_:)…), got \(v)", node)
    }

    /// What `proxy[anchor]` gives a script: a rectangle or point, or an array or optional of them.
    static func resolved(_ x: Any) -> Value {
        switch x {
        case let a as [Any]: return .array(a.map(resolved))
        case let o as Any?:
            // A value of an optional source (`Anchor<CGRect?>`): nil, or what it holds.
            guard case .some(let inner) = o else { return .null }
            if let a = inner as? [Any] { return resolved(a) }
            return .native(inner)
        }
    }
}
