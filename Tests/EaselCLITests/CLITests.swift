import XCTest
import Foundation
import EaselRaster

/// Runs the built `easel` binary as users do.
final class CLITests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let images = root.appendingPathComponent("fixtures/images").path
    static let scenes = root.appendingPathComponent("fixtures/scenes")

    static var binary: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("easel"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("easel"),
            root.appendingPathComponent(".build/debug/easel"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }

    struct Result { var status: Int32; var out: String; var err: String }

    func run(_ args: [String], environment: [String: String]? = nil) throws -> Result {
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = args
        if let environment { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }

    var tmp: URL!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: tmp) }

    func write(_ name: String, _ text: String) throws -> String {
        let u = tmp.appendingPathComponent(name)
        try text.write(to: u, atomically: true, encoding: .utf8)
        return u.path
    }

    static let hello = "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hello\").padding() } }\n"

    /// Every scene under fixtures/ renders through the command: one batch per folder, each into its
    /// own output folder (created by the command), at least one picture per scene file.
    func testEverySceneUnderFixturesRenders() throws {
        let fm = FileManager.default
        var folders: [URL] = [Self.scenes]
        let seeds = Self.root.appendingPathComponent("fixtures/seeds")
        folders += try fm.contentsOfDirectory(atPath: seeds.path).sorted().map { seeds.appendingPathComponent($0) }
        var total = 0
        for folder in folders {
            let files = try fm.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0).path }
            guard !files.isEmpty else { continue }
            total += files.count
            let out = tmp.appendingPathComponent(folder.lastPathComponent)
            let r = try run(["render"] + files + ["--assets", Self.images, "--scale", "1", "--size", "390x844", "--out-dir", out.path])
            XCTAssertEqual(r.status, 0, "\(folder.lastPathComponent): \(r.err)")
            let pngs = try fm.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            XCTAssertGreaterThanOrEqual(pngs.count, files.count, folder.lastPathComponent)
        }
        XCTAssertGreaterThan(total, 100)
    }

    /// Two files that would write the same picture: the second fails instead of overwriting.
    /// (`x.swift`'s preview "a" writes `x-a.png`, as does the file `x-a.swift`.)
    func testBatchRefusesToOverwriteAnotherFilesPicture() throws {
        let twoPreviews = "import SwiftUI\n#Preview(\"a\") { Text(\"1\") }\n#Preview(\"b\") { Text(\"2\") }\n"
        try twoPreviews.write(to: tmp.appendingPathComponent("x.swift"), atomically: true, encoding: .utf8)
        try Self.hello.write(to: tmp.appendingPathComponent("x-a.swift"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("out")
        let r = try run([
            "render", tmp.appendingPathComponent("x.swift").path, tmp.appendingPathComponent("x-a.swift").path,
            "--out-dir", out.path, "--jobs", "1",
        ])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("is also the output of"), r.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["x-a.png", "x-b.png"])
    }

    private func fm(_ u: URL) throws { try FileManager.default.createDirectory(at: u, withIntermediateDirectories: true) }

    func testRenderWritesAPNG() throws {
        let out = tmp.appendingPathComponent("feet.png").path
        let r = try run(["render", Self.scenes.appendingPathComponent("feet.swift").path, "--assets", Self.images, "--scale", "1", "-o", out])
        XCTAssertEqual(r.status, 0, r.err)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let w = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(w, 48 + 8 + 72 + 8 + 56)
        XCTAssertEqual(h, 91)  // dragoon reaches 84 above the feet line, brawler 7 below
    }

    func testCustomLayoutShapeAndEnvironmentSceneRendersAndLaysOutAsCompiled() throws {
        let scene = Self.scenes.appendingPathComponent("custom.swift").path
        let out = tmp.appendingPathComponent("custom.png").path
        let r = try run(["render", scene, "--scale", "1", "-o", out])
        XCTAssertEqual(r.status, 0, r.err)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // At its ideal size, as the compiled layout was recorded (`auto` would put the greedy
        // `Centered` layout on the screen).
        let l = try run(["layout", scene, "--scale", "1", "--device", "none"])
        XCTAssertEqual(l.status, 0, l.err)
        let json = try JSONSerialization.jsonObject(with: Data(l.out.utf8)) as! [String: Any]
        let renders = json["renders"] as! [[String: Any]]
        XCTAssertEqual(renders.count, 1)
        // The compiled scene's layout (Tests/EaselScriptTests checks this file against the compiled code).
        let compiled = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.scenes.appendingPathComponent("custom.layout.json"))) as! [String: Any]
        XCTAssertEqual(renders[0]["root"] as? NSDictionary, compiled["root"] as? NSDictionary)
        let canvas = renders[0]["canvas"] as! [String: Any], compiledCanvas = compiled["canvas"] as! [String: Any]
        XCTAssertEqual(canvas["width"] as? Double, compiledCanvas["width"] as? Double)
        XCTAssertEqual(canvas["height"] as? Double, compiledCanvas["height"] as? Double)
        XCTAssertEqual(canvas["scale"] as? Double, compiledCanvas["scale"] as? Double)
    }

    func testLayoutPrintsRendersInTheSnapshotSchema() throws {
        let r = try run(["layout", Self.scenes.appendingPathComponent("flight.swift").path])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        XCTAssertNotNil(json["file"])
        let renders = json["renders"] as! [[String: Any]]
        XCTAssertEqual(renders.count, 1)
        XCTAssertNotNil(renders[0]["name"])
        let canvas = renders[0]["canvas"] as! [String: Any]
        XCTAssertNotNil(canvas["width"]); XCTAssertNotNil(canvas["scale"])
        let root = renders[0]["root"] as! [String: Any]
        XCTAssertEqual(root["kind"] as? String, "VStack")
        XCTAssertNotNil(root["frame"]); XCTAssertNotNil(root["children"])
    }

    func testExplainMentionsProposals() throws {
        let f = try write("hello.swift", Self.hello)
        let r = try run(["explain", f])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("proposed"), r.out)
        XCTAssertTrue(r.out.contains("Text \"Hello\""), r.out)
    }

    func testBatchWithOneBadFileRendersTheOthersAndFails() throws {
        let a = try write("a.swift", Self.hello)
        let b = try write("b.swift", "struct ContentView: View { var body: some View { Text(\"x\").fram(width: 3) } }\n")
        let c = try write("c.swift", Self.hello.replacingOccurrences(of: "Hello", with: "World"))
        let r = try run(["render", a, b, c, "--out-dir", tmp.path, "--jobs", "2"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("a.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("c.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("b.png").path))
        XCTAssertTrue(r.err.contains("b.swift:1:"), r.err)
        XCTAssertTrue(r.err.contains("unknown modifier 'fram'; did you mean 'frame'?"), r.err)
        XCTAssertTrue(r.err.contains("1 failed"), r.err)
    }

    func testSyntaxErrorNamesLineAndColumn() throws {
        let f = try write("bad.swift", "struct ContentView: View {\n  var body: some View {\n    Text(\"x\"\n  }\n}\n")
        let r = try run(["render", f])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.range(of: #"bad\.swift:\d+:\d+: error: "#, options: .regularExpression) != nil, r.err)
    }

    func testMissingAssetIsAnErrorWithStrict() throws {
        let f = try write("img.swift", "struct ContentView: View { var body: some View { Image(\"nothing-here\") } }\n")
        let r = try run(["render", f, "--assets", Self.images, "--strict"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("img.swift:1:56"), r.err)
        XCTAssertTrue(r.err.contains("'nothing-here'"), r.err)
    }

    func testSelfContainingViewAndRunawayLoop() throws {
        let f = try write("self.swift", "struct Loop: View { var body: some View { VStack { Loop() } } }\n")
        let r = try run(["render", f])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("self.swift:1:1: error: view 'Loop' contains itself"), r.err)
        let g = try write(
            "loop.swift", "struct ContentView: View {\n var body: some View {\n  var i = 0\n  while true { i += 1 }\n  return Text(\"\\(i)\")\n }\n}\n")
        let r2 = try run(["render", g, "--max-steps", "200000"])
        XCTAssertEqual(r2.status, 1)
        XCTAssertTrue(r2.err.contains("loop.swift:4:"), r2.err)
        XCTAssertTrue(r2.err.contains("evaluation exceeded 200000 steps (a runaway loop?)"), r2.err)
        for bad in ["0", "-5", "1e3", "99999999999999999999"] {
            let r3 = try run(["render", g, "--max-steps", bad])
            XCTAssertEqual(r3.status, 64, bad)
            XCTAssertTrue(r3.err.contains("--max-steps"), r3.err)
        }
    }

    func testNonUTF8File() throws {
        let u = tmp.appendingPathComponent("latin1.swift")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0xFF, 0x0A]).write(to: u)
        let r = try run(["render", u.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("latin1.swift:1:4: error: file is not valid UTF-8"), r.err)
    }

    func testUnwritableOutputLeavesNoFileAndExistingOutputIsKept() throws {
        let f = try write("hello.swift", Self.hello)
        let r = try run(["render", f, "-o", "/nonexistent-dir/x/out.png"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("cannot write"), r.err)
        // An existing output is not clobbered when the render fails.
        let out = tmp.appendingPathComponent("keep.png")
        try Data("old".utf8).write(to: out)
        let bad = try write("bad.swift", "struct ContentView: View { var body: some View { Txt(\"x\") } }\n")
        let r2 = try run(["render", bad, "-o", out.path])
        XCTAssertEqual(r2.status, 1)
        XCTAssertTrue(r2.err.contains("did you mean 'Text'"), r2.err)
        XCTAssertEqual(try Data(contentsOf: out), Data("old".utf8))
    }

    func testCanvasLimitAndUsageErrors() throws {
        let f = try write("hello.swift", Self.hello)
        // A --size past the canvas limit is refused where it enters, as a usage error.
        let r = try run(["render", f, "--size", "20000x10", "-o", tmp.appendingPathComponent("big.png").path])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.err.contains("--size 20000x10: each side must be a number of points from 0 to 8192 at --scale 2"), r.err)
        for bad in ["1e20x1", "nanx10", "infx10", "-5x10"] {
            let b = try run(["render", f, "--size", bad, "-o", tmp.appendingPathComponent("big.png").path])
            XCTAssertEqual(b.status, 64, bad)
            XCTAssertTrue(b.err.contains("--size"), b.err)
        }
        // A view larger than the limit is a render error (exit 1), checked before any pixel arithmetic.
        let huge = try write("huge.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Color.red.frame(width: 1e300, height: 10) } }\n")
        let h = try run(["render", huge, "--device", "none", "-o", tmp.appendingPathComponent("big.png").path])
        XCTAssertEqual(h.status, 1)
        XCTAssertTrue(h.err.contains("larger than the limit of 16384"), h.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("big.png").path))
        // With the default `--device auto`, a view wider than the phone is drawn on the phone, as Xcode's canvas shows it.
        let onPhone = try run(["render", huge, "--scale", "1", "-o", tmp.appendingPathComponent("phone.png").path])
        XCTAssertEqual(onPhone.status, 0, onPhone.err)
        let phone = try PNGCodec.read(from: tmp.appendingPathComponent("phone.png"))
        XCTAssertEqual([phone.width, phone.height], [393, 852])
        XCTAssertEqual(try run(["render", f, "--scale", "7"]).status, 64)
        XCTAssertEqual(try run(["render", f, "--size", "wide"]).status, 64)
    }

    func testTimingsPrintTheStages() throws {
        let f = try write("hello.swift", Self.hello)
        let r = try run(["render", f, "--timings", "--out-dir", tmp.path])
        XCTAssertEqual(r.status, 0, r.err)
        for stage in ["parse", "evaluate", "layout", "raster", "encode"] { XCTAssertTrue(r.out.contains(stage), r.out) }
    }

    func testPreviewsGetTheirOwnFiles() throws {
        let f = try write(
            "multi.swift", "struct A: View { var body: some View { Text(\"a\") } }\n#Preview(\"Big One\") { A().font(.largeTitle) }\n#Preview { A() }\n")
        let r = try run(["render", f, "--out-dir", tmp.path])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("multi-Big-One.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("multi-2.png").path))
    }

    /// The width and height a PNG's header gives.
    func pngSize(_ path: String) throws -> (Int, Int) {
        let d = try Data(contentsOf: URL(fileURLWithPath: path))
        func be32(_ o: Int) -> Int { d[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    func testDevices() throws {
        let list = try write(
            "list.swift",
            "import SwiftUI\nstruct ContentView: View { var body: some View { NavigationStack { List { Text(\"Row\") }.navigationTitle(\"Rows\") } } }\n")
        let hello = try write("hello.swift", Self.hello)
        let out = tmp.appendingPathComponent("d.png").path
        // A screen goes on an iPhone 15 by default; a component keeps its own size.
        XCTAssertEqual(try run(["render", list, "-o", out, "--scale", "1"]).status, 0)
        XCTAssertTrue(try pngSize(out) == (393, 852))
        XCTAssertEqual(try run(["render", hello, "-o", out, "--scale", "1"]).status, 0)
        XCTAssertTrue(try pngSize(out).0 < 200)
        // A named device, turned; none.
        let r = try run(["render", hello, "-o", out, "--scale", "1", "--device", "iPhone SE landscape"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(try pngSize(out) == (667, 375))
        XCTAssertEqual(try run(["render", list, "-o", out, "--scale", "1", "--device", "none"]).status, 0)
        XCTAssertTrue(try pngSize(out).1 < 852)
        // An unknown name lists the presets; a size and a device together are refused.
        let bad = try run(["render", hello, "-o", out, "--device", "Nokia"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.err.contains("iPhone 16 Pro"), bad.err)
        XCTAssertEqual(try run(["render", hello, "-o", out, "--device", "iPad", "--size", "100x100"]).status, 64)
        // The status bar is drawn on a device; without one it is refused.
        let plain = tmp.appendingPathComponent("plain.png").path, bars = tmp.appendingPathComponent("bars.png").path
        XCTAssertEqual(try run(["render", list, "-o", plain, "--scale", "1", "--device", "iPhone 15"]).status, 0)
        let withBars = try run(["render", list, "-o", bars, "--scale", "1", "--device", "iPhone 15", "--status-bar"])
        XCTAssertEqual(withBars.status, 0, withBars.err)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: plain)), try Data(contentsOf: URL(fileURLWithPath: bars)))
        let refused = try run(["render", hello, "-o", out, "--size", "100x100", "--status-bar"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.err.contains("--status-bar"), refused.err)
        XCTAssertEqual(try run(["render", hello, "-o", out, "--device", "none", "--status-bar"]).status, 64)
    }

    /// `--background` fills every pixel of the PNG, the margins of a larger `--size` and the last
    /// column and row of a fractional view included, at every scale; a device in dark mode fills
    /// its screen with the dark system background.
    func testTheBackgroundFillsEveryPixel() throws {
        let scene = try write(
            "fraction.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Color.red.frame(width: 20.3, height: 10.7) } }\n")
        func picture(_ args: [String]) throws -> Bitmap {
            let out = tmp.appendingPathComponent("\(UUID().uuidString).png")
            let r = try run(["render", scene, "-o", out.path] + args)
            XCTAssertEqual(r.status, 0, r.err)
            return try PNGCodec.decode(Data(contentsOf: out))
        }
        let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        for scale in [1.0, 2, 3] {
            // The view as drawn: 20.3 x 10.7 pt on whole pixels (docs/Differences.md).
            let own = try picture(["--device", "none", "--background", "white", "--scale", "\(Int(scale))"])
            XCTAssertEqual([own.width, own.height], [Int((20.3 * scale).rounded()), Int((10.7 * scale).rounded())], "@\(scale)x")
            XCTAssertTrue(stride(from: 3, to: own.pixels.count, by: 4).allSatisfy { own.pixels[$0] == 255 }, "@\(scale)x: every pixel opaque")
            // A proposal rounded up, the view centred in it and the margins white.
            let proposed = try picture(["--device", "none", "--background", "white", "--scale", "\(Int(scale))", "--size", "40.5x30.25"])
            XCTAssertEqual([proposed.width, proposed.height], [Int((40.5 * scale).rounded(.up)), Int((30.25 * scale).rounded(.up))])
            XCTAssertTrue(stride(from: 3, to: proposed.pixels.count, by: 4).allSatisfy { proposed.pixels[$0] == 255 }, "@\(scale)x")
            for (x, y) in [(0, 0), (proposed.width - 1, proposed.height - 1), (proposed.width - 1, 0)] {
                XCTAssertEqual(proposed.pixel(x: x, y: y), white, "@\(scale)x margin at \(x), \(y)")
            }
        }
        let dark = try picture(["--device", "iPhone SE", "--color-scheme", "dark", "--scale", "1"])
        XCTAssertEqual([dark.width, dark.height], [375, 667])
        XCTAssertTrue(stride(from: 3, to: dark.pixels.count, by: 4).allSatisfy { dark.pixels[$0] == 255 })
        XCTAssertEqual(dark.pixel(x: 0, y: 0), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(dark.pixel(x: 374, y: 666), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }
}
