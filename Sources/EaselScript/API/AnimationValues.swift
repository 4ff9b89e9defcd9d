import Foundation
import SwiftSyntax
import Easel

/// `Animation.easeInOut(duration: 0.3)`, `.spring().delay(1)`, `Animation.default`: a still
/// picture shows no motion, so an animation is a value kept only to be passed on (to the ignored
/// `.animation(_:value:)`, `withAnimation`); every member of it is another animation.
struct AnimationValue: CustomStringConvertible {
    let description: String
    static let typeNames: Set<String> = ["Animation"]
    static let names: Set<String> = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring",
        "interpolatingSpring", "smooth", "snappy", "bouncy", "timingCurve",
    ]
    static let modifiers: Set<String> = ["delay", "speed", "repeatCount", "repeatForever"]

    static func staticMember(_ type: String, _ name: String) -> Value? {
        guard type == "Animation", names.contains(name) else { return nil }
        return .native(AnimationValue(description: "Animation.\(name)"))
    }

    static func method(_ base: Value, _ name: String) -> Value? {
        guard case .native(let a as AnimationValue) = base, modifiers.contains(name) else { return nil }
        return .native(AnimationValue(description: "\(a).\(name)"))
    }
}

/// Angles add and subtract, and scale by a number, as SwiftUI's `Angle` does.
enum AngleArithmetic {
    static func binary(_ op: String, _ l: Value, _ r: Value) -> Value? {
        switch (l, r) {
        case (.native(let a as Angle), .native(let b as Angle)):
            switch op {
            case "+": return .native(a + b)
            case "-": return .native(a - b)
            case ">": return .bool(a.radians > b.radians)
            case "<": return .bool(a.radians < b.radians)
            case ">=": return .bool(a.radians >= b.radians)
            case "<=": return .bool(a.radians <= b.radians)
            default: return nil
            }
        case (.native(let a as Angle), _) where op == "*" || op == "/":
            guard let d = Conversions.double(r) else { return nil }
            return .native(op == "*" ? a * d : a / d)
        case (_, .native(let b as Angle)) where op == "*":
            guard let d = Conversions.double(l) else { return nil }
            return .native(d * b)
        default: return nil
        }
    }
}
