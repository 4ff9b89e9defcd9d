import Foundation

/// A label beside a value (SwiftUI's `LabeledContent`), as iOS draws it in a form row: the label
/// leading in the primary colour, the value trailing in the secondary colour (a long value wraps,
/// aligned to the trailing edge). With `labelsHidden()` only the value is shown.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A value view with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        WithEnvironment { env in
            if env.labelsHidden {
                content
            } else {
                HStack(alignment: .firstTextBaseline) {
                    label
                    Spacer(minLength: 8)
                    content
                        .foregroundColor(.secondary)
                        .multilineTextAlignment(.trailing)
                }
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// A value view titled with a string (looked up in the app's strings).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// As above, with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value titled with a string: `LabeledContent("Version", value: "2.1")`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// As above, with a title shown as it is.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value in a format style, formatted in the environment's locale:
    /// `LabeledContent("Price", value: 9.5, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// As above, with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
