// A script's UIViewRepresentable or UIViewControllerRepresentable: empty space, with a warning.
import XCTest
import Easel
@testable import EaselScript

final class UIKitRepresentableScriptTests: XCTestCase {
    func testAUIKitViewIsEmptySpaceThatTakesModifiers() throws {
        let source = """
            struct BlurView: UIViewRepresentable {
                var style: UIBlurEffect.Style = .systemMaterial
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
                func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
            }
            struct Picker: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
                func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 10)
                        BlurView().frame(width: 40, height: 20).blur(radius: 2).cornerRadius(4)
                        Picker().frame(height: 15)
                    }
                }
            }
            """
        let script = try Script(source: source, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        let bitmap = try script.checked { try r.rasterize() }.bitmap
        XCTAssertEqual(
            bitmap,
            try ScriptTestSupport.compiledPixels(
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 10)
                    Color.clear.frame(width: 40, height: 20)
                    Color.clear.frame(height: 15)
                }))
        XCTAssertTrue(r.warnings.contains("'BlurView' is a UIKit view, drawn as empty space: UIKit is not available"), "\(r.warnings)")
        XCTAssertTrue(r.warnings.contains { $0.hasPrefix("'Picker' is a UIKit view") }, "\(r.warnings)")
    }
}
