import Foundation
import SwiftSyntax
import Easel

/// Symbol images and labels in scripts: `Image(systemName:)`, `Label`, and the modifiers and values
/// that go with them, each built with Easel's public API of the same name.
enum Symbols {
    /// Modifiers handled here.
    static let modifierNames: Set<String> = ["imageScale", "symbolVariant", "symbolRenderingMode", "labelStyle"]

    /// Static members of the symbol value types (merged into `Builtins.statics`).
    static let statics: [String: [String: Any]] = [
        "Image.Scale": ["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large],
        "SymbolVariants": variants,
        "SymbolRenderingMode": ["monochrome": SymbolRenderingMode.monochrome, "hierarchical": SymbolRenderingMode.hierarchical,
                                "palette": SymbolRenderingMode.palette, "multicolor": SymbolRenderingMode.multicolor],
    ]

    private static let variants: [String: SymbolVariants] = ["none": .none, "circle": .circle, "square": .square,
                                                              "rectangle": .rectangle, "fill": .fill, "slash": .slash]

    /// `Image(systemName:)` and `Image(systemName:variableValue:)`.
    static func image(systemName a: Arg, _ r: inout ArgReader) throws -> Image {
        let name = try Conversions.string(a.value, node: a.node)
        if let v = r.named("variableValue") {
            return Image(systemName: name, variableValue: v.value == .null ? nil : Conversions.double(v.value))
        }
        return Image(systemName: name)
    }

    /// `Label("Title", systemImage: "star")`, `Label("Title", image: "asset")` and
    /// `Label { title } icon: { icon }`.
    static func label(_ r: inout ArgReader, _ ev: Evaluator) throws -> any View {
        if let t = r.positional() {
            let title = t.value.description
            if let s = r.named("systemImage") { return Label(title, systemImage: try Conversions.string(s.value, node: s.node)) }
            if let i = r.named("image") { return Label(title, image: try Conversions.string(i.value, node: i.node)) }
            throw r.missing("'systemImage:' or 'image:'")
        }
        let title = try Views.content(&r, ev, label: "title")
        let icon = try Views.content(&r, ev, label: "icon")
        return Label(title: { title }, icon: { icon })
    }

    /// The modifiers of `modifierNames` on a view.
    static func modifier(_ view: AnyView, _ name: String, _ r: inout ArgReader, _ ev: Evaluator) throws -> AnyView {
        guard let a = r.positional() else { throw r.missing("value") }
        switch name {
        case "imageScale":
            return AnyView(view.imageScale(try Conversions.native(a.value, Image.Scale.self, "Image.Scale", ev, node: a.node)))
        case "symbolVariant":
            return AnyView(view.symbolVariant(try Conversions.native(a.value, SymbolVariants.self, "SymbolVariants", ev, node: a.node)))
        case "symbolRenderingMode":
            if a.value == .null { return AnyView(view.symbolRenderingMode(nil)) }
            return AnyView(view.symbolRenderingMode(try Conversions.native(a.value, SymbolRenderingMode.self, "SymbolRenderingMode", ev, node: a.node)))
        default:
            return try labelStyle(view, a)
        }
    }

    private static func labelStyle(_ view: AnyView, _ a: Arg) throws -> AnyView {
        var name: String?
        switch a.value {
        case .implicitMember(let n, nil): name = n
        default: break
        }
        switch name {
        case "automatic": return AnyView(view.labelStyle(.automatic))
        case "titleAndIcon": return AnyView(view.labelStyle(.titleAndIcon))
        case "titleOnly": return AnyView(view.labelStyle(.titleOnly))
        case "iconOnly": return AnyView(view.labelStyle(.iconOnly))
        default:
            let known = ["automatic", "titleAndIcon", "titleOnly", "iconOnly"]
            throw EvalError("unsupported label style \(a.value.debugText)" + Suggest.didYouMean(name ?? "", among: known), a.node)
        }
    }

    /// Members of symbol values: `.circle.fill` (a variant of a variant, also when the first part
    /// is still an unresolved implicit member).
    static func member(of base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let v as SymbolVariants):
            return variant(v, name).map { .native($0) }
        case .implicitMember(let first, nil):
            guard let v = variants[first], first != "none" else { return nil }
            return variant(v, name).map { .native($0) }
        default:
            return nil
        }
    }

    private static func variant(_ v: SymbolVariants, _ name: String) -> SymbolVariants? {
        switch name {
        case "circle": return v.circle
        case "square": return v.square
        case "rectangle": return v.rectangle
        case "fill": return v.fill
        case "slash": return v.slash
        default: return nil
        }
    }
}
