import Foundation
import EaselLayout

/// A list row with its separator below it: the row takes the space, and the separator runs from
/// the row's `listRowSeparatorLeading` guide where a view in it sets one (else the leading edge
/// of its leftmost text, as on iOS 16 and later, else the row's leading inset) to its
/// `listRowSeparatorTrailing` guide (else the trailing edge), at its bottom (`UnderlinedNode`).
nonisolated struct ListRowSeparated<Row: View, Separator: View>: View, PrimitiveView {
    typealias Body = Never
    let row: Row
    let separator: Separator
    /// Where the separator starts in a row without text or a guide of its own.
    let leadingInset: CGFloat

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        [
            UnderlinedNode(
                content: single(row, ctx.appending("row")), line: single(separator, ctx.appending("separator")),
                start: HorizontalAlignment.listRowSeparatorLeading.key, fallbackStart: HorizontalAlignment.textLeading.key,
                end: HorizontalAlignment.listRowSeparatorTrailing.key, defaultStart: leadingInset)
        ]
    }

    /// The one node `view` resolves to (a stack of them when it makes several).
    private func single(_ view: some View, _ ctx: ResolveContext) -> LayoutNode {
        let nodes = resolve(view, ctx)
        return nodes.count == 1 ? nodes[0] : resolve(VStack(spacing: 0) { ResolvedNodes(nodes) }, ctx)[0]
    }
}
