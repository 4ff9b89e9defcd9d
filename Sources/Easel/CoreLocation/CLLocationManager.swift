import Foundation

/// Core Location's location manager, as a fresh install sees it before the person has answered
/// the permission prompt and before any fix: `authorizationStatus` is `.notDetermined`, `location`
/// is nil, requests and updates start nothing, and the delegate is never called back before the
/// picture is taken. Settings keep what is set. Scripts see the same.
nonisolated open class CLLocationManager: @unchecked Sendable {
    public init() {}

    /// Told of locations and authorization changes: never, before the picture.
    public weak var delegate: (any CLLocationManagerDelegate)?
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    public var pausesLocationUpdatesAutomatically = true
    public var allowsBackgroundLocationUpdates = false
    public var showsBackgroundLocationIndicator = false
    public var headingFilter: CLLocationDirection = 1
    public var activityType: CLActivityType = .other

    /// Not yet asked.
    public var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Full accuracy.
    public var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// No fix yet.
    public var location: CLLocation? { nil }

    /// Not yet asked.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { true }

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}

/// What a location manager tells (Core Location's `CLLocationManagerDelegate`): every method is
/// optional, as in Objective-C, and never called before the picture is taken.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// Whether the app may use location (Core Location's `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Hashable, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// Precise or approximate locations (Core Location's `CLAccuracyAuthorization`).
public enum CLAccuracyAuthorization: Int, Hashable, Sendable {
    case fullAccuracy, reducedAccuracy
}

/// What the locations are for (Core Location's `CLActivityType`).
public enum CLActivityType: Int, Hashable, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}
