import Foundation
import XCTest
import EaselTestSupport
import Easel
@testable import EaselTesting

/// The report in a real browser: headless Chromium loads `index.html#selftest`, whose script
/// moves the first slider to 30 %, the onion skin to 20 % and the zoom to 4x, and writes what
/// the page then shows into `<body data-selftest>`. Skipped when Chromium is not installed.
final class ReportBrowserTests: XCTestCase {

    func testSliderOnionSkinAndZoomWorkInChromium() throws {
        guard let browser = Chromium.path() else {
            throw XCTSkip(
                "Chromium is not installed (apt-get install -y chromium, or set EASEL_CHROMIUM): the report's slider, onion skin and zoom were not checked in a browser"
            )
        }
        let sandbox = try SnapshotSandbox()
        _ = sandbox.verify(square(.red), named: "Wipe")
        XCTAssertEqual(sandbox.verify(square(.blue), named: "Wipe").outcome, .mismatched)
        let index = sandbox.artifactsDirectory.appendingPathComponent("index.html")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--dump-dom",
            "--user-data-dir=\(sandbox.root.appendingPathComponent("chromium-profile").path)",
            index.absoluteString + "#selftest",
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + 120
        DispatchQueue.global().asyncAfter(deadline: deadline) { if process.isRunning { process.terminate() } }
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // <body data-selftest="{&quot;clipPath&quot;:…}">
        let marker = "data-selftest=\""
        let start = try XCTUnwrap(dom.range(of: marker), "no self-test result in the page:\n\(dom.prefix(500))")
        let end = try XCTUnwrap(dom.range(of: "\"", range: start.upperBound..<dom.endIndex))
        let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&quot;", with: "\"")
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        XCTAssertEqual(result["clipPath"] as? String, "inset(0px 0px 0px 30%)", json)
        XCTAssertEqual(result["opacity"] as? String, "0.2", json)
        XCTAssertEqual(result["rendering"] as? String, "pixelated", json)
        let w1 = try XCTUnwrap(result["width1x"] as? Double), w4 = try XCTUnwrap(result["width4x"] as? Double)
        XCTAssertEqual(w1, 10, json)  // a 10-point square at scale 1
        XCTAssertEqual(w4, 40, json)
    }
}
