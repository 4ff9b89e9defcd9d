import XCTest
import Easel
@testable import EaselRaster

/// `safeAreaInset`: a bar pinned along an edge, and the view inset from that edge as by
/// `safeAreaPadding`, so that scrolled content goes on under the bar. Frames in points.
final class SafeAreaInsetTests: XCTestCase {
    private static func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { i in Color.blue.frame(height: 40) } }
        }
    }

    func testTheViewIsInsetByTheBarAndTheSpacing() throws {
        let l = try layout(Text("Hello").safeAreaInset(edge: .bottom, spacing: 6) { Color.red.frame(width: 30, height: 20) })
        let text = l.node("Text").rect
        // Not made greedy: the text's own size, plus the bar and the spacing below it.
        XCTAssertEqual(l.root.rect.height, text.height + 26, accuracy: 0.001)
        XCTAssertEqual(text.minY, 0)
        let bar = l.node("Color").rect
        XCTAssertEqual(bar.maxY, l.root.rect.maxY, accuracy: 0.001)
        XCTAssertEqual(bar.midX, text.midX, accuracy: 0.5, "centred across by default")
    }

    func testAScrollViewGoesOnUnderTheBar() throws {
        let l = try layout(
            Self.rows().safeAreaInset(edge: .bottom) { Color.red.frame(width: 100, height: 50) }.frame(width: 300, height: 400))
        // The scroll view keeps the whole height; its content starts at the top as before.
        assertRect(l.node("ScrollView").rect, 0, 0, 300, 400)
        assertRect(l.node("Color").rect, 0, 0, 300, 40)
        // The bar is pinned at the bottom, over the rows.
        let bar = l.root.all { $0.kind == "Color" }.last!.rect
        assertRect(bar, 100, 350, 100, 50)
        // Pixels: beside the bar, the rows show; on it, the bar.
        let bitmap = try pixels(Self.rows().safeAreaInset(edge: .bottom) { Color.red.frame(width: 100, height: 50) }.frame(width: 300, height: 400))
        let row = bitmap.pixel(x: 20, y: 100)
        XCTAssertEqual(bitmap.pixel(x: 20, y: 380), row, "a row under the bar's level, beside it")
        XCTAssertNotEqual(bitmap.pixel(x: 150, y: 380), row, "the bar over the rows")
    }

    func testATopBarPushesTheContentDownAndLeadingBarsWork() throws {
        let top = try layout(
            Self.rows().safeAreaInset(edge: .top, spacing: 10) { Color.red.frame(height: 30) }.frame(width: 200, height: 300))
        assertRect(top.node("ScrollView").rect, 0, 0, 200, 300)
        assertRect(top.node("Color").rect, 0, 40, 200, 40)
        let side = try layout(
            Color.green.safeAreaInset(edge: .leading, alignment: .top) { Color.red.frame(width: 20, height: 20) }
                .frame(width: 200, height: 100))
        assertRect(side.node("Color").rect, 20, 0, 180, 100)
        assertRect(side.root.all { $0.kind == "Color" }.last!.rect, 0, 0, 20, 20)
    }

    func testOnADeviceTheBarKeepsAboveTheHomeIndicator() throws {
        let r = ImageRenderer(content: Self.rows().safeAreaInset(edge: .bottom) { Color.red.frame(height: 50) })
        r.device = .iPhone15
        let l = try r.layout()
        let bar = l.root.all { $0.kind == "Color" }.last!.rect
        XCTAssertEqual(bar.maxY, 852 - 34, accuracy: 0.5)
        // The scroll view still reaches the screen's bottom edge.
        XCTAssertEqual(l.node("ScrollView").rect.maxY, 852, accuracy: 0.5)
    }

    func testTheSafeAreaTakesTheBarAsLaidOutWhenTheViewIsWiderThanItsProposal() throws {
        // The bar is measured at the proposal's width (100: it wraps); the view is 300 wide.
        let view = ScrollView(.horizontal) { Color.red.frame(width: 500, height: 40) }
            .frame(width: 300)
            .safeAreaInset(edge: .bottom) { Text("A bar with words that wrap at a hundred points") }
            .frame(width: 100)
        let l = try layout(view)
        let bar = l.node("Text").rect
        XCTAssertGreaterThan(bar.height, 30, "the bar wraps")
        // The scroll view reaches across the whole bar, as laid out.
        XCTAssertEqual(l.node("ScrollView").rect.maxY, bar.maxY, accuracy: 0.5)
    }
}
