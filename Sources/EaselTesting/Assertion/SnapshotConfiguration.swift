import XCTest
import Testing
import Easel
import EaselRaster

/// One configuration of a snapshot matrix: the colour scheme, device, text size, locale, reading
/// direction and system look a view is rendered with, and the name it adds to the golden's name.
///
/// ```swift
/// func testInbox() {
///     // golden/InboxTests/Inbox-light-iPhone-SE.png, Inbox-dark-iPhone-SE.png,
///     // Inbox-light-iPhone-15.png, Inbox-dark-iPhone-15.png
///     assertSnapshots(of: Inbox(), configurations: .matrix(colorSchemes: [.light, .dark],
///                                                         devices: [.iPhoneSE, .iPhone15]))
/// }
/// ```
public struct SnapshotConfiguration: Hashable, Sendable {
    /// What the configuration adds to the golden's name (`dark-iPhone-15`).
    public var name: String
    /// Each setting left nil takes the value of the enclosing `SnapshotSettings` scope, else the default.
    public var colorScheme: ColorScheme?
    public var device: Device?
    public var dynamicTypeSize: DynamicTypeSize?
    public var locale: Locale?
    public var layoutDirection: LayoutDirection?
    public var systemLook: SystemLook?

    public init(
        name: String, colorScheme: ColorScheme? = nil, device: Device? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
        locale: Locale? = nil, layoutDirection: LayoutDirection? = nil, systemLook: SystemLook? = nil
    ) {
        self.name = name
        self.colorScheme = colorScheme
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
        self.locale = locale
        self.layoutDirection = layoutDirection
        self.systemLook = systemLook
    }

    /// Light appearance, the view alone.
    public static let light = SnapshotConfiguration(name: "light")
    /// Dark appearance, the view alone (on the dark system background).
    public static let dark = SnapshotConfiguration(name: "dark", colorScheme: .dark)
}

extension Array where Element == SnapshotConfiguration {
    /// Every combination of the given settings, in order (colour schemes vary fastest), each
    /// named by its parts joined with `-`: the colour scheme, then the device's name (spaces as
    /// dashes), the text size, the locale and the system look where one is set
    /// (`dark-iPhone-15-accessibility3`, `light-ios26`).
    public static func matrix(
        colorSchemes: [ColorScheme] = [.light, .dark], devices: [Device?] = [nil],
        dynamicTypeSizes: [DynamicTypeSize?] = [nil], locales: [Locale?] = [nil], looks: [SystemLook?] = [nil]
    ) -> [SnapshotConfiguration] {
        var out: [SnapshotConfiguration] = []
        for look in looks.isEmpty ? [nil] : looks {
            for locale in locales.isEmpty ? [nil] : locales {
                for size in dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes {
                    for device in devices.isEmpty ? [nil] : devices {
                        for scheme in colorSchemes.isEmpty ? [.light] : colorSchemes {
                            var parts = [scheme == .dark ? "dark" : "light"]
                            if let device { parts.append(device.name.replacingOccurrences(of: " ", with: "-")) }
                            if let size { parts.append("\(size)") }
                            if let locale { parts.append(locale.identifier) }
                            if let look { parts.append(look.rawValue) }
                            out.append(
                                SnapshotConfiguration(
                                    name: GoldenLocator.safeComponent(parts.joined(separator: "-")),
                                    colorScheme: scheme, device: device, dynamicTypeSize: size, locale: locale, systemLook: look))
                        }
                    }
                }
            }
        }
        return out
    }
}

extension SnapshotConfiguration {
    /// The image strategy for a view in this configuration.
    func image<V: View>(
        size: CGSize?, scale: CGFloat?, precision: Double?, perceptualPrecision: Double?, assets: AssetProvider?,
        background: SnapshotBackground?, strings: StringCatalog?
    ) -> Snapshotting<V, Bitmap> {
        .image(
            size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision, assets: assets,
            colorScheme: colorScheme, device: device, background: background, locale: locale, strings: strings,
            dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, systemLook: systemLook)
    }

    /// The golden's name in this configuration: `name` (or the test's stem, `testInbox()` →
    /// `Inbox`), a dash, the configuration's name.
    static func snapshotName(_ name: String?, _ configuration: SnapshotConfiguration, testName: String) -> String {
        (name.map(GoldenLocator.safeComponent) ?? GoldenLocator.snapshotName(nil, testName: testName)) + "-" + configuration.name
    }
}

extension XCTestCase {
    /// Asserts one golden per configuration (`<name>-<configuration>.png`), reporting each failure
    /// with `XCTFail`. Parameters as `assertSnapshot(of:named:size:...)`; `name` nil uses the
    /// test's name (`testInbox()` → `Inbox-dark-iPhone-15`).
    public func assertSnapshots<V: View>(
        of view: V,
        named name: String? = nil,
        configurations: [SnapshotConfiguration],
        size: CGSize? = nil,
        scale: CGFloat? = nil,
        precision: Double? = nil,
        perceptualPrecision: Double? = nil,
        assets: AssetProvider? = nil,
        background: SnapshotBackground? = nil,
        strings: StringCatalog? = nil,
        record: RecordMode? = nil,
        suite: String? = nil,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) {
        for c in configurations {
            assertSnapshot(
                of: view,
                as: c.image(
                    size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
                    assets: assets, background: background, strings: strings),
                named: SnapshotConfiguration.snapshotName(name, c, testName: testName),
                record: record, suite: suite, file: file, testName: testName, line: line)
        }
    }
}

/// Expects one golden per configuration (`<name>-<configuration>.png`), recording an issue in
/// Swift Testing for each that differs. Parameters as `expectSnapshot(of:named:size:...)`.
public func expectSnapshots<V: View>(
    of view: V,
    named name: String? = nil,
    configurations: [SnapshotConfiguration],
    size: CGSize? = nil,
    scale: CGFloat? = nil,
    precision: Double? = nil,
    perceptualPrecision: Double? = nil,
    assets: AssetProvider? = nil,
    background: SnapshotBackground? = nil,
    strings: StringCatalog? = nil,
    record: RecordMode? = nil,
    suite: String? = nil,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for c in configurations {
        expectSnapshot(
            of: view,
            as: c.image(
                size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
                assets: assets, background: background, strings: strings),
            named: SnapshotConfiguration.snapshotName(name, c, testName: testName),
            record: record, suite: suite, testName: testName, sourceLocation: sourceLocation)
    }
}
