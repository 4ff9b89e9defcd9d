import Foundation
import EaselLayout

/// A field of editable text (SwiftUI's `TextField`), at rest: its text in the body font, or its
/// placeholder (the prompt, else the label) in the placeholder colour while the text is empty. The
/// plain style has no chrome, is one 22-point line tall and takes the width it is offered;
/// `.textFieldStyle(.roundedBorder)` adds the iOS rounded border. A field with `axis: .vertical`
/// wraps its text onto as many lines as it needs; others show one line.
nonisolated public struct TextField<Label: View>: View {
    let text: String
    let placeholder: AnyView
    let isSecure: Bool
    /// A value field's value, formatted in the environment's locale when the field is resolved.
    var formatted: FormattedValue?
    /// The axis the field grows along when its text is longer than a line.
    var axis: Axis = .horizontal

    public var body: some View {
        WithEnvironment { env in
            let text = formatted.map { $0(env) } ?? self.text
            let field = HStack(spacing: 0) {
                if text.isEmpty {
                    placeholder.foregroundColor(SystemColors.placeholderText)
                } else {
                    Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: text.count) : text)
                }
            }
            .transformEnvironment(\.self) { env in
                // One line across; down, as many as the text needs within the limits given
                // (`lineLimit(1...5)`).
                if axis == .horizontal { env.lineLimit = 1; env.reservedLineCount = 0 }
            }
            .frame(maxWidth: .infinity, minHeight: SystemMetrics.textFieldLineHeight, alignment: .leading)
            // A UITextField on iOS: its text does not place a list row's separator.
            if env.textFieldStyle == .roundedBorder {
                field
                    .padding(SystemMetrics.roundedBorderPadding)
                    .background(RoundedRectangle(cornerRadius: SystemMetrics.roundedBorderRadius).fill(SystemColors.systemBackground))
                    .overlay(
                        RoundedRectangle(cornerRadius: SystemMetrics.roundedBorderRadius)
                            .strokeBorder(SystemColors.textFieldBorder, lineWidth: 1 / env.displayScale)
                    )
                    .drawnByUIKit()
            } else {
                field.drawnByUIKit()
            }
        }
    }
}

extension TextField {
    /// A field labelled by a view, which iOS shows as the placeholder unless a prompt is given
    /// (`TextField(text: $email) { Text("Email") }`).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt.map { AnyView($0) } ?? AnyView(label()), isSecure: false)
    }

    /// As above, growing along `axis` (`.vertical`: the text wraps onto more lines).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt.map { AnyView($0) } ?? AnyView(label()), isSecure: false)
        self.axis = axis
    }

    /// A field showing `text`, or `placeholder` while it is empty (the script front end's).
    package init(text: String, placeholder: AnyView, isSecure: Bool, axis: Axis = .horizontal) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.axis = axis
    }
}

extension TextField where Label == Text {
    /// A field with a title that is also its prompt while the text is empty (a literal title is a
    /// key in the app's strings).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: Text(titleKey), isSecure: false)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: Text(title), isSecure: false)
    }

    /// A field with a title and a separate prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: false)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(title), isSecure: false)
    }

    /// A field whose text is a value in a format style (`TextField("Amount", value: $n, format: .number)`),
    /// formatted in the environment's locale, as `Text(_:format:)` is.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(formatted: FormattedValue(value.wrappedValue, format: format), prompt: prompt ?? Text(titleKey))
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(formatted: FormattedValue(value.wrappedValue, format: format), prompt: prompt ?? Text(title))
    }

    /// A field whose text is a value as a Foundation formatter writes it (`TextField("Amount",
    /// value: $n, formatter: numberFormatter)`), the older form of `value:format:`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt ?? Text(titleKey), isSecure: false)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt ?? Text(title), isSecure: false)
    }

    /// A field with a title, growing along `axis` (`.vertical`: the text wraps onto more lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: Text(titleKey), isSecure: false, axis: axis)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: Text(title), isSecure: false, axis: axis)
    }

    /// A field with a title and a prompt, growing along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: false, axis: axis)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(title), isSecure: false, axis: axis)
    }

    /// The older form with editing callbacks, which a still image never calls.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, text: text)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
    }

    /// A value field showing `formatted` as it reads in the environment (the script front end's too).
    package init(formatted: FormattedValue, prompt: Text) {
        self.init(text: formatted(EnvironmentValues()), prompt: prompt, isSecure: false)
        self.formatted = formatted
    }

    /// A field showing `text`, or `prompt` while it is empty (the script front end's).
    package init(text: String, prompt: Text, isSecure: Bool, axis: Axis = .horizontal) {
        self.init(text: text, placeholder: AnyView(prompt), isSecure: isSecure, axis: axis)
    }
}

/// A field whose text is drawn as bullets (SwiftUI's `SecureField`).
nonisolated public struct SecureField: View {
    let field: TextField<Text>

    /// A field with a title that is also its prompt while the text is empty (a literal title is a
    /// key in the app's strings).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: Text(titleKey), isSecure: true)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: Text(title), isSecure: true)
    }

    /// The older form with a commit callback, which a still image never calls.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }

    /// A field with a title and a separate prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: true)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(title), isSecure: true)
    }

    /// A field labelled by a view, which iOS shows as the placeholder unless a prompt is given.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, placeholder: prompt.map { AnyView($0) } ?? AnyView(label()), isSecure: true)
    }

    /// The field the script front end builds.
    package init(field: TextField<Text>) { self.field = field }

    public var body: some View { field }
}

/// What a `TextFieldStyle` draws as.
struct TextFieldStyleValue: Hashable, Sendable {
    let isRoundedBorder: Bool
    /// No chrome (the default).
    static let automatic = TextFieldStyleValue(isRoundedBorder: false)
    /// No chrome.
    static let plain = TextFieldStyleValue(isRoundedBorder: false)
    /// A hairline rounded rectangle on the system background.
    static let roundedBorder = TextFieldStyleValue(isRoundedBorder: true)
}

private enum TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleValue { .automatic } }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleValue {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, TextFieldStyleValue(style))
    }
}
