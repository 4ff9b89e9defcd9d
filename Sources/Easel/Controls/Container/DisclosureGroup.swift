import Foundation
import EaselLayout

/// A label that shows or hides its content (SwiftUI's `DisclosureGroup`), at rest: the label
/// leading and a chevron in the tint trailing (`chevron.right`, turned down when expanded), the
/// content below the label when `isExpanded` (CONTROLS.md §8, estimates).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A group whose expansion follows `isExpanded` (collapsed when not given, as at launch).
    public init(isExpanded: Binding<Bool>? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded?.wrappedValue ?? false
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 11) {
            HStack {
                label
                Spacer(minLength: 8)
                Image(systemName: "chevron.right")
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(Color.accentColor)
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
            }
            if isExpanded {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a string.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>? = nil, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>? = nil, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
