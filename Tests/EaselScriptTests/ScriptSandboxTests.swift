import XCTest
import Foundation
@testable import EaselScript

/// An evaluated file cannot touch the machine: there is no file or process API to call, and
/// `URLSession` is a device with no network (nothing leaves the machine: a load fails as offline).
/// Each attempt is a located error (the asset-name check is in StateAndEnvironmentTests).
final class ScriptSandboxTests: XCTestCase {
    func testFileProcessAndNetworkAPIsAreUnknown() {
        let attempts = [
            #"Data(contentsOf: URL(string: "file:///etc/passwd")!)"#,
            #"String(contentsOfFile: "/etc/passwd")"#,
            #"FileManager.default.contents(atPath: "/etc/passwd")"#,
            "Process()",
            #"try URLSession.shared.data(from: URL(string: "https://example.com")!)"#,
            #"try Data(contentsOf: URL(string: "https://example.com")!)"#,
            #"Data(contentsOf: Bundle.main.url(forResource: "passwd", withExtension: nil)!)"#,
        ]
        for expr in attempts {
            let message = ScriptTestSupport.error("struct ContentView: View {\n    let x = \(expr)\n    var body: some View { Text(\"a\") }\n}\n")
            XCTAssertTrue(message.contains("t.swift:2:"), "\(expr): \(message)")
        }
    }
}
