import CPNG
import Foundation
import XCTest
@testable import EaselRaster

/// The banded encoder: the filtered rows of a large image deflated in horizontal bands on several
/// threads and joined into one zlib stream.
final class PNGBandedEncodeTests: XCTestCase {
    /// A width x height image with gradients, a few flat areas (like UI) and, unless opaque, varied alpha.
    func gradientBitmap(width: Int, height: Int, opaque: Bool) -> Bitmap {
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let flat = (x / 100 + y / 90) % 3 == 0
                straight[i] = flat ? 240 : UInt8((x * 255) / max(1, width - 1))
                straight[i + 1] = flat ? 240 : UInt8((y * 255) / max(1, height - 1))
                straight[i + 2] = UInt8((x ^ y) & 0xFF)
                straight[i + 3] = opaque ? 255 : UInt8((x + 2 * y) % 256)
            }
        }
        return Bitmap(width: width, height: height, straightRGBA: straight)
    }

    /// The concatenated data of every IDAT chunk, and the chunk types in order.
    func idat(_ png: Data) -> (data: Data, chunks: [String]) {
        let b = [UInt8](png)
        var pos = 8, out = Data(), types: [String] = []
        while pos + 8 <= b.count {
            let len = Int(b[pos..<(pos + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: b[(pos + 4)..<(pos + 8)], as: UTF8.self)
            types.append(type)
            if type == "IDAT" { out.append(contentsOf: b[(pos + 8)..<(pos + 8 + len)]) }
            pos += 12 + len
        }
        return (out, types)
    }

    func testBandedRoundTripOpaqueAndAlpha() throws {
        for opaque in [true, false] {
            let bitmap = gradientBitmap(width: 600, height: 500, opaque: opaque)
            let cases: [(Int, PNGCodec.Filter)] = [(2, .up), (7, .up), (3, .sub), (3, .paeth), (3, .none), (2, .all)]
            for (bands, filter) in cases {
                do {
                    let data = try PNGCodec.encode(bitmap, level: 4, filter: filter, bands: bands)
                    XCTAssertEqual(data[25], opaque ? 2 : 6, "colour type")
                    XCTAssertEqual(try PNGCodec.decode(data), bitmap, "opaque \(opaque), \(bands) bands, \(filter)")
                }
            }
            // Levels 0 (stored blocks), 1 and 9.
            for level in [0, 1, 9] {
                XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(bitmap, level: level, bands: 2)), bitmap)
            }
        }
    }

    /// The encoder un-premultiplies rows as it filters them; the file's bytes are those of
    /// `Bitmap.straightRGBA` encoded as straight RGBA, one band (libpng's rows) or several, for
    /// every alpha and for colour values above their alpha.
    func testPremultipliedRowsGiveTheBytesOfTheStraightCopy() throws {
        let width = 300, height = 260
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let p = i / 4, a = UInt8(p % 256)
            pixels[i + 3] = a
            pixels[i] = UInt8(min(255, (p * 7) % 256 * Int(a) / 255))
            pixels[i + 1] = UInt8((p / 256 * 13) % 256 * Int(a) / 255)
            // Every fifth pixel's blue exceeds its alpha (clamped to 255 when un-premultiplied).
            pixels[i + 2] = p % 5 == 0 ? UInt8(min(255, Int(a) + 3)) : a / 2
        }
        let bitmap = Bitmap(width: width, height: height, pixels: pixels)
        let straight = bitmap.straightRGBA
        for bands in [1, 3, 0] {
            for filter in [PNGCodec.Filter.up, .all] {
                var buffer = easel_png_buffer()
                var err = [CChar](repeating: 0, count: 256)
                let rc = straight.withUnsafeBufferPointer {
                    easel_png_encode_bands(
                        $0.baseAddress, UInt32(width), UInt32(height), width * 4, Int32(EASEL_PNG_ALLOW_RGB), 0, 4, filter.mask,
                        Int32(bands), 2, &buffer, &err, err.count)
                }
                XCTAssertEqual(rc, 0)
                let reference = Data(bytes: buffer.data!, count: buffer.length)
                easel_png_free(buffer.data)
                let encoded = try PNGCodec.encode(bitmap, scale: 0, level: 4, filter: filter, bands: bands)
                XCTAssertEqual(encoded, reference, "\(bands) bands, \(filter)")
                XCTAssertEqual(encoded[25], 6, "RGBA")
            }
        }
    }

    func testBandedFileStructure() throws {
        let bitmap = gradientBitmap(width: 1200, height: 900, opaque: true)
        let data = try PNGCodec.encode(bitmap, scale: 2, bands: 2)
        let chunks = idat(data).chunks
        XCTAssertEqual(chunks.first, "IHDR")
        XCTAssertEqual(chunks.last, "IEND")
        XCTAssertTrue(chunks.contains("sRGB"))
        XCTAssertTrue(chunks.contains("pHYs"))
        XCTAssertTrue(chunks.contains("IDAT"))
        XCTAssertEqual(chunks.filter { $0 != "IDAT" }, ["IHDR", "sRGB", "pHYs", "IEND"])
    }

    /// The IDAT data of a banded PNG is one zlib stream: Python's zlib inflates it in one piece,
    /// checks its Adler-32 and finds nothing after it.
    func testBandedZlibStreamDecompressesInOnePiece() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { throw XCTSkip("python3 not found") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-banded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (opaque, bands) in [(true, 2), (false, 4)] {
            let bitmap = gradientBitmap(width: 1200, height: 900, opaque: opaque)
            let stream = idat(try PNGCodec.encode(bitmap, bands: bands)).data
            let file = dir.appendingPathComponent("idat-\(bands).z")
            try stream.write(to: file)
            let script = """
                import sys, zlib
                d = zlib.decompressobj()
                raw = d.decompress(open(sys.argv[1], 'rb').read())
                print(len(raw), d.eof, len(d.unused_data), len(d.unconsumed_tail))
                """
            let p = Process()
            p.executableURL = URL(fileURLWithPath: python)
            p.arguments = ["-c", script, file.path]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0)
            let expected = 900 * (1200 * (opaque ? 3 : 4) + 1)
            XCTAssertEqual(out.trimmingCharacters(in: .whitespacesAndNewlines), "\(expected) True 0 0")
        }
    }

    func testBandedSizeCloseToSingleStream() throws {
        for opaque in [true, false] {
            let bitmap = gradientBitmap(width: 1200, height: 900, opaque: opaque)
            for level in [2, 4, 6] {
                let single = try PNGCodec.encode(bitmap, level: level, bands: 1).count
                let banded = try PNGCodec.encode(bitmap, level: level, bands: 2).count
                XCTAssertLessThan(abs(Double(banded - single)) / Double(single), 0.03, "level \(level): \(banded) vs \(single)")
            }
        }
    }

    func testSmallImagesAndAutomaticBands() throws {
        // Below 256 KiB of pixel data the automatic choice is one libpng stream: the same bytes as bands: 1.
        let small = gradientBitmap(width: 200, height: 150, opaque: false)
        XCTAssertEqual(try PNGCodec.encode(small), try PNGCodec.encode(small, bands: 1))
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(small)), small)
        // Forced bands on a small image, and more bands than rows, still work.
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(small, bands: 2)), small)
        let tiny = gradientBitmap(width: 5, height: 3, opaque: true)
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(tiny, bands: 8)), tiny)
        // Large: automatic bands decode to the same pixels.
        let large = gradientBitmap(width: 1200, height: 900, opaque: true)
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(large)), large)
        XCTAssertGreaterThanOrEqual(PNGCodec.cores, 1)
    }

    /// While other renders of the process run (a batch), an encode deflates its bands on only the
    /// cores they leave; the bands, and so the bytes, are the same alone and in a batch, on any
    /// machine: one band per 16 MiB of pixel data, at least 2.
    func testBandsDependOnTheImageAndThreadsOnTheRunningRenders() throws {
        let large = gradientBitmap(width: 1200, height: 900, opaque: true)  // 3.1 MiB of RGB: 2 bands (automatic)
        let cores = PNGCodec.cores
        XCTAssertEqual(EncodeCores.runningRenders, 0)
        XCTAssertEqual(EncodeCores.threadLimit, cores)
        let alone = try PNGCodec.encode(large)
        XCTAssertEqual(alone, try PNGCodec.encode(large, bands: 2))
        XCTAssertNotEqual(alone, try PNGCodec.encode(large, bands: 1))
        func nested(_ depth: Int, _ body: () throws -> Void) rethrows {
            if depth == 0 { return try body() }
            try EncodeCores.running { try nested(depth - 1, body) }
        }
        try nested(cores) {
            XCTAssertEqual(EncodeCores.runningRenders, cores)
            XCTAssertEqual(EncodeCores.threadLimit, 1)
            XCTAssertEqual(try PNGCodec.encode(large), alone)
        }
        XCTAssertEqual(EncodeCores.runningRenders, 0)
        // A larger image has more bands: 4000 x 4500 RGB is 51.5 MiB, 3 bands.
        let wide = gradientBitmap(width: 4000, height: 4500, opaque: true)
        let wideAlone = try PNGCodec.encode(wide)
        XCTAssertEqual(wideAlone, try PNGCodec.encode(wide, bands: 3))
        try nested(cores) { XCTAssertEqual(try PNGCodec.encode(wide), wideAlone) }
        XCTAssertEqual(try PNGCodec.decode(wideAlone), wide)
    }
}
