import Foundation

/// A kind of media (AVFoundation's `AVMediaType`).
nonisolated public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let text = AVMediaType(rawValue: "text")
    public static let metadata = AVMediaType(rawValue: "meta")
    public static let muxed = AVMediaType(rawValue: "muxx")
    public static let depthData = AVMediaType(rawValue: "dpth")
}

/// Whether the user let the app use a kind of capture device (AVFoundation's
/// `AVAuthorizationStatus`).
nonisolated public enum AVAuthorizationStatus: Int, Hashable, Sendable, CaseIterable {
    case notDetermined, restricted, denied, authorized
}

/// A camera or microphone (AVFoundation's `AVCaptureDevice`), as Xcode's previews and the iOS
/// Simulator have them: there are none. Every way of finding a device finds nothing
/// (`default(for:)` and `userPreferredCamera` are nil, a discovery session's `devices` empty), so
/// the code an app runs on a machine without a camera (a torch button hidden, a scanner's
/// placeholder) draws the picture. The app has not been asked for access yet
/// (`authorizationStatus(for:)` is `.notDetermined`) and nobody answers the request in a still
/// image (`requestAccess(for:)` gives false).
nonisolated public final class AVCaptureDevice: @unchecked Sendable {
    /// There are no devices to make.
    private init() {}

    /// The default device for a kind of media: none.
    public static func `default`(for mediaType: AVMediaType?) -> AVCaptureDevice? { nil }
    /// The default device of a type at a position: none.
    public static func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    /// The device with a unique identifier: none.
    public convenience init?(uniqueID deviceUniqueID: String) { return nil }
    /// The camera the user prefers: none.
    public static var userPreferredCamera: AVCaptureDevice? { nil }
    /// The camera the system suggests: none.
    public static var systemPreferredCamera: AVCaptureDevice? { nil }

    /// Not determined: the app has not asked yet.
    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks for access; nobody answers in a still image, so access is not granted.
    public static func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(false)
    }
    /// Asks for access; nobody answers in a still image, so access is not granted.
    public static func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    // What code reads of a device it found (never, here), so that it compiles.
    public var uniqueID: String { "" }
    public var localizedName: String { "" }
    public var deviceType: DeviceType { .builtInWideAngleCamera }
    public var position: Position { .unspecified }
    public var hasTorch: Bool { false }
    public var isTorchAvailable: Bool { false }
    public var hasFlash: Bool { false }
    public var torchMode: TorchMode = .off
    public var focusMode: FocusMode = .continuousAutoFocus
    public var videoZoomFactor: CGFloat = 1
    public var minAvailableVideoZoomFactor: CGFloat { 1 }
    public var maxAvailableVideoZoomFactor: CGFloat { 1 }
    public func hasMediaType(_ mediaType: AVMediaType) -> Bool { false }
    public func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
    public func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { false }
    public func lockForConfiguration() throws {}
    public func unlockForConfiguration() {}
    public func setTorchModeOn(level torchLevel: Float) throws {}

    /// Where a device faces.
    public enum Position: Int, Hashable, Sendable, CaseIterable {
        case unspecified, back, front
    }

    /// A torch's setting.
    public enum TorchMode: Int, Hashable, Sendable, CaseIterable {
        case off, on, auto
    }

    /// A focus setting.
    public enum FocusMode: Int, Hashable, Sendable, CaseIterable {
        case locked, autoFocus, continuousAutoFocus
    }

    /// A kind of capture device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
    }

    /// Finds the devices of some types at a position: none.
    public final class DiscoverySession: @unchecked Sendable {
        public let deviceTypes: [DeviceType]
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            self.deviceTypes = deviceTypes
        }
        /// The devices found: none.
        public var devices: [AVCaptureDevice] { [] }
    }
}
