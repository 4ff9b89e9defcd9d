import Foundation
import EaselLayout

/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`). Easel's screens have
/// the container region (bars, the home indicator); there is no keyboard in a still image.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated struct IgnoresSafeAreaModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let edges: Edge.Set
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        IgnoresSafeAreaNode(child: node, edges: SafeAreaEdges(edges))
    }
}

extension SafeAreaEdges {
    /// The layout stage's form of an `Edge.Set`.
    init(_ edges: Edge.Set) {
        self = []
        if edges.contains(.top) { insert(.top) }
        if edges.contains(.leading) { insert(.leading) }
        if edges.contains(.bottom) { insert(.bottom) }
        if edges.contains(.trailing) { insert(.trailing) }
    }
}

nonisolated extension View {
    /// Extends the view into the safe area on `edges` where it reaches the safe area's edge: a
    /// background colour fills the screen under the status bar and the home indicator. Only the
    /// view grows; its size for the layout around it does not change. Without a device
    /// (`ImageRenderer.device`) there is no safe area and this changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// The older spelling of `ignoresSafeArea(edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: edges))
    }
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}
