import Foundation
import SwiftSyntax
import Easel

/// UIKit's `UIFontMetrics` in scripts, Easel's `UIFontMetrics`: `UIFontMetrics.default.scaledValue(for: 17)`
/// and `UIFontMetrics(forTextStyle: .title1)` scale a length (and `scaledFont(for:)` a font) with
/// Dynamic Type as their text style's font scales, at the Dynamic Type size of the script view
/// being built, as `@ScaledMetric` does.
enum FontMetricsValues {
    /// Immutable after initialisation.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = ["UIFontMetrics": ["default": UIFontMetrics.default]]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("UIFontMetrics", labels: ["forTextStyle"]) { r, _ in
            guard let a = r.named("forTextStyle") else { throw r.missing("'forTextStyle:'") }
            return .native(UIFontMetrics(forTextStyle: try UIFontValues.textStyle(a)))
        }
    ]

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        // The name first: every method call on one of Easel's values asks here.
        guard name == "scaledValue" || name == "scaledFont", case .native(let m as UIFontMetrics) = base else { return nil }
        guard let a = args.items.first(where: { $0.label == "for" }) else { throw EvalError("\(name)(for:) needs 'for:'", node) }
        let size = ev.bodyEnvironments.last?.dynamicTypeSize ?? EnvironmentValues().dynamicTypeSize
        if name == "scaledValue" { return .double(m.scaledValue(for: try Conversions.cgfloat(a.value, node: a.node), at: size)) }
        guard case .native(let font as UIFont) = a.value else { throw EvalError("scaledFont(for:) expects a UIFont, got \(a.value.typeName)", a.node) }
        let maximum = try args.items.first(where: { $0.label == "maximumPointSize" }).map { try Conversions.cgfloat($0.value, node: $0.node) }
        return .native(m.scaledFont(for: font, maximumPointSize: maximum, at: size))
    }
}
