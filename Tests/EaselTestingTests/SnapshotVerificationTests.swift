import Foundation
import XCTest
import Easel
import EaselRaster
@testable import EaselTesting
@testable import EaselSnapshotCore

/// The shared core, `verifySnapshot`, against temporary golden and artifact folders.
final class SnapshotVerificationTests: XCTestCase {
    var sandbox: SnapshotSandbox!

    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    func testIdenticalRenderPasses() throws {
        let first = sandbox.verify(square(.red), named: "Red")
        XCTAssertEqual(first.outcome, .recorded)
        let second = sandbox.verify(square(.red), named: "Red")
        XCTAssertNil(second.message)
        XCTAssertTrue(second.passed)
        XCTAssertEqual(second.outcome, .matched)
        XCTAssertEqual(second.comparison?.isIdentical, true)
        XCTAssertFalse(second.wroteGolden)
        XCTAssertFalse(sandbox.exists(sandbox.artifactsDirectory.appendingPathComponent("SnapshotVerificationTests/Red")))
    }

    func testTextAndStacksRenderIdenticallyTwice() throws {
        let view = VStack(spacing: 4) {
            Text("Hello");
            HStack {
                Color.blue.frame(width: 8, height: 8); Text("world")
            }
        }
        XCTAssertEqual(sandbox.verify(view, named: "Text", scale: 2).outcome, .recorded)
        XCTAssertNil(sandbox.verify(view, named: "Text", scale: 2).message)
    }

