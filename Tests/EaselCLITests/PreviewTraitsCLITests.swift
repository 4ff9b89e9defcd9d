import XCTest
import Foundation

extension CLITests {
    static let traitPreviews = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text("Row").padding() }
        }
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Row().previewLayout(.fixed(width: 300, height: 70)).previewDisplayName("Fixed")
                    Row().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)")).previewDisplayName("Small phone")
                    Row().previewInterfaceOrientation(.landscapeLeft)
                    NavigationStack { List { Text("a") } }.previewLayout(.sizeThatFits).preferredColorScheme(.dark)
                    Row().previewDevice("Apple Watch Series 9 (45mm)")
                }
            }
        }
        """

    /// `-o out.png` with several previews writes `out-<preview>.png` beside it for each, named by
    /// `previewDisplayName` where one is given, and prints their paths; each preview's traits choose
    /// its canvas: a fixed layout that size, a device that screen (turned for a landscape
    /// orientation), `sizeThatFits` the view's own size when offered the iPhone 15's safe area (all of
    /// it for a list, never the device); an unknown device the iPhone 15.
    func testPreviewTraitsChooseEachPreviewsCanvas() throws {
        let f = try write("row.swift", Self.traitPreviews)
        let out = tmp.appendingPathComponent("row.png").path
        let r = try run(["render", f, "-o", out, "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.err)
        let names = ["row-Fixed.png", "row-Small-phone.png", "row-3.png", "row-4.png", "row-5.png"]
        XCTAssertEqual(r.out.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }, names)
        func size(_ name: String) throws -> (Int, Int) { try pngSize(tmp.appendingPathComponent(name).path) }
        XCTAssertTrue(try size("row-Fixed.png") == (300, 70))
        XCTAssertTrue(try size("row-Small-phone.png") == (375, 667))
        XCTAssertTrue(try size("row-3.png") == (852, 393))
        XCTAssertTrue(try size("row-4.png") == (393, 852 - 59 - 34))  // fitted in the screen: a list takes its height
        XCTAssertTrue(try size("row-5.png") == (393, 852))
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        // `--preview` picks one by its display name; `--device` and `--size` win over the traits.
        let one = try run(["render", f, "-o", out, "--scale", "1", "--preview", "Small phone", "--device", "iPhone 16 Pro"])
        XCTAssertEqual(one.status, 0, one.err)
        XCTAssertEqual(one.out, "")
        XCTAssertTrue(try pngSize(out) == (402, 874))
        XCTAssertEqual(try run(["render", f, "-o", out, "--scale", "1", "--view", "Fixed", "--size", "120x40"]).status, 0)
        XCTAssertTrue(try pngSize(out) == (120, 40))
    }
}
