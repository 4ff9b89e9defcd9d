import SwiftSyntax

/// Finds the longest run of binary operators in one unfolded expression (`1 + 2 + 3` has two),
/// so that a generated file with tens of thousands cannot overflow the stack once folded.
final class LongestOperatorChain: SyntaxVisitor {
    /// Longest chain a scene may hold.
    static let limit = 2_000

    /// The longest chain seen and where it starts.
    private(set) var found: (count: Int, node: Syntax)?

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let operators = node.elements.count / 2
        if operators > (found?.count ?? 0) { found = (operators, Syntax(node)) }
        return .visitChildren
    }
}
