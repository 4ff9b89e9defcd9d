import XCTest
import Easel

/// Asserts that `view` renders like its golden PNG, reporting a failure with `XCTFail`
/// (for XCTest; in Swift Testing use `expectSnapshot`).
///
/// ```swift
/// final class BadgeTests: XCTestCase {
///     func testBadge() {
///         assertSnapshot(of: Badge(count: 3))   // golden/BadgeTests/Badge.png
///     }
/// }
/// ```
///
/// The golden is `golden/<file name>/<name>.png` in the package root (the nearest folder above
/// the test file with a `Package.swift`). A missing golden is recorded and the test fails; look
/// at it, then re-run. On a mismatch the failure names the differing pixels and the artifacts
/// written under `.build/snapshot-artifacts`. Environment: `EASEL_RECORD`
/// (`missing`, `all`, `failed`, `never`), `EASEL_GOLDEN_DIR`, `EASEL_ARTIFACTS`.
///
/// - Parameters:
///   - view: the view to render.
///   - name: the snapshot's name; nil uses the test function's name without `test` and `()`.
///   - size: the size proposed to the view, in points; nil renders it at its ideal size.
///   - scale: pixels per point.
///   - precision: the fraction of pixels that must match (1 = all).
///   - perceptualPrecision: how close a pixel must be to match: each premultiplied channel may
///     differ by up to `(1 − perceptualPrecision) × 255` levels.
///   - assets: where images and named colours come from; nil uses the renderer's default.
///   - debug: draw the debug picture (outlined frames, yellow custom alignment lines).
///   - colorScheme, background: light or dark appearance, and what fills the canvas (`.automatic`:
///     transparent in light, the system background in dark).
///   - suite: the golden folder under `golden/`; nil uses the test file's name.
///   - file, testName, line: where the assertion is; leave the defaults.
public func assertSnapshot<V: View>(
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
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    let result = verifySnapshot(of: view, named: name, size: size, scale: scale, precision: precision,
                                perceptualPrecision: perceptualPrecision, assets: assets, debug: debug,
                                colorScheme: colorScheme, background: background, suite: suite,
                                filePath: "\(file)", testName: testName)
    if let message = result.message {
        XCTFail(message, file: file, line: line)
    }
}
