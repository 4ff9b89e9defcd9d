import Foundation

/// Choices that change what the painter emits.
package struct PaintOptions: Equatable, Sendable {
    /// Outline every placed node's frame (red for leaves, green for containers) after the content.
    package var debug: Bool
    /// With `debug`, y positions (absolute points) where a yellow horizontal line crosses the
    /// canvas, e.g. alignment guides chosen by the caller.
    package var debugAlignmentLines: [CGFloat]

    /// Creates options; the defaults draw the content only.
    package init(debug: Bool = false, debugAlignmentLines: [CGFloat] = []) {
        self.debug = debug
        self.debugAlignmentLines = debugAlignmentLines
    }

    /// Content only.
    package static let `default` = PaintOptions()
}
