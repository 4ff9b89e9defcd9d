import XCTest
import Easel

/// Compiled views with numbers no layout means render or throw a `RenderError` — never trap, hang
/// or exhaust memory — and the layout JSON always encodes.
final class ExtremeNumbersTests: XCTestCase {
    func outcome<V: View>(_ view: V, _ file: StaticString = #filePath, _ line: UInt = #line) -> String {
        let r = ImageRenderer(content: view)
        r.scale = 2
        do {
            let l = try r.placedLayout()
            XCTAssertNoThrow(try l.snapshot.jsonData(), file: file, line: line)
            let canvas = try r.rasterize(l)
            return "\(canvas.width)x\(canvas.height)"
        } catch {
            XCTAssertFalse("\(error)".isEmpty, file: file, line: line)
            return "error: \(error)"
        }
    }

    func testNonFiniteAndHugeValues() {
        let nan = CGFloat.nan, inf = CGFloat.infinity
        // A fixed frame's non-finite dimension is not given (SwiftUI's "Invalid frame dimension").
        XCTAssertEqual(outcome(Text("x").frame(width: nan)), "19x42")
        XCTAssertEqual(outcome(Text("x").frame(width: inf, height: -inf)), "19x42")
        XCTAssertTrue(outcome(Text("x").frame(width: -1e308)).hasPrefix("error: frame chose an invalid size: -1e+308"))
        XCTAssertTrue(outcome(Text("x").padding(nan)).hasPrefix("error: padding chose an invalid size"))
        XCTAssertTrue(outcome(Text("x").padding(1e308)).hasPrefix("error: padding chose an invalid size: inf"))
        XCTAssertTrue(
            outcome(
                HStack(spacing: 1e308) {
                    Text("a"); Text("b")
                }
            ).hasPrefix("error: canvas"))
        XCTAssertTrue(outcome(Text("x").font(.system(size: nan))).hasPrefix("error:"))
        XCTAssertTrue(outcome(Text("x").font(.system(size: 1e308))).hasPrefix("error: canvas"))
        // Drawn, with nothing visible where the number makes no sense.
        XCTAssertEqual(outcome(Text("x").offset(x: inf, y: nan)), "19x42")
        XCTAssertEqual(outcome(Text("x").position(x: nan, y: -inf)), "20x20")
        XCTAssertEqual(outcome(Color(red: nan, green: 0.5, blue: 0.5).frame(width: 4, height: 4)), "8x8")
        XCTAssertEqual(outcome(Color(white: nan, opacity: nan).frame(width: 4, height: 4)), "8x8")
        XCTAssertEqual(outcome(Color(hue: nan, saturation: 1, brightness: 1).frame(width: 4, height: 4)), "8x8")
        XCTAssertEqual(outcome(Text("x").shadow(radius: nan)), "19x42")
        XCTAssertEqual(outcome(Text("x").shadow(radius: inf)), "19x42")
        XCTAssertEqual(outcome(Text("x").shadow(color: .black, radius: 4, x: nan, y: 1e308)), "19x42")
        XCTAssertEqual(outcome(Text("x").opacity(nan)), "19x42")
        XCTAssertEqual(outcome(Circle().stroke(lineWidth: nan).frame(width: 10, height: 10)), "20x20")
        XCTAssertEqual(outcome(Circle().stroke(lineWidth: 1e308).frame(width: 10, height: 10)), "20x20")
        XCTAssertEqual(outcome(RoundedRectangle(cornerRadius: nan).frame(width: 10, height: 10)), "20x20")
        XCTAssertEqual(outcome(Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 1, dash: [1e-9])).frame(width: 10, height: 10)), "20x20")
        XCTAssertEqual(outcome(Text("x").border(Color.red, width: 1e308)), "19x42")
    }

    /// `Rectangle().frame(width: .infinity, height: 1)`, a divider line in real files: SwiftUI logs
    /// "Invalid frame dimension (negative or non-finite)" and lays the rectangle out as if no width
    /// were given, so it takes the width offered.
    func testAFixedFrameOfInfiniteWidthTakesTheWidthOffered() throws {
        let r = ImageRenderer(
            content: VStack(alignment: .leading, spacing: 0) {
                Text("Header")
                Rectangle().frame(width: .infinity, height: 1)
            }
            .frame(width: 200))
        let layout = try r.layout()
        let line = try XCTUnwrap(layout.root.first { $0.kind == "Rectangle" })
        XCTAssertEqual(line.frame.width, 200)
        XCTAssertEqual(line.frame.height, 1)
        XCTAssertEqual(r.warnings.filter { $0.hasPrefix("Invalid frame dimension (non-finite): frame(width: .infinity, height: 1)") }.count, 1, "\(r.warnings)")
        let plain = ImageRenderer(content: Rectangle().frame(width: 10, height: 1))
        _ = try plain.layout()
        XCTAssertEqual(plain.warnings, [])
    }
}
