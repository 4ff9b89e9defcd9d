import Foundation

/// The subviews of a custom layout (SwiftUI's `LayoutSubviews`): a random-access collection of
/// proxies whose slices are `LayoutSubviews` too, keeping the indices of the collection they come
/// from (`subviews[1...]` starts at index 1), as Swift's slices do.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// SwiftUI's `LayoutSubviews.SubSequence`: a slice is a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews
    public typealias Index = Int

    /// The proxies in order; the one at index `i` is `items[i - startIndex]`.
    let items: [LayoutSubview]
    /// The index of the first proxy (0, or where a slice begins).
    let first: Int
    public var startIndex: Int { first }
    public var endIndex: Int { first + items.count }
    /// Whether the container lays out right to left (`layoutDirection` in `Easel`).
    package let isRightToLeft: Bool

    init(items: [LayoutSubview], startIndex: Int = 0, isRightToLeft: Bool = false) {
        self.items = items
        self.first = startIndex
        self.isRightToLeft = isRightToLeft
    }

    public subscript(i: Int) -> LayoutSubview {
        precondition(i >= startIndex && i < endIndex, "subview index \(i) out of range \(startIndex)..<\(endIndex)")
        return items[i - startIndex]
    }

    /// The subviews in `bounds`, at the same indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "subview range \(bounds) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubviews(
            items: Array(items[(bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex)]), startIndex: bounds.lowerBound,
            isRightToLeft: isRightToLeft)
    }

    /// The subviews at `indices`, in that order, indexed from 0. A range (`subviews[1...]`,
    /// `subviews[1...2]`, also sequences of indices) is a slice, at the same indices.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        if let range = indices as? any RangeExpression<Int> { return self[bounds(of: range)] }
        return LayoutSubviews(items: indices.map { self[$0] }, isRightToLeft: isRightToLeft)
    }

    private func bounds<R: RangeExpression<Int>>(of range: R) -> Range<Int> { range.relative(to: self) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.startIndex == b.startIndex && a.items == b.items }
}

/// Collects `place(at:)` calls during one `placeSubviews`.
final class PlacementRecorder {
    var placed: [Int: (CGPoint, ProposedViewSize)] = [:]
    func record(_ i: Int, _ p: CGPoint, _ proposal: ProposedViewSize) { placed[i] = (p, proposal) }
}
