import Foundation
import EaselLayout

/// A piece of user interface (SwiftUI's `View`). Custom views describe themselves with `body`;
/// primitive views (Text, Image, stacks …) have `Body == Never` and become layout nodes directly.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views that turn directly into layout nodes (Easel's equivalent of SwiftUI's primitive views).
protocol PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode]
}

extension View where Body == Never {
    /// Primitive views have no body; asking for it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
