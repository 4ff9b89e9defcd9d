import XCTest
import Easel

/// `textScale(_:isEnabled:)`: `.secondary` draws text at 80 % of its font's size, whichever font
/// it has and wherever the modifier is.
final class TextScaleTests: XCTestCase {
    private func size<V: View>(_ v: V) throws -> CGSize {
        try ImageRenderer(content: v).layout().root.frame.rect.size
    }

    func testSecondaryIsTheFontAtFourFifthsOfItsSize() throws {
        let scaled = try size(Text("lbs").font(.title2).fontWeight(.semibold).textScale(.secondary))
        XCTAssertEqual(scaled, try size(Text("lbs").font(.system(size: 22 * 0.8, weight: .semibold))))
        XCTAssertLessThan(scaled.height, try size(Text("lbs").font(.title2).fontWeight(.semibold)).height)
        // Around a stack, on every text in it; the default scale and a disabled one leave it.
        XCTAssertEqual(try size(VStack { Text("lbs").font(.title2).fontWeight(.semibold) }.textScale(.secondary)), scaled)
        XCTAssertEqual(try size(Text("lbs").textScale(.default)), try size(Text("lbs")))
        XCTAssertEqual(try size(Text("lbs").textScale(.secondary, isEnabled: false)), try size(Text("lbs")))
        XCTAssertEqual(try size(Text("lbs").textScale(.secondary, isEnabled: false).textScale(.secondary)), try size(Text("lbs").textScale(.secondary)))
    }
}
