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

    static let values: [ValueDeclaration] = [ValueDeclaration("CLLocationManager") { _, _ in .native(Manager()) }]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("CLLocationManager", "authorizationStatus") { _, _ in .implicitMember("notDetermined", nil) },
        StaticFunctionDeclaration("CLLocationManager", "locationServicesEnabled") { _, _ in .bool(true) },
        StaticFunctionDeclaration("CLLocationManager", "headingAvailable") { _, _ in .bool(true) },
    ]

    static func member(_ base: Value, _ name: String) -> Value? {
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
        guard case .native(is Manager) = base else { return nil }
        guard methods.contains(name) else {
            throw EvalError("CLLocationManager has no method '\(name)' here" + Suggest.didYouMean(name, among: Array(methods)), node)
        }
        return .void
    }
}
