import Foundation
import XCTest
import SnapshotTesting
import Easel
import EaselRaster
// Internal: the strategy types are not part of this module's interface (SnapshotTesting has its own
// `Snapshotting` and `Diffing`), and EaselTesting (whose XCTestCase methods would hide swift-snapshot-testing's
// `assertSnapshot` in test classes) is not a dependency at all.
internal import EaselSnapshotCore

/// Easel's strategies for swift-snapshot-testing: a team already on it keeps its
/// `assertSnapshot(of:as:)` calls, reference files and record modes, and renders its views with
/// Easel on Linux.
///
/// ```swift
/// import SnapshotTesting
/// import EaselSnapshotTesting
///
/// final class CardTests: XCTestCase {
///     func testCard() {
///         assertSnapshot(of: CardView(), as: .easel())                  // __Snapshots__/CardTests/testCard.1.png
///         assertSnapshot(of: CardView(), as: .easel(scale: 3, colorScheme: .dark), named: "dark")
///         assertSnapshot(of: CardView(), as: .easelLayout())            // every view's frame, as JSON
///     }
/// }
/// ```
///
/// The options are EaselTesting's `.image` and `.layout` options (nil: their defaults, @2x and
/// light). Images are compared as EaselTesting compares them: exact by default, `precision` (the
/// share of pixels that must match) and `perceptualPrecision` (a CIE ΔE tolerance per pixel); a
/// mismatch says how many pixels differed and by how much, and attaches `difference.png`. A view
/// that does not render (a missing image asset) fails the assertion with the reason, and nothing
/// is recorded for it.
extension SnapshotTesting.Snapshotting where Value: Easel.View, Format == Bitmap {
    /// The view rendered to PNG by Easel.
    ///
    /// - Parameters:
    ///   - size: the size proposed to the view, in points; nil renders it at its ideal size.
    ///   - scale: pixels per point.
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how alike two pixels must look to match (1: identical).
    ///   - assets: where images and named colours come from.
    ///   - colorScheme: light or dark (dark images get the system's dark background).
    ///   - device: a screen to render on (`.iPhone15`): the view in its safe area.
    ///   - locale, dynamicTypeSize, layoutDirection: as `ImageRenderer`'s.
    public static func easel(
        size: CGSize? = nil, scale: CGFloat? = nil, precision: Double? = nil, perceptualPrecision: Double? = nil,
        assets: AssetProvider? = nil, colorScheme: ColorScheme? = nil, device: Device? = nil,
        locale: Locale? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
        layoutDirection: LayoutDirection? = nil
    ) -> Self {
        bridge(
            EaselSnapshotCore.Snapshotting<Value, Bitmap>.image(
                size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision, assets: assets,
                colorScheme: colorScheme, device: device, locale: locale,
                dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection),
            failed: Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0]))
    }
}

extension SnapshotTesting.Snapshotting where Value: Easel.View, Format == String {
    /// The view's layout as JSON: every view's kind and frame in points, compared line by line.
    public static func easelLayout(
        size: CGSize? = nil, scale: CGFloat? = nil, assets: AssetProvider? = nil,
        colorScheme: ColorScheme? = nil, device: Device? = nil
    ) -> Self {
        bridge(
            EaselSnapshotCore.Snapshotting<Value, String>.layout(
                size: size, scale: scale, assets: assets, colorScheme: colorScheme, device: device), failed: "")
    }
}

extension SnapshotTesting.Snapshotting where Value: Easel.View, Format == String {
    /// The resolved view tree as indented text: every view's name, label, attributes and frame
    /// in points, compared line by line (EaselTesting's `.tree`).
    public static func easelTree(
        size: CGSize? = nil, scale: CGFloat? = nil, assets: AssetProvider? = nil,
        colorScheme: ColorScheme? = nil, device: Device? = nil
    ) -> Self {
        bridge(
            EaselSnapshotCore.Snapshotting<Value, String>.tree(
                size: size, scale: scale, assets: assets, colorScheme: colorScheme, device: device), failed: "")
    }
}

/// What went wrong inside a strategy whose closures cannot throw: kept until the comparison
/// reports it.
private final class BridgeFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?
    func record(_ m: String) { lock.lock(); message = message ?? m; lock.unlock() }
    func take() -> String? { lock.lock(); defer { message = nil; lock.unlock() }; return message }
    var isPending: Bool { lock.lock(); defer { lock.unlock() }; return message != nil }
}

/// An EaselTesting strategy as a swift-snapshot-testing one. Its closures cannot throw: a value
/// that does not render, or a reference that cannot be read, becomes `failed` and the reason is
/// reported by the comparison (and by `XCTFail` for a render, so that a first recording of a
/// broken view fails too, with nothing written).
private func bridge<Value, Format>(_ s: EaselSnapshotCore.Snapshotting<Value, Format>, failed: Format) -> SnapshotTesting.Snapshotting<Value, Format> {
    let failure = BridgeFailure()
    let easel = s.diffing
    let diffing = SnapshotTesting.Diffing<Format>.diff(
        // Nothing is recorded for a value that did not render.
        toData: { failure.isPending ? Data() : ((try? easel.toData($0)) ?? Data()) },
        fromData: { data in
            do { return try easel.fromData(data) } catch {
                failure.record("the reference file cannot be read: \(error)")
                return failed
            }
        },
        diffV2: { expected, actual in
            if let message = failure.take() { return (message, []) }
            let d = easel.diff(expected, actual)
            if d.matches { return nil }
            var message = d.summary
            for m in d.measurements { message += "\n  \(m.label): \(m.value)" }
            return (message, d.attachments.map { .data($0.data, name: $0.fileName) })
        })
    return SnapshotTesting.Snapshotting(pathExtension: s.pathExtension, diffing: diffing) { value in
        do { return try s.snapshot(value) } catch {
            let message = "the view did not render: \(error)"
            failure.record(message)
            XCTFail(message)
            return failed
        }
    }
}
