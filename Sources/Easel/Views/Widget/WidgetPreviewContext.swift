import Foundation

/// Xcode's widget preview (WidgetKit's `WidgetPreviewContext`): `.previewContext(
/// WidgetPreviewContext(family: .systemSmall))` draws the view as a widget of that family.
public struct WidgetPreviewContext: Hashable, Sendable {
    public let family: WidgetFamily
    /// Whether the system's content margins are left out (a configuration's `contentMarginsDisabled()`).
    package var contentMarginsDisabled = false

    public init(family: WidgetFamily) { self.family = family }

    package init(family: WidgetFamily, contentMarginsDisabled: Bool) {
        self.family = family
        self.contentMarginsDisabled = contentMarginsDisabled
    }
}

nonisolated extension View {
    /// Draws the view as a widget in `context`'s family (see `WidgetFrame`).
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        WidgetFrame(context: context, content: self)
    }
}

/// A widget as the Home Screen shows it: the family's size on the renderer's device (an iPhone 15
/// unless one is given), the content inset by the system's 16-point margins, the container
/// background (`containerBackground(for: .widget)`, else the system background) edge to edge
/// behind it, and the corners rounded (the container shape `ContainerRelativeShape` takes). Lock
/// Screen families have no background, no margins and square corners.
nonisolated struct WidgetFrame<Content: View>: View {
    let context: WidgetPreviewContext
    let content: Content
    @Environment(\.widgetScreen) private var screen

    /// The content margins of a Home Screen widget (the guidelines' standard margin).
    static var margin: CGFloat { 16 }
    /// The corner radius of a Home Screen widget. The guidelines publish no figure; 22 points with
    /// continuous corners is what the iPhone's widgets measure to the eye (docs/Differences.md).
    static var cornerRadius: CGFloat { 22 }
    /// The widget's outline, its clip and the container shape of its content.
    static var shape: RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius, style: .continuous) }

    var body: some View {
        let family = context.family
        let size = family.size(on: screen ?? .standard)
        let margin = family.isAccessory || context.contentMarginsDisabled ? 0 : Self.margin
        let insets = EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        let framed =
            content
            .padding(insets)
            .frame(width: size.width, height: size.height)
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, insets)
        if family.isAccessory {
            framed
        } else {
            framed
                .backgroundPreferenceValue(ContainerBackgroundKey.self) { background in
                    if let background { background } else { Color(uiColor: .systemBackground) }
                }
                .clipShape(Self.shape)
                .containerShape(Self.shape)
        }
    }
}
