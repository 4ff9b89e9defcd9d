import Foundation
import EaselLayout

/// Navigation bar items (SwiftUI's `NavigationBarItem`): here only their title display mode.
public enum NavigationBarItem {
    /// How a navigation title is shown (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a navigation stack (iPhone).
        case automatic
        /// 17-point semibold, centred in the 44-point bar.
        case inline
        /// 34-point bold, leading, under the bar.
        case large
    }
}

/// A title waiting to be drawn: the first list or form under `navigationTitle` claims it to draw it
/// in its scrolled content; otherwise the modifier draws it above its content.
final class NavigationTitleSlot {
    let title: String
    let mode: NavigationBarItem.TitleDisplayMode
    private(set) var isClaimed = false

    init(title: String, mode: NavigationBarItem.TitleDisplayMode) {
        self.title = title
        self.mode = mode
    }

    /// The title, once: later claims get nil.
    func claim() -> NavigationTitleSlot? {
        if isClaimed { return nil }
        isClaimed = true
        return self
    }
}

private enum NavigationTitleSlotKey: EnvironmentKey { static var defaultValue: NavigationTitleSlot? { nil } }
private enum TitleDisplayModeKey: EnvironmentKey { static var defaultValue: NavigationBarItem.TitleDisplayMode { .automatic } }

extension EnvironmentValues {
    /// The title a navigation stack's root set, waiting for a list to claim it.
    var navigationTitleSlot: NavigationTitleSlot? {
        get { self[NavigationTitleSlotKey.self] }
        set { self[NavigationTitleSlotKey.self] = newValue }
    }
    /// Whether navigation titles here are large or inline.
    var navigationBarTitleDisplayMode: NavigationBarItem.TitleDisplayMode {
        get { self[TitleDisplayModeKey.self] }
        set { self[TitleDisplayModeKey.self] = newValue }
    }
}

/// The navigation bar of a still image: iOS's large title (a 44-point bar, then the title in
/// 34-point bold, 16 from the leading edge, its bottom 8 above the bar's 96-point bottom), or an
/// inline title (17-point semibold, centred in a 44-point bar). The bar has no background: at the
/// top of the content, iOS draws it transparent.
struct NavigationTitleBar: View {
    let title: NavigationTitleSlot

    var body: some View {
        if title.mode == .inline {
            Text(title.title)
                .font(.headline)
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: SystemMetrics.navigationBarHeight)
        } else {
            Text(title.title)
                .font(.largeTitle.bold())
                .lineLimit(1)
                .padding(.horizontal, SystemMetrics.largeTitleLeadingInset)
                .padding(.bottom, SystemMetrics.largeTitleBottomInset)
                .frame(maxWidth: .infinity, minHeight: SystemMetrics.largeTitleHeight, alignment: .bottomLeading)
                .padding(.top, SystemMetrics.navigationBarHeight)
        }
    }
}

/// The content with its title: claimed by a list below, or drawn above the content here.
struct NavigationTitleView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let title: String
    let content: Content

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard ctx.environment.isInNavigationStack else { return resolve(content, ctx) }
        let slot = NavigationTitleSlot(title: title, mode: ctx.environment.navigationBarTitleDisplayMode)
        var c = ctx
        c.environment.isInNavigationStack = false
        c.environment.navigationTitleSlot = slot
        let nodes = resolve(content, c)
        guard let unclaimed = slot.claim() else { return nodes }
        let body = VStack(spacing: 0) {
            NavigationTitleBar(title: unclaimed)
            ResolvedNodes(nodes).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        return resolve(body, ctx.appending("navigationTitle"))
    }
}

extension View {
    /// The title the enclosing navigation stack shows for this view (iOS: a large title at the root).
    public func navigationTitle(_ title: String) -> some View {
        NavigationTitleView(title: title, content: self)
    }

    /// The title the enclosing navigation stack shows for this view.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleView(title: String(title), content: self)
    }

    /// The title the enclosing navigation stack shows for this view, from a text's string.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(title: title.string, content: self)
    }

    /// Whether the navigation title is large or inline.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        environment(\.navigationBarTitleDisplayMode, mode)
    }
}
