import Foundation
import XCTest
import EaselLayout
import EaselRaster
import EaselText
@testable import EaselPaint

let red = ColorValue(red: 1, green: 0, blue: 0)
let blue = ColorValue(red: 0, green: 0, blue: 1)
let yellow = ColorValue(red: 1, green: 1, blue: 0)

/// One engine for all tests (fonts load once).
let engine = FreeTypeTextEngine()

func color(_ c: ColorValue) -> ShapeNode {
    ShapeNode(kind: "Color", geometry: .rectangle, paint: .fill(c, evenOdd: false))
}

func frame(_ w: CGFloat?, _ h: CGFloat?, _ child: LayoutNode, alignment: Alignment = .center) -> FrameNode {
    FrameNode(width: w, height: h, alignment: alignment, child: child)
}

func topLeading(_ children: LayoutNode...) -> ZStackNode {
    ZStackNode(alignment: .topLeading, children: children)
}

func text(_ s: String, size: CGFloat = 17, color: ColorValue = .black) -> TextNode {
    TextNode(string: s, style: TextStyle(font: FontDescriptor(size: size)), color: color)
}

/// Lays out `root` for `proposal` at `scale` and paints it.
func paint(_ root: LayoutNode, proposal: CGSize, scale: CGFloat = 1, options: PaintOptions = .default) -> (PlacedNode, DisplayList) {
    let ctx = LayoutContext(measurer: engine, scale: scale)
    let placed = Placer.place(root, proposal: ProposedViewSize(proposal), ctx)
    return (placed, Painter.displayList(for: placed, context: ctx, options: options))
}

/// Lays out, paints and renders `root` on a canvas of `size` points.
func render(
    _ root: LayoutNode, size: CGSize, scale: CGFloat = 1, options: PaintOptions = .default,
    background: ColorValue? = nil
) -> RasterCanvas {
    let (_, list) = paint(root, proposal: size, scale: scale, options: options)
    // Test scenes are valid: a failure here is a bug in the test itself.
    return try! DisplayListRenderer.render(list, size: size, scale: scale, background: background)
}

extension RasterCanvas {
    /// Pixels satisfying `predicate`, as (x, y) pairs.
    func pixels(where predicate: (PremultipliedColor) -> Bool) -> [(x: Int, y: Int)] {
        var out: [(Int, Int)] = []
        for y in 0..<height { for x in 0..<width where predicate(pixel(x: x, y: y)) { out.append((x, y)) } }
        return out
    }

    /// The bounding box (x0, y0, x1, y1 exclusive) of pixels satisfying `predicate`, nil when none.
    func bounds(where predicate: (PremultipliedColor) -> Bool) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let ps = pixels(where: predicate)
        guard !ps.isEmpty else { return nil }
        return (ps.map(\.x).min()!, ps.map(\.y).min()!, ps.map(\.x).max()! + 1, ps.map(\.y).max()! + 1)
    }
}

let opaqueRed = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

/// An image source holding PNG bytes, like the API module's image asset.
final class TestImage: PaintableImageSource {
    let encodedData: Data
    let pixelScale: CGFloat
    init(_ bitmap: Bitmap, scale: CGFloat = 1) throws {
        encodedData = try PNGCodec.encode(bitmap)
        pixelScale = scale
    }
}
