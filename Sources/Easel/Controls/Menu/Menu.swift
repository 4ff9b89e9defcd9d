import Foundation
import EaselLayout

/// A menu (SwiftUI's `Menu`), closed: its label drawn as a borderless button in the tint; the
/// menu's content is not shown.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
    }
}

extension Menu where Label == Easel.Label<Text, Image> {
    /// A menu whose label is a localized title with a system symbol (`Label(_:systemImage:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = Easel.Label(titleKey, systemImage: systemImage)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = Easel.Label(title, systemImage: systemImage)
    }
}

/// A link to a URL (SwiftUI's `Link`): its label drawn as a borderless button in the tint.
nonisolated public struct Link<Label: View>: View {
    let label: Label

    /// A link with a label view.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Link where Label == Text {
    /// A link titled with a string.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.label = Text(title)
    }
}
