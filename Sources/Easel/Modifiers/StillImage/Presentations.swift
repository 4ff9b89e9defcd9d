import Foundation

// Presentations. SwiftUI presents sheets, alerts, dialogs, menus and pushed destinations when a
// binding or a gesture asks for them; a still image shows the view at rest, with every
// presentation closed, so Easel accepts them, never builds their content and returns the view
// itself.

nonisolated extension View {
    /// SwiftUI presents `content` as a sheet while `isPresented` is true. A still image shows the
    /// view at rest with the sheet closed: `content` and `onDismiss` are not run.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// SwiftUI presents a sheet for `item` while it is not nil. A still image shows the view at
    /// rest with the sheet closed: `content` and `onDismiss` are not run.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// SwiftUI covers the screen with `content` while `isPresented` is true. A still image shows the
    /// view at rest with the cover closed: `content` and `onDismiss` are not run.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// SwiftUI covers the screen for `item` while it is not nil. A still image shows the view at
    /// rest with the cover closed: `content` and `onDismiss` are not run.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// SwiftUI shows `content` in a popover while `isPresented` is true. A still image shows the
    /// view at rest with the popover closed: `content` is not run.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// SwiftUI shows a popover for `item` while it is not nil. A still image shows the view at rest
    /// with the popover closed: `content` is not run.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    // MARK: Alerts

    /// SwiftUI shows an alert titled `title` with `actions` as its buttons while `isPresented` is
    /// true. A still image shows the view at rest with the alert closed: `actions` is not run.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// SwiftUI shows an alert while `isPresented` is true. A still image shows it closed.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// SwiftUI shows an alert while `isPresented` is true. A still image shows it closed.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// SwiftUI shows an alert titled `title` with `actions` as its buttons and `message` below the
    /// title while `isPresented` is true. A still image shows the view at rest with the alert
    /// closed: `actions` and `message` are not run.
    public func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// SwiftUI shows an alert with a message while `isPresented` is true. A still image shows it closed.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// SwiftUI shows an alert with a message while `isPresented` is true. A still image shows it closed.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// SwiftUI shows an alert about `data` while `isPresented` is true. A still image shows it
    /// closed: `actions` is not run.
    public func alert<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { self }

    /// SwiftUI shows an alert about `data`, with a message, while `isPresented` is true. A still
    /// image shows it closed: `actions` and `message` are not run.
    public func alert<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { self }

    /// SwiftUI's older alert: shows the `Alert` that `content` makes while `isPresented` is true. A
    /// still image shows the view at rest with the alert closed: `content` is not run.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// SwiftUI's older alert for `item` while it is not nil. A still image shows it closed:
    /// `content` is not run.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    /// SwiftUI's deprecated action sheet: shows the `ActionSheet` that `content` makes while
    /// `isPresented` is true. A still image shows the view at rest with the sheet closed:
    /// `content` is not run.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    /// SwiftUI's deprecated action sheet for `item` while it is not nil. A still image shows it
    /// closed: `content` is not run.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }

    // MARK: Confirmation dialogs

    /// SwiftUI shows a confirmation dialog (an action sheet) with `actions` as its buttons while
    /// `isPresented` is true. A still image shows the view at rest with the dialog closed:
    /// `actions` is not run.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// SwiftUI shows a confirmation dialog while `isPresented` is true. A still image shows it closed.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// SwiftUI shows a confirmation dialog while `isPresented` is true. A still image shows it closed.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// SwiftUI shows a confirmation dialog with a message while `isPresented` is true. A still image
    /// shows it closed: `actions` and `message` are not run.
    public func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// SwiftUI shows a confirmation dialog with a message while `isPresented` is true. A still image shows it closed.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// SwiftUI shows a confirmation dialog with a message while `isPresented` is true. A still image shows it closed.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// SwiftUI shows a confirmation dialog about `data` while `isPresented` is true. A still image
    /// shows it closed: `actions` is not run.
    public func confirmationDialog<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }

    // MARK: Menus and swipe actions

    /// SwiftUI shows `menuItems` in a menu when the view is long-pressed. A still image shows the
    /// view at rest with the menu closed: `menuItems` is not run.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// SwiftUI shows `menuItems` under `preview` when the view is long-pressed. A still image shows
    /// the view at rest with the menu closed: neither closure is run.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// SwiftUI orders the items of menus below as `order` says (`.fixed`: as written, top to bottom;
    /// `.priority`: the first item nearest the user's finger). A still image shows every menu
    /// closed: the view is unchanged.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// SwiftUI reveals `content` (buttons) when a list row is swiped from `edge`. A still image
    /// shows the row at rest with its actions hidden: `content` is not run.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View { self }

    /// SwiftUI fills the navigation bar's title menu with `content`, opened by tapping the title
    /// (iOS marks an inline title with a small chevron). A still image shows the menu closed:
    /// `content` is not run, and Easel draws no chevron (docs/Differences.md).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

    /// SwiftUI shows `content` in an inspector while `isPresented` is true: a trailing column on
    /// iPad and Mac, a sheet on iPhone. A still image shows the view at rest with the inspector
    /// closed: `content` is not run.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }

    // MARK: Navigation destinations

    /// SwiftUI pushes `destination(value)` when a `NavigationLink(value:)` of type `D` is chosen. A
    /// still image shows the stack's root: `destination` is not run.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// SwiftUI pushes `destination` while `isPresented` is true. A still image shows the stack's
    /// root: `destination` is not run.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }

    /// SwiftUI pushes `destination(item)` while `item` is not nil. A still image shows the stack's
    /// root: `destination` is not run.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    // MARK: Sheet settings

    /// SwiftUI lets a sheet rest at `detents`. A still image shows no sheet, so nothing reads them.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// SwiftUI lets a sheet rest at `detents`, the current one in `selection`. A still image shows
    /// no sheet, so nothing reads them.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// SwiftUI shows or hides a sheet's drag indicator. A still image shows no sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// SwiftUI keeps a sheet from being swiped away. A still image shows no sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// SwiftUI rounds a sheet's corners by `cornerRadius`. A still image shows no sheet.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// SwiftUI fills a sheet's background with `style`. A still image shows no sheet.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// SwiftUI lets the view behind a sheet take touches. A still image shows no sheet.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// SwiftUI chooses whether a sheet scrolls or resizes first. A still image shows no sheet.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// SwiftUI adapts a popover or sheet in compact size classes. A still image shows neither.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// SwiftUI shows the find bar of a text view while `isPresented` is true. A still image shows
    /// the view at rest, without it.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
}

