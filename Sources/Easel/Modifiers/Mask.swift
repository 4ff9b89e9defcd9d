import Foundation
import EaselLayout

nonisolated extension View {
    /// Shows this view only where `mask` is opaque: the mask is proposed this view's size and
    /// aligned on it, as an overlay is, and its alpha (not its colour) decides how much of each
    /// pixel of this view stays; where the mask draws nothing, this view is hidden. The mask
    /// adds nothing to layout.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryModifier(role: .mask, alignment: alignment, secondary: AnyView(mask())))
    }

    /// Shows this view only where `mask` is opaque (SwiftUI's older form, centred).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SecondaryModifier(role: .mask, alignment: .center, secondary: AnyView(mask)))
    }
}
