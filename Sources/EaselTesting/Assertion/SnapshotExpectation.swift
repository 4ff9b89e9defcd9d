import Testing
import Easel

/// Expects that `view` renders like its golden PNG, recording an issue in Swift Testing when it
/// does not. The same check as `assertSnapshot` (XCTest).
///
/// (It has its own name because an `assertSnapshot` overload taking `#_sourceLocation` would
/// make every XCTest call site expand that macro, which fails in files that do not import Testing.)
///
/// ```swift
/// @Suite struct BadgeTests {
///     @Test func badge() {
///         expectSnapshot(of: Badge(count: 3))            // golden/BadgeTests/badge.1.png
///     }
///     @Test(arguments: [1, 20, 300])
///     func counts(count: Int) {
///         expectSnapshot(of: Badge(count: count))        // golden/BadgeTests/counts(count=20).1.png …
///     }
/// }
/// ```
///
/// - Parameters: as `XCTestCase.assertSnapshot(of:named:size:...)`; `sourceLocation` is where
///   the expectation is (leave the default). The suite is the test's suite type (nested types
///   joined with `.`), or the file name for a test function outside a type. A parameterized
///   test case's arguments are part of the name (see `TestIdentity.swiftTesting`).
public func expectSnapshot<V: View>(
    of view: V,
    named name: String? = nil,
    size: CGSize? = nil,
    scale: CGFloat? = nil,
    precision: Double? = nil,
    perceptualPrecision: Double? = nil,
    assets: AssetProvider? = nil,
    debug: Bool = false,
    colorScheme: ColorScheme? = nil,
    device: Device? = nil,
    background: SnapshotBackground? = nil,
    locale: Locale? = nil,
    strings: StringCatalog? = nil,
    dynamicTypeSize: DynamicTypeSize? = nil,
    layoutDirection: LayoutDirection? = nil,
    systemLook: SystemLook? = nil,
    record: RecordMode? = nil,
    suite: String? = nil,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSnapshot(
        of: view,
        as: .image(
            size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
            assets: assets, debug: debug, colorScheme: colorScheme, device: device, background: background,
            locale: locale, strings: strings, dynamicTypeSize: dynamicTypeSize,
            layoutDirection: layoutDirection, systemLook: systemLook),
        named: name, record: record, suite: suite, testName: testName, sourceLocation: sourceLocation)
}

/// Expects that `value` snapshotted with `strategy` matches its golden file, recording an issue
/// in Swift Testing when it does not.
///
/// ```swift
/// @Test func cardLayout() {
///     expectSnapshot(of: Card(), as: .layout())          // golden/<Suite>/cardLayout.1.json
/// }
/// ```
public func expectSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    suite: String? = nil,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = sourceLocation.filePath
    let identity: TestIdentity
    if let current = TestIdentity.swiftTesting(filePath: file, test: testName) {
        if current.argumentsUnavailable && name == nil {
            Issue.record(
                "snapshot in \(testName): the arguments of this parameterized test case cannot be read, so its snapshots would overwrite each other's; pass `named:` with the arguments in it",
                sourceLocation: sourceLocation)
            return
        }
        identity = current.identity
    } else {
        identity = .file(file, test: testName)
    }
    let result = verifySnapshot(
        of: try value(), as: strategy, named: name, record: record, suite: suite, identity: identity,
        filePath: file, callSite: SnapshotCallSite(file: file, line: UInt(sourceLocation.line)))
    if let message = result.message {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        SnapshotAttachments.recordInSwiftTesting(result, sourceLocation: sourceLocation)
    }
}
