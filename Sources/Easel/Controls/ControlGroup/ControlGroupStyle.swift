import Foundation
import EaselLayout

/// How control groups draw their controls (SwiftUI's `ControlGroupStyle`); set with
/// `controlGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    /// The view of a control group with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The parts of a control group given to its style (SwiftUI's `ControlGroupStyleConfiguration`).
public struct ControlGroupStyleConfiguration {
    /// The group's controls as a view.
    nonisolated public struct Content: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The group's label as a view (empty when it has none).
    nonisolated public struct Label: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The controls.
    public let content: Content
    /// The label.
    public let label: Label
}

/// The platform's default (SwiftUI's `AutomaticControlGroupStyle`): outside a toolbar or menu, the
/// controls in a rounded band.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    /// The controls in equal parts of a rounded band, between hairlines.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupBand(content: AnyView(configuration.content)) }
}

/// Controls for moving through content (SwiftUI's `NavigationControlGroupStyle`): drawn as the
/// automatic band outside a toolbar, as on iOS.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    /// The controls in a rounded band.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupBand(content: AnyView(configuration.content)) }
}

/// Controls shown as a palette (SwiftUI's `PaletteControlGroupStyle`): drawn as the automatic band
/// outside a menu.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    /// The controls in a rounded band.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupBand(content: AnyView(configuration.content)) }
}

/// The group as a menu of its controls (SwiftUI's `MenuControlGroupStyle`): closed, a still image
/// shows its label in the tint, as a closed `Menu`.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    /// The label, as a closed menu.
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// The group as a compact menu (SwiftUI's `CompactMenuControlGroupStyle`): closed, as `.menu`.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
    /// The label, as a closed menu.
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default: the controls in a rounded band outside toolbars and menus.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Controls for moving through content.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// Controls as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// The group as a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// The group as a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// A control group style with its type erased, as the environment keeps it.
struct AnyControlGroupStyle {
    let makeBody: (ControlGroupStyleConfiguration) -> AnyView
}

private enum ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyControlGroupStyle { AnyControlGroupStyle { AnyView(AutomaticControlGroupStyle().makeBody(configuration: $0)) } }
}

extension EnvironmentValues {
    /// The style control groups in this environment use.
    var controlGroupStyle: AnyControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of control groups in this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        transformEnvironment(\.controlGroupStyle) {
            $0 = AnyControlGroupStyle { AnyView(callMainActorRequirement({ $0.makeBody(configuration: $1) }, style, $0)) }
        }
    }

    /// Sets the style of control groups to one made by a closure (a script's own style).
    package func controlGroupStyle(making body: @escaping (ControlGroupStyleConfiguration) -> AnyView) -> some View {
        transformEnvironment(\.controlGroupStyle) { $0 = AnyControlGroupStyle(makeBody: body) }
    }
}
