import Foundation
import XCTest
import EaselLayout
import EaselRaster
@testable import EaselPaint

/// Pixels: what the renderer makes of painted trees.
final class RendererTests: XCTestCase {
    func testColorFillsExactlyItsFrameAtScaleOneAndTwo() {
        for scale: CGFloat in [1, 2] {
            let canvas = render(topLeading(frame(10, 10, color(red))), size: CGSize(width: 30, height: 30), scale: scale)
            let n = Int(30 * scale), side = Int(10 * scale)
            XCTAssertEqual(canvas.width, n)
            XCTAssertEqual(canvas.height, n)
            let reds = canvas.pixels { $0 == opaqueRed }
            XCTAssertEqual(reds.count, side * side, "scale \(scale)")
            XCTAssertTrue(canvas.bounds { $0 == opaqueRed }! == (0, 0, side, side), "scale \(scale)")
            // Everything else is untouched.
            XCTAssertEqual(canvas.pixels { $0.a != 0 }.count, side * side, "scale \(scale)")
        }
    }

    func testCanvasSizeRoundsUpAndBackgroundFills() throws {
        let canvas = try DisplayListRenderer.render(DisplayList(), size: CGSize(width: 10.2, height: 5), scale: 2, background: blue)
        XCTAssertEqual(canvas.width, 21)
        XCTAssertEqual(canvas.height, 10)
        XCTAssertEqual(canvas.pixel(x: 20, y: 9), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    func testOnePointBorderCoversTheOutermostPixels() {
        let border = ShapeNode(kind: "Rectangle", geometry: .rectangle, paint: .stroke(red, StrokeStyle(lineWidth: 1), inside: true))
        for scale in [1, 2] {
            let canvas = render(frame(100, 50, border), size: CGSize(width: 100, height: 50), scale: CGFloat(scale))
            XCTAssertEqual(canvas.width, 100 * scale)
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let onRing = x < scale || y < scale || x >= canvas.width - scale || y >= canvas.height - scale
                    let p = canvas.pixel(x: x, y: y)
                    if onRing {
                        XCTAssertEqual(p, opaqueRed, "(\(x), \(y)) at scale \(scale)")
                    } else {
                        XCTAssertEqual(p.a, 0, "(\(x), \(y)) at scale \(scale)")
                    }
                    if (onRing && p != opaqueRed) || (!onRing && p.a != 0) { return }
                }
            }
        }
    }

    func testCentredStrokeStraddlesTheEdge() {
        // A 2-pt centred stroke of a rectangle at (10, 10, 20, 20): 1 pt outside, 1 pt inside.
        let stroke = ShapeNode(kind: "Rectangle", geometry: .rectangle, paint: .stroke(red, StrokeStyle(lineWidth: 2), inside: false))
        let root = PaddingNode(insets: EdgeInsets(10), child: frame(20, 20, stroke))
        let canvas = render(root, size: CGSize(width: 40, height: 40))
        XCTAssertTrue(canvas.bounds { $0 == opaqueRed }! == (9, 9, 31, 31))
        XCTAssertEqual(canvas.pixel(x: 11, y: 20).a, 0)
        XCTAssertEqual(canvas.pixel(x: 10, y: 20), opaqueRed)
    }

    func testTextDrawsDarkPixelsOnlyInsideItsFrame() throws {
        for scale: CGFloat in [1, 2] {
            let node = text("Hello, World!")
            let root = PaddingNode(insets: EdgeInsets(8), child: node)
            let ctx = LayoutContext(measurer: engine, scale: scale)
            let placed = Placer.place(root, proposal: .unspecified, ctx)
            let list = Painter.displayList(for: placed, context: ctx)
            let canvas = try DisplayListRenderer.render(list, size: placed.frame.size, scale: scale, background: .white)
            let f = try XCTUnwrap(placed.first { $0.node === node }).frame
            let dark = canvas.pixels { $0.r < 128 }
            XCTAssertGreaterThan(dark.count, Int(40 * scale * scale), "scale \(scale)")
            // Pixel bounds of the frame, grown by one pixel.
            let x0 = Int((f.minX * scale).rounded(.down)) - 1, x1 = Int((f.maxX * scale).rounded(.up)) + 1
            let y0 = Int((f.minY * scale).rounded(.down)) - 1, y1 = Int((f.maxY * scale).rounded(.up)) + 1
            let inked = canvas.pixels { $0.r < 250 }
            for p in inked {
                XCTAssertTrue(p.x >= x0 && p.x < x1 && p.y >= y0 && p.y < y1, "ink at \(p) outside \(f) at scale \(scale)")
            }
            // Ink reaches from near the top of the line box to the baseline (a cap height, not a sliver).
            let ink = try XCTUnwrap(canvas.bounds { $0.r < 128 })
            let baseline = Int(((f.minY + node.measurement(.unspecified, ctx).firstBaseline) * scale).rounded())
            XCTAssertEqual(ink.y1, baseline + Int(scale) * 2, accuracy: Int(scale) * 2, "comma descends a little below the baseline")
            XCTAssertGreaterThan(baseline - ink.y0, Int(11 * scale), "cap height of 17-pt text")
        }
    }

