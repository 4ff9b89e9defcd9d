import XCTest
import Foundation

extension CLITests {
    /// `--device NAME` is the screen UIKit's globals answer: in a body, in a child's stored
    /// properties and in the root view's, which the preview makes before its render; without a
    /// device, the iPhone 15's.
    func testDeviceIsTheScreenUIKitReports() throws {
        let file = try write(
            "screen.swift",
            """
            import SwiftUI
            import UIKit
            struct Bar: View {
                let width = UIScreen.main.bounds.width / 4
                var body: some View { Color.green.frame(width: width, height: 10) }
            }
            struct ContentView: View {
                private let third = UIScreen.main.bounds.width / 3
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: third, height: 10)
                        Color.blue.frame(width: UIScreen.main.bounds.width / 2, height: 10)
                        Bar()
                        Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")
                    }
                }
            }
            """)
        func widths(_ args: [String]) throws -> (colors: [Double], text: String?) {
            let r = try run(["layout", file] + args)
            XCTAssertEqual(r.status, 0, r.err)
            let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
            var colors: [Double] = [], text: String?
            func walk(_ n: [String: Any]) {
                if n["kind"] as? String == "Color", let w = (n["frame"] as? [String: Double])?["width"] { colors.append(w) }
                if n["kind"] as? String == "Text" { text = n["label"] as? String }
                (n["children"] as? [[String: Any]] ?? []).forEach(walk)
            }
            if let root = ((json?["renders"] as? [[String: Any]])?.first)?["root"] as? [String: Any] { walk(root) }
            return (colors, text)
        }
        let pad = try widths(["--device", "iPad"])
        XCTAssertEqual(pad.colors.count, 3)
        for (w, expected) in zip(pad.colors, [820.0 / 3, 410, 205]) { XCTAssertEqual(w, expected, accuracy: 0.01) }
        XCTAssertEqual(pad.text, "pad")
        let phone = try widths(["--device", "none"])
        for (w, expected) in zip(phone.colors, [131, 196.5, 98.25]) { XCTAssertEqual(w, expected, accuracy: 0.01) }
        XCTAssertEqual(phone.text, "phone")
    }
}