    func testChangedColourFailsWithPixelCountAndWritesArtifacts() throws {
        _ = sandbox.verify(square(.red), named: "Square")
        let goldenBefore = try Data(contentsOf: sandbox.golden("Square"))
        let result = sandbox.verify(square(.blue), named: "Square")
        XCTAssertEqual(result.outcome, .mismatched)
        XCTAssertEqual(result.comparison?.differingPixels, 100)
        XCTAssertEqual(result.comparison?.totalPixels, 100)
        XCTAssertEqual(result.comparison?.largestChannelDifference, 255)  // red 255 -> 0
        let message = try XCTUnwrap(result.message)
        XCTAssertTrue(message.contains("100 of 100 pixels differ"), message)
        XCTAssertTrue(message.contains("largest channel difference 255"), message)
        let artifacts = try XCTUnwrap(result.artifacts)
        XCTAssertEqual(artifacts.folder.path, sandbox.artifactsDirectory.appendingPathComponent("SnapshotVerificationTests/Square").path)
        for url in [try XCTUnwrap(artifacts.expected), artifacts.actual, try XCTUnwrap(artifacts.difference)] {
            XCTAssertTrue(sandbox.exists(url), url.path)
            XCTAssertTrue(message.contains(url.path), "message should name \(url.path)")
        }
        XCTAssertEqual(try Data(contentsOf: XCTUnwrap(artifacts.expected)), goldenBefore)
        let actual = try PNGCodec.read(from: artifacts.actual)
        XCTAssertEqual(actual.pixel(x: 5, y: 5), PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        let difference = try PNGCodec.read(from: XCTUnwrap(artifacts.difference))
        XCTAssertEqual(difference.width, 10)
        XCTAssertEqual(difference.pixel(x: 0, y: 0), DifferenceImage.changed(luminance: 116))  // red (255, 59, 48) has luminance 116
        // Mode `missing` never touches an existing golden.
        XCTAssertEqual(try Data(contentsOf: sandbox.golden("Square")), goldenBefore)
        XCTAssertFalse(result.wroteGolden)
    }

    func testPassingAgainRemovesStaleArtifacts() throws {
        _ = sandbox.verify(square(.red), named: "Stale")
        let failed = sandbox.verify(square(.blue), named: "Stale")
        let folder = try XCTUnwrap(failed.artifacts?.folder)
        XCTAssertTrue(sandbox.exists(folder))
        XCTAssertNil(sandbox.verify(square(.red), named: "Stale").message)
        XCTAssertFalse(sandbox.exists(folder))
    }

    /// Left half red, right half `right`: 50 of 100 pixels at scale 1.
    private func halves(_ right: Color) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 5, height: 10); right.frame(width: 5, height: 10)
        }
    }

    func testPrecisionHalfPassesWhenHalfThePixelsDiffer() throws {
        _ = sandbox.verify(halves(.red), named: "Halves")
        let strict = sandbox.verify(halves(.blue), named: "Halves")
        XCTAssertEqual(strict.comparison?.differingPixels, 50)
        XCTAssertTrue(strict.message?.contains("50 of 100 pixels differ") ?? false, strict.message ?? "")
        XCTAssertNil(sandbox.verify(halves(.blue), named: "Halves", precision: 0.5).message)
        XCTAssertNotNil(sandbox.verify(halves(.blue), named: "Halves", precision: 0.51).message)
    }

    /// One level of red is a ΔE₀₀ of about 0.3: exact comparison fails it, perceptual precision
    /// 0.99 (ΔE ≤ 1) accepts it, 0.999 (ΔE ≤ 0.1) does not.
    func testPerceptualPrecisionToleratesOneLevel() throws {
        let a = Color(red: 100 / 255, green: 40 / 255, blue: 200 / 255)
        let b = Color(red: 101 / 255, green: 40 / 255, blue: 200 / 255)
        _ = sandbox.verify(square(a), named: "Level")
        let exact = sandbox.verify(square(b), named: "Level")
        XCTAssertEqual(exact.comparison?.largestChannelDifference, 1)
        XCTAssertEqual(exact.comparison?.differingPixels, 100)
        let deltaE = try XCTUnwrap(exact.comparison?.largestDeltaE)
        XCTAssertTrue((0.1...1).contains(deltaE), "\(deltaE)")
        XCTAssertNotNil(exact.message)
        XCTAssertNil(sandbox.verify(square(b), named: "Level", perceptualPrecision: 0.99).message)
        XCTAssertNil(sandbox.verify(square(b), named: "Level", perceptualPrecision: 1 - (deltaE + 0.001) / 100).message)
        XCTAssertNotNil(sandbox.verify(square(b), named: "Level", perceptualPrecision: 1 - (deltaE - 0.001) / 100).message)
        XCTAssertNotNil(sandbox.verify(square(b), named: "Level", perceptualPrecision: 0.999).message)
        // Red for blue is not "perceptually" alike at any ordinary precision.
        let blue = sandbox.verify(square(.blue), named: "Level", perceptualPrecision: 0.9)
        XCTAssertEqual(blue.comparison?.differingPixels, 100)
        XCTAssertTrue(blue.message?.contains("ΔE00") ?? false, blue.message ?? "")
    }

    func testMissingGoldenIsRecordedAndFails() throws {
        let result = sandbox.verify(square(.green))
        let golden = sandbox.golden("MissingGoldenIsRecordedAndFails.1")
        XCTAssertEqual(result.goldenURL?.path, golden.path)
        XCTAssertEqual(result.outcome, .recorded)
        XCTAssertTrue(result.wroteGolden)
        XCTAssertEqual(
            result.message,
            "snapshot SnapshotVerificationTests/MissingGoldenIsRecordedAndFails.1: recorded new golden at \(golden.path); look at it, then re-run")
        let written = try PNGCodec.read(from: golden)
        XCTAssertEqual(written.width, 10)
        XCTAssertEqual(written.pixel(x: 3, y: 3), PremultipliedColor(r: 52, g: 199, b: 89, a: 255))
        // An explicit "missing" behaves like the default.
        let explicit = sandbox.verify(square(.green), named: "Explicit", mode: "missing")
        XCTAssertEqual(explicit.outcome, .recorded)
    }

    func testModeNeverDoesNotWrite() throws {
        let result = sandbox.verify(square(.green), named: "Never", mode: "never")
        XCTAssertEqual(result.outcome, .mismatched)
        XCTAssertFalse(result.wroteGolden)
        XCTAssertFalse(sandbox.exists(sandbox.golden("Never")))
        XCTAssertTrue(result.message?.contains("no golden at \(sandbox.golden("Never").path)") ?? false, result.message ?? "")
    }

    func testModeAllRewritesAndFails() throws {
        _ = sandbox.verify(square(.red), named: "All")
        // Identical: nothing to record, the test passes and the golden is not rewritten.
        let same = sandbox.verify(square(.red), named: "All", mode: "all")
        XCTAssertEqual(same.outcome, .matched)
        XCTAssertNil(same.message)
        XCTAssertFalse(same.wroteGolden)
        let rewritten = sandbox.verify(square(.blue), named: "All", mode: "ALL")
        XCTAssertEqual(rewritten.outcome, .recorded)
        XCTAssertTrue(rewritten.wroteGolden)
        XCTAssertTrue(rewritten.message?.contains("replaced a different golden") ?? false, rewritten.message ?? "")
        XCTAssertEqual(try PNGCodec.read(from: sandbox.golden("All")).pixel(x: 0, y: 0), PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        XCTAssertNil(sandbox.verify(square(.blue), named: "All").message)
    }

    func testModeFailedOverwritesOnlyOnMismatch() throws {
        _ = sandbox.verify(square(.red), named: "Failed")
        let match = sandbox.verify(square(.red), named: "Failed", mode: "failed")
        XCTAssertNil(match.message)
        XCTAssertFalse(match.wroteGolden)
        let mismatch = sandbox.verify(square(.blue), named: "Failed", mode: "failed")
        XCTAssertEqual(mismatch.outcome, .mismatched)
        XCTAssertTrue(mismatch.wroteGolden)
        XCTAssertNotNil(mismatch.artifacts)
        XCTAssertTrue(mismatch.message?.contains("re-recorded the golden") ?? false, mismatch.message ?? "")
        XCTAssertNil(sandbox.verify(square(.blue), named: "Failed", mode: "never").message)
    }

    func testSizeMismatchIsReportedAsSuch() throws {
        _ = sandbox.verify(Color.red.frame(width: 100, height: 50), named: "Size", scale: 2)
        let result = sandbox.verify(Color.red.frame(width: 105, height: 50), named: "Size", scale: 2)
        XCTAssertEqual(result.outcome, .mismatched)
        XCTAssertEqual(result.comparison?.sizesMatch, false)
        let message = try XCTUnwrap(result.message)
        XCTAssertTrue(message.contains("expected 200 x 100 pixels, got 210 x 100"), message)
        let difference = try PNGCodec.read(from: XCTUnwrap(XCTUnwrap(result.artifacts).difference))
        XCTAssertEqual(difference.width, 210)
        XCTAssertEqual(difference.pixel(x: 205, y: 50).r, 255)
        XCTAssertEqual(difference.pixel(x: 205, y: 50), DifferenceImage.changed(luminance: 116))
        XCTAssertEqual(difference.pixel(x: 100, y: 50), DifferenceImage.faded(116))
    }

    func testProposedSizeAndScale() throws {
        let result = sandbox.verify(Color.red, named: "Proposed", size: CGSize(width: 7, height: 3), scale: 3)
        XCTAssertEqual(result.outcome, .recorded)
        let golden = try PNGCodec.read(from: sandbox.golden("Proposed"))
        XCTAssertEqual(golden.width, 21)
        XCTAssertEqual(golden.height, 9)
    }

    func testUnknownRecordModeFails() {
        let result = sandbox.verify(square(.red), named: "Bad", mode: "sometimes")
        XCTAssertEqual(result.outcome, .error)
        XCTAssertTrue(result.message?.contains("EASEL_RECORD=sometimes is not a record mode") ?? false, result.message ?? "")
        XCTAssertFalse(sandbox.exists(sandbox.golden("Bad")))
    }

    func testUnreadableGoldenFails() throws {
        let golden = sandbox.golden("Broken")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: golden)
        let result = sandbox.verify(square(.red), named: "Broken")
        XCTAssertEqual(result.outcome, .error)
        XCTAssertTrue(result.message?.contains("not a readable PNG") ?? false, result.message ?? "")
        XCTAssertTrue(sandbox.verify(square(.red), named: "Broken", mode: "failed").wroteGolden)
        XCTAssertNil(sandbox.verify(square(.red), named: "Broken").message)
    }

    func testBitmapCoreWithExplicitDirectories() throws {
        let locator = GoldenLocator(goldenDirectory: sandbox.goldenDirectory, artifactsDirectory: sandbox.artifactsDirectory)
        let image = Bitmap(width: 4, height: 2, color: PremultipliedColor(r: 10, g: 20, b: 30, a: 128))
        let recorded = verifySnapshot(of: image, scale: 1, suite: "Suite", name: "Translucent", recordMode: .missing, locator: locator)
        XCTAssertEqual(recorded.goldenURL?.path, sandbox.goldenDirectory.appendingPathComponent("Suite/Translucent.png").path)
        // Premultiplied pixels survive the PNG round trip exactly, so a translucent render matches its golden.
        let again = verifySnapshot(of: image, scale: 1, suite: "Suite", name: "Translucent", recordMode: .never, locator: locator)
        XCTAssertNil(again.message)
        XCTAssertEqual(again.comparison?.isIdentical, true)
    }

    /// A dark snapshot gets the dark system background unless transparency is asked for; a light
    /// one stays transparent; a colour fills the canvas.
    func testColorSchemeAndBackground() throws {
        let text = Text("Hi").foregroundColor(.primary)
        func corner(_ r: SnapshotResult, _ name: String) throws -> PremultipliedColor {
            XCTAssertEqual(r.outcome, .recorded)
            return try PNGCodec.read(from: sandbox.golden(name)).pixel(x: 0, y: 0)
        }
        XCTAssertEqual(try corner(sandbox.verifyStyled(text, named: "Light"), "Light").a, 0)
        XCTAssertEqual(try corner(sandbox.verifyStyled(text, named: "Dark", scheme: .dark), "Dark"), .black)
        XCTAssertEqual(try corner(sandbox.verifyStyled(text, named: "DarkClear", scheme: .dark, background: .transparent), "DarkClear").a, 0)
        XCTAssertEqual(
            try corner(sandbox.verifyStyled(text, named: "Blue", background: .color(.blue)), "Blue"),
            PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
    }

    /// A failed snapshot's files are attached to the test: expected, actual and difference, named
    /// after the golden; a recording attaches the new picture; a pass attaches nothing.
    func testAFailureAttachesItsPictures() throws {
        let recorded = sandbox.verify(square(.red), named: "Attached")
        XCTAssertEqual(SnapshotAttachments.files(for: recorded).map(\.name), ["Attached-actual.png"])
        XCTAssertEqual(SnapshotAttachments.files(for: sandbox.verify(square(.red), named: "Attached")).count, 0)
        let failed = sandbox.verify(square(.blue), named: "Attached")
        let files = SnapshotAttachments.files(for: failed)
        XCTAssertEqual(files.map(\.name), ["Attached-expected.png", "Attached-actual.png", "Attached-difference.png"])
        for f in files { XCTAssertTrue(FileManager.default.fileExists(atPath: f.url.path), f.url.path) }
    }

    /// A missing image fails the snapshot by name instead of recording a picture without it.
    func testMissingImageFailsByName() throws {
        let r = sandbox.verify(Image("no-such-picture"), named: "Missing")
        XCTAssertEqual(r.outcome, .error)
        XCTAssertTrue(r.message?.contains("no image named 'no-such-picture'") ?? false, r.message ?? "")
        XCTAssertFalse(sandbox.exists(sandbox.golden("Missing")))

        // The run's report lists it with the reason, with nothing to accept.
        let artifacts = sandbox.artifactsDirectory
        let entries = SnapshotReport.entries(in: artifacts)
        XCTAssertEqual(entries.map(\.id), ["\(GoldenLocator.suiteName(forFile: #filePath))/Missing"])
        XCTAssertEqual(entries.first?.status, .error)
        XCTAssertNil(entries.first?.actualFile)
        let page = try String(contentsOf: artifacts.appendingPathComponent(SnapshotReport.indexFileName), encoding: .utf8)
        XCTAssertTrue(page.contains("no image named &#39;no-such-picture&#39;"), page)
        XCTAssertTrue(page.contains("1 failed · 0 recorded"), page)
        let manifest = try JSONDecoder().decode(
            SnapshotReport.Manifest.self,
            from: Data(contentsOf: artifacts.appendingPathComponent(SnapshotReport.manifestFileName)))
        XCTAssertEqual(manifest.items, [], "nothing to accept")

        // Once the view renders, the snapshot is recorded and its error leaves the report.
        XCTAssertEqual(sandbox.verify(square(.red), named: "Missing").outcome, .recorded)
        XCTAssertEqual(SnapshotReport.entries(in: artifacts).map(\.status), [.recorded])
    }
}
