import Foundation
import SwiftSyntax
import Easel

/// `Optional.map` / `flatMap`: nil stays nil, a value is passed to the closure. (Values carry no
/// static type here, so a collection's own `map` wins; an optional array is mapped element-wise.)
extension Evaluator {
    func optionalMap(_ base: Value, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard name == "map" || name == "flatMap", args.items.count == 1, case .closure = args.items[0].value else { return nil }
        switch base {
        case .null: return .null
        case .int, .double, .bool, .instance, .enumCase, .tuple:
            return try callValue(args.items[0].value, Args([Arg(label: nil, value: base)]), node: node)
        case .native(let n) where !(n is StrideValue || n is LayoutSubviews || n is PartialRange):
            // `proxy.bounds(of: .scrollView).map { $0.minX }`: any of Easel's or Foundation's values but sequences.
            return try callValue(args.items[0].value, Args([Arg(label: nil, value: base)]), node: node)
        default: return nil
        }
    }
}
