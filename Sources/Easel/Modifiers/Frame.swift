import Foundation
import EaselLayout

@usableFromInline nonisolated struct FrameModifier: ViewModifier, WrappingModifier {
    @usableFromInline typealias Body = Never
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        // Finite (or absent) dimensions, the common case, go straight to the node; the check and
        // warning are out of line, so that this is small enough to be inlined where it is called.
        if width?.isFinite ?? true, height?.isFinite ?? true {
            return FrameNode(width: width, height: height, alignment: alignment, child: node)
        }
        return wrapNonFinite(node, ctx)
    }

    @inline(never) private func wrapNonFinite(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        // `frame(width: .infinity)`: SwiftUI logs "Invalid frame dimension (negative or
        // non-finite)" and lays the view out as if that dimension were not given.
        let w = width.flatMap { $0.isFinite ? $0 : nil }, h = height.flatMap { $0.isFinite ? $0 : nil }
        if w != width || h != height {
            ctx.session.warn(
                "Invalid frame dimension (non-finite): frame(width: \(Self.text(width)), height: \(Self.text(height))) is laid out as if it were not given; use maxWidth/maxHeight: .infinity to fill"
            )
        }
        return FrameNode(width: w, height: h, alignment: alignment, child: node)
    }

    private static func text(_ v: CGFloat?) -> String { v.map { $0.isNaN ? "nan" : $0.isInfinite ? ".infinity" : formatLength($0) } ?? "nil" }
}

@usableFromInline nonisolated struct FlexibleFrameModifier: ViewModifier, WrappingModifier {
    @usableFromInline typealias Body = Never
    let horizontal: FlexibleFrameNode.Limits, vertical: FlexibleFrameNode.Limits, alignment: Alignment
    @usableFromInline init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
        alignment: Alignment
    ) {
        horizontal = .init(min: minWidth, ideal: idealWidth, max: maxWidth)
        vertical = .init(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        FlexibleFrameNode(horizontal: horizontal, vertical: vertical, alignment: alignment, child: node)
    }
}

nonisolated extension View {
    /// A fixed size in the given dimensions (layout neutral in the others), with the content aligned inside.
    // Inlinable (as are `padding(_:)` and `alignmentGuide`): a caller in another module, such as the
    // script front end erasing the result to `AnyView`, then knows the concrete type behind
    // `some View` instead of asking the runtime for its conformance at every call.
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A frame whose size follows the proposal within limits (see `FlexibleFrameNode` for the rules).
    @inlinable public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                maxHeight: maxHeight, alignment: alignment))
    }

    /// The 2019 beta name of `frame(width:height:alignment:)` with no arguments: layout neutral.
    public func frame() -> some View { frame(width: nil, height: nil, alignment: .center) }
}
