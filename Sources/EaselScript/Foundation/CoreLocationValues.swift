import Easel
import Foundation
import SwiftSyntax

/// Core Location's `CLLocationManager` for scripts, as a fresh install sees it before the person
/// has answered the permission prompt and before any fix: `authorizationStatus` is
/// `.notDetermined`, `location` and `heading` are nil, requests and updates start nothing, and the
/// delegate is never called back before the picture is taken. Settings (`desiredAccuracy`,
/// `distanceFilter`, `activityType` …) keep what is set.
enum CoreLocationValues {
    /// One location manager.
    final class Manager: CustomStringConvertible {
        var settings: [String: Value] = [
            "delegate": .null, "desiredAccuracy": .double(accuracies["kCLLocationAccuracyBest"]!), "distanceFilter": .double(-1),
            "pausesLocationUpdatesAutomatically": .bool(true), "allowsBackgroundLocationUpdates": .bool(false),
            "showsBackgroundLocationIndicator": .bool(false), "headingFilter": .double(1), "activityType": .implicitMember("other", nil),
        ]
        var description: String { "CLLocationManager" }
    }

    /// `kCLLocationAccuracyBest` and the other accuracies, in metres (Core Location's values).
    static let accuracies: [String: Double] = [
        "kCLLocationAccuracyBestForNavigation": -2, "kCLLocationAccuracyBest": -1, "kCLLocationAccuracyNearestTenMeters": 10,
        "kCLLocationAccuracyHundredMeters": 100, "kCLLocationAccuracyKilometer": 1000, "kCLLocationAccuracyThreeKilometers": 3000,
        "kCLLocationAccuracyReduced": 3000, "kCLDistanceFilterNone": -1,
    ]

    static func globalConstant(_ name: String) -> Value? { accuracies[name].map { .double($0) } }

    /// A `CLLocation`: a coordinate with the altitude and accuracies it was made with (a made
    /// location has no fix time but the moment it was made, which a still picture does not show).
    struct Location: CustomStringConvertible {
        let coordinate: CLLocationCoordinate2D
        var altitude: Double = 0
        var horizontalAccuracy: Double = 0
        var verticalAccuracy: Double = -1

        /// The great-circle distance in metres on a sphere of the Earth's mean radius (Core
        /// Location measures on the WGS 84 ellipsoid; the two differ by under 0.5 %).
        func distance(from other: Location) -> Double {
            let radians = Double.pi / 180
            let (p1, p2) = (coordinate.latitude * radians, other.coordinate.latitude * radians)
            let dp = p2 - p1
            let dl = (other.coordinate.longitude - coordinate.longitude) * radians
            let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
            return 2 * meanEarthRadius * asin(min(1, sqrt(h)))
        }

        var description: String {
            "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
        }
    }

    /// The Earth's mean radius in metres (IUGG).
    static let meanEarthRadius = 6_371_008.8

    static let values: [ValueDeclaration] = [
        ValueDeclaration("CLLocationManager") { _, _ in .native(Manager()) },
        ValueDeclaration(
            "CLLocation", labels: ["latitude", "longitude", "coordinate", "altitude", "horizontalAccuracy", "verticalAccuracy", "timestamp"]
        ) { r, ev in
            var location: Location
            if let c = r.named("coordinate") {
                location = Location(coordinate: try Conversions.native(c.value, CLLocationCoordinate2D.self, "CLLocationCoordinate2D", ev, node: c.node))
            } else {
                guard let latitude = try r.cgfloat("latitude"), let longitude = try r.cgfloat("longitude") else {
                    throw r.missing("latitude:longitude: or coordinate:")
                }
                location = Location(coordinate: CLLocationCoordinate2D(latitude: Double(latitude), longitude: Double(longitude)))
            }
            if let a = try r.cgfloat("altitude") { location.altitude = Double(a) }
            if let a = try r.cgfloat("horizontalAccuracy") { location.horizontalAccuracy = Double(a) }
            if let a = try r.cgfloat("verticalAccuracy") { location.verticalAccuracy = Double(a) }
            _ = r.named("timestamp")
            return .native(location)
        },
    ]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("CLLocationManager", "authorizationStatus") { _, _ in .implicitMember("notDetermined", nil) },
        StaticFunctionDeclaration("CLLocationManager", "locationServicesEnabled") { _, _ in .bool(true) },
        StaticFunctionDeclaration("CLLocationManager", "headingAvailable") { _, _ in .bool(true) },
    ]

    static func member(_ base: Value, _ name: String) -> Value? {
        if case .native(let l as Location) = base {
            switch name {
            case "coordinate": return .native(l.coordinate)
            case "altitude": return .double(l.altitude)
            case "horizontalAccuracy": return .double(l.horizontalAccuracy)
            case "verticalAccuracy": return .double(l.verticalAccuracy)
            case "speed", "course": return .double(-1)
            default: return nil
            }
        }
        guard case .native(let m as Manager) = base else { return nil }
        switch name {
        case "authorizationStatus": return .implicitMember("notDetermined", nil)
        case "accuracyAuthorization": return .implicitMember("fullAccuracy", nil)
        case "location", "heading": return .null
        case "monitoredRegions", "rangedRegions": return .array([])
        default: return m.settings[name]
        }
    }

    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let m as Manager) = base else { return false }
        guard m.settings[name] != nil else {
            throw EvalError("cannot set '\(name)' of CLLocationManager" + Suggest.didYouMean(name, among: Array(m.settings.keys)), node)
        }
        m.settings[name] = value
        return true
    }

    /// Requests and updates: nothing starts, and the delegate hears nothing before the picture.
    static let methods: Set<String> = [
        "requestWhenInUseAuthorization", "requestAlwaysAuthorization", "requestLocation", "startUpdatingLocation",
        "stopUpdatingLocation", "startUpdatingHeading", "stopUpdatingHeading", "startMonitoringSignificantLocationChanges",
        "stopMonitoringSignificantLocationChanges", "requestTemporaryFullAccuracyAuthorization", "startMonitoring", "stopMonitoring",
    ]

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        if case .native(let l as Location) = base, name == "distance" {
            var r = ArgReader(args, "CLLocation.distance", ev, node: node)
            guard let other = r.named("from") else { throw r.missing("from") }
            try r.finish()
            let o = try Conversions.native(other.value, Location.self, "CLLocation", ev, node: other.node)
            return .double(l.distance(from: o))
        }
        guard case .native(is Manager) = base else { return nil }
        guard methods.contains(name) else {
            throw EvalError("CLLocationManager has no method '\(name)' here" + Suggest.didYouMean(name, among: Array(methods)), node)
        }
        return .void
    }
}
