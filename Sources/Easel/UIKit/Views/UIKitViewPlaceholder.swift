import Foundation
import EaselLayout

/// What a `UIViewRepresentable` or `UIViewControllerRepresentable` draws, compiled or in a script:
/// UIKit cannot draw here, so the view is empty space that takes what it is offered (as a UIKit
/// view without an intrinsic size does; 10 points along an unspecified axis, as shapes do), and
/// the render records a warning naming it. `makeUIView` never runs.
nonisolated public struct _UIKitViewPlaceholder: View, PrimitiveView {
    public typealias Body = Never
    let typeName: String

    package init(typeName: String) { self.typeName = typeName }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.warn("'\(typeName)' is a UIKit view, drawn as empty space: UIKit is not available")
        return resolve(Color.clear, ctx.appending(typeName))
    }
}
