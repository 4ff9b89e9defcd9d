import Foundation
import EaselLayout

/// The size and position a GeometryReader gives its content (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    let info: GeometryInfo

    /// The reader's size.
    public var size: CGSize { info.size }

    /// The reader's frame: at the origin for `.local`, on the canvas for `.global`, and relative to
    /// the innermost enclosing `coordinateSpace(name:)` of that name for `.named` (on the canvas
    /// when there is none, as in SwiftUI).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: info.size)
        case .global: return info.globalFrame
        case .named(let name):
            guard let s = info.coordinateSpace(named: name) else { return info.globalFrame }
            return info.globalFrame.offsetBy(dx: -s.frame.minX, dy: -s.frame.minY)
        }
    }

    /// The reader's frame in a coordinate space (`.local`, `.global`, `.named("scroll")`).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of an enclosing named coordinate space in the reader's own coordinates, or nil
    /// when the reader is in no space of that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let s = info.coordinateSpace(named: name) else { return nil }
        return s.frame.offsetBy(dx: -info.globalFrame.minX, dy: -info.globalFrame.minY)
    }

    /// The safe-area insets the reader is given: on a device screen, the screen's inset on each
    /// edge the reader reaches (the status bar's 59 points on top of an iPhone 15 for a reader at
    /// the top, whether or not it ignores the safe area); zero elsewhere and for component renders.
    public var safeAreaInsets: EdgeInsets { info.safeAreaInsets }
}

/// Takes the whole proposal and gives its content the resulting size (SwiftUI's `GeometryReader`);
/// the content is placed at the top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
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
