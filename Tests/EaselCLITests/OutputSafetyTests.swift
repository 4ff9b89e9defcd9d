import XCTest
import Foundation
import EaselRaster

/// Outputs never destroy anything, limits are errors, and the same input gives the same bytes.
extension CLITests {
    func testOutputThatIsAnInputIsRefused() throws {
        let scene = try write("scene.swift", Self.hello)
        let before = try Data(contentsOf: URL(fileURLWithPath: scene))
        let r = try run(["render", scene, "-o", scene])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("is the input"), r.err)
        // Through a link too.
        let link = tmp.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)
        let l = try run(["render", scene, "-o", link])
        XCTAssertEqual(l.status, 1)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scene)), before)
    }

    func testSymbolicLinkIsWrittenThroughAndKept() throws {
        let scene = try write("scene.swift", Self.hello)
        let target = tmp.appendingPathComponent("target.png").path
        let link = tmp.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")  // dangling, relative
        let r = try run(["render", scene, "-o", link])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "target.png")
        XCTAssertGreaterThan(try PNGCodec.read(from: URL(fileURLWithPath: target)).width, 0)
    }

    func testFIFOWithoutReaderIsNotReplaced() throws {
        let scene = try write("scene.swift", Self.hello)
        let fifo = tmp.appendingPathComponent("pipe.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let r = try run(["render", scene, "-o", fifo])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("nothing is reading from it"), r.err)
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
        // A device is written to in place.
        XCTAssertEqual(try run(["render", scene, "-o", "/dev/null"]).status, 0)
    }

    func testMemoryBudgetAndTimeLimitAreErrors() throws {
        let scene = try write("scene.swift", Self.hello)
        let out = tmp.appendingPathComponent("out.png").path
        let m = try run(["render", scene, "-o", out, "--max-memory", "4K"])
        XCTAssertEqual(m.status, 1)
        XCTAssertTrue(m.err.contains("px canvas needs") && m.err.contains("over the memory budget of 4.0 KiB (--max-memory)"), m.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        XCTAssertEqual(try run(["render", scene, "-o", out, "--max-memory", "lots"]).status, 64)
        XCTAssertEqual(try run(["render", scene, "-o", out, "--timeout", "nan"]).status, 64)
        let loop = try write(
            "loop.swift",
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    var total = 0
                    for i in 0..<500_000 { total += i % 7 }
                    return Text("\\(total)")
                }
            }
            """)
        let t = try run(["render", loop, "-o", out, "--timeout", "0.05"])
        XCTAssertEqual(t.status, 1)
        XCTAssertTrue(t.err.contains("loop.swift:5:") && t.err.contains("longer than the time limit of 0.05 s (--timeout)"), t.err)
    }

    /// A batch with one bad file reports it, renders the others and says how many failed.
    func testBatchContinuesPastAFailure() throws {
        let good = try write("a-good.swift", Self.hello)
        _ = try write("b-bad.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"x\").frame(width: -1e308) } }\n")
        let dir = tmp.appendingPathComponent("out").path
        let r = try run(["render", tmp.appendingPathComponent("*.swift").path, "--out-dir", dir, "--jobs", "2"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("b-bad.swift:2:"), r.err)
        XCTAssertTrue(r.err.contains("1 failed"), r.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/a-good.png"), "\(good) still rendered")
    }

    /// The same scenes give the same bytes whatever the locale, time zone, home folder or number of jobs.
    func testRendersAreDeterministic() throws {
        var files: [String] = []
        for name in ["card", "flight", "feet"] { files.append(Self.scenes.appendingPathComponent("\(name).swift").path) }
        var results: [[String: Data]] = []
        let settings: [([String: String], String)] = [
            (["LANG": "C", "TZ": "UTC"], "1"),
            (["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Asia/Kolkata", "HOME": tmp.path], "2"),
            (["LANG": "ar_EG.UTF-8", "TZ": "America/St_Johns"], "3"),
        ]
        for (i, (env, jobs)) in settings.enumerated() {
            let dir = tmp.appendingPathComponent("run\(i)").path
            let r = try run(["render"] + files + ["--out-dir", dir, "--jobs", jobs, "--assets", Self.images], environment: env)
            XCTAssertEqual(r.status, 0, r.err)
            var pngs: [String: Data] = [:]
            for f in try FileManager.default.contentsOfDirectory(atPath: dir) { pngs[f] = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + f)) }
            XCTAssertGreaterThanOrEqual(pngs.count, 3)
            results.append(pngs)
        }
        XCTAssertEqual(results[0], results[1])
        XCTAssertEqual(results[0], results[2])
        let layouts = try settings.map { env, _ in try run(["layout", files[0]], environment: env).out }
        XCTAssertEqual(Set(layouts).count, 1)
    }
}

extension CLITests {
    /// --out-dir mirrors the inputs' folders below their common folder: two `01-goal.swift` in
    /// different folders both render.
    func testOutDirKeepsRelativeFolders() throws {
        let fm = FileManager.default
        for sub in ["a", "b/c"] {
            try fm.createDirectory(at: tmp.appendingPathComponent(sub), withIntermediateDirectories: true)
            try Self.hello.write(to: tmp.appendingPathComponent("\(sub)/01-goal.swift"), atomically: true, encoding: .utf8)
        }
        let out = tmp.appendingPathComponent("out").path
        let r = try run([
            "render", tmp.appendingPathComponent("a/01-goal.swift").path, tmp.appendingPathComponent("b/c/01-goal.swift").path,
            "--out-dir", out,
        ])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(fm.fileExists(atPath: out + "/a/01-goal.png"))
        XCTAssertTrue(fm.fileExists(atPath: out + "/b/c/01-goal.png"))
        // One folder of inputs: the pictures go straight into --out-dir, as before.
        let flat = tmp.appendingPathComponent("flat").path
        XCTAssertEqual(try run(["render", tmp.appendingPathComponent("a/01-goal.swift").path, "--out-dir", flat]).status, 0)
        XCTAssertTrue(fm.fileExists(atPath: flat + "/01-goal.png"))
    }

    func testBatchEndsWithTheListOfFailures() throws {
        _ = try write("a.swift", Self.hello)
        _ = try write("b.swift", "struct ContentView: View { var body: some View { Txt(\"x\") } }\n")
        _ = try write("c.swift", "struct ContentView: View { var body: some View { Text(\"x\").frame(width: -1) } }\n")
        let r = try run(["render", tmp.appendingPathComponent("*.swift").path, "--out-dir", tmp.appendingPathComponent("o").path, "--jobs", "1"])
        XCTAssertEqual(r.status, 1)
        let tail = r.err.components(separatedBy: "easel: failed files:\n").last ?? ""
        let lines = tail.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, r.err)
        XCTAssertTrue(lines[0].contains("b.swift:1:") && lines[1].contains("c.swift:1:"), r.err)
    }
}
