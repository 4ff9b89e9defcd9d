import Foundation
import EaselLayout

/// A list row with its separator below it: the row takes the space, and the separator runs from
/// the row's `listRowSeparatorLeading` guide where a view in it sets one (else the leading edge
/// of its leftmost text, as on iOS 16 and later, else the row's leading inset) to its
/// `listRowSeparatorTrailing` guide (else the trailing edge), at its bottom. Subviews: the row,
/// then the separator.
struct ListRowSeparatorLayout: Layout {
    /// Where the separator starts in a row without text or a guide of its own.
    let leadingInset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let row = ProposedViewSize(bounds.size)
        subviews[0].place(at: bounds.origin, proposal: row)
        let d = subviews[0].dimensions(in: row)
        let start = d[explicit: .listRowSeparatorLeading] ?? d[explicit: .textLeading] ?? leadingInset
        let end = d[explicit: .listRowSeparatorTrailing] ?? bounds.width
        let line = ProposedViewSize(width: max(0, end - start), height: nil)
        subviews[1].place(at: CGPoint(x: bounds.minX + start, y: bounds.maxY), anchor: .bottomLeading, proposal: line)
    }
}
