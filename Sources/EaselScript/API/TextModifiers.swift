import Foundation
import SwiftSyntax
import Easel

/// Modifiers of text and fonts on any view, for scripts.
enum TextModifiers {
    static let all: [ModifierDeclaration] = [
        // `.redacted(reason: isLoading ? .placeholder : [])`: texts and images as placeholder shapes.
        ModifierDeclaration("redacted", labels: ["reason"]) { view, r, ev in
            guard let a = r.named("reason") else { throw r.missing("'reason:'") }
            return AnyView(view.redacted(reason: try Conversions.optionSet(a.value, RedactionReasons.self, "RedactionReasons", ev, node: a.node)))
        },
        ModifierDeclaration("unredacted") { view, _, _ in AnyView(view.unredacted()) },
        ModifierDeclaration("font") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("font") }
            return AnyView(view.font(try Conversions.font(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("fontWeight") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("weight") }
            let w: Font.Weight? = a.value.isNone ? nil : try Conversions.native(a.value, Font.Weight.self, "Font.Weight", ev, node: a.node)
            return AnyView(view.fontWeight(w))
        },
        ModifierDeclaration("fontWidth") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("width") }
            let w: Font.Width? = a.value.isNone ? nil : try Conversions.native(a.value, Font.Width.self, "Font.Width", ev, node: a.node)
            return AnyView(view.fontWidth(w))
        },
        ModifierDeclaration("fontDesign") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("design") }
            let d: Font.Design? = a.value.isNone ? nil : try Conversions.native(a.value, Font.Design.self, "Font.Design", ev, node: a.node)
            return AnyView(view.fontDesign(d))
        },
        ModifierDeclaration("monospaced") { view, r, _ in
            guard let a = r.positional() else { return AnyView(view.monospaced()) }
            return AnyView(view.monospaced(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("bold") { view, r, _ in
            guard let a = r.positional() else { return AnyView(view.bold()) }
            return AnyView(view.bold(try Conversions.bool(a.value, node: a.node)))
        },
        decoration("underline") { $0.underline($1, color: $2) },
        decoration("strikethrough") { $0.strikethrough($1, color: $2) },
        ModifierDeclaration("italic") { view, r, _ in
            guard let a = r.positional() else { return AnyView(view.italic()) }
            return AnyView(view.italic(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("lineLimit", labels: ["reservesSpace"]) { view, r, _ in
            guard let a = r.positional() else { throw r.missing("number") }
            if let reserves = r.named("reservesSpace") {
                return AnyView(
                    view.lineLimit(try Conversions.int(a.value, node: a.node), reservesSpace: try Conversions.bool(reserves.value, node: reserves.node)))
            }
            switch a.value {
            case .range(let lower, let upper, _):  // `1...5` (a range's upper bound is stored past its end)
                guard lower < upper else { throw EvalError("lineLimit needs a range of at least one line, got \(a.value)", a.node) }
                return AnyView(view.lineLimit(lower...(upper - 1)))
            case .native(let p as PartialRange):
                func count(_ d: Double) throws -> Int {
                    guard let n = Int(exactly: d) else { throw EvalError("lineLimit needs whole lines, got \(d)", a.node) }
                    return n
                }
                if let lower = p.lower { return AnyView(view.lineLimit(try count(lower)...)) }
                if let upper = p.upper { return AnyView(view.lineLimit(...(try count(upper) - (p.closed ? 0 : 1)))) }
                return AnyView(view)
            default:
                return AnyView(view.lineLimit(a.value.isNone ? nil : try Conversions.int(a.value, node: a.node)))
            }
        },
        ModifierDeclaration("multilineTextAlignment") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("alignment") }
            return AnyView(view.multilineTextAlignment(try Conversions.native(a.value, TextAlignment.self, "TextAlignment", ev, node: a.node)))
        },
        ModifierDeclaration("truncationMode") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("mode") }
            return AnyView(view.truncationMode(try Conversions.native(a.value, Text.TruncationMode.self, "Text.TruncationMode", ev, node: a.node)))
        },
        ModifierDeclaration("lineSpacing") { view, r, _ in
            guard let k = try r.cgfloat(nil) else { throw r.missing("spacing") }
            return AnyView(view.lineSpacing(k))
        },
        ModifierDeclaration("minimumScaleFactor") { view, r, _ in
            guard let k = try r.cgfloat(nil) else { throw r.missing("factor") }
            return AnyView(view.minimumScaleFactor(k))
        },
        ModifierDeclaration("allowsTightening") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("flag") }
            return AnyView(view.allowsTightening(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("textScale") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("scale") }
            let scale = try Conversions.native(a.value, Text.Scale.self, "Text.Scale", ev, node: a.node)
            let enabled = try r.named("isEnabled").map { try Conversions.bool($0.value, node: $0.node) } ?? true
            return AnyView(view.textScale(scale, isEnabled: enabled))
        },
        ModifierDeclaration("kerning") { view, r, _ in
            guard let k = try r.cgfloat(nil) else { throw r.missing("amount") }
            return AnyView(view.kerning(k))
        },
        ModifierDeclaration("tracking") { view, r, _ in
            guard let k = try r.cgfloat(nil) else { throw r.missing("amount") }
            return AnyView(view.tracking(k))
        },
    ]
}

extension TextModifiers {
    /// `underline(_:pattern:color:)` or `strikethrough(_:pattern:color:)` of a view: the line for
    /// the texts in it (every pattern is drawn solid).
    private static func decoration(
        _ name: String, _ apply: @escaping @Sendable (AnyView, Bool, Color?) -> some View
    ) -> ModifierDeclaration {
        ModifierDeclaration(name, labels: TypedMethods.decorationLabels) { view, r, ev in
            let (isActive, color) = try TypedMethods.decorationArguments(&r, ev)
            return AnyView(apply(view, isActive, color))
        }
    }

    /// Immutable after initialisation, so safe to read from any thread.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "RedactionReasons": [
            "placeholder": RedactionReasons.placeholder, "privacy": RedactionReasons.privacy, "invalidated": RedactionReasons.invalidated,
        ]
    ]
}
