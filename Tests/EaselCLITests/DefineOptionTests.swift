import XCTest
import Foundation
@testable import EaselCLI

extension CLITests {
    /// `--define NAME` adds a compilation condition to the iOS debug build's.
    func testDefineTurnsOnACompilationCondition() throws {
        let file = try write(
            "flag.swift",
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    #if BETA && DEBUG
                    Text("beta")
                    #else
                    Text("release")
                    #endif
                }
            }
            """)
        let plain = try run(["layout", file])
        XCTAssertEqual(plain.status, 0, plain.err)
        XCTAssertTrue(plain.out.contains("\"release\""), plain.out)
        let beta = try run(["layout", file, "--define", "BETA"])
        XCTAssertEqual(beta.status, 0, beta.err)
        XCTAssertTrue(beta.out.contains("\"beta\""), beta.out)
        let bad = try run(["render", file, "--define", "1X"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.err.contains("--define"), bad.err)
    }
}

extension CLITests {
    /// `--now`, `--time-zone` and `--seed` make a picture that shows dates and random values the
    /// same on every render; bad values are usage errors naming the option.
    func testNowTimeZoneAndSeedOptions() throws {
        let file = try write(
            "moment.swift",
            """
            import SwiftUI
            struct ContentView: View {
                @State private var pick = Int.random(in: 0..<1_000_000)
                var body: some View {
                    VStack {
                        Text(Date.now.formatted(date: .abbreviated, time: .shortened))
                        Text("\\(pick)")
                    }
                }
            }
            """)
        let args = ["layout", file, "--now", "2026-01-01T09:41:00Z", "--time-zone", "America/Los_Angeles"]
        let first = try run(args)
        XCTAssertEqual(first.status, 0, first.err)
        XCTAssertTrue(first.out.contains("Jan 1, 2026 at 1:41\u{202F}AM"), first.out)
        XCTAssertEqual(try run(args).out, first.out)
        let day = try run(["layout", file, "--now", "2026-03-05", "--time-zone", "UTC"])
        XCTAssertTrue(day.out.contains("Mar 5, 2026 at 12:00\u{202F}AM"), day.out)
        let seeded = try run(args + ["--seed", "42"])
        XCTAssertEqual(seeded.status, 0, seeded.err)
        XCTAssertNotEqual(seeded.out, first.out)
        XCTAssertEqual(try run(args + ["--seed", "42"]).out, seeded.out)
        // A manifest records them with the other options that decide the pixels.
        let manifest = tmp.appendingPathComponent("m.json")
        let rendered = try run([
            "render", file, "--out-dir", tmp.appendingPathComponent("out").path, "--manifest", manifest.path, "--now", "2026-01-01T09:41:00Z", "--time-zone",
            "America/Los_Angeles", "--seed", "42",
        ])
        XCTAssertEqual(rendered.status, 0, rendered.err)
        let options = try readManifest(manifest).options
        XCTAssertEqual(options.now, "2026-01-01T09:41:00Z")
        XCTAssertEqual(options.timeZone, "America/Los_Angeles")
        XCTAssertEqual(options.seed, 42)
        for (option, value) in [("--now", "2026-13-01"), ("--time-zone", "Mars/Base"), ("--seed", "lots")] {
            let bad = try run(["render", file, option, value])
            XCTAssertEqual(bad.status, 64, bad.err)
            XCTAssertTrue(bad.err.contains(option) && bad.err.contains(value), bad.err)
        }
    }
}
