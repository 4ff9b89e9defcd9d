import Foundation
import EaselLayout

/// A link that pushes a destination onto the navigation stack (SwiftUI's `NavigationLink`). A still
/// image shows the link, never its destination: in a list row, the label followed by the trailing
/// disclosure chevron (`chevron.right`, 14 pt semibold, tertiary label colour); elsewhere, the label
/// drawn as a borderless button is.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to a destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to a destination built by a closure.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The older link whose destination is pushed while `isActive` is true (deprecated in iOS 16).
    /// A still image shows the screen with the link, not a pushed destination.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The older link whose destination is pushed while `selection` is `tag` (deprecated in
    /// iOS 16). A still image shows the screen with the link, not a pushed destination.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The disclosure chevron of a link in a list row.
    private var chevron: some View {
        Image(systemName: "chevron.right")
            .font(.system(size: NavigationLinkMetrics.chevronSize, weight: .semibold))
            .foregroundColor(SystemColors.tertiaryLabel)
    }

    public var body: some View {
        WithEnvironment { env in
            if env.isListRow {
                // The row's badge goes between the label and the chevron, as on iOS.
                if let badge = env.listRowBadge {
                    HStack {
                        label.frame(maxWidth: .infinity, alignment: .leading)
                        badge.foregroundStyle(.secondary)
                        chevron
                    }
                    .modifier(RowBadgeDrawnModifier())
                } else {
                    HStack {
                        label.frame(maxWidth: .infinity, alignment: .leading)
                        chevron
                    }
                }
            } else {
                Button(action: {}) { label }
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    /// The older titled link pushed while `isActive` is true (deprecated in iOS 16).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(title)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    /// A link titled with a string, to a destination built by a closure.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that presents the destination `navigationDestination(for:)` gives `value`.
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled with a string that presents the destination for `value`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) {
        self.label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) {
        self.label = Text(title)
    }
}

/// The disclosure chevron's figures (CONTROLS.md §5).
enum NavigationLinkMetrics {
    static let chevronSize: CGFloat = 14
}
