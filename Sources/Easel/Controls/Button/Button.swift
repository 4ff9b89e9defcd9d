import Foundation
import EaselLayout

/// A control that performs an action (SwiftUI's `Button`). A still image never calls the action;
/// the environment's button style draws the label (`buttonStyle(_:)`).
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
    }

    /// A button with a role (destructive labels are red) and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let style = ctx.environment.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())
        let body = style.makeBody(AnyView(label), role)
        // Buttons in the style's body use the style set around this one.
        var inner = ctx.appending("Button")
        inner.environment.buttonStyle = style.outer.first
        return resolve(body, inner)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` wraps (`Button(configuration)` in its `makeBody`): the
    /// configuration's label and role, drawn by the style set around that style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension Button where Label == Text {
    /// A button whose label is a localized text (a literal title is a key in the app's strings).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button whose label is a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role whose label is a localized text.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role whose label is a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Easel.Label<Text, Image> {
    /// A button whose label is a localized title with a system symbol (`Label(_:systemImage:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Easel.Label(title, systemImage: systemImage) }
    }

    /// A button with a role whose label is a localized title with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Easel.Label(title, systemImage: systemImage) }
    }
}

/// What a button does (SwiftUI's `ButtonRole`); destructive buttons draw their label in red.
public struct ButtonRole: Hashable, Sendable {
    let rawValue: Int
    /// Deletes or removes data.
    public static let destructive = ButtonRole(rawValue: 1)
    /// Cancels an operation.
    public static let cancel = ButtonRole(rawValue: 2)
    /// Confirms an operation (iOS 26; a toolbar's done button).
    public static let confirm = ButtonRole(rawValue: 3)
    /// Closes a view (iOS 26; a sheet's close button).
    public static let close = ButtonRole(rawValue: 4)
}

extension Button where Label == DefaultButtonLabel {
    /// A button whose label comes from its role (iOS 26): an "x" for `.cancel` and `.close`, a
    /// checkmark for `.confirm`, a trash can for `.destructive`.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}

/// The label a button takes from its role (SwiftUI's `DefaultButtonLabel`, iOS 26): the role's
/// symbol, as a toolbar shows it.
nonisolated public struct DefaultButtonLabel: View {
    let role: ButtonRole

    package init(role: ButtonRole) { self.role = role }

    public var body: some View {
        switch role {
        case .confirm: Image(systemName: "checkmark")
        case .destructive: Image(systemName: "trash")
        default: Image(systemName: "xmark")
        }
    }
}
