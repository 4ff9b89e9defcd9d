import XCTest
import Easel
import EaselScript
import EaselRaster

/// Image paint, levels of a style, shadow styles and shadowed foreground styles from a script are the compiled ones.
final class ShapeStyleScriptTests: XCTestCase {
    private func pixels(_ source: String) throws -> Bitmap {
        let script = try Script(source: source, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        r.assets = ScriptLayoutTests.assets
        return try script.checked { try r.rasterize() }.bitmap
    }

    private func pixels<V: View>(_ v: V) throws -> Bitmap {
        let r = ImageRenderer(content: v)
        r.scale = 1
        r.assets = ScriptLayoutTests.assets
        return try r.rasterize().bitmap
    }

    func testImagePaintMatchesCompiled() throws {
        let script = try pixels(
            """
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Rectangle().fill(ImagePaint(image: Image("icon64"), scale: 0.25)).frame(width: 50, height: 40)
                        Circle().fill(.image(Image("rogue"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5))).frame(width: 40, height: 40)
                        Capsule().fill(ImagePaint(image: Image("paulHudson"))).frame(width: 60, height: 30)
                        Text("Hi").frame(width: 50, height: 40).border(ImagePaint(image: Image("icon64"), scale: 0.25), width: 6)
                        Capsule().strokeBorder(ImagePaint(image: Image("rogue"), scale: 0.5), lineWidth: 5).frame(width: 50, height: 30)
                        Text("Grad").border(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), width: 3)
                    }
                }
            }
            """)
        let compiled = try pixels(
            HStack {
                Rectangle().fill(ImagePaint(image: Image("icon64"), scale: 0.25)).frame(width: 50, height: 40)
                Circle().fill(.image(Image("rogue"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5))).frame(width: 40, height: 40)
                Capsule().fill(ImagePaint(image: Image("paulHudson"))).frame(width: 60, height: 30)
                Text("Hi").frame(width: 50, height: 40).border(ImagePaint(image: Image("icon64"), scale: 0.25), width: 6)
                Capsule().strokeBorder(ImagePaint(image: Image("rogue"), scale: 0.5), lineWidth: 5).frame(width: 50, height: 30)
                Text("Grad").border(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), width: 3)
            })
        XCTAssertEqual(script, compiled)
    }

    func testLevelsAndShadowStylesMatchCompiled() throws {
        let script = try pixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(Color.blue.secondary).frame(width: 20, height: 10)
                        Rectangle().fill(.red.tertiary).frame(width: 20, height: 10)
                        Rectangle().fill(.quinary).frame(width: 20, height: 10)
                        Text("Hi").foregroundStyle(.foreground)
                        Rectangle().fill(.background).frame(width: 20, height: 10)
                        Rectangle().stroke(.secondary, lineWidth: 3).frame(width: 20, height: 10)
                        Circle().fill(.white.shadow(.inner(color: .black, radius: 2, x: 1))).frame(width: 20, height: 20)
                        Circle().fill(.green.shadow(.inner(radius: 3))).frame(width: 20, height: 20)
                    }
                    .foregroundStyle(.pink)
                }
            }
            """)
        let compiled = try pixels(
            VStack {
                Rectangle().fill(Color.blue.secondary).frame(width: 20, height: 10)
                Rectangle().fill(Color.red.tertiary).frame(width: 20, height: 10)
                Rectangle().fill(.quinary).frame(width: 20, height: 10)
                Text("Hi").foregroundStyle(.foreground)
                Rectangle().fill(.background).frame(width: 20, height: 10)
                Rectangle().stroke(.secondary, lineWidth: 3).frame(width: 20, height: 10)
                Circle().fill(.white.shadow(.inner(color: .black, radius: 2, x: 1))).frame(width: 20, height: 20)
                Circle().fill(.green.shadow(.inner(radius: 3))).frame(width: 20, height: 20)
            }
            .foregroundStyle(.pink))
        XCTAssertEqual(script, compiled)
    }

    /// A shadowed foreground style casts its shadow from the text, as compiled.
    func testShadowedForegroundStyleMatchesCompiled() throws {
        let script = try pixels(
            """
            struct ContentView: View {
                var body: some View {
                    Text("Shadow").font(.title).foregroundStyle(.orange.shadow(.drop(color: .black.opacity(0.5), radius: 2, x: 2, y: 2))).padding()
                }
            }
            """)
        let compiled = try pixels(
            Text("Shadow").font(.title)
                .foregroundStyle(.orange.shadow(.drop(color: .black.opacity(0.5), radius: 2, x: 2, y: 2))).padding())
        XCTAssertEqual(script, compiled)
        XCTAssertNotEqual(compiled, try pixels(Text("Shadow").font(.title).foregroundStyle(.orange).padding()))
    }

    /// A script's own shape filled or stroked with a gradient (it was filled with the gradient's
    /// first colour).
    func testAScriptShapeTakesGradientsAsCompiledShapesDo() throws {
        let script = try pixels(
            """
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                    return p
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Wedge().fill(LinearGradient(colors: [.yellow, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
                        Wedge().stroke(LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing), lineWidth: 4)
                            .frame(width: 40, height: 40)
                    }
                }
            }
            """)
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
        }
        let compiled = try pixels(
            VStack {
                Wedge().fill(LinearGradient(colors: [.yellow, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
                Wedge().stroke(LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing), lineWidth: 4)
                    .frame(width: 40, height: 40)
            })
        XCTAssertEqual(script, compiled)
        XCTAssertNotEqual(
            compiled,
            try pixels(
                VStack {
                    Wedge().fill(.yellow).frame(width: 40, height: 40); Wedge().stroke(.red, lineWidth: 4).frame(width: 40, height: 40)
                }))
    }

    func testBackgroundStyleMatchesCompiled() throws {
        let script = try pixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 4) {
                        Text("Teal").padding(8).background(in: .capsule).backgroundStyle(.teal)
                        Text("Gradient").padding(8).background(in: RoundedRectangle(cornerRadius: 6)).backgroundStyle(.teal.gradient)
                        Text("Plain").padding(8).background(in: .capsule)
                        Text("Whole").padding(8).background().backgroundStyle(.yellow)
                        Text("Key").padding(8).background(in: .capsule).environment(\\.backgroundStyle, AnyShapeStyle(.orange))
                    }
                    .padding()
                    .background(Color.gray)
                }
            }
            """)
        let compiled = try pixels(
            VStack(spacing: 4) {
                Text("Teal").padding(8).background(in: Capsule()).backgroundStyle(.teal)
                Text("Gradient").padding(8).background(in: RoundedRectangle(cornerRadius: 6)).backgroundStyle(Color.teal.gradient)
                Text("Plain").padding(8).background(in: Capsule())
                Text("Whole").padding(8).background().backgroundStyle(.yellow)
                Text("Key").padding(8).background(in: Capsule()).environment(\.backgroundStyle, AnyShapeStyle(.orange))
            }
            .padding()
            .background(Color.gray))
        XCTAssertEqual(script, compiled)
        let read = """
            struct Probe: View {
                @Environment(\\.backgroundStyle) var style
                var body: some View { Text(style == nil ? "none" : "set") }
            }
            struct ContentView: View {
                var body: some View { VStack { Probe(); Probe().backgroundStyle(.red) } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(read), ["none", "set"])
    }
}

/// `fontWidth`, `Font.width` and `Text.fontWidth` from a script are the compiled ones.
final class FontWidthScriptTests: XCTestCase {
    func testFontWidthMatchesCompiled() throws {
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        VStack {
                            Text("Condensed").fontWidth(.condensed)
                            Text("Expanded").font(.title.width(.expanded))
                            Text("Compressed").fontWidth(.compressed).bold()
                        }
                    }
                }
                """, fileName: "t.swift")
        let fromScript = try script.checked { try ImageRenderer(content: try script.renders()[0].view).rasterize() }
        let compiled = try ImageRenderer(
            content: VStack {
                Text("Condensed").fontWidth(.condensed)
                Text("Expanded").font(.title.width(.expanded))
                Text("Compressed").fontWidth(.compressed).bold()
            }
        ).rasterize()
        XCTAssertEqual(fromScript.bitmap, compiled.bitmap)
    }
}

