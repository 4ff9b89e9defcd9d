import Foundation

// Scrolling and editing behaviour. SwiftUI uses these when the user scrolls, swipes to delete or
// drags rows; a still image shows a scroll view at its resting offset and a list not being
// edited, so Easel accepts them, never runs their closures and returns the view itself.

/// When a tab bar shrinks as content scrolls (iOS 26's `TabBarMinimizeBehavior`).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice (the bar stays at full size on iPhone unless the app asks).
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// The bar minimizes when content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// The bar minimizes when content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// The bar never minimizes.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

nonisolated extension View {
    /// SwiftUI shrinks the tab bar as `behavior` says when content scrolls (iOS 26). A still image
    /// shows content at rest, under a full-size bar.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// SwiftUI keeps the user from scrolling scroll views below this view. A still image shows
    /// them at rest: the view is unchanged.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// SwiftUI dismisses the keyboard as `mode` says when the user scrolls. A still image shows no
    /// keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// SwiftUI bounces scroll views below this view at their ends as `behavior` says. A still image
    /// shows them at rest.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// SwiftUI makes the view's subviews the targets a scroll view settles on. A still image shows
    /// the scroll view at rest.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// SwiftUI makes a scroll view settle as `behavior` says (by pages, on views). A still image
    /// shows the scroll view at rest.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// SwiftUI keeps `id` the id of the view scrolled to, and scrolls when it changes. A still
    /// image shows the scroll view at its resting offset, whatever `id` holds.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// SwiftUI starts a scroll view scrolled to `anchor` (`.bottom` for a chat). A still image
    /// shows the scroll view at its resting offset, the top.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// SwiftUI flashes the scroll indicators when the view appears. A still image shows them at rest.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// SwiftUI flashes the scroll indicators when `value` changes. A still image shows them at rest.
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }

    /// SwiftUI keeps the user from deleting this list row. A still image shows the list not being
    /// edited.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// SwiftUI keeps the user from moving this list row. A still image shows the list not being
    /// edited.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// SwiftUI keeps the user from selecting this list row. A still image shows what the selection
    /// holds.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// A view that makes views from a collection, which lists can edit (SwiftUI's
/// `DynamicViewContent`): `ForEach`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// SwiftUI lets the user delete rows, running `action` with their offsets. A still image shows
    /// the list not being edited: the closure is not run.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// SwiftUI lets the user move rows, running `action` with their offsets and the destination. A
    /// still image shows the list not being edited: the closure is not run.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }

    /// SwiftUI inserts dropped items of `supportedContentTypes` at an offset. A still image shows
    /// the rows unchanged: `action` is not run.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        self
    }
}

/// When scrolling dismisses the keyboard (SwiftUI's `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// When a scroll view bounces at its ends (SwiftUI's `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where a scroll view settles when the user lifts the finger (SwiftUI's `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior {}

/// Settles on whole pages, the scroll view's size (SwiftUI's `PagingScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles with a view of the target layout at the edge (SwiftUI's
/// `ViewAlignedScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }
    public var limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view at the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles with a view at the edge, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Where a scroll view is scrolled and how large its content is (SwiftUI's iOS 18 `ScrollGeometry`),
/// as `onScrollGeometryChange` reports it. A still image never scrolls, so it is never reported.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// A geometry with these values (a state's starting value, before any scroll is reported).
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// What a scroll view is doing (SwiftUI's iOS 18 `ScrollPhase`).
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// The scroll view's geometry when its phase changed (SwiftUI's `ScrollPhaseChangeContext`).
public struct ScrollPhaseChangeContext: Sendable {
    public var geometry: ScrollGeometry
    /// The velocity in points per second, when the user is dragging.
    public var velocity: CGSize?
}

nonisolated extension View {
    /// SwiftUI calls `action` when a value derived from the scroll geometry changes. A still image
    /// does not scroll: `action` never runs.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (T, T) -> Void
    ) -> some View { self }

    /// SwiftUI calls `action` when the scroll phase changes. A still image rests in `.idle`:
    /// `action` never runs.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

    /// SwiftUI calls `action` when the scroll phase changes, with the scroll geometry. `action`
    /// never runs in a still image.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { self }

    /// SwiftUI calls `action` when this view scrolls into or out of view by `threshold` of its size.
    /// A still image does not scroll: `action` never runs.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
}
