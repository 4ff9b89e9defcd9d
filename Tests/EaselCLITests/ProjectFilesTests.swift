import XCTest
import Foundation
import EaselRaster

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

    /// A local package's model reads its own resources through `Bundle.module` (ACHNBrowserUI's
    /// `Backend` package decodes `islands.json` from `Sources/Backend/Resources`): they are
    /// bundled with the app's when the app imports the package.
    func testALocalPackagesResourcesAreInTheBundle() throws {
        let repo = tmp.appendingPathComponent("Isles")
        for (path, text) in [
            ("Isles.xcodeproj/project.pbxproj", ""),
            (
                "Isles/IslandList.swift",
                """
                import SwiftUI
                import Backend

                struct IslandList: View {
                    var body: some View { VStack { ForEach(Island.load() ?? [], id: \\.name) { Text($0.name) } } }
                }

                """
            ),
            (
                "Packages/Backend/Package.swift",
                "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Backend\", targets: [.target(name: \"Backend\", resources: [.process(\"Resources\")])])\n"
            ),
            (
                "Packages/Backend/Sources/Backend/Island.swift",
                """
                import Foundation

                public struct Island: Decodable {
                    public let name: String
                    public static func load() -> [Island]? {
                        guard let url = Bundle.module.url(forResource: "islands", withExtension: "json"), let data = try? Data(contentsOf: url) else { return nil }
                        return try? JSONDecoder().decode([Island].self, from: data)
                    }
                }

                """
            ),
            ("Packages/Backend/Sources/Backend/Resources/json/islands.json", #"[{"name": "Spiral Island"}, {"name": "Bells Island"}]"#),
        ] {
            let url = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let r = try run(["layout", repo.appendingPathComponent("Isles/IslandList.swift").path, "--engine", "interpret"])
        XCTAssertEqual(r.status, 0, r.err)
        for name in ["Spiral Island", "Bells Island"] { XCTAssertTrue(r.out.contains("\"\(name)\""), r.out) }
    }

    /// `easel render` finds the project's StoreKit configuration when a script first uses StoreKit
    /// (Backyard Birds keeps it in `Misc/` beside its app targets), and a broken one is a warning.
    func testTheProjectsStoreKitConfigurationAnswersStoreKit() throws {
        let repo = tmp.appendingPathComponent("Garden")
        let view = """
            import SwiftUI
            import StoreKit

            struct Shop: View {
                @State private var names: [String] = []
                var body: some View {
                    VStack { Text("\\(names.count) products"); ForEach(names, id: \\.self) { Text($0) } }
                        .task { names = ((try? await Product.products(for: ["pass.yearly", "seed.single"])) ?? []).map { "\\($0.displayName) \\($0.displayPrice)" } }
                }
            }

            """
        for (path, text) in [
            ("Garden.xcodeproj/project.pbxproj", ""), ("Garden/Shop.swift", view),
            (
                "Misc/Store.storekit",
                try String(contentsOf: Self.root.appendingPathComponent("fixtures/storekit/Garden.storekit"), encoding: .utf8)
            ),
        ] {
            let url = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let scene = repo.appendingPathComponent("Garden/Shop.swift").path
        let r = try run(["layout", scene, "--engine", "interpret"])
        XCTAssertEqual(r.status, 0, r.err)
        for text in ["2 products", "Bird Seed $1.99", "Yearly $49.99"] { XCTAssertTrue(r.out.contains("\"\(text)\""), r.out) }
        try "{ not json".write(to: repo.appendingPathComponent("Misc/Store.storekit"), atomically: true, encoding: .utf8)
        let broken = try run(["layout", scene, "--engine", "interpret"])
        XCTAssertEqual(broken.status, 0, broken.err)
        XCTAssertTrue(broken.out.contains("\"0 products\""), broken.out)
        XCTAssertTrue(broken.err.contains("Store.storekit: not a StoreKit configuration file"), broken.err)
    }

    func testTheXcodeProjectsResourcesOutsideTheTargetAreInTheBundle() throws {
        // Apple's Landmarks keeps landmarkData.json beside the .xcodeproj, and its target's Copy
        // Bundle Resources phase copies it into the app: Bundle.main finds it there.
        let app = tmp.appendingPathComponent("Atlas")
        func write(_ path: String, _ text: String) throws {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write(
            "Atlas.xcodeproj/project.pbxproj",
            """
            { objects = {
              B1 = {isa = PBXBuildFile; fileRef = F1; };
              B2 = {isa = PBXBuildFile; fileRef = F2; };
              F1 /* places.json */ = {isa = PBXFileReference; path = places.json; sourceTree = "<group>"; };
              F2 /* Data */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Data; sourceTree = "<group>"; };
              G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
              R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
            }; }
            """)
        try write("places.json", #"[{"name": "Turtle Rock"}, {"name": "Silver Salmon Creek"}]"#)
        try write("Data/unlisted-but-in-a-copied-folder.txt", "Chilkoot Trail")
        try write("Unlisted/other.txt", "not copied")
        try write("Atlas/Assets.xcassets/Contents.json", "{}")
        try write(
            "Atlas/PlaceList.swift",
            """
            struct Place: Decodable { let name: String }
            struct PlaceList: View {
                let places: [Place] = {
                    let url = Bundle.main.url(forResource: "places", withExtension: "json")!
                    return try! JSONDecoder().decode([Place].self, from: Data(contentsOf: url))
                }()
                let trail = try! String(contentsOf: Bundle.main.url(forResource: "unlisted-but-in-a-copied-folder", withExtension: "txt")!)
                let other = Bundle.main.url(forResource: "other", withExtension: "txt")
                var body: some View {
                    VStack { ForEach(places, id: \\.name) { Text($0.name) }; Text(trail); Text(other == nil ? "no other" : "other") }
                }
            }
            """)
        let r = try run(["layout", app.appendingPathComponent("Atlas/PlaceList.swift").path])
        XCTAssertEqual(r.status, 0, r.err)
        for text in ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail", "no other"] { XCTAssertTrue(r.out.contains("\"\(text)\""), text) }
    }

    func testStandaloneUsesOnlyTheFile() throws {
        let row = Self.shop.appendingPathComponent("Shop/Views/ProductRow.swift").path
        let r = try run(["layout", row, "--standalone"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("ProductRow.swift:19:25: error: unknown identifier 'Product'"), r.err)
    }

    func testTheProjectsStringTablesAreReadWithoutStrings() throws {
        // An app's en.lproj, as its main bundle reads it on an en_US device: Text keys and
        // NSLocalizedString both find it; a broken table is left out with a warning.
        let dir = tmp.appendingPathComponent("App")
        let en = dir.appendingPathComponent("Resources/en.lproj"), de = dir.appendingPathComponent("Resources/de.lproj")
        for d in [dir.appendingPathComponent("App.xcodeproj"), en, de] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        try "\"APP_NAME\" = \"WeSplit\";\n\"TOTAL\" = \"Grand total\";\n".write(
            to: en.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"APP_NAME\" = \"WeSplit DE\";\n\"TOTAL\" = broken".write(to: de.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("APP_NAME")
                    Text(verbatim: NSLocalizedString("TOTAL", comment: ""))
                    Text("UNKNOWN_KEY")
                }
            }
        }
        """.write(to: dir.appendingPathComponent("ContentView.swift"), atomically: true, encoding: .utf8)
        let file = dir.appendingPathComponent("ContentView.swift").path
        let r = try run(["layout", file])
        XCTAssertEqual(r.status, 0, r.err)
        for label in ["\"WeSplit\"", "\"Grand total\"", "\"UNKNOWN_KEY\""] { XCTAssertTrue(r.out.contains(label), label + r.out) }
        XCTAssertTrue(r.err.contains("de.lproj/Localizable.strings") && r.err.contains("left out"), r.err)
        // --standalone reads no project files, tables included.
        let alone = try run(["layout", file, "--standalone"])
        XCTAssertTrue(alone.out.contains("\"APP_NAME\""), alone.out)
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

/// Images: a project's own asset catalog is found; a missing image warns at its name and draws
/// nothing, and `--strict` makes it an error.
extension CLITests {
    func makeProjectWithCatalog() throws -> URL {
        let fm = FileManager.default
        let dir = tmp.appendingPathComponent("Pics")
        let set = dir.appendingPathComponent("App/Assets.xcassets/Logo.imageset")
        try fm.createDirectory(at: dir.appendingPathComponent("Pics.xcodeproj"), withIntermediateDirectories: true)
        try fm.createDirectory(at: set, withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.images + "/rogue.png", toPath: set.appendingPathComponent("rogue.png").path)
        try #"{"images":[{"filename":"rogue.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let scene = dir.appendingPathComponent("App/ContentView.swift")
        try
            "struct ContentView: View {\n    var body: some View {\n        VStack {\n            Image(\"Logo\")\n            Image(\"Missing\")\n        }\n    }\n}\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        return scene
    }

    func testTheProjectsAssetCatalogIsFoundAndAMissingImageOnlyWarns() throws {
        let scene = try makeProjectWithCatalog()
        let out = tmp.appendingPathComponent("pics.png").path
        let r = try run(["render", scene.path, "-o", out, "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.err.contains("ContentView.swift:5:19: warning: no image named 'Missing'"), r.err)
        XCTAssertFalse(r.err.contains("'Logo'"), r.err)
        // The rogue (48 × 64) from the project's catalog is drawn; the missing image is an empty
        // view, which still takes the stack's 8 points of spacing, as a zero-sized view does.
        let png = try PNGCodec.read(from: URL(fileURLWithPath: out))
        XCTAssertEqual(png.width, 48)
        XCTAssertEqual(png.height, 64 + 8)
    }

    func testStrictMakesAMissingImageAnError() throws {
        let scene = try makeProjectWithCatalog()
        let r = try run(["render", scene.path, "-o", tmp.appendingPathComponent("x.png").path, "--strict"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("ContentView.swift:5:19: error: no image named 'Missing'"), r.err)
    }
}
