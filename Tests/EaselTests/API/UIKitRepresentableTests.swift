// UIViewRepresentable and UIViewControllerRepresentable in compiled code: empty space that takes
// what it is offered, with a warning naming the type; the UIKit code never runs.
import XCTest
import Easel
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class UIKitRepresentableTests: XCTestCase {
    final class Calls: @unchecked Sendable { var made = 0 }

    struct MapView: UIViewRepresentable {
        let calls: Calls
        func makeUIView(context: Context) -> UIView {
            calls.made += 1
            return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) { calls.made += 1 }
    }

    struct Picker: UIViewControllerRepresentable {
        let calls: Calls
        func makeUIViewController(context: Context) -> UIImagePickerController {
            calls.made += 1
            let picker = UIImagePickerController()
            picker.delegate = context.coordinator
            return picker
        }
        func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
    }

    func testRepresentablesAreEmptySpaceWithAWarning() throws {
        let calls = Calls()
        let r = ImageRenderer(
            content: VStack(spacing: 0) {
                MapView(calls: calls).frame(height: 30)
                Picker(calls: calls)
            })
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        let l = try r.layout()
        let clear = l.root.all().filter { $0.kind == "Color" }.map(\.rect)
        XCTAssertEqual(clear.count, 2)
        assertRect(clear[0], 0, 0, 100, 30)
        assertRect(clear[1], 0, 30, 100, 70)
        XCTAssertEqual(
            r.warnings,
            [
                "'MapView' is a UIKit view, drawn as empty space: UIKit is not available",
                "'Picker' is a UIKit view, drawn as empty space: UIKit is not available",
            ])
        XCTAssertEqual(calls.made, 0, "UIKit code never runs")
        // At its ideal size: 10 points each way, as a shape's.
        let ideal = try ImageRenderer(content: MapView(calls: calls)).layout()
        XCTAssertEqual(ideal.root.rect.size, CGSize(width: 10, height: 10))
    }

    func testUIKitObjectsKeepTheirSettings() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let label = UILabel()
        view.addSubview(label)
        XCTAssertTrue(label.superview === view)
        view.layer.cornerRadius = 8
        view.center = CGPoint(x: 50, y: 50)
        XCTAssertEqual(view.frame, CGRect(x: 30, y: 40, width: 40, height: 20))
        NSLayoutConstraint.activate([label.widthAnchor.constraint(equalToConstant: 10)])
        let bar = UINavigationBar.appearance()
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        XCTAssertNotNil(bar.largeTitleTextAttributes?[.foregroundColor])
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        let web = WKWebView()
        web.load(URLRequest(url: URL(string: "https://example.com")!))
        XCTAssertEqual(web.url?.host, "example.com")
    }

    /// A symbol made with UIKit's configuration and rendering mode draws as the symbol: SwiftUI's
    /// font and colours size and tint it.
    func testConfiguredSymbolsAreTheSymbol() throws {
        let configured = try XCTUnwrap(
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))?
                .withRenderingMode(.alwaysTemplate).withTintColor(.red))
        let a = try layout(Image(uiImage: configured).font(.title))
        let b = try layout(Image(systemName: "star.fill").font(.title))
        XCTAssertEqual(a.root.rect, b.root.rect)
        XCTAssertGreaterThan(a.root.rect.width, 10)
    }
}
