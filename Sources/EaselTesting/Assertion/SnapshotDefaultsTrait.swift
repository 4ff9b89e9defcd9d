import Testing
import Easel

/// A Swift Testing trait that gives every snapshot of a suite or test the same settings (see
/// `SnapshotSettings`): the record mode and the rendering options of `expectSnapshot`. A nested
/// suite's or a test's trait overrides the enclosing one's settings one by one, and a parameter
/// passed to `expectSnapshot` overrides both.
///
/// ```swift
/// @Suite(.snapshotDefaults(colorScheme: .dark, device: .iPhone15))
/// struct InboxTests {
///     @Test func inbox() { expectSnapshot(of: Inbox()) }                       // dark, iPhone 15
///     @Test func inboxSE() { expectSnapshot(of: Inbox(), device: .iPhoneSE) }  // dark, iPhone SE
///     @Test(.snapshotDefaults(colorScheme: .light))
///     func inboxLight() { expectSnapshot(of: Inbox()) }                        // light, iPhone 15
/// }
/// ```
public struct SnapshotDefaultsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings this trait sets.
    public let settings: SnapshotSettings

    /// Applies to every test and test case of a suite, nested suites included.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await settings.apply { try await function() }
    }
}

extension Trait where Self == SnapshotDefaultsTrait {
    /// Snapshot settings for every snapshot of this suite or test; nil leaves a setting to the
    /// enclosing suite (or the default). See `SnapshotSettings` for each setting.
    public static func snapshotDefaults(
        record: RecordMode? = nil, scale: CGFloat? = nil, precision: Double? = nil,
        perceptualPrecision: Double? = nil, colorScheme: ColorScheme? = nil, device: Device? = nil,
        background: SnapshotBackground? = nil, locale: Locale? = nil, strings: StringCatalog? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil,
        assets: AssetProvider? = nil, systemLook: SystemLook? = nil
    ) -> Self {
        SnapshotDefaultsTrait(
            settings: SnapshotSettings(
                record: record, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision, colorScheme: colorScheme,
                device: device, background: background, locale: locale, strings: strings, dynamicTypeSize: dynamicTypeSize,
                layoutDirection: layoutDirection, assets: assets, systemLook: systemLook))
    }

    /// The given settings for every snapshot of this suite or test.
    public static func snapshotDefaults(_ settings: SnapshotSettings) -> Self { SnapshotDefaultsTrait(settings: settings) }
}
