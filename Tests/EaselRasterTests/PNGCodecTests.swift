import Foundation
import XCTest
@testable import EaselRaster

final class PNGCodecTests: XCTestCase {
    // Crafted with Python's zlib + struct: 3x1 palette (red, green at alpha 128 via tRNS, blue at alpha 0).
    let palettePNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAMAAAABCAMAAAAsPuSGAAAACVBMVEX/AAAA/wAAAP8tSs2KAAAAA3RSTlP/gAB/bWh4AAAADElEQVR4nGNgYGQCAAAIAAQ24LCmAAAAAElFTkSuQmCC"
    // 2x1 16-bit RGB: (0x1234, 0x8000, 0xFFFF), (0x0000, 0xFF80, 0x0101).
    let sixteenBitPNG = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAIAAAAr0DSeAAAAFUlEQVR4nGMQMmlg+P+fgeF/AyMjAByRBEYZDvgUAAAAAElFTkSuQmCC"
    // 2x1 grey + alpha: (200, 255), (100, 0).
    let greyAlphaPNG = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAQAAABeK7cBAAAADUlEQVR4nGM48T+FAQAG6gIsNCWYSAAAAABJRU5ErkJggg=="

    func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The big-endian UInt32 following the first occurrence of a chunk type.
    func chunkValue(_ type: String, in data: Data) -> UInt32? {
        let bytes = [UInt8](data), t = [UInt8](type.utf8)
        guard bytes.count > 8 else { return nil }
        for i in 0..<(bytes.count - 8) where Array(bytes[i..<(i + 4)]) == t {
            return bytes[(i + 4)..<(i + 8)].reduce(0) { $0 << 8 | UInt32($1) }
        }
        return nil
    }

    func testRoundTripRGBA() throws {
        var straight: [UInt8] = []
        for i in 0..<(7 * 5) {
            let a = [0, 255, 128, 200, 17, 64, 250][i % 7]
            straight += [UInt8((i * 37) % 256), UInt8((i * 91) % 256), UInt8((i * 13) % 256), UInt8(a)]
        }
        let bitmap = Bitmap(width: 7, height: 5, straightRGBA: straight)
        let data = try PNGCodec.encode(bitmap)
        XCTAssertEqual(data[25], 6, "colour type RGBA")
        XCTAssertNotNil(chunkValue("sRGB", in: data))
        let back = try PNGCodec.decode(data)
        XCTAssertEqual(back, bitmap)
    }

