import Foundation

/// A custom layout's view of one subview: ask its size, read its guides, place it (SwiftUI's `LayoutSubview`).
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let ctx: LayoutContext
    let recorder: PlacementRecorder
    let index: Int

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal, ctx) }

    /// The subview's dimensions for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(proposal, node.sizeThatFits(proposal, ctx), ctx)
    }

    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }

    /// The space the subview prefers around it (the system spacing for built-in views; a custom
    /// layout's own `spacing(subviews:cache:)`).
    public var spacing: ViewSpacing { node.viewSpacing(ctx) }

    /// A value the subview set with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that `anchor` of it lands on `position`, proposing `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let s = node.sizeThatFits(proposal, ctx)
        recorder.record(index, CGPoint(x: position.x - anchor.x * s.width, y: position.y - anchor.y * s.height), proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}
