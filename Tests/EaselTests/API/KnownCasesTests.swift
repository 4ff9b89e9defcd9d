// Known SwiftUI results from outside the seeds.
import XCTest
import Easel

final class KnownCasesTests: XCTestCase {
    /// objc.io, "HStack's child ordering" (2020): red 75, green 100, overflowing the 150 frame.
    func testObjcIoChildOrdering() throws {
        let l = try layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150), proposed: ProposedViewSize(width: 400, height: 100), scale: 2)
        let colors = l.root.all { $0.kind == "Color" }
        XCTAssertEqual(colors.map(\.rect.width), [75, 100])
        XCTAssertEqual(l.node("HStack").rect.width, 175)
        XCTAssertEqual(l.node("frame").rect.width, 150)
    }

    /// Color and shapes choose 10 x 10 for an unspecified proposal.
    func testShapesChooseTenByTenForNil() throws {
        let l = try layout(
            HStack {
                Color.red; Circle(); Rectangle(); Capsule(); Ellipse(); RoundedRectangle(cornerRadius: 3)
            })
        for n in l.root.children { XCTAssertEqual(n.rect.size, CGSize(width: 10, height: 10), n.kind) }
        XCTAssertEqual(l.root.children.map(\.kind), ["Color", "Circle", "Rectangle", "Capsule", "Ellipse", "RoundedRectangle"])
        XCTAssertEqual(l.root.rect.width, 6 * 10 + 5 * 8, "default spacing 8")
    }

    /// A lone Color fills the proposal (seed 003: "it will automatically fill the screen").
    func testColorFillsTheProposal() throws {
        let l = try layout(Color.red, proposed: ProposedViewSize(width: 390, height: 844))
        assertRect(l.root.rect, 0, 0, 390, 844)
    }

    /// Spacer: minimum 8 by default, 0 across the stack; custom minimum.
    func testSpacerMinimumAndCrossSize() throws {
        let l = try layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 10, height: 10)
            })
        XCTAssertEqual(l.node("Spacer").rect.size, CGSize(width: 8, height: 0))
        let m = try layout(
            VStack(spacing: 0) {
                Text("a"); Spacer(minLength: 30)
            })
        XCTAssertEqual(m.node("Spacer").rect.height, 30)
        let grown = try layout(
            HStack {
                Text("a"); Spacer(); Text("b")
            }, proposed: ProposedViewSize(width: 300, height: 50))
        XCTAssertEqual(grown.node("Text", "b").rect.maxX, 300, accuracy: 0.5, "the spacer pushes the last text to the trailing edge")
    }

    /// Padding in its three forms; the default is 16.
    func testPaddingForms() throws {
        let base = try layout(Color.red.frame(width: 10, height: 10).padding()).root.rect
        XCTAssertEqual(base.size, CGSize(width: 42, height: 42))
        XCTAssertEqual(try layout(Color.red.frame(width: 10, height: 10).padding(5)).root.rect.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(try layout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 3)).root.rect.size, CGSize(width: 16, height: 10))
        XCTAssertEqual(try layout(Color.red.frame(width: 10, height: 10).padding([.top, .leading])).root.rect.size, CGSize(width: 26, height: 26))
        XCTAssertEqual(
            try layout(Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).root.rect.size,
            CGSize(width: 16, height: 14))
    }

    /// GeometryReader takes the proposal and places content top-leading; proxy.frame(in: .global).
    func testGeometryReader() throws {
        let l = try layout(
            VStack(spacing: 0) {
                Color.red.frame(height: 30)
                GeometryReader { g in
                    Text("\(Int(g.size.width))x\(Int(g.size.height)) at \(Int(g.frame(in: .global).minY))")
                }
            }.frame(width: 200, height: 100))
        let reader = l.node("GeometryReader").rect
        assertRect(reader, 0, 30, 200, 70)
        let text = l.node("Text")
        XCTAssertEqual(text.label, "200x70 at 30")
        XCTAssertEqual(text.rect.origin, reader.origin, "content placed top-leading")
        XCTAssertEqual(try layout(GeometryReader { _ in Color.red }).root.rect.size, CGSize(width: 10, height: 10), "10 x 10 for nil")
    }

    /// ViewThatFits picks the first child whose ideal size fits.
    func testViewThatFits() throws {
        let view = ViewThatFits {
            Color.red.frame(width: 300, height: 10)
            Color.green.frame(width: 150, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
        XCTAssertEqual(try layout(view, proposed: ProposedViewSize(width: 200, height: 50)).root.find("frame")?.rect.width, 150)
        XCTAssertEqual(try layout(view, proposed: ProposedViewSize(width: 400, height: 50)).root.find("frame")?.rect.width, 300)
        XCTAssertEqual(try layout(view, proposed: ProposedViewSize(width: 20, height: 50)).root.find("frame")?.rect.width, 50, "the last when none fits")
    }

    /// position takes the whole proposal; offset moves drawing only.
    func testPositionAndOffset() throws {
        let p = try layout(Color.red.frame(width: 20, height: 10).position(x: 100, y: 50), proposed: ProposedViewSize(width: 300, height: 200))
        assertRect(p.node("position").rect, 0, 0, 300, 200)
        assertRect(p.node("frame").rect, 90, 45, 20, 10)
        let o = try layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10).offset(x: 5, y: 100)
                Color.blue.frame(width: 20, height: 10)
            })
        XCTAssertEqual(o.root.rect.size, CGSize(width: 20, height: 20), "offset does not change layout")
        assertRect(o.node("offset").rect, 5, 100, 20, 10)
        assertRect(o.root.children[1].rect, 0, 10, 20, 10)
    }

    /// fixedSize gives text its ideal width even in a narrow frame.
    func testFixedSize() throws {
        let ideal = try layout(Text("Hello, World!")).root.rect.width
        let l = try layout(Text("Hello, World!").fixedSize().frame(width: 40))
        XCTAssertEqual(l.node("Text").rect.width, ideal, accuracy: 0.001)
        XCTAssertEqual(l.node("Text").lines, ["Hello, World!"])
    }

    /// Baseline alignment: texts of different sizes share one baseline.
    func testLastTextBaselineAlignment() throws {
        let l = try layout(
            HStack(alignment: .lastTextBaseline) {
                Text("Live").font(.caption)
                Text("long")
                Text("and").font(.title)
                Text("prosper").font(.largeTitle)
            })
        let baselines = l.root.all { $0.kind == "Text" }.compactMap(\.lastBaseline)
        XCTAssertEqual(baselines.count, 4)
        for b in baselines { XCTAssertEqual(b, baselines[3], accuracy: 0.5) }
        let bottoms = l.root.all { $0.kind == "Text" }.map(\.rect.maxY)
        XCTAssertNotEqual(bottoms[0], bottoms[3], accuracy: 1, "bottoms differ, baselines agree")
    }

    /// A text's firstTextBaseline is exposed through a VStack: the first child's.
    func testStackExposesBaselines() throws {
        let l = try layout(
            HStack(alignment: .firstTextBaseline) {
                VStack {
                    Text("Title").font(.largeTitle); Text("subtitle")
                }
                Text("side")
            })
        let title = l.node("Text", "Title"), side = l.node("Text", "side")
        XCTAssertEqual(title.firstBaseline!, side.firstBaseline!, accuracy: 0.5)
    }

    /// Text styles at the Large Dynamic Type size.
    func testTextStyleSizes() {
        let sizes: [(Font.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { XCTAssertEqual(style.size, size, style.rawValue) }
    }
}
