// iOS 17's `ShapeView`: a filled or stroked shape filled and stroked again, each paint over the
// ones before on the same outline, in the shape's frame.
import XCTest
import Easel
import EaselRaster

final class ShapeViewChainTests: XCTestCase {
    func testAStrokeOverAFillIsTheFillThenTheStroke() throws {
        XCTAssertEqual(
            try pixels(Circle().fill(.red).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40).padding(4)),
            try pixels(
                ZStack {
                    Circle().fill(.red)
                    Circle().stroke(.blue, lineWidth: 4)
                }
                .frame(width: 40, height: 40).padding(4)))
        XCTAssertEqual(
            try pixels(RoundedRectangle(cornerRadius: 8).fill(.yellow).stroke(.black).frame(width: 50, height: 30).padding(2)),
            try pixels(
                ZStack {
                    RoundedRectangle(cornerRadius: 8).fill(.yellow)
                    RoundedRectangle(cornerRadius: 8).stroke(.black)
                }
                .frame(width: 50, height: 30).padding(2)))
    }

    func testAStrokeOverAStrokeIsCentredOnTheSameOutline() throws {
        XCTAssertEqual(
            try pixels(Capsule().stroke(Color.purple, lineWidth: 50).stroke(.black).frame(width: 200, height: 80).padding(30)),
            try pixels(
                ZStack {
                    Capsule().stroke(Color.purple, lineWidth: 50)
                    Capsule().stroke(.black)
                }
                .frame(width: 200, height: 80).padding(30)))
    }

    func testStrokeBorderAndFillAfterAFillAndThreePaints() throws {
        XCTAssertEqual(
            try pixels(Circle().fill(.green).strokeBorder(.black, lineWidth: 6).frame(width: 40, height: 40)),
            try pixels(
                ZStack {
                    Circle().fill(.green)
                    Circle().strokeBorder(.black, lineWidth: 6)
                }
                .frame(width: 40, height: 40)))
        let dashed = StrokeStyle(lineWidth: 3, dash: [4, 2])
        XCTAssertEqual(
            try pixels(
                Rectangle().stroke(.orange, lineWidth: 10).fill(.blue.opacity(0.5)).strokeBorder(.white, style: dashed, antialiased: false)
                    .frame(width: 60, height: 40).padding(6)),
            try pixels(
                ZStack {
                    Rectangle().stroke(.orange, lineWidth: 10)
                    Rectangle().fill(.blue.opacity(0.5))
                    Rectangle().strokeBorder(.white, style: dashed)
                }
                .frame(width: 60, height: 40).padding(6)))
        // `fill()` and `strokeBorder(lineWidth:)` of a shape view default to the foreground style.
        XCTAssertEqual(
            try pixels(Circle().stroke(.red, lineWidth: 8).fill().strokeBorder(lineWidth: 2).foregroundStyle(.teal).frame(width: 30, height: 30).padding(4)),
            try pixels(
                ZStack {
                    Circle().stroke(.red, lineWidth: 8)
                    Circle().fill(.teal)
                    Circle().strokeBorder(.teal, lineWidth: 2)
                }
                .frame(width: 30, height: 30).padding(4)))
    }

    func testAntialiasedIsAcceptedAndEdgesStayAntiAliased() throws {
        XCTAssertEqual(
            try pixels(Circle().stroke(.red, lineWidth: 3, antialiased: false).frame(width: 20, height: 20).padding(2)),
            try pixels(Circle().stroke(.red, lineWidth: 3).frame(width: 20, height: 20).padding(2)))
        XCTAssertEqual(
            try pixels(Circle().strokeBorder(style: StrokeStyle(lineWidth: 3), antialiased: false).frame(width: 20, height: 20)),
            try pixels(Circle().strokeBorder(lineWidth: 3).frame(width: 20, height: 20)))
    }

    func testTheViewIsAsLargeAsTheShapeAndStrokesSpillOut() throws {
        let l = try layout(Circle().fill(.red).stroke(.blue, lineWidth: 10).frame(width: 40, height: 40))
        XCTAssertEqual(l.root.rect.size, CGSize(width: 40, height: 40))
        let circles = l.root.all { $0.kind == "Circle" }.map(\.rect)
        XCTAssertEqual(circles, [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 0, y: 0, width: 40, height: 40)])
        XCTAssertEqual(
            try layout(Capsule().stroke(.blue, lineWidth: 50).stroke(.black), proposed: ProposedViewSize(width: 120, height: 30)).root.rect.size,
            CGSize(width: 120, height: 30))
        // The 10-point stroke reaches 5 points outside the frame.
        let spill = try pixels(Circle().fill(.red).stroke(.blue, lineWidth: 10).frame(width: 40, height: 40).padding(10))
        XCTAssertGreaterThan(spill.pixel(x: 30, y: 6).a, 200, "the stroke above the frame")
    }
}
