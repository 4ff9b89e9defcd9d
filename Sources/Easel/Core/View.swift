import Foundation
import EaselLayout

/// A piece of user interface (SwiftUI's `View`). Custom views describe themselves with `body`;
/// primitive views (Text, Image, stacks …) have `Body == Never` and become layout nodes directly.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// Views that turn directly into layout nodes (Easel's equivalent of SwiftUI's primitive views).
///
/// Declared `~Copyable` only so that `makeNodes(at:_:)` (ViewTypes.swift), generic over the
/// conforming type, can call `makeNodes` on the value in place: for a type that may be
/// copyable, Swift copies a value read through a pointer before calling a method on it (a
/// value-witness copy and destroy of the whole view, for every view resolved). Every conforming
/// view is copyable.
protocol PrimitiveView: ~Copyable {
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode]
    /// Appends the nodes `makeNodes` would return to `nodes` (ResolveAppending.swift; by default
    /// through `makeNodes`).
    func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode])
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body; asking for it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
