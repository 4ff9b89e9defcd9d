import XCTest
import Foundation
import Easel
@testable import EaselScript

/// fixtures/scenes/symbols.swift, read as a script, lays out exactly as the same code compiled.
final class SymbolScriptTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func json(_ renderer: ImageRenderer<some View>, _ script: Script? = nil) throws -> String {
        let snapshot = try script.map { s in try s.checked { try renderer.layout() } } ?? renderer.layout()
        return String(data: try snapshot.jsonData(), encoding: .utf8)!
    }

    private func scriptJSON(_ source: String, file: String = "t.swift") throws -> (String, [String]) {
        let script = try Script(source: source, fileName: file)
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.missingImagesAreErrors = true
        return (try json(renderer, script), renderer.warnings)
    }

    func testSymbolsSceneMatchesCompiled() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("fixtures/scenes/symbols.swift"), encoding: .utf8)
        let (script, warnings) = try scriptJSON(source, file: "symbols.swift")
        XCTAssertEqual(script, try json(ImageRenderer(content: SymbolsScene.ContentView())))
        XCTAssertEqual(warnings, [])
        for label in ["\"xmark.circle.fill\"", "\"bell.fill\"", "\"Settings\"", "\"Custom\""] { XCTAssertTrue(script.contains(label), label) }
        XCTAssertTrue(script.contains("\"Title only\""))
        XCTAssertEqual(script.components(separatedBy: "\"label\" : \"star\"").count, 2, "only the first row's star: the title-only label draws no icon")
    }

    func testUnknownSymbolIsAWarningNotAnError() throws {
        let (s, warnings) = try scriptJSON(
            """
            import SwiftUI
            struct V: View { var body: some View { Image(systemName: "not.a.symbol") } }
            """)
        XCTAssertTrue(s.contains("\"not.a.symbol\""))
        XCTAssertEqual(warnings, ["no SF Symbol named 'not.a.symbol'; drawing a placeholder"])
    }

    func testScriptLabelStylesMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Bordered: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(3).border(Color.red) }
            }
            extension LabelStyle where Self == Bordered { static var bordered: Bordered { Bordered() } }
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { VStack(spacing: 2) { configuration.icon; configuration.title } }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Label("Settings", systemImage: "gear").labelStyle(Bordered())
                        Label("Inbox", systemImage: "tray").labelStyle(.bordered).labelStyle(.iconOnly)
                        Label("Up", systemImage: "bolt").labelStyle(Stacked())
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Label("Settings", systemImage: "gear").padding(3).border(Color.red)
                Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).padding(3).border(Color.red)
                VStack(spacing: 2) {
                    Image(systemName: "bolt")
                    Text("Up")
                }
            })
        XCTAssertEqual(script, compiled)
    }

    /// A symbol's second and third levels take any shape style, as the first does: a hierarchical
    /// level of a colour (`.white.tertiary`) and a gradient.
    func testPaletteLevelsTakeShapeStyles() throws {
        struct Palette: View {
            var body: some View {
                HStack {
                    Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .white.tertiary)
                    Image(systemName: "person.crop.circle.badge.plus")
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.yellow, LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), .green.secondary)
                }
                .font(.largeTitle)
                .padding()
                .background(.indigo)
            }
        }
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Palette: View {
                var body: some View {
                    HStack {
                        Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .white.tertiary)
                        Image(systemName: "person.crop.circle.badge.plus")
                            .symbolRenderingMode(.palette)
                            .foregroundStyle(.yellow, LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), .green.secondary)
                    }
                    .font(.largeTitle)
                    .padding()
                    .background(.indigo)
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledPixels(Palette()))
    }

    func testUnknownLabelStyleAndImageScaleAreErrors() {
        func error(_ modifier: String) -> String {
            do {
                _ = try scriptJSON(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Label("A", systemImage: "star")\(modifier) } }
                    """)
                return "no error"
            } catch { return String(describing: error) }
        }
        XCTAssertTrue(error(".labelStyle(.titleOnli)").contains("did you mean 'titleOnly'"), error(".labelStyle(.titleOnli)"))
        XCTAssertTrue(error(".imageScale(.huge)").contains("'.huge' is not a member of Image.Scale"), error(".imageScale(.huge)"))
    }
}

/// The compiled twin of fixtures/scenes/symbols.swift.
enum SymbolsScene {
    struct ContentView: View {
        let names = ["star", "heart.fill", "gear", "magnifyingglass", "chevron.right", "trash"]

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    ForEach(names, id: \.self) { name in
                        Image(systemName: name)
                    }
                }
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                    Text("Saved")
                }
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "bell")
                        .symbolVariant(.fill)
                    Text("Inbox")
                }
                .font(.largeTitle)
                HStack {
                    Image(systemName: "globe").imageScale(.small)
                    Image(systemName: "globe")
                    Image(systemName: "globe").imageScale(.large)
                    Image(systemName: "xmark").symbolVariant(.circle.fill)
                    Image(systemName: "wifi", variableValue: 0.5)
                    Image(systemName: "xmark.circle.fill")
                        .foregroundStyle(.white, .blue)
                    Image(systemName: "person.crop.circle")
                        .font(.title)
                        .fontWeight(.bold)
                        .symbolRenderingMode(.hierarchical)
                }
                Label("Settings", systemImage: "gear")
                Label("Favorites", systemImage: "heart")
                    .labelStyle(.iconOnly)
                Label("Title only", systemImage: "star")
                    .labelStyle(.titleOnly)
                Label {
                    Text("Custom")
                } icon: {
                    Circle().fill(.orange).frame(width: 12, height: 12)
                }
                Image(systemName: "cloud.sun")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 60, height: 40)
            }
            .padding()
        }
    }
}
