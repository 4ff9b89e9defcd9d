import XCTest
import EaselRaster
@testable import Easel

/// `flipsForRightToLeftLayoutDirection(_:)`: the view's drawing mirrored in a right-to-left
/// layout when enabled, and left alone otherwise; its frame does not change.
final class RightToLeftMirroringTests: XCTestCase {
    /// A red then blue pair with a green square at the top left of the red one.
    private var pair: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).overlay(alignment: .topLeading) { Color.green.frame(width: 2, height: 2) }
            Color.blue.frame(width: 10, height: 10)
        }
    }

    private func colors(_ view: some View, _ direction: LayoutDirection) throws -> [String] {
        let b = try pixels(view.environment(\.layoutDirection, direction))
        func name(_ x: Int, _ y: Int) -> String {
            let p = b.pixel(x: x, y: y)
            return p.r > 200 ? "red" : p.b > 200 ? "blue" : p.g > 150 ? "green" : "?"
        }
        return [name(5, 5), name(15, 5), name(0, 0), name(19, 0)]
    }

    func testMirrorsOnlyInARightToLeftLayoutWhenEnabled() throws {
        XCTAssertEqual(try colors(pair.flipsForRightToLeftLayoutDirection(true), .leftToRight), ["red", "blue", "green", "blue"])
        // Right to left, the stack puts red on the right (its green corner at the red square's
        // top leading, now its right); mirrored, red is back on the left with green at its left.
        XCTAssertEqual(try colors(pair, .rightToLeft), ["blue", "red", "blue", "green"])
        XCTAssertEqual(try colors(pair.flipsForRightToLeftLayoutDirection(true), .rightToLeft), ["red", "blue", "green", "blue"])
        XCTAssertEqual(try colors(pair.flipsForRightToLeftLayoutDirection(false), .rightToLeft), ["blue", "red", "blue", "green"])
        let frame = try layout(pair.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)).root.frame
        XCTAssertEqual([frame.width, frame.height], [20, 10])
    }
}
