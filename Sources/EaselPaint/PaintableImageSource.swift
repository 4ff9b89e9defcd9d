import Foundation

/// An image that the paint stage can draw: PNG or JPEG bytes and the number of pixels per point.
///
/// `ImageNode.source` is opaque to layout; the API module's image asset conforms to this
/// protocol so that the painter can draw it. Decoded bitmaps are cached per source object
/// (see `DecodedImageCache`), so a source should be immutable once created.
package protocol PaintableImageSource: AnyObject {
    /// The encoded image, PNG or JPEG.
    var encodedData: Data { get }
    /// Pixels per point of the image (2 for an `@2x` asset).
    var pixelScale: CGFloat { get }
}
