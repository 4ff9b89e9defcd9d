import XCTest
import Easel

/// A map is a land-coloured placeholder that fills its space, with one warning; MapKit's values
/// carry what view files give them.
final class MapTests: XCTestCase {
    func testAMapFillsItsSpaceWithThePlaceholderAndWarns() throws {
        let r = ImageRenderer(content: Map(initialPosition: .region(MKCoordinateRegion())).frame(width: 60, height: 40))
        let layout = try r.layout()
        XCTAssertEqual(layout.root.first { $0.kind == "Rectangle" }?.frame.rect, CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertTrue(r.warnings.contains { $0.contains("Map is drawn as a plain placeholder") }, "\(r.warnings)")
        let light = try r.rasterize().pixel(x: 30, y: 20)
        XCTAssertEqual([light.r, light.g, light.b, light.a], [249, 245, 237, 255])
        r.colorScheme = .dark
        let dark = try r.rasterize().pixel(x: 30, y: 20)
        XCTAssertEqual([dark.r, dark.g, dark.b], [44, 44, 46])
    }

    func testAMapReaderLaysOutItsContentAndStylesAndControlsChangeNothing() throws {
        let reader = MapReader { proxy in
            let converted = proxy.convert(CGPoint(x: 1, y: 2), from: .local)
            Map().mapStyle(.hybrid(elevation: .realistic, pointsOfInterest: .excludingAll)).mapControls { Text("compass") }
                .overlay { Text(converted == nil ? "" : "converted") }
        }
        let plain = try ImageRenderer(content: Map().frame(width: 60, height: 40)).rasterize().bitmap
        let read = try ImageRenderer(content: reader.frame(width: 60, height: 40)).rasterize().bitmap
        XCTAssertEqual(plain, read, "the same placeholder; no controls, nothing converted")
        let layout = try ImageRenderer(content: reader.frame(width: 60, height: 40)).layout()
        XCTAssertEqual(layout.root.first { $0.kind == "Rectangle" }?.frame.rect, CGRect(x: 0, y: 0, width: 60, height: 40))
    }

    func testRegionsFromMetres() {
        let r = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10), latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        XCTAssertEqual(r.span.latitudeDelta, 1, accuracy: 1e-9)
        XCTAssertEqual(r.span.longitudeDelta, 2, accuracy: 1e-6)  // cos 60° = 0.5
    }

    func testNegativePaddingLargerThanTheContentLeavesNothing() throws {
        let s = try ImageRenderer(
            content: VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 0).padding(.bottom, -130)
                Color.blue.frame(width: 10, height: 10)
            }
        ).layout()
        XCTAssertEqual(s.root.frame.height, 10)
    }
}