/// `visualEffect` from a script: the closure gets the placed geometry, and its effects are the
/// compiled modifiers.
final class VisualEffectScriptTests: XCTestCase {
    func testVisualEffectMatchesCompiled() throws {
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        HStack(spacing: 0) {
                            Color.red.frame(width: 30, height: 30)
                            Color.blue.frame(width: 30, height: 30)
                                .visualEffect { content, proxy in
                                    content
                                        .offset(y: proxy.frame(in: .global).minX > 20 ? 10 : 0)
                                        .rotationEffect(.degrees(15))
                                }
                        }
                        .padding(12)
                    }
                }
                """, fileName: "t.swift")
        let fromScript = try script.checked { try ImageRenderer(content: try script.renders()[0].view).rasterize() }
        let compiled = try ImageRenderer(
            content: HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 30)
                Color.blue.frame(width: 30, height: 30)
                    .visualEffect { content, proxy in
                        content.offset(y: proxy.frame(in: .global).minX > 20 ? 10 : 0).rotationEffect(.degrees(15))
                    }
            }.padding(12)
        ).rasterize()
        XCTAssertEqual(fromScript.bitmap, compiled.bitmap)
    }

    func testEveryVisualEffectIsAModifierScriptsKnow() throws {
        // Each effect is applied through the script modifier of its name: all must exist.
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        Color.blue.frame(width: 30, height: 30).visualEffect { content, proxy in
                            content.offset(x: 1).scaleEffect(1.1).rotationEffect(.degrees(5)).blur(radius: 1).opacity(0.9)
                                .brightness(0.1).contrast(1.1).saturation(0.9).grayscale(0.1).hueRotation(.degrees(10)).colorMultiply(.white)
                                .rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0), perspective: 0.5).transformEffect(.identity)
                        }
                    }
                }
                """, fileName: "t.swift")
        XCTAssertNoThrow(try script.checked { try ImageRenderer(content: try script.renders()[0].view).rasterize() })
        XCTAssertEqual(_VisualEffects.effectNames.count, 13)
    }

    func testAMistakeInTheEffectIsReported() throws {
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        Color.blue.frame(width: 30, height: 30).visualEffect { content, proxy in content.wobble(3) }
                    }
                }
                """, fileName: "t.swift")
        XCTAssertThrowsError(try script.checked { try ImageRenderer(content: try script.renders()[0].view).rasterize() }) { error in
            XCTAssertTrue("\(error)".contains("wobble"), "\(error)")
        }
        // A modifier that is not a visual effect (it would change layout) is refused, as Swift would.
        let padded = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        Color.blue.frame(width: 30, height: 30).visualEffect { content, proxy in content.padding(4) }
                    }
                }
                """, fileName: "t.swift")
        XCTAssertThrowsError(try padded.checked { try ImageRenderer(content: try padded.renders()[0].view).rasterize() }) { error in
            XCTAssertTrue("\(error)".contains("'padding' is not a visual effect"), "\(error)")
        }
    }

}
