import Foundation
import Easel

/// The defaults of the image and layout strategies, written once for EaselTesting and the
/// swift-snapshot-testing adapter (EaselSnapshotTesting): what a snapshot uses when neither the
/// call nor a scope's `SnapshotSettings` sets a value.
@usableFromInline package enum SnapshotDefaults {
    /// Pixels per point.
    @usableFromInline package static let scale: CGFloat = 2
    /// The share of pixels that must match: all.
    @usableFromInline package static let precision: Double = 1
    /// How alike two pixels must look to match: identical.
    @usableFromInline package static let perceptualPrecision: Double = 1
    /// Light appearance.
    @usableFromInline package static let colorScheme: ColorScheme = .light
    /// Transparent in light, the system background in dark and on a device.
    package static let background: SnapshotBackground = .automatic
}

extension SnapshotSettings {
    /// The settings of one snapshot: the values its call passes, over the current scope's.
    package static func forCall(_ call: SnapshotSettings) -> SnapshotSettings { call.merged(over: current) }

    /// The scale in effect, or the default.
    package var effectiveScale: CGFloat { scale ?? SnapshotDefaults.scale }
    /// The precision in effect, or the default.
    package var effectivePrecision: Double { precision ?? SnapshotDefaults.precision }
    /// The perceptual precision in effect, or the default.
    package var effectivePerceptualPrecision: Double { perceptualPrecision ?? SnapshotDefaults.perceptualPrecision }
    /// The colour scheme in effect, or the default.
    package var effectiveColorScheme: ColorScheme { colorScheme ?? SnapshotDefaults.colorScheme }
    /// The background in effect, or the default.
    package var effectiveBackground: SnapshotBackground { background ?? SnapshotDefaults.background }
}
