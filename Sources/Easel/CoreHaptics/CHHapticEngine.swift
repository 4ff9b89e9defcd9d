import Foundation

/// Core Haptics' engine, as a preview sees it: the hardware has no haptics
/// (`capabilitiesForHardware().supportsHaptics` is false, as in Xcode's previews and the
/// simulator), the engine starts and plays patterns that nobody feels.
nonisolated public final class CHHapticEngine: @unchecked Sendable {
    public init() throws {}

    /// What the device can play: nothing.
    public static func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHaptics() }

    /// Called when the engine stops or resets: never, before the picture.
    public var stoppedHandler: (@Sendable (StoppedReason) -> Void)?
    public var resetHandler: (@Sendable () -> Void)?
    /// Whether the engine stops when its players finish.
    public var isAutoShutdownEnabled = false
    public var playsHapticsOnly = false

    public func start() throws {}
    public func start(completionHandler: ((any Error)?) -> Void) { completionHandler(nil) }
    public func stop(completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { Player() }
    public func playPattern(from url: URL) throws {}

    /// Why an engine stopped.
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed, gameControllerDisconnect, systemError = -1
    }

    private struct NoHaptics: CHHapticDeviceCapability {
        var supportsHaptics: Bool { false }
        var supportsAudio: Bool { false }
    }

    private struct Player: CHHapticPatternPlayer {
        func start(atTime time: TimeInterval) throws {}
        func stop(atTime time: TimeInterval) throws {}
        func cancel() throws {}
    }
}

/// What the hardware supports.
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
}

/// Plays a pattern.
public protocol CHHapticPatternPlayer {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func cancel() throws
}

/// Now, for a player.
public let CHHapticTimeImmediate: TimeInterval = 0

/// A sequence of haptic events.
public final class CHHapticPattern: @unchecked Sendable {
    public let events: [CHHapticEvent]
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws { self.events = events }
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws { self.events = events }
}

/// One tap or buzz.
public final class CHHapticEvent: @unchecked Sendable {
    public let type: EventType
    public let eventParameters: [CHHapticEventParameter]
    public let relativeTime: TimeInterval
    public let duration: TimeInterval

    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval = 0) {
        self.type = type
        self.eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = duration
    }

    /// A kind of event.
    public struct EventType: Hashable, Sendable {
        let name: String
        public static let hapticTransient = EventType(name: "hapticTransient")
        public static let hapticContinuous = EventType(name: "hapticContinuous")
        public static let audioContinuous = EventType(name: "audioContinuous")
        public static let audioCustom = EventType(name: "audioCustom")
    }
}

/// An event's intensity or sharpness.
public final class CHHapticEventParameter: @unchecked Sendable {
    public let parameterID: ParameterID
    public var value: Float

    public init(parameterID: ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }

    /// Which parameter.
    public struct ParameterID: Hashable, Sendable {
        let name: String
        public static let hapticIntensity = ParameterID(name: "hapticIntensity")
        public static let hapticSharpness = ParameterID(name: "hapticSharpness")
        public static let attackTime = ParameterID(name: "attackTime")
        public static let decayTime = ParameterID(name: "decayTime")
        public static let releaseTime = ParameterID(name: "releaseTime")
        public static let sustained = ParameterID(name: "sustained")
    }
}

/// A parameter changed while a pattern plays.
public final class CHHapticDynamicParameter: @unchecked Sendable {
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {}
    /// Which parameter.
    public struct ID: Hashable, Sendable {
        let name: String
        public static let hapticIntensityControl = ID(name: "hapticIntensityControl")
        public static let hapticSharpnessControl = ID(name: "hapticSharpnessControl")
    }
}

/// A parameter's curve over time.
public final class CHHapticParameterCurve: @unchecked Sendable {
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {}
    /// A point of a curve.
    public final class ControlPoint: @unchecked Sendable {
        public init(relativeTime: TimeInterval, value: Float) {}
    }
}
