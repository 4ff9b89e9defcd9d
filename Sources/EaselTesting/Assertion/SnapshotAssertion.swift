import XCTest
import Easel

// XCTest front doors. Inside an `XCTestCase` subclass, `assertSnapshot(...)` finds the methods
// of the extension below (they know the test class, which names the golden folder); elsewhere
// (a helper function) it finds the free functions, whose suite is the test file's name.

extension XCTestCase {
    /// Asserts that `view` renders like its golden PNG, reporting a failure with `XCTFail`.
    ///
    /// ```swift
    /// final class BadgeTests: XCTestCase {
    ///     func testBadge() {
    ///         assertSnapshot(of: Badge(count: 3))                 // golden/BadgeTests/Badge.1.png
    ///         assertSnapshot(of: Badge(count: 300))               // golden/BadgeTests/Badge.2.png
    ///         assertSnapshot(of: Badge(count: 3), named: "dark",  // golden/BadgeTests/dark.png
    ///                        colorScheme: .dark)
    ///     }
    /// }
    /// ```
    ///
    /// The golden is `golden/<test class>/<name>.png` in the package root (the nearest folder
    /// above the test file with a `Package.swift`); see `verifySnapshot(of:as:)` for names,
    /// numbering and collisions. A missing golden is recorded and the test fails; look at it,
    /// then re-run. On a mismatch the failure names the differing pixels and the artifacts
    /// written under `.build/snapshot-artifacts`. Environment: `EASEL_RECORD`, `EASEL_GOLDEN_DIR`,
    /// `EASEL_ARTIFACTS`.
    ///
    /// A rendering option left nil takes the value of the enclosing `SnapshotSettings` scope (see
    /// `withSnapshotDefaults`), else its default.
    ///
    /// - Parameters: as `Snapshotting.image(size:scale:...)`, and
    ///   - name: the snapshot's name; nil uses the test's name and a number (`Badge.1`).
    ///   - record: the record mode; nil takes the enclosing `SnapshotSettings` scope's, else reads
    ///     `EASEL_RECORD` (see `RecordMode`).
    ///   - locale, strings: render in a locale with an app's translations (see `ImageRenderer.locale`).
    ///   - dynamicTypeSize, layoutDirection: the text size setting and the reading direction.
    ///   - suite: the golden folder under `golden/`; nil uses the test class's name.
    ///   - file, testName, line: where the assertion is; leave the defaults.
    public func assertSnapshot<V: View>(
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
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) {
        assertSnapshot(
            of: view,
            as: .image(
                size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
                assets: assets, debug: debug, colorScheme: colorScheme, device: device, background: background,
                locale: locale, strings: strings, dynamicTypeSize: dynamicTypeSize,
                layoutDirection: layoutDirection, systemLook: systemLook),
            named: name, record: record, suite: suite, file: file, testName: testName, line: line)
    }

    /// Asserts that `value` snapshotted with `strategy` matches its golden file
    /// (`golden/<test class>/<name>.<strategy.pathExtension>`), reporting a failure with `XCTFail`.
    ///
    /// ```swift
    /// assertSnapshot(of: Card(), as: .layout(size: CGSize(width: 320, height: 200)))   // Card.1.json
    /// ```
    public func assertSnapshot<Value, Format>(
        of value: @autoclosure () throws -> Value,
        as strategy: Snapshotting<Value, Format>,
        named name: String? = nil,
        record: RecordMode? = nil,
        suite: String? = nil,
        file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) {
        if Thread.isMainThread { XCTestCounterReset.registerIfNeeded() }
        let result = verifySnapshot(
            of: try value(), as: strategy, named: name, record: record, suite: suite,
            identity: .xcTest(self, test: testName), filePath: "\(file)",
            callSite: SnapshotCallSite(file: "\(file)", line: line))
        if let message = result.message {
            XCTFail(message, file: file, line: line)
            SnapshotAttachments.recordInXCTest(result)
        }
    }
}

/// Asserts that `view` renders like its golden PNG, reporting a failure with `XCTFail`: the
/// form for helper functions outside a test class (inside one, `XCTestCase.assertSnapshot`
/// is used and the class names the golden folder). The suite is `suite` or the file name of
/// `file`, so a helper should pass on its caller's `file`, `testName` and `line`.
///
/// - Parameters: as `XCTestCase.assertSnapshot(of:named:size:...)`.
public func assertSnapshot<V: View>(
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
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshot(
        of: view,
        as: .image(
            size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
            assets: assets, debug: debug, colorScheme: colorScheme, device: device, background: background,
            locale: locale, strings: strings, dynamicTypeSize: dynamicTypeSize,
            layoutDirection: layoutDirection, systemLook: systemLook),
        named: name, record: record, suite: suite, file: file, testName: testName, line: line)
}

/// Asserts that `value` snapshotted with `strategy` matches its golden file, reporting a
/// failure with `XCTFail`: the form for helper functions outside a test class (the suite is
/// `suite` or the file name of `file`).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    suite: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    if Thread.isMainThread { XCTestCounterReset.registerIfNeeded() }
    let result = verifySnapshot(
        of: try value(), as: strategy, named: name, record: record, suite: suite,
        identity: .file("\(file)", test: testName), filePath: "\(file)",
        callSite: SnapshotCallSite(file: "\(file)", line: line))
    if let message = result.message {
        XCTFail(message, file: file, line: line)
        SnapshotAttachments.recordInXCTest(result)
    }
}
