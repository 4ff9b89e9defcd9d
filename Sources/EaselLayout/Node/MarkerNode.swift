import Foundation

/// A layout-neutral node that carries a front end's mark for its container to find: a tab's item
/// and tag, a list row's options, a list section. It takes its first child's size and places
/// every child at its origin, as `LayoutNode` does; the container reads `mark` and unwraps it.
///
/// Containers outside this module mark nodes with this class instead of subclassing the engine's
/// nodes, which stay closed to other modules.
@dynamicMemberLookup
package final class MarkerNode<Mark: AnyObject>: LayoutNode {
    /// What the front end attached.
    package let mark: Mark

    package init(kind: String, children: [LayoutNode], mark: Mark) {
        self.mark = mark
        super.init(kind: kind, children: children)
    }

    /// The first child (the marked content when there is one).
    package var child: LayoutNode { children[0] }

    /// The mark's properties, read and written through the node.
    package subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Mark, T>) -> T {
        get { mark[keyPath: keyPath] }
        set { mark[keyPath: keyPath] = newValue }
    }

    /// The mark's read-only properties.
    package subscript<T>(dynamicMember keyPath: KeyPath<Mark, T>) -> T { mark[keyPath: keyPath] }
}
