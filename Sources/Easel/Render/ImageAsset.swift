import Foundation
import EaselPaint

/// An image found for a name: its PNG bytes, pixel size and the scale it was drawn for (@2x → 2).
public final class ImageAsset {
    public let name: String
    public let data: Data
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// 1 for NAME.png, 2 for NAME@2x.png, 3 for NAME@3x.png.
    public let scale: CGFloat
    /// Where it was read from, for messages.
    public let location: String

    /// Reads the size from a PNG's header; nil when the bytes are not a PNG.
    public init?(name: String, data: Data, scale: CGFloat, location: String) {
        guard let size = ImageAsset.pngSize(data) else { return nil }
        self.name = name
        self.data = data
        self.pixelWidth = size.0
        self.pixelHeight = size.1
        self.scale = scale
        self.location = location
    }

    /// The size in points.
    public var pointSize: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// Width and height from the IHDR chunk of a PNG.
    static func pngSize(_ d: Data) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard d.count >= 24, Array(d.prefix(8)) == signature else { return nil }
        let b = [UInt8](d[d.startIndex + 12..<d.startIndex + 24])
        guard b[0...3] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        let w = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
        let h = Int(b[8]) << 24 | Int(b[9]) << 16 | Int(b[10]) << 8 | Int(b[11])
        guard w > 0, h > 0, w <= 1 << 20, h <= 1 << 20 else { return nil }
        return (w, h)
    }
}

extension ImageAsset: PaintableImageSource {
    public var pngData: Data { data }
    public var pixelScale: CGFloat { scale }
}
