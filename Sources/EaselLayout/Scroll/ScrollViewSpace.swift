import Foundation

/// The name of a scroll view's coordinate space (SwiftUI's `NamedCoordinateSpace.scrollView` and
/// `.scrollView(axis:)`): every scroll view enters one for any axis and one for each axis it
/// scrolls along, with its visible bounds as the frame, so that a GeometryReader in its content
/// finds the nearest one (of that axis).
package struct ScrollViewSpace: Hashable, Sendable {
    /// The axis a scroll view must scroll along to match; nil for any scroll view.
    package let axis: Axis?

    package init(axis: Axis?) { self.axis = axis }
}
