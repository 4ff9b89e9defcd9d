import XCTest
import Foundation
@testable import EaselScript

/// An evaluated file cannot touch the machine: there is no file, process or network API to call,
/// and each attempt is a located error (the asset-name check is in StateAndEnvironmentTests).
final class ScriptSandboxTests: XCTestCase {
    func testFileProcessAndNetworkAPIsAreUnknown() {
        let attempts = [
            #"Data(contentsOf: URL(string: "file:///etc/passwd")!)"#,
            #"String(contentsOfFile: "/etc/passwd")"#,
            #"FileManager.default.contents(atPath: "/etc/passwd")"#,
            "Process()",
            "URLSession.shared",
            #"Data(contentsOf: Bundle.main.url(forResource: "passwd", withExtension: nil)!)"#,
        ]
        for expr in attempts {
            let message = ScriptTestSupport.error("struct ContentView: View {\n    let x = \(expr)\n    var body: some View { Text(\"a\") }\n}\n")
            XCTAssertTrue(message.contains("t.swift:2:"), "\(expr): \(message)")
        }
    }
}
