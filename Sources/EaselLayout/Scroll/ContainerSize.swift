import Foundation

/// A container's lengths; nil on an axis where it is not known.
package struct ContainerSize: Equatable, Sendable {
    package var width: CGFloat?
    package var height: CGFloat?
    package init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
}
