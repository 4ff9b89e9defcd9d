import Foundation
import Easel

/// Settings shared by the snapshots of a suite, a test or any stretch of code: the record mode
/// and the rendering options of `assertSnapshot`/`expectSnapshot` and the `.image` and `.layout`
/// strategies. A value left nil is inherited from the enclosing scope, then from Easel's default.
///
/// A parameter passed to one assertion wins over the scope's setting; a scope's setting wins over
/// an enclosing scope's and over `EASEL_RECORD` (as in swift-snapshot-testing, where a
/// configuration wins over its environment variable).
///
/// Set them with the `.snapshotDefaults(...)` trait of a Swift Testing suite or test, or with
/// `withSnapshotDefaults(...)` around an XCTest case's `invokeTest()`:
///
/// ```swift
/// @Suite(.snapshotDefaults(colorScheme: .dark, device: .iPhone15))
/// struct InboxTests { ... }
///
/// final class InboxTests: XCTestCase {
///     override func invokeTest() {
///         withSnapshotDefaults(colorScheme: .dark, device: .iPhone15) { super.invokeTest() }
///     }
/// }
/// ```
public struct SnapshotSettings: Sendable {
    /// When goldens are written; nil reads `EASEL_RECORD`.
    public var record: RecordMode?
    /// Pixels per point (default 2).
    public var scale: CGFloat?
    /// The share of pixels that must match (default 1, all).
    public var precision: Double?
    /// How alike two pixels must look to match (default 1, identical).
    public var perceptualPrecision: Double?
    /// Light or dark appearance (default light).
    public var colorScheme: ColorScheme?
    /// The screen to render on (default none: the view alone).
    public var device: Device?
    /// What fills the canvas (default `.automatic`).
    public var background: SnapshotBackground?
    /// The locale to render in.
    public var locale: Locale?
    /// The app's translations.
    public var strings: StringCatalog?
    /// The text size setting.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The reading direction (default: the locale's).
    public var layoutDirection: LayoutDirection?
    /// The iOS release whose look system controls, bars and colours take (default iOS 17/18's).
    public var systemLook: SystemLook?
    /// Where images and named colours come from (default: the renderer's, `EASEL_ASSETS`).
    public var assets: AssetProvider?

    /// Settings with the given values; nil leaves a setting to the enclosing scope.
    public init(
        record: RecordMode? = nil, scale: CGFloat? = nil, precision: Double? = nil, perceptualPrecision: Double? = nil,
        colorScheme: ColorScheme? = nil, device: Device? = nil, background: SnapshotBackground? = nil,
        locale: Locale? = nil, strings: StringCatalog? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
        layoutDirection: LayoutDirection? = nil, assets: AssetProvider? = nil, systemLook: SystemLook? = nil
    ) {
        self.record = record
        self.scale = scale
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.colorScheme = colorScheme
        self.device = device
        self.background = background
        self.locale = locale
        self.strings = strings
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.assets = assets
        self.systemLook = systemLook
    }

    /// The settings in effect: those of the innermost scope merged over the enclosing ones.
    @TaskLocal public static var current = SnapshotSettings()

    /// These settings where they are set, `outer`'s elsewhere.
    public func merged(over outer: SnapshotSettings) -> SnapshotSettings {
        SnapshotSettings(
            record: record ?? outer.record, scale: scale ?? outer.scale, precision: precision ?? outer.precision,
            perceptualPrecision: perceptualPrecision ?? outer.perceptualPrecision,
            colorScheme: colorScheme ?? outer.colorScheme, device: device ?? outer.device,
            background: background ?? outer.background, locale: locale ?? outer.locale,
            strings: strings ?? outer.strings, dynamicTypeSize: dynamicTypeSize ?? outer.dynamicTypeSize,
            layoutDirection: layoutDirection ?? outer.layoutDirection, assets: assets ?? outer.assets,
            systemLook: systemLook ?? outer.systemLook)
    }

    /// Runs `operation` with these settings merged over the current ones.
    public func apply<R>(_ operation: () throws -> R) rethrows -> R {
        try SnapshotSettings.$current.withValue(merged(over: SnapshotSettings.current), operation: operation)
    }

    /// Runs `operation` with these settings merged over the current ones.
    public func apply<R>(isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> R) async rethrows -> R {
        try await SnapshotSettings.$current.withValue(merged(over: SnapshotSettings.current), operation: operation, isolation: isolation)
    }
}

/// Runs `operation` with snapshot settings shared by every snapshot inside it (see
/// `SnapshotSettings`); nil leaves a setting as the enclosing scope has it. The XCTest form of a
/// suite's defaults:
///
/// ```swift
/// final class SettingsScreenTests: XCTestCase {
///     override func invokeTest() {
///         withSnapshotDefaults(colorScheme: .dark, device: .iPhone15) { super.invokeTest() }
///     }
///     func testSettings() { assertSnapshot(of: SettingsScreen()) }   // dark, on an iPhone 15
/// }
/// ```
public func withSnapshotDefaults<R>(
    record: RecordMode? = nil, scale: CGFloat? = nil, precision: Double? = nil,
    perceptualPrecision: Double? = nil, colorScheme: ColorScheme? = nil, device: Device? = nil,
    background: SnapshotBackground? = nil, locale: Locale? = nil, strings: StringCatalog? = nil,
    dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil,
    assets: AssetProvider? = nil, systemLook: SystemLook? = nil, operation: () throws -> R
) rethrows -> R {
    try SnapshotSettings(
        record: record, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
        colorScheme: colorScheme, device: device, background: background, locale: locale, strings: strings,
        dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, assets: assets, systemLook: systemLook
    ).apply(operation)
}

/// Runs the asynchronous `operation` with snapshot settings shared by every snapshot inside it;
/// see the synchronous form.
public func withSnapshotDefaults<R>(
    record: RecordMode? = nil, scale: CGFloat? = nil, precision: Double? = nil,
    perceptualPrecision: Double? = nil, colorScheme: ColorScheme? = nil, device: Device? = nil,
    background: SnapshotBackground? = nil, locale: Locale? = nil, strings: StringCatalog? = nil,
    dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil,
    assets: AssetProvider? = nil, systemLook: SystemLook? = nil, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotSettings(
        record: record, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
        colorScheme: colorScheme, device: device, background: background, locale: locale, strings: strings,
        dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, assets: assets, systemLook: systemLook
    )
    .apply(isolation: isolation, operation)
}
