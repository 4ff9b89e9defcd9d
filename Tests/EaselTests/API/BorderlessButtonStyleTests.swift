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
}
