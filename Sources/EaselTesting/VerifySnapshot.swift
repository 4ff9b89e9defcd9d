import Foundation
import Easel
import EaselRaster

/// Renders `view` and checks it against its golden PNG: the shared core of `assertSnapshot`
/// (XCTest) and `expectSnapshot` (Swift Testing), which only report the returned message.
///
/// The golden is `<golden dir>/<suite>/<name>.png`, where the suite is the test file's name
/// without extension and the name is `name` or the test function's name without its `test`
/// prefix and `()` (see `GoldenLocator`). `EASEL_RECORD` in `environment` decides whether
/// goldens are written (see `RecordMode`); `EASEL_GOLDEN_DIR` and `EASEL_ARTIFACTS` override
/// the directories.
///
/// - Parameters:
///   - view: the view to render.
///   - name: the snapshot's name; nil uses the test function's name.
///   - size: the size proposed to the view, in points; nil renders it at its ideal size.
///   - scale: pixels per point.
///   - precision: the fraction of pixels that must match (1 = all).
///   - perceptualPrecision: how close a pixel must be to match: each channel may differ by up to
///     `(1 − perceptualPrecision) × 255` levels (see `ImageComparison`).
///   - assets: where images and named colours come from; nil uses the renderer's default
///     (folders in `EASEL_ASSETS`).
///   - colorScheme: light or dark appearance.
///   - background: what fills the canvas behind the view (`.automatic`: transparent in light,
///     the system background in dark).
///   - filePath: the test file (`#filePath`): names the suite and locates the package root.
///   - testName: the test function (`#function`).
///   - environment: the variables to read `EASEL_RECORD`, `EASEL_GOLDEN_DIR` and `EASEL_ARTIFACTS` from.
public func verifySnapshot<V: View>(
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
    filePath: String,
    testName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotResult {
    let suite = suite ?? GoldenLocator.suiteName(forFile: filePath)
    let snapshot = GoldenLocator.snapshotName(name, testName: testName)
    guard let mode = RecordMode(environment: environment) else {
        let value = environment[RecordMode.environmentKey] ?? ""
        let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return SnapshotResult(outcome: .error, message: "\(RecordMode.environmentKey)=\(value) is not a record mode; use one of \(modes)")
    }
    let locator: GoldenLocator
    do { locator = try GoldenLocator(filePath: filePath, environment: environment) } catch {
        return SnapshotResult(outcome: .error, message: "snapshot \(suite)/\(snapshot): \(error)")
    }
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    if let size { renderer.proposedSize = ProposedViewSize(size) }
    if let assets { renderer.assets = assets }
    renderer.debug = debug
    renderer.colorScheme = colorScheme
    renderer.backgroundColor = background.fill(for: colorScheme)
    // A missing image is a failure naming it: SwiftUI would draw nothing, and a golden recorded
    // without the image would pass for ever.
    renderer.missingImagesAreErrors = true
    let image: Bitmap
    do { image = try renderer.rasterize().bitmap } catch {
        return SnapshotResult(outcome: .error, message: "snapshot \(suite)/\(snapshot): the view did not render: \(error)",
                              goldenURL: locator.goldenURL(suite: suite, name: snapshot))
    }
    return verifySnapshot(of: image, scale: Double(scale), suite: suite, name: snapshot, precision: precision,
                          perceptualPrecision: perceptualPrecision, recordMode: mode, locator: locator)
}

/// Checks a rendered image against the golden `<locator.goldenDirectory>/<suite>/<name>.png`
/// with an explicit record mode and directories: the file-handling half of
/// `verifySnapshot(of:named:size:...)`, usable on its own for images from elsewhere.
///
/// - A missing golden is written (unless `recordMode` is `.never`) and the result fails.
/// - `.all` writes the golden and fails, unless the render is identical to it (then it passes).
/// - On a mismatch, `expected.png`, `actual.png`, `difference.png` and `index.html` are written
///   to `<locator.artifactsDirectory>/<suite>/<name>/`; `.failed` also overwrites the golden.
/// - On a match, that artifacts folder's files are removed.
///
/// `scale` only sets the resolution recorded in written PNGs. Goldens are written atomically.
public func verifySnapshot(
    of image: Bitmap,
    scale: Double,
    suite: String,
    name: String,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    recordMode: RecordMode,
    locator: GoldenLocator
) -> SnapshotResult {
    let goldenURL = locator.goldenURL(suite: suite, name: name)
    let label = "snapshot \(suite)/\(name)"
    func failure(_ text: String, wrote: Bool = false) -> SnapshotResult {
        SnapshotResult(outcome: .error, message: "\(label): \(text)", goldenURL: goldenURL, wroteGolden: wrote)
    }
    let actualPNG: Data
    do { actualPNG = try PNGCodec.encode(image, scale: scale) } catch {
        return failure("cannot encode the rendered image: \(error)")
    }
    func writeGolden() throws {
        try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGCodec.writeAtomically(actualPNG, to: goldenURL)
    }

    let existing = FileManager.default.fileExists(atPath: goldenURL.path) ? try? Data(contentsOf: goldenURL) : nil

    if existing == nil {
        if recordMode == .never {
            return SnapshotResult(outcome: .mismatched,
                                  message: "\(label): no golden at \(goldenURL.path) (EASEL_RECORD=never, so none was recorded)",
                                  goldenURL: goldenURL)
        }
        do { try writeGolden() } catch { return failure("cannot record golden: \(error)") }
        return SnapshotResult(outcome: .recorded,
                              message: "\(label): recorded new golden at \(goldenURL.path); look at it, then re-run",
                              goldenURL: goldenURL, wroteGolden: true)
    }
    let expectedPNG = existing!

    let expected: Bitmap?
    do { expected = try PNGCodec.decode(expectedPNG) } catch { expected = nil }
    let comparison = expected.map { ImageComparison(expected: $0, actual: image, perceptualPrecision: perceptualPrecision) }

    if recordMode == .all {
        // Nothing to record when the render is the golden, pixel for pixel: the test passes.
        if let comparison, comparison.isIdentical {
            return SnapshotResult(outcome: .matched, message: nil, goldenURL: goldenURL, comparison: comparison)
        }
        do { try writeGolden() } catch { return failure("cannot record golden: \(error)") }
        let before = comparison.map { $0.isIdentical ? "it is identical to the previous golden" : "it replaced a different golden" }
            ?? "it replaced an unreadable golden"
        return SnapshotResult(outcome: .recorded,
                              message: "\(label): recorded golden at \(goldenURL.path) (EASEL_RECORD=all; \(before)); look at it, then re-run without EASEL_RECORD",
                              goldenURL: goldenURL, comparison: comparison, wroteGolden: true)
    }

    guard let expected, let comparison else {
        if recordMode == .failed {
            do { try writeGolden() } catch { return failure("cannot record golden: \(error)") }
            return failure("golden at \(goldenURL.path) was not a readable PNG; re-recorded it (EASEL_RECORD=failed); look at it, then re-run", wrote: true)
        }
        return failure("golden at \(goldenURL.path) is not a readable PNG")
    }

    let artifactsFolder = locator.artifactsFolder(suite: suite, name: name)
    if comparison.matches(precision: precision) {
        ArtifactWriter.removeArtifacts(in: artifactsFolder)
        return SnapshotResult(outcome: .matched, message: nil, goldenURL: goldenURL, comparison: comparison)
    }

    var message = "\(label) does not match its golden \(goldenURL.path): " + describe(comparison, precision: precision)
    let difference = DifferenceImage.make(expected: expected, actual: image, channelTolerance: comparison.channelTolerance)
    var artifacts: SnapshotArtifacts?
    do {
        artifacts = try ArtifactWriter.write(expectedPNG: expectedPNG, actualPNG: actualPNG, difference: difference, scale: scale,
                                             title: "\(suite)/\(name)", summary: message, to: artifactsFolder)
    } catch {
        message += "\n(could not write the artifacts to \(artifactsFolder.path): \(error))"
    }
    if let a = artifacts {
        message += "\n  expected:   \(a.expected.path)\n  actual:     \(a.actual.path)\n  difference: \(a.difference.path)\n  side by side: \(a.index.path)"
    }
    var wrote = false
    if recordMode == .failed {
        do {
            try writeGolden()
            wrote = true
            message += "\nre-recorded the golden (EASEL_RECORD=failed); look at it, then re-run"
        } catch {
            message += "\n(could not re-record the golden: \(error))"
        }
    }
    return SnapshotResult(outcome: .mismatched, message: message, goldenURL: goldenURL, comparison: comparison,
                          artifacts: artifacts, wroteGolden: wrote)
}

/// The mismatch in words: the sizes, or the count of differing pixels and the largest difference.
func describe(_ c: ImageComparison, precision: Double) -> String {
    guard c.sizesMatch else {
        return "expected \(c.expectedWidth) x \(c.expectedHeight) pixels, got \(c.actualWidth) x \(c.actualHeight)"
    }
    let percent = Double(c.differingPixels) * 100 / Double(max(1, c.totalPixels))
    let allowed = ImageComparison.allowedDifferingPixels(total: c.totalPixels, precision: precision)
    let pct = percent >= 1 || percent == 0 ? String(format: "%.0f%%", percent) : String(format: "%.2g%%", percent)
    return "\(c.differingPixels) of \(c.totalPixels) pixels differ (\(pct); \(allowed) allowed at precision \(String(format: "%g", precision))), "
        + "largest channel difference \(c.largestChannelDifference) of 255 (tolerance \(c.channelTolerance))"
}
