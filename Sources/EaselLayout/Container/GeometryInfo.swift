import Foundation

/// What a GeometryReader's content is given: its size and where it is on the canvas.
package struct GeometryInfo: Hashable, Sendable {
    /// The reader's size.
    package var size: CGSize
    /// The reader's frame in canvas coordinates (points).
    package var globalFrame: CGRect
    /// The named coordinate spaces the reader is in, outermost first.
    package var coordinateSpaces: [NamedSpace]
    /// The safe-area insets the reader is given (zero without a device screen).
    package var safeAreaInsets: EdgeInsets

    package init(size: CGSize, globalFrame: CGRect, coordinateSpaces: [NamedSpace] = [], safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame
        self.coordinateSpaces = coordinateSpaces
        self.safeAreaInsets = safeAreaInsets
    }

    /// The innermost coordinate space named `name`, if the reader is in one.
    package func coordinateSpace(named name: AnyHashable) -> NamedSpace? { coordinateSpaces.last { $0.name == name } }
}
