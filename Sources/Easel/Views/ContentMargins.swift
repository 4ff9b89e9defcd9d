import Foundation
import EaselLayout

/// Where content margins apply (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The scroll content (for a scroll view or a list, its content).
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The content of scroll views and lists.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only (not drawn at rest: nothing changes in a still image).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Content margins set per edge (nil: the view's own).
struct ContentMargins: Hashable, Sendable {
    var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?

    /// The margins with `edges` set to `length` (nil: back to the view's own).
    func setting(_ edges: Edge.Set, to length: CGFloat?) -> ContentMargins {
        var m = self
        let v = length.flatMap { $0.isFinite ? max(0, $0) : nil }
        if edges.contains(.top) { m.top = v }
        if edges.contains(.leading) { m.leading = v }
        if edges.contains(.bottom) { m.bottom = v }
        if edges.contains(.trailing) { m.trailing = v }
        return m
    }

    /// The margins, zero where none is set (a scroll view has no margins of its own).
    var insets: EdgeInsets { EdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0) }

    var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }
}

private enum ContentMarginsKey: EnvironmentKey { static var defaultValue: ContentMargins { ContentMargins() } }
private enum ListScrollerKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The scroll content margins of scroll views and lists here (`contentMargins`).
    var scrollContentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
    /// The scroll view being resolved is a list's own, which applies the content margins itself.
    var isListScroller: Bool {
        get { self[ListScrollerKey.self] }
        set { self[ListScrollerKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Margins around the content of scroll views and lists in this view (iOS 17): a scroll view's
    /// content is inset by them (it still scrolls to the viewport's edges); a list's sections are
    /// inset from its sides by the leading and trailing ones. nil restores the view's own.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { m in
            if placement != .scrollIndicators { m = m.setting(edges, to: length) }
        }
    }

    /// Margins around the content of scroll views and lists in this view, per edge.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { m in
            guard placement != .scrollIndicators else { return }
            m = m.setting(.top, to: insets.top).setting(.leading, to: insets.leading)
                .setting(.bottom, to: insets.bottom).setting(.trailing, to: insets.trailing)
        }
    }

    /// Margins of `length` on every edge of the content of scroll views and lists in this view.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
