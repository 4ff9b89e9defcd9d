import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// Xcode's generated asset symbols: `Color.defaultBackground` for a colour set
/// `default_background`, `Image(.hero)` for an image set `HeroImage`.
final class AssetSymbolsTests: XCTestCase {
    var tmp: URL!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("easel-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: tmp) }

    func testNamesBecomeXcodesIdentifiers() {
        XCTAssertEqual(AssetSymbols.symbols(for: "default_background", suffix: "Color"), ["defaultBackground"])
        XCTAssertEqual(AssetSymbols.symbols(for: "AccentColor", suffix: "Color"), ["accent", "accentColor"])
        XCTAssertEqual(AssetSymbols.symbols(for: "mainPurple", suffix: "Color"), ["mainPurple"])
        XCTAssertEqual(AssetSymbols.symbols(for: "TaskColor1", suffix: "Color"), ["taskColor1"])
        XCTAssertEqual(AssetSymbols.symbols(for: "Hero Image", suffix: "Image"), ["hero", "heroImage"])
        XCTAssertEqual(AssetSymbols.symbols(for: "brand-blue.dark", suffix: "Color"), ["brandBlueDark"])
        XCTAssertEqual(AssetSymbols.symbols(for: "URLImage", suffix: "Image"), ["url", "urlImage"])
        XCTAssertEqual(AssetSymbols.symbols(for: "BG", suffix: "Color"), ["BG"])
        XCTAssertEqual(AssetSymbols.symbols(for: "3d", suffix: "Image"), ["_3d"])
        XCTAssertEqual(AssetSymbols.symbols(for: "Color", suffix: "Color"), ["color"])
        // Colours named by their hex (an app's `Color.EBA_72_B`, `Color._181818`, `Color.FBFBFB`).
        XCTAssertEqual(AssetSymbols.symbols(for: "EBA72B", suffix: "Color"), ["EBA_72_B"])
        XCTAssertEqual(AssetSymbols.symbols(for: "A3A3A3", suffix: "Color"), ["A_3_A_3_A_3"])
        XCTAssertEqual(AssetSymbols.symbols(for: "181818", suffix: "Color"), ["_181818"])
        XCTAssertEqual(AssetSymbols.symbols(for: "FF2A1F", suffix: "Color"), ["FF_2_A_1_F"])
        XCTAssertEqual(AssetSymbols.symbols(for: "FBFBFB", suffix: "Color"), ["FBFBFB"])
    }

    /// A catalog with a colour set (in a group folder) and an image set.
    func catalog() throws -> URL {
        let cat = tmp.appendingPathComponent("Assets.xcassets")
        let set = cat.appendingPathComponent("Brand/default_background.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x20","green":"0x40","blue":"0x80","alpha":"1.000"}},"idiom":"universal"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let img = cat.appendingPathComponent("RogueImage.imageset")
        try FileManager.default.createDirectory(at: img, withIntermediateDirectories: true)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(at: root.appendingPathComponent("fixtures/images/rogue@2x.png"), to: img.appendingPathComponent("r2.png"))
        try #"{"images":[{"filename":"r2.png","idiom":"universal","scale":"2x"}]}"#.write(
            to: img.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return cat
    }

    func testCatalogsAreRead() throws {
        let s = AssetSymbols.catalogs([try catalog().path])
        XCTAssertEqual(s.colors, ["defaultBackground": "default_background"])
        XCTAssertEqual(s.images, ["rogue": "RogueImage", "rogueImage": "RogueImage"])
    }

