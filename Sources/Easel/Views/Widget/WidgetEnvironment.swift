import Foundation

private enum WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
private enum WidgetContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }
private enum WidgetScreenKey: EnvironmentKey { static var defaultValue: Device? { nil } }

/// How a widget is drawn (WidgetKit's `WidgetRenderingMode`): a still picture shows the Home
/// Screen's full colour.
public enum WidgetRenderingMode: Hashable, Sendable {
    case fullColor, accented, vibrant
}

extension EnvironmentValues {
    /// The family of the widget the view is drawn in (`.systemSmall` outside a widget).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// The margins the system keeps between a widget's edges and its content (16 points on each
    /// side of a Home Screen widget; none when its configuration disables them).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }

    /// How the widget is drawn: in full colour, as on the Home Screen in its default appearance.
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }

    /// Whether the system draws the widget's container background: true, as on the Home Screen.
    public var showsWidgetContainerBackground: Bool { true }

    /// The screen a widget preview takes its sizes from (the renderer's device).
    package var widgetScreen: Device? {
        get { self[WidgetScreenKey.self] }
        set { self[WidgetScreenKey.self] = newValue }
    }
}
