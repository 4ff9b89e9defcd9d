import Foundation
import EaselLayout

/// Content on a rounded card with an optional label above it (SwiftUI's `GroupBox`, iOS look):
/// padding 16, corner radius 8 on `secondarySystemBackground`, the label in the headline font,
/// 8 above the content (CONTROLS.md §8, estimates).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// A group box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A group box with a label given as a view (SwiftUI's older spelling,
    /// `GroupBox(label: Text("Wi-Fi")) { … }`).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(SystemColors.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
        self.content = content()
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}
