import Testing
import Easel

/// Expects that `view` renders like its golden PNG, recording an issue in Swift Testing when it
/// does not. The same check as `assertSnapshot` (XCTest).
///
/// (It has its own name because an `assertSnapshot` overload taking `#_sourceLocation` would
/// make every XCTest call site expand that macro, which fails in files that do not import Testing.)
///
/// ```swift
/// @Test func badge() {
///     expectSnapshot(of: Badge(count: 3))   // golden/<file name>/badge.png
/// }
/// ```
///
/// - Parameters: as `assertSnapshot`; `sourceLocation` is where the expectation is (leave the
///   default). The suite is the file name of `sourceLocation` and the name defaults to the test
///   function's name without `()`.
public func expectSnapshot<V: View>(
    of view: V,
    named name: String? = nil,
    size: CGSize? = nil,
    scale: CGFloat = 2,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    assets: AssetProvider? = nil,
    debug: Bool = false,
    colorScheme: ColorScheme = .light,
    background: SnapshotBackground = .automatic,
    suite: String? = nil,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let result = verifySnapshot(of: view, named: name, size: size, scale: scale, precision: precision,
                                perceptualPrecision: perceptualPrecision, assets: assets, debug: debug,
                                colorScheme: colorScheme, background: background, suite: suite,
                                filePath: sourceLocation._filePath, testName: testName)
    if let message = result.message {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
