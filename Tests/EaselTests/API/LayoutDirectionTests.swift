// layoutDirection(.rightToLeft): layouts are mirrored, leading is on the right.
import XCTest
import Easel

final class LayoutDirectionTests: XCTestCase {
    func testHStackRunsFromTheRight() throws {
        let l = try layout(
            HStack(spacing: 4) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }.environment(\.layoutDirection, .rightToLeft))
        let frames = l.root.all { $0.kind == "frame" }.map(\.rect)
        assertRect(frames[0], 24, 0, 10, 10)  // first child at the leading (right) edge
        assertRect(frames[1], 0, 0, 20, 10)
    }

    func testLeadingAlignmentIsOnTheRight() throws {
        let l = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            .frame(width: 100, alignment: .leading)
            .layoutDirection(.rightToLeft))
        let frames = l.root.all { $0.kind == "frame" }.map(\.rect)
        // The outer frame puts the 30-wide stack at its right; the stack puts its narrow child at its right.
        assertRect(frames[1], 90, 0, 10, 10)
        assertRect(frames[2], 70, 10, 30, 10)
        let ltr = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }.frame(width: 100, alignment: .leading))
        assertRect(ltr.root.all { $0.kind == "frame" }.map(\.rect)[1], 0, 0, 10, 10)
    }

    func testPaddingLeadingAndOffsetFollowTheDirection() throws {
        let l = try layout(
            Color.red.frame(width: 10, height: 10)
                .padding(.leading, 5)
                .offset(x: 3)
                .environment(\.layoutDirection, .rightToLeft))
        XCTAssertEqual(l.root.rect.size, CGSize(width: 15, height: 10))
        assertRect(l.node("frame").rect, -3, 0, 10, 10, accuracy: 0.001)
    }

    func testMultilineTextAlignsToTheRight() throws {
        let l = try layout(
            Text("Nogitsune Takeshi").font(.title).frame(width: 200)
                .environment(\.layoutDirection, .rightToLeft), scale: 2)
        let text = l.node("Text")
        XCTAssertEqual(text.lines, ["Nogitsune", "Takeshi"])
        XCTAssertEqual(text.rect.midX, 100, accuracy: 0.25, "the text itself is still centred by the frame")
    }
}
