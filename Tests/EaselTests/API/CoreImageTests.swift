// Core Image's API as app code calls it: filters by name and through CIFilterBuiltins, input keys
// and defaults, numbers checked where they arrive, contexts, CGImages and UIImages, and the QR code
// generator's image.
import XCTest
import Easel
import EaselRaster

final class CoreImageTests: XCTestCase {
    static let landscape = repositoryRoot.appendingPathComponent("fixtures/images/landscape.png")

    func photo() throws -> CIImage {
        let ui = try XCTUnwrap(UIImage(data: try Data(contentsOf: Self.landscape)))
        return try XCTUnwrap(CIImage(image: ui))
    }

    /// The bitmap a CGImage draws at 1x.
    func pixels(_ cg: CGImage) throws -> Bitmap {
        let r = ImageRenderer(content: Image(uiImage: UIImage(cgImage: cg)))
        r.scale = 1
        return try r.rasterize().bitmap
    }

    func testFiltersByNameHaveCoreImagesInputsAndDefaults() throws {
        XCTAssertNil(CIFilter(name: "CINoSuchFilter"))
        let sepia = try XCTUnwrap(CIFilter(name: "CISepiaTone"))
        XCTAssertEqual(sepia.inputKeys, [kCIInputImageKey, kCIInputIntensityKey])
        XCTAssertEqual(sepia.value(forKey: kCIInputIntensityKey) as? Double, 1)
        XCTAssertEqual(sepia.attributes[kCIAttributeFilterDisplayName] as? String, "Sepia Tone")
        XCTAssertNil(sepia.outputImage, "no input image")
        XCTAssertEqual(CIFilter.gaussianBlur().inputKeys, [kCIInputImageKey, kCIInputRadiusKey])
        XCTAssertEqual(CIFilter.pixellate().inputKeys, [kCIInputImageKey, kCIInputCenterKey, kCIInputScaleKey])
        XCTAssertEqual(CIFilter.twirlDistortion().angle, .pi, accuracy: 1e-6)
        XCTAssertEqual(CIFilter.pixellate().center, CGPoint(x: 150, y: 150))
        XCTAssertEqual(CIFilter.vignette().intensity, 0)
        XCTAssertEqual(CIFilter.qrCodeGenerator().correctionLevel, "M")
        XCTAssertEqual(CIFilter.filterNames(inCategory: nil).count, 13)
    }

    func testTypedInputsAndKeysAreTheSameValues() throws {
        let blur = CIFilter.gaussianBlur()
        blur.radius = 4
        XCTAssertEqual(blur.value(forKey: kCIInputRadiusKey) as? Double, 4)
        blur.setValue(7, forKey: kCIInputRadiusKey)
        XCTAssertEqual(blur.radius, 7)
        blur.setValue(CIVector(x: 3, y: 4), forKey: kCIInputCenterKey)
        XCTAssertNil(blur.value(forKey: kCIInputCenterKey), "a key the filter does not have is ignored")
        let image = try photo()
        blur.inputImage = image
        XCTAssertEqual(blur.outputImage?.extent, CGRect(x: -21, y: -21, width: 202, height: 162), "the blur grows by 3σ")
    }

    func testNumbersAreCheckedWhereTheyArrive() throws {
        let image = try photo()
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = image
        blur.setValue(Double.nan, forKey: kCIInputRadiusKey)
        XCTAssertEqual(blur.outputImage?.extent, CGRect(x: -30, y: -30, width: 220, height: 180), "NaN keeps the default radius, 10")
        blur.radius = .infinity
        XCTAssertEqual(blur.outputImage?.extent, CGRect(x: -30, y: -30, width: 220, height: 180), "infinity too")
        blur.radius = 1e9
        XCTAssertEqual(blur.outputImage?.extent, CGRect(x: -600, y: -600, width: 1360, height: 1320), "clamped to 200")
        let pixellate = CIFilter.pixellate()
        pixellate.inputImage = image
        pixellate.scale = 1e12
        let out = try XCTUnwrap(pixellate.outputImage)
        let cg = try XCTUnwrap(CIContext().createCGImage(out, from: out.extent))
        XCTAssertEqual([cg.width, cg.height], [160, 120])
        pixellate.scale = 0
        XCTAssertNotNil(CIContext().createCGImage(try XCTUnwrap(pixellate.outputImage), from: image.extent), "scale 0 is clamped to 1")
        let crystal = CIFilter.crystallize()
        crystal.inputImage = image
        crystal.center = CGPoint(x: CGFloat.nan, y: 1)
        crystal.radius = -5
        XCTAssertNotNil(CIContext().createCGImage(try XCTUnwrap(crystal.outputImage), from: image.extent))
    }

