import Foundation
import EaselLayout

/// Controls shown as one group (SwiftUI's `ControlGroup`), iOS's look outside a toolbar or menu:
/// the controls side by side in equal parts of a rounded band of `tertiarySystemFill`, separated
/// by hairlines, each drawn as a borderless button (in the tint).
public struct ControlGroup<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

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

extension ControlGroup {
    /// A group with a label, which iOS shows only where the group becomes a menu: here, the controls.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }

    /// A titled group (the title is used only where the group becomes a menu).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
}
