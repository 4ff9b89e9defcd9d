import Foundation
import EaselLayout

/// How buttons draw their label (SwiftUI's `ButtonStyle`); set with `buttonStyle(_:)`. A custom
/// style receives the label and `isPressed`, which is always false in a still image.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    /// The view of a button with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The parts of a button given to a `ButtonStyle` (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    nonisolated public struct Label: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Whether the button is being pressed: never, in a still image.
    public let isPressed: Bool
}

/// How buttons draw and trigger (SwiftUI's `PrimitiveButtonStyle`), the protocol of the built-in
/// styles `.automatic`, `.borderless`, `.plain`, `.bordered` and `.borderedProminent`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// The view of a button with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The parts of a button given to a `PrimitiveButtonStyle` (SwiftUI's
/// `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Performs the button's action (nothing happens in a still image).
    public func trigger() {}
}

/// A button style with its type erased, as the environment keeps it.
struct AnyButtonStyle {
    let body: (ButtonStyleConfiguration.Label, ButtonRole?) -> AnyView
    /// The style set around the `buttonStyle(_:)` that set this one (none: the default): what a
    /// `Button` inside this style's body uses, as in SwiftUI (a `PrimitiveButtonStyle` whose body
    /// is a `Button` wraps the outer style's button, it does not make itself again).
    var outer: [AnyButtonStyle] = []

    init<S: ButtonStyle>(_ style: S) {
        body = { label, role in
            AnyView(callMainActorRequirement({ $0.makeBody(configuration: $1) }, style, ButtonStyleConfiguration(role: role, label: label, isPressed: false)))
        }
    }

    init<S: PrimitiveButtonStyle>(_ style: S) {
        body = { label, role in
            AnyView(callMainActorRequirement({ $0.makeBody(configuration: $1) }, style, PrimitiveButtonStyleConfiguration(role: role, label: label)))
        }
    }

    /// `style`, set inside `outer`.
    init<S: ButtonStyle>(_ style: S, around outer: AnyButtonStyle?) {
        self.init(style)
        self.outer = outer.map { [$0] } ?? []
    }

    /// `style`, set inside `outer`.
    init<S: PrimitiveButtonStyle>(_ style: S, around outer: AnyButtonStyle?) {
        self.init(style)
        self.outer = outer.map { [$0] } ?? []
    }

    func makeBody(_ label: AnyView, _ role: ButtonRole?) -> AnyView {
        body(ButtonStyleConfiguration.Label(content: label), role)
    }
}

private enum ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }
private enum TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// The style buttons in this environment use; `nil` for the platform default.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The tint of controls (`tint(_:)`); `nil` for the accent colour.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The tint, else the accent colour (iOS blue): what indicators (progress, gauges, the
    /// selected tab) draw in, enabled or not.
    var accentTint: Color { tint ?? .accentColor }

    /// The colour controls use for their active parts: `accentTint`, or in a disabled view the
    /// disabled grey (iOS's `tertiaryLabel`) whatever the tint.
    var controlTint: Color { isEnabled ? accentTint : SystemColors.disabledControl }

    /// The colour a button's role or the `tint(_:)` asks for: red for a destructive button, else
    /// the tint; nil when neither does, or when disabled (the untinted look).
    func roleTint(for role: ButtonRole?) -> Color? {
        guard isEnabled else { return nil }
        return role == .destructive ? .red : tint
    }

    /// A button's colour for its role: `roleTint`, else `controlTint` (the accent colour, or the
    /// disabled grey).
    func controlTint(for role: ButtonRole?) -> Color { roleTint(for: role) ?? controlTint }
}

extension EnvironmentValues {
    /// Whether controls in this environment take input (SwiftUI's `isEnabled`; `disabled(_:)`
    /// turns it off). True by default.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.buttonStyle) { $0 = AnyButtonStyle(style, around: $0) }
    }

    /// Sets the style of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.buttonStyle) { $0 = AnyButtonStyle(style, around: $0) }
    }

    /// Tints controls in this view (button labels and fills) instead of the accent colour.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// The older spelling of `tint(_:)` (SwiftUI's deprecated `accentColor(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
