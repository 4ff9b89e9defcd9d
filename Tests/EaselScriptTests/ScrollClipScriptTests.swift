import XCTest
import Easel
import EaselRaster
@testable import EaselScript

/// `scrollClipDisabled` from a script draws what the compiled modifier draws.
final class ScrollClipScriptTests: XCTestCase {
    func testMatchesCompiled() throws {
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            ScrollView { Color.blue.frame(width: 20, height: 80) }.frame(width: 20, height: 40).scrollClipDisabled(false)
                            ScrollView { Color.red.frame(width: 20, height: 80) }.frame(width: 20, height: 40).scrollClipDisabled()
                            Spacer()
                        }
                        .frame(width: 20, height: 140)
                    }
                }
                """, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        let scripted = try script.checked { try r.rasterize() }
        let compiled = try { () throws -> RasterCanvas in
            let c = ImageRenderer(
                content: VStack(spacing: 0) {
                    ScrollView { Color.blue.frame(width: 20, height: 80) }.frame(width: 20, height: 40).scrollClipDisabled(false)
                    ScrollView { Color.red.frame(width: 20, height: 80) }.frame(width: 20, height: 40).scrollClipDisabled()
                    Spacer()
                }.frame(width: 20, height: 140))
            c.scale = 1
            return try c.rasterize()
        }()
        XCTAssertEqual(scripted.pixels, compiled.pixels)
        // The blue content stops at its viewport; the red runs on below its own, into the space.
        XCTAssertEqual(scripted.pixel(x: 10, y: 20).b, 255)
        XCTAssertEqual(scripted.pixel(x: 10, y: 100).r, 255)
        XCTAssertEqual(scripted.pixel(x: 10, y: 130).a, 0)
    }
}
