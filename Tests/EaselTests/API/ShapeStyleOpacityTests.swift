// `ShapeStyle.opacity(_:)`: a style painted at an opacity, wherever a style is taken (Apple's Food
// Truck sample: `.background(.quaternary.opacity(0.5), in: RoundedRectangle(…))`).
import XCTest
import Easel

final class ShapeStyleOpacityTests: XCTestCase {
    let square = CGSize(width: 40, height: 20)

    /// A colour, a hierarchical style and a gradient at an opacity paint as the same style drawn
    /// in a view at that opacity; a colour's is its alpha.
    func testAStyleAtAnOpacityPaintsAsTheStyleInAViewAtThatOpacity() throws {
        // The same up to rounding: a layer's opacity is applied to its 8-bit pixels, a colour's
        // alpha before they are made.
        func same<A: View, B: View>(_ a: A, _ b: B, _ what: String, within: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws {
            let pa = try pixels(a.frame(width: 40, height: 20).background(.white)), pb = try pixels(b.frame(width: 40, height: 20).background(.white))
            let most = zip(pa.pixels, pb.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(most, within, what, file: file, line: line)
            XCTAssertEqual(pa.width, pb.width, what, file: file, line: line)
        }
        try same(Rectangle().fill(.blue.opacity(0.5)), Rectangle().fill(Color.blue).opacity(0.5), "a colour")
        try same(Rectangle().fill(.quaternary.opacity(0.5)), Rectangle().fill(.quaternary).opacity(0.5), "a hierarchical style")
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        try same(Rectangle().fill(gradient.opacity(0.25) as _OpacityShapeStyle<LinearGradient>), Rectangle().fill(gradient).opacity(0.25), "a gradient")
        try same(
            Rectangle().fill(Color.red.gradient.opacity(0.3) as _OpacityShapeStyle<AnyGradient>), Rectangle().fill(Color.red.gradient).opacity(0.3),
            "Color.gradient")
        try same(Rectangle().fill(.blue.opacity(0.5).opacity(0.5)), Rectangle().fill(Color.blue).opacity(0.25), "opacities multiply")
        try same(Text("Aa").foregroundStyle(.secondary.opacity(0.5)), Text("Aa").foregroundStyle(.secondary).opacity(0.5), "text", within: 2)
        XCTAssertNotEqual(try pixels(Rectangle().fill(.quaternary.opacity(0.5))), try pixels(Rectangle().fill(.quaternary)), "the opacity is applied")
        try same(Rectangle().fill(.blue.opacity(.nan)), Color.clear, "NaN draws nothing")
        try same(Rectangle().fill(.blue.opacity(7)), Rectangle().fill(Color.blue), "above 1: as it is")
    }

    func testTheFoodTruckCardBackground() throws {
        let card = Text("Sales").padding().background(.quaternary.opacity(0.5), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        let l = try ImageRenderer(content: card).layout()
        XCTAssertEqual(l.root.frame.height, 21 + 32, accuracy: 0.01)
        let p = try pixels(card.background(.white))
        let centre = p.pixels[((p.height / 2) * p.width + 4) * 4]
        XCTAssertEqual(Int(centre), 255 - Int((255 - 60) * 0.18 * 0.5 + 0.5), accuracy: 1, "iOS's quaternary label grey at 18 %, halved")
    }
}
