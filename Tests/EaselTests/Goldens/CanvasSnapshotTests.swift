// Canvas against a golden PNG (@2x on white, and dark): a line chart, a donut cut by an inverse
// clip, rotated bars fading out, turned text, a conic-gradient stroke, a symbol drawn by tag and
// a layer at half opacity. fixtures/scenes/canvas.swift is its script twin (the same pixels).
import XCTest
import Easel
import EaselTesting
import EaselScript
import EaselRaster

final class CanvasSnapshotTests: XCTestCase {
    func testCanvas() {
        assertSnapshot(of: CanvasScene.ContentView(), named: "canvas", background: .color(.white))
        assertSnapshot(of: CanvasScene.ContentView(), named: "canvas-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("canvas.swift", CanvasScene.ContentView())
    }
}

/// The compiled twin of fixtures/scenes/canvas.swift.
enum CanvasScene {
    struct ContentView: View {
        let steps: [Double] = [3.2, 5.1, 4.4, 7.0, 6.2, 9.1, 8.3]

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Weekly steps").font(.headline)
                Canvas { context, size in
                    let card = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 12)
                    context.fill(
                        card,
                        with: .linearGradient(
                            Gradient(colors: [Color.blue.opacity(0.25), Color.blue.opacity(0.02)]),
                            startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                    for i in 1..<4 {
                        let y = size.height * CGFloat(i) / 4
                        var grid = Path()
                        grid.move(to: CGPoint(x: 12, y: y))
                        grid.addLine(to: CGPoint(x: size.width - 12, y: y))
                        context.stroke(grid, with: .color(.gray.opacity(0.5)), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    }
                    let step = (size.width - 40) / CGFloat(steps.count - 1)
                    var points: [CGPoint] = []
                    for (i, value) in steps.enumerated() {
                        points.append(CGPoint(x: 20 + step * CGFloat(i), y: size.height - 16 - CGFloat(value) * 11))
                    }
                    var line = Path()
                    line.addLines(points)
                    context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                    for p in points {
                        let dot = Path(ellipseIn: CGRect(x: p.x - 4, y: p.y - 4, width: 8, height: 8))
                        context.fill(dot, with: .color(.white))
                        context.stroke(dot, with: .color(.blue), lineWidth: 2)
                    }
                    context.draw(Text("9.1k").font(.caption).bold(), at: CGPoint(x: points[5].x, y: points[5].y - 8), anchor: .bottom)
                }
                .frame(height: 140)
                HStack(spacing: 16) {
                    Canvas { context, size in
                        let center = CGPoint(x: size.width / 2, y: size.height / 2)
                        let radius = min(size.width, size.height) / 2
                        context.clip(
                            to: Path(ellipseIn: CGRect(x: center.x - radius / 2, y: center.y - radius / 2, width: radius, height: radius)),
                            options: .inverse)
                        var start = Angle.degrees(-90)
                        for (share, color) in [(0.5, Color.orange), (0.3, Color.green), (0.2, Color.purple)] {
                            let end = start + Angle.degrees(360 * share)
                            var wedge = Path()
                            wedge.move(to: center)
                            wedge.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
                            wedge.closeSubpath()
                            context.fill(wedge, with: .color(color))
                            start = end
                        }
                    }
                    .frame(width: 90, height: 90)
                    Canvas { context, size in
                        context.translateBy(x: size.width / 2, y: size.height / 2)
                        for i in 0..<12 {
                            var bar = context
                            bar.rotate(by: .degrees(Double(i) * 30))
                            bar.opacity = 0.25 + 0.75 * Double(i) / 11
                            bar.fill(Path(roundedRect: CGRect(x: -3, y: -42, width: 6, height: 16), cornerRadius: 3), with: .foreground)
                        }
                        var turned = context
                        turned.rotate(by: .degrees(-20))
                        turned.draw(Text("Sync").font(.caption).bold(), at: .zero)
                    }
                    .frame(width: 90, height: 90)
                    Canvas { context, size in
                        let ring = Path(ellipseIn: CGRect(x: 8, y: 8, width: size.width - 16, height: size.height - 16))
                        context.stroke(
                            ring,
                            with: .conicGradient(
                                Gradient(colors: [.red, .yellow, .green, .blue, .red]),
                                center: CGPoint(x: size.width / 2, y: size.height / 2)), lineWidth: 8)
                        if let star = context.resolveSymbol(id: "star") {
                            context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
                        }
                        var faded = context
                        faded.opacity = 0.5
                        faded.drawLayer { layer in
                            layer.fill(Path(CGRect(x: 0, y: size.height - 20, width: 30, height: 20)), with: .color(.black))
                            layer.fill(Path(CGRect(x: 15, y: size.height - 20, width: 30, height: 20)), with: .color(.black))
                        }
                    } symbols: {
                        Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow).tag("star")
                    }
                    .frame(width: 90, height: 90)
                }
            }
            .padding()
            .frame(width: 340)
        }
    }
}
