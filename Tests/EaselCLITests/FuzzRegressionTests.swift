import XCTest
import Foundation

/// Replays the inputs kept from fuzzing (fixtures/fuzz/regressions) and the fuzz seeds through
/// `easel-fuzz` built without libFuzzer: each must finish without a crash.
extension CLITests {
    static var fuzzBinary: URL { binary.deletingLastPathComponent().appendingPathComponent("easel-fuzz") }

    func testFuzzRegressionsAndSeedsReplayWithoutACrash() throws {
        let fuzz = Self.root.appendingPathComponent("fixtures/fuzz")
        let runs: [(String, [URL])] = [
            ("script", [fuzz.appendingPathComponent("regressions/script"), Self.root.appendingPathComponent("fixtures/robustness")]),
            (
                "image",
                [
                    fuzz.appendingPathComponent("regressions/image"), Self.root.appendingPathComponent("fixtures/images"),
                    Self.root.appendingPathComponent("fixtures/images/jpeg"),
                ]
            ),
            ("colorset", [fuzz.appendingPathComponent("regressions/colorset"), fuzz.appendingPathComponent("colorset")]),
        ]
        for (target, folders) in runs {
            let p = Process()
            p.executableURL = Self.fuzzBinary
            p.arguments = folders.map(\.path)
            p.environment = ProcessInfo.processInfo.environment.merging(["EASEL_FUZZ": target]) { $1 }
            let out = Pipe()
            p.standardOutput = out
            try p.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            XCTAssertEqual(p.terminationReason, .exit, "\(target): killed by a signal")
            XCTAssertEqual(p.terminationStatus, 0, target)
            XCTAssertTrue(text.contains("without a crash") && text.contains("(\(target))"), text)
        }
    }
}
