import Foundation

/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`): behind the
/// whole widget, edge to edge, outside its content margins.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// The background of a navigation stack's content (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

/// The widget background a view asks for, read by the widget around it.
struct ContainerBackgroundKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// Sets the background of the container the view is in: for `.widget`, the whole widget's,
    /// drawn edge to edge behind its content margins. Other placements draw nothing in Easel
    /// (docs/Differences.md).
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: placement) { Rectangle().fill(style) }
    }

    /// Sets the background of the container the view is in to a view, proposed the container's size.
    public func containerBackground<V: View>(
        for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background: AnyView? = placement == .widget ? AnyView(ZStack(alignment: alignment) { content() }) : nil
        return preference(key: ContainerBackgroundKey.self, value: background)
    }

    /// The URL the widget opens when tapped: nothing to see in a picture.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Marks the view as part of the widget's accent group, which only the accented rendering
    /// mode tints: a full-colour picture shows it as it is.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}
