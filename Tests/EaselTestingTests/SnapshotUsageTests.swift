import Foundation
import XCTest
import Easel
@testable import EaselTesting
@testable import EaselSnapshotCore

/// Orphaned goldens: every verified golden is noted for the run, the rest of the golden
/// directory is listed in the report and by `orphanedGoldens`, and `pruneOrphanedGoldens` deletes it.
final class SnapshotUsageTests: XCTestCase {
    var sandbox: SnapshotSandbox!
    var artifacts: URL { sandbox.artifactsDirectory }
    var golden: URL { sandbox.goldenDirectory }

    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    /// Writes a golden file at `path` under the golden directory.
    func put(_ path: String) throws -> URL {
        let url = golden.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([1]).write(to: url)
        return url
    }

    func use(_ url: URL, run: String = "run-1", command: String? = "swift-test") {
        SnapshotUsage.record(golden: url, goldenDirectory: golden, artifacts: artifacts, run: run, command: command)
    }

    func testVerifyingASnapshotNotesItsGolden() throws {
        let result = sandbox.verify(square(.red), named: "used")
        XCTAssertEqual(result.outcome, .recorded)
        let usage = try XCTUnwrap(SnapshotUsage.read(artifacts: artifacts))
        XCTAssertEqual(usage.roots, [golden.standardizedFileURL.path])
        XCTAssertEqual(usage.used, [sandbox.golden("used").standardizedFileURL.path])
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("used.png").path))
    }

    func testTheGoldensTheRunDidNotUseAreOrphans() throws {
        let card = try put("CardTests/Card.1.png"), layout = try put("CardTests/Card.2.json")
        let old = try put("OldTests/Gone.png"), renamed = try put("CardTests/Card.3.png")
        _ = try put("CardTests/.DS_Store")
        use(card)
        use(layout)
        XCTAssertEqual(try orphanedGoldens(artifacts: artifacts).map(\.path), [renamed.path, old.path])

        // At the end of the run they go into the report, with the commands that remove them.
        SnapshotUsage.updateOrphans(artifacts: artifacts)
        XCTAssertEqual(SnapshotUsage.reportedOrphans(artifacts: artifacts)?.goldens, [renamed.path, old.path])
        let page = try String(contentsOf: artifacts.appendingPathComponent(SnapshotReport.indexFileName), encoding: .utf8)
        XCTAssertTrue(page.contains("0 failed · 0 recorded · 2 orphaned · run <code>run-1</code>"), page)
        XCTAssertTrue(page.contains("<code>\(old.path)</code>"), page.components(separatedBy: "id=\"orphans\"").last ?? "")
        for command in ReportPage.pruneCommands(artifacts: artifacts) { XCTAssertTrue(page.contains(ReportPage.esc(command)), command) }
        XCTAssertEqual(
            ReportPage.pruneCommands(artifacts: artifacts).last, "easel snapshots prune --artifacts \(ReportPage.shellQuoted(artifacts.path)) --delete")

        // Pruning deletes them and the folder left empty, and clears the report.
        let removed = try pruneOrphanedGoldens(artifacts: artifacts)
        XCTAssertEqual(removed.map(\.path), [renamed.path, old.path])
        let fm = FileManager.default
        XCTAssertFalse(fm.fileExists(atPath: old.deletingLastPathComponent().path), "OldTests/ is gone")
        XCTAssertTrue(fm.fileExists(atPath: card.path))
        XCTAssertTrue(fm.fileExists(atPath: golden.path))
        XCTAssertFalse(fm.fileExists(atPath: artifacts.path), "nothing left to report")
        XCTAssertEqual(try orphanedGoldens(artifacts: artifacts), [])
    }

    func testANewRunStartsItsOwnRecord() throws {
        let a = try put("S/a.png"), b = try put("S/b.png")
        use(a, run: "run-1")
        use(b, run: "run-1")
        SnapshotReport.forgetStartedRuns()
        SnapshotUsage.forgetStartedRuns()
        use(a, run: "run-2")
        let usage = try XCTUnwrap(SnapshotUsage.read(artifacts: artifacts))
        XCTAssertEqual(usage.run, "run-2")
        XCTAssertEqual(try orphanedGoldens(artifacts: artifacts).map(\.path), [b.path])
    }

    func testAFilteredRunCannotTellOrphans() throws {
        let a = try put("S/a.png")
        _ = try put("S/b.png")
        use(a, command: "/usr/bin/swift-test --skip-build --filter CardTests")
        XCTAssertThrowsError(try orphanedGoldens(artifacts: artifacts)) { error in
            XCTAssertEqual(error as? OrphanedGoldensError, .partialRun(command: "/usr/bin/swift-test --skip-build --filter CardTests"))
        }
        SnapshotUsage.updateOrphans(artifacts: artifacts)
        XCTAssertNil(SnapshotUsage.reportedOrphans(artifacts: artifacts), "no orphans are reported for a partial run")
    }

    func testWithoutARunThereIsNothingToJudgeBy() {
        XCTAssertThrowsError(try orphanedGoldens(artifacts: artifacts)) { error in
            XCTAssertTrue("\(error)".contains("no record of a test run at \(artifacts.path).used"), "\(error)")
        }
    }

    func testPartialCommandLines() {
        func partial(_ command: String?) -> Bool { SnapshotUsage(run: "r", command: command, roots: [], used: []).isPartial }
        XCTAssertFalse(partial(nil))
        XCTAssertFalse(partial("/usr/bin/swift-test --parallel"))
        XCTAssertFalse(partial("/usr/bin/swift-test --filter-not-an-option"))
        XCTAssertTrue(partial("/usr/bin/swift-test --filter X"))
        XCTAssertTrue(partial("swift-test --skip=Slow"))
        XCTAssertTrue(partial("Tests.xctest -s Suite"))
    }
}
