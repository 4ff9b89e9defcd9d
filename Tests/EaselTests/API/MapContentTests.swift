// MapKit's SwiftUI Map with its content (iOS 17's markers and annotations, iOS 14's annotation
// items) and its UIKit map view: all accepted, the map drawn as its placeholder.
import XCTest
import Easel

final class MapContentTests: XCTestCase {
    struct Place: Identifiable {
        let id: Int
        let name: String
        let coordinate: CLLocationCoordinate2D
    }
    static let places = [
        Place(id: 1, name: "Ferry Building", coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937)),
        Place(id: 2, name: "Coit Tower", coordinate: CLLocationCoordinate2D(latitude: 37.8024, longitude: -122.4058)),
    ]
    static let region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 37.8, longitude: -122.4), span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))

    func frames<V: View>(_ view: V) throws -> (root: CGRect, map: CGRect?, warnings: [String]) {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 200, height: 120)
        let l = try r.layout()
        return (l.root.rect, l.root.all().first { $0.kind == "Rectangle" }?.rect, r.warnings)
    }

    func testMapContentIsAcceptedAndTheMapIsThePlaceholder() throws {
        let plain = try frames(Map(initialPosition: .region(Self.region)))
        var showsMarkers = true
        let modern = try frames(
            Map(initialPosition: .region(Self.region)) {
                ForEach(Self.places) { place in
                    Marker(place.name, systemImage: "building.columns", coordinate: place.coordinate).tint(.orange)
                }
                if showsMarkers {
                    Annotation("Here", coordinate: Self.places[0].coordinate) { Circle().frame(width: 10, height: 10) }
                }
                UserAnnotation()
                MapPolyline(coordinates: Self.places.map(\.coordinate)).stroke(.blue, lineWidth: 3)
                MapCircle(center: Self.places[1].coordinate, radius: 200).foregroundStyle(.red.opacity(0.3))
            })
        showsMarkers = false
        let legacy = try frames(
            Map(coordinateRegion: .constant(Self.region), showsUserLocation: true, annotationItems: Self.places) { place in
                MapAnnotation(coordinate: place.coordinate) { Text(place.name) }
            })
        let pins = try frames(Map(coordinateRegion: .constant(Self.region), annotationItems: Self.places) { MapMarker(coordinate: $0.coordinate, tint: .red) })
        for f in [modern, legacy, pins] {
            XCTAssertEqual(f.root, plain.root)
            XCTAssertEqual(f.map, plain.map)
            XCTAssertEqual(f.warnings, ["Map is drawn as a plain placeholder: map tiles are not available"])
        }
        XCTAssertEqual(plain.map?.size, CGSize(width: 200, height: 120))
    }

    func testUIKitMapViewKeepsItsAnnotations() {
        let map = MKMapView()
        let pin = MKPointAnnotation(coordinate: Self.places[0].coordinate, title: "Ferry Building")
        map.addAnnotation(pin)
        map.setRegion(Self.region, animated: true)
        XCTAssertEqual(map.annotations.count, 1)
        XCTAssertEqual(map.centerCoordinate.latitude, 37.8)
        map.removeAnnotation(pin)
        XCTAssertTrue(map.annotations.isEmpty)
        XCTAssertNil(map.dequeueReusableAnnotationView(withIdentifier: "pin"))
    }
}
