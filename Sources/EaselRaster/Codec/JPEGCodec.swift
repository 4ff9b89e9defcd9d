import CJPEG
import Foundation

/// A failure while reading JPEG data.
package struct JPEGError: Error, Equatable, CustomStringConvertible {
    /// What went wrong: "not a JPEG file" or libjpeg's own message.
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { "JPEG error: \(message)" }
}

/// JPEG decoding through libjpeg (via the CJPEG bridge): the photos of an app's asset catalog.
/// Images are turned upright by their EXIF orientation, as `UIImage` shows them.
package enum JPEGCodec {
    /// Whether the bytes start as a JPEG file does (SOI and a marker).
    package static func isJPEG(_ data: Data) -> Bool {
        data.count >= 4 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    /// Decodes JPEG data into an opaque bitmap, upright.
    package static func decode(_ data: Data) throws -> Bitmap {
        var image = easel_jpeg_image()
        var err = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw -> Int32 in
            easel_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &image, &err, err.count)
        }
        guard rc == 0, let px = image.pixels else {
            throw JPEGError(PNGCodec.message(err) ?? "cannot decode JPEG (code \(rc))")
        }
        defer { easel_jpeg_free(px) }
        let w = Int(image.width), h = Int(image.height)
        let rgb = UnsafeBufferPointer(start: px, count: w * h * 3)
        let orientation = Self.orientation(data)
        let (ow, oh) = orientation >= 5 ? (h, w) : (w, h)
        var rgba = [UInt8](repeating: 255, count: ow * oh * 4)
        for y in 0..<oh {
            for x in 0..<ow {
                let (sx, sy) = source(x, y, orientation, w, h)
                let s = (sy * w + sx) * 3, d = (y * ow + x) * 4
                rgba[d] = rgb[s]
                rgba[d + 1] = rgb[s + 1]
                rgba[d + 2] = rgb[s + 2]
            }
        }
        return Bitmap(width: ow, height: oh, pixels: rgba)
    }

    /// The pixel of the stored image that lands at (x, y) of the upright one, for an EXIF
    /// orientation (1: as stored; 3: turned half round; 6: a quarter clockwise; 8: a quarter
    /// anticlockwise; 2, 4, 5, 7: those mirrored).
    private static func source(_ x: Int, _ y: Int, _ o: Int, _ w: Int, _ h: Int) -> (Int, Int) {
        switch o {
        case 2: return (w - 1 - x, y)
        case 3: return (w - 1 - x, h - 1 - y)
        case 4: return (x, h - 1 - y)
        case 5: return (y, x)
        case 6: return (y, h - 1 - x)
        case 7: return (w - 1 - y, h - 1 - x)
        case 8: return (w - 1 - y, x)
        default: return (x, y)
        }
    }

    /// The upright width and height in pixels, read from the frame header (no decoding).
    package static func size(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(1 << 20))
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            // SOF0…SOF15, less DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                guard w > 0, h > 0, w <= 1 << 14, h <= 1 << 14 else { return nil }
                return orientation(data) >= 5 ? (h, w) : (w, h)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// The EXIF orientation (1…8) of the image, 1 when it has none.
    package static func orientation(_ data: Data) -> Int {
        let b = [UInt8](data.prefix(1 << 16))
        var i = 2
        while i + 4 < b.count, b[i] == 0xFF {
            let marker = b[i + 1], length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if marker == 0xDA || length < 2 { break }  // start of scan: no EXIF before the image data
            if marker == 0xE1, i + 10 < b.count, Array(b[(i + 4)..<(i + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return exifOrientation(Array(b[(i + 10)..<min(b.count, i + 2 + length)]))
            }
            i += 2 + length
        }
        return 1
    }

    /// Tag 0x0112 of IFD0 in a TIFF block (either byte order).
    private static func exifOrientation(_ t: [UInt8]) -> Int {
        guard t.count >= 8 else { return 1 }
        let little = t[0] == 0x49
        func u16(_ at: Int) -> Int? {
            guard at + 1 < t.count else { return nil }
            return little ? Int(t[at]) | Int(t[at + 1]) << 8 : Int(t[at]) << 8 | Int(t[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd), count < 512 else { return 1 }
        for e in 0..<count {
            let at = ifd + 2 + e * 12
            guard let tag = u16(at) else { return 1 }
            if tag == 0x0112, let v = u16(at + 8), (1...8).contains(v) { return v }
        }
        return 1
    }
}
