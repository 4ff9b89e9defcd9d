import SwiftSyntax

/// A statement list's items, each classified by what `exec` does with it, read once per list:
/// iterating a syntax collection and reading each item's kind costs about 1,000 instructions an
/// item, paid at every run of every closure and body (a `ZStack`'s four children, each card's
/// body).
struct StatementLists {
    /// One item of a statement list and what it is.
    struct Item {
        enum Kind {
            /// `defer { … }`: its body runs when the list is left.
            case deferred(CodeBlockSyntax)
            /// An `if` in statement position, whose branches may return or build views.
            case ifExpr(IfExprSyntax)
            /// A `switch` in statement position.
            case switchExpr(SwitchExprSyntax)
            /// Any other expression: its value is produced.
            case expr(ExprSyntax)
            case stmt(StmtSyntax)
            case decl(DeclSyntax)
        }
        /// The item's syntax, which each step counts.
        let node: CodeBlockItemSyntax
        let kind: Kind
    }

    private var lists = SyntaxTable<[Item]>()

    /// The items of `list`, read the first time.
    mutating func items(_ list: CodeBlockItemListSyntax) -> [Item] {
        if let known = lists[list.id] { return known }
        let items = list.map { item -> Item in
            switch item.item {
            case .expr(let e):
                if let i = e.as(IfExprSyntax.self) { return Item(node: item, kind: .ifExpr(i)) }
                if let s = e.as(SwitchExprSyntax.self) { return Item(node: item, kind: .switchExpr(s)) }
                return Item(node: item, kind: .expr(e))
            case .stmt(let s):
                if let d = s.as(DeferStmtSyntax.self) { return Item(node: item, kind: .deferred(d.body)) }
                return Item(node: item, kind: .stmt(s))
            case .decl(let d): return Item(node: item, kind: .decl(d))
            }
        }
        // A local function is visible in its whole block, before its declaration too (Apple's
        // Backyard Birds calls `generateBird(species:)` above it): functions are declared first.
        // Each captures the block's scope, so the constants above its declaration are there
        // when it is called.
        func isFunction(_ i: Item) -> Bool {
            if case .decl(let d) = i.kind { return d.is(FunctionDeclSyntax.self) }
            return false
        }
        var ordered = items
        if let firstOther = items.firstIndex(where: { !isFunction($0) }), items[firstOther...].contains(where: isFunction) {
            ordered = items.filter(isFunction) + items.filter { !isFunction($0) }
        }
        lists[list.id] = ordered
        return ordered
    }
}
