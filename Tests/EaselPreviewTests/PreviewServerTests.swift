import XCTest
import Foundation
@testable import EaselCLI
@testable import EaselPreview

/// The server's own behaviour against a scratch folder, through real sockets.
final class PreviewServerTests: XCTestCase {
    static let scene = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                VStack(spacing: 8) {
                    Text("Hello")
                    Color.blue.frame(width: 80, height: 40)
                }
                .padding(10)
            }
        }
        """

    var folder: URL!
    var serverTask: Task<Void, Error>?
    var port = 0

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.scene.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try "struct Model { let name = \"x\" }\n".write(to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let options = try SceneOptions.parse(["--standalone"])
        let server = try PreviewServer(
            files: [folder.path], port: 0, renderer: ScenePreviewRenderer(options: options),
            controls: Preview.controls(options))
        let ready = AsyncStream<URL>.makeStream()
        serverTask = Task { try await server.run(handlingSignals: false) { ready.continuation.yield($0) } }
        var it = ready.stream.makeAsyncIterator()
        let url = await it.next()!
        port = url.port!
        XCTAssertEqual(url.host, "127.0.0.1")
    }

    override func tearDown() async throws {
        serverTask?.cancel()
        _ = try? await serverTask?.value
        try? FileManager.default.removeItem(at: folder)
    }

    func state() throws -> [String: Any] {
        let r = try RawConnection.get(port: port, "/api/state")
        XCTAssertEqual(r.status, 200)
        return try JSONSerialization.jsonObject(with: r.body) as! [String: Any]
    }

    func testPageImageAndLayout() throws {
        let page = try RawConnection.get(port: port, "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(String(decoding: page.body, as: UTF8.self).contains("<script src=\"/preview.js\">"))
        XCTAssertEqual(try RawConnection.get(port: port, "/preview.js").status, 200)
        // Only the file with a view is listed; the model file is watched but not shown.
        let files = try state()["files"] as! [[String: Any]]
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual((files[0]["path"] as! String).hasSuffix("Card.swift"), true)
        let image = try RawConnection.get(port: port, "/image/0/0.png")
        XCTAssertEqual(image.status, 200)
        XCTAssertTrue(image.headers.lowercased().contains("content-type: image/png"))
        XCTAssertEqual(Array(image.body.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let layout = try RawConnection.get(port: port, "/layout/0/0.json")
        XCTAssertEqual(layout.status, 200)
        let json = try JSONSerialization.jsonObject(with: layout.body) as! [String: Any]
        let root = json["root"] as! [String: Any]
        XCTAssertNotNil(root["proposal"])
        // The blue colour: proposed 80 x 40 by its frame, and chose it.
        func find(_ n: [String: Any]) -> [String: Any]? {
            if n["kind"] as? String == "Color" { return n }
            for c in n["children"] as? [[String: Any]] ?? [] { if let f = find(c) { return f } }
            return nil
        }
        let color = try XCTUnwrap(find(root))
        XCTAssertEqual(color["proposal"] as? [String: Double], ["width": 80, "height": 40])
        let frame = color["frame"] as! [String: Double]
        XCTAssertEqual(frame["width"], 80)
        XCTAssertEqual(frame["height"], 40)
        // The settings in the query reach the renderer: scale 3 makes a larger picture.
        let big = try RawConnection.get(port: port, "/image/0/0.png?scale=3")
        XCTAssertGreaterThan(PreviewMessages.pngSize(big.body).0, PreviewMessages.pngSize(image.body).0)
    }

    func testOnlyKnownPathsAreServed() throws {
        for path in [
            "/../etc/passwd", "/image/../../etc/passwd", "/image/7/0.png", "/image/0/9.png", "/layout/x/0.json",
            "/image/0/0.txt", "/Card.swift", "/%2e%2e/etc/passwd",
        ] {
            XCTAssertEqual(try RawConnection.get(port: port, path).status, 404, path)
        }
        // A request addressed to another name (DNS rebinding) is refused on loopback.
        XCTAssertEqual(try RawConnection.get(port: port, "/", host: "attacker.example").status, 403)
    }

    func testSavingPushesTheNewImageOverTheWebSocket() throws {
        let ws = try RawConnection.webSocket(port: port, "/ws?scale=1")
        let first = try JSONSerialization.jsonObject(with: Data(try ws.nextText().utf8)) as! [String: Any]
        XCTAssertEqual(first["type"] as? String, "state")
        let before = try RawConnection.get(port: port, "/image/0/0.png?scale=1").body
        // Save by rename, as many editors do.
        let tmp = folder.appendingPathComponent(".Card.swift.tmp")
        try Self.scene.replacingOccurrences(of: "width: 80", with: "width: 120").write(to: tmp, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(tmp.path, folder.appendingPathComponent("Card.swift").path), 0)
        let update = try JSONSerialization.jsonObject(with: Data(try ws.nextText().utf8)) as! [String: Any]
        XCTAssertEqual(update["type"] as? String, "file")
        let file = update["file"] as! [String: Any]
        XCTAssertNil(file["error"])
        let image = (file["images"] as! [[String: Any]])[0]
        let png = try XCTUnwrap(Data(base64Encoded: image["png"] as! String))
        XCTAssertNotEqual(png, before)
        XCTAssertTrue((image["layout"] as! String).contains("\"width\":120"))
        XCTAssertEqual(try RawConnection.get(port: port, "/image/0/0.png?scale=1").body, png)
    }

    func testAnErrorKeepsTheLastImageAndNamesTheLine() throws {
        let ws = try RawConnection.webSocket(port: port, "/ws")
        _ = try ws.nextText()
        let broken = Self.scene.replacingOccurrences(of: "Text(\"Hello\")", with: "Text(\"Hello\").frobnicate()")
        try broken.write(to: folder.appendingPathComponent("Card.swift"), atomically: false, encoding: .utf8)
        let update = try JSONSerialization.jsonObject(with: Data(try ws.nextText().utf8)) as! [String: Any]
        let file = update["file"] as! [String: Any]
        let error = try XCTUnwrap(file["error"] as? [String: Any])
        XCTAssertTrue((error["file"] as! String).hasSuffix("Card.swift"))
        XCTAssertEqual(error["line"] as? Int, 6)
        XCTAssertNotNil(error["column"] as? Int)
        XCTAssertTrue((error["sourceLine"] as! String).contains("frobnicate"))
        XCTAssertTrue((error["message"] as! String).contains("frobnicate"), "\(error)")
        // The last good image stays, marked stale.
        XCTAssertEqual(file["stale"] as? Bool, true)
        XCTAssertEqual((file["images"] as! [[String: Any]]).count, 1)
        XCTAssertEqual(try RawConnection.get(port: port, "/image/0/0.png").status, 200)
    }

    /// A change to a file the scene reads (a model beside it) re-renders the scene; the scene's
    /// own unchanged save renders nothing.
    func testAChangedModelReRendersTheViewThatUsesIt() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-dep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let view = "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(Model().name) }\n}\n"
        try view.write(to: dir.appendingPathComponent("Name.swift"), atomically: true, encoding: .utf8)
        try "struct Model { let name = \"Ann\" }\n".write(to: dir.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        let options = try SceneOptions.parse([])
        let server = try PreviewServer(files: [dir.path], renderer: ScenePreviewRenderer(options: options), controls: Preview.controls(options))
        XCTAssertEqual(server.files.map { ($0 as NSString).lastPathComponent }, ["Name.swift"])
        let ready = AsyncStream<URL>.makeStream()
        let task = Task { try await server.run(handlingSignals: false) { ready.continuation.yield($0) } }
        defer { task.cancel() }
        var it = ready.stream.makeAsyncIterator()
        let url = await it.next()
        let port = try XCTUnwrap(url?.port)
        let ws = try RawConnection.webSocket(port: port, "/ws")
        XCTAssertTrue(try ws.nextText().contains("\"state\""))
        XCTAssertTrue(String(decoding: try RawConnection.get(port: port, "/layout/0/0.json").body, as: UTF8.self).contains("\"Ann\""))
        let renders = server.store.renderCount
        try view.write(to: dir.appendingPathComponent("Name.swift"), atomically: false, encoding: .utf8)  // no change
        try "struct Model { let name = \"Bartholomew\" }\n".write(to: dir.appendingPathComponent("Model.swift"), atomically: false, encoding: .utf8)
        let update = try ws.nextText()
        XCTAssertTrue(update.contains("Bartholomew"), update)
        await server.store.settle()
        XCTAssertEqual(server.store.renderCount, renders + 1)
    }
}

extension PreviewServerTests {
    /// The inspector's guides: a frame's defaults, a text's baselines, and a custom guide that an
    /// `.alignmentGuide` sets, marked explicit, in the view's own coordinates.
    func testLayoutListsEachViewsAlignmentGuides() throws {
        try """
        import SwiftUI
        extension VerticalAlignment {
            enum Feet: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] } }
            static let feet = VerticalAlignment(Feet.self)
        }
        struct ContentView: View {
            var body: some View {
                HStack(alignment: .feet) {
                    Color.red.frame(width: 20, height: 30).alignmentGuide(.feet) { d in d.height - 5 }
                    Text("Hi")
                }
            }
        }
        """.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: try waitForLayout { $0.contains("alignmentGuide") }) as! [String: Any]
        func find(_ kind: String, _ n: [String: Any]) -> [String: Any]? {
            if n["kind"] as? String == kind { return n }
            return (n["children"] as? [[String: Any]] ?? []).lazy.compactMap { find(kind, $0) }.first
        }
        func guides(_ kind: String, _ axis: String) throws -> [String] {
            let g = try XCTUnwrap(find(kind, json["root"] as! [String: Any])?["guides"] as? [String: Any])
            return (g[axis] as? [[String: Any]] ?? []).map { "\($0["name"]!) \($0["value"]!)\(($0["explicit"] as? Bool) == true ? "*" : "")" }
        }
        XCTAssertEqual(try guides("alignmentGuide", "horizontal"), ["leading 0", "center 10", "trailing 20"])
        XCTAssertEqual(
            try guides("alignmentGuide", "vertical"),
            ["top 0", "center 15", "bottom 30", "firstTextBaseline 30", "lastTextBaseline 30", "feet 25*"])
        let text = try guides("Text", "vertical")
        XCTAssertTrue(text[3].hasPrefix("firstTextBaseline ") && text[3].hasSuffix("*"), "\(text)")
        XCTAssertFalse(text.contains { $0.hasPrefix("feet") }, "a view without the custom guide does not list it")
        // An unknown control value is ignored (the default is used), a known one is applied.
        XCTAssertEqual(
            try RawConnection.get(port: port, "/image/0/0.png?dynamicType=huge").body,
            try RawConnection.get(port: port, "/image/0/0.png").body)
        XCTAssertNotEqual(
            try RawConnection.get(port: port, "/image/0/0.png?dynamicType=accessibility1").body,
            try RawConnection.get(port: port, "/image/0/0.png").body)
    }

    /// The layout JSON of the first preview once `ready` holds for its text.
    func waitForLayout(_ ready: (String) -> Bool) throws -> Data {
        let end = Date().addingTimeInterval(30)
        while Date() < end {
            let r = try RawConnection.get(port: port, "/layout/0/0.json")
            if r.status == 200, ready(String(decoding: r.body, as: UTF8.self)) { return r.body }
            usleep(50_000)
        }
        throw RawError("the layout did not change")
    }
}
