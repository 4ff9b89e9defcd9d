import Foundation
import EaselLayout

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    case local
    case global
    case named(String)
}

/// The size and position a GeometryReader gives its content (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    let info: GeometryInfo

    /// The reader's size.
    public var size: CGSize { info.size }

    /// The reader's frame: at the origin for `.local`, on the canvas for `.global` (and named spaces).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: info.size)
        case .global, .named: return info.globalFrame
        }
    }

    /// Safe-area insets (none when rendering images).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Takes the whole proposal and gives its content the resulting size (SwiftUI's `GeometryReader`);
/// the content is placed at the top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("GeometryReader")
        c.stackAxis = nil
        let content = self.content
        return [GeometryReaderNode { info in resolve(content(GeometryProxy(info: info)), c) }]
    }
}
