// The default (borderless) button's label colour: the accent colour, unless a foreground colour
// or style is set around the button.
import XCTest
import Easel
import EaselRaster

final class BorderlessButtonStyleTests: XCTestCase {
    private func pixels<V: View>(_ v: V) throws -> Bitmap {
        let r = ImageRenderer(content: v.padding(4).background(Color.black))
        r.scale = 1
        return try r.rasterize().bitmap
    }

    func testAForegroundColourAroundTheButtonPaintsItsLabel() throws {
        // `Button { … }.foregroundColor(.white)`: a white label, as on an iPhone.
        XCTAssertEqual(try pixels(Button("Tap") {}.foregroundColor(.white)), try pixels(Text("Tap").foregroundColor(.white)))
        XCTAssertEqual(try pixels(VStack { Button("Tap") {} }.foregroundStyle(Color.orange)), try pixels(VStack { Text("Tap") }.foregroundStyle(Color.orange)))
        // Without one, the accent colour; a tint or a destructive role wins over the foreground.
        XCTAssertEqual(try pixels(Button("Tap") {}), try pixels(Text("Tap").foregroundColor(.accentColor)))
        XCTAssertEqual(try pixels(Button("Tap") {}.foregroundColor(.white).tint(.green)), try pixels(Text("Tap").foregroundColor(.green)))
        XCTAssertEqual(try pixels(Button("Tap", role: .destructive) {}.foregroundColor(.white)), try pixels(Text("Tap").foregroundColor(.red)))
        XCTAssertNotEqual(try pixels(Button("Tap") {}.foregroundColor(.white).disabled(true)), try pixels(Text("Tap").foregroundColor(.white)))
    }

    /// The bordered styles take it too: `.borderedProminent` paints its label in it instead of
    /// white (Food Truck's white "Get Started" button with an accent-coloured title:
    /// `.foregroundColor(.accentColor).tint(.white)`), `.bordered` instead of the accent colour.
    func testABorderedButtonsLabelTakesTheForegroundAroundIt() throws {
        func label<S: PrimitiveButtonStyle, V: View>(_ style: S, _ wrap: (AnyView) -> V) throws -> [UInt8] {
            let r = ImageRenderer(content: wrap(AnyView(Button("MMMM") {}.buttonStyle(style))))
            r.scale = 1
            let b = try r.rasterize().bitmap
            // The darkest or most coloured pixel of the label's text: the one farthest from the fill.
            var best: (d: Int, rgb: [UInt8]) = (-1, [])
            let fill = b.pixel(x: 3, y: b.height / 2)
            for y in 0..<b.height {
                for x in 0..<b.width {
                    let p = b.pixel(x: x, y: y)
                    let d = abs(Int(p.r) - Int(fill.r)) + abs(Int(p.g) - Int(fill.g)) + abs(Int(p.b) - Int(fill.b))
                    if p.a == 255, d > best.d { best = (d, [p.r, p.g, p.b]) }
                }
            }
            return best.rgb
        }
        XCTAssertEqual(try label(.borderedProminent) { $0 }, [255, 255, 255])
        XCTAssertEqual(try label(.borderedProminent) { $0.foregroundColor(.black).tint(.white) }, [0, 0, 0])
        XCTAssertNotEqual(try label(.borderedProminent) { $0.foregroundColor(.black).disabled(true) }, [0, 0, 0])
        XCTAssertEqual(try label(.bordered) { $0.foregroundColor(.black) }, [0, 0, 0])
        XCTAssertEqual(try label(.bordered) { $0 }, [0, 122, 255], "the accent colour")
        XCTAssertEqual(try label(.bordered) { $0.foregroundColor(.black).tint(.green) }, try label(.bordered) { $0.tint(.green) })
    }
}
