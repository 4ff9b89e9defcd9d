import XCTest
import EaselTestSupport
import Foundation
@testable import EaselCLI
@testable import EaselPreview

/// The page in a real browser, driven over the DevTools protocol: headless Chromium loads the
/// page, the test saves the scene, and checks that the image changed in place (no reload) and
/// that hovering the blue rectangle shows its frame, proposal and size. Skipped without Chromium.
final class PreviewBrowserTests: XCTestCase {
    /// A DevTools session on one page.
    final class DevTools {
        let ws: RawConnection
        var next = 0
        init(_ ws: RawConnection) { self.ws = ws }
        @discardableResult
        func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
            next += 1
            let id = next
            let data = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params])
            ws.sendText(String(decoding: data, as: UTF8.self))
            while true {
                let m = try JSONSerialization.jsonObject(with: Data(try ws.nextText().utf8)) as! [String: Any]
                if m["id"] as? Int == id { return m["result"] as? [String: Any] ?? [:] }
            }
        }
        func evaluate(_ js: String) throws -> Any? {
            let r = try call("Runtime.evaluate", ["expression": js, "returnByValue": true])
            return (r["result"] as? [String: Any])?["value"]
        }
        /// Evaluates `js` until it gives a non-null, non-false value.
        func wait(_ js: String, seconds: Double = 30) throws -> Any {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if let v = try evaluate(js), !(v is NSNull), (v as? Bool) != false { return v }
                usleep(50_000)
            }
            throw RawError("timed out waiting for \(js)")
        }
    }

    func testImageUpdatesInPlaceAndHoverShowsTheFrame() throws {
        guard let browser = Chromium.path() else {
            throw XCTSkip("Chromium is not installed (apt-get install -y chromium, or set EASEL_CHROMIUM): the preview page was not checked in a browser")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("Card.swift")
        try PreviewServerTests.scene.write(to: scene, atomically: true, encoding: .utf8)
        let options = try SceneOptions.parse(["--standalone"])
        let server = try PreviewServer(files: [folder.path], renderer: ScenePreviewRenderer(options: options), controls: Preview.controls(options))
        let ready = AsyncStream<URL>.makeStream()
        let task = Task { try await server.run(handlingSignals: false) { ready.continuation.yield($0) } }
        defer { task.cancel() }
        let port = try waitForPort(ready.stream)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
            "--window-size=1000,800", "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "about:blank",
        ]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/…"
        var text = ""
        while !text.contains("DevTools listening on") {
            let chunk = err.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return XCTFail("Chromium ended: \(text)") }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let devPort = try XCTUnwrap(text.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression).map { Int(text[$0].split(separator: ":")[1])! })
        let targets = try JSONSerialization.jsonObject(with: RawConnection.get(port: devPort, "/json/list").body) as! [[String: Any]]
        let page = try XCTUnwrap(targets.first { $0["type"] as? String == "page" })
        let wsURL = try XCTUnwrap(URL(string: page["webSocketDebuggerUrl"] as! String))
        let dt = DevTools(try RawConnection.webSocket(port: devPort, wsURL.path))
        try dt.call("Page.navigate", ["url": "http://127.0.0.1:\(port)/?scale=1"])

        // Loaded: the image and its layout tree are there.
        _ = try dt.wait(
            "document.querySelector('#file-0 .tree summary') && document.querySelector('#file-0 img').complete && document.querySelector('#file-0 img').naturalWidth > 0"
        )
        _ = try dt.evaluate("window.notReloaded = true")
        let before = try XCTUnwrap(try dt.evaluate("document.querySelector('#file-0 img').src") as? String)

        try PreviewServerTests.scene.replacingOccurrences(of: "width: 80", with: "width: 120").write(to: scene, atomically: true, encoding: .utf8)
        let after = try XCTUnwrap(try dt.wait("(s => s !== \(jsString(before)) && s)(document.querySelector('#file-0 img').src)") as? String)
        XCTAssertTrue(after.hasPrefix("data:image/png;base64,"))
        XCTAssertEqual(try dt.evaluate("window.notReloaded") as? Bool, true, "the page reloaded")
        _ = try dt.wait("document.querySelector('#file-0 img').naturalWidth === 140")

        // Hover the blue rectangle: padding 10 + centred in the VStack; its frame is known from the layout.
        let rect = try XCTUnwrap(try dt.wait("(r => r && [r.left, r.top])(document.querySelector('#file-0 img').getBoundingClientRect())") as? [Double])
        try dt.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": rect[0] + 70, "y": rect[1] + 60])
        let hover = try XCTUnwrap(try dt.wait("document.body.dataset.hover") as? String)
        // The numbers the server's layout JSON gives for the rectangle (y follows the text's height).
        let layout = try JSONSerialization.jsonObject(with: RawConnection.get(port: port, "/layout/0/0.json?scale=1").body) as! [String: Any]
        func node(_ kind: String, _ n: [String: Any]) -> [String: Any]? {
            if n["kind"] as? String == kind { return n }
            return (n["children"] as? [[String: Any]] ?? []).lazy.compactMap { node(kind, $0) }.first
        }
        let frame = try XCTUnwrap(node("Color", layout["root"] as! [String: Any])?["frame"] as? [String: Double])
        let textHeight = try XCTUnwrap((node("Text", layout["root"] as! [String: Any])?["frame"] as? [String: Double])?["height"])
        func f(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String((v * 100).rounded() / 100) }
        XCTAssertEqual(
            hover,
            "Color frame \(f(frame["x"]!)), \(f(frame["y"]!)) 120 x 40 proposed 120 x 40 chose 120 x 40 "
                + "guides x leading 0 · center 60 · trailing 120 "
                + "guides y top 0 · center 20 · bottom 40 · firstTextBaseline 40 · lastTextBaseline 40")
        // Clicking selects it in the tree.
        try dt.call("Input.dispatchMouseEvent", ["type": "mousePressed", "x": rect[0] + 70, "y": rect[1] + 60, "button": "left", "clickCount": 1])
        try dt.call("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": rect[0] + 70, "y": rect[1] + 60, "button": "left", "clickCount": 1])
        XCTAssertEqual(try dt.wait("(e => e && e.textContent)(document.querySelector('#file-0 .tree .sel'))") as? String, "Color")

        // "Alignment guides" draws the selected view's guides across it, and is kept in the URL.
        _ = try dt.evaluate("document.getElementById('guides').click()")
        let guides = try XCTUnwrap(
            try dt.wait(
                "(g => g.length && g.map(e => e.dataset.guide + ' ' + e.style.left + ' ' + e.style.top))([...document.querySelectorAll('#file-0 .guide')])")
                as? [String])
        XCTAssertEqual(guides.count, 8, "\(guides)")
        XCTAssertTrue(guides.contains("trailing \(f(frame["x"]! + 120))px \(f(frame["y"]! - 4))px"), "\(guides)")
        XCTAssertTrue(try dt.evaluate("location.search.includes('guides=1')") as? Bool == true)

        // The controls: a larger text size re-renders in place with taller text, and the URL keeps it.
        let tall = try XCTUnwrap(try dt.evaluate("document.querySelector('#file-0 img').naturalHeight") as? Double)
        let sizes = try XCTUnwrap(try dt.evaluate("[...document.getElementById('dynamicType').options].map(o => o.value)") as? [String])
        XCTAssertEqual(sizes.first, "xSmall")
        XCTAssertEqual(sizes.last, "accessibility5")
        XCTAssertEqual(try dt.evaluate("document.getElementById('dynamicType').value") as? String, "large")
        _ = try dt.evaluate("(s => { s.value = 'accessibility3'; s.dispatchEvent(new Event('change')); })(document.getElementById('dynamicType'))")
        let taller = try XCTUnwrap(try dt.wait("(h => h > \(tall) && h)(document.querySelector('#file-0 img').naturalHeight)") as? Double)
        XCTAssertEqual(taller - tall, textHeight * (40.0 / 17.0 - 1), accuracy: 2, "the 17-point Hello grows to 40 points")
        XCTAssertTrue(try dt.evaluate("location.search.includes('dynamicType=accessibility3')") as? Bool == true)
        XCTAssertEqual(try dt.evaluate("window.notReloaded") as? Bool, true, "the page reloaded")
        // Locale and direction menus are there, with the default first.
        XCTAssertEqual(
            try dt.evaluate("[...document.getElementById('layoutDirection').options].map(o => o.textContent)") as? [String],
            ["locale's", "ltr", "rtl"])
        XCTAssertEqual(try dt.evaluate("document.getElementById('locale').options[0].textContent") as? String, "default")
    }

    func waitForPort(_ stream: AsyncStream<URL>) throws -> Int {
        let box = PortBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            var it = stream.makeAsyncIterator()
            box.port = await it.next()?.port ?? 0
            done.signal()
        }
        guard done.wait(timeout: .now() + 20) == .success, box.port > 0 else { throw RawError("the server did not start") }
        return box.port
    }

    func jsString(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
    }
}

final class PortBox: @unchecked Sendable { var port = 0 }
