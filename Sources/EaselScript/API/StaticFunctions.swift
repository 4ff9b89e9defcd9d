import Foundation
import SwiftSyntax
import Easel

/// Static functions of Easel's types (`Font.system(size:)`, `Angle.degrees(_:)`, `Binding.constant(_:)`), for scripts.
enum StaticFunctions {
    static let all: [StaticFunctionDeclaration] = declared + gradientShorthands

    private static let declared: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration(
            "Shape", "rect",
            labels: [
                "cornerRadius", "cornerSize", "style", "topLeadingRadius", "bottomLeadingRadius",
                "bottomTrailingRadius", "topTrailingRadius", "cornerRadii",
            ]
        ) { r, ev in
            let style = try r.named("style").map { try Conversions.native($0.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: $0.node) }
            if let a = r.named("cornerRadii") {
                let radii = try Conversions.native(a.value, RectangleCornerRadii.self, "RectangleCornerRadii", ev, node: a.node)
                return .native(UnevenRoundedRectangle.rect(cornerRadii: radii, style: style ?? .continuous))
            }
            let corners = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
            if corners.contains(where: r.has) {
                let v = try corners.map { try r.cgfloat($0) ?? 0 }
                return .native(
                    UnevenRoundedRectangle.rect(
                        topLeadingRadius: v[0], bottomLeadingRadius: v[1], bottomTrailingRadius: v[2],
                        topTrailingRadius: v[3], style: style ?? .continuous))
            }
            if let radius = try r.cgfloat("cornerRadius") { return .native(RoundedRectangle.rect(cornerRadius: radius, style: style ?? .continuous)) }
            guard let size = r.named("cornerSize") else { throw r.missing("'cornerRadius:'") }
            let s = try Conversions.native(size.value, CGSize.self, "CGSize", ev, node: size.node)
            return .native(RoundedRectangle.rect(cornerSize: s, style: style ?? .continuous))
        },
        StaticFunctionDeclaration("Shape", "capsule", labels: ["style"]) { r, ev in
            guard let a = r.named("style") else { throw r.missing("'style:'") }
            return .native(Capsule.capsule(style: try Conversions.native(a.value, RoundedCornerStyle.self, "RoundedCornerStyle", ev, node: a.node)))
        },
        StaticFunctionDeclaration("Font", "system", labels: ["size", "weight", "design"]) { r, ev in
            let weight = try r.named("weight").map { try Conversions.native($0.value, Font.Weight.self, "Font.Weight", ev, node: $0.node) }
            let design = try r.named("design").map { try Conversions.native($0.value, Font.Design.self, "Font.Design", ev, node: $0.node) }
            if let size = try r.cgfloat("size") { return .native(Font.system(size: size, weight: weight, design: design)) }
            guard let s = r.positional() else { throw r.missing("'size:'") }
            let style = try Conversions.native(s.value, Font.TextStyle.self, "Font.TextStyle", ev, node: s.node)
            return .native(Font.system(style, design: design, weight: weight))
        },
        StaticFunctionDeclaration("Font", "custom", labels: ["size", "fixedSize", "relativeTo"]) { r, ev in
            guard let n = r.positional() else { throw r.missing("name") }
            let name = try Conversions.string(n.value, node: n.node)
            if let fixed = try r.cgfloat("fixedSize") { return .native(Font.custom(name, fixedSize: fixed)) }
            guard let size = try r.cgfloat("size") else { throw r.missing("'size:'") }
            let style = try r.named("relativeTo").map { try Conversions.native($0.value, Font.TextStyle.self, "Font.TextStyle", ev, node: $0.node) }
            return .native(Font.custom(name, size: size, relativeTo: style ?? .body))
        },
        shadowStyle("drop", { .drop(color: $0, radius: $1, x: $2, y: $3) }, { .drop(radius: $0, x: $1, y: $2) }),
        shadowStyle("inner", { .inner(color: $0, radius: $1, x: $2, y: $3) }, { .inner(radius: $0, x: $1, y: $2) }),
        // `.background(.shadow(.drop(radius: 10)), in: shape)`: the foreground style casting a shadow.
        StaticFunctionDeclaration("ShapeStyle", "shadow") { r, ev in
            guard let a = r.positional() else { throw r.missing("shadow style") }
            let style: _ShadowShapeStyle<ForegroundStyle> = .shadow(try Conversions.native(a.value, ShadowStyle.self, "ShadowStyle", ev, node: a.node))
            return .native(style)
        },
        // `.image(Image("dots"), scale: 0.5)` where a shape style is expected.
        StaticFunctionDeclaration("ShapeStyle", "image", labels: ["sourceRect", "scale"]) { r, ev in try DrawingViews.imagePaint(&r, ev) },
        // `.named("scroll")`: names compare as scripts compare tags (`ScriptTags`).
        // `.listItemTint(.fixed(.red))`, `.preferred(.green)`.
        StaticFunctionDeclaration("ListItemTint", "fixed") { r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            return .native(ListItemTint.fixed(try Conversions.color(a.value, ev, node: a.node)))
        },
        StaticFunctionDeclaration("ListItemTint", "preferred") { r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            return .native(ListItemTint.preferred(try Conversions.color(a.value, ev, node: a.node)))
        },
        StaticFunctionDeclaration("CoordinateSpace", "named") { r, _ in
            guard let a = r.positional() else { throw r.missing("name") }
            return .native(CoordinateSpace.named(ScriptTags.hashable(a.value)))
        },
        StaticFunctionDeclaration("NamedCoordinateSpace", "named") { r, _ in
            guard let a = r.positional() else { throw r.missing("name") }
            return .native(NamedCoordinateSpace.named(ScriptTags.hashable(a.value)))
        },
        StaticFunctionDeclaration("NamedCoordinateSpace", "scrollView", labels: ["axis"]) { r, ev in
            guard let a = r.named("axis") else { throw r.missing("'axis:'") }
            return .native(NamedCoordinateSpace.scrollView(axis: try Conversions.native(a.value, Axis.self, "Axis", ev, node: a.node)))
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

    /// `.drop(radius: 2)`, `.inner(color: .black, radius: 4, x: 2)`: a shape style's shadow; the
    /// colour, when left out, is the API's default for the kind.
    private static func shadowStyle(
        _ name: String, _ colored: @escaping @Sendable (Color, CGFloat, CGFloat, CGFloat) -> ShadowStyle,
        _ plain: @escaping @Sendable (CGFloat, CGFloat, CGFloat) -> ShadowStyle
    ) -> StaticFunctionDeclaration {
        StaticFunctionDeclaration("ShadowStyle", name, labels: ["color", "radius", "x", "y"]) { r, ev in
            let color = try r.named("color").map { try Conversions.color($0.value, ev, node: $0.node) }
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            let x = try r.cgfloat("x") ?? 0, y = try r.cgfloat("y") ?? 0
            return .native(color.map { colored($0, radius, x, y) } ?? plain(radius, x, y))
        }
    }

    /// `.linearGradient(colors: […], startPoint: .top, endPoint: .bottom)`: the gradient view's own
    /// declaration, with a leading unlabelled gradient read as `gradient:`. SwiftUI declares these
    /// in `extension ShapeStyle where Self == LinearGradient` (and so on), so each is a member of
    /// `ShapeStyle` (`.linearGradient(…)` where a style is expected) and of the gradient's type
    /// (`LinearGradient.linearGradient(…)`).
    private static let gradientShorthands: [StaticFunctionDeclaration] = [
        ("linearGradient", "LinearGradient"), ("radialGradient", "RadialGradient"), ("angularGradient", "AngularGradient"),
        ("conicGradient", "AngularGradient"), ("ellipticalGradient", "EllipticalGradient"),
    ].flatMap { name, type in
        ["ShapeStyle", type].map { owner in
            StaticFunctionDeclaration(owner, name) { r, ev in
                var items = r.args.items
                if let i = items.firstIndex(where: { $0.label == nil && !$0.isTrailing }) { items[i].label = "gradient" }
                r.skipRemaining()
                return try Builtins.construct(type, Args(items, node: r.args.node), ev, node: r.node)
            }
        }
    }
}
