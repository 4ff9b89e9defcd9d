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

/// A named coordinate space where it is drawn: its name and its frame on the canvas (points).
/// Unchecked: a name is a value a view was given (`AnyHashable` is not `Sendable`), never mutated.
package struct NamedSpace: Hashable, @unchecked Sendable {
    package var name: AnyHashable
    package var frame: CGRect

    package init(name: AnyHashable, frame: CGRect) {
        self.name = name
        self.frame = frame
    }
}
