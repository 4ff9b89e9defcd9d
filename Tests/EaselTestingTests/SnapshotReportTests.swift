import Foundation
import XCTest
import Easel
import EaselRaster
@testable import EaselTesting
@testable import EaselSnapshotCore

/// The run's report: one page and one manifest for every failure and recording.
final class SnapshotReportTests: XCTestCase {
    var sandbox: SnapshotSandbox!
    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    var index: URL { sandbox.artifactsDirectory.appendingPathComponent("index.html") }
    var manifestURL: URL { sandbox.artifactsDirectory.appendingPathComponent("manifest.json") }

    func page() throws -> String { try String(contentsOf: index, encoding: .utf8) }
    func manifest() throws -> SnapshotReport.Manifest {
        try JSONDecoder().decode(SnapshotReport.Manifest.self, from: Data(contentsOf: manifestURL))
    }

    /// The `data:` images of the section with `id`, decoded.
    func images(in html: String, section id: String) throws -> [Data] {
        let start = try XCTUnwrap(html.range(of: "data-id=\"\(id)\""))
        let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)?.lowerBound ?? html.endIndex
        let section = html[start.upperBound..<end]
        var out: [Data] = []
        var rest = section[...]
        while let r = rest.range(of: "src=\"data:image/png;base64,") {
            let close = try XCTUnwrap(rest.range(of: "\"", range: r.upperBound..<rest.endIndex))
            out.append(try XCTUnwrap(Data(base64Encoded: String(rest[r.upperBound..<close.lowerBound]))))
            rest = rest[close.upperBound...]
        }
        return out
    }

    func testFailureAndRecordingAreOnOnePage() throws {
        _ = sandbox.verify(square(.red), named: "Square")  // recorded: on the page
        XCTAssertTrue(try page().contains("data-id=\"SnapshotReportTests/Square\""))
        let failure = sandbox.verify(square(.blue), named: "Square")  // now a failure
        _ = sandbox.verify(square(.green), named: "Fresh")  // a new recording
        let html = try page()
        XCTAssertTrue(failure.message?.contains(index.path) ?? false, failure.message ?? "")

        // Both entries, in id order, each once.
        let fresh = try XCTUnwrap(html.range(of: "<section class=\"entry recorded\" id=\"e0\" data-id=\"SnapshotReportTests/Fresh\""))
        let square = try XCTUnwrap(html.range(of: "<section class=\"entry failed\" id=\"e1\" data-id=\"SnapshotReportTests/Square\""))
        XCTAssertLessThan(fresh.lowerBound, square.lowerBound)
        XCTAssertEqual(html.components(separatedBy: "<section class=\"entry").count - 1, 2)
        XCTAssertTrue(html.contains("<title>Snapshot report: 1 failed, 1 recorded</title>"))

        // Expected, actual and difference embedded, byte for byte, then the slider and onion skin
        // images (expected and actual again).
        let folder = sandbox.artifactsDirectory.appendingPathComponent("SnapshotReportTests/Square")
        let files = try ["expected.png", "actual.png", "difference.png"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let embedded = try images(in: html, section: "SnapshotReportTests/Square")
        XCTAssertEqual(Array(embedded.prefix(3)), files)
        XCTAssertEqual(Array(embedded.dropFirst(3)), [files[0], files[1], files[0], files[1]])
        XCTAssertEqual(try images(in: html, section: "SnapshotReportTests/Fresh").count, 1)  // only the actual

        // Slider, onion skin, zoom, pixelated rendering.
        for part in [
            "class=\"wipe-range\"", "class=\"onion-range\"", "data-zoom=\"1\"", "data-zoom=\"2\"", "data-zoom=\"4\"",
            "image-rendering: pixelated", "clip-path: inset(0 0 0 var(--pos))", "opacity: var(--opacity)",
        ] {
            XCTAssertTrue(html.contains(part), part)
        }
        // The numbers that failed.
        XCTAssertTrue(html.contains("<tr><th>differing pixels</th><td>100 of 100</td></tr>"), html)
        XCTAssertTrue(html.contains("<th>largest ΔE₀₀</th>"))
        // The exact command, quoted for the shell.
        let golden = sandbox.golden("Square").path
        XCTAssertTrue(html.contains("cp &#39;\(folder.appendingPathComponent("actual.png").path)&#39; &#39;\(golden)&#39;"))
        XCTAssertTrue(
            html.contains("easel snapshots accept --artifacts &#39;\(sandbox.artifactsDirectory.path)&#39; --filter &#39;SnapshotReportTests/Square&#39;"))
        // Self-contained: nothing fetched from elsewhere.
        XCTAssertFalse(html.contains("<link"))
        XCTAssertFalse(html.contains("src=\"http"))
        XCTAssertFalse(html.contains("<script src"))

        // The manifest lists the same two.
        let m = try manifest()
        XCTAssertEqual(m.items.map(\.id), ["SnapshotReportTests/Fresh", "SnapshotReportTests/Square"])
        XCTAssertEqual(m.items[1].golden, golden)
        XCTAssertEqual(m.items[1].actual, folder.appendingPathComponent("actual.png").path)
        XCTAssertEqual(m.items[1].status, .failed)
    }

    func testPassingRemovesTheEntryAndTheLastOneRemovesThePage() throws {
        _ = sandbox.verify(square(.red), named: "A")
        _ = sandbox.verify(square(.red), named: "B")
        XCTAssertEqual(try manifest().items.count, 2)
        XCTAssertNil(sandbox.verify(square(.red), named: "A").message)
        XCTAssertEqual(try manifest().items.map(\.id), ["SnapshotReportTests/B"])
        XCTAssertFalse(try page().contains("SnapshotReportTests/A"))
        XCTAssertNil(sandbox.verify(square(.red), named: "B").message)
        XCTAssertFalse(sandbox.exists(index))
        XCTAssertFalse(sandbox.exists(manifestURL))
        XCTAssertFalse(sandbox.exists(sandbox.artifactsDirectory))
    }

    /// A size mismatch shows both images at their own sizes, and a difference covering both.
    func testSizeMismatchShowsBothImages() throws {
        _ = sandbox.verify(Color.red.frame(width: 20, height: 10), named: "Size", scale: 1)
        _ = sandbox.verify(Color.red.frame(width: 24, height: 8), named: "Size", scale: 1)
        let html = try page()
        XCTAssertTrue(html.contains("Expected (golden) <span class=\"dim\">20 × 10 px</span>"), html)
        XCTAssertTrue(html.contains("Actual <span class=\"dim\">24 × 8 px</span>"))
        XCTAssertTrue(html.contains("<span class=\"dim\">24 × 10 px</span>"))  // the difference covers both
        XCTAssertTrue(html.contains("<th>expected size</th><td>20 × 10 px</td>"))
        XCTAssertTrue(html.contains("class=\"stage\" style=\"--w:24;--h:10\""))
    }

    /// Many failures written at once from parallel threads all reach the page and manifest.
    func testParallelFailuresAllReachTheReport() throws {
        let env = sandbox.environment()
        DispatchQueue.concurrentPerform(iterations: 12) { i in
            _ = verifySnapshot(of: square(.red), named: "P\(i)", scale: 1, filePath: #filePath, testName: "t", environment: env)
        }
        XCTAssertEqual(try manifest().items.count, 12)
        XCTAssertEqual(try page().components(separatedBy: "<section class=\"entry").count - 1, 12)
    }

    /// A new run removes what an earlier run left.
    func testANewRunStartsAFreshReport() throws {
        var env = sandbox.environment()
        env["EASEL_RUN_ID"] = "run-1"
        _ = verifySnapshot(of: square(.red), named: "Old", scale: 1, filePath: #filePath, testName: "t", environment: env)
        XCTAssertEqual(try manifest().run, "run-1")
        SnapshotReport.forgetStartedRuns()  // as in a new process
        env["EASEL_RUN_ID"] = "run-2"
        _ = verifySnapshot(of: square(.red), named: "New", scale: 1, filePath: #filePath, testName: "t", environment: env)
        XCTAssertEqual(try manifest().items.map(\.id), ["SnapshotReportTests/New"])
        XCTAssertEqual(try manifest().run, "run-2")
        XCTAssertFalse(sandbox.exists(sandbox.artifactsDirectory.appendingPathComponent("SnapshotReportTests/Old")))
    }

    func testEscaping() {
        XCTAssertEqual(ReportPage.esc("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        XCTAssertEqual(ReportPage.shellQuoted("it's"), "'it'\\''s'")
    }
}
