// containerRelativeFrame: lengths from the nearest scroll view's viewport, else the window.
import XCTest
import Easel

final class ContainerRelativeFrameTests: XCTestCase {
    func testCountSpanAndSpacingInAHorizontalScrollView() throws {
        let v = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5, id: \.self) { i in
                    Color.red.containerRelativeFrame(.horizontal, count: 3, span: i == 0 ? 2 : 1, spacing: 10)
                }
            }
        }
        let l = try layout(v, proposed: ProposedViewSize(width: 300, height: 120))
        let colors = l.root.all { $0.kind == "Color" }.map(\.rect)
        XCTAssertEqual(colors.count, 5)
        // (300 − 2 × 10) / 3 = 93.33 a part; two parts and the spacing between them: 196.67.
        XCTAssertEqual(colors[0].width, 280 / 3 * 2 + 10, accuracy: 0.01)
        XCTAssertEqual(colors[1].width, 280 / 3, accuracy: 0.01)
        XCTAssertEqual(colors[1].height, 120)  // the other axis follows the proposal
    }

    func testTheWindowIsTheContainerOutsideScrollViews() throws {
        let v = HStack { Color.blue.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 4 : length / 2 } }
        let l = try layout(v, proposed: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(l.node("Color").rect.size, CGSize(width: 50, height: 50))
        let r = ImageRenderer(content: Color.green.containerRelativeFrame(.vertical))
        r.device = .iPhone15
        let phone = try r.layout()
        let green = try XCTUnwrap(phone.root.find("Color")).rect
        XCTAssertEqual(green.height, 852 - 59 - 34)
    }

    func testAnUnknownContainerLengthLeavesTheFrameToTheView() throws {
        // Asked for its ideal size, the window has no length: the frame is layout neutral.
        let l = try layout(Text("Hi").containerRelativeFrame(.horizontal))
        XCTAssertEqual(l.root.rect.width, l.node("Text").rect.width)
    }

    func testAVerticalScrollViewProbedByItsStackUsesTheFinalViewport() throws {
        let v = VStack(spacing: 0) {
            ScrollView { Color.orange.containerRelativeFrame(.vertical, alignment: .top) }
            Color.gray.frame(height: 40)
        }
        let l = try layout(v, proposed: ProposedViewSize(width: 100, height: 240))
        XCTAssertEqual(l.node("ScrollView").rect.height, 200)
        XCTAssertEqual(l.node("Color").rect.height, 200)
    }
}
