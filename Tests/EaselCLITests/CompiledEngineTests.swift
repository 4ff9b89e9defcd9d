import XCTest
import Foundation
import EaselRaster

/// `--engine compile` and `--engine auto`: a scene compiled against Easel with the installed
/// Swift compiler renders as the interpreter renders it; `auto` compiles what the interpreter
/// cannot evaluate, and says so.
extension CLITests {
    /// Runs `easel` with its compiled programs cached in the test's own folder.
    func runCompiled(_ args: [String], swiftc: String? = nil) throws -> Result {
        var env = ["EASEL_CACHE": tmp.appendingPathComponent("cache").path]
        if let swiftc { env["EASEL_SWIFTC"] = swiftc }
        return try run(args, environment: env)
    }

    /// The fixture scenes that do not compile against today's SwiftUI API, and why (none: the 2019
    /// beta's `Length`, which `feet.swift` uses, is Easel's public API too).
    static let interpreterOnlyScenes: [String: String] = [:]

    func testEveryFixtureSceneCompilesToTheSameLayoutAndPixels() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".swift") }.sorted()
        var compiled: [String] = []
        for name in scenes {
            let path = Self.scenes.appendingPathComponent(name).path
            let common = ["layout", path, "--standalone", "--assets", Self.images]
            let c = try runCompiled(common + ["--engine", "compile"])
            if let reason = Self.interpreterOnlyScenes[name] {
                XCTAssertEqual(c.status, 1, name)
                XCTAssertTrue(c.err.contains("error: does not compile: \(reason)"), c.err)
                continue
            }
            XCTAssertEqual(c.status, 0, "\(name): \(c.err)")
            let i = try run(common + ["--engine", "interpret"])
            XCTAssertEqual(i.status, 0, i.err)
            XCTAssertEqual(c.out, i.out, name)
            compiled.append(path)
        }
        XCTAssertEqual(compiled.count, scenes.count - Self.interpreterOnlyScenes.count)
        // The pictures of the whole batch, compiled (from the programs just cached) and interpreted.
        let a = tmp.appendingPathComponent("compiled"), b = tmp.appendingPathComponent("interpreted")
        let common = ["render"] + compiled + ["--standalone", "--assets", Self.images, "--scale", "1"]
        let c = try runCompiled(common + ["--engine", "compile", "--out-dir", a.path])
        XCTAssertEqual(c.status, 0, c.err)
        XCTAssertEqual(try run(common + ["--engine", "interpret", "--out-dir", b.path]).status, 0)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: b.path).sorted()
        XCTAssertGreaterThanOrEqual(pictures.count, compiled.count)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: a.path).sorted(), pictures)
        for p in pictures {
            XCTAssertTrue(
                try Data(contentsOf: a.appendingPathComponent(p)) == Data(contentsOf: b.appendingPathComponent(p)), "\(p) differs")
        }
    }

    func testAutoCompilesWhatTheInterpreterCannotAndCachesTheProgram() throws {
        let f = try write(
            "mirror.swift",
            """
            import SwiftUI
            struct Point { var x = 1; var y = 2 }
            struct ContentView: View {
                var body: some View { Text("\\(Mirror(reflecting: Point()).children.count) fields").padding() }
            }
            """)
        let out = tmp.appendingPathComponent("m.png").path
        let interpreted = try runCompiled(["render", f, "-o", out, "--engine", "interpret"])
        XCTAssertEqual(interpreted.status, 1)
        XCTAssertTrue(interpreted.err.contains("mirror.swift:4:35: error: unknown view or type 'Mirror'"), interpreted.err)
        let auto = try runCompiled(["render", f, "-o", out, "--scale", "1"])
        XCTAssertEqual(auto.status, 0, auto.err)
        XCTAssertEqual(
            auto.err, "easel: \(f): compiled, as the interpreter stopped at \(f):4:35: error: unknown view or type 'Mirror'\n")
        // What the program drew: "2 fields", as the same text drawn by the interpreter.
        let same = try write("same.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"2 fields\").padding() } }\n")
        let expected = tmp.appendingPathComponent("e.png").path
        XCTAssertEqual(try run(["render", same, "-o", expected, "--scale", "1"]).status, 0)
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(contentsOf: URL(fileURLWithPath: expected)))
        // Again: the cached program, no second compile; `explain` runs the same program.
        XCTAssertEqual(try runCompiled(["render", f, "-o", out]).status, 0)
        let explained = try runCompiled(["explain", f, "--engine", "compile"])
        XCTAssertEqual(explained.status, 0, explained.err)
        XCTAssertTrue(explained.out.hasPrefix("ContentView: the canvas proposes"), explained.out)
        let programs = try FileManager.default.contentsOfDirectory(atPath: tmp.appendingPathComponent("cache/compiled").path)
        XCTAssertEqual(programs.count, 1, "\(programs)")
    }

    func testWhenCompilingFailsTooBothErrorsAreGiven() throws {
        let f = try write(
            "ghost.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Ghost().padding() }\n}\n")
        let r = try runCompiled(["render", f, "-o", tmp.appendingPathComponent("g.png").path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(
            r.err.contains(
                "ghost.swift:3:27: error: unknown view or type 'Ghost' (compiled instead, it failed too: \(f):3:27: error: does not compile: cannot find 'Ghost' in scope)"
            ), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("g.png").path))
        // A syntax error is not compiled: one message, the interpreter's.
        let bad = try write("bad.swift", "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\" } }\n")
        for engine in ["auto", "compile"] {
            let b = try runCompiled(["render", bad, "-o", tmp.appendingPathComponent("b.png").path, "--engine", engine])
            XCTAssertEqual(b.status, 1)
            XCTAssertTrue(b.err.hasPrefix("\(bad):2:"), b.err)
            XCTAssertFalse(b.err.contains("compile"), b.err)
        }
    }

    func testWithoutACompilerCompileSaysWhatToInstallAndAutoGivesTheInterpretersError() throws {
        let f = try write("ghost.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Ghost() } }\n")
        let out = tmp.appendingPathComponent("g.png").path
        let compile = try runCompiled(["render", f, "-o", out, "--engine", "compile"], swiftc: "/nonexistent/swiftc")
        XCTAssertEqual(compile.status, 1)
        XCTAssertTrue(compile.err.contains("the compiled engine needs the Swift compiler: install a Swift 6 toolchain"), compile.err)
        let auto = try runCompiled(["render", f, "-o", out], swiftc: "/nonexistent/swiftc")
        XCTAssertEqual(auto.status, 1)
        XCTAssertTrue(auto.err.contains("error: unknown view or type 'Ghost'"), auto.err)
        XCTAssertFalse(auto.err.contains("compile"), auto.err)
    }

    /// The compiled program names and sizes its previews as the interpreter does.
    func testCompiledPreviewsKeepTheirNamesAndTraits() throws {
        let f = try write("row.swift", Self.traitPreviews)
        let a = tmp.appendingPathComponent("a"), b = tmp.appendingPathComponent("b")
        XCTAssertEqual(try runCompiled(["render", f, "--out-dir", a.path, "--engine", "compile", "--scale", "1"]).status, 0)
        XCTAssertEqual(try run(["render", f, "--out-dir", b.path, "--engine", "interpret", "--scale", "1"]).status, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: b.path).sorted()
        XCTAssertEqual(names, ["row-3.png", "row-4.png", "row-5.png", "row-Fixed.png", "row-Small-phone.png"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: a.path).sorted(), names)
        for n in names {
            XCTAssertTrue(try Data(contentsOf: a.appendingPathComponent(n)) == Data(contentsOf: b.appendingPathComponent(n)), n)
        }
        let macros = try write(
            "macros.swift",
            """
            import SwiftUI
            struct Card: View { var body: some View { Text("Card").padding() } }
            #if DEBUG
            #Preview("Wide", traits: .fixedLayout(width: 200, height: 60)) {
                @Previewable @State var n = 2
                Card().opacity(Double(n) / 2)
            }
            #endif
            #if os(iOS)
            #Preview { Card().previewDisplayName("Phone") }
            #elseif os(macOS)
            #Preview { Card().previewDisplayName("Mac") }
            #endif
            """)
        let m = try runCompiled(["render", macros, "--out-dir", a.path, "--engine", "compile", "--scale", "1"])
        XCTAssertEqual(m.status, 0, m.err)
        XCTAssertTrue(try pngSize(a.appendingPathComponent("macros-Wide.png").path) == (200, 60))
        XCTAssertTrue(FileManager.default.fileExists(atPath: a.appendingPathComponent("macros-Phone.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: a.appendingPathComponent("macros-Mac.png").path))
    }

    /// The project files a scene uses are compiled with it, two of one name in different folders
    /// included (each keeps its private names, in both engines).
    func testTheProjectFilesASceneUsesAreCompiledWithIt() throws {
        let app = tmp.appendingPathComponent("App")
        for (path, text) in [
            ("App.xcodeproj/project.pbxproj", ""),
            ("App/Assets.xcassets/Contents.json", "{}"),
            ("App/Colors/Helpers.swift", "import SwiftUI\nprivate let tone = 0.5\nextension Color { static let brand = Color(white: tone) }\n"),
            ("App/Fonts/Helpers.swift", "import SwiftUI\nprivate let tone = 3\nextension Font { static let big = Font.system(size: CGFloat(tone) * 10) }\n"),
            (
                "App/Card.swift",
                "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"Card\").font(.big).foregroundStyle(Color.brand) }\n}\n"
            ),
        ] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let card = app.appendingPathComponent("App/Card.swift").path
        let c = try runCompiled(["layout", card, "--engine", "compile"])
        XCTAssertEqual(c.status, 0, c.err)
        // 30-point text: the font's file's own `tone` (3), not the colour file's (0.5).
        XCTAssertTrue(c.out.contains("\"height\" : 36.5"), c.out)
        // The interpreter keeps each file's private names too.
        let i = try run(["layout", card, "--engine", "interpret"])
        XCTAssertEqual(i.status, 0, i.err)
        XCTAssertEqual(i.out, c.out)
    }

    /// A model in a file that imports only Foundation is an `ObservableObject`, as on Apple's
    /// platforms (whose Foundation shows Combine's); being `@MainActor`, it is made in a view's
    /// `@StateObject` initial value and in a `#Preview` (main-actor isolated, as Xcode's), and
    /// loaded by the view's task, on the main actor.
    func testAFoundationOnlyMainActorModelCompilesWithItsView() throws {
        let app = tmp.appendingPathComponent("Shelf")
        let model = """
            import Foundation

            @MainActor final class Shelf: ObservableObject {
                @Published var books: [String] = []
                func load() async { books = ["Dune", "Emma"] }
            }

            """
        let view = """
            import SwiftUI

            struct ContentView: View {
                @StateObject private var shelf = Shelf()
                var body: some View {
                    VStack { ForEach(shelf.books, id: \\.self) { Text($0) } }.task { await shelf.load() }
                }
            }

            #Preview { ContentView().environmentObject(Shelf()) }

            """
        for (path, text) in [("Shelf.xcodeproj/project.pbxproj", ""), ("Shelf/Shelf.swift", model), ("Shelf/ContentView.swift", view)] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let scene = app.appendingPathComponent("Shelf/ContentView.swift").path
        let c = try runCompiled(["layout", scene, "--engine", "compile"])
        XCTAssertEqual(c.status, 0, c.err)
        XCTAssertFalse(c.err.contains("warning"), c.err)
        XCTAssertTrue(c.out.contains("\"Dune\"") && c.out.contains("\"Emma\""), c.out)
        let i = try run(["layout", scene, "--engine", "interpret"])
        XCTAssertEqual(i.status, 0, i.err)
        XCTAssertEqual(i.out, c.out)
    }

    /// `import UIKit`, `import MapKit`, `import CoreImage.CIFilterBuiltins` compile: their types
    /// that Easel declares come from Easel, and `#if canImport(UIKit)` holds, as in the
    /// interpreter; a name Easel lacks is the compiler's error at its line, naming the module.
    func testTheSDKsModulesAreImportedFromEasel() throws {
        let f = try write(
            "sdk.swift",
            """
            import SwiftUI
            import UIKit
            import MapKit
            @preconcurrency import CoreImage.CIFilterBuiltins

            #if canImport(UIKit)
            typealias PlatformColor = UIColor
            #else
            typealias PlatformColor = NSColor
            #endif

            struct ContentView: View {
                let region = MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: 51.5, longitude: 0),
                    span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
                var body: some View {
                    VStack {
                        Text("\\(region.center.latitude, specifier: "%.1f")").foregroundColor(Color(PlatformColor.systemBlue))
                        Image(uiImage: UIImage(systemName: "star")!)
                    }
                    .padding()
                }
            }

            """)
        let c = try runCompiled(["layout", f, "--standalone", "--engine", "compile"])
        XCTAssertEqual(c.status, 0, c.err)
        XCTAssertTrue(c.out.contains("\"51.5\""), c.out)
        let i = try run(["layout", f, "--standalone", "--engine", "interpret"])
        XCTAssertEqual(i.status, 0, i.err)
        XCTAssertEqual(c.out, i.out)

        let missing = try write(
            "sprite.swift",
            """
            import SwiftUI
            import SpriteKit

            struct ContentView: View {
                var scene: SKScene { SKScene() }
                var body: some View { Text("Game") }
            }

            """)
        let e = try runCompiled(["render", missing, "--standalone", "--engine", "compile", "-o", tmp.appendingPathComponent("s.png").path])
        XCTAssertEqual(e.status, 1)
        XCTAssertTrue(
            e.err.contains(
                "sprite.swift:5:16: error: does not compile: cannot find type 'SKScene' in scope; the name is likely SpriteKit's, which the file imports"),
            e.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("s.png").path))
    }

    /// Regex literals compile, as Xcode enables them for a new project's Swift 5 mode.
    func testRegexLiteralsCompile() throws {
        let f = try write(
            "regex.swift",
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("Order #1.2".replacing(/[#.]/, with: "")).padding() }
            }

            """)
        let c = try runCompiled(["layout", f, "--standalone", "--engine", "compile"])
        XCTAssertEqual(c.status, 0, c.err)
        XCTAssertTrue(c.out.contains("\"Order 12\""), c.out)
    }

    /// The project's bundled files are where `Bundle.main` looks in the compiled program (linked
    /// beside it), so a model that decodes `missions.json` from the bundle draws what the
    /// interpreter draws.
    func testBundledFilesAreFoundByTheCompiledProgram() throws {
        let app = tmp.appendingPathComponent("Moon")
        let model = """
            import Foundation

            struct Mission: Codable, Identifiable {
                let id: Int
                let name: String
            }

            extension Bundle {
                func decode<T: Decodable>(_ file: String) -> T {
                    guard let url = self.url(forResource: file, withExtension: nil) else {
                        fatalError("Failed to locate \\(file) in bundle.")
                    }
                    let data = try! Data(contentsOf: url)
                    return try! JSONDecoder().decode(T.self, from: data)
                }
            }

            """
        let view = """
            import SwiftUI

            struct ContentView: View {
                let missions: [Mission] = Bundle.main.decode("missions.json")
                var body: some View {
                    VStack { ForEach(missions) { Text($0.name) } }
                }
            }

            """
        for (path, text) in [
            ("Moon.xcodeproj/project.pbxproj", ""), ("Moon/Mission.swift", model), ("Moon/ContentView.swift", view),
            ("Moon/Data/missions.json", #"[{"id": 1, "name": "Apollo 1"}, {"id": 11, "name": "Apollo 11"}]"#),
        ] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let scene = app.appendingPathComponent("Moon/ContentView.swift").path
        let c = try runCompiled(["layout", scene, "--engine", "compile"])
        XCTAssertEqual(c.status, 0, c.err)
        XCTAssertTrue(c.out.contains("\"Apollo 11\""), c.out)
        let i = try run(["layout", scene, "--engine", "interpret"])
        XCTAssertEqual(i.status, 0, i.err)
        XCTAssertEqual(i.out, c.out)
        // Again from the cached program, whose links are in place.
        XCTAssertEqual(try runCompiled(["layout", scene, "--engine", "compile"]).out, c.out)
    }

    /// A local package's modules (`import Kit`, which imports `Core`) compile as modules of their
    /// own, in order, into libraries beside the program, and draw what the interpreter draws.
    func testLocalPackageModulesCompileAsModules() throws {
        let repo = tmp.appendingPathComponent("Shop")
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Core"), .target(name: "Kit", dependencies: ["Core"])])

            """
        let core = """
            import Foundation

            public enum Palette {
                public static let accentName = "orange"
                static let hidden = 1
            }

            """
        let kit = """
            import SwiftUI
            import Core

            public struct Badge: View {
                let text: String
                public init(_ text: String) { self.text = text }
                public var body: some View {
                    Text(text).padding(6).background(Capsule().fill(Palette.accentName == "orange" ? Color.orange : .gray))
                }
            }

            """
        let view = """
            import SwiftUI
            import Kit

            struct ContentView: View {
                var body: some View { Badge("New").padding() }
            }

            """
        for (path, text) in [
            (".git/HEAD", ""), ("Shop.xcodeproj/project.pbxproj", ""), ("Shop/ContentView.swift", view), ("Packages/Kit/Package.swift", manifest),
            ("Packages/Kit/Sources/Core/Palette.swift", core), ("Packages/Kit/Sources/Kit/Badge.swift", kit),
        ] {
            let url = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let scene = repo.appendingPathComponent("Shop/ContentView.swift").path
        let c = try runCompiled(["layout", scene, "--engine", "compile"])
        XCTAssertEqual(c.status, 0, c.err)
        XCTAssertTrue(c.out.contains("\"New\""), c.out)
        let i = try run(["layout", scene, "--engine", "interpret"])
        XCTAssertEqual(i.status, 0, i.err)
        XCTAssertEqual(i.out, c.out)
        // A package's internal name is its own: the app's file cannot reach it, as with Xcode.
        try view.replacingOccurrences(of: "import Kit", with: "import Kit\nimport Core").replacingOccurrences(
            of: "Badge(\"New\")", with: "Text(\"\\(Palette.hidden)\")"
        )
        .write(to: URL(fileURLWithPath: scene), atomically: true, encoding: .utf8)
        let e = try runCompiled(["layout", scene, "--engine", "compile"])
        XCTAssertEqual(e.status, 1)
        XCTAssertTrue(e.err.contains("ContentView.swift:6:") && e.err.contains("'hidden' is inaccessible"), e.err)
    }

    /// Xcode's generated asset symbols compile with the scene, from the project's catalog, and
    /// draw what the interpreter draws with them.
    func testAssetSymbolsOfTheProjectsCatalogCompile() throws {
        let app = tmp.appendingPathComponent("Symbols")
        let set = app.appendingPathComponent("Symbols/Assets.xcassets/default_background.colorset")
        let img = app.appendingPathComponent("Symbols/Assets.xcassets/RogueImage.imageset")
        for d in [set, img] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        try #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x20","green":"0x40","blue":"0x80","alpha":"1.000"}},"idiom":"universal"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("fixtures/images/rogue@2x.png"), to: img.appendingPathComponent("r2.png"))
        try #"{"images":[{"filename":"r2.png","idiom":"universal","scale":"2x"}]}"#.write(
            to: img.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Symbols.xcodeproj"), withIntermediateDirectories: true)
        try "".write(to: app.appendingPathComponent("Symbols.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let scene = app.appendingPathComponent("Symbols/ContentView.swift")
        try """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack {
                    Color.defaultBackground.frame(width: 20, height: 10)
                    Rectangle().fill(.defaultBackground).frame(width: 20, height: 10)
                    Color(.defaultBackground).frame(width: 20, height: 10)
                    Image(.rogue)
                    Image(ImageResource.rogueImage)
                }
            }
        }

        """.write(to: scene, atomically: true, encoding: .utf8)
        let a = tmp.appendingPathComponent("compiled.png").path, b = tmp.appendingPathComponent("interpreted.png").path
        let c = try runCompiled(["render", scene.path, "--engine", "compile", "--scale", "1", "-o", a])
        XCTAssertEqual(c.status, 0, c.err)
        let i = try run(["render", scene.path, "--engine", "interpret", "--scale", "1", "-o", b])
        XCTAssertEqual(i.status, 0, i.err)
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        // The catalog's colour, not a placeholder.
        let png = try PNGCodec.read(from: URL(fileURLWithPath: a))
        let p = png.pixel(x: png.width / 2, y: 5)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [0x20, 0x40, 0x80, 255])
    }

    /// `URLSession` compiles in a file that imports Foundation or SwiftUI (Linux keeps it in
    /// FoundationNetworking), and the program, like a script, runs on a device without network:
    /// the load fails and the view shows its error state in both engines.
    func testURLSessionCompilesAndTheProgramIsOffline() throws {
        let app = tmp.appendingPathComponent("Net")
        let loader = """
            import Foundation

            @MainActor final class Loader: ObservableObject {
                @Published var status = "loading"
                func load() async {
                    do {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/feed.json")!)
                        status = "loaded \\(data.count)"
                    } catch {
                        status = "failed"
                    }
                }
            }

            """
        let view = """
            import SwiftUI

            struct ContentView: View {
                @StateObject private var loader = Loader()
                let session = URLSession.shared
                var body: some View { Text(loader.status).task { await loader.load() } }
            }

            """
        for (path, text) in [("Net.xcodeproj/project.pbxproj", ""), ("Net/Loader.swift", loader), ("Net/ContentView.swift", view)] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let scene = app.appendingPathComponent("Net/ContentView.swift").path
        let c = try runCompiled(["layout", scene, "--engine", "compile"])
        XCTAssertEqual(c.status, 0, c.err)
        XCTAssertTrue(c.out.contains("\"failed\""), c.out)
        let i = try run(["layout", scene, "--engine", "interpret"])
        XCTAssertEqual(i.out, c.out)
    }

    /// A compiled program is bounded by `--timeout` as the interpreter is: killed, and the file
    /// fails with one message and no picture.
    func testACompiledProgramStopsAtTheTimeLimit() throws {
        let f = try write(
            "spin.swift",
            "import SwiftUI\nstruct ContentView: View {\n    var body: some View {\n        var i = 0\n        while i >= 0 { i = (i + 1) % 7 }\n        return Text(\"\\(i)\")\n    }\n}\n"
        )
        let out = tmp.appendingPathComponent("spin.png").path
        let r = try runCompiled(["render", f, "-o", out, "--engine", "compile", "--timeout", "2"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("\(f):1:1: error: the compiled program ran longer than the time limit of 2 s (--timeout)"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}
