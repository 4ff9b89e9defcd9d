import SwiftSyntax

/// `ClosedRange(uncheckedBounds: (lower: 0, upper: 5))` and `Range(uncheckedBounds: …)`: the
/// ranges `0...5` and `0..<5`.
extension Evaluator {
    func rangeInit(_ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard name == "ClosedRange" || name == "Range", args.items.count == 1, args.items[0].label == "uncheckedBounds" else { return nil }
        guard case .tuple(let bounds, _) = args.items[0].value, bounds.count == 2 else {
            throw EvalError("\(name)(uncheckedBounds:) takes a (lower:, upper:) pair", node)
        }
        return try binary(name == "Range" ? "..<" : "...", bounds[0], bounds[1], node: node)
    }
}
