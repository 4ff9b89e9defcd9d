import Foundation
import XCTest
import EaselLayout
import EaselRaster
@testable import EaselPaint

/// The display list: order, skipping, effects and geometry (no pixels).
final class PainterTests: XCTestCase {
    func testBackgroundIsDrawnBeforeItsPrimary() {
        let node = SecondaryNode(role: .background, alignment: .center, primary: frame(20, 10, color(red)), secondary: color(blue))
        let (_, list) = paint(node, proposal: CGSize(width: 100, height: 100))
        XCTAssertEqual(
            list.commands,
            [
                .fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 10)), color: blue, fillRule: .nonZero),
                .fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 10)), color: red, fillRule: .nonZero),
            ])
    }

    func testOverlayAndBorderAreDrawnAfterTheirPrimary() {
        let border = ShapeNode(
            kind: "Rectangle", geometry: .rectangle,
            paint: .stroke(yellow, StrokeStyle(lineWidth: 2), inside: true))
        let overlay = SecondaryNode(role: .overlay, alignment: .center, primary: frame(20, 10, color(red)), secondary: color(blue))
        let node = SecondaryNode(role: .border, alignment: .center, primary: overlay, secondary: border)
        let (_, list) = paint(node, proposal: CGSize(width: 100, height: 100))
        let r = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(
            list.commands,
            [
                .fill(.rect(r), color: red, fillRule: .nonZero),
                .fill(.rect(r), color: blue, fillRule: .nonZero),
                // strokeBorder: the outline is inset by half the line width.
                .stroke(.rect(CGRect(x: 1, y: 1, width: 18, height: 8)), color: yellow, style: StrokeStyle(lineWidth: 2)),
            ])
    }

    func testHiddenSubtreeProducesNoCommands() {
        let hidden = SecondaryNode(role: .overlay, alignment: .center, primary: frame(20, 10, color(red)), secondary: text("Hi"))
        hidden.isHidden = true
        let root = StackNode(
            axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0,
            children: [hidden, frame(5, 5, color(blue))])
        let (placed, list) = paint(root, proposal: CGSize(width: 100, height: 100))
        // 7.5 is rounded to the pixel grid by layout.
        XCTAssertEqual(list.commands, [.fill(.rect(CGRect(x: 8, y: 10, width: 5, height: 5)), color: blue, fillRule: .nonZero)])
        // Layout still happened: the hidden view takes its space.
        XCTAssertEqual(placed.frame.size, CGSize(width: 20, height: 15))
    }

    func testClearColorIsSkipped() {
        let (_, list) = paint(
            topLeading(frame(10, 10, color(.clear)), frame(10, 10, color(red.multiplyingOpacity(0)))),
            proposal: CGSize(width: 50, height: 50))
        XCTAssertTrue(list.isEmpty)
    }

    func testEffectsWrapTheirSubtree() {
        let clip = EffectNode(kind: "clipShape", effect: .clip(.circle, evenOdd: false), child: frame(20, 10, color(red)))
        let fade = EffectNode(kind: "opacity", effect: .opacity(0.5), child: clip)
        let shadow = EffectNode(kind: "shadow", effect: .shadow(color: .black, radius: 4, x: 1, y: 2), child: fade)
        let (_, list) = paint(shadow, proposal: CGSize(width: 100, height: 100))
        XCTAssertEqual(
            list.commands,
            [
                .beginLayer,
                .beginLayer,
                .pushClip(.ellipse(CGRect(x: 5, y: 0, width: 10, height: 10)), fillRule: .nonZero),
                .fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 10)), color: red, fillRule: .nonZero),
                .popClip,
                .endLayer(opacity: 0.5, shadow: nil),
                .endLayer(opacity: 1, shadow: PaintShadow(color: .black, radius: 4, x: 1, y: 2)),
            ])
    }

    func testZeroOpacitySkipsAndFullOpacityNeedsNoLayer() {
        let none = EffectNode(kind: "opacity", effect: .opacity(0), child: frame(10, 10, color(red)))
        XCTAssertTrue(paint(none, proposal: CGSize(width: 50, height: 50)).1.isEmpty)
        let full = EffectNode(kind: "opacity", effect: .opacity(1), child: frame(10, 10, color(red)))
        XCTAssertEqual(
            paint(full, proposal: CGSize(width: 50, height: 50)).1.commands,
            [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, fillRule: .nonZero)])
    }

    func testShapesResolveInTheirFrame() {
        let f = CGRect(x: 10, y: 20, width: 40, height: 20)
        XCTAssertEqual(PaintShape(.circle, in: f), .ellipse(CGRect(x: 20, y: 20, width: 20, height: 20)))
        XCTAssertEqual(PaintShape(.ellipse, in: f), .ellipse(f))
        XCTAssertEqual(PaintShape(.capsule(style: .circular), in: f), .roundedRect(f, cornerSize: CGSize(width: 10, height: 10), style: .circular))
        XCTAssertEqual(PaintShape(.roundedRectangle(cornerSize: .zero, style: .circular), in: f), .rect(f))
        // A custom path gets the frame in its own coordinates and is moved to the frame's origin.
        let triangle = ShapeGeometry.path { r in [.move(to: .zero), .line(to: CGPoint(x: r.width, y: 0)), .line(to: CGPoint(x: 0, y: r.height)), .closeSubpath]
        }
        var expected = RasterPath()
        expected.move(to: RasterPoint(10, 20)); expected.line(to: RasterPoint(50, 20)); expected.line(to: RasterPoint(10, 40)); expected.close()
        XCTAssertEqual(PaintShape(triangle, in: f), .path(expected))
    }

    func testCentredStrokeStraddlesTheOutline() {
        let node = ShapeNode(kind: "Circle", geometry: .circle, paint: .stroke(blue, StrokeStyle(lineWidth: 4), inside: false))
        let (_, list) = paint(frame(20, 20, node), proposal: CGSize(width: 50, height: 50))
        XCTAssertEqual(list.commands, [.stroke(.ellipse(CGRect(x: 0, y: 0, width: 20, height: 20)), color: blue, style: StrokeStyle(lineWidth: 4))])
        let inside = ShapeNode(kind: "Circle", geometry: .circle, paint: .stroke(blue, StrokeStyle(lineWidth: 4), inside: true))
        XCTAssertEqual(
            paint(frame(20, 20, inside), proposal: CGSize(width: 50, height: 50)).1.commands,
            [.stroke(.ellipse(CGRect(x: 2, y: 2, width: 16, height: 16)), color: blue, style: StrokeStyle(lineWidth: 4))])
    }

    func testTextEmitsOneGlyphRunPerLineAtItsBaseline() throws {
        let node = text("Hello\nWorld")
        let root = PaddingNode(insets: EdgeInsets(10), child: node)
        let (placed, list) = paint(root, proposal: CGSize(width: 300, height: 300))
        let textFrame = try XCTUnwrap(placed.first { $0.node === node }).frame
        let m = node.measurement(.unspecified, LayoutContext(measurer: engine))
        XCTAssertEqual(m.lines.count, 2)
        XCTAssertEqual(list.count, 2)
        for (command, line) in zip(list.commands, m.lines) {
            guard case .glyphs(let run, let c, let origin) = command else { return XCTFail("expected glyphs, got \(command)") }
            XCTAssertEqual(run.text, line.text)
            XCTAssertEqual(run.glyphs.count, 5)
            XCTAssertEqual(c, .black)
            XCTAssertEqual(origin, CGPoint(x: textFrame.minX + line.x, y: textFrame.minY + line.baseline))
        }
    }

    func testDebugOverlayComesLastAndColoursLeavesAndContainers() {
        let root = PaddingNode(insets: EdgeInsets(5), child: frame(10, 10, color(red)))
        let (_, list) = paint(root, proposal: CGSize(width: 50, height: 50), options: PaintOptions(debug: true, debugAlignmentLines: [7]))
        XCTAssertEqual(
            list.commands,
            [
                .fill(.rect(CGRect(x: 5, y: 5, width: 10, height: 10)), color: red, fillRule: .nonZero),
                .debugRect(CGRect(x: 0, y: 0, width: 20, height: 20), color: DebugOverlay.containerColor, pixelWidth: 1),
                .debugRect(CGRect(x: 5, y: 5, width: 10, height: 10), color: DebugOverlay.containerColor, pixelWidth: 1),
                .debugRect(CGRect(x: 5, y: 5, width: 10, height: 10), color: DebugOverlay.leafColor, pixelWidth: 1),
                .debugLine(y: 7, color: DebugOverlay.alignmentLineColor, pixelWidth: 1),
            ])
    }

    func testImageCommandCarriesSourceAndResizing() throws {
        let img = try TestImage(Bitmap(width: 2, height: 2, color: .white))
        let node = ImageNode(
            name: "dot", naturalSize: CGSize(width: 2, height: 2),
            resizing: (capInsets: EdgeInsets(), mode: .tile), interpolation: .none, source: img)
        let (_, list) = paint(frame(30, 20, node), proposal: CGSize(width: 50, height: 50))
        XCTAssertEqual(list.commands, [.image(ImageDrawing(source: img, rect: CGRect(x: 0, y: 0, width: 30, height: 20), interpolation: .none, tiled: true))])
        // A source the paint stage cannot read draws nothing.
        let opaque = ImageNode(name: "x", naturalSize: CGSize(width: 2, height: 2), resizing: nil, source: NSObject())
        XCTAssertTrue(paint(opaque, proposal: CGSize(width: 50, height: 50)).1.isEmpty)
    }
}
