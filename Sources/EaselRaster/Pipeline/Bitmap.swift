import CPNG

/// An immutable-size image of premultiplied RGBA8 pixels (row-major, 4 bytes per pixel).
public struct Bitmap: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied r, g, b, a bytes, `width * height * 4` of them.
    public package(set) var pixels: [UInt8]

    /// Creates a bitmap from premultiplied RGBA bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "bitmap size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates a bitmap filled with one colour.
    package init(width: Int, height: Int, color: PremultipliedColor) {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: px.count, by: 4) {
            px[i] = color.r; px[i + 1] = color.g; px[i + 2] = color.b; px[i + 3] = color.a
        }
        self.init(width: width, height: height, pixels: px)
    }

    /// Creates a bitmap from straight (un-premultiplied) RGBA bytes, premultiplying them.
    public init(width: Int, height: Int, straightRGBA: [UInt8]) {
        var px = straightRGBA
        for i in stride(from: 0, to: px.count, by: 4) {
            let a = Int(px[i + 3])
            if a == 255 { continue }
            px[i] = UInt8(div255(Int(px[i]) * a))
            px[i + 1] = UInt8(div255(Int(px[i + 1]) * a))
            px[i + 2] = UInt8(div255(Int(px[i + 2]) * a))
        }
        self.init(width: width, height: height, pixels: px)
    }

    /// The pixel at column `x`, row `y`.
    package func pixel(x: Int, y: Int) -> PremultipliedColor {
        let i = (y * width + x) * 4
        return PremultipliedColor(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// The pixels as straight (un-premultiplied) RGBA bytes, as PNG stores them.
    public var straightRGBA: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count) { out, initialized in
            pixels.withUnsafeBufferPointer { easel_unpremultiply($0.baseAddress, width * height, out.baseAddress) }
            initialized = pixels.count
        }
    }

    /// The part of the bitmap inside a unit rectangle ((0, 0, 1, 1) is all of it), its edges
    /// rounded to whole pixels; nil when that leaves no pixel.
    package func cropped(toUnit r: RasterRect) -> Bitmap? {
        let x0 = PixelIndex.nearest(r.minX * Double(width), 0, width), x1 = PixelIndex.nearest(r.maxX * Double(width), 0, width)
        let y0 = PixelIndex.nearest(r.minY * Double(height), 0, height), y1 = PixelIndex.nearest(r.maxY * Double(height), 0, height)
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == width, y1 == height { return self }
        var out = [UInt8]()
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 { out.append(contentsOf: pixels[((y * width + x0) * 4)..<((y * width + x1) * 4)]) }
        return Bitmap(width: x1 - x0, height: y1 - y0, pixels: out)
    }
}
