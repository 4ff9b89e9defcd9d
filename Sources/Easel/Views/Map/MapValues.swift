import Foundation

/// A place on Earth in degrees (Core Location's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// How much of the map a region shows, in degrees (MapKit's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: Double
    public var longitudeDelta: Double
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular part of the map (MapKit's `MKCoordinateRegion`).
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (a degree of
    /// latitude is about 111 km; a degree of longitude shrinks with the cosine of the latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: Double, longitudinalMeters: Double) {
        let metersPerDegree = 111_320.0
        let cosine = max(0.01, cos(center.latitude * .pi / 180))
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree,
                longitudeDelta: longitudinalMeters / (metersPerDegree * cosine)))
    }
}

/// Where a map's camera starts (MapKit's `MapCameraPosition`).
public struct MapCameraPosition: Hashable, Sendable {
    /// The region shown, when one was given.
    public let region: MKCoordinateRegion?
    /// The map chooses what to show.
    public static let automatic = MapCameraPosition(region: nil)
    /// The camera showing `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
}
