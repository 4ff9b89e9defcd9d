// Canvas and GraphicsContext: sizing like a shape, drawing calls in order with the state they were
// made in (transform, clip, opacity, blend mode, filters), text and images placed by anchor.
import XCTest
import Easel
import EaselRaster

final class CanvasTests: XCTestCase {
    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }

    /// Two discs blurred, then thresholded: they melt into one yellow shape (the "metaball" look),
    /// because the filter added last works on the drawing first.
    static func metaballs(threshold: Bool = true) -> some View {
        Canvas { context, _ in
            if threshold { context.addFilter(.alphaThreshold(min: 0.5, color: .yellow)) }
            context.addFilter(.blur(radius: 12))
            context.drawLayer { ctx in
                ctx.fill(Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 40)), with: .color(.white))
                ctx.fill(Path(ellipseIn: CGRect(x: 48, y: 20, width: 40, height: 40)), with: .color(.white))
            }
        }
        .frame(width: 100, height: 80)
    }

    func testAlphaThresholdAfterABlurMeltsShapesTogether() throws {
        let img = try render(Self.metaballs())
        let bridge = img.pixel(x: 49, y: 40)  // between the discs, where only the blur reaches
        XCTAssertEqual([bridge.r, bridge.g, bridge.b, bridge.a], [255, 204, 0, 255])  // .yellow, opaque
        XCTAssertEqual(img.pixel(x: 30, y: 40), bridge)  // inside a disc: the same flat colour
        XCTAssertEqual(img.pixel(x: 3, y: 3).a, 0)  // far from both: transparent, not faint
        // Without the threshold the bridge is a soft, partly transparent white.
        let soft = try render(Self.metaballs(threshold: false)).pixel(x: 49, y: 40)
        XCTAssertGreaterThan(soft.a, 0)
        XCTAssertLessThan(soft.a, 255)
    }

    func testItTakesTheProposalAndTenPointsForAnUnspecifiedOne() throws {
        let canvas = Canvas { _, _ in }
        XCTAssertEqual(try layout(canvas.frame(width: 120, height: 30)).root.rect.size, CGSize(width: 120, height: 30))
        XCTAssertEqual(try layout(canvas.fixedSize()).root.rect.size, CGSize(width: 10, height: 10))
    }

    func testTheRendererIsGivenTheChosenSize() throws {
        final class Box: @unchecked Sendable { var size: CGSize? }
        let seen = Box()
        _ = try render(Canvas { _, size in seen.size = size }.frame(width: 64, height: 48))
        XCTAssertEqual(seen.size, CGSize(width: 64, height: 48))
    }

    func testFillsStrokesAndTransformsLandWhereTheyShould() throws {
        let img = try render(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                var moved = context
                moved.translateBy(x: 20, y: 0)
                moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
                // The copy's transform does not change the original.
                context.stroke(
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 30)); p.addLine(to: CGPoint(x: 60, y: 30))
                    }, with: .color(.green), lineWidth: 4)
                var turned = context
                turned.translateBy(x: 50, y: 5)
                turned.rotate(by: .degrees(90))
                turned.fill(Path(CGRect(x: 0, y: -2, width: 10, height: 4)), with: .color(.black))
            }.frame(width: 60, height: 40))
        XCTAssertEqual(img.pixel(x: 5, y: 5), PremultipliedColor(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(img.pixel(x: 25, y: 5).b, 255)
        XCTAssertEqual(img.pixel(x: 15, y: 5).a, 0)
        XCTAssertEqual(img.pixel(x: 30, y: 30).a, 255)
        XCTAssertEqual(img.pixel(x: 30, y: 34).a, 0)
        // The bar turned a quarter about (50, 5) runs down from y 5 to 15, 4 points wide.
        XCTAssertEqual(img.pixel(x: 50, y: 12), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(img.pixel(x: 56, y: 6).a, 0)
    }

    func testClipOpacityAndInverseClip() throws {
        let img = try render(
            Canvas { context, size in
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
                clipped.opacity = 0.5
                clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
                var outside = context
                outside.clip(to: Path(CGRect(x: 0, y: 0, width: 40, height: 40)), options: .inverse)
                outside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            }.frame(width: 60, height: 60))
        XCTAssertEqual(img.pixel(x: 10, y: 10).a, 128)
        XCTAssertEqual(img.pixel(x: 30, y: 30).a, 0)
        XCTAssertEqual(img.pixel(x: 50, y: 50).a, 255)
        XCTAssertEqual(img.pixel(x: 50, y: 10).a, 255)
    }

    func testPorterDuffBlendModesActWithinTheCanvas() throws {
        // A red square, then a blue one over its lower-right quarter through an operator; the
        // canvas sits on green, which no operator reaches.
        func draw(_ mode: GraphicsContext.BlendMode) throws -> RasterCanvas {
            try render(
                Canvas { context, _ in
                    context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
                    var c = context
                    c.blendMode = mode
                    c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
                }.frame(width: 30, height: 30).background(Color(red: 0, green: 1, blue: 0)))
        }
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
        // (5, 5): red only; (15, 15): both; (25, 25): blue only.
        let sourceIn = try draw(.sourceIn)
        XCTAssertEqual([sourceIn.pixel(x: 5, y: 5), sourceIn.pixel(x: 15, y: 15), sourceIn.pixel(x: 25, y: 25)], [red, blue, green])
        let destinationIn = try draw(.destinationIn)
        XCTAssertEqual([destinationIn.pixel(x: 5, y: 5), destinationIn.pixel(x: 15, y: 15), destinationIn.pixel(x: 25, y: 25)], [red, red, green])
        let xor = try draw(.xor)
        XCTAssertEqual([xor.pixel(x: 5, y: 5), xor.pixel(x: 15, y: 15), xor.pixel(x: 25, y: 25)], [red, green, blue])
        let clear = try draw(.clear)
        XCTAssertEqual([clear.pixel(x: 5, y: 5), clear.pixel(x: 15, y: 15), clear.pixel(x: 25, y: 25)], [red, green, green])
        let copy = try draw(.copy)
        XCTAssertEqual([copy.pixel(x: 15, y: 15), copy.pixel(x: 25, y: 25)], [blue, blue])
        let destinationAtop = try draw(.destinationAtop)
        XCTAssertEqual([destinationAtop.pixel(x: 5, y: 5), destinationAtop.pixel(x: 15, y: 15), destinationAtop.pixel(x: 25, y: 25)], [red, red, blue])
        let sourceOut = try draw(.sourceOut)
        XCTAssertEqual([sourceOut.pixel(x: 15, y: 15), sourceOut.pixel(x: 25, y: 25)], [green, blue])
        // The raw values are Core Graphics' numbers.
        XCTAssertEqual(GraphicsContext.BlendMode.xor.rawValue, 25)
        XCTAssertEqual(GraphicsContext.BlendMode.plusLighter.rawValue, 27)
    }

    func testTextDrawnAtAPointSitsByItsAnchor() throws {
        // Drawn with its centre at (60, 20): the same pixels as the text centred in a 120 × 40 frame.
        let text = Text("Canvas").font(.system(size: 17))
        let drawn = try render(
            Canvas { context, _ in
                context.draw(text, at: CGPoint(x: 60, y: 20))
            }.frame(width: 120, height: 40))
        let placed = try render(text.frame(width: 120, height: 40))
        XCTAssertEqual(drawn.bitmap, placed.bitmap)
        // Anchored top leading at (0, 0): the text at the frame's top-leading corner.
        let corner = try render(
            Canvas { context, _ in
                context.draw(text, at: .zero, anchor: .topLeading)
            }.frame(width: 120, height: 40))
        XCTAssertEqual(corner.bitmap, try render(text.frame(width: 120, height: 40, alignment: .topLeading)).bitmap)
    }

    func testResolvedTextMeasuresAndTakesAShading() throws {
        final class Box: @unchecked Sendable { var size: CGSize = .zero; var baseline: CGFloat = 0 }
        let box = Box()
        let img = try render(
            Canvas { context, _ in
                var t = context.resolve(Text("Hi").font(.system(size: 20)))
                box.size = t.measure(in: CGSize(width: 100, height: 100))
                box.baseline = t.firstBaseline(in: CGSize(width: 100, height: 100))
                t.shading = .color(.red)
                context.draw(t, in: CGRect(x: 0, y: 0, width: 100, height: 30))
            }.frame(width: 100, height: 30))
        let expected = try layout(Text("Hi").font(.system(size: 20)).fixedSize()).root.rect.size
        XCTAssertEqual(box.size, expected)
        XCTAssertGreaterThan(box.baseline, 10)
        XCTAssertLessThan(box.baseline, box.size.height)
        var reddest = 0
        for y in 0..<30 { for x in 0..<100 { let p = img.pixel(x: x, y: y); if p.a == 255 && p.r > 200 && p.g < 100 { reddest += 1 } } }
        XCTAssertGreaterThan(reddest, 20)
    }

    func testLayersCompositeAsAWholeAndSymbolsAreFoundByTag() throws {
        let img = try render(
            Canvas { context, _ in
                var layer = context
                layer.opacity = 0.5
                layer.drawLayer { inner in
                    // Two overlapping squares: composited as one layer, the overlap is not darker.
                    inner.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
                    inner.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(.black))
                }
                if let dot = context.resolveSymbol(id: "dot") {
                    XCTAssertEqual(dot.size, CGSize(width: 8, height: 8))
                    context.draw(dot, at: CGPoint(x: 50, y: 10))
                }
                XCTAssertNil(context.resolveSymbol(id: "missing"))
            } symbols: {
                Color.red.frame(width: 8, height: 8).tag("dot")
            }.frame(width: 60, height: 20))
        XCTAssertEqual(img.pixel(x: 5, y: 5).a, 128)
        XCTAssertEqual(img.pixel(x: 15, y: 5).a, 128)
        XCTAssertEqual(img.pixel(x: 50, y: 10).r, 255)
        XCTAssertEqual(img.pixel(x: 50, y: 10).a, 255)
        XCTAssertEqual(img.pixel(x: 40, y: 10).a, 0)
    }

    func testGradientShadingIsPlacedInTheContextsCoordinates() throws {
        let g = Gradient(colors: [.black, .white])
        let img = try render(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)), with: .linearGradient(g, startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 80, y: 0)))
            }.frame(width: 100, height: 10))
        XCTAssertEqual(img.pixel(x: 5, y: 5).r, 0)
        XCTAssertEqual(img.pixel(x: 95, y: 5).r, 255)
        XCTAssertEqual(Double(img.pixel(x: 50, y: 5).r), 127.5, accuracy: 3)
        // Moved by the context, the gradient moves with the path.
        let moved = try render(
            Canvas { context, size in
                context.translateBy(x: 20, y: 0)
                context.fill(
                    Path(CGRect(x: -20, y: 0, width: size.width, height: size.height)),
                    with: .linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 60, y: 0)))
            }.frame(width: 100, height: 10))
        XCTAssertEqual(moved.bitmap, img.bitmap)
    }

    func testAnEmptyCanvasAndNonFiniteTransformsDrawNothingOrUntransformed() throws {
        let img = try render(
            Canvas { context, _ in
                context.translateBy(x: .nan, y: 0)
                context.opacity = .infinity
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            }.frame(width: 10, height: 10))
        XCTAssertEqual(img.pixel(x: 5, y: 5).a, 255)
        XCTAssertNoThrow(
            try render(
                Canvas { context, size in
                    context.fill(
                        Path(CGRect(origin: .zero, size: size)),
                        with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)))
                }.frame(width: 0, height: 0)))
    }
}
