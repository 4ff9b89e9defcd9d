// Gradients as foreground styles and in strokes, against a golden PNG (@2x, light and dark).
// fixtures/scenes/gradient-styles.swift is its script twin (the same pixels).
import XCTest
import Easel
import EaselTesting
import EaselScript
import EaselRaster

final class GradientStyleSnapshotTests: XCTestCase {
    func testGradientStyles() {
        assertSnapshot(of: GradientStyleScene.ContentView(), named: "gradient-styles", background: .color(.white))
        assertSnapshot(of: GradientStyleScene.ContentView(), named: "gradient-styles-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("gradient-styles.swift", GradientStyleScene.ContentView())
    }

    func testGradientTextIsTheGradientMaskedByTheGlyphs() throws {
        // foregroundStyle(gradient) on text draws what masking the gradient with the text draws.
        let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let text = Text("Gradient").font(.title).bold()
        let styled = try ImageRenderer(content: text.foregroundStyle(g).padding(4)).rasterize()
        let masked = try ImageRenderer(content: text.hidden().overlay(g).mask(text).padding(4)).rasterize()
        XCTAssertEqual(styled.bitmap, masked.bitmap)
        // Layout is the text's own.
        XCTAssertEqual(try ImageRenderer(content: text.foregroundStyle(g)).layout().root.rect, try ImageRenderer(content: text).layout().root.rect)
    }

    func testAGradientStrokeCoversTheSamePixelsAsAColourStroke() throws {
        // A one-colour gradient strokes exactly what that colour strokes (the same outline).
        let g = LinearGradient(colors: [.black, .black], startPoint: .leading, endPoint: .trailing)
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        func render<V: View>(_ v: V) throws -> RasterCanvas {
            let r = ImageRenderer(content: v.frame(width: 40, height: 40).padding(6))
            r.scale = 1
            return try r.rasterize()
        }
        let a = try render(path.stroke(g, style: StrokeStyle(lineWidth: 5, dash: [9, 3])))
        let b = try render(path.stroke(Color.black, style: StrokeStyle(lineWidth: 5, dash: [9, 3])))
        XCTAssertEqual(a.bitmap, b.bitmap)
        let border = try render(Rectangle().strokeBorder(g, lineWidth: 4))
        XCTAssertEqual(border.pixel(x: 7, y: 20).a, 255)
        XCTAssertEqual(border.pixel(x: 11, y: 20).a, 0)
    }

    func testAnInnerColourWinsOverAnOuterGradient() throws {
        let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let a = try ImageRenderer(content: Text("Hi").foregroundColor(.green).foregroundStyle(g)).rasterize()
        let b = try ImageRenderer(content: Text("Hi").foregroundColor(.green)).rasterize()
        XCTAssertEqual(a.bitmap, b.bitmap)
        let c = try ImageRenderer(content: Text("Hi").foregroundStyle(Color.green).foregroundStyle(g)).rasterize()
        XCTAssertEqual(c.bitmap, b.bitmap)
    }
}

/// The compiled twin of fixtures/scenes/gradient-styles.swift.
enum GradientStyleScene {
    struct ContentView: View {
        let sunset = LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)

        var body: some View {
            VStack(spacing: 14) {
                Text("Golden hour")
                    .font(.largeTitle).bold()
                    .foregroundStyle(sunset)
                HStack(spacing: 16) {
                    Image(systemName: "sun.max.fill")
                        .font(.system(size: 44))
                        .foregroundStyle(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    Circle()
                        .frame(width: 50, height: 50)
                        .foregroundStyle(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 2, endRadius: 30))
                    Circle()
                        .stroke(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center), lineWidth: 6)
                        .frame(width: 50, height: 50)
                    RoundedRectangle(cornerRadius: 10)
                        .strokeBorder(sunset, style: StrokeStyle(lineWidth: 4, dash: [8, 4]))
                        .frame(width: 60, height: 50)
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Each view paints its own frame")
                    Text("Plain ") + Text("green").foregroundColor(.green) + Text(" stays green")
                }
                .font(.headline)
                .foregroundStyle(sunset)
            }
            .padding()
        }
    }
}

/// AnyShapeStyle paints as the style it wraps; a border takes a gradient.
final class AnyShapeStyleTests: XCTestCase {
    func testItPaintsAsTheWrappedStyle() throws {
        let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        func render<V: View>(_ v: V) throws -> Bitmap { try ImageRenderer(content: v).rasterize().bitmap }
        XCTAssertEqual(try render(Circle().fill(AnyShapeStyle(g)).frame(width: 30, height: 30)), try render(Circle().fill(g).frame(width: 30, height: 30)))
        XCTAssertEqual(try render(Text("Hi").foregroundStyle(AnyShapeStyle(g))), try render(Text("Hi").foregroundStyle(g)))
        XCTAssertEqual(
            try render(Rectangle().fill(AnyShapeStyle(AnyShapeStyle(Color.red))).frame(width: 4, height: 4)),
            try render(Color.red.frame(width: 4, height: 4)))
        XCTAssertEqual(
            try render(Color.clear.frame(width: 30, height: 10).border(g, width: 2)),
            try render(Rectangle().strokeBorder(g, lineWidth: 2).frame(width: 30, height: 10)))
    }
}
