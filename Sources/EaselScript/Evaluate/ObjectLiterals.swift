import Foundation
import SwiftSyntax

/// Xcode's object literals: `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` is a Color
/// (SwiftUI's `Color(_ colorLiteral:)` reads it) and `#imageLiteral(resourceName: "cat")` a UIImage.
extension Evaluator {
    func objectLiteral(_ e: MacroExpansionExprSyntax, _ scope: Scope) throws -> Value? {
        switch e.macroName.text {
        case "colorLiteral":
            var args = try evalArgs(e.arguments, trailing: nil, additional: nil, scope, node: Syntax(e))
            for i in args.items.indices where args.items[i].label == "alpha" { args.items[i].label = "opacity" }
            return try construct(.builtin("Color"), args, node: Syntax(e))
        case "imageLiteral":
            var args = try evalArgs(e.arguments, trailing: nil, additional: nil, scope, node: Syntax(e))
            guard args.items.count == 1, args.items[0].label == "resourceName" else {
                throw EvalError("#imageLiteral needs 'resourceName:'", e)
            }
            // A UIImage on iOS (`Image(uiImage: #imageLiteral(resourceName: "cat"))`), made as
            // `UIImage(imageLiteralResourceName:)` makes it.
            args.items[0].label = "imageLiteralResourceName"
            return try construct(.builtin("UIImage"), args, node: Syntax(e))
        default: return nil
        }
    }
}