    func testOpacityHalvesAlpha() {
        let root = EffectNode(kind: "opacity", effect: .opacity(0.5), child: frame(10, 10, color(red)))
        let canvas = render(root, size: CGSize(width: 10, height: 10))
        let p = canvas.pixel(x: 5, y: 5)
        XCTAssertEqual(Int(p.a), 128, accuracy: 1)
        XCTAssertEqual(Int(p.r), 128, accuracy: 1)
        XCTAssertEqual(p.g, 0)
    }

    func testOpacityAppliesToTheGroupNotEachChild() {
        // Two overlapping opaque squares at 0.5: the overlap is as transparent as the rest.
        let group = topLeading(frame(10, 10, color(red)), PaddingNode(insets: EdgeInsets(top: 0, leading: 5), child: frame(10, 10, color(blue))))
        let canvas = render(EffectNode(kind: "opacity", effect: .opacity(0.5), child: group), size: CGSize(width: 15, height: 10))
        XCTAssertEqual(Int(canvas.pixel(x: 7, y: 5).a), 128, accuracy: 1)
        XCTAssertEqual(canvas.pixel(x: 7, y: 5).r, 0)
    }

    func testCornerRadiusClipLeavesCornersTransparent() {
        let clip = EffectNode(
            kind: "cornerRadius", effect: .clip(.roundedRectangle(cornerSize: CGSize(width: 10, height: 10), style: .circular), evenOdd: false),
            child: frame(40, 40, color(red)))
        for scale: CGFloat in [1, 2] {
            let canvas = render(clip, size: CGSize(width: 40, height: 40), scale: scale)
            let last = canvas.width - 1
            for (x, y) in [(0, 0), (last, 0), (0, last), (last, last), (1, 1)] {
                XCTAssertEqual(canvas.pixel(x: x, y: y).a, 0, "corner (\(x), \(y))")
            }
            XCTAssertEqual(canvas.pixel(x: canvas.width / 2, y: 0), opaqueRed)
            XCTAssertEqual(canvas.pixel(x: canvas.width / 2, y: canvas.height / 2), opaqueRed)
        }
    }

