import Foundation
import Easel
import EaselLayout
import EaselPaint
import EaselRaster

// MARK: - Scene `paint`: gradients, rotated cards and materials (Benchmarks/PAINT-SCENE.md)

/// The numbers of the `paint` scene, shared by the views below and the checks; the Skia peer
/// (Benchmarks/peers/paint_skia.py) uses the same ones.
enum PaintScene {
    static let canvas: CGFloat = 1200
    static let columns = 10
    static let pitch: CGFloat = 120
    static let card: CGFloat = 88
    static let cardRadius: CGFloat = 14
    static let radialEnd: CGFloat = 60
    /// The background's stops, evenly spaced from the top-left corner to the bottom-right one.
    static let background: [(Int, Int, Int)] = [(65, 88, 208), (200, 80, 192), (255, 204, 112)]
    /// Card `i` is filled from `palette[i % 5].0` to `palette[i % 5].1`.
    static let palette: [((Int, Int, Int), (Int, Int, Int))] = [
        ((255, 154, 158), (250, 208, 196)),
        ((161, 196, 253), (42, 82, 152)),
        ((212, 252, 121), (40, 150, 110)),
        ((251, 194, 235), (166, 193, 238)),
        ((255, 236, 210), (230, 90, 60)),
    ]
    /// The border: black at 25 %, 1 pt inside the card's edge.
    static let borderOpacity = 0.25
    /// Material panels (x, y, width, height in points; corner radius 28), drawn over the cards.
    static let panels: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
        (40, 60, 440, 200), (760, 330, 440, 200), (120, 660, 480, 220), (640, 940, 400, 180),
    ]
    static let panelRadius: CGFloat = 28

    /// Card `i`'s turn, clockwise, in degrees: -15 ... 15.
    static func angle(_ i: Int) -> Double { Double((i * 7) % 31 - 15) }
    /// Card `i`'s centre.
    static func centre(_ i: Int) -> CGPoint {
        CGPoint(x: CGFloat(i % columns) * pitch + pitch / 2, y: CGFloat(i / columns) * pitch + pitch / 2)
    }
    /// Whether card `i` has a linear gradient (else radial): a checkerboard.
    static func isLinear(_ i: Int) -> Bool { (i % columns + i / columns) % 2 == 0 }

    static func color(_ c: (Int, Int, Int)) -> Color {
        Color(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255)
    }
}

struct PaintCard: View {
    let i: Int
    var body: some View {
        let (a, b) = PaintScene.palette[i % PaintScene.palette.count]
        let colors = [PaintScene.color(a), PaintScene.color(b)]
        let shape = RoundedRectangle(cornerRadius: PaintScene.cardRadius, style: .circular)
        ZStack {
            if PaintScene.isLinear(i) {
                shape.fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))
            } else {
                shape.fill(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: PaintScene.radialEnd))
            }
            shape.strokeBorder(Color.black.opacity(PaintScene.borderOpacity), lineWidth: 1)
        }
        .frame(width: PaintScene.card, height: PaintScene.card)
    }
}

struct PaintView: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: PaintScene.background.map(PaintScene.color), startPoint: .topLeading, endPoint: .bottomTrailing)
            ForEach(0..<(PaintScene.columns * PaintScene.columns), id: \.self) { i in
                PaintCard(i: i)
                    .rotationEffect(.degrees(PaintScene.angle(i)))
                    .position(PaintScene.centre(i))
            }
            ForEach(0..<PaintScene.panels.count, id: \.self) { k in
                let (x, y, w, h) = PaintScene.panels[k]
                Color.clear
                    .frame(width: w, height: h)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: PaintScene.panelRadius, style: .circular))
                    .position(x: x + w / 2, y: y + h / 2)
            }
        }
        .frame(width: PaintScene.canvas, height: PaintScene.canvas)
    }
}

/// Times the `paint` scene like `cards` (layout, paint, render, encodes; no warm-up) and writes
/// DIR/paint.png. Checks the canvas size, that `rasterize()` draws the same pixels, and that the
/// cards and panels landed where the spec puts them.
func benchPaint(runs: Int, out: URL) throws -> RasterResult {
    let renderer = ImageRenderer(content: PaintView())
    renderer.scale = 1

    let measured = try RasterRuns(renderer, scene: "paint", runs: runs, wholeRuns: runs / 2, out: out)
    let canvas = measured.canvas, lastLayout = measured.lastLayout
    let side = Int(PaintScene.canvas)
    guard canvas.width == side, canvas.height == side else {
        fail("paint: canvas is \(canvas.width)x\(canvas.height), expected \(side)x\(side)")
    }

    // Where the cards (the 88 x 88 frames, before their turn) and the panels landed.
    var cards: [CGRect] = [], panels: [CGRect] = []
    func walk(_ p: PlacedNode) {
        if p.node.kind == "frame", p.frame.width == PaintScene.card, p.frame.height == PaintScene.card {
            cards.append(p.frame); return
        }
        if p.node.kind == "frame", PaintScene.panels.contains(where: { $0.2 == p.frame.width && $0.3 == p.frame.height }) {
            panels.append(p.frame); return
        }
        p.children.forEach(walk)
    }
    walk(lastLayout.root)
    let half = PaintScene.card / 2
    let cardsOK =
        cards.count == 100
        && cards.enumerated().allSatisfy { i, f in
            let c = PaintScene.centre(i)
            return f.minX == c.x - half && f.minY == c.y - half
        }
    let panelsOK =
        panels.count == PaintScene.panels.count
        && zip(panels, PaintScene.panels).allSatisfy { f, p in
            f.minX == p.0 && f.minY == p.1
        }

    var r = measured.result
    r.cardFrames = "\(cards.count) cards at their spec frames: \(cardsOK); \(panels.count) panels at theirs: \(panelsOK)"
    r.warnings += cardsOK && panelsOK ? [] : ["paint: frames differ from PAINT-SCENE.md"]
    return r
}
