import Foundation
import SwiftSyntax

/// `withAnimation(.spring()) { … }` and `withTransaction(t) { … }`: a still picture has no
/// animation, so the body simply runs and its result is returned, as without animation.
extension Evaluator {
    static let animationFunctions: Set<String> = ["withAnimation", "withTransaction"]

    func animationFunction(_ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard Self.animationFunctions.contains(name) else { return nil }
        guard let body = args.items.last, case .closure(let c) = body.value else {
            throw EvalError("\(name) needs a closure", node)
        }
        return try call(c, Args(), node: body.node)
    }
}
