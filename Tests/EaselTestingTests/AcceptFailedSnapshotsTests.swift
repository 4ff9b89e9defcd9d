import Foundation
import XCTest
import Easel
import EaselRaster
@testable import EaselTesting
@testable import EaselSnapshotCore

/// Accepting the run's failures copies each new snapshot over its golden, by the manifest.
final class AcceptFailedSnapshotsTests: XCTestCase {
    var sandbox: SnapshotSandbox!
    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    func verify<V: View>(_ view: V, _ name: String) -> SnapshotResult { sandbox.verify(view, named: name) }

    /// Two failures and one passing snapshot.
    func fail() {
        for name in ["Red", "Green", "Card.1"] { _ = verify(square(.red), name) }  // recorded
        _ = verify(square(.red), "Red"); _ = verify(square(.red), "Green"); _ = verify(square(.red), "Card.1")  // pass: entries gone
        XCTAssertFalse(verify(square(.blue), "Red").passed)
        XCTAssertFalse(verify(square(.blue), "Card.1").passed)
    }

    func testAcceptsEverythingAndEmptiesTheReport() throws {
        fail()
        let before = try Data(contentsOf: sandbox.golden("Green"))
        let accepted = try acceptFailedSnapshots(artifacts: sandbox.artifactsDirectory)
        XCTAssertEqual(accepted.map(\.id), ["AcceptFailedSnapshotsTests/Card.1", "AcceptFailedSnapshotsTests/Red"])
        XCTAssertEqual(accepted.map(\.golden.path), [sandbox.golden("Card.1").path, sandbox.golden("Red").path])
        // The goldens are now the blue renders: the same checks pass.
        XCTAssertEqual(try PNGCodec.read(from: sandbox.golden("Red")).pixel(x: 0, y: 0), PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        XCTAssertTrue(verify(square(.blue), "Red").passed)
        XCTAssertTrue(verify(square(.blue), "Card.1").passed)
        XCTAssertEqual(try Data(contentsOf: sandbox.golden("Green")), before)  // not in the report: untouched
        XCTAssertFalse(sandbox.exists(sandbox.artifactsDirectory))
    }

    func testFilterSelectsBySuiteNameAndPattern() throws {
        fail()
        XCTAssertEqual(try acceptFailedSnapshots(artifacts: sandbox.artifactsDirectory, filter: "Other"), [])
        // A name takes its numbered snapshots too.
        let card = try acceptFailedSnapshots(artifacts: sandbox.artifactsDirectory, filter: "AcceptFailedSnapshotsTests/Card")
        XCTAssertEqual(card.map(\.id), ["AcceptFailedSnapshotsTests/Card.1"])
        // The report keeps the other one.
        let manifest = try JSONDecoder().decode(
            SnapshotReport.Manifest.self,
            from: Data(
                contentsOf:
                    sandbox.artifactsDirectory.appendingPathComponent("manifest.json")))
        XCTAssertEqual(manifest.items.map(\.id), ["AcceptFailedSnapshotsTests/Red"])
        XCTAssertFalse(
            try String(contentsOf: sandbox.artifactsDirectory.appendingPathComponent("index.html"), encoding: .utf8)
                .contains("AcceptFailedSnapshotsTests/Card.1"))
        XCTAssertEqual(try acceptFailedSnapshots(artifacts: sandbox.artifactsDirectory, filter: "*/R?d").map(\.id), ["AcceptFailedSnapshotsTests/Red"])
    }

    func testFilterRules() {
        let id = "CardTests/badge(count=3).1"
        XCTAssertTrue(acceptFilter(id)("CardTests"))
        XCTAssertTrue(acceptFilter(id)("CardTests/badge"))
        XCTAssertTrue(acceptFilter(id)(id))
        XCTAssertTrue(acceptFilter(id)("Card*"))
        XCTAssertFalse(acceptFilter(id)("Card"))
        XCTAssertFalse(acceptFilter(id)("CardTests/badg"))
    }

    func testNoReportOrMissingActualFails() throws {
        XCTAssertThrowsError(try acceptFailedSnapshots(artifacts: sandbox.artifactsDirectory)) { error in
            XCTAssertTrue("\(error)".contains("no snapshot report at"), "\(error)")
        }
        fail()
        let golden = try Data(contentsOf: sandbox.golden("Card.1"))
        try FileManager.default.removeItem(at: sandbox.artifactsDirectory.appendingPathComponent("AcceptFailedSnapshotsTests/Red/actual.png"))
        XCTAssertThrowsError(try acceptFailedSnapshots(artifacts: sandbox.artifactsDirectory)) { error in
            XCTAssertTrue("\(error)".contains("the new snapshot of AcceptFailedSnapshotsTests/Red is missing"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: sandbox.golden("Card.1")), golden)  // nothing written
    }

    /// A recording (missing golden under `never`) is accepted too: the golden appears.
    func testAcceptsAMissingGolden() throws {
        let r = sandbox.verify(square(.red), named: "New", mode: "never")
        XCTAssertEqual(r.outcome, .mismatched)
        XCTAssertFalse(sandbox.exists(sandbox.golden("New")))
        XCTAssertEqual(try acceptFailedSnapshots(artifacts: sandbox.artifactsDirectory).map(\.id), ["AcceptFailedSnapshotsTests/New"])
        XCTAssertTrue(sandbox.verify(square(.red), named: "New", mode: "never").passed)
    }
}
