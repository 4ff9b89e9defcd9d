import Foundation
import EaselLayout

/// How toggles draw (SwiftUI's `ToggleStyle`); set with `toggleStyle(_:)`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    /// The view of a toggle with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// The parts of a toggle given to its style (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    nonisolated public struct Label: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label.
    public let label: Label
    /// The binding to the toggle's state.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several sources that differ (SwiftUI's `Toggle(sources:isOn:)`,
    /// which Easel does not provide: always false).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The platform's default (SwiftUI's `DefaultToggleStyle`): a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// The toggle as `SwitchToggleStyle` draws it.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A toggle style with its type erased, as the environment keeps it.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    /// The style that was in effect where this one was set (none for the default): a toggle made
    /// inside this style's body is drawn with it, as in SwiftUI (`Toggle(configuration)` or
    /// `Toggle(isOn: configuration.$isOn)` in `makeBody` "modifies the current toggle style").
    private let enclosing: [AnyToggleStyle]

    init<S: ToggleStyle>(_ style: S, enclosing: AnyToggleStyle? = nil) {
        makeBody = { AnyView(callMainActorRequirement({ $0.makeBody(configuration: $1) }, style, $0)) }
        self.enclosing = enclosing.map { [$0] } ?? []
    }

    /// The style toggles inside this style's body are drawn with.
    var styleInsideBody: AnyToggleStyle { enclosing.first ?? AnyToggleStyle(DefaultToggleStyle()) }
}

private enum ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) } }

extension EnvironmentValues {
    /// The style toggles in this environment use.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment(\.toggleStyle) { $0 = AnyToggleStyle(style, enclosing: $0) }
    }
}
