import XCTest
import Easel
import EaselRaster
@testable import EaselScript

/// CGAffineTransform, transformEffect, shape transforms and Canvas from a script are the compiled
/// ones (fixtures/scenes/canvas.swift is compared pixel for pixel in CanvasSnapshotTests).
final class CanvasScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    private func pixels(_ source: String) throws -> Bitmap {
        let script = try Script(source: source, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        return try script.checked { try r.rasterize() }.bitmap
    }

    private func pixels<V: View>(_ v: V) throws -> Bitmap {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize().bitmap
    }

    func testTransformsMatchCompiled() throws {
        let script = try pixels(
            """
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Color.blue.frame(width: 20, height: 8)
                            .transformEffect(CGAffineTransform(rotationAngle: .pi / 6).translatedBy(x: 4, y: 0))
                        Rectangle().rotation(.degrees(30)).fill(Color.red).frame(width: 20, height: 8)
                        Circle().offset(x: 5, y: 2).scale(0.5).fill(Color.green).frame(width: 20, height: 20)
                        Path { p in
                            p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 3, height: 3),
                                             transform: CGAffineTransform(scaleX: 2, y: 1))
                            p.addRelativeArc(center: CGPoint(x: 5, y: 15), radius: 4, startAngle: .zero, delta: .degrees(270))
                        }
                        .applying(CGAffineTransform(translationX: 1, y: 1))
                        .frame(width: 24, height: 24)
                    }
                    .padding(10)
                }
            }
            """)
        let compiled = try pixels(
            HStack {
                Color.blue.frame(width: 20, height: 8)
                    .transformEffect(CGAffineTransform(rotationAngle: .pi / 6).translatedBy(x: 4, y: 0))
                Rectangle().rotation(.degrees(30)).fill(Color.red).frame(width: 20, height: 8)
                Circle().offset(x: 5, y: 2).scale(0.5).fill(Color.green).frame(width: 20, height: 20)
                Path { p in
                    p.addRoundedRect(
                        in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 3, height: 3),
                        transform: CGAffineTransform(scaleX: 2, y: 1))
                    p.addRelativeArc(center: CGPoint(x: 5, y: 15), radius: 4, startAngle: .zero, delta: .degrees(270))
                }
                .applying(CGAffineTransform(translationX: 1, y: 1))
                .frame(width: 24, height: 24)
            }.padding(10))
        XCTAssertEqual(script, compiled)
    }

    func testTransformValuesReadLikeCoreGraphics() throws {
        let source = """
            let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
            let p = CGPoint(x: 1, y: 1).applying(t)
            let back = p.applying(t.inverted())
            let same = CGAffineTransform.identity.isIdentity
            let box = Path(CGRect(x: 0, y: 0, width: 4, height: 4)).offsetBy(dx: 3, dy: 0).boundingRect
            let current: CGPoint = {
                var p = Path()
                p.move(to: CGPoint(x: 2, y: 3))
                p.addLine(to: CGPoint(x: p.currentPoint!.x + 5, y: p.currentPoint!.y))
                return p.currentPoint!
            }()
            let none = Path().currentPoint
            struct ContentView: View { var body: some View { Color.red } }
            """
        XCTAssertEqual(try S.global("p", in: source), .native(CGPoint(x: 12, y: 22)))
        XCTAssertEqual(try S.global("back", in: source), .native(CGPoint(x: 1, y: 1)))
        XCTAssertEqual(try S.global("same", in: source), .bool(true))
        XCTAssertEqual(try S.global("box", in: source), .native(CGRect(x: 3, y: 0, width: 4, height: 4)))
        XCTAssertEqual(try S.global("current", in: source), .native(CGPoint(x: 7, y: 3)))
        XCTAssertEqual(try S.global("none", in: source), .null)
    }

    func testPorterDuffBlendModesMatchCompiled() throws {
        let script = try pixels(
            """
            struct ContentView: View {
                var body: some View {
                    Canvas { context, size in
                        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                        var c = context
                        c.blendMode = .xor
                        c.fill(Path(ellipseIn: CGRect(x: 8, y: 8, width: 20, height: 20)), with: .color(.blue))
                        context.blendMode = .destinationOut
                        context.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 6)), with: .color(.black))
                    }
                    .frame(width: 30, height: 30)
                    .background(Color.yellow)
                }
            }
            """)
        let compiled = try pixels(
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                var c = context
                c.blendMode = .xor
                c.fill(Path(ellipseIn: CGRect(x: 8, y: 8, width: 20, height: 20)), with: .color(.blue))
                context.blendMode = .destinationOut
                context.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 6)), with: .color(.black))
            }
            .frame(width: 30, height: 30)
            .background(Color.yellow))
        XCTAssertEqual(script, compiled)
    }

    func testCanvasStateAndLayersMatchCompiled() throws {
        let script = try pixels(
            """
            struct ContentView: View {
                var body: some View {
                    Canvas { context, size in
                        var c = context
                        c.opacity = 0.5
                        c.blendMode = .multiply
                        c.addFilter(.blur(radius: 1))
                        c.clip(to: Path(CGRect(x: 0, y: 0, width: 30, height: 30)))
                        c.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 40)), with: .radialGradient(Gradient(colors: [.red, .blue]),
                               center: CGPoint(x: 25, y: 25), startRadius: 0, endRadius: 20))
                        context.transform = CGAffineTransform(translationX: 30, y: 30)
                        context.concatenate(CGAffineTransform(scaleX: 2, y: 1))
                        context.stroke(Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 10)) }, with: .color(red: 0, green: 0.5, blue: 0), lineWidth: 2)
                        var t = context.resolve(Text("A"))
                        t.shading = .color(.purple)
                        context.draw(t, at: CGPoint(x: 5, y: 20), anchor: .topLeading)
                        context.drawLayer { layer in
                            layer.fill(Path(CGRect(x: -30, y: -30, width: 10, height: 10)), with: .style(Color.orange))
                        }
                    }
                    .frame(width: 60, height: 60)
                }
            }
            """)
        let compiled = try pixels(
            Canvas { context, size in
                var c = context
                c.opacity = 0.5
                c.blendMode = .multiply
                c.addFilter(.blur(radius: 1))
                c.clip(to: Path(CGRect(x: 0, y: 0, width: 30, height: 30)))
                c.fill(
                    Path(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 40)),
                    with: .radialGradient(
                        Gradient(colors: [.red, .blue]),
                        center: CGPoint(x: 25, y: 25), startRadius: 0, endRadius: 20))
                context.transform = CGAffineTransform(translationX: 30, y: 30)
                context.concatenate(CGAffineTransform(scaleX: 2, y: 1))
                context.stroke(
                    Path { p in
                        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 10))
                    }, with: .color(red: 0, green: 0.5, blue: 0), lineWidth: 2)
                var t = context.resolve(Text("A"))
                t.shading = .color(.purple)
                context.draw(t, at: CGPoint(x: 5, y: 20), anchor: .topLeading)
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: -30, y: -30, width: 10, height: 10)), with: .style(Color.orange))
                }
            }.frame(width: 60, height: 60))
        XCTAssertEqual(script, compiled)
    }

    func testMistakesNameTheCall() {
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View { var body: some View { Canvas { context, size in context.draw(42, at: .zero) } } }
                """
            ).contains("GraphicsContext.draw draws a Text, an Image or a resolved symbol, got Int"))
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View { var body: some View { Canvas { context, size in context.fill(Path(), with: .colour(.red)) } } }
                """
            ).contains("colour"))
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View { var body: some View { Canvas { context, size in context.fill(Path()) } } }
                """
            ).contains("missing argument 'with:' in call to 'GraphicsContext.fill'"))
    }

    func testAlphaThresholdMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    Canvas { context, _ in
                        context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
                        context.addFilter(.blur(radius: 12))
                        context.drawLayer { ctx in
                            ctx.fill(Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 40)), with: .color(.white))
                            ctx.fill(Path(ellipseIn: CGRect(x: 48, y: 20, width: 40, height: 40)), with: .color(.white))
                        }
                    }
                    .frame(width: 100, height: 80)
                }
            }
            """)
        let compiled = Canvas { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
            context.addFilter(.blur(radius: 12))
            context.drawLayer { ctx in
                ctx.fill(Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 40)), with: .color(.white))
                ctx.fill(Path(ellipseIn: CGRect(x: 48, y: 20, width: 40, height: 40)), with: .color(.white))
            }
        }
        XCTAssertEqual(script, try ScriptTestSupport.compiledPixels(compiled.frame(width: 100, height: 80)))
    }

    /// `path.trimmedPath(from:to:)` in a shape's `path(in:)`: the part of a line chart drawn so far.
    func testTrimmedPathMatchesCompiled() throws {
        struct Curve: Shape {
            let step: CGFloat
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.addLines([CGPoint(x: 0, y: rect.maxY), CGPoint(x: rect.midX, y: 10), CGPoint(x: rect.maxX, y: rect.midY)])
                return path.trimmedPath(from: 0.1, to: step)
            }
        }
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Curve: Shape {
                let step: CGFloat
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.addLines([CGPoint(x: 0, y: rect.maxY), CGPoint(x: rect.midX, y: 10), CGPoint(x: rect.maxX, y: rect.midY)])
                    return path.trimmedPath(from: 0.1, to: step)
                }
            }
            struct ContentView: View {
                var body: some View {
                    Curve(step: 0.7).stroke(.orange, lineWidth: 3).frame(width: 120, height: 80)
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledPixels(Curve(step: 0.7).stroke(.orange, lineWidth: 3).frame(width: 120, height: 80)))
    }

    /// `.mask({ … })`: the mask's closure passed in parentheses (its parameter has no label), as
    /// `.mask { … }` and the older `.mask(view)`.
    func testMaskSpellingsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Color.orange.frame(width: 40, height: 40).mask({ Circle().padding(4) })
                        Color.orange.frame(width: 40, height: 40).mask(alignment: .top) { Capsule().frame(height: 20) }
                        Color.orange.frame(width: 40, height: 40).mask(RoundedRectangle(cornerRadius: 8))
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            HStack {
                Color.orange.frame(width: 40, height: 40).mask { Circle().padding(4) }
                Color.orange.frame(width: 40, height: 40).mask(alignment: .top) { Capsule().frame(height: 20) }
                Color.orange.frame(width: 40, height: 40).mask { RoundedRectangle(cornerRadius: 8) }
            })
        XCTAssertEqual(script, compiled)
    }
}
