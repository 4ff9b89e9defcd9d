// Core Image against golden PNGs: every built-in filter Easel implements applied to
// fixtures/images/landscape.png as photo-filter apps apply them, and QR codes drawn one pixel per
// module and scaled up without smoothing. fixtures/scenes/core-image.swift is the script twin of
// the first (the same pixels).
import XCTest
import Easel
import EaselTesting
import EaselScript

final class CoreImageSnapshotTests: XCTestCase {
    static let assets = FolderAssetProvider(folders: [repositoryRoot.appendingPathComponent("fixtures/images")])

    func testFilters() {
        assertSnapshot(of: CoreImageScene.ContentView(), named: "filters", assets: Self.assets, background: .color(.white))
    }

    func testQRCodeCard() {
        assertSnapshot(of: CoreImageScene.QRCard(name: "Taylor Swift", email: "taylor@example.com"), named: "qr-card", background: .color(.white))
        // In dark mode the caption turns white; the code stays black on white, as Core Image makes it.
        assertSnapshot(of: CoreImageScene.QRCard(name: "Taylor Swift", email: "taylor@example.com"), named: "qr-card-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        let url = repositoryRoot.appendingPathComponent("fixtures/scenes/core-image.swift")
        let script = try Script(source: try String(contentsOf: url, encoding: .utf8), fileName: "core-image.swift")
        let fromSource = ImageRenderer(content: try script.renders()[0].view.background(Color.white))
        fromSource.assets = Self.assets
        let twin = ImageRenderer(content: CoreImageScene.ContentView().background(Color.white))
        twin.assets = Self.assets
        let a = try script.checked { try fromSource.rasterize() }, b = try twin.rasterize()
        XCTAssertEqual(a.bitmap, b.bitmap, "core-image.swift differs from its compiled twin")
    }

    /// HotProspects' "Me" screen: a QR code of a name and an email address, as a script and compiled.
    func testQRCodeScriptDrawsTheSamePixelsAsCompiled() throws {
        let script = try Script(
            source: """
                import SwiftUI
                import CoreImage.CIFilterBuiltins
                struct QRCard: View {
                    var name = "Taylor Swift"
                    var email = "taylor@example.com"
                    let context = CIContext()
                    let filter = CIFilter.qrCodeGenerator()
                    var body: some View {
                        VStack(spacing: 8) {
                            Image(uiImage: generateQRCode(from: "\\(name)\\n\\(email)"))
                                .interpolation(.none)
                                .resizable()
                                .scaledToFit()
                                .frame(width: 150, height: 150)
                            Text(name).font(.headline)
                        }
                        .padding()
                    }
                    func generateQRCode(from string: String) -> UIImage {
                        filter.setValue(Data(string.utf8), forKey: "inputMessage")
                        if let outputImage = filter.outputImage {
                            if let cgimg = context.createCGImage(outputImage, from: outputImage.extent) {
                                return UIImage(cgImage: cgimg)
                            }
                        }
                        return UIImage(systemName: "xmark.circle") ?? UIImage()
                    }
                }
                """, fileName: "t.swift")
        let fromSource = ImageRenderer(content: try script.renders()[0].view.background(Color.white))
        let twin = ImageRenderer(content: CoreImageScene.QRCard(name: "Taylor Swift", email: "taylor@example.com").background(Color.white))
        let a = try script.checked { try fromSource.rasterize() }, b = try twin.rasterize()
        XCTAssertEqual(a.bitmap, b.bitmap)
    }
}

/// The compiled twin of fixtures/scenes/core-image.swift, and a QR code card.
enum CoreImageScene {
    struct ContentView: View {
        let context = CIContext()
        let intensity = 0.6

        var body: some View {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    cell("Original", Image("landscape"))
                    cell("Sepia tone", apply(CIFilter.sepiaTone()))
                    cell("Gaussian blur", apply(CIFilter.gaussianBlur()))
                    cell("Pixellate", apply(CIFilter.pixellate()))
                }
                HStack(spacing: 8) {
                    cell("Crystallize", apply(crystallized()))
                    cell("Pointillize", apply(CIFilter.pointillize()))
                    cell("Edges", apply(CIFilter.edges()))
                    cell("Vignette", apply(CIFilter(name: "CIVignette", parameters: [kCIInputIntensityKey: 1.0, kCIInputRadiusKey: 1.0])!))
                }
                HStack(spacing: 8) {
                    cell("Unsharp mask", apply(CIFilter.unsharpMask()))
                    cell("Gloom", apply(CIFilter.gloom()))
                    cell("Bloom", apply(CIFilter.bloom()))
                    cell("Twirl", apply(twirled()))
                }
                HStack(spacing: 8) {
                    cell("Noir", apply(CIFilter.photoEffectNoir()))
                    cell("QR code", Image(uiImage: qrCode(from: "https://example.com/easel")).interpolation(.none))
                }
            }
            .padding(8)
        }

        func cell(_ title: String, _ image: Image) -> some View {
            VStack(spacing: 2) {
                image.resizable().scaledToFit().frame(width: 80, height: 60)
                Text(title).font(.caption)
            }
        }

        func crystallized() -> CIFilter {
            let filter = CIFilter.crystallize()
            filter.radius = 12
            filter.center = CGPoint(x: 80, y: 60)
            return filter
        }

        func twirled() -> CIFilter {
            let filter = CIFilter.twirlDistortion()
            filter.center = CGPoint(x: 80, y: 60)
            filter.radius = 60
            filter.angle = 2
            return filter
        }

        func apply(_ currentFilter: CIFilter) -> Image {
            let beginImage = CIImage(image: UIImage(named: "landscape")!)
            currentFilter.setValue(beginImage, forKey: kCIInputImageKey)
            let inputKeys = currentFilter.inputKeys
            if inputKeys.contains(kCIInputIntensityKey) && currentFilter.name != "CIVignette" {
                currentFilter.setValue(intensity, forKey: kCIInputIntensityKey)
            }
            if inputKeys.contains(kCIInputScaleKey) { currentFilter.setValue(intensity * 10, forKey: kCIInputScaleKey) }
            guard let outputImage = currentFilter.outputImage else { return Image(systemName: "xmark") }
            guard let cgimg = context.createCGImage(outputImage, from: outputImage.extent) else { return Image(systemName: "xmark") }
            return Image(uiImage: UIImage(cgImage: cgimg))
        }

        func qrCode(from string: String) -> UIImage {
            let filter = CIFilter.qrCodeGenerator()
            filter.message = Data(string.utf8)
            filter.correctionLevel = "Q"
            if let outputImage = filter.outputImage {
                if let cgimg = context.createCGImage(outputImage, from: outputImage.extent) {
                    return UIImage(cgImage: cgimg)
                }
            }
            return UIImage(systemName: "xmark.circle") ?? UIImage()
        }
    }

    struct QRCard: View {
        var name: String
        var email: String
        let context = CIContext()
        let filter = CIFilter.qrCodeGenerator()

        var body: some View {
            VStack(spacing: 8) {
                Image(uiImage: generateQRCode(from: "\(name)\n\(email)"))
                    .interpolation(.none)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 150, height: 150)
                Text(name).font(.headline)
            }
            .padding()
        }

        func generateQRCode(from string: String) -> UIImage {
            filter.message = Data(string.utf8)
            if let outputImage = filter.outputImage {
                if let cgimg = context.createCGImage(outputImage, from: outputImage.extent) {
                    return UIImage(cgImage: cgimg)
                }
            }
            return UIImage(systemName: "xmark.circle") ?? UIImage()
        }
    }
}
