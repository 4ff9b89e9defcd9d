import Foundation
import EaselLayout

/// A scrollable view (SwiftUI's `ScrollView`), rendered at rest: its initial viewport.
///
/// The content is proposed nil along the scroll axes (so it takes its ideal length) and the
/// scroll view's proposal across them; several children are stacked as in a `VStack` (vertical)
/// or an `HStack` (horizontal). The scroll view takes the proposed length along its axes and the
/// content's size across them; the content starts at the top (leading) edge and is clipped to the
/// viewport, unless `scrollClipDisabled()` says otherwise. Scroll indicators are hidden at rest,
/// as on iOS.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (nothing is drawn at rest either way).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view over `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("ScrollView")
        let stackAxis: Axis = axes == .horizontal ? .horizontal : .vertical
        c.stackAxis = stackAxis
        c.scrollAxes = axes
        let viewport = ContainerGeometry(), reads = ContainerReads()
        c.container = viewport
        c.containerIsRead = reads
        c.environment.isListScroller = false
        // A scroll view inside a list row is a container of its own: its links and buttons are
        // not rows (no chevrons, no full-width buttons).
        c.environment.isListRow = false
        let children = resolve(content, c)
        var body =
            children.count == 1
            ? children[0]
            : StackNode(
                axis: stackAxis, alignment: stackAxis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key,
                spacing: nil, children: children)
        // In a tab, how low the content shows decides whether the tab bar draws its background.
        if axes.contains(.vertical), let probe = ctx.environment.bottomBarScrollEdge {
            body = ScrollContentProbeNode(probe: probe, child: body)
        }
        // `contentMargins`: the content inset inside the scrolled area (a list sets its own).
        let margins = ctx.environment.isListScroller ? EdgeInsets() : ctx.environment.scrollContentMargins.insets
        let scrollNode = ScrollViewNode(axes: axes, container: reads.any ? viewport : nil, contentMargins: margins, child: body)
        let scroller = ResolvedNodes([scrollNode])
        let nodes = ctx.environment.scrollClipDisabled ? resolve(scroller, ctx) : resolve(scroller.clipped(), ctx)
        // A scroll view reaches across the safe area `safeAreaPadding` adds around it, its content
        // inset by as much; a vertical one that reaches the bottom of the safe area goes on under
        // the home indicator, as iOS's do: its content at rest shows to the screen's edge.
        let edges: SafeAreaEdges = axes.contains(.vertical) ? .bottom : []
        return nodes.map { IgnoresSafeAreaNode(child: $0, edges: edges, isRequested: false, scrollView: scrollNode) }
    }
}

private enum ScrollClipDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether scroll views draw their content beyond their viewport (`scrollClipDisabled`).
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lets the content of the scroll views in this view draw beyond their viewport (SwiftUI's
    /// `scrollClipDisabled(_:)`): a card's shadow, or rows past the bottom edge, stay visible.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }
}

/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden (they may still appear on some platforms).
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

nonisolated extension View {
    /// Sets the visibility of scroll indicators. A still image shows none at rest, so this changes
    /// nothing in Easel's output.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}
