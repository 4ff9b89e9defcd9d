import XCTest
import Easel
import EaselScript

/// Filled and stroked shapes filled and stroked again (iOS 17's `ShapeView`) from a script are
/// the compiled ones, and so are symbol images given a rendering mode before `resizable()`.
final class ShapeViewScriptTests: XCTestCase {
    func testShapeViewChainsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 40) {
                        Capsule().stroke(Color.purple, lineWidth: 50).stroke(.black).frame(width: 200, height: 60)
                        Circle().fill(.red).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
                        Circle().stroke(.red, lineWidth: 3, antialiased: false).frame(width: 20, height: 20)
                        RoundedRectangle(cornerRadius: 8).fill(.yellow).stroke(.black).frame(width: 80, height: 30)
                        Circle().fill(.green).strokeBorder(.black, lineWidth: 6).frame(width: 40, height: 40)
                        Rectangle().stroke(.orange, lineWidth: 10).fill(.blue.opacity(0.5))
                            .strokeBorder(.white, style: StrokeStyle(lineWidth: 3, dash: [4, 2]), antialiased: false)
                            .frame(width: 60, height: 40)
                        Circle().stroke(.red, lineWidth: 8).fill().strokeBorder(lineWidth: 2).foregroundStyle(.teal)
                            .frame(width: 30, height: 30)
                        Ellipse().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                            .stroke(.black, style: StrokeStyle(lineWidth: 2))
                            .frame(width: 60, height: 30)
                    }
                    .padding(30)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 40) {
                Capsule().stroke(Color.purple, lineWidth: 50).stroke(.black).frame(width: 200, height: 60)
                Circle().fill(.red).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
                Circle().stroke(.red, lineWidth: 3).frame(width: 20, height: 20)
                RoundedRectangle(cornerRadius: 8).fill(.yellow).stroke(.black).frame(width: 80, height: 30)
                Circle().fill(.green).strokeBorder(.black, lineWidth: 6).frame(width: 40, height: 40)
                Rectangle().stroke(.orange, lineWidth: 10).fill(.blue.opacity(0.5))
                    .strokeBorder(.white, style: StrokeStyle(lineWidth: 3, dash: [4, 2]), antialiased: false)
                    .frame(width: 60, height: 40)
                Circle().stroke(.red, lineWidth: 8).fill().strokeBorder(lineWidth: 2).foregroundStyle(.teal)
                    .frame(width: 30, height: 30)
                Ellipse().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .stroke(.black, style: StrokeStyle(lineWidth: 2))
                    .frame(width: 60, height: 30)
            }
            .padding(30))
        XCTAssertEqual(script, compiled)
    }

    func testAScriptsOwnShapeChainsAsItsSeparatePaints() throws {
        let shapes = """
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                    return p
                }
            }
            """
        let chained = try ScriptTestSupport.scriptPixels(
            shapes + "\n" + """
                struct ContentView: View {
                    var body: some View {
                        Triangle().fill(.yellow).stroke(.red, lineWidth: 4).strokeBorder(.blue, lineWidth: 2)
                            .frame(width: 60, height: 50).padding(6)
                    }
                }
                """)
        let separate = try ScriptTestSupport.scriptPixels(
            shapes + "\n" + """
                struct ContentView: View {
                    var body: some View {
                        ZStack {
                            Triangle().fill(.yellow)
                            Triangle().stroke(.red, lineWidth: 4)
                            Triangle().strokeBorder(.blue, lineWidth: 2)
                        }
                        .frame(width: 60, height: 50).padding(6)
                    }
                }
                """)
        XCTAssertEqual(chained, separate)
        let layout = try ScriptTestSupport.layout(
            shapes + "\n" + """
                struct ContentView: View {
                    var body: some View { Triangle().fill(.yellow).stroke(.red, lineWidth: 4).frame(width: 60, height: 50) }
                }
                """)
        XCTAssertEqual(layout.root.frame.rect.size, CGSize(width: 60, height: 50))
        XCTAssertEqual(layout.root.all { $0.kind == "Triangle" }.count, 2, "both paints are the script's shape")
    }

    func testAStrokeNeedsAStyleAndStrokeBorderAnInsettableShape() {
        let missing = ScriptTestSupport.error(
            """
            struct ContentView: View { var body: some View { Circle().fill(.red).stroke(lineWidth: 2) } }
            """)
        XCTAssertTrue(missing.contains("stroke"), missing)
        let notInsettable = ScriptTestSupport.error(
            """
            struct ContentView: View {
                var body: some View { Circle().trim(from: 0, to: 0.5).fill(.red).strokeBorder(.blue) }
            }
            """)
        XCTAssertTrue(notInsettable.contains("InsettableShape"), notInsettable)
    }

    func testASymbolRenderingModeKeepsTheImageAnImage() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Image(systemName: "rainbow").symbolRenderingMode(.multicolor).resizable().aspectRatio(contentMode: .fit)
                        Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).resizable().scaledToFit()
                        Image(systemName: "star").renderingMode(.template).interpolation(.high).antialiased(true)
                            .allowedDynamicRange(.high).symbolRenderingMode(nil).resizable().frame(width: 30, height: 30)
                        Image(systemName: "heart").allowedDynamicRange(.standard)
                    }
                    .foregroundStyle(.blue)
                    .frame(width: 200, height: 50)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            HStack {
                Image(systemName: "rainbow").symbolRenderingMode(.multicolor).resizable().aspectRatio(contentMode: .fit)
                Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).resizable().scaledToFit()
                Image(systemName: "star").renderingMode(.template).interpolation(.high).antialiased(true)
                    .allowedDynamicRange(.high).symbolRenderingMode(nil).resizable().frame(width: 30, height: 30)
                Image(systemName: "heart").allowedDynamicRange(.standard)
            }
            .foregroundStyle(.blue)
            .frame(width: 200, height: 50))
        XCTAssertEqual(script, compiled)
    }

    func testASizedShapeAsCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Rectangle().size(width: 40, height: 40).background(Color.blue).frame(width: 100, height: 60)
                        RoundedRectangle(cornerRadius: 10).size(CGSize(width: 80, height: 30)).fill(.red).frame(width: 100, height: 60)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Rectangle().size(width: 40, height: 40).background(Color.blue).frame(width: 100, height: 60)
                RoundedRectangle(cornerRadius: 10).size(CGSize(width: 80, height: 30)).fill(.red).frame(width: 100, height: 60)
            })
        XCTAssertEqual(script, compiled)
    }

    /// iOS 17's `stroke(lineWidth:)` of a shape is a shape: a script's shape stroked, then scaled,
    /// rotated, offset or trimmed, as compiled; a fill followed by `scale` is not a shape.
    func testAScriptShapeStrokedThenTransformedAsCompiled() throws {
        struct Box: Shape { func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 10, dy: 10)) } }
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Box: Shape { func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 10, dy: 10)) } }
            struct ContentView: View {
                var body: some View {
                    ZStack {
                        Box().stroke(lineWidth: 2).scale(0.5)
                        Box().stroke(style: StrokeStyle(lineWidth: 3)).rotation(.degrees(20))
                        Box().stroke(lineWidth: 1).offset(x: 5, y: 5)
                        Box().stroke(lineWidth: 1).trim(from: 0, to: 0.5)
                    }
                    .frame(width: 80, height: 80)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            ZStack {
                Box().stroke(lineWidth: 2).scale(0.5)
                Box().stroke(style: StrokeStyle(lineWidth: 3)).rotation(.degrees(20))
                Box().stroke(lineWidth: 1).offset(x: 5, y: 5)
                Box().stroke(lineWidth: 1).trim(from: 0, to: 0.5)
            }
            .frame(width: 80, height: 80))
        XCTAssertEqual(script, compiled)
        let error = ScriptTestSupport.error(
            """
            struct Box: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
            struct ContentView: View { var body: some View { Box().fill(.red).scale(0.5) } }
            """)
        XCTAssertTrue(error.contains("'scale'"), error)
    }
}
