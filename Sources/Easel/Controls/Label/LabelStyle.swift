import Foundation
import EaselLayout

/// How labels draw their title and icon (SwiftUI's `LabelStyle`); set with `labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    /// The view of a label with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label given to its style (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title as a view.
    nonisolated public struct Title: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label's icon as a view.
    nonisolated public struct Icon: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
}

/// Icon then title, side by side (SwiftUI's `TitleAndIconLabelStyle`).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon and the title 8 points apart, aligned on the title's first baseline (a symbol icon is
    /// centred on the title's capitals).
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title (SwiftUI's `TitleOnlyLabelStyle`).
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon (SwiftUI's `IconOnlyLabelStyle`).
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default (SwiftUI's `DefaultLabelStyle`): title and icon on iOS, only the icon
/// on a bar's leading or trailing side (a toolbar's `Button("Add", systemImage: "plus")` shows "+").
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The title and icon, as `TitleAndIconLabelStyle` draws them (the icon alone on a bar); in a list row without its own
    /// foreground colour, the icon takes the list item tint (`listItemTint(_:)`), else the tint
    /// (iOS blue), as iOS draws list labels.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            if env.isToolbarItem {
                IconOnlyLabelStyle().makeBody(configuration: configuration)
            } else if env.isListRow && env.foregroundColor == nil {
                TitleAndIconLabelStyle().makeBody(
                    configuration: LabelStyleConfiguration(
                        title: configuration.title,
                        icon: .init(content: AnyView(configuration.icon.foregroundStyle(env.listItemTint?.color ?? env.accentTint)))))
            } else {
                TitleAndIconLabelStyle().makeBody(configuration: configuration)
            }
        }
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon then title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it, with the style it was set
/// inside of: `Label(configuration)` in a style's body draws with that one.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    /// The style in effect where this one was set (nil: the default).
    private let outerBox: [AnyLabelStyle]

    var outer: AnyLabelStyle { outerBox.first ?? AnyLabelStyle(DefaultLabelStyle()) }

    init<S: LabelStyle>(_ style: S, outer: AnyLabelStyle? = nil) {
        makeBody = { AnyView(callMainActorRequirement({ $0.makeBody(configuration: $1) }, style, $0)) }
        outerBox = outer.map { [$0] } ?? []
    }

    /// A style made by a closure (a script's own `LabelStyle`).
    init(outer: AnyLabelStyle?, makeBody: @escaping (LabelStyleConfiguration) -> AnyView) {
        self.makeBody = makeBody
        outerBox = outer.map { [$0] } ?? []
    }
}

private enum LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) } }

extension EnvironmentValues {
    /// The style labels in this environment use.
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment(\.labelStyle) { $0 = AnyLabelStyle(style, outer: $0) }
    }
}