    /// Every spelling Xcode's symbols allow draws the catalog's colour and image, as the asset's name does.
    func testScriptsUseTheSymbols() throws {
        let cat = try catalog()
        let symbols = AssetSymbols.catalogs([cat.path])
        func draw(_ body: String, declaring extra: String = "") throws -> Bitmap {
            let script = try Script(
                source: extra + "\nstruct ContentView: View { var body: some View { \(body) } }", fileName: "t.swift",
                assetSymbols: symbols)
            return try script.checked {
                let r = ImageRenderer(content: try script.renders()[0].view)
                r.assets = CatalogAssetProvider(folders: [cat])
                r.missingImagesAreErrors = true
                return try r.rasterize().bitmap
            }
        }
        let byName = try draw(#"HStack { Color("default_background"); Image("RogueImage") }.frame(width: 80, height: 40)"#)
        XCTAssertEqual(try draw(#"HStack { Color.defaultBackground; Image(.rogue) }.frame(width: 80, height: 40)"#), byName)
        XCTAssertEqual(try draw(#"HStack { Color(.defaultBackground); Image(ImageResource.rogueImage) }.frame(width: 80, height: 40)"#), byName)
        XCTAssertEqual(try draw(#"HStack { Rectangle().fill(.defaultBackground); Image(.rogue) }.frame(width: 80, height: 40)"#), byName)
        XCTAssertEqual(try draw(#"HStack { Color(uiColor: .defaultBackground); Image(.rogue) }.frame(width: 80, height: 40)"#), byName)
        XCTAssertEqual(try draw(#"HStack { Color("default_background"); Image(decorative: "RogueImage") }.frame(width: 80, height: 40)"#), byName)
        XCTAssertNotEqual(try draw(#"HStack { Color.red; Image(.rogue) }.frame(width: 80, height: 40)"#), byName)
        // A project's own ColorResource member goes the same way.
        XCTAssertEqual(
            try draw(
                #"HStack { Color(.mine); Image(.rogue) }.frame(width: 80, height: 40)"#,
                declaring: #"extension ColorResource { static let mine = ColorResource(name: "default_background") }"#), byName)
    }

    func testAnUnknownSymbolSuggestsTheCatalogs() throws {
        let symbols = AssetSymbols.catalogs([try catalog().path])
        let script = try Script(
            source: "struct ContentView: View { var body: some View { Color.defaultBackgrund } }", fileName: "t.swift",
            assetSymbols: symbols)
        XCTAssertThrowsError(try script.checked { _ = try ImageRenderer(content: try script.renders()[0].view).rasterize() }) { e in
            XCTAssertTrue("\(e)".contains("did you mean 'defaultBackground'"), "\(e)")
        }
    }

    /// A group that provides a namespace: its sets' names and symbols carry the folder, as Xcode's
    /// generated symbols do (`Color(.GrocyColors.grocyBlue)` for the set `GrocyColors/grocyBlue`).
    func testNamespacedGroupsNestTheirSymbols() throws {
        let cat = try catalog()
        let group = cat.appendingPathComponent("Outer/Grocy Colors")  // "Outer" is a plain group
        let set = group.appendingPathComponent("grocyBlue.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"properties":{"provides-namespace":true}}"#.write(to: group.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x10","green":"0x80","blue":"0xF0","alpha":"1.000"}},"idiom":"universal"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let symbols = AssetSymbols.catalogs([cat.path])
        XCTAssertEqual(symbols.colors["GrocyColors.grocyBlue"], "Grocy Colors/grocyBlue")
        XCTAssertNil(symbols.colors["grocyBlue"])
        XCTAssertEqual(symbols.namespaces, ["GrocyColors"])
        func draw(_ body: String) throws -> Bitmap {
            let script = try Script(
                source: "struct ContentView: View { var body: some View { \(body).frame(width: 20, height: 10) } }", fileName: "t.swift",
                assetSymbols: symbols)
            return try script.checked {
                let r = ImageRenderer(content: try script.renders()[0].view)
                r.assets = CatalogAssetProvider(folders: [cat])
                return try r.rasterize().bitmap
            }
        }
        let byName = try draw(#"Color("Grocy Colors/grocyBlue")"#)
        let p = byName.pixel(x: 5, y: 5)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [0x10, 0x80, 0xF0, 255])
        XCTAssertEqual(try draw("Color(.GrocyColors.grocyBlue)"), byName)
        XCTAssertEqual(try draw("Color.GrocyColors.grocyBlue"), byName)
        XCTAssertEqual(try draw("Rectangle().fill(Color(ColorResource.GrocyColors.grocyBlue))"), byName)
        XCTAssertThrowsError(try draw("Color(.GrocyColors.grocyBlu)")) { e in
            XCTAssertTrue("\(e)".contains("did you mean 'grocyBlue'"), "\(e)")
        }
        // A namespaced name does not reach outside the catalog.
        XCTAssertFalse(CatalogAssetProvider.isSafeAssetName("Grocy Colors/../x"))
        XCTAssertTrue(CatalogAssetProvider.isSafeAssetName("Grocy Colors/grocyBlue"))
    }
}
