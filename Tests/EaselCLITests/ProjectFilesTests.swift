import XCTest
import Foundation

/// `easel render` of one view file of a project uses the project's other files (models, colour
/// and view extensions), as Xcode compiles them together; `--standalone` turns that off.
extension CLITests {
    static let shop = root.appendingPathComponent("fixtures/projects/Shop")

    func testAViewFileUsesItsProjectsModelsAndExtensions() throws {
        let row = Self.shop.appendingPathComponent("Shop/Views/ProductRow.swift").path
        let r = try run(["layout", row])
        XCTAssertEqual(r.status, 0, r.err)
        // Product.samples[0] from Models/Product.swift, formatted as en_US currency; cardStyle()
        // from Extensions/View+Card.swift pads by 12.
        XCTAssertTrue(r.out.contains("\"Walnut desk\""), r.out)
        XCTAssertTrue(r.out.contains("\"$420.00\""), r.out)
        XCTAssertTrue(r.out.contains("\"padding\""), r.out)
        // The unused global whose initialiser fails (Models/Product.swift) is never evaluated.
        XCTAssertEqual(r.err, "")
    }

    func testTheBrandColourFromAnotherFileIsDrawn() throws {
        let row = Self.shop.appendingPathComponent("Shop/Views/ProductRow.swift").path
        let out = tmp.appendingPathComponent("row.png").path
        let r = try run(["render", row, "-o", out, "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }

    func testOnlyTheFilesOwnPreviewsAreRendered() throws {
        // ContentView.swift has its own #Preview; ProductRow.swift's preview is not one of its pictures.
        let content = Self.shop.appendingPathComponent("Shop/ContentView.swift").path
        let r = try run(["render", content, "--out-dir", tmp.path, "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.err)
        let made = try FileManager.default.contentsOfDirectory(atPath: tmp.path).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(made, ["ContentView.png"])
    }

    func testStandaloneUsesOnlyTheFile() throws {
        let row = Self.shop.appendingPathComponent("Shop/Views/ProductRow.swift").path
        let r = try run(["layout", row, "--standalone"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("ProductRow.swift:19:25: error: unknown identifier 'Product'"), r.err)
    }

    func testAnErrorInAProjectFileNamesThatFile() throws {
        let dir = tmp.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try "struct Badge: View {\n    var body: some View {\n        Text(\"x\").frame(width: -5)\n    }\n}\n"
            .write(to: dir.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        try "struct ContentView: View {\n    var body: some View { Badge() }\n}\n"
            .write(to: dir.appendingPathComponent("ContentView.swift"), atomically: true, encoding: .utf8)
        let r = try run(["layout", dir.appendingPathComponent("ContentView.swift").path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("Badge.swift:3:"), r.err)
    }

    func testAProjectFileThatDoesNotParseIsLeftOutWithAWarning() throws {
        let dir = tmp.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try "extension Color {\n    static let brand = Color(red: 1, green: 0, blue: 0)\n    func broken( {\n}\n"
            .write(to: dir.appendingPathComponent("Color+Brand.swift"), atomically: true, encoding: .utf8)
        try "struct ContentView: View {\n    var body: some View { Text(\"hi\").foregroundStyle(Color.brand) }\n}\n"
            .write(to: dir.appendingPathComponent("ContentView.swift"), atomically: true, encoding: .utf8)
        let r = try run(["layout", dir.appendingPathComponent("ContentView.swift").path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("warning:") && r.err.contains("Color+Brand.swift:3:"), r.err)
        XCTAssertTrue(r.err.contains("this project file was left out"), r.err)
    }
}
