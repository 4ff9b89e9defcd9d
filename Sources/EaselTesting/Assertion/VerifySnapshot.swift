import Foundation
import Easel
import EaselRaster

/// Checks a value against its golden file with a snapshot strategy: the shared core of
/// `assertSnapshot` (XCTest) and `expectSnapshot` (Swift Testing), which only report the
/// returned message.
///
/// **The golden's name.** `<golden dir>/<suite>/<name>.<strategy.pathExtension>`, where
/// - the suite is `suite`, else `identity.suite` (the test class or suite type; the test file's
///   name for a test without a type);
/// - the name is `name` when given; otherwise the test function's name without its `test`
///   prefix and `()`, followed by `.1`, `.2`, … for the first, second, … unnamed snapshot of the
///   test case (`testCard()` → `Card.1.png`);
/// - a parameterized Swift Testing case adds its arguments after the name
///   (`badge(count=3).1.png`, `dark(count=3).png`).
///
/// **Usage.** Every golden verified is noted for the run (`SnapshotUsage`), so that goldens no
/// test uses are listed as orphans in the report and by `easel snapshots prune`.
///
/// **Collisions.** With a `callSite`, the first call site to use a golden in the process owns
/// it; another call site (or another test case at the same call site) using it fails, naming
/// both call sites, instead of overwriting its picture.
///
/// **Recording.** `record`, else the enclosing `SnapshotSettings` scope's, else `EASEL_RECORD` in
/// `environment`, chooses when goldens are written (see `RecordMode`). **Artifacts.** A failure writes the expected, actual and difference
/// files under `<artifacts dir>/<suite>/<name>/` (see `ArtifactWriter`); a pass removes them.
///
/// - Parameters:
///   - value: the value to snapshot (evaluated once).
///   - strategy: how it becomes a golden file and how that is compared.
///   - name: the snapshot's name; nil numbers the test's unnamed snapshots.
///   - record: the record mode; nil takes the scope's (`SnapshotSettings`), else reads `EASEL_RECORD`.
///   - suite: the golden folder; nil uses `identity.suite`.
///   - identity: the running test (see `TestIdentity`).
///   - filePath: the test file (`#filePath`): locates the package root.
///   - callSite: where the assertion is written; nil skips the collision check.
///   - environment: where `EASEL_RECORD`, `EASEL_GOLDEN_DIR` and `EASEL_ARTIFACTS` are read;
///     nil reads the process's.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    suite: String? = nil,
    identity: TestIdentity,
    filePath: String,
    callSite: SnapshotCallSite? = nil,
    environment: [String: String]? = nil
) -> SnapshotResult {
    let environment = environment ?? SnapshotEnvironment.current
    let suite = suite.map(GoldenLocator.safeComponent) ?? identity.suite
    let number = name == nil ? SnapshotCounter.shared.next(for: identity.caseKey) : nil
    let snapshot = GoldenLocator.snapshotName(name, testName: identity.test, arguments: identity.arguments, number: number)
    let label = "snapshot \(suite)/\(snapshot)"
    let mode: RecordMode
    if let record = record ?? SnapshotSettings.current.record {
        mode = record
    } else if let fromEnvironment = RecordMode(environment: environment) {
        mode = fromEnvironment
    } else {
        let value = environment[RecordMode.environmentKey] ?? ""
        let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return SnapshotResult(outcome: .error, message: "\(RecordMode.environmentKey)=\(value) is not a record mode; use one of \(modes)")
    }
    let locator: GoldenLocator
    do { locator = try GoldenLocator(filePath: filePath, environment: environment) } catch {
        return SnapshotResult(outcome: .error, message: "\(label): \(error)")
    }
    let goldenURL = locator.goldenURL(suite: suite, name: snapshot, pathExtension: strategy.pathExtension)
    let report = SnapshotReport.Context(run: SnapshotRun.id(environment: environment), test: identity.test, callSite: callSite?.description)
    SnapshotUsage.record(golden: goldenURL, goldenDirectory: locator.goldenDirectory, artifacts: locator.artifactsDirectory, run: report.run)
    func error(_ message: String) -> SnapshotResult {
        reportError(
            message, suite: suite, name: snapshot, goldenURL: goldenURL, pathExtension: strategy.pathExtension, locator: locator,
            report: report)
        return SnapshotResult(outcome: .error, message: message, goldenURL: goldenURL)
    }
    if let callSite,
        let earlier = GoldenClaims.shared.claim(goldenURL, by: .init(callSite: callSite, caseKey: identity.caseKey, test: identity.test))
    {
        let who =
            earlier.callSite == callSite
            ? "another test case at the same call site, \(earlier.callSite) (\(earlier.test)); its arguments describe themselves alike, so give the snapshot a name that tells them apart"
            : "\(earlier.callSite) (\(earlier.test)) and \(callSite) (\(identity.test)); give one of them another name"
        return error("\(label): the golden \(goldenURL.path) is used from two call sites, \(who)")
    }
    let format: Format
    do { format = try strategy.snapshot(value()) } catch let thrown {
        return error("\(label): \(thrown)")
    }
    return verifyGolden(
        format, diffing: strategy.diffing, pathExtension: strategy.pathExtension, suite: suite, name: snapshot,
        goldenURL: goldenURL, recordMode: mode, locator: locator, report: report)
}

