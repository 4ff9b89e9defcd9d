import Foundation

// The device's settings that SwiftUI puts in the environment: accessibility display settings,
// assistive technologies, the calendar. A still image is drawn for a device with the default
// settings, so each reads as such a device reads it (every accessibility setting off). SwiftUI
// lets an app set only some of them (`accessibilityEnabled`, `legibilityWeight`,
// `isLuminanceReduced`, `calendar`); the others are read-only here too.

/// The Bold Text accessibility setting (SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: Hashable, Sendable {
    /// Bold Text off: fonts at their own weights.
    case regular
    /// Bold Text on: heavier fonts.
    case bold
}

/// The contrast between an app's foreground and background colours (SwiftUI's
/// `ColorSchemeContrast`): the Increase Contrast accessibility setting.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// Increase Contrast off.
    case standard
    /// Increase Contrast on.
    case increased
}

private enum AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private enum LuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar? { nil } }

extension EnvironmentValues {
    /// Whether Differentiate Without Color is on, asking for shapes or text where colour alone
    /// tells things apart: false, as on a device with the default settings.
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether Reduce Motion is on, asking for fewer animations: false, as on a device with the
    /// default settings.
    public var accessibilityReduceMotion: Bool { false }

    /// Whether Reduce Transparency is on, asking for opaque backgrounds in place of blurs: false,
    /// as on a device with the default settings.
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether Smart Invert is on: false, as on a device with the default settings.
    public var accessibilityInvertColors: Bool { false }

    /// Whether VoiceOver is running: false, as on a device with the default settings.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Switch Control is running: false, as on a device with the default settings.
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// Whether Button Shapes is on, asking for outlines around borderless buttons: false, as on a
    /// device with the default settings.
    public var accessibilityShowButtonShapes: Bool { false }

    /// Whether any assistive technology is running: false, as on a device with the default
    /// settings, unless set.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// The Bold Text setting: `.regular`, as on a device with the default settings, unless set.
    /// Setting it changes what views read; Easel does not draw text heavier for `.bold`
    /// (docs/Differences.md).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The Increase Contrast setting: `.standard`, as on a device with the default settings.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// Whether the display asks for reduced brightness (an Always-On display at rest): false on an
    /// iPhone in use, unless set.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    /// The calendar dates are worked out in: unless set, the Gregorian calendar in the
    /// environment's `locale` (its first weekday and names) and `timeZone`, the calendar an iPhone
    /// set to that region uses.
    public var calendar: Calendar {
        get {
            if let c = self[CalendarKey.self] { return c }
            var c = Calendar(identifier: .gregorian)
            c.locale = locale
            c.timeZone = timeZone
            return c
        }
        set { self[CalendarKey.self] = newValue }
    }
}
