import Easel
import EaselRaster
import XCTest

@testable import EaselScript

/// A view file's image cache in the style of Apple's Landmarks tutorial (`ImageStore`): a bundled
/// photo read with Image I/O, sized with a bitmap `CGContext`, kept in a dictionary of
/// dictionaries through `index(forKey:)` and `values[index]`, and shown with
/// `Image(_:scale:label:)` — the same pixels as the compiled code.
final class CoreGraphicsScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    static let source = """
        import SwiftUI
        import ImageIO

        final class PhotoCache {
            fileprivate typealias Sizes = [String: [Int: CGImage]]
            fileprivate var photos: Sizes = [:]
            static var shared = PhotoCache()

            func image(_ name: String, side: Int) -> Image {
                let index = original(name)
                let sized = photos.values[index][side] ?? resize(photos.values[index][0]!, to: side * 2)
                photos.values[index][side] = sized
                return Image(sized, scale: 2, label: Text(verbatim: name))
            }

            fileprivate func original(_ name: String) -> Sizes.Index {
                if let index = photos.index(forKey: name) { return index }
                guard let url = Bundle.main.url(forResource: name, withExtension: "png"),
                    let source = CGImageSourceCreateWithURL(url as CFURL, nil),
                    let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
                else { fatalError("no photo named \\(name)") }
                photos[name] = [0: image]
                return photos.index(forKey: name)!
            }

            fileprivate func resize(_ image: CGImage, to side: Int) -> CGImage {
                let context = CGContext(
                    data: nil, width: side, height: side, bitsPerComponent: image.bitsPerComponent,
                    bytesPerRow: image.bytesPerRow, space: image.colorSpace!, bitmapInfo: image.bitmapInfo.rawValue)!
                context.interpolationQuality = .high
                context.draw(image, in: CGRect(x: 0, y: 0, width: side, height: side))
                return context.makeImage()!
            }
        }

        struct ContentView: View {
            var body: some View {
                HStack(spacing: 0) {
                    PhotoCache.shared.image("swatch", side: 4)
                    PhotoCache.shared.image("swatch", side: 2)
                    PhotoCache.shared.image("swatch", side: 4)
                    Text(verbatim: "\\(PhotoCache.shared.photos.count) \\(PhotoCache.shared.photos["swatch"]!.count)")
                }
            }
        }
        """

    /// An 8 × 8 swatch: red, green, blue and white quarters, written to a project folder.
    func projectFolder() throws -> (URL, [UInt8]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cg-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        var rgba: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 {
                let quarter: [UInt8] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]][(y / 4) * 2 + x / 4]
                rgba += quarter + [255]
            }
        }
        try PNGCodec.encode(Bitmap(width: 8, height: 8, straightRGBA: rgba)).write(to: dir.appendingPathComponent("swatch.png"))
        return (dir, rgba)
    }

    func testALandmarksStyleImageStoreDrawsTheCompiledPixels() throws {
        let (dir, _) = try projectFolder()
        let script = try Script(source: Self.source, fileName: "t.swift", resources: BundleResources.folder(dir.path, recursive: true))
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.scale = 2
        let layout = try script.checked { try renderer.layout() }
        XCTAssertEqual(layout.root.children.map(\.frame.width).prefix(3), [4, 2, 4], "each image is its side in points at scale 2")
        XCTAssertEqual(layout.root.all().flatMap { $0.lines ?? [] }, ["1 3"], "one photo, kept at three sizes")
        let scripted = try script.checked { try renderer.rasterize() }.bitmap

        func resize(_ image: CGImage, to side: Int) -> CGImage {
            let context = CGContext(
                data: nil, width: side, height: side, bitsPerComponent: image.bitsPerComponent, bytesPerRow: image.bytesPerRow,
                space: image.colorSpace!, bitmapInfo: image.bitmapInfo.rawValue)!
            context.interpolationQuality = .high
            context.draw(image, in: CGRect(x: 0, y: 0, width: side, height: side))
            return context.makeImage()!
        }
        let source = try XCTUnwrap(CGImageSourceCreateWithURL(dir.appendingPathComponent("swatch.png") as CFURL, nil))
        let photo = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let compiled = ImageRenderer(
            content: HStack(spacing: 0) {
                Image(resize(photo, to: 8), scale: 2, label: Text(verbatim: "swatch"))
                Image(resize(photo, to: 4), scale: 2, label: Text(verbatim: "swatch"))
                Image(photo, scale: 2, label: Text(verbatim: "swatch"))
                Text(verbatim: "1 3")
            })
        compiled.scale = 2
        XCTAssertEqual(scripted, try compiled.rasterize().bitmap)
    }

    func testADictionarysIndexAndValuesInPlace() throws {
        let declarations = """
            var d: [String: [Int]] = ["a": [1], "b": [2, 3]]
            let i = d.index(forKey: "b")!
            let missing = d.index(forKey: "z")
            func change() -> [String: [Int]] { d.values[i][0] = 7; d.values[i].append(9); return d }
            """
        XCTAssertEqual(try S.value("[d.values[i].count, missing == nil ? 1 : 0]", declarations), .array([.int(2), .int(1)]))
        XCTAssertEqual(try S.value("change()[\"b\"]!", declarations), .array([.int(7), .int(3), .int(9)]))
        XCTAssertEqual(try S.value("change()[\"a\"]!", declarations), .array([.int(1)]))
    }

    /// Bad arguments are located errors; a file that is not in the project gives no source.
    func testBadArgumentsAreLocatedErrors() {
        func error(_ expression: String) -> String {
            do { _ = try S.value(expression); return "no error" } catch { return "\(error)" }
        }
        let context = "CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(), "
        XCTAssertTrue(error(context + "bitmapInfo: -1)").contains("bitmapInfo is a UInt32, got -1"), error(context + "bitmapInfo: -1)"))
        XCTAssertTrue(error("CGImageSourceCreateImageAtIndex(5, 0, nil)").contains("expected a CGImageSource"))
        XCTAssertEqual(try S.value(context + "bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil"), .bool(true), "Core Graphics' nil")
        XCTAssertEqual(try S.value("CGImageSourceCreateWithURL(URL(fileURLWithPath: \"/etc/hostname\") as CFURL, nil) == nil"), .bool(true))
        let drawn = "{ let c = " + context + "bitmapInfo: 1)!; c.interpolationQuality = .sharpest; return 0 }()"
        XCTAssertTrue(error(drawn).contains("'.sharpest' is not a CGInterpolationQuality"), error(drawn))
    }

    /// The other global functions and values scripts reach: an image source from bytes and its
    /// count, colour spaces by name, bitmap layouts and their raw values, and Core Image's
    /// `composited(over:)` — the compiled API's answers and pixels.
    func testImageSourcesFromDataLayoutsAndCompositing() throws {
        let (dir, _) = try projectFolder()
        let source = """
            import SwiftUI
            import ImageIO
            struct ContentView: View {
                var body: some View {
                    let data = try! Data(contentsOf: Bundle.main.url(forResource: "swatch", withExtension: "png")!)
                    let source = CGImageSourceCreateWithData(data as CFData, nil)!
                    let photo = CGImageSourceCreateImageAtIndex(source, 0, nil)!
                    let small = CIImage(cgImage: photo).transformed(by: CGAffineTransform(scaleX: 0.5, y: 0.5))
                    let both = small.composited(over: CIImage(cgImage: photo))
                    let made = CIContext().createCGImage(both, from: both.extent)!
                    let info = CGBitmapInfo(alphaInfo: .noneSkipLast).union(.byteOrder32Little)
                    return VStack(spacing: 0) {
                        Text(verbatim: "\\(CGImageSourceGetCount(source)) \\(CGColorSpace(name: CGColorSpace.displayP3)!.numberOfComponents) \\(CGColorSpace(name: "nope") == nil)")
                        Text(verbatim: "\\(info.rawValue) \\(CGImageAlphaInfo.premultipliedLast.rawValue) \\(photo.bitmapInfo.rawValue) \\(photo.bytesPerRow)")
                        Image(decorative: made, scale: 1)
                    }
                }
            }
            """
        let script = try Script(source: source, fileName: "t.swift", resources: BundleResources.folder(dir.path, recursive: true))
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.scale = 1
        let layout = try script.checked { try renderer.layout() }
        let info = CGBitmapInfo(alphaInfo: .noneSkipLast).union(.byteOrder32Little).rawValue
        XCTAssertEqual(info, 5 | 8192)
        XCTAssertEqual(layout.root.all().flatMap { $0.lines ?? [] }, ["1 3 true", "\(info) 1 1 32"])
        let scripted = try script.checked { try renderer.rasterize() }.bitmap

        let data = try Data(contentsOf: dir.appendingPathComponent("swatch.png"))
        let photo = try XCTUnwrap(CGImageSourceCreateImageAtIndex(try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil)), 0, nil))
        let small = CIImage(cgImage: photo).transformed(by: CGAffineTransform(scaleX: 0.5, y: 0.5))
        let both = small.composited(over: CIImage(cgImage: photo))
        let made = try XCTUnwrap(CIContext().createCGImage(both, from: both.extent))
        let compiled = ImageRenderer(
            content: VStack(spacing: 0) {
                Text(verbatim: "1 3 true")
                Text(verbatim: "\(info) 1 1 32")
                Image(decorative: made, scale: 1)
            })
        compiled.scale = 1
        XCTAssertEqual(scripted, try compiled.rasterize().bitmap)
    }
}
