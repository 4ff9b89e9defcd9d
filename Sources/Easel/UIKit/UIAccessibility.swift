import Foundation

/// UIKit's accessibility settings and announcements (`UIAccessibility.isReduceMotionEnabled`,
/// `UIAccessibility.post(notification: .announcement, argument: "Saved")`): a device with every
/// setting at its default (off) and no assistive technology running; posts reach nobody. Scripts
/// read the same settings (`settings`). SwiftUI's `\.accessibilityReduceMotion` and the other
/// environment values are set per render instead.
nonisolated public enum UIAccessibility {
    /// Each setting by its name, as scripts read them: all off on a device at its defaults.
    package static let settings: [String: Bool] = Dictionary(
        uniqueKeysWithValues: [
            "isReduceMotionEnabled", "isVoiceOverRunning", "isSwitchControlRunning", "isAssistiveTouchRunning",
            "isBoldTextEnabled", "isGrayscaleEnabled", "isInvertColorsEnabled", "isReduceTransparencyEnabled",
            "isDarkerSystemColorsEnabled", "isClosedCaptioningEnabled", "isGuidedAccessEnabled", "isMonoAudioEnabled",
            "isShakeToUndoEnabled", "isSpeakScreenEnabled", "isSpeakSelectionEnabled", "isVideoAutoplayEnabled",
            "isOnOffSwitchLabelsEnabled", "shouldDifferentiateWithoutColor", "prefersCrossFadeTransitions", "buttonShapesEnabled",
        ].map { ($0, false) })

    public static var isReduceMotionEnabled: Bool { settings["isReduceMotionEnabled"]! }
    public static var isVoiceOverRunning: Bool { settings["isVoiceOverRunning"]! }
    public static var isSwitchControlRunning: Bool { settings["isSwitchControlRunning"]! }
    public static var isAssistiveTouchRunning: Bool { settings["isAssistiveTouchRunning"]! }
    public static var isBoldTextEnabled: Bool { settings["isBoldTextEnabled"]! }
    public static var isGrayscaleEnabled: Bool { settings["isGrayscaleEnabled"]! }
    public static var isInvertColorsEnabled: Bool { settings["isInvertColorsEnabled"]! }
    public static var isReduceTransparencyEnabled: Bool { settings["isReduceTransparencyEnabled"]! }
    public static var isDarkerSystemColorsEnabled: Bool { settings["isDarkerSystemColorsEnabled"]! }
    public static var isClosedCaptioningEnabled: Bool { settings["isClosedCaptioningEnabled"]! }
    public static var isGuidedAccessEnabled: Bool { settings["isGuidedAccessEnabled"]! }
    public static var isMonoAudioEnabled: Bool { settings["isMonoAudioEnabled"]! }
    public static var isShakeToUndoEnabled: Bool { settings["isShakeToUndoEnabled"]! }
    public static var isSpeakScreenEnabled: Bool { settings["isSpeakScreenEnabled"]! }
    public static var isSpeakSelectionEnabled: Bool { settings["isSpeakSelectionEnabled"]! }
    public static var isVideoAutoplayEnabled: Bool { settings["isVideoAutoplayEnabled"]! }
    public static var isOnOffSwitchLabelsEnabled: Bool { settings["isOnOffSwitchLabelsEnabled"]! }
    public static var shouldDifferentiateWithoutColor: Bool { settings["shouldDifferentiateWithoutColor"]! }
    public static var prefersCrossFadeTransitions: Bool { settings["prefersCrossFadeTransitions"]! }
    public static var buttonShapesEnabled: Bool { settings["buttonShapesEnabled"]! }

    /// What an assistive technology is told (`.announcement`, `.screenChanged`).
    public struct Notification: Hashable, Sendable {
        let name: String
        public static let announcement = Notification(name: "announcement")
        public static let screenChanged = Notification(name: "screenChanged")
        public static let layoutChanged = Notification(name: "layoutChanged")
        public static let pageScrolled = Notification(name: "pageScrolled")
    }

    /// Tells assistive technologies: none runs while a picture is taken.
    public static func post(notification: Notification, argument: Any?) {}

    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}
