import Foundation

/// A named coordinate space (`coordinateSpace(name:)`): layout-neutral (its child's size, the
/// child at its origin), it tells the placement pass where it is drawn so that GeometryReaders
/// inside it can give frames relative to it.
package final class CoordinateSpaceNode: LayoutNode {
    /// The space's name, compared as SwiftUI compares it (any hashable value).
    package let name: AnyHashable

    package init(name: AnyHashable, child: LayoutNode) {
        self.name = name
        super.init(kind: "coordinateSpace", label: "\(name.base)", child: child)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        ctx.enterCoordinateSpace(NamedSpace(name: name, frame: CGRect(origin: globalOrigin, size: size)))
    }
}
