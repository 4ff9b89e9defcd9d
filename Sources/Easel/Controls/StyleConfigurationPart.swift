import Foundation
import EaselLayout

/// A part of a control given to its style (`configuration.label`, `configuration.content`,
/// `configuration.currentValueLabel`): the control's view for that part, type-erased, drawn where
/// the style's body puts it. Each style configuration names its parts as SwiftUI does.
protocol StyleConfigurationPart: View, PrimitiveView where Body == Never {
    /// The control's view for this part.
    var content: AnyView { get }
}

nonisolated extension StyleConfigurationPart {
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { resolve(content, ctx) }
}
