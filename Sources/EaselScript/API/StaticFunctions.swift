import Foundation
import SwiftSyntax
import Easel

/// Static functions of Easel's types (`Font.system(size:)`, `Angle.degrees(_:)`, `Binding.constant(_:)`), for scripts.
enum StaticFunctions {
    static let all: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("Font", "system", labels: ["size", "weight", "design"]) { r, ev in
            let weight = try r.named("weight").map { try Conversions.native($0.value, Font.Weight.self, "Font.Weight", ev, node: $0.node) }
            let design = try r.named("design").map { try Conversions.native($0.value, Font.Design.self, "Font.Design", ev, node: $0.node) }
            if let size = try r.cgfloat("size") { return .native(Font.system(size: size, weight: weight, design: design)) }
            guard let s = r.positional() else { throw r.missing("'size:'") }
            let style = try Conversions.native(s.value, Font.TextStyle.self, "Font.TextStyle", ev, node: s.node)
            return .native(Font.system(style, design: design, weight: weight))
        },
        StaticFunctionDeclaration("Font", "custom", labels: ["size", "fixedSize", "relativeTo"]) { r, _ in
            guard let n = r.positional() else { throw r.missing("name") }
            let name = try Conversions.string(n.value, node: n.node)
            guard let size = try r.cgfloat("size") ?? r.cgfloat("fixedSize") else { throw r.missing("'size:'") }
            _ = r.named("relativeTo")
            return .native(Font.custom(name, size: size))
        },
        StaticFunctionDeclaration("Binding", "constant") { r, _ in
            guard let v = r.positional() else { throw r.missing("value") }
            let value = v.value
            return .binding(BindingBox(get: { value }, set: { _ in }))
        },
        StaticFunctionDeclaration("Angle", "degrees") { r, _ in
            guard let a = r.positional(), let d = Conversions.double(a.value) else { throw r.missing("angle") }
            return .native(Angle(degrees: d))
        },
        StaticFunctionDeclaration("Angle", "radians") { r, _ in
            guard let a = r.positional(), let d = Conversions.double(a.value) else { throw r.missing("angle") }
            return .native(Angle(radians: d))
        },
    ]
}
