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
        /// The settings a script may set, starting at Easel's `CLLocationManager`'s defaults.
        var settings: [String: Value] = {
            let m = CLLocationManager()
            return [
                "delegate": .null, "desiredAccuracy": .double(m.desiredAccuracy), "distanceFilter": .double(m.distanceFilter),
                "pausesLocationUpdatesAutomatically": .bool(m.pausesLocationUpdatesAutomatically),
                "allowsBackgroundLocationUpdates": .bool(m.allowsBackgroundLocationUpdates),
                "showsBackgroundLocationIndicator": .bool(m.showsBackgroundLocationIndicator), "headingFilter": .double(m.headingFilter),
                "activityType": .implicitMember("\(m.activityType)", nil),
            ]
        }()
        var description: String { "CLLocationManager" }
    }

    /// `kCLLocationAccuracyBest` and the other accuracies, in metres (Easel's Core Location constants).
    static let accuracies = coreLocationConstants

    static func globalConstant(_ name: String) -> Value? { accuracies[name].map { .double($0) } }

    static let values: [ValueDeclaration] = [
        ValueDeclaration("CLLocationManager") { _, _ in .native(Manager()) },
        ValueDeclaration(
            "CLLocation", labels: ["latitude", "longitude", "coordinate", "altitude", "horizontalAccuracy", "verticalAccuracy", "timestamp"]
        ) { r, ev in
            // Easel's `CLLocation`, which compiled code makes too.
            let coordinate: CLLocationCoordinate2D
            if let c = r.named("coordinate") {
                coordinate = try Conversions.native(c.value, CLLocationCoordinate2D.self, "CLLocationCoordinate2D", ev, node: c.node)
            } else {
                guard let latitude = try r.cgfloat("latitude"), let longitude = try r.cgfloat("longitude") else {
                    throw r.missing("latitude:longitude: or coordinate:")
                }
                coordinate = CLLocationCoordinate2D(latitude: Double(latitude), longitude: Double(longitude))
            }
            let made = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            let altitude = try r.cgfloat("altitude").map(Double.init) ?? made.altitude
            let horizontal = try r.cgfloat("horizontalAccuracy").map(Double.init) ?? made.horizontalAccuracy
            let vertical = try r.cgfloat("verticalAccuracy").map(Double.init) ?? made.verticalAccuracy
            let timestamp = try r.named("timestamp").map { try Conversions.native($0.value, Date.self, "Date", ev, node: $0.node) } ?? made.timestamp
            return .native(
                CLLocation(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontal, verticalAccuracy: vertical, timestamp: timestamp))
        },
    ]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("CLLocationManager", "authorizationStatus") { _, _ in
            .implicitMember("\(CLLocationManager.authorizationStatus())", nil)
        },
        StaticFunctionDeclaration("CLLocationManager", "locationServicesEnabled") { _, _ in .bool(CLLocationManager.locationServicesEnabled()) },
        StaticFunctionDeclaration("CLLocationManager", "headingAvailable") { _, _ in .bool(CLLocationManager.headingAvailable()) },
    ]

    static func member(_ base: Value, _ name: String) -> Value? {
        if case .native(let l as CLLocation) = base {
            switch name {
            case "coordinate": return .native(l.coordinate)
            case "altitude": return .double(l.altitude)
            case "horizontalAccuracy": return .double(l.horizontalAccuracy)
            case "verticalAccuracy": return .double(l.verticalAccuracy)
            case "timestamp": return .native(l.timestamp)
            case "speed": return .double(l.speed)
            case "course": return .double(l.course)
            default: return nil
            }
        }
        guard case .native(let m as Manager) = base else { return nil }
        switch name {
        case "authorizationStatus": return .implicitMember("\(CLLocationManager().authorizationStatus)", nil)
        case "accuracyAuthorization": return .implicitMember("\(CLLocationManager().accuracyAuthorization)", nil)
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
        if case .native(let l as CLLocation) = base, name == "distance" {
            var r = ArgReader(args, "CLLocation.distance", ev, node: node)
            guard let other = r.named("from") else { throw r.missing("from") }
            try r.finish()
            let o = try Conversions.native(other.value, CLLocation.self, "CLLocation", ev, node: other.node)
            return .double(l.distance(from: o))
        }
        guard case .native(is Manager) = base else { return nil }
        guard methods.contains(name) else {
            throw EvalError("CLLocationManager has no method '\(name)' here" + Suggest.didYouMean(name, among: Array(methods)), node)
        }
        return .void
    }
}
