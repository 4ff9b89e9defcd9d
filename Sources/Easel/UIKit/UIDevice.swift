import Foundation

/// UIKit's device (`UIDevice.current.userInterfaceIdiom == .pad`): the device of `UIScreen.main`,
/// in portrait, on iOS 17.
nonisolated public final class UIDevice: @unchecked Sendable {
    /// The device.
    public static var current: UIDevice { UIDevice(device: UIScreen.main.device) }

    private let device: Device
    package init(device: Device) { self.device = device }

    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.isPad ? .pad : .phone }
    /// The device's name, as Settings shows it ("iPhone" since iOS 16 without the entitlement).
    public var name: String { device.isPad ? "iPad" : "iPhone" }
    /// The model.
    public var model: String { name }
    /// The model, localized.
    public var localizedModel: String { name }
    /// The system.
    public var systemName: String { "iOS" }
    /// The system's version.
    public var systemVersion: String { "17.0" }
    /// How the device is held.
    public var orientation: UIDeviceOrientation { device.isLandscape ? .landscapeLeft : .portrait }
    /// Whether the battery is watched.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1; -1 while it is not watched.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// Starts telling of orientation changes: none happen.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops telling of orientation changes.
    public func endGeneratingDeviceOrientationNotifications() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// The kind of device (`UIDevice.current.userInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// How a device is held (`UIDevice.current.orientation`).
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}