    func testContextRefusesRectsItCannotDraw() throws {
        let image = try photo()
        let context = CIContext()
        XCTAssertNil(context.createCGImage(image, from: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)))
        XCTAssertNil(context.createCGImage(image, from: .zero))
        XCTAssertNil(context.createCGImage(image, from: CGRect(x: 0, y: 0, width: 1e7, height: 1e7)))
        XCTAssertNil(context.createCGImage(image, from: CGRect(x: 500, y: 500, width: 10, height: 10)), "outside the image: nothing")
        let part = try XCTUnwrap(context.createCGImage(image, from: CGRect(x: 10, y: 10, width: 30, height: 20)))
        XCTAssertEqual([part.width, part.height], [30, 20])
    }

    func testImagesByNameAreDrawnFromTheRendersAssets() throws {
        XCTAssertNil(CIImage(image: UIImage()))
        XCTAssertNil(CIImage(image: UIImage(systemName: "star")!))
        let named = try XCTUnwrap(CIImage(image: UIImage(named: "landscape")!))
        XCTAssertTrue(named.extent.isInfinite, "known only when drawn")
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = named
        let cg = try XCTUnwrap(CIContext().createCGImage(sepia.outputImage!, from: sepia.outputImage!.extent))
        let r = ImageRenderer(content: Image(uiImage: UIImage(cgImage: cg)))
        r.scale = 1
        r.assets = FolderAssetProvider(folders: [repositoryRoot.appendingPathComponent("fixtures/images")])
        let drawn = try r.rasterize().bitmap
        XCTAssertEqual([drawn.width, drawn.height], [160, 120])
        sepia.inputImage = try photo()
        XCTAssertEqual(drawn, try pixels(try XCTUnwrap(CIContext().createCGImage(sepia.outputImage!, from: sepia.outputImage!.extent))))
    }

    func testAMissingAssetIsReportedByName() throws {
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = CIImage(image: UIImage(named: "no-such-photo")!)
        let cg = try XCTUnwrap(CIContext().createCGImage(sepia.outputImage!, from: sepia.outputImage!.extent))
        let r = ImageRenderer(content: Image(uiImage: UIImage(cgImage: cg)))
        r.missingImagesAreErrors = true
        XCTAssertThrowsError(try r.rasterize()) { XCTAssertTrue("\($0)".contains("no-such-photo"), "\($0)") }
    }

    func testTheQRCodeGeneratorsImage() throws {
        let filter = CIFilter.qrCodeGenerator()
        XCTAssertNil(filter.outputImage, "no message")
        filter.message = Data("Hello, world".utf8)
        let image = try XCTUnwrap(filter.outputImage)
        XCTAssertEqual(image.extent, CGRect(x: 0, y: 0, width: 23, height: 23), "version 1 (21 modules) and a one-module quiet zone")
        let cg = try XCTUnwrap(CIContext().createCGImage(image, from: image.extent))
        let ui = UIImage(cgImage: cg)
        XCTAssertEqual(ui.size, CGSize(width: 23, height: 23))
        let bitmap = try pixels(cg)
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(bitmap.pixel(x: 1, y: 1), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        filter.correctionLevel = "H"
        XCTAssertEqual(filter.outputImage?.extent.width, 27, "version 2 holds 12 bytes at H")
        filter.correctionLevel = "X"
        XCTAssertNil(filter.outputImage, "not a correction level")
        filter.correctionLevel = "L"
        filter.message = Data(repeating: 65, count: 3000)
        XCTAssertNil(filter.outputImage, "longer than version 40 holds")
        let old = try XCTUnwrap(CIFilter(name: "CIQRCodeGenerator"))
        old.setValue(Data("Hello, world".utf8), forKey: "inputMessage")
        XCTAssertEqual(old.outputImage?.extent.width, 23)
    }

    func testScaledQRCodeStaysSharpAndImagesTurn() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello, world".utf8)
        let scaled = try XCTUnwrap(filter.outputImage).transformed(by: CGAffineTransform(scaleX: 4, y: 4))
        XCTAssertEqual(scaled.extent, CGRect(x: 0, y: 0, width: 92, height: 92))
        let bitmap = try pixels(try XCTUnwrap(CIContext().createCGImage(scaled, from: scaled.extent)))
        let values = Set((0..<92).flatMap { y in (0..<92).map { bitmap.pixel(x: $0, y: y).r } })
        XCTAssertEqual(values, [0, 255], "only black and white")
        let turned = try photo().oriented(forExifOrientation: 6)
        XCTAssertEqual(turned.extent, CGRect(x: 0, y: 0, width: 120, height: 160))
        XCTAssertEqual(try photo().cropped(to: CGRect(x: -10, y: 100, width: 50, height: 50)).extent, CGRect(x: 0, y: 100, width: 40, height: 20))
    }

    func testImageFromACGImageAtAScale() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello, world".utf8)
        let cg = try XCTUnwrap(CIContext().createCGImage(filter.outputImage!, from: filter.outputImage!.extent))
        let r = ImageRenderer(content: Image(decorative: cg, scale: 2))
        r.scale = 2
        XCTAssertEqual(try r.layout().root.frame.rect.size, CGSize(width: 11.5, height: 11.5))
        XCTAssertEqual(UIImage(cgImage: cg, scale: 2, orientation: .up).size, CGSize(width: 11.5, height: 11.5))
    }

    /// `composited(over:)` blends in linear light, as Core Image does (Core Graphics' contexts blend
    /// sRGB-encoded values: see `CoreGraphicsTests`), and covers both extents.
    func testCompositingBlendsInLinearLightOverTheUnionOfExtents() throws {
        func image(_ w: Int, _ h: Int, _ rgba: [UInt8]) throws -> CIImage {
            let data = try PNGCodec.encode(Bitmap(width: w, height: h, straightRGBA: Array(repeating: rgba, count: w * h).joined().map { $0 }))
            return try XCTUnwrap(CIImage(image: try XCTUnwrap(UIImage(data: data))))
        }
        let blue = try image(2, 1, [0, 0, 255, 255])
        let halfRed = try image(1, 1, [255, 0, 0, 128]).transformed(by: CGAffineTransform(translationX: 1, y: 0))
        let both = halfRed.composited(over: blue)
        XCTAssertEqual(both.extent, CGRect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual(halfRed.composited(over: try image(1, 1, [0, 0, 255, 255])).extent, CGRect(x: 0, y: 0, width: 2, height: 1))
        let cg = try XCTUnwrap(CIContext().createCGImage(both, from: both.extent))
        let p = try pixels(cg).straightRGBA
        XCTAssertEqual(Array(p[0..<4]), [0, 0, 255, 255], "blue alone")
        XCTAssertEqual(Array(p[4..<8]), [188, 0, 187, 255], "red at alpha 128/255 over blue, mixed in linear light")
    }
}
