import XCTest
import Foundation

extension CLITests {
    /// `--dynamic-type` sets the text size setting (a body text grows from 17 to 23 points at
    /// xxxLarge; a wrong name lists the sizes); `--layout-direction rtl` mirrors a stack.
    func testDynamicTypeAndLayoutDirectionOptions() throws {
        let file = try write(
            "sizes.swift",
            """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10)
                        Text("Body")
                    }
                }
            }
            """)
        /// The frame of the first node of a kind in the layout `easel layout` prints.
        func frame(_ kind: String, _ args: [String]) throws -> [String: Double] {
            let r = try run(["layout", file, "--device", "none"] + args)
            XCTAssertEqual(r.status, 0, r.err)
            let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
            let render = (json?["renders"] as? [[String: Any]])?.first
            func find(_ n: [String: Any]) -> [String: Any]? {
                if n["kind"] as? String == kind { return n }
                return (n["children"] as? [[String: Any]] ?? []).lazy.compactMap(find).first
            }
            let node = (render?["root"] as? [String: Any]).flatMap(find)
            return try XCTUnwrap(node?["frame"] as? [String: Double], r.out)
        }
        func textHeight(_ args: [String]) throws -> Double { try frame("Text", args)["height"] ?? 0 }
        let large = try textHeight([])
        let xxxLarge = try textHeight(["--dynamic-type", "xxxLarge"])
        // Within the pixel each height is rounded up to.
        XCTAssertEqual(xxxLarge / large, 23.0 / 17.0, accuracy: 0.02 + 1 / large, "line height follows the 17 → 23 point body")
        XCTAssertEqual(try textHeight(["--dynamic-type", "accessibility5"]) / large, 53.0 / 17.0, accuracy: 0.02 + 3 / large)

        let bad = try run(["render", file, "--dynamic-type", "huge"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.err.contains("'huge'") && bad.err.contains("accessibility5"), bad.err)

        XCTAssertEqual(try frame("Color", [])["x"], 0)
        let text = try frame("Text", [])
        XCTAssertEqual(
            try frame("Color", ["--layout-direction", "rtl"])["x"] ?? 0, text["width"] ?? 0, accuracy: 0.5,
            "the square moves to the right end (placed on the pixel grid)")
    }
}