/// Puts a snapshot that could not be made (the view did not render, a collision) into the run's
/// report, replacing what an earlier failure of it left there; its next pass removes it.
func reportError(
    _ message: String, suite: String, name: String, goldenURL: URL, pathExtension: String, locator: GoldenLocator,
    report: SnapshotReport.Context
) {
    let artifacts = locator.artifactsDirectory
    SnapshotReport.beginRunIfNeeded(artifacts, run: report.run)
    let folder = locator.artifactsFolder(suite: suite, name: name)
    ArtifactWriter.removeArtifacts(in: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let entry = SnapshotReportEntry(
        run: report.run, suite: suite, name: name, status: .error, message: message, measurements: [], golden: goldenURL.path,
        pathExtension: pathExtension, folder: "\(GoldenLocator.safeComponent(suite))/\(GoldenLocator.safeComponent(name))",
        expectedFile: nil, actualFile: nil, differenceFile: nil, test: report.test, callSite: report.callSite, goldenWasWritten: false)
    try? SnapshotReport.record(entry, in: artifacts)
}

/// Renders `view` and checks it against its golden PNG: `verifySnapshot(of:as:)` with the
/// `.image` strategy, for a test known by its file and function (the suite is the file's name).
///
/// - Parameters: as `Snapshotting.image(size:scale:...)`, and
///   - name: the snapshot's name; nil uses the test function's name and a number
///     (`testCard()` → `Card.1`).
///   - record: the record mode; nil takes the scope's (`SnapshotSettings`), else reads `EASEL_RECORD`.
///   - suite: the golden folder; nil uses the test file's name.
///   - filePath: the test file (`#filePath`): names the suite and locates the package root.
///   - testName: the test function (`#function`).
///   - environment: the variables to read `EASEL_RECORD`, `EASEL_GOLDEN_DIR` and `EASEL_ARTIFACTS` from.
public func verifySnapshot<V: View>(
    of view: V,
    named name: String? = nil,
    size: CGSize? = nil,
    scale: CGFloat? = nil,
    precision: Double? = nil,
    perceptualPrecision: Double? = nil,
    assets: AssetProvider? = nil,
    debug: Bool = false,
    colorScheme: ColorScheme? = nil,
    background: SnapshotBackground? = nil,
    record: RecordMode? = nil,
    suite: String? = nil,
    filePath: String,
    testName: String,
    environment: [String: String]? = nil
) -> SnapshotResult {
    verifySnapshot(
        of: view,
        as: .image(
            size: size, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
            assets: assets, debug: debug, colorScheme: colorScheme, background: background),
        named: name, record: record, suite: suite, identity: .file(filePath, test: testName), filePath: filePath,
        environment: environment)
}

/// Checks a rendered image against the golden `<locator.goldenDirectory>/<suite>/<name>.png`
/// with an explicit record mode and directories: the file-handling half of `verifySnapshot`,
/// usable on its own for images from elsewhere. `name` is used as it is (no numbering).
///
/// `scale` only sets the resolution recorded in written PNGs.
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
    let run = SnapshotRun.id(environment: SnapshotEnvironment.current)
    SnapshotUsage.record(golden: goldenURL, goldenDirectory: locator.goldenDirectory, artifacts: locator.artifactsDirectory, run: run)
    return verifyGolden(
        image, diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale),
        pathExtension: "png", suite: suite, name: name, goldenURL: goldenURL, recordMode: recordMode,
        locator: locator, report: .init(run: run))
}

