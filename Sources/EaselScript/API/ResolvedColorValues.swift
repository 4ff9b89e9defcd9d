import Foundation
import SwiftSyntax
import Easel

/// `Color.Resolved` in scripts: `color.resolve(in: environment)`, its components (`red`,
/// `linearRed`, `opacity` …, as `Float`s read as numbers), `Color.Resolved(red:green:blue:)`, and
/// `Color(resolved)` (a resolved colour is a shape style).
enum ResolvedColorValues {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("Color.Resolved", labels: ["colorSpace", "red", "green", "blue", "opacity"]) { r, ev in
            let space = try r.named("colorSpace").map { try Conversions.native($0.value, Color.RGBColorSpace.self, "Color.RGBColorSpace", ev, node: $0.node) }
            guard let red = try r.cgfloat("red"), let green = try r.cgfloat("green"), let blue = try r.cgfloat("blue") else {
                throw r.missing("'red:', 'green:' and 'blue:'")
            }
            let opacity = try r.cgfloat("opacity") ?? 1
            return .native(
                Color.Resolved(colorSpace: space ?? .sRGB, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity)))
        }
    ]

    /// `resolved.red`, `.linearRed`, `.opacity`, `.description` ….
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let c as Color.Resolved) = base else { return nil }
        let components: [String: Float] = [
            "red": c.red, "green": c.green, "blue": c.blue, "opacity": c.opacity,
            "linearRed": c.linearRed, "linearGreen": c.linearGreen, "linearBlue": c.linearBlue,
        ]
        if let v = components[name] { return .double(Double(v)) }
        if name == "description" { return .string(c.description) }
        if name == "cgColor" { return .native(Color(c)) }
        return nil
    }

    /// `UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)` (a script's UIColor is its
    /// Color): the components `UIColor.getRed` gives, written to the `&` arguments (a `nil` one is
    /// left out); the call gives true.
    private static func components(of color: Color, _ args: Args, node: Syntax?) throws -> Value {
        let labels: [String?] = [nil, "green", "blue", "alpha"]
        guard args.items.count == 4, zip(args.items, labels).allSatisfy({ $0.label == $1 }) else {
            throw EvalError("getRed needs four arguments: getRed(&red, green: &green, blue: &blue, alpha: &alpha)", node)
        }
        let c = UIColor(color).rgba
        let values = [c.red, c.green, c.blue, c.alpha]
        var writes: [Int: Value] = [:]
        for (i, a) in args.items.enumerated() where a.value != .null { writes[i] = .double(Double(values[i])) }
        return .native(InOutResult(result: .bool(true), writes: writes))
    }

    /// `color.resolve(in: environment)`: in the environment given (`EnvironmentValues()`,
    /// `.init()` or a view's `@Environment(\.self)`).
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        if name == "getRed", case .native(let color as Color) = base { return try components(of: color, args, node: node) }
        guard name == "resolve", case .native(let color as Color) = base, let a = args.items.first, a.label == "in" else { return nil }
        let environment: EnvironmentValues
        switch a.value {
        case .native(let e as EnvironmentValues): environment = e
        case .implicitMember("init", let xs) where xs?.items.isEmpty ?? true: environment = EnvironmentValues()
        default: environment = try Conversions.native(a.value, EnvironmentValues.self, "EnvironmentValues", ev, node: a.node)
        }
        return .native(color.resolve(in: environment))
    }
}
