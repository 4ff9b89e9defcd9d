import CPNG
import Foundation

/// A failure while reading or writing PNG data or files.
package struct PNGError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// What went wrong, e.g. "not a PNG file" or libpng's own message.
    package let message: String

    /// Creates an error with a message.
    package init(_ message: String) { self.message = message }

    /// "PNG error: " followed by the message.
    package var description: String { "PNG error: \(message)" }
    /// The same text as `description`, for `localizedDescription`.
    package var errorDescription: String? { description }
}

/// PNG encoding and decoding through libpng (via the CPNG bridge).
package enum PNGCodec {
    /// The C side's error message in `buffer` (NUL-terminated), or nil when it is empty.
    static func message(_ buffer: [CChar]) -> String? {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

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

    /// Width and height from the IHDR chunk; nil when the data is not a PNG or names an empty or
    /// oversized image.
    package static func size(_ d: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard d.count >= 24, Array(d.prefix(8)) == signature else { return nil }
        let b = [UInt8](d[d.startIndex + 12..<d.startIndex + 24])
        guard b[0...3] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        let w = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
        let h = Int(b[8]) << 24 | Int(b[9]) << 16 | Int(b[10]) << 8 | Int(b[11])
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

    /// The number of online cores: the threads `encode` deflates bands on when it runs alone.
    package static var cores: Int { Int(easel_png_cores()) }

    /// Encodes premultiplied pixels as PNG data (un-premultiplying them). The file is RGB when
    /// every pixel is opaque, RGBA otherwise, and carries sRGB and pHYs (`scale * 72` dpi) chunks.
    ///
    /// `bands`: 1 writes one zlib stream through libpng; n > 1 splits the filtered rows into n
    /// horizontal bands deflated separately and joined into one zlib stream (libpng still writes
    /// the file's other chunks); 0 (the default) uses one band below 256 KiB of pixel data and
    /// one per 16 MiB above (2 to 16). The bands are deflated on the cores other running renders
    /// leave (`EncodeCores`); the bytes never depend on how many, so a file is the same on every
    /// machine and in any batch.
    package static func encode(_ bitmap: Bitmap, scale: Double = 1, level: Int = defaultLevel, filter: Filter = defaultFilter, bands: Int = 0) throws -> Data {
        let straight = bitmap.straightRGBA
        var buffer = easel_png_buffer()
        var err = [CChar](repeating: 0, count: 256)
        let ppm = scale > 0 ? pixelsPerMetre(scale: scale) : 0
        let rc = straight.withUnsafeBufferPointer { p in
            easel_png_encode_bands(
                p.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
                1, ppm, Int32(level), filter.mask, Int32(max(0, min(bands, 16))), Int32(EncodeCores.threadLimit), &buffer, &err, err.count)
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

    /// The width and height a PNG file's header states, read from its first 24 bytes without
    /// decoding the image; nil when the data does not start like a PNG (signature, then IHDR).
    package static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == ihdr else { return nil }
        func bigEndian(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// Reads and decodes a PNG file.
    package static func read(from url: URL) throws -> Bitmap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PNGError("cannot read \(url.path): \(error.localizedDescription)")
        }
        return try decode(data)
    }

    /// Writes `data` to `url` atomically: into a temporary file in the same folder, then renamed
    /// over the destination. On failure the temporary file is removed and any existing file at
    /// `url` is left untouched.
    package static func writeAtomically(_ data: Data, to url: URL) throws {
        try writeAtomically(data, to: url, failBeforeRename: false)
    }

    /// `failBeforeRename` simulates an I/O failure after the temporary file is written (for tests).
    ///
    /// What is at `url` is never replaced by something else: a symbolic link is written through
    /// (its target gets the picture, the link stays); a device, FIFO or socket is written to in
    /// place (a FIFO only while a reader is connected, else the call fails rather than waits).
    static func writeAtomically(_ data: Data, to given: URL, failBeforeRename: Bool) throws {
        var url = given
        var info = stat()
        // Follow links (dangling ones too: the picture creates their target).
        var hops = 0
        while lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, hops < 40,
            let dest = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
        {
            url = dest.hasPrefix("/") ? URL(fileURLWithPath: dest) : url.deletingLastPathComponent().appendingPathComponent(dest)
            hops += 1
        }
        if stat(url.path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK || type == S_IFBLK {
                try writeInPlace(data, to: url)
                return
            }
        }
        let dir = url.deletingLastPathComponent()
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw PNGError("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        var ok = true
        var failure = ""
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    ok = false; failure = String(cString: strerror(errno)); return
                }
                offset += n
            }
        }
        if ok && fsync(fd) != 0 { ok = false; failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && ok { ok = false; failure = String(cString: strerror(errno)) }
        if ok && failBeforeRename { ok = false; failure = "simulated failure" }
        if ok && rename(tmp.path, url.path) != 0 { ok = false; failure = String(cString: strerror(errno)) }
        if !ok {
            unlink(tmp.path)
            throw PNGError("cannot write \(url.path): \(failure)")
        }
    }
}

extension PNGCodec {
    /// Writes `data` into an existing special file (a device, a FIFO) without replacing it.
    static func writeInPlace(_ data: Data, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_NONBLOCK)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "nothing is reading from it" : String(cString: strerror(errno))
            throw PNGError("cannot write \(url.path): \(reason)")
        }
        defer { close(fd) }
        // Blocking writes from here on: a reader is there.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno)); return
                }
                offset += n
            }
        }
        if let failure { throw PNGError("cannot write \(url.path): \(failure)") }
    }
}

extension RasterCanvas {
    /// Encodes the canvas and writes it to `url` atomically (never a partial file, never a
    /// clobbered file on failure).
    package func writePNG(to url: URL, scale: Double = 1, level: Int = PNGCodec.defaultLevel) throws {
        try PNGCodec.writeAtomically(PNGCodec.encode(self, scale: scale, level: level), to: url)
    }
}