/// The golden file's half: compare, record, and write or remove artifacts.
///
/// - A missing golden is written (unless `recordMode` is `.never`) and the result fails.
/// - `.all` writes the golden and fails, unless the value is identical to it (then it passes).
/// - On a mismatch the artifacts are written; `.failed` also overwrites the golden.
/// - On a match, the snapshot's artifacts are removed. Goldens are written atomically.
func verifyGolden<Format>(
    _ actual: Format, diffing: Diffing<Format>, pathExtension: String, suite: String, name: String,
    goldenURL: URL, recordMode: RecordMode, locator: GoldenLocator, report: SnapshotReport.Context
) -> SnapshotResult {
    let label = "snapshot \(suite)/\(name)"
    let kind = pathExtension.uppercased()
    let artifactsFolder = locator.artifactsFolder(suite: suite, name: name)
    let artifactsDirectory = locator.artifactsDirectory
    SnapshotReport.beginRunIfNeeded(artifactsDirectory, run: report.run)
    func failure(_ text: String, wrote: Bool = false) -> SnapshotResult {
        SnapshotResult(outcome: .error, message: "\(label): \(text)", goldenURL: goldenURL, wroteGolden: wrote)
    }
    let actualData: Data
    do { actualData = try diffing.toData(actual) } catch {
        return failure("cannot encode the snapshot: \(error)")
    }
    func writeGolden() throws {
        try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGCodec.writeAtomically(actualData, to: goldenURL)
    }
    func artifacts(
        expected: Data?, diff: SnapshotDiff?, status: SnapshotReportEntry.Status = .failed,
        message: String = "", wrote: Bool = false
    ) -> (SnapshotArtifacts?, String) {
        do {
            let a = try ArtifactWriter.write(
                expected: expected, actual: actualData, pathExtension: pathExtension,
                attachments: diff?.attachments ?? [], to: artifactsFolder)
            let entry = SnapshotReportEntry(
                run: report.run, suite: suite, name: name, status: status, message: message,
                measurements: diff?.measurements ?? [], golden: goldenURL.path, pathExtension: pathExtension,
                folder: "\(GoldenLocator.safeComponent(suite))/\(GoldenLocator.safeComponent(name))",
                expectedFile: a.expected?.lastPathComponent, actualFile: a.actual.lastPathComponent,
                differenceFile: a.difference?.lastPathComponent, test: report.test, callSite: report.callSite,
                goldenWasWritten: wrote)
            try SnapshotReport.record(entry, in: artifactsDirectory)
            return (a, a.listing + "\n  report:     \(artifactsDirectory.appendingPathComponent(SnapshotReport.indexFileName).path)")
        } catch {
            return (nil, "\n(could not write the artifacts to \(artifactsFolder.path): \(error))")
        }
    }

    let existing = FileManager.default.fileExists(atPath: goldenURL.path) ? try? Data(contentsOf: goldenURL) : nil
    guard let expectedData = existing else {
        if recordMode == .never {
            let text = "\(label): no golden at \(goldenURL.path) (\(RecordMode.environmentKey)=never, so none was recorded)"
            let (a, listing) = artifacts(expected: nil, diff: nil, status: .missing, message: text)
            return SnapshotResult(outcome: .mismatched, message: text + listing, goldenURL: goldenURL, artifacts: a)
        }
        do { try writeGolden() } catch { return failure("cannot record golden: \(error)") }
        let text = "\(label): recorded new golden at \(goldenURL.path); look at it, then re-run"
        let (a, _) = artifacts(expected: nil, diff: nil, status: .recorded, message: text, wrote: true)
        return SnapshotResult(outcome: .recorded, message: text, goldenURL: goldenURL, artifacts: a, wroteGolden: true)
    }
    let expected = try? diffing.fromData(expectedData)
    let diff = expected.map { diffing.diff($0, actual) }

    if recordMode == .all {
        // Nothing to record when the value is the golden: the test passes.
        if let diff, diff.isIdentical {
            SnapshotReport.remove(folder: artifactsFolder, in: artifactsDirectory)
            return SnapshotResult(outcome: .matched, message: nil, goldenURL: goldenURL, comparison: diff.imageComparison)
        }
        do { try writeGolden() } catch { return failure("cannot record golden: \(error)") }
        let before = diff == nil ? "it replaced an unreadable golden" : "it replaced a different golden"
        let text =
            "\(label): recorded golden at \(goldenURL.path) (\(RecordMode.environmentKey)=all; \(before)); look at it, then re-run without \(RecordMode.environmentKey)"
        let (a, _) = artifacts(expected: expectedData, diff: diff, status: .recorded, message: text, wrote: true)
        return SnapshotResult(
            outcome: .recorded, message: text, goldenURL: goldenURL, comparison: diff?.imageComparison,
            artifacts: a, wroteGolden: true)
    }

    guard let diff else {
        if recordMode == .failed {
            do { try writeGolden() } catch { return failure("cannot record golden: \(error)") }
            return failure(
                "golden at \(goldenURL.path) was not a readable \(kind); re-recorded it (\(RecordMode.environmentKey)=failed); look at it, then re-run",
                wrote: true)
        }
        return failure("golden at \(goldenURL.path) is not a readable \(kind)")
    }

    if diff.matches {
        SnapshotReport.remove(folder: artifactsFolder, in: artifactsDirectory)
        return SnapshotResult(outcome: .matched, message: nil, goldenURL: goldenURL, comparison: diff.imageComparison)
    }

    var message = "\(label) does not match its golden \(goldenURL.path): " + diff.summary
    var wrote = false
    if recordMode == .failed {
        do {
            try writeGolden()
            wrote = true
            message += "\nre-recorded the golden (\(RecordMode.environmentKey)=failed); look at it, then re-run"
        } catch {
            message += "\n(could not re-record the golden: \(error))"
        }
    }
    let (written, listing) = artifacts(
        expected: expectedData, diff: diff, status: wrote ? .recorded : .failed,
        message: message, wrote: wrote)
    message += listing
    return SnapshotResult(
        outcome: .mismatched, message: message, goldenURL: goldenURL, comparison: diff.imageComparison,
        artifacts: written, wroteGolden: wrote)
}
