import Foundation
import XCTest
import Easel
import EaselRaster
@testable import EaselTesting

/// Record modes through the environment and the `record:` parameter, and artifacts that exist
/// only while a snapshot fails.
final class RecordModeTests: FailureCapturingTestCase {
    var sandbox: SnapshotSandbox!
    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    private var golden: URL { sandbox.goldenDirectory.appendingPathComponent("RecordModeTests/s.png") }
    private var artifactsFolder: URL { sandbox.artifactsDirectory.appendingPathComponent("RecordModeTests/s") }

    /// The files under the artifacts directory, relative to it.
    private func artifactFiles() -> [String] {
        let root = sandbox.artifactsDirectory.path
        guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
        return e.compactMap { $0 as? String }.filter { !$0.hasSuffix("/") }
            .filter {
                var d: ObjCBool = false; return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &d) && !d.boolValue
            }
            .sorted()
    }

    private func run(_ color: Color, env mode: String? = nil, record: RecordMode? = nil) -> [String] {
        capturingFailures { sandbox.with(mode) { assertSnapshot(of: square(color), named: "s", scale: 1, record: record) } }.map(\.message)
    }

    func testParameterOverridesTheEnvironment() throws {
        // EASEL_RECORD=never would refuse to record; the parameter records.
        let recorded = run(.red, env: "never", record: .missing)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded[0].contains("recorded new golden"), recorded[0])
        XCTAssertTrue(sandbox.exists(golden))
        // EASEL_RECORD=all would rewrite; the parameter `.never` only compares.
        XCTAssertEqual(run(.blue, env: "all", record: .never).count, 1)
        XCTAssertEqual(try PNGCodec.read(from: golden).pixel(x: 0, y: 0), PremultipliedColor(r: 255, g: 59, b: 48, a: 255))
        // A bad EASEL_RECORD does not matter when the parameter decides.
        XCTAssertEqual(run(.red, env: "sometimes", record: .missing), [])
        XCTAssertTrue(run(.red, env: "sometimes").first?.contains("EASEL_RECORD=sometimes is not a record mode") ?? false)
    }

    func testAllPassesWhenIdenticalAndFailsWhenItRewrites() throws {
        XCTAssertEqual(run(.red).count, 1)  // recorded
        XCTAssertEqual(run(.red, record: .all), [])  // identical: passes, nothing written
        XCTAssertEqual(artifactFiles(), [])
        let rewritten = run(.blue, record: .all)
        XCTAssertEqual(rewritten.count, 1)
        XCTAssertTrue(rewritten[0].contains("replaced a different golden"), rewritten[0])
        XCTAssertEqual(run(.blue), [])
    }

    func testFailedRewritesOnlyMismatches() throws {
        XCTAssertEqual(run(.red).count, 1)
        let before = try Data(contentsOf: golden)
        XCTAssertEqual(run(.red, record: .failed), [])
        XCTAssertEqual(try Data(contentsOf: golden), before)
        XCTAssertEqual(run(.blue, record: .failed).count, 1)
        XCTAssertNotEqual(try Data(contentsOf: golden), before)
        XCTAssertEqual(run(.blue, record: .never), [])
    }

    func testNeverFailsWithoutWritingTheGoldenButKeepsTheActual() throws {
        let failed = run(.red, record: .never)
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(failed[0].contains("no golden at"), failed[0])
        XCTAssertFalse(sandbox.exists(golden))
        XCTAssertTrue(artifactFiles().contains("RecordModeTests/s/actual.png"), "\(artifactFiles())")
    }

    /// The artifacts directory holds files only while a snapshot fails: a pass in every mode
    /// leaves it empty, a failure fills it, the next pass empties it again.
    func testArtifactsExistOnlyWhileFailing() throws {
        XCTAssertEqual(run(.red).count, 1)  // a recording is a failure
        XCTAssertFalse(artifactFiles().isEmpty)
        for mode in RecordMode.allCases {
            XCTAssertEqual(run(.red, record: mode), [], "\(mode)")
            XCTAssertEqual(artifactFiles(), [], "\(mode)")
        }
        XCTAssertEqual(run(.blue).count, 1)
        XCTAssertTrue(artifactFiles().contains("RecordModeTests/s/expected.png"), "\(artifactFiles())")
        XCTAssertTrue(artifactFiles().contains("RecordModeTests/s/difference.png"), "\(artifactFiles())")
        XCTAssertEqual(run(.red), [])
        XCTAssertEqual(artifactFiles(), [])
        XCTAssertFalse(sandbox.exists(artifactsFolder))
    }
}
