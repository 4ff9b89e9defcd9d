import Foundation
import EaselPaint
import EaselRaster

/// An image found for a name: its PNG or JPEG bytes, pixel size and the scale it was drawn for (@2x → 2).
public final class ImageAsset {
    public let name: String
    public let data: Data
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// 1 for NAME.png, 2 for NAME@2x.png, 3 for NAME@3x.png.
    public let scale: CGFloat
    /// Where it was read from, for messages.
    public let location: String

    /// Reads the size from a PNG's or JPEG's header (a JPEG's upright, by its EXIF orientation);
    /// nil when the bytes are neither.
    public init?(name: String, data: Data, scale: CGFloat, location: String) {
        guard let size = ImageCodec.pixelSize(data) else { return nil }
        self.name = name
        self.data = data
        self.pixelWidth = size.0
        self.pixelHeight = size.1
        self.scale = scale
        self.location = location
    }

    /// The size in points.
    public var pointSize: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }
}

extension ImageAsset: PaintableImageSource {
    package var encodedData: Data { data }
    public var pixelScale: CGFloat { scale }
}
