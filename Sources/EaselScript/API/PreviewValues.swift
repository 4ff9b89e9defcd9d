import Foundation
import SwiftSyntax
import Easel

/// Xcode's preview settings for scripts: `previewDisplayName`, `previewDevice`, `previewLayout`
/// and `previewInterfaceOrientation` (Easel's modifiers of the same names, which `easel render`
/// reads through `PreviewTraits`), `PreviewDevice(rawValue:)`, `PreviewLayout` and
/// `InterfaceOrientation`, and the traits of `#Preview(traits:)`.
enum PreviewValues {
    static let modifiers: [ModifierDeclaration] = [
        ModifierDeclaration("previewDisplayName") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("a name") }
            if case .null = a.value { return AnyView(view.previewDisplayName(nil)) }
            return AnyView(view.previewDisplayName(try Conversions.string(a.value, node: a.node)))
        },
        ModifierDeclaration("previewDevice") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("a PreviewDevice") }
            return AnyView(view.previewDevice(try device(a)))
        },
        ModifierDeclaration("previewLayout") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("a PreviewLayout") }
            return AnyView(view.previewLayout(try Conversions.native(a.value, PreviewLayout.self, "PreviewLayout", ev, node: a.node)))
        },
        ModifierDeclaration("previewInterfaceOrientation") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("an InterfaceOrientation") }
            return AnyView(
                view.previewInterfaceOrientation(try Conversions.native(a.value, InterfaceOrientation.self, "InterfaceOrientation", ev, node: a.node)))
        },
    ]

    /// `PreviewDevice(rawValue: "iPhone 15")`, `"iPhone 15"` or nil.
    private static func device(_ a: Arg) throws -> PreviewDevice? {
        switch a.value {
        case .null: return nil
        case .string(let name): return PreviewDevice(rawValue: name)
        case .native(let d as PreviewDevice): return d
        default: throw EvalError("expected a PreviewDevice, got \(a.value.typeName)", a.node)
        }
    }

    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "PreviewLayout": ["device": PreviewLayout.device, "sizeThatFits": PreviewLayout.sizeThatFits],
        "InterfaceOrientation": Dictionary(uniqueKeysWithValues: InterfaceOrientation.allCases.map { ($0.id, $0 as Any) }),
    ]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("PreviewDevice", labels: ["rawValue", "stringLiteral"]) { r, _ in
            guard let a = r.named("rawValue") ?? r.named("stringLiteral") ?? r.positional() else { throw r.missing("'rawValue:'") }
            return .native(PreviewDevice(rawValue: try Conversions.string(a.value, node: a.node)))
        }
    ]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("PreviewLayout", "fixed", labels: ["width", "height"]) { r, _ in
            guard let w = r.named("width"), let h = r.named("height") else { throw r.missing("'width:' and 'height:'") }
            return .native(PreviewLayout.fixed(width: try size(w), height: try size(h)))
        }
    ]

    /// `device.rawValue`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let d as PreviewDevice) = base, name == "rawValue" else { return nil }
        return .string(d.rawValue)
    }

    /// A width or height of a preview: finite and not negative.
    private static func size(_ a: Arg) throws -> CGFloat {
        let v = try Conversions.cgfloat(a.value, node: a.node)
        guard v.isFinite, v >= 0 else { throw EvalError("a preview's \(a.label ?? "size") must be a finite size of 0 or more, got \(v)", a.node) }
        return v
    }

    /// The settings of `#Preview`'s traits (`traits: .sizeThatFitsLayout`, `.fixedLayout(width:
    /// height:)`, `.landscapeLeft`, `.portrait`, `.defaultLayout`): the argument labelled `traits:`
    /// and the unlabelled ones after it (the parameter is variadic).
    static func traits(_ args: LabeledExprListSyntax, _ ev: Evaluator) throws -> PreviewTraits {
        var settings = PreviewTraits()
        var inTraits = false
        for arg in args {
            if let label = arg.label?.text { inTraits = label == "traits" }
            guard inTraits else { continue }
            try apply(arg.expression, to: &settings, ev)
        }
        return settings
    }

    private static func apply(_ e: ExprSyntax, to settings: inout PreviewTraits, _ ev: Evaluator) throws {
        // `.modifier(SampleData())`: a `PreviewModifier`'s shared context (sample data put in the
        // environment), which Easel does not apply yet (docs/Differences.md): the preview renders
        // without it.
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "modifier"
        {
            return
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "fixedLayout"
        {
            var size: [String: CGFloat] = [:]
            for a in call.arguments {
                let v = try Conversions.cgfloat(try ev.eval(a.expression, ev.globals), node: Syntax(a))
                guard v.isFinite, v >= 0 else { throw EvalError("a preview's \(a.label?.text ?? "size") must be a finite size of 0 or more, got \(v)", a) }
                size[a.label?.text ?? ""] = v
            }
            guard let w = size["width"], let h = size["height"] else { throw EvalError("fixedLayout needs 'width:' and 'height:'", call) }
            settings = PreviewTraits(traits: [.fixedLayout(width: w, height: h)], after: settings)
            return
        }
        guard let m = e.as(MemberAccessExprSyntax.self) else { throw EvalError("expected a preview trait (.sizeThatFitsLayout, .landscapeLeft, …)", e) }
        let name = m.declName.baseName.text
        guard let trait = PreviewTrait.named[name] else {
            throw EvalError(
                "unknown preview trait '\(name)'" + Suggest.didYouMean(name, among: Array(PreviewTrait.named.keys) + ["fixedLayout", "modifier"]), e)
        }
        settings = PreviewTraits(traits: [trait], after: settings)
    }
}
