import Foundation
import XCTest
import EaselLayout
import EaselRaster
@testable import EaselPaint

/// Renders a small scene to /tmp (paint-sample.png, paint-sample@2x.png, paint-sample-debug.png)
/// for looking at, and checks its main colours landed where layout put them.
final class SampleSceneTests: XCTestCase {
    func scene() -> (LayoutNode, TextNode) {
        let label = text("Hello, Easel! Typography gjq", size: 17)
        let padded = PaddingNode(insets: EdgeInsets(8), child: label)
        let withBackground = SecondaryNode(role: .background, alignment: .center, primary: padded, secondary: color(yellow))
        let border = ShapeNode(kind: "Rectangle", geometry: .rectangle, paint: .stroke(red, StrokeStyle(lineWidth: 1), inside: true))
        let bordered = SecondaryNode(role: .border, alignment: .center, primary: withBackground, secondary: border)
        let circle = frame(40, 40, ShapeNode(kind: "Circle", geometry: .circle, paint: .fill(blue, evenOdd: false)))
        let small = text("Small caption 11pt", size: 11, color: ColorValue(r8: 60, g8: 60, b8: 67))
        let card = EffectNode(
            kind: "shadow", effect: .shadow(color: ColorValue(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 6, x: 0, y: 3),
            child: EffectNode(
                kind: "cornerRadius", effect: .clip(.roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .continuous), evenOdd: false),
                child: frame(120, 30, color(ColorValue(r8: 52, g8: 199, b8: 89)))))
        let stack = StackNode(
            axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil,
            children: [bordered, circle, small, card])
        return (PaddingNode(insets: EdgeInsets(16), child: stack), label)
    }

    func testSampleScene() throws {
        let (root, label) = scene()
        for (scale, name, debug) in [(CGFloat(1), "paint-sample.png", false), (2, "paint-sample@2x.png", false), (2, "paint-sample-debug.png", true)] {
            let ctx = LayoutContext(measurer: engine, scale: scale)
            root.invalidate()
            let placed = Placer.place(root, proposal: .unspecified, ctx)
            let list = Painter.displayList(for: placed, context: ctx, options: PaintOptions(debug: debug))
            let canvas = try DisplayListRenderer.render(list, size: placed.frame.size, scale: scale, background: .white)
            try canvas.writePNG(to: URL(fileURLWithPath: "/tmp/" + name), scale: Double(scale))
            guard !debug else { continue }
            if scale == 1 {
                // The label's first word magnified 6x with hard pixels, to judge weight and sharpness.
                let lf = try XCTUnwrap(placed.first { $0.node === label }).frame
                let piece = NineSlice.crop(canvas.bitmap, x: Int(lf.minX) - 2, y: Int(lf.minY), width: 60, height: Int(lf.height.rounded(.up)))
                let zoom = RasterCanvas(width: piece.width * 6, height: piece.height * 6)
                zoom.draw(piece, in: RasterRect(x: 0, y: 0, width: Double(zoom.width), height: Double(zoom.height)), interpolation: .none)
                try zoom.writePNG(to: URL(fileURLWithPath: "/tmp/paint-sample-zoom.png"))
            }
            // The text's frame holds dark ink; the border's corner is red; the circle's centre blue.
            let f = try XCTUnwrap(placed.first { $0.node === label }).frame
            let inFrame = canvas.pixels { $0.r < 100 && $0.g < 100 }.filter {
                CGFloat($0.x) >= f.minX * scale && CGFloat($0.x) < f.maxX * scale && CGFloat($0.y) >= f.minY * scale && CGFloat($0.y) < f.maxY * scale
            }
            XCTAssertGreaterThan(inFrame.count, 100)
            let b = try XCTUnwrap(placed.first { $0.kind == "border" }).frame
            XCTAssertEqual(canvas.pixel(x: Int(b.minX * scale), y: Int(b.minY * scale)), opaqueRed)
            let c = try XCTUnwrap(placed.first { $0.kind == "Circle" }).frame
            XCTAssertEqual(canvas.pixel(x: Int(c.midX * scale), y: Int(c.midY * scale)), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        }
    }
}
