import Foundation
import SwiftSyntax
import Easel

/// UIKit's `UIBezierPath` and `UIRectCorner`, and Core Graphics' `CGPath`, for scripts: the custom
/// shapes that build a UIKit path and return `Path(path.cgPath)`.
enum UIKitPaths {
    static let values: [ValueDeclaration] = [
        ValueDeclaration(
            "UIBezierPath",
            labels: [
                "rect", "ovalIn", "roundedRect", "cornerRadius", "byRoundingCorners", "cornerRadii", "arcCenter", "radius", "startAngle", "endAngle",
                "clockwise",
            ]
        ) { r, ev in
            if let a = r.named("rect") { return .native(UIBezierPath(rect: try rect(a, ev))) }
            if let a = r.named("ovalIn") { return .native(UIBezierPath(ovalIn: try rect(a, ev))) }
            if let a = r.named("roundedRect") {
                let rect = try rect(a, ev)
                if let c = r.named("byRoundingCorners") {
                    let corners = try Conversions.optionSet(c.value, UIRectCorner.self, "UIRectCorner", ev, node: c.node)
                    guard let radii = r.named("cornerRadii") else { throw r.missing("'cornerRadii:'") }
                    let size = try Conversions.native(radii.value, CGSize.self, "CGSize", ev, node: radii.node)
                    return .native(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: size))
                }
                guard let radius = try r.cgfloat("cornerRadius") else { throw r.missing("'cornerRadius:'") }
                return .native(UIBezierPath(roundedRect: rect, cornerRadius: radius))
            }
            if let a = r.named("arcCenter") {
                let center = try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node)
                let (radius, start, end, clockwise) = try arc(&r)
                return .native(UIBezierPath(arcCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise))
            }
            return .native(UIBezierPath())
        }
    ]

    /// `.topLeft` … `.allCorners`. Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "UIRectCorner": [
            "topLeft": UIRectCorner.topLeft, "topRight": UIRectCorner.topRight, "bottomLeft": UIRectCorner.bottomLeft,
            "bottomRight": UIRectCorner.bottomRight, "allCorners": UIRectCorner.allCorners,
        ]
    ]

    /// `path.cgPath`, `path.bounds`, `path.isEmpty`; `cgPath.boundingBox`, `cgPath.isEmpty`.
    static func member(_ base: Value, _ name: String) -> Value? {
        switch (base, name) {
        case (.native(let p as UIBezierPath), "cgPath"): return .native(p.cgPath)
        case (.native(let p as UIBezierPath), "bounds"): return .native(p.bounds)
        case (.native(let p as UIBezierPath), "isEmpty"): return .bool(p.isEmpty)
        case (.native(let p as CGPath), "boundingBox"): return .native(p.boundingBox)
        case (.native(let p as CGPath), "isEmpty"): return .bool(p.isEmpty)
        default: return nil
        }
    }

    /// The drawing methods of `UIBezierPath`, which change the path in place.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let p as UIBezierPath) = base else { return nil }
        var r = ArgReader(args, "UIBezierPath.\(name)", ev, node: node)
        func point(_ label: String?) throws -> CGPoint {
            guard let a = label == nil ? r.positional() : r.named(label!) else { throw r.missing(label.map { "'\($0):'" } ?? "point") }
            return try Conversions.native(a.value, CGPoint.self, "CGPoint", ev, node: a.node)
        }
        switch name {
        case "move": p.move(to: try point("to"))
        case "addLine": p.addLine(to: try point("to"))
        case "addCurve":
            let to = try point("to"), c1 = try point("controlPoint1")
            p.addCurve(to: to, controlPoint1: c1, controlPoint2: try point("controlPoint2"))
        case "addQuadCurve":
            let to = try point("to")
            p.addQuadCurve(to: to, controlPoint: try point("controlPoint"))
        case "addArc":
            let center = try point("withCenter")
            let (radius, start, end, clockwise) = try arc(&r)
            p.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        case "append":
            guard let a = r.positional() else { throw r.missing("path") }
            p.append(try Conversions.native(a.value, UIBezierPath.self, "UIBezierPath", ev, node: a.node))
        case "close": p.close()
        case "removeAllPoints": p.removeAllPoints()
        case "apply":
            guard let a = r.positional() else { throw r.missing("transform") }
            p.apply(try Conversions.native(a.value, CGAffineTransform.self, "CGAffineTransform", ev, node: a.node))
        default: return nil
        }
        try r.finish()
        return .void
    }

    private static func rect(_ a: Arg, _ ev: Evaluator) throws -> CGRect {
        try Conversions.native(a.value, CGRect.self, "CGRect", ev, node: a.node)
    }

    /// An arc's `radius:startAngle:endAngle:clockwise:` (angles in radians).
    private static func arc(_ r: inout ArgReader) throws -> (CGFloat, CGFloat, CGFloat, Bool) {
        guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
        guard let start = try r.cgfloat("startAngle") else { throw r.missing("'startAngle:'") }
        guard let end = try r.cgfloat("endAngle") else { throw r.missing("'endAngle:'") }
        guard let c = r.named("clockwise") else { throw r.missing("'clockwise:'") }
        return (radius, start, end, try Conversions.bool(c.value, node: c.node))
    }
}
