import Foundation
import EaselLayout

/// The toolbar along the bottom of a navigation stack's screen, holding its `.bottomBar` items
/// and its `.status` item: 44 points tall above the home indicator (CONTROLS.md §7), the items 16
/// from the edges (a label showing only its icon, as in the navigation bar). The status item is
/// centred. One other item is centred too (trailing beside a status); with several, the first is at the leading edge, the
/// last at the trailing edge and the others spread evenly between (estimates of UIKit's toolbar);
/// a `ToolbarItemGroup` with `Spacer()`s fills the bar and spaces its items itself. Its background and hairline show only while scrolled content
/// goes on under it, as iOS 15 and later draw the toolbar at the scroll edge.
nonisolated struct BottomToolbar: View {
    let items: [AnyView]
    let status: AnyView?
    /// What `toolbarBackground(_:for: .bottomBar)` and `toolbarColorScheme(_:for: .bottomBar)`
    /// asked: a style replaces the bar's colour where it shows, `.visible` shows it always (the
    /// bar material when no style is given), `.hidden` never.
    var appearance = NavigationBarSlot.Appearance()
    let scrollEdge: ScrollEdgeProbe?

    var body: some View {
        ZStack {
            if let status { status }
            row
        }
        .environment(\.isToolbarItem, true)
        .padding(.horizontal, SystemMetrics.toolbarEdgeInset)
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.bottomToolbarHeight, maxHeight: SystemMetrics.bottomToolbarHeight)
        // The bar keeps its size at every Dynamic Type size, as UIKit's bars do.
        .dynamicTypeSize(.large)
        .background {
            switch appearance.visibility {
            case .hidden: EmptyView()
            case .visible: BottomBarBackground(style: appearance.background ?? AnyShapeStyle(Material.bar), scrollEdge: nil)
            case .automatic:
                BottomBarBackground(style: appearance.background ?? AnyShapeStyle(SystemColors.tabBarBackground), scrollEdge: scrollEdge)
            }
        }
        .modifier(OptionalColorScheme(scheme: appearance.colorScheme))
    }

    @ViewBuilder private var row: some View {
        HStack(spacing: 0) {
            if items.count == 1, status == nil {
                items[0].frame(maxWidth: .infinity)
            } else if items.count == 1 {
                // Beside a status, as Mail and Notes draw theirs: trailing.
                Spacer(minLength: 0)
                items[0]
            } else {
                ForEach(items.indices, id: \.self) { i in
                    if i > 0 { Spacer(minLength: SystemMetrics.toolbarItemSpacing) }
                    items[i]
                }
            }
        }
    }
}

/// The content in `scheme`, or as it is when nil.
nonisolated struct OptionalColorScheme: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        if let scheme { content.environment(\.colorScheme, scheme) } else { content }
    }
}
