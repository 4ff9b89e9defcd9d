// Core Graphics' bitmap images as app code uses them (Apple's Landmarks tutorial's `ImageStore`):
// an image file read with Image I/O, a bitmap context that draws images scaled into rectangles of
// its y-up space, and Core Graphics' raw values for layouts.
import XCTest
import Easel
import EaselRaster

final class CoreGraphicsTests: XCTestCase {
    /// A PNG file of straight RGBA pixels, written to a temporary folder.
    func pngFile(_ width: Int, _ height: Int, _ rgba: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-\(UUID().uuidString).png")
        try PNGCodec.encode(Bitmap(width: width, height: height, straightRGBA: rgba)).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func image(_ width: Int, _ height: Int, _ rgba: [UInt8]) throws -> CGImage {
        let source = try XCTUnwrap(CGImageSourceCreateWithURL(try pngFile(width, height, rgba) as CFURL, nil))
        return try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
    }

    /// The straight RGBA bytes of an image, drawn at one pixel per point.
    func pixels(_ cg: CGImage) throws -> [UInt8] {
        let r = ImageRenderer(content: Image(decorative: cg, scale: 1))
        r.scale = 1
        return try r.rasterize().bitmap.straightRGBA
    }

    func context(_ width: Int, _ height: Int) throws -> CGContext {
        try XCTUnwrap(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]

    func testAnImageFileIsReadWithImageIO() throws {
        let url = try pngFile(3, 2, Array([Self.red, Self.blue, Self.red, Self.blue, Self.red, Self.blue].joined()))
        let source = try XCTUnwrap(CGImageSourceCreateWithURL(url as NSURL, nil))
        XCTAssertEqual(CGImageSourceGetCount(source), 1)
        let image = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
        XCTAssertEqual([image.width, image.height, image.bitsPerComponent, image.bitsPerPixel, image.bytesPerRow], [3, 2, 8, 32, 12])
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(image.bitmapInfo.rawValue, 1)
        XCTAssertEqual(image.colorSpace?.name, CGColorSpace.sRGB)
        XCTAssertEqual(try pixels(image), Array([Self.red, Self.blue, Self.red, Self.blue, Self.red, Self.blue].joined()))
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 1, nil), "one image per file")
        let jpeg = repositoryRoot.appendingPathComponent("fixtures/images/jpeg/halves.jpg")
        let photo = try XCTUnwrap(CGImageSourceCreateWithData(try Data(contentsOf: jpeg) as CFData, nil))
        XCTAssertNotNil(CGImageSourceCreateImageAtIndex(photo, 0, nil))
        XCTAssertNil(CGImageSourceCreateWithURL(url.deletingLastPathComponent().appendingPathComponent("missing.png") as CFURL, nil))
        XCTAssertNil(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
    }

    /// Shrinking averages the pixels an output pixel covers, enlarging interpolates, both in
    /// sRGB-encoded values as Core Graphics does (Core Image's linear light would give red and blue
    /// a mean of 188, not 127); `.none` takes the nearest pixel.
    func testAContextScalesAnImageIntoARectangle() throws {
        let halves = try image(2, 1, Self.red + Self.blue)
        let one = try context(1, 1)
        one.interpolationQuality = .high
        one.draw(halves, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(try pixels(try XCTUnwrap(one.makeImage())), [127, 0, 127, 255])
        let nearest = try context(1, 1)
        nearest.interpolationQuality = .none
        nearest.draw(halves, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(try pixels(try XCTUnwrap(nearest.makeImage())), Self.blue, "the pixel under the centre, 1 of 0…1")
        let wide = try context(4, 1)
        wide.draw(halves, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        let w = try pixels(try XCTUnwrap(wide.makeImage()))
        XCTAssertEqual(Array(w[0..<4]), Self.red, "the edge pixel keeps its colour")
        XCTAssertEqual(Array(w[12..<16]), Self.blue)
        XCTAssertEqual(w[4], 191, "a quarter of the way to blue")
        XCTAssertEqual(w[6], 64)
    }

    /// The context's space has its origin at the bottom left, y up: a rectangle at y 0 is the
    /// image's bottom rows. A later draw covers an earlier one by its alpha; the rest stays clear.
    func testDrawingPlacesImagesInTheContextsSpaceAndComposites() throws {
        let c = try context(2, 2)
        c.draw(try image(1, 1, Self.red), in: CGRect(x: 0, y: 0, width: 1, height: 1))
        c.draw(try image(1, 1, [0, 0, 255, 128]), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        let p = try pixels(try XCTUnwrap(c.makeImage()))
        XCTAssertEqual(Array(p[0..<4]), [0, 0, 255, 128], "top left: the translucent blue alone")
        XCTAssertEqual(Array(p[8..<12]), [127, 0, 128, 255], "bottom left: blue at alpha 128/255 over red")
        XCTAssertEqual(Array(p[12..<16]), [0, 0, 255, 128])
        let empty = try context(3, 1)
        let made = try XCTUnwrap(empty.makeImage())
        XCTAssertEqual([made.width, made.height], [3, 1])
        XCTAssertEqual(try pixels(made), Array([Self.clear, Self.clear, Self.clear].joined()), "a new context is transparent")
        let before = try XCTUnwrap(c.makeImage())
        c.draw(try image(1, 1, Self.red), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(try pixels(before), p, "an image made earlier does not change")
    }

    /// Core Graphics returns nil for a context it cannot make, and so does Easel's.
    func testAContextThatCannotBeMadeIsNil() {
        let rgb = CGColorSpaceCreateDeviceRGB(), premultiplied = CGImageAlphaInfo.premultipliedLast.rawValue
        func make(_ w: Int, _ h: Int, bits: Int = 8, row: Int = 0, space: CGColorSpace? = nil, info: UInt32? = nil) -> CGContext? {
            CGContext(data: nil, width: w, height: h, bitsPerComponent: bits, bytesPerRow: row, space: space ?? rgb, bitmapInfo: info ?? premultiplied)
        }
        XCTAssertNotNil(make(10, 10, row: 40))
        XCTAssertNotNil(make(10, 10, bits: 16, row: 80))
        XCTAssertNil(make(10, 10, row: 39), "rows shorter than their pixels")
        XCTAssertNil(make(0, 10))
        XCTAssertNil(make(-1, 10))
        XCTAssertNil(make(Int.max, Int.max), "oversized")
        XCTAssertNil(make(100_000, 100_000), "over 64 million pixels")
        XCTAssertNil(make(10, 10, bits: 7))
        XCTAssertNil(make(10, 10, info: CGImageAlphaInfo.last.rawValue), "alpha not premultiplied")
        XCTAssertNil(make(10, 10, info: CGImageAlphaInfo.none.rawValue))
        XCTAssertNotNil(make(10, 10, info: CGImageAlphaInfo.noneSkipLast.rawValue))
        XCTAssertNil(make(10, 10, space: CGColorSpace(name: CGColorSpace.linearGray)), "a grey space")
        var byte: UInt8 = 0
        XCTAssertNil(
            CGContext(data: &byte, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: rgb, bitmapInfo: premultiplied),
            "Easel keeps the pixels itself")
        let c = make(2, 2)
        c?.draw(try! image(1, 1, Self.red), in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        c?.draw(try! image(1, 1, Self.red), in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        XCTAssertEqual(try pixels(XCTUnwrap(c?.makeImage())), Array(repeating: 0, count: 16), "a rectangle that is not finite draws nothing")
    }

    /// The raw values are Core Graphics' own, so code that passes `bitmapInfo.rawValue` or combines
    /// them means what it means on Apple's platforms.
    func testRawValuesAreCoreGraphicsOwn() {
        XCTAssertEqual(CGImageAlphaInfo.allCases.map(\.rawValue), Array(0...7))
        XCTAssertEqual(CGBitmapInfo.byteOrder32Big.rawValue, 16384)
        XCTAssertEqual(CGBitmapInfo.byteOrder32Little.rawValue, 8192)
        XCTAssertEqual(CGBitmapInfo.alphaInfoMask.rawValue, 31)
        XCTAssertEqual(CGBitmapInfo.floatComponents.rawValue, 256)
        let info = CGBitmapInfo(alphaInfo: .noneSkipFirst).union(.byteOrder32Little)
        XCTAssertEqual(info.rawValue, 8198)
        XCTAssertEqual(info.alphaInfo, .noneSkipFirst)
        XCTAssertEqual(CGInterpolationQuality.allCases.map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents, 3)
        XCTAssertNil(CGColorSpace(name: "kCGColorSpaceNoSuchSpace"))
    }
}
