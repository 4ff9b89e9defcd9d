import Foundation

/// Metres (Core Location's `CLLocationDistance`).
public typealias CLLocationDistance = Double
/// Metres of uncertainty (Core Location's `CLLocationAccuracy`).
public typealias CLLocationAccuracy = Double
/// Degrees from north (Core Location's `CLLocationDirection`).
public typealias CLLocationDirection = Double
/// Metres per second (Core Location's `CLLocationSpeed`).
public typealias CLLocationSpeed = Double
/// Degrees (Core Location's `CLLocationDegrees`).
public typealias CLLocationDegrees = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// Core Location's constants by name, for scripts.
package let coreLocationConstants: [String: Double] = [
    "kCLLocationAccuracyBestForNavigation": kCLLocationAccuracyBestForNavigation, "kCLLocationAccuracyBest": kCLLocationAccuracyBest,
    "kCLLocationAccuracyNearestTenMeters": kCLLocationAccuracyNearestTenMeters, "kCLLocationAccuracyHundredMeters": kCLLocationAccuracyHundredMeters,
    "kCLLocationAccuracyKilometer": kCLLocationAccuracyKilometer, "kCLLocationAccuracyThreeKilometers": kCLLocationAccuracyThreeKilometers,
    "kCLLocationAccuracyReduced": kCLLocationAccuracyReduced, "kCLDistanceFilterNone": kCLDistanceFilterNone,
]

/// A place with the altitude and accuracies it was made with (Core Location's `CLLocation`). A made
/// location's time is the render's moment (`RenderClock.now`); it has no speed or course (-1).
nonisolated public final class CLLocation: Hashable, Sendable, CustomStringConvertible {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date
    public var speed: CLLocationSpeed { -1 }
    public var course: CLLocationDirection { -1 }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.timestamp = timestamp
    }

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: RenderClock.now)
    }

    /// The Earth's mean radius in metres (IUGG).
    static let meanEarthRadius = 6_371_008.8

    /// The great-circle distance in metres on a sphere of the Earth's mean radius (Core Location
    /// measures on the WGS 84 ellipsoid; the two differ by under 0.5 %).
    public func distance(from other: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (p1, p2) = (coordinate.latitude * radians, other.coordinate.latitude * radians)
        let dp = p2 - p1
        let dl = (other.coordinate.longitude - coordinate.longitude) * radians
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * Self.meanEarthRadius * asin(min(1, sqrt(h)))
    }

    public var description: String { "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m" }

    public static func == (a: CLLocation, b: CLLocation) -> Bool {
        a.coordinate == b.coordinate && a.altitude == b.altitude && a.horizontalAccuracy == b.horizontalAccuracy
            && a.verticalAccuracy == b.verticalAccuracy && a.timestamp == b.timestamp
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(coordinate) }
}
