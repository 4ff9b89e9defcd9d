// Core Image in scene files: the same declarations compiled code reaches (CIFilter by name and
// through CIFilterBuiltins, kCI keys, typed inputs, CIContext, CGImage, UIImage(cgImage:),
// Image(_:scale:label:)), and the errors a script's mistakes give.
import XCTest
import Easel
import EaselRaster
@testable import EaselScript

final class CoreImageScriptTests: XCTestCase {
    func testFiltersKeysAndTypedInputsAsCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            import CoreImage
            import CoreImage.CIFilterBuiltins
            struct ContentView: View {
                let context = CIContext()
                var body: some View {
                    HStack(spacing: 0) {
                        Image(code(), scale: 1, label: Text("code"))
                        Image(decorative: code(level: "H"), scale: 2)
                        Image(uiImage: UIImage(ciImage: twirled()))
                    }
                }
                func code(level: String = "L") -> CGImage {
                    let filter = CIFilter(name: "CIQRCodeGenerator")!
                    filter.setValue(Data("Easel".utf8), forKey: "inputMessage")
                    filter.setValue(level, forKey: "inputCorrectionLevel")
                    let image = filter.outputImage!
                    return context.createCGImage(image, from: image.extent)!
                }
                func twirled() -> CIImage {
                    let qr = CIFilter.qrCodeGenerator()
                    qr.message = Data("twirl".utf8)
                    let big = qr.outputImage!.transformed(by: CGAffineTransform(scaleX: 2, y: 2))
                    let filter = CIFilter.twirlDistortion()
                    filter.inputImage = big
                    filter.center = CGPoint(x: big.extent.width / 2, y: big.extent.height / 2)
                    filter.radius = Float(big.extent.width / 2)
                    filter.angle = .pi
                    if filter.inputKeys.contains(kCIInputAngleKey) { filter.setValue(2.0, forKey: kCIInputAngleKey) }
                    return filter.outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 40, height: 40))
                }
            }
            """)
        let context = CIContext()
        func code(level: String = "L") -> CGImage {
            let filter = CIFilter(name: "CIQRCodeGenerator")!
            filter.setValue(Data("Easel".utf8), forKey: "inputMessage")
            filter.setValue(level, forKey: "inputCorrectionLevel")
            let image = filter.outputImage!
            return context.createCGImage(image, from: image.extent)!
        }
        func twirled() -> CIImage {
            let qr = CIFilter.qrCodeGenerator()
            qr.message = Data("twirl".utf8)
            let big = qr.outputImage!.transformed(by: CGAffineTransform(scaleX: 2, y: 2))
            let filter = CIFilter.twirlDistortion()
            filter.inputImage = big
            filter.center = CGPoint(x: big.extent.width / 2, y: big.extent.height / 2)
            filter.radius = Float(big.extent.width / 2)
            filter.angle = .pi
            if filter.inputKeys.contains(kCIInputAngleKey) { filter.setValue(2.0, forKey: kCIInputAngleKey) }
            return filter.outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let compiled = try ScriptTestSupport.compiledPixels(
            HStack(spacing: 0) {
                Image(code(), scale: 1, label: Text("code"))
                Image(decorative: code(level: "H"), scale: 2)
                Image(uiImage: UIImage(ciImage: twirled()))
            })
        XCTAssertEqual(script, compiled)
        XCTAssertEqual([script.width, script.height], [75, 40], "23 + 11.5 + 40 points, on whole pixels")
    }

    func testValuesScriptsRead() throws {
        let source = """
            import CoreImage
            let sepia = CIFilter.sepiaTone()
            let keys = sepia.inputKeys
            let intensity = sepia.intensity
            let missing = CIFilter(name: "CIComicEffect")
            let key = kCIInputRadiusKey
            let empty = CIImage(image: UIImage())
            let named = CIFilter(name: "CIPixellate", parameters: [kCIInputScaleKey: 4])!
            let scale = named.value(forKey: kCIInputScaleKey)
            let center = named.center
            struct ContentView: View { var body: some View { Text("x") } }
            """
        XCTAssertEqual(try ScriptTestSupport.global("keys", in: source)?.description, #"["inputImage", "inputIntensity"]"#)
        if case .double(let d)? = try ScriptTestSupport.global("intensity", in: source) { XCTAssertEqual(d, 1) } else { XCTFail("intensity") }
        if case .null? = try ScriptTestSupport.global("missing", in: source) {} else { XCTFail("an unknown filter is nil") }
        if case .string("inputRadius")? = try ScriptTestSupport.global("key", in: source) {} else { XCTFail("kCIInputRadiusKey") }
        if case .null? = try ScriptTestSupport.global("empty", in: source) {} else { XCTFail("CIImage(image: UIImage()) is nil") }
        if case .double(4)? = try ScriptTestSupport.global("scale", in: source) {} else { XCTFail("parameters set the scale") }
        if case .native(let p as CGPoint)? = try ScriptTestSupport.global("center", in: source) {
            XCTAssertEqual(p, CGPoint(x: 150, y: 150))
        } else {
            XCTFail("center")
        }
    }

    func testMistakesAreLocatedErrors() {
        func error(_ body: String) -> String {
            ScriptTestSupport.error(
                """
                import CoreImage
                struct ContentView: View {
                    var body: some View { Text(make()) }
                    func make() -> String {
                        \(body)
                        return "x"
                    }
                }
                """)
        }
        XCTAssertTrue(error("let f = CIFilter.gaussianBlur(); f.radius = .nan").contains("not a number (NaN)"))
        XCTAssertTrue(error("CIFilter.gaussianBlur().setValue(Double.nan, forKey: kCIInputRadiusKey)").contains("not a number (NaN)"))
        XCTAssertTrue(error("let i = CIImage.empty(); _ = CIContext().createCGImage(i)").contains("'from:'"))
        XCTAssertTrue(error("_ = CIFilter()").contains("'name:'"))
        XCTAssertEqual(error("let f = CIFilter.gaussianBlur(); f.radius = .infinity; f.inputImage = CIImage.empty(); _ = f.outputImage"), "no error")
    }
}
