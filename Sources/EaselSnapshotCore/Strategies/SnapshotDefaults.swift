import Foundation
import Easel

/// The defaults of the image and layout strategies, written once for EaselTesting and the
/// swift-snapshot-testing adapter (EaselSnapshotTesting), which takes nil for "the default".
@usableFromInline package enum SnapshotDefaults {
    /// Pixels per point.
    @usableFromInline package static let scale: CGFloat = 2
    /// The share of pixels that must match: all.
    @usableFromInline package static let precision: Double = 1
    /// How alike two pixels must look to match: identical.
    @usableFromInline package static let perceptualPrecision: Double = 1
    /// Light appearance.
    @usableFromInline package static let colorScheme: ColorScheme = .light
}
