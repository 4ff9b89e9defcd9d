import Foundation
import EaselLayout

/// One image to draw: its source, where (points) and how it fills that rectangle.
package struct ImageDrawing: Equatable {
    /// The encoded image; compared by identity.
    package var source: PaintableImageSource
    /// Destination rectangle in absolute points.
    package var rect: CGRect
    /// Sampling quality; `.none` samples the nearest pixel.
    package var interpolation: ImageNode.Interpolation
    /// Repeat the image at its natural size instead of stretching it.
    package var tiled: Bool
    /// Cap insets in points: the edges that keep their natural size when the image is stretched
    /// (nine-slice scaling). Zero for a plain stretch.
    package var capInsets: EdgeInsets
    /// For a tiled image: the size of one tile in points (nil: the image's own size), and the
    /// unit rectangle of the image that each tile shows.
    package var tile: (size: CGSize, sourceRect: CGRect)?

    /// Creates an image drawing.
    package init(
        source: PaintableImageSource, rect: CGRect, interpolation: ImageNode.Interpolation = .high,
        tiled: Bool = false, capInsets: EdgeInsets = EdgeInsets(), tile: (size: CGSize, sourceRect: CGRect)? = nil
    ) {
        self.tile = tile
        self.source = source
        self.rect = rect
        self.interpolation = interpolation
        self.tiled = tiled
        self.capInsets = capInsets
    }

    package static func == (a: ImageDrawing, b: ImageDrawing) -> Bool {
        a.source === b.source && a.rect == b.rect && a.interpolation == b.interpolation
            && a.tiled == b.tiled && a.capInsets == b.capInsets
            && a.tile?.size == b.tile?.size && a.tile?.sourceRect == b.tile?.sourceRect
    }
}
