import Foundation

/// The subviews of a custom layout (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let items: [LayoutSubview]
    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(i: Int) -> LayoutSubview { items[i] }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.items == b.items }
}

/// Collects `place(at:)` calls during one `placeSubviews`.
final class PlacementRecorder {
    var placed: [Int: (CGPoint, ProposedViewSize)] = [:]
    func record(_ i: Int, _ p: CGPoint, _ proposal: ProposedViewSize) { placed[i] = (p, proposal) }
}
