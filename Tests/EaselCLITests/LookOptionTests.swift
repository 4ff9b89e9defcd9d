import XCTest
import Foundation

extension CLITests {
    /// `--look ios26` draws the system's controls in the iOS 26 look (a switch 63 × 28 instead of
    /// 51 × 31); a wrong name is an error that lists the looks.
    func testLookOption() throws {
        let file = try write(
            "look.swift",
            """
            import SwiftUI
            struct ContentView: View {
                @State private var on = true
                var body: some View {
                    Toggle("Wi-Fi", isOn: $on).labelsHidden()
                }
            }
            """)
        func size(_ args: [String]) throws -> [Double] {
            let r = try run(["layout", file, "--device", "none"] + args)
            XCTAssertEqual(r.status, 0, r.err)
            let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
            let root = ((json?["renders"] as? [[String: Any]])?.first?["root"]) as? [String: Any]
            let frame = try XCTUnwrap(root?["frame"] as? [String: Double], r.out)
            return [frame["width"] ?? 0, frame["height"] ?? 0]
        }
        XCTAssertEqual(try size([]), [51, 31])
        XCTAssertEqual(try size(["--look", "ios18"]), [51, 31])
        XCTAssertEqual(try size(["--look", "ios26"]), [63, 28])

        let bad = try run(["render", file, "--look", "ios7"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.err.contains("'ios7'") && bad.err.contains("ios26"), bad.err)
    }
}
