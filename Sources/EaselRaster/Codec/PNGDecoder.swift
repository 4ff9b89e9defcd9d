import CPNG
import Foundation

extension PNGCodec {
    /// The width and height a PNG file's header states, read from its first 24 bytes without
    /// decoding the image; nil when the data does not start like a PNG (signature, then IHDR) or
    /// names an empty image or one over 2²⁰ pixels a side.
    package static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == ihdr else { return nil }
        func bigEndian(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (w, h) = (bigEndian(16), bigEndian(20))
        guard w > 0, h > 0, w <= 1 << 20, h <= 1 << 20 else { return nil }
        return (w, h)
    }

    /// Decodes PNG data of any colour type and bit depth into a premultiplied bitmap.
    package static func decode(_ data: Data) throws -> Bitmap {
        var image = easel_png_image()
        var err = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw -> Int32 in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            return easel_png_decode(base, raw.count, &image, &err, err.count)
        }
        guard rc == 0, let px = image.pixels else {
            throw PNGError(PNGCodec.message(err) ?? "cannot decode PNG (code \(rc))")
        }
        defer { easel_png_free(px) }
        let w = Int(image.width), h = Int(image.height)
        let straight = Array(UnsafeBufferPointer(start: px, count: w * h * 4))
        return Bitmap(width: w, height: h, straightRGBA: straight)
    }

    /// Reads and decodes a PNG file.
    package static func read(from url: URL) throws -> Bitmap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PNGError("cannot read \(url.path): \(error.localizedDescription)")
        }
        return try decode(data)
    }
}
