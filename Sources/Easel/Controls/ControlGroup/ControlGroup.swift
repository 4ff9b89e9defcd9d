import Foundation
import EaselLayout

/// Controls shown as one group (SwiftUI's `ControlGroup`), drawn by the environment's control
/// group style: iOS's look outside a toolbar or menu (`.automatic`) is the controls side by side in
/// equal parts of a rounded band of `tertiarySystemFill`, separated by hairlines, each drawn as a
/// borderless button (in the tint).
nonisolated public struct ControlGroup<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let label: AnyView

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = AnyView(EmptyView())
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let configuration = ControlGroupStyleConfiguration(content: .init(content: AnyView(content)), label: .init(content: label))
        return resolve(ctx.environment.controlGroupStyle.makeBody(configuration), ctx.appending("ControlGroup"))
    }
}

extension ControlGroup {
    /// A group with a label, which iOS shows only where the group becomes a menu.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
        self.label = AnyView(label())
    }

    /// A titled group (the title is shown only where the group becomes a menu).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = AnyView(Text(titleKey))
    }
}

/// The controls of a group side by side in equal parts of a rounded band, between hairlines.
nonisolated struct ControlGroupBand: View, PrimitiveView {
    typealias Body = Never
    let content: AnyView

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let parts = resolve(content.buttonStyle(.borderless), ctx.appending("ControlGroup"))
        let band = HStack(spacing: 0) {
            ForEach(parts.indices, id: \.self) { i in
                if i > 0 { Rectangle().fill(SystemColors.separator).frame(width: 1, height: SystemMetrics.controlGroupDividerHeight) }
                ResolvedNodes([parts[i]]).frame(maxWidth: .infinity)
            }
        }
        .frame(height: SystemMetrics.controlGroupHeight)
        .background(SystemColors.tertiarySystemFill, in: RoundedRectangle(cornerRadius: SystemMetrics.controlGroupRadius, style: .continuous))
        return resolve(band, ctx)
    }
}
