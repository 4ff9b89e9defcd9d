import Foundation
import SwiftSyntax
import Easel

/// `CGAffineTransform` for scripts: its initialisers, `.identity`, its properties and methods,
/// and `applying(_:)` on points, sizes, rectangles and paths.
enum TransformValues {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("RectangleCornerRadii", labels: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]) { r, _ in
            .native(
                RectangleCornerRadii(
                    topLeading: try r.cgfloat("topLeading") ?? 0, bottomLeading: try r.cgfloat("bottomLeading") ?? 0,
                    bottomTrailing: try r.cgfloat("bottomTrailing") ?? 0, topTrailing: try r.cgfloat("topTrailing") ?? 0))
        },
        ValueDeclaration("CGAffineTransform", labels: ["a", "b", "c", "d", "tx", "ty", "translationX", "y", "scaleX", "rotationAngle"]) { r, _ in
            if let x = try r.cgfloat("translationX") {
                guard let y = try r.cgfloat("y") else { throw r.missing("'y:'") }
                return .native(CGAffineTransform(translationX: x, y: y))
            }
            if let x = try r.cgfloat("scaleX") {
                guard let y = try r.cgfloat("y") else { throw r.missing("'y:'") }
                return .native(CGAffineTransform(scaleX: x, y: y))
            }
            if let angle = try r.cgfloat("rotationAngle") { return .native(CGAffineTransform(rotationAngle: angle)) }
            let labels = ["a", "b", "c", "d", "tx", "ty"]
            var k: [CGFloat] = []
            for label in labels {
                guard let v = try r.cgfloat(label) ?? r.cgfloat(nil) else {
                    if k.isEmpty { return .native(CGAffineTransform.identity) }
                    throw r.missing("'\(label):'")
                }
                k.append(v)
            }
            return .native(CGAffineTransform(a: k[0], b: k[1], c: k[2], d: k[3], tx: k[4], ty: k[5]))
        },
    ]

    /// `TransformedShape(shape:transform:)`, `RotatedShape(shape:angle:anchor:)`,
    /// `ScaledShape(shape:scale:anchor:)` and `OffsetShape(shape:offset:)`, as the shape methods build them.
    static let views: [ViewDeclaration] = [
        ViewDeclaration("TransformedShape", labels: ["shape", "transform"]) { r, ev in
            let t = try native(&r, "transform", CGAffineTransform.self, ev)
            func open<S: Shape>(_ s: S) -> any Shape { s.transform(t) }
            return open(try shapeArgument(&r, ev))
        },
        ViewDeclaration("RotatedShape", labels: ["shape", "angle", "anchor"]) { r, ev in
            let angle = try native(&r, "angle", Angle.self, ev)
            let anchor = try r.named("anchor").map { try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) } ?? .center
            func open<S: Shape>(_ s: S) -> any Shape { s.rotation(angle, anchor: anchor) }
            return open(try shapeArgument(&r, ev))
        },
        ViewDeclaration("ScaledShape", labels: ["shape", "scale", "anchor"]) { r, ev in
            let scale = try native(&r, "scale", CGSize.self, ev)
            let anchor = try r.named("anchor").map { try Conversions.native($0.value, UnitPoint.self, "UnitPoint", ev, node: $0.node) } ?? .center
            func open<S: Shape>(_ s: S) -> any Shape { s.scale(x: scale.width, y: scale.height, anchor: anchor) }
            return open(try shapeArgument(&r, ev))
        },
        ViewDeclaration(
            "UnevenRoundedRectangle",
            labels: [
                "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius",
                "topTrailingRadius", "cornerRadii", "style",
            ]
        ) { r, ev in
            let style =
                try r.named("style").map { try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) } ?? .continuous
            if let a = r.named("cornerRadii") {
                return UnevenRoundedRectangle(
                    cornerRadii: try Conversions.native(a.value, RectangleCornerRadii.self, "RectangleCornerRadii", ev, node: a.node), style: style)
            }
            return UnevenRoundedRectangle(
                topLeadingRadius: try r.cgfloat("topLeadingRadius") ?? 0, bottomLeadingRadius: try r.cgfloat("bottomLeadingRadius") ?? 0,
                bottomTrailingRadius: try r.cgfloat("bottomTrailingRadius") ?? 0, topTrailingRadius: try r.cgfloat("topTrailingRadius") ?? 0,
                style: style)
        },
        ViewDeclaration("OffsetShape", labels: ["shape", "offset"]) { r, ev in
            let offset = try native(&r, "offset", CGSize.self, ev)
            func open<S: Shape>(_ s: S) -> any Shape { s.offset(offset) }
            return open(try shapeArgument(&r, ev))
        },
    ]

    private static func native<T>(_ r: inout ArgReader, _ label: String, _ type: T.Type, _ ev: Evaluator) throws -> T {
        guard let a = r.named(label) else { throw r.missing("'\(label):'") }
        return try Conversions.native(a.value, type, String(describing: type), ev, node: a.node)
    }

    /// The `shape:` argument.
    private static func shapeArgument(_ r: inout ArgReader, _ ev: Evaluator) throws -> any Shape {
        guard let a = r.named("shape") else { throw r.missing("'shape:'") }
        return try Conversions.shape(a, ev, what: "shape:")
    }

    /// Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = ["CGAffineTransform": ["identity": CGAffineTransform.identity]]

    /// `t.a` … `t.ty`, `t.isIdentity`, `path.boundingRect`, `path.isEmpty`, `path.currentPoint`.
    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let t as CGAffineTransform):
            let m: [String: CGFloat] = ["a": t.a, "b": t.b, "c": t.c, "d": t.d, "tx": t.tx, "ty": t.ty]
            if let v = m[name] { return .double(Double(v)) }
            if name == "isIdentity" { return .bool(t.isIdentity) }
        case .native(let p as Path):
            if name == "boundingRect" { return .native(p.boundingRect) }
            if name == "isEmpty" { return .bool(p.isEmpty) }
            if name == "currentPoint" { return p.currentPoint.map { .native($0) } ?? .null }
        default: break
        }
        return nil
    }

    /// `t.concatenating(u)`, `t.translatedBy(x:y:)`, `t.scaledBy(x:y:)`, `t.rotated(by:)`,
    /// `t.inverted()`, `applying(_:)` / `offsetBy(dx:dy:)` of points, sizes, rectangles and paths,
    /// and `path.strokedPath(_:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        func transform() throws -> CGAffineTransform {
            guard let a = r.positional() else { throw r.missing("transform") }
            return try Conversions.native(a.value, CGAffineTransform.self, "CGAffineTransform", ev, node: a.node)
        }
        func xy() throws -> (CGFloat, CGFloat) { (try r.cgfloat("x") ?? 0, try r.cgfloat("y") ?? 0) }
        let result: Value
        switch (base, name) {
        case (.native(let t as CGAffineTransform), "concatenating"): result = .native(t.concatenating(try transform()))
        case (.native(let t as CGAffineTransform), "translatedBy"): let (x, y) = try xy(); result = .native(t.translatedBy(x: x, y: y))
        case (.native(let t as CGAffineTransform), "scaledBy"): let (x, y) = try xy(); result = .native(t.scaledBy(x: x, y: y))
        case (.native(let t as CGAffineTransform), "rotated"):
            guard let angle = try r.cgfloat("by") else { throw r.missing("'by:'") }
            result = .native(t.rotated(by: angle))
        case (.native(let t as CGAffineTransform), "inverted"): result = .native(t.inverted())
        case (.native(let p as CGPoint), "applying"): result = .native(p.applying(try transform()))
        case (.native(let s as CGSize), "applying"): result = .native(s.applying(try transform()))
        case (.native(let rect as CGRect), "applying"): result = .native(rect.applying(try transform()))
        case (.native(let p as Path), "applying"): result = .native(p.applying(try transform()))
        case (.native(let p as Path), "offsetBy"):
            result = .native(p.offsetBy(dx: try r.cgfloat("dx") ?? 0, dy: try r.cgfloat("dy") ?? 0))
        case (.native(let p as Path), "trimmedPath"):
            guard let from = try r.cgfloat("from"), let to = try r.cgfloat("to") else { throw r.missing("'from:' and 'to:'") }
            result = .native(p.trimmedPath(from: from, to: to))
        case (.native(let p as Path), "strokedPath"):
            guard let a = r.positional() else { throw r.missing("stroke style") }
            result = .native(p.strokedPath(try Conversions.native(a.value, StrokeStyle.self, "StrokeStyle", ev, node: a.node)))
        default: return nil
        }
        try r.finish()
        return result
    }
}
