import Foundation
import SwiftSyntax
import Easel

/// Symbol images and labels in scripts: `Image(systemName:)`, `Label`, and the modifiers and values
/// that go with them, each built with Easel's public API of the same name.
enum Symbols {
    static let variants: [String: SymbolVariants] = [
        "none": .none, "circle": .circle, "square": .square,
        "rectangle": .rectangle, "fill": .fill, "slash": .slash,
    ]

    /// `Image(systemName:)` and `Image(systemName:variableValue:)`.
    static func image(systemName a: Arg, _ r: inout ArgReader) throws -> Image {
        let name = try Conversions.string(a.value, node: a.node)
        if let v = r.named("variableValue") {
            return Image(systemName: name, variableValue: v.value.isNone ? nil : Conversions.double(v.value))
        }
        return Image(systemName: name)
    }

    /// `Label("Title", systemImage: "star")`, `Label("Title", image: "asset")` and
    /// `Label { title } icon: { icon }`.
    static func label(_ r: inout ArgReader, _ ev: Evaluator) throws -> any View {
        // `Label(configuration)` in a script's own `LabelStyle`.
        if let first = r.args.items.first(where: { $0.label == nil && !$0.isTrailing }),
            case .native(let configuration as LabelStyleConfiguration) = first.value
        {
            _ = r.positional()
            return Label(configuration)
        }
        if let t = r.positional() {
            let title = try Views.title(t, ev)
            if let s = r.named("systemImage") {
                let name = try Conversions.string(s.value, node: s.node)
                return Label(title: { title }, icon: { Image(systemName: name) })
            }
            if let i = r.named("image") {
                let name = try Conversions.string(i.value, node: i.node)
                return Label(title: { title }, icon: { Image(name) })
            }
            throw r.missing("'systemImage:' or 'image:'")
        }
        let title = try Views.content(&r, ev, label: "title")
        let icon = try Views.content(&r, ev, label: "icon")
        return Label(title: { title }, icon: { icon })
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