    func testClipEndsWithItsSubtree() {
        let clipped = EffectNode(kind: "clipShape", effect: .clip(.circle, evenOdd: false), child: frame(20, 20, color(red)))
        let root = topLeading(clipped, PaddingNode(insets: EdgeInsets(top: 20), child: frame(20, 20, color(blue))))
        let canvas = render(root, size: CGSize(width: 20, height: 40))
        XCTAssertEqual(canvas.pixel(x: 0, y: 0).a, 0)
        XCTAssertEqual(canvas.pixel(x: 0, y: 39), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    func testShadowFallsOutsideAndBelowTheShape() {
        let shape = frame(20, 20, color(red))
        let shadow = EffectNode(kind: "shadow", effect: .shadow(color: .black, radius: 4, x: 0, y: 6), child: shape)
        let root = PaddingNode(insets: EdgeInsets(20), child: shadow)
        let canvas = render(root, size: CGSize(width: 60, height: 60))
        XCTAssertEqual(canvas.pixel(x: 30, y: 30), opaqueRed, "the content stays on top")
        XCTAssertGreaterThan(canvas.pixel(x: 30, y: 43).a, 100, "below the shape")
        XCTAssertEqual(canvas.pixel(x: 30, y: 43).r, 0, "in the shadow's colour")
        XCTAssertGreaterThan(canvas.pixel(x: 30, y: 43).a, canvas.pixel(x: 30, y: 17).a, "offset downwards")
        XCTAssertEqual(canvas.pixel(x: 2, y: 2).a, 0, "far away")
    }

    func testDividerIsOneDevicePixel() {
        let divider = DividerNode(axis: nil, color: .black)
        let root = StackNode(
            axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0,
            children: [frame(20, 5, color(.clear)), divider])
        let canvas = render(root, size: CGSize(width: 20, height: 10), scale: 2)
        XCTAssertTrue(canvas.bounds { $0.a == 255 }! == (0, 10, 40, 11))
        XCTAssertEqual(canvas.pixels { $0.a != 0 }.count, 40)
    }

    func testStrokeBorderOfACircleStaysInsideItsFrame() {
        let ring = ShapeNode(kind: "Circle", geometry: .circle, paint: .stroke(blue, StrokeStyle(lineWidth: 3), inside: true))
        let canvas = render(frame(30, 30, ring), size: CGSize(width: 30, height: 30))
        let b = canvas.bounds { $0.a > 0 }!
        XCTAssertTrue(b == (0, 0, 30, 30), "\(b)")
        XCTAssertEqual(canvas.pixel(x: 15, y: 15).a, 0, "hollow")
        XCTAssertEqual(canvas.pixel(x: 15, y: 1).a, 255)
    }

    func testDashedStrokeLeavesGaps() {
        let dashed = ShapeNode(
            kind: "Rectangle", geometry: .rectangle,
            paint: .stroke(red, StrokeStyle(lineWidth: 2, dash: [4, 4]), inside: true))
        let canvas = render(frame(40, 20, dashed), size: CGSize(width: 40, height: 20))
        XCTAssertEqual(canvas.pixel(x: 1, y: 0), opaqueRed)
        XCTAssertEqual(canvas.pixel(x: 6, y: 0).a, 0)
        XCTAssertEqual(canvas.pixel(x: 10, y: 0), opaqueRed)
    }

    func testDebugModeOutlinesLeavesRedAndContainersGreen() {
        let root = PaddingNode(insets: EdgeInsets(5), child: frame(10, 10, color(blue)))
        for scale in [1, 2] {
            let canvas = render(root, size: CGSize(width: 20, height: 20), scale: CGFloat(scale), options: PaintOptions(debug: true))
            let green = DebugOverlay.containerColor.premultiplied, leafRed = DebugOverlay.leafColor.premultiplied
            let s = scale
            // Container (padding) edge: one device pixel, green.
            XCTAssertEqual(canvas.pixel(x: 0, y: 10 * s), green)
            XCTAssertEqual(canvas.pixel(x: 20 * s - 1, y: 10 * s), green)
            XCTAssertEqual(canvas.pixel(x: 1, y: 10 * s).a, 0)
            // Leaf (colour) edge drawn over its frame's outline: red, one device pixel wide.
            XCTAssertEqual(canvas.pixel(x: 5 * s, y: 10 * s), leafRed)
            XCTAssertEqual(canvas.pixel(x: 15 * s - 1, y: 10 * s), leafRed)
            XCTAssertEqual(canvas.pixel(x: 5 * s + 1, y: 10 * s), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        }
    }

    func testAlignmentLinesCrossTheCanvas() throws {
        let (_, list) = paint(
            frame(10, 10, color(.clear)), proposal: CGSize(width: 10, height: 10), options: PaintOptions(debug: true, debugAlignmentLines: [4]))
        let canvas = try DisplayListRenderer.render(list, size: CGSize(width: 10, height: 10), scale: 2)
        let line = DebugOverlay.alignmentLineColor.premultiplied
        XCTAssertTrue((0..<20).allSatisfy { canvas.pixel(x: $0, y: 8) == line })
        XCTAssertNotEqual(canvas.pixel(x: 5, y: 9), line)
    }

    func testUnbalancedListsDoNotCrash() throws {
        let list = DisplayList([
            .popClip, .endLayer(opacity: 1, shadow: nil), .beginLayer,
            .pushClip(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), fillRule: .nonZero),
            .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, fillRule: .nonZero),
        ])
        let canvas = try DisplayListRenderer.render(list, size: CGSize(width: 10, height: 10), scale: 1)
        XCTAssertEqual(canvas.pixels { $0 == opaqueRed }.count, 25)
    }
}