/// Whether the view behind a sheet takes touches (SwiftUI's `PresentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    let upThrough: PresentationDetent?
    let enabled: Bool
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
    /// Touches reach the view behind.
    public static let enabled = PresentationBackgroundInteraction(upThrough: nil, enabled: true)
    /// Touches reach the view behind while the sheet is at most `detent` high.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(upThrough: detent, enabled: true)
    }
    /// Touches stop at the sheet's dimming.
    public static let disabled = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
}

/// Whether a resizable sheet scrolls or resizes first (SwiftUI's `PresentationContentInteraction`).
public struct PresentationContentInteraction: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PresentationContentInteraction(kind: 0)
    /// Resizes first.
    public static let resizes = PresentationContentInteraction(kind: 1)
    /// Scrolls first.
    public static let scrolls = PresentationContentInteraction(kind: 2)
}

/// How a presentation adapts in a compact size class (SwiftUI's `PresentationAdaptation`).
public struct PresentationAdaptation: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PresentationAdaptation(kind: 0)
    /// No adaptation.
    public static let none = PresentationAdaptation(kind: 1)
    /// As a popover.
    public static let popover = PresentationAdaptation(kind: 2)
    /// As a sheet.
    public static let sheet = PresentationAdaptation(kind: 3)
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(kind: 4)
}

/// A height a sheet can rest at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// SwiftUI's older alert, described by value for `alert(isPresented:content:)`. A still image
/// shows the view at rest with the alert closed, so nothing reads it.
public struct Alert {
    /// The alert's title.
    public let title: Text
    /// The text below the title.
    public let message: Text?
    /// The buttons: one (dismiss) or two (primary, secondary).
    public let buttons: [Button]

    /// An alert with one button (an "OK" button when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert; its action is not run in a still image.
    public struct Button {
        /// How the button looks.
        public enum Style: Hashable, Sendable { case `default`, cancel, destructive }
        /// How the button looks.
        public let style: Style
        /// The button's label (nil for a cancel button with the system's label).
        public let label: Text?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(style: .default, label: label, action: action)
        }
        /// A cancel button with a label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(style: .cancel, label: label, action: action)
        }
        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(style: .cancel, label: nil, action: action)
        }
        /// A button for an action that destroys data.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(style: .destructive, label: label, action: action)
        }
    }
}

/// The order of a menu's items (SwiftUI's `MenuOrder`).
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The system's choice (`.priority` for a menu opened from a button on iPhone).
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest where the menu opens, wherever that is.
    public static let priority = MenuOrder(name: "priority")
    /// The items top to bottom as written.
    public static let fixed = MenuOrder(name: "fixed")
}

/// SwiftUI's deprecated action sheet, described by value for `actionSheet(isPresented:content:)`:
/// a title, a message and buttons (SwiftUI's `ActionSheet`). A still image shows the view at rest
/// with the sheet closed, so nothing reads it.
public struct ActionSheet {
    /// A button of an action sheet: the same as an alert's.
    public typealias Button = Alert.Button

    /// The sheet's title.
    public let title: Text
    /// The text below the title.
    public let message: Text?
    /// The buttons, top to bottom.
    public let buttons: [Button]

    /// An action sheet with a title, an optional message and buttons (a Cancel button when none
    /// are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

nonisolated extension View {
    /// StoreKit presents the sheet that manages the person's subscriptions while `isPresented`
    /// is true. A still image shows the sheet closed: the view is unchanged.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// As above, for the subscriptions of a group.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }

    /// StoreKit presents the refund request sheet for a transaction while `isPresented` is true.
    /// A still image shows the sheet closed: the view is unchanged.
    public func refundRequestSheet(for transactionID: UInt64, isPresented: Binding<Bool>, onDismiss: ((Result<Void, Error>) -> Void)? = nil)
        -> some View
    { self }

    /// StoreKit presents the sheet that redeems an offer code while `isPresented` is true. A still
    /// image shows the sheet closed: the view is unchanged.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, Error>) -> Void = { _ in }) -> some View {
        self
    }
}
