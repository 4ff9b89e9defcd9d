import Foundation
import EaselLayout

/// How a `ToolbarSpacer` sizes itself (SwiftUI's `SpacerSizing`, iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool
    /// Grows to push the items after it to the bar's far end.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A fixed gap that separates two groups of items.
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// A space between toolbar items (SwiftUI's `ToolbarSpacer`, iOS 26), which on iOS 26 splits the
/// items around it into separate glass groups. Easel's navigation bar lays its items out with the
/// standard spacing between them and draws no glass groups, so a spacer adds nothing there (the
/// items keep their order and spacing) and nothing outside a toolbar.
nonisolated public struct ToolbarSpacer: View, PrimitiveView {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` among the items at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { [] }
}
