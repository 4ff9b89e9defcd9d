import Foundation

/// A layout-neutral wrapper whose subtree the paint stage draws through an effect ("clipped",
/// "clipShape", "cornerRadius", "shadow", "opacity", "rotationEffect", "scaleEffect", "blur"…):
/// it proposes its proposal to its child and takes the child's size.
package final class EffectNode: SingleChildNode {
    /// The effect, in the paint stage's terms.
    package let effect: any Drawing

    package init(kind: String, effect: any Drawing, child: LayoutNode) {
        self.effect = effect
        super.init(kind: kind, child: child)
    }
}
