import Foundation
import XCTest
@testable import EaselRaster

/// JPEG decoding (fixtures/images/jpeg, made by fixtures/tools/make_jpegs.py): flat colour blocks
/// come back within JPEG's small error, pictures stand upright by their EXIF orientation, and
/// broken data is an error, never a crash.
final class JPEGCodecTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/images/jpeg")

    func data(_ name: String) throws -> Data { try Data(contentsOf: Self.folder.appendingPathComponent(name)) }

    /// Asserts a pixel is opaque and within 4 of a colour in each channel.
    func assertPixel(_ b: Bitmap, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), _ what: String, line: UInt = #line) {
        let p = b.pixel(x: x, y: y)
        let got = [Int(p.r), Int(p.g), Int(p.b)], want = [rgb.0, rgb.1, rgb.2]
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 4 }, "\(what): \(got) at (\(x), \(y)), expected \(want)", line: line)
        XCTAssertEqual(p.a, 255, what, line: line)
    }

    func testFlatColoursDecodeWithinJPEGsError() throws {
        for name in ["halves.jpg", "halves-progressive.jpg"] {
            let b = try JPEGCodec.decode(try data(name))
            XCTAssertEqual([b.width, b.height], [32, 16], name)
            assertPixel(b, 3, 8, (255, 0, 0), name)
            assertPixel(b, 28, 8, (0, 0, 255), name)
        }
        let gray = try JPEGCodec.decode(try data("gray.jpg"))
        assertPixel(gray, 4, 4, (128, 128, 128), "one channel spreads to three")
        let cyan = try JPEGCodec.decode(try data("cyan-cmyk.jpg"))
        assertPixel(cyan, 4, 4, (0, 255, 255), "Adobe's inverted CMYK")
    }

    func testTheExifOrientationTurnsThePictureUpright() throws {
        for name in ["halves-orientation6.jpg", "halves-orientation3.jpg"] {
            let d = try data(name)
            XCTAssertNotEqual(JPEGCodec.orientation(d), 1, name)
            let size = try XCTUnwrap(JPEGCodec.size(d), name)
            XCTAssertEqual([size.width, size.height], [32, 16], "the header's size, upright: \(name)")
            let b = try JPEGCodec.decode(d)
            XCTAssertEqual([b.width, b.height], [32, 16], name)
            assertPixel(b, 3, 8, (255, 0, 0), name)
            assertPixel(b, 28, 8, (0, 0, 255), name)
        }
        XCTAssertEqual(JPEGCodec.orientation(try data("halves.jpg")), 1)
    }

    func testImageCodecTellsTheFormatsApart() throws {
        let jpeg = try data("halves.jpg")
        XCTAssertTrue(JPEGCodec.isJPEG(jpeg))
        XCTAssertEqual(try ImageCodec.decode(jpeg).width, 32)
        XCTAssertEqual(ImageCodec.pixelSize(jpeg).map { [$0.width, $0.height] }, [32, 16])
        let png = try PNGCodec.encode(Bitmap(width: 3, height: 2, pixels: [UInt8](repeating: 255, count: 24)))
        XCTAssertFalse(JPEGCodec.isJPEG(png))
        XCTAssertEqual(ImageCodec.pixelSize(png).map { [$0.width, $0.height] }, [3, 2])
        XCTAssertNil(ImageCodec.pixelSize(Data("GIF89a".utf8)))
    }

    func testBrokenDataIsAnError() throws {
        let jpeg = try data("halves.jpg")
        for broken in [Data(), Data([0xFF, 0xD8]), jpeg.prefix(40), Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 64))] {
            XCTAssertThrowsError(try JPEGCodec.decode(Data(broken)))
        }
        // A truncated scan decodes what is there (libjpeg pads the rest) or fails; it never crashes.
        _ = try? JPEGCodec.decode(jpeg.prefix(jpeg.count - 20))
        XCTAssertThrowsError(try JPEGCodec.decode(Data("not a jpeg at all".utf8))) { XCTAssertEqual("\($0)", "JPEG error: not a JPEG file") }
    }
}
