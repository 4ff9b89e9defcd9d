import SwiftSyntax

/// A string literal's pieces — its text segments, unescaped, and its interpolations — found once
/// per literal: iterating SwiftSyntax's segment list and reading each token's text cost more than
/// the rest of `Text("Card \(n)")` (twice per evaluation: once for the string, once for the
/// localized key).
struct StringLiteralPieces {
    enum Piece {
        /// Literal text, with escapes already applied (raw strings as written).
        case text(String)
        /// `\(…)`: the segment, and its first expression when it is the only, unlabelled one
        /// (`\(n)`), which needs no more than its value.
        case interpolation(ExpressionSegmentSyntax, plain: ExprSyntax?)
    }

    private var known = SyntaxTable<[Piece]>()

    /// The pieces of `literal`, in order.
    mutating func pieces(of literal: StringLiteralExprSyntax) -> [Piece] {
        if let p = known[literal.id] { return p }
        let isRaw = literal.openingPounds != nil
        let p: [Piece] = literal.segments.map { segment in
            switch segment {
            case .stringSegment(let t): return .text(isRaw ? t.content.text : Evaluator.unescape(t.content.text))
            case .expressionSegment(let x):
                let exprs = x.expressions
                let plain = exprs.count == 1 && exprs.first!.label == nil ? exprs.first!.expression : nil
                return .interpolation(x, plain: plain)
            }
        }
        known[literal.id] = p
        return p
    }
}
