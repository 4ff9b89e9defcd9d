import XCTest
import Foundation

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
