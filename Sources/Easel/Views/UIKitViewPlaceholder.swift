import Foundation
import EaselLayout

/// A script's `UIViewRepresentable` or `UIViewControllerRepresentable`: UIKit cannot draw here, so
/// the view is empty space that takes what it is offered (as a UIKit view without an intrinsic
/// size does; 10 points along an unspecified axis, as shapes do), and the render records a warning
/// naming it.
nonisolated package struct UIKitViewPlaceholder: View, PrimitiveView {
    package typealias Body = Never
    let typeName: String

    package init(typeName: String) { self.typeName = typeName }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.warn("'\(typeName)' is a UIKit view, drawn as empty space: UIKit is not available")
        return resolve(Color.clear, ctx.appending(typeName))
    }
}
