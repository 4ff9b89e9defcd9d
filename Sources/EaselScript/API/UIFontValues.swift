import Foundation
import SwiftSyntax
import Easel

/// UIKit's `UIFont` in scripts (Easel's `UIFont`): `UIFont(name:size:)`, `systemFont(ofSize:weight:)`
/// and the other system fonts, `preferredFont(forTextStyle:)`, `pointSize`, `withSize(_:)`, and
/// `Font(uiFont)`; `text.size(withAttributes: [.font: font])` measures one line of text in it.
enum UIFontValues {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("UIFont", labels: ["name", "size"]) { r, _ in
            guard let n = r.named("name"), let size = try r.cgfloat("size") else { throw r.missing("'name:' and 'size:'") }
            return UIFont(name: try Conversions.string(n.value, node: n.node), size: size).map { .native($0) } ?? .null
        }
    ]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("UIFont", "systemFont", labels: ["ofSize", "weight"]) { r, ev in
            .native(UIFont.systemFont(ofSize: try size(&r), weight: try weight(&r, ev) ?? .regular))
        },
        StaticFunctionDeclaration("UIFont", "boldSystemFont", labels: ["ofSize"]) { r, _ in .native(UIFont.boldSystemFont(ofSize: try size(&r))) },
        StaticFunctionDeclaration("UIFont", "italicSystemFont", labels: ["ofSize"]) { r, _ in .native(UIFont.italicSystemFont(ofSize: try size(&r))) },
        StaticFunctionDeclaration("UIFont", "monospacedSystemFont", labels: ["ofSize", "weight"]) { r, ev in
            .native(UIFont.monospacedSystemFont(ofSize: try size(&r), weight: try weight(&r, ev) ?? .regular))
        },
        StaticFunctionDeclaration("UIFont", "monospacedDigitSystemFont", labels: ["ofSize", "weight"]) { r, ev in
            .native(UIFont.monospacedDigitSystemFont(ofSize: try size(&r), weight: try weight(&r, ev) ?? .regular))
        },
        StaticFunctionDeclaration("UIFont", "preferredFont", labels: ["forTextStyle", "compatibleWith"]) { r, _ in
            guard let a = r.named("forTextStyle") else { throw r.missing("'forTextStyle:'") }
            _ = r.named("compatibleWith")
            return .native(UIFont.preferredFont(forTextStyle: try textStyle(a)))
        },
    ]

    private static func size(_ r: inout ArgReader) throws -> CGFloat {
        guard let s = try r.cgfloat("ofSize") else { throw r.missing("'ofSize:'") }
        return s
    }

    private static func weight(_ r: inout ArgReader, _ ev: Evaluator) throws -> UIFont.Weight? {
        try r.named("weight").map { try Conversions.native($0.value, Font.Weight.self, "Font.Weight", ev, node: $0.node) }
    }

    /// A `UIFont.TextStyle` argument (`.title1`, `UIFont.TextStyle.body`).
    static func textStyle(_ a: Arg) throws -> UIFont.TextStyle {
        switch a.value {
        case .native(let s as UIFont.TextStyle): return s
        case .implicitMember(let name, nil):
            if let s = UIFont.TextStyle.named[name] { return s }
        default: break
        }
        throw EvalError(
            "expected a UIFont.TextStyle (\(UIFont.TextStyle.named.keys.sorted().map { "." + $0 }.joined(separator: ", "))), got \(a.value)",
            a.node)
    }

    /// Immutable after initialisation.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "UIFont.TextStyle": UIFont.TextStyle.named,
        "NSAttributedString.Key": Dictionary(uniqueKeysWithValues: attributeKeys.map { ($0, AttributeKeyName(name: $0) as Any) }),
    ]

    /// `font.pointSize`.
    /// `font.pointSize` and its metrics (`lineHeight`, `ascender`, `descender`, `capHeight`, `leading`).
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let f as UIFont) = base else { return nil }
        switch name {
        case "pointSize": return .double(Double(f.pointSize))
        case "lineHeight": return .double(Double(f.lineHeight))
        case "ascender": return .double(Double(f.ascender))
        case "descender": return .double(Double(f.descender))
        case "capHeight": return .double(Double(f.capHeight))
        case "leading": return .double(Double(f.leading))
        default: return nil
        }
    }

    /// `font.withSize(20)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard name == "withSize", case .native(let f as UIFont) = base else { return nil }
        guard let a = args.items.first else { throw EvalError("withSize(_:) needs a size", node) }
        return .native(f.withSize(try Conversions.cgfloat(a.value, node: a.node)))
    }

    /// `text.size(withAttributes: [.font: font])`: one line of the text in the attributes' font (the
    /// 17-point body style without one), as Easel lays it out.
    static func textSize(_ s: String, _ args: Args, node: Syntax?) throws -> Value {
        let font = attributesFont(args.items[0].value)
        let layout = try ImageRenderer(content: Text(verbatim: s).font(Font(font)).fixedSize()).layout()
        return .native(CGSize(width: layout.root.frame.width, height: layout.root.frame.height))
    }

    /// `text.boundingRect(with: CGSize(width: 200, height: .greatestFiniteMagnitude), options:
    /// .usesLineFragmentOrigin, attributes: [.font: font], context: nil)`: the text wrapped to the
    /// width given (as Easel lays out a `Text` of that font in it), from the origin.
    static func boundingRect(_ s: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        var r = ArgReader(args, "boundingRect", ev, node: node)
        guard let w = r.named("with") else { throw r.missing("'with:' (the size to fit in)") }
        let limit = try Conversions.native(w.value, CGSize.self, "CGSize", ev, node: w.node)
        _ = r.named("options")
        let font = r.named("attributes").map { attributesFont($0.value) } ?? UIFont.preferredFont(forTextStyle: .body)
        _ = r.named("context")
        try r.finish()
        let width = limit.width.isFinite && limit.width > 0 && limit.width < 1e6 ? limit.width : nil
        let text = Text(verbatim: s).font(Font(font))
        let layout = try ImageRenderer(content: text.frame(width: width, alignment: .leading).fixedSize(horizontal: width == nil, vertical: true))
            .layout()
        let size = layout.root.first { $0.kind == "Text" }?.frame ?? layout.root.frame
        return .native(CGRect(x: 0, y: 0, width: size.width, height: min(size.height, limit.height)))
    }

    /// The font of a text-attributes dictionary (`[.font: UIFont.systemFont(ofSize: 17)]`), else
    /// the body style's.
    private static func attributesFont(_ v: Value) -> UIFont {
        var font = UIFont.preferredFont(forTextStyle: .body)
        if case .dictionary(let entries) = v {
            for (k, v) in entries {
                guard case .native(let f as UIFont) = v else { continue }
                if case .implicitMember("font", nil) = k { font = f }
                if case .native(let key as AttributeKeyName) = k, key.name == "font" { font = f }
            }
        }
        return font
    }

    /// `NSAttributedString.Key.font`: a key of text attributes, by name.
    struct AttributeKeyName: Hashable, CustomStringConvertible {
        let name: String
        var description: String { "NSAttributedString.Key(\(name))" }
    }

    /// The keys of `NSAttributedString.Key` that view files name.
    static let attributeKeys = ["font", "foregroundColor", "backgroundColor", "kern", "paragraphStyle", "underlineStyle", "strikethroughStyle"]
}
