import Foundation
import EaselLayout

/// The background of a bar along the bottom edge (the tab bar, the bottom toolbar): `style` under
/// the bar and on under the home indicator, with the bar's hairline on top. Given a scroll edge,
/// it shows only while the content of a scroll view above goes on under the bar (iOS 15 and later
/// draw these bars transparent at the scroll edge); always otherwise.
nonisolated struct BottomBarBackground: View {
    let style: AnyShapeStyle
    let scrollEdge: ScrollEdgeProbe?

    var body: some View {
        WithEnvironment { env in
            let drawn = ZStack(alignment: .top) {
                Rectangle().fill(style).ignoresSafeArea()
                Rectangle().fill(SystemColors.barHairline).frame(height: 1 / env.displayScale)
            }
            if let scrollEdge {
                ScrollEdgeBackground(probe: scrollEdge, content: drawn)
            } else {
                drawn
            }
        }
    }
}

/// Content drawn only when scrolled content reaches under it (`ScrollEdgeBackgroundNode`).
nonisolated struct ScrollEdgeBackground<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let probe: ScrollEdgeProbe
    let content: Content

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let nodes = resolve(content, ctx)
        guard !nodes.isEmpty else { return [] }
        let one = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: .center, children: nodes)
        return [ScrollEdgeBackgroundNode(probe: probe, child: one)]
    }
}

private enum BottomBarScrollEdgeKey: EnvironmentKey { static var defaultValue: ScrollEdgeProbe? { nil } }

extension EnvironmentValues {
    /// Where the vertical scroll views of a tab or a screen record how low their content shows,
    /// for the bar below them (nil where no bar along the bottom edge is drawn).
    var bottomBarScrollEdge: ScrollEdgeProbe? {
        get { self[BottomBarScrollEdgeKey.self] }
        set { self[BottomBarScrollEdgeKey.self] = newValue }
    }
}
