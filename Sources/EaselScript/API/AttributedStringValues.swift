import Foundation
import SwiftSyntax
import Easel

/// `AttributedString` for scripts: made from a string, joined with `+` and `+=`, its SwiftUI
/// attributes set by name (`s.font = .title`, `s.foregroundColor = .red`, `s.link = url`), and
/// shown by `Text(_:)`.
enum AttributedStringValues {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("AttributedString", labels: ["markdown", "stringLiteral"]) { r, _ in
            if let m = r.named("markdown") {
                throw EvalError(
                    "AttributedString(markdown:) is not available (Foundation on Linux has no markdown parser); use a Text literal, whose markdown Easel reads",
                    m.node)
            }
            // `AttributedString(stringLiteral: text)`: the plain text.
            if let l = r.named("stringLiteral") { return .native(AttributedString(try Conversions.string(l.value, node: l.node))) }
            guard let a = r.positional() else { return .native(AttributedString()) }
            if case .native(let s as AttributedString) = a.value { return .native(s) }
            return .native(AttributedString(try Conversions.string(a.value, node: a.node)))
        }
    ]

    /// `a + b` of attributed strings (a plain string joins as unattributed text).
    static func binary(_ op: String, _ l: Value, _ r: Value) -> Value? {
        guard op == "+" else { return nil }
        switch (l, r) {
        case (.native(let a as AttributedString), .native(let b as AttributedString)): return .native(a + b)
        case (.native(let a as AttributedString), .string(let b)): return .native(a + AttributedString(b))
        case (.string(let a), .native(let b as AttributedString)): return .native(AttributedString(a) + b)
        default: return nil
        }
    }

    /// The names scripts set, with what each reads.
    static let attributeNames = [
        "font", "foregroundColor", "backgroundColor", "underlineStyle", "strikethroughStyle", "kern", "tracking", "baselineOffset", "link",
    ]

    /// A range of an attributed string (`s.range(of: "World")`), which subscripts it.
    struct Range {
        let range: Swift.Range<AttributedString.Index>
    }

    /// `s.range(of: "World")`: the first occurrence's range, or nil.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard name == "range", case .native(let s as AttributedString) = base, let a = args.items.first, a.label == "of" else { return nil }
        let text = try Conversions.string(a.value, node: a.node)
        guard !text.isEmpty else { return .null }
        return s.range(of: text).map { .native(Range(range: $0)) } ?? .null
    }

    /// `s[range]`: the part of the string in it, whose attributes can be set.
    static func subscripted(_ base: Value, _ key: Value) -> Value? {
        guard case .native(let s as AttributedString) = base, case .native(let r as Range) = key else { return nil }
        return .native(s[r.range])
    }

    /// `s[range] = part` (what `s[range].foregroundColor = .red` writes back): the changed copy.
    static func settingSubscript(_ base: Value, _ key: Value, _ value: Value) -> Value? {
        guard case .native(var s as AttributedString) = base, case .native(let r as Range) = key,
            case .native(let part as AttributedSubstring) = value
        else { return nil }
        s[r.range] = part
        return .native(s)
    }

    /// `s.font = .title` and the other attributes of an attributed string or of a part of one
    /// (`s[range].font = .title`): the changed copy (nil when `base` is neither).
    static func settingMember(_ base: Value, _ name: String, _ value: Value, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        if case .native(let part as AttributedSubstring) = base {
            // Set on a copy of the part (each run keeps its other attributes), which replaces the part.
            guard case .native(let changed as AttributedString)? = try settingMember(.native(AttributedString(part)), name, value, ev, node: node)
            else { return nil }
            return .native(changed[changed.startIndex..<changed.endIndex])
        }
        guard case .native(var s as AttributedString) = base else { return nil }
        let clear = value == .null
        switch name {
        case "font": s.font = clear ? nil : try Conversions.native(value, Font.self, "Font", ev, node: node)
        case "foregroundColor": s.foregroundColor = clear ? nil : try Conversions.color(value, ev, node: node)
        case "backgroundColor": s.backgroundColor = clear ? nil : try Conversions.color(value, ev, node: node)
        case "underlineStyle": s.underlineStyle = clear ? nil : try Conversions.native(value, Text.LineStyle.self, "Text.LineStyle", ev, node: node)
        case "strikethroughStyle": s.strikethroughStyle = clear ? nil : try Conversions.native(value, Text.LineStyle.self, "Text.LineStyle", ev, node: node)
        case "kern": s.kern = clear ? nil : try Conversions.cgfloat(value, node: node)
        case "tracking": s.tracking = clear ? nil : try Conversions.cgfloat(value, node: node)
        case "baselineOffset": s.baselineOffset = clear ? nil : try Conversions.cgfloat(value, node: node)
        case "link": s.link = clear ? nil : try Conversions.native(value, URL.self, "URL", ev, node: node)
        default:
            throw EvalError("cannot set '\(name)' of AttributedString" + Suggest.didYouMean(name, among: attributeNames), node)
        }
        return .native(s)
    }

    /// The text of an attributed string: `description`, and `characters`, its characters as a
    /// string (`s.characters.count`, `String(s.characters)`).
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let s as AttributedString) = base else { return nil }
        if name == "description" || name == "characters" { return .string(String(s.characters)) }
        return nil
    }
}
