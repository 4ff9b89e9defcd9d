import Foundation

/// The image formats Easel reads: PNG and JPEG, told apart by their first bytes.
package enum ImageCodec {
    /// Decodes PNG or JPEG data into a premultiplied bitmap.
    package static func decode(_ data: Data) throws -> Bitmap {
        if JPEGCodec.isJPEG(data) { return try JPEGCodec.decode(data) }
        return try PNGCodec.decode(data)
    }

    /// The width and height in pixels (a JPEG's upright), read from the header; nil when the data
    /// is neither format or names an empty or oversized image.
    package static func pixelSize(_ data: Data) -> (width: Int, height: Int)? {
        if JPEGCodec.isJPEG(data) { return JPEGCodec.size(data) }
        return PNGCodec.dimensions(of: data)
    }
}