    func testRoundTripOpaqueIsRGBWithPHYs() throws {
        let canvas = RasterCanvas(width: 6, height: 4, color: PremultipliedColor(r: 10, g: 200, b: 30, a: 255))
        canvas.setPixel(x: 2, y: 3, PremultipliedColor(r: 255, g: 0, b: 7, a: 255))
        let data = try PNGCodec.encode(canvas, scale: 2)
        XCTAssertEqual(data[25], 2, "colour type RGB")
        XCTAssertEqual(chunkValue("pHYs", in: data), 5669)
        XCTAssertEqual(PNGCodec.pixelsPerMetre(scale: 1), 2835)
        XCTAssertEqual(try PNGCodec.decode(data), canvas.bitmap)
        // Other levels and filters decode to the same pixels.
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(canvas.bitmap, level: 9, filter: .all)), canvas.bitmap)
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(canvas.bitmap, level: 0, filter: .up)), canvas.bitmap)
    }

    func testDecodePaletteWithTransparency() throws {
        let bitmap = try PNGCodec.decode(XCTUnwrap(Data(base64Encoded: palettePNG)))
        XCTAssertEqual(bitmap.width, 3)
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(bitmap.pixel(x: 1, y: 0), PremultipliedColor(r: 0, g: 128, b: 0, a: 128))
        XCTAssertEqual(bitmap.pixel(x: 2, y: 0), .clear)
    }

    func testDecodeSixteenBit() throws {
        let bitmap = try PNGCodec.decode(XCTUnwrap(Data(base64Encoded: sixteenBitPNG)))
        let p0 = bitmap.pixel(x: 0, y: 0), p1 = bitmap.pixel(x: 1, y: 0)
        XCTAssertEqual(Int(p0.r), 0x12, accuracy: 1)
        XCTAssertEqual(Int(p0.g), 0x80, accuracy: 1)
        XCTAssertEqual(p0.b, 0xFF)
        XCTAssertEqual(p0.a, 255)
        XCTAssertEqual(p1.r, 0)
        XCTAssertEqual(Int(p1.g), 0xFF, accuracy: 1)
        XCTAssertEqual(Int(p1.b), 1, accuracy: 1)
    }

    func testDecodeGreyAlpha() throws {
        let bitmap = try PNGCodec.decode(XCTUnwrap(Data(base64Encoded: greyAlphaPNG)))
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0), PremultipliedColor(r: 200, g: 200, b: 200, a: 255))
        XCTAssertEqual(bitmap.pixel(x: 1, y: 0), .clear)
    }

    /// The header's size, without decoding: what the snapshot report needs for each image.
    func testDimensionsFromTheHeader() throws {
        let data = try PNGCodec.encode(Bitmap(width: 300, height: 7, pixels: [UInt8](repeating: 255, count: 300 * 7 * 4)))
        XCTAssertEqual(PNGCodec.dimensions(of: data).map { [$0.width, $0.height] }, [300, 7])
        XCTAssertEqual(PNGCodec.dimensions(of: Data(base64Encoded: palettePNG)!).map { [$0.width, $0.height] }, [3, 1])
        XCTAssertNil(PNGCodec.dimensions(of: Data("not a png at all, just some words".utf8)))
        XCTAssertNil(PNGCodec.dimensions(of: data.prefix(20)))
        // A header naming an empty image, or one over 2²⁰ pixels a side, is refused before decoding.
        var empty = [UInt8](data.prefix(24))
        empty[16..<20] = [0, 0, 0, 0]
        XCTAssertNil(PNGCodec.dimensions(of: Data(empty)))
        var huge = [UInt8](data.prefix(24))
        huge[20..<24] = [0, 0x20, 0, 0]
        XCTAssertNil(PNGCodec.dimensions(of: Data(huge)))
    }

    func testCorruptDataThrows() throws {
        XCTAssertThrowsError(try PNGCodec.decode(Data("hello, not a png".utf8))) { error in
            XCTAssertEqual((error as? PNGError)?.message, "not a PNG file")
        }
        var bytes = [UInt8](try XCTUnwrap(Data(base64Encoded: palettePNG)))
        // Truncated file.
        XCTAssertThrowsError(try PNGCodec.decode(Data(bytes.prefix(40))))
        // Damaged image data (CRC and zlib errors come back as libpng messages).
        for i in 60..<min(bytes.count - 12, 70) { bytes[i] ^= 0x5A }
        XCTAssertThrowsError(try PNGCodec.decode(Data(bytes))) { error in
            XCTAssertFalse((error as? PNGError)?.message.isEmpty ?? true)
        }
    }

    func testWritePNGToFile() throws {
        let dir = try tempDir()
        let url = dir.appendingPathComponent("out.png")
        let canvas = RasterCanvas(width: 3, height: 3, color: .white)
        try canvas.writePNG(to: url, scale: 2)
        XCTAssertEqual(try PNGCodec.read(from: url), canvas.bitmap)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(leftovers, ["out.png"])
    }

    func testWriteToMissingFolderThrowsAndLeavesNoFile() throws {
        let dir = try tempDir()
        let url = dir.appendingPathComponent("missing/out.png")
        XCTAssertThrowsError(try RasterCanvas(width: 2, height: 2).writePNG(to: url)) { error in
            XCTAssertTrue((error as? PNGError)?.message.contains("cannot write") ?? false)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testFailedWriteDoesNotClobberExistingFile() throws {
        let dir = try tempDir()
        let url = dir.appendingPathComponent("keep.png")
        try Data("original".utf8).write(to: url)
        XCTAssertThrowsError(try PNGCodec.writeAtomically(Data("new".utf8), to: url, failBeforeRename: true))
        XCTAssertEqual(try Data(contentsOf: url), Data("original".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["keep.png"])
        // A real failure: the destination is a non-empty directory, which rename cannot replace.
        let blocker = dir.appendingPathComponent("blocked.png")
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("inner"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try RasterCanvas(width: 2, height: 2).writePNG(to: blocker))
        XCTAssertTrue(FileManager.default.fileExists(atPath: blocker.appendingPathComponent("inner").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["blocked.png", "keep.png"])
    }
}
