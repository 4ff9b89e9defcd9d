import Foundation
import EaselLayout

/// Which iOS release's look the system's controls, bars and colours are drawn in (Easel's
/// addition: SwiftUI draws the look of the system it runs on).
///
/// The default is iOS 17/18's, which most existing screenshots and snapshot suites show.
/// `.iOS26` draws what CONTROLS.md's figures give for iOS 26 ("Liquid Glass"): its system
/// colours, a wider and flatter switch, capsule slider thumbs, thicker progress and slider
/// tracks, taller list rows on rounder cards under headers that are not uppercased, capsule
/// bordered buttons and a floating glass tab bar. docs/Differences.md lists what is estimated.
///
///     let renderer = ImageRenderer(content: SettingsScreen())
///     renderer.systemLook = .iOS26
///
/// `easel render --look ios26` sets it for a scene; a view can set it for what it contains with
/// `.environment(\.systemLook, .iOS26)`.
public enum SystemLook: String, Hashable, Sendable, CaseIterable {
    /// iOS 17 and 18: the default.
    case iOS18 = "ios18"
    /// iOS 26 (Liquid Glass).
    case iOS26 = "ios26"

    /// The figures of this look that differ between the releases.
    var metrics: LookMetrics { self == .iOS26 ? .iOS26 : .iOS18 }
}

extension EnvironmentValues {
    /// The iOS release whose look system controls, bars and colours take here: `.iOS18` unless
    /// set (Easel's addition).
    public var systemLook: SystemLook {
        get { look }
        set { look = newValue }
    }
}
