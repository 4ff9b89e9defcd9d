// Support for the seed gallery: scene files under fixtures/seeds/, read by the `easel` evaluator
// (EaselScript), compared with their compiled form, asserted on, and snapshotted into golden/seeds/.
import XCTest
import Easel
import EaselScript
import EaselTesting

/// The repository root.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A seed scene file, evaluated.
struct SeedScene {
    /// Path under fixtures/seeds/, e.g. "alignments/01-top.swift".
    let path: String
    let script: Script
    let renders: [ScriptRender]

    init(_ path: String, select: String? = nil) throws {
        self.path = path
        let url = repositoryRoot.appendingPathComponent("fixtures/seeds").appendingPathComponent(path)
        script = try Script(source: try String(contentsOf: url, encoding: .utf8), fileName: url.lastPathComponent)
        renders = try script.renders(select: select)
    }

    /// The first (usually only) render's view.
    var view: AnyView { renders[0].view }

    /// A renderer for a render of this scene with the fixture images.
    func renderer(_ index: Int = 0, scale: CGFloat = 2, proposed: ProposedViewSize = .unspecified) -> ImageRenderer<AnyView> {
        let r = ImageRenderer(content: renders[index].view)
        r.assets = FolderAssetProvider(folders: [fixtureImages])
        r.missingImagesAreErrors = true
        r.scale = scale
        r.proposedSize = proposed
        return r
    }

    /// The layout of a render, read from source.
    func layout(_ index: Int = 0, scale: CGFloat = 2, proposed: ProposedViewSize = .unspecified) throws -> LayoutSnapshot {
        let r = renderer(index, scale: scale, proposed: proposed)
        return try script.checked { try r.layout() }
    }
}

/// The layout JSON of a compiled view, to compare with the scene file's.
func compiledLayoutJSON<V: View>(_ view: V, scale: CGFloat = 2, proposed: ProposedViewSize = .unspecified) throws -> String {
    let r = ImageRenderer(content: view)
    r.assets = FolderAssetProvider(folders: [fixtureImages])
    r.missingImagesAreErrors = true
    r.scale = scale
    r.proposedSize = proposed
    return String(decoding: try r.layout().jsonData(), as: UTF8.self)
}

/// Asserts that a scene file and its compiled form lay out identically.
func assertSameLayout<V: View>(
    _ scene: SeedScene, _ compiled: V, index: Int = 0, proposed: ProposedViewSize = .unspecified,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let fromSource = String(decoding: try scene.layout(index, proposed: proposed).jsonData(), as: UTF8.self)
    XCTAssertEqual(
        fromSource, try compiledLayoutJSON(compiled, proposed: proposed), "\(scene.path): source and compiled layouts differ", file: file, line: line)
}

/// Compares a scene's render (read from source, @2x, the articles' debug style) with golden/seeds/NAME.png.
func assertSeedSnapshot(
    _ scene: SeedScene, named name: String, index: Int = 0, size: CGSize? = nil, debug: Bool = true,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(
        of: scene.renders[index].view, named: name, size: size, scale: 2,
        assets: FolderAssetProvider(folders: [fixtureImages]), debug: debug, suite: "seeds",
        file: file, testName: testName, line: line)
}

/// Asserts that a scene file under fixtures/scenes, read from source by the `easel` evaluator,
/// draws the same pixels as its compiled twin (both on white, at @2x).
func assertScriptTwinDrawsTheSamePixels<V: View>(
    _ sceneFile: String, _ compiled: V,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let url = repositoryRoot.appendingPathComponent("fixtures/scenes/\(sceneFile)")
    let script = try Script(source: try String(contentsOf: url, encoding: .utf8), fileName: sceneFile)
    let fromSource = try script.checked { try ImageRenderer(content: try script.renders()[0].view.background(Color.white)).rasterize() }
    let twin = try ImageRenderer(content: compiled.background(Color.white)).rasterize()
    XCTAssertEqual(fromSource.bitmap, twin.bitmap, "\(sceneFile) differs from its compiled twin", file: file, line: line)
}
