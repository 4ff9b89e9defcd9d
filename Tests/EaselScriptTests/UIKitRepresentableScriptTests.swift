// A script's UIViewRepresentable or UIViewControllerRepresentable: empty space, with a warning.
import XCTest
import Easel
import EaselRaster
@testable import EaselScript

final class UIKitRepresentableScriptTests: XCTestCase {
    /// The script's pixels at @1x and the render's warnings.
    private func render(_ source: String) throws -> (Bitmap, [String]) {
        let script = try Script(source: source, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        return (try script.checked { try r.rasterize() }.bitmap, r.warnings)
    }

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
        let (bitmap, warnings) = try render(source)
        XCTAssertEqual(
            bitmap,
            try ScriptTestSupport.compiledPixels(
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 10)
                    Color.clear.frame(width: 40, height: 20)
                    Color.clear.frame(height: 15)
                }))
        XCTAssertTrue(warnings.contains("'BlurView' is a UIKit view, drawn as empty space: UIKit is not available"), "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("'Picker' is a UIKit view") }, "\(warnings)")
    }

    /// UIKit, MapKit and PencilKit views kept for a representable (`var scrollView = UIScrollView()`,
    /// `@State var canvas = PKCanvasView()`) are stand-ins: made, set and called without effect.
    /// A gesture recogniser kept for a representable (`UIGestureRecognizerRepresentable`, a
    /// full-swipe navigation helper) is a stand-in too, and what the script sets on a stand-in
    /// reads back as set (`gesture.name = id`); the compiled recognisers are made the same way.
    func testGestureRecognisersAreStandInsThatKeepWhatIsSet() throws {
        let source = """
            struct ContentView: View {
                @State private var gesture: UIPanGestureRecognizer = {
                    let gesture = UIPanGestureRecognizer()
                    gesture.name = "pop"
                    gesture.isEnabled = false
                    return gesture
                }()
                let tap = UITapGestureRecognizer(target: nil, action: nil)
                var body: some View {
                    Text((gesture.name ?? "none") + " \\(gesture.isEnabled)")
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["pop false"])
        let pan = UIPanGestureRecognizer()
        pan.name = "pop"
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        XCTAssertEqual(pan.name, "pop")
        XCTAssertEqual(edge.edges, .left)
    }

    func testUIKitObjectsKeptForARepresentableAreStandIns() throws {
        let source = """
            struct Pager: UIViewRepresentable {
                var scrollView = UIScrollView()
                func makeUIView(context: Context) -> UIScrollView { scrollView.isPagingEnabled = true; return scrollView }
                func updateUIView(_ uiView: UIScrollView, context: Context) {}
            }
            final class MapModel: ObservableObject { let mapView = MKMapView() }
            struct ContentView: View {
                @State private var canvas = PKCanvasView()
                @StateObject private var map = MapModel()
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 10)
                        Pager().frame(width: 40, height: 20)
                    }
                    .onAppear {
                        canvas.drawingPolicy = .anyInput
                        canvas.tool = PKInkingTool(.pen, color: .black, width: 2)
                        map.mapView.setRegion(map.mapView.region, animated: true)
                    }
                }
            }
            """
        let (bitmap, warnings) = try render(source)
        XCTAssertEqual(
            bitmap,
            try ScriptTestSupport.compiledPixels(
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 10)
                    Color.clear.frame(width: 40, height: 20)
                }))
        XCTAssertFalse(warnings.contains { $0.contains("stopped") || $0.contains("error") }, "\(warnings)")
    }

    /// A representable conforming through the app's own alias (`typealias ViewControllerRepresentable
    /// = UIViewControllerRepresentable` under `#if os(iOS)`, Apple's Food Truck) is one too.
    func testAConformanceThroughATypeAliasCounts() throws {
        let source = """
            #if os(iOS)
            typealias ViewControllerRepresentable = UIViewControllerRepresentable
            #elseif os(macOS)
            typealias ViewControllerRepresentable = NSViewControllerRepresentable
            #endif
            struct DetailedMapView: ViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 10)
                        DetailedMapView().frame(height: 15)
                    }
                }
            }
            """
        let (bitmap, warnings) = try render(source)
        XCTAssertEqual(
            bitmap,
            try ScriptTestSupport.compiledPixels(
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 10); Color.clear.frame(height: 15)
                }))
        XCTAssertTrue(warnings.contains { $0.hasPrefix("'DetailedMapView' is a UIKit view") }, "\(warnings)")
    }
}
