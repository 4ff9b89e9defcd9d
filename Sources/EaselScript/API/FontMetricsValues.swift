import Foundation
import SwiftSyntax
import Easel

/// UIKit's `UIFontMetrics` in scripts: `UIFontMetrics.default.scaledValue(for: 17)` and
/// `UIFontMetrics(forTextStyle: .title1)` scale a length with Dynamic Type as their text style's
/// font scales, at the Dynamic Type size of the view being built (as `@ScaledMetric` does);
/// `scaledFont(for:)` gives the font back as it is.
enum FontMetricsValues {
    /// A `UIFontMetrics`: the text style whose scaling it follows.
    struct Metrics: CustomStringConvertible {
        let textStyle: Font.TextStyle
        var description: String { "UIFontMetrics(\(textStyle.rawValue))" }
    }

    /// Immutable after initialisation.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = ["UIFontMetrics": ["default": Metrics(textStyle: .body)]]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("UIFontMetrics", labels: ["forTextStyle"]) { r, _ in
            guard let a = r.named("forTextStyle") else { throw r.missing("'forTextStyle:'") }
            return .native(Metrics(textStyle: try UIFontValues.textStyle(a).style))
        }
    ]

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        // The name first: every method call on one of Easel's values asks here.
        guard name == "scaledValue" || name == "scaledFont", case .native(let m as Metrics) = base else { return nil }
        switch name {
        case "scaledValue":
            guard let a = args.items.first(where: { $0.label == "for" }) else { throw EvalError("scaledValue(for:) needs 'for:'", node) }
            let size = ev.bodyEnvironments.last?.dynamicTypeSize ?? EnvironmentValues().dynamicTypeSize
            return .double(try Conversions.cgfloat(a.value, node: a.node) * CGFloat(m.textStyle.scale(at: size)))
        case "scaledFont":
            guard let a = args.items.first(where: { $0.label == "for" }) else { throw EvalError("scaledFont(for:) needs 'for:'", node) }
            return a.value
        default: return nil
        }
    }
}
