// Masks against a golden PNG (@2x on white): a gradient shown through bold text, a colour through
// a circle, a fade through a gradient's alpha, a mask aligned top leading, a text through a symbol.
// fixtures/scenes/masks.swift is its script twin (the same pixels).
import XCTest
import Easel
import EaselTesting
import EaselScript
import EaselRaster

final class MaskSnapshotTests: XCTestCase {
    func testMasks() {
        assertSnapshot(of: MaskScene.ContentView(), named: "masks", background: .color(.white))
        assertSnapshot(of: MaskScene.ContentView(), named: "masks-dark", colorScheme: .dark)
    }

    func testAMaskAddsNothingToLayout() throws {
        let masked = ImageRenderer(content: Color.red.frame(width: 30, height: 20).mask { Circle().frame(width: 100, height: 100) })
        XCTAssertEqual(try masked.layout().root.rect.size, CGSize(width: 30, height: 20))
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("masks.swift", MaskScene.ContentView())
    }
}

/// The compiled twin of fixtures/scenes/masks.swift.
enum MaskScene {
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 16) {
                LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 240, height: 44)
                    .mask(Text("Gradient text").font(.largeTitle).bold())
                HStack(spacing: 16) {
                    Color.blue.frame(width: 80, height: 80).mask { Circle() }
                    Color.green.frame(width: 80, height: 80)
                        .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                    Color.red.frame(width: 80, height: 80)
                        .mask(alignment: .topLeading) { RoundedRectangle(cornerRadius: 8).frame(width: 40, height: 40) }
                }
                Text("Masked with a star")
                    .font(.title3).bold().padding(8)
                    .background(Color.yellow)
                    .mask { Image(systemName: "star.fill").resizable().scaledToFit() }
            }
            .padding()
        }
    }
}
