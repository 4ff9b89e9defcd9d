import Foundation
import EaselLayout
import EaselPaint

/// Flexible space along the enclosing stack's axis (SwiftUI's `Spacer`), at least `minLength` (8 by default).
nonisolated public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        [SpacerNode(minLength: minLength, axis: ctx.stackAxis)]
    }
}

/// A thin line separating content (SwiftUI's `Divider`): across an HStack it is vertical, elsewhere horizontal.
nonisolated public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        // iOS's separator colour: #3C3C43 at 29 % (light), #545458 at 60 % (dark).
        let c =
            ctx.environment.colorScheme == .dark
            ? ColorValue(r8: 84, g8: 84, b8: 88, opacity: 0.6)
            : ColorValue(r8: 60, g8: 60, b8: 67, opacity: 0.29)
        return [DividerNode(axis: ctx.stackAxis, color: c)]
    }
}
