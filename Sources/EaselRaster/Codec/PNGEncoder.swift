import CPNG
import Foundation

extension PNGCodec {
    /// Row filters the encoder may use.
    package enum Filter: Sendable {
        /// No filtering.
        case none
        /// Difference from the pixel to the left (fast, good for UI images).
        case sub
        /// Difference from the pixel above.
        case up
        /// Paeth predictor.
        case paeth
        /// Let libpng choose per row among all filters (smallest files, slowest).
        case all

        var mask: Int32 {
            switch self {
            case .none: return Int32(EASEL_PNG_FILTER_NONE)
            case .sub: return Int32(EASEL_PNG_FILTER_SUB)
            case .up: return Int32(EASEL_PNG_FILTER_UP)
            case .paeth: return Int32(EASEL_PNG_FILTER_PAETH)
            case .all: return Int32(EASEL_PNG_FILTER_ALL)
            }
        }
    }

    /// The default zlib level. With the `up` filter (and zlib's largest memory level), level 4
    /// gives files as small as level 6 with `sub` at about half its time (see docs/Performance.md).
    package static let defaultLevel = 4

    /// The default row filter: `up` (the difference from the row above) suits UI images, where
    /// rows repeat, better than `sub`, and costs the same.
    package static let defaultFilter: Filter = .up

    /// Pixels per metre recorded in pHYs for a render `scale` (1 = 72 dpi): `round(scale * 72 / 0.0254)`.
    package static func pixelsPerMetre(scale: Double) -> UInt32 {
        UInt32((scale * 72 / 0.0254).rounded())
    }

    /// The number of online cores: the threads `encode` deflates bands on when it runs alone.
    package static var cores: Int { Int(easel_png_cores()) }

    /// Encodes premultiplied pixels as PNG data (un-premultiplying them row by row as they are
    /// filtered, so a translucent image is never copied whole: a 6000 x 6000 render keeps one
    /// 144 MB canvas, not two). The file is RGB when every pixel is opaque, RGBA otherwise, and
    /// carries sRGB and pHYs (`scale * 72` dpi) chunks.
    ///
    /// `bands`: 1 writes one zlib stream through libpng; n > 1 splits the filtered rows into n
    /// horizontal bands deflated separately and joined into one zlib stream (libpng still writes
    /// the file's other chunks); 0 (the default) uses one band below 256 KiB of pixel data and
    /// one per 16 MiB above (2 to 16). The bands are deflated on the cores other running renders
    /// leave (`EncodeCores`); the bytes never depend on how many, so a file is the same on every
    /// machine and in any batch.
    package static func encode(_ bitmap: Bitmap, scale: Double = 1, level: Int = defaultLevel, filter: Filter = defaultFilter, bands: Int = 0) throws -> Data {
        var buffer = easel_png_buffer()
        var err = [CChar](repeating: 0, count: 256)
        let ppm = scale > 0 ? pixelsPerMetre(scale: scale) : 0
        let flags = Int32(EASEL_PNG_ALLOW_RGB | EASEL_PNG_PREMULTIPLIED)
        let rc = bitmap.pixels.withUnsafeBufferPointer { p in
            easel_png_encode_bands(
                p.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
                flags, ppm, Int32(level), filter.mask, Int32(max(0, min(bands, 16))), Int32(EncodeCores.threadLimit), &buffer, &err, err.count)
        }
        guard rc == 0, let out = buffer.data else {
            throw PNGError(PNGCodec.message(err) ?? "cannot encode PNG (code \(rc))")
        }
        defer { easel_png_free(out) }
        return Data(bytes: out, count: buffer.length)
    }

    /// Encodes the canvas's current target as PNG data; see `encode(_:scale:level:filter:)`.
    package static func encode(_ canvas: RasterCanvas, scale: Double = 1, level: Int = defaultLevel, filter: Filter = defaultFilter, bands: Int = 0) throws
        -> Data
    {
        try encode(canvas.bitmap, scale: scale, level: level, filter: filter, bands: bands)
    }
}
