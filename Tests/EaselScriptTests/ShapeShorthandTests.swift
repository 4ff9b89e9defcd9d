import XCTest
import Easel
import EaselScript
import EaselRaster

/// `.rect`, `.rect(cornerRadius:)`, `.circle`, `.capsule`, `.ellipse`, `.containerRelative` where a shape is expected:
/// compiled, they are the built-in shapes; from a script, the same pixels.
final class ShapeShorthandTests: XCTestCase {
    struct Shorthands: View {
        var body: some View {
            VStack(spacing: 4) {
                Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6))
                Color.green.frame(width: 40, height: 20).clipShape(.capsule)
                Color.blue.frame(width: 40, height: 20).clipShape(.circle)
                Text("In").padding(4).background(.yellow, in: .ellipse)
                Color.orange.frame(width: 40, height: 20).clipShape(.rect(cornerSize: CGSize(width: 8, height: 4), style: .circular))
                Color.purple.frame(width: 40, height: 20).clipShape(.capsule(style: .continuous)).clipShape(.rect)
                Color.teal.frame(width: 40, height: 20).clipShape(.containerRelative).padding(2).containerShape(.rect(cornerRadius: 10))
            }
        }
    }

    struct Spelled: View {
        var body: some View {
            VStack(spacing: 4) {
                Color.red.frame(width: 40, height: 20).clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
                Color.green.frame(width: 40, height: 20).clipShape(Capsule())
                Color.blue.frame(width: 40, height: 20).clipShape(Circle())
                Text("In").padding(4).background(.yellow, in: Ellipse())
                Color.orange.frame(width: 40, height: 20).clipShape(RoundedRectangle(cornerSize: CGSize(width: 8, height: 4), style: .circular))
                Color.purple.frame(width: 40, height: 20).clipShape(Capsule(style: .continuous)).clipShape(Rectangle())
                Color.teal.frame(width: 40, height: 20).clipShape(ContainerRelativeShape()).padding(2).containerShape(RoundedRectangle(cornerRadius: 10))
            }
        }
    }

    func bitmap<V: View>(_ v: V) throws -> Bitmap { try ImageRenderer(content: v).rasterize().bitmap }

    func testShorthandsAreTheBuiltInShapes() throws {
        XCTAssertEqual(try bitmap(Shorthands()), try bitmap(Spelled()))
        // The container's shape is drawn, inset by the padding: its corners are cut.
        XCTAssertNotEqual(
            try bitmap(Color.teal.frame(width: 40, height: 20).clipShape(.containerRelative).padding(2).containerShape(.rect(cornerRadius: 10))),
            try bitmap(Color.teal.frame(width: 40, height: 20).padding(2)))
        // And they do clip: an unclipped colour differs.
        XCTAssertNotEqual(
            try bitmap(Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6))),
            try bitmap(Color.red.frame(width: 40, height: 20)))
    }

    func testScriptShorthandsDrawTheCompiledPixels() throws {
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        VStack(spacing: 4) {
                            Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6))
                            Color.green.frame(width: 40, height: 20).clipShape(.capsule)
                            Color.blue.frame(width: 40, height: 20).clipShape(.circle)
                            Text("In").padding(4).background(.yellow, in: .ellipse)
                            Color.orange.frame(width: 40, height: 20).clipShape(.rect(cornerSize: CGSize(width: 8, height: 4), style: .circular))
                            Color.purple.frame(width: 40, height: 20).clipShape(.capsule(style: .continuous)).clipShape(.rect)
                            Color.teal.frame(width: 40, height: 20).clipShape(.containerRelative).padding(2).containerShape(.rect(cornerRadius: 10))
                        }
                    }
                }
                """, fileName: "shorthands.swift")
        let drawn = try script.checked { try ImageRenderer(content: script.renders()[0].view).rasterize().bitmap }
        XCTAssertEqual(drawn, try bitmap(Shorthands()))
    }

    func testNotAShapeIsAnError() {
        let message = ScriptTestSupport.error(
            """
            struct ContentView: View { var body: some View { Color.red.clipShape(.square) } }
            """)
        XCTAssertTrue(message.contains("'.square' is not a member of Shape"), message)
    }
}
