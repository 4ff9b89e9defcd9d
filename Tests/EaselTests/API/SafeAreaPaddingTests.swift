import XCTest
import Easel
@testable import EaselRaster

/// `safeAreaPadding`: padding that is also safe area, which scroll views and `ignoresSafeArea()`
/// reach across. Frames in points.
final class SafeAreaPaddingTests: XCTestCase {
    private static func card(_ i: Int) -> some View {
        Color.red.frame(width: 150, height: 100)
    }

    private func carousel(_ padding: CGFloat) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<4) { i in Self.card(i) } }
        }
        .safeAreaPadding(.horizontal, padding)
        .frame(width: 320)
    }

    func testAViewWithoutSafeAreaReadersIsPaddedAsByPadding() throws {
        let a = try layout(Text("x").safeAreaPadding(.horizontal, 20))
        let b = try layout(Text("x").padding(.horizontal, 20))
        XCTAssertEqual(a.root.rect, b.root.rect)
        XCTAssertEqual(a.node("Text").rect, b.node("Text").rect)
        // The default length is the system padding (16).
        assertRect(try layout(Color.red.frame(width: 10, height: 10).safeAreaPadding()).root.rect, 0, 0, 42, 42)
    }

    func testAHorizontalScrollViewKeepsItsWidthAndInsetsItsContent() throws {
        let l = try layout(carousel(40))
        // The scroll view spans the whole 320 points; the first card starts after the inset and
        // the second goes on into the trailing one (where it shows).
        assertRect(l.node("ScrollView").rect, 0, 0, 320, 100)
        let cards = l.root.all { $0.kind == "Color" }.map(\.rect)
        assertRect(cards[0], 40, 0, 150, 100)
        assertRect(cards[1], 200, 0, 150, 100)
        // Plain padding makes the viewport narrower instead.
        let padded = try layout(
            ScrollView(.horizontal) { HStack(spacing: 10) { ForEach(0..<4) { i in Self.card(i) } } }
                .padding(.horizontal, 40).frame(width: 320))
        assertRect(padded.node("ScrollView").rect, 40, 0, 240, 100)
    }

    func testVerticalSafeAreaPaddingGrowsAHorizontalScrollViewAcross() throws {
        let l = try layout(carousel(20).safeAreaPadding(.vertical, 8))
        // Across its axis the scroll view reaches over the 8 points on each side (its clip too,
        // so a card's shadow there shows); the cards stay where padding would put them.
        assertRect(l.node("ScrollView").rect, 0, 0, 320, 116)
        assertRect(l.node("clipped").rect, 0, 0, 320, 116)
        assertRect(l.node("Color").rect, 20, 8, 150, 100)
        XCTAssertEqual(l.root.rect.height, 116)
    }

    func testAVerticalScrollViewStartsItsContentAfterTheTopInset() throws {
        let l = try layout(
            ScrollView { VStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(height: 50) } } }
                .safeAreaPadding(.top, 30)
                .frame(width: 200, height: 300))
        assertRect(l.node("ScrollView").rect, 0, 0, 200, 300)
        assertRect(l.node("Color").rect, 0, 30, 200, 50)
    }

    func testContainerRelativeFramesMeasureTheViewportLessTheInsets() throws {
        let l = try layout(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal).frame(height: 40) } }
            }
            .safeAreaPadding(.horizontal, 30)
            .frame(width: 300))
        assertRect(l.node("Color").rect, 30, 0, 240, 40)
    }

    func testContentMarginsAddToTheInsets() throws {
        let l = try layout(
            ScrollView(.horizontal) { Color.red.frame(width: 100, height: 40) }
                .contentMargins(.horizontal, 10)
                .safeAreaPadding(.horizontal, 30)
                .frame(width: 300))
        assertRect(l.node("ScrollView").rect, 0, 0, 300, 40)
        assertRect(l.node("Color").rect, 40, 0, 100, 40)
    }

    func testTheScrollContentHasNoneOfTheSafeAreaTheScrollViewTook() throws {
        // A style background reaches into the safe area; inside the scroll view there is none.
        let l = try layout(
            ScrollView(.horizontal) { Text("tick").background(Color.yellow) }
                .safeAreaPadding(.horizontal, 50)
                .frame(width: 300))
        let text = l.node("Text").rect
        XCTAssertEqual(text.minX, 50)
        XCTAssertEqual(l.node("Color").rect, text)
    }

    func testAViewIgnoringTheSafeAreaFillsTheInsets() throws {
        let l = try layout(
            ZStack {
                Color.green.ignoresSafeArea()
                Text("Hello")
            }
            .safeAreaPadding(20)
            .frame(width: 200, height: 100))
        assertRect(l.node("Color").rect, 0, 0, 200, 100)
        let text = l.node("Text").rect
        XCTAssertEqual(text.midX, 100, accuracy: 0.5)
        // Without `ignoresSafeArea` the colour keeps inside the padding.
        let plain = try layout(Color.green.safeAreaPadding(20).frame(width: 200, height: 100))
        assertRect(plain.node("Color").rect, 20, 20, 160, 60)
    }

    func testAGeometryReaderReadsTheAddedInsets() throws {
        final class Reading {
            var insets = EdgeInsets()
            func read(_ proxy: GeometryProxy) -> Color {
                insets = proxy.safeAreaInsets
                return .clear
            }
        }
        let reading = Reading()
        _ = try layout(
            GeometryReader { proxy in reading.read(proxy) }
                .safeAreaPadding(.leading, 12)
                .frame(width: 100, height: 50))
        XCTAssertEqual(reading.insets, EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0))
    }

    func testOnADeviceTheInsetsAddToTheScreens() throws {
        let r = ImageRenderer(
            content: ScrollView { Color.blue.frame(height: 50) }.safeAreaPadding(.top, 10))
        r.device = .iPhone15
        let l = try r.layout()
        // iPhone 15: 59 points of status bar, then the 10 added.
        XCTAssertEqual(l.node("Color").rect.minY, 69)
    }

    func testTheCarouselIsDrawnIntoTheInsets() throws {
        let view = carousel(40).safeAreaPadding(.vertical, 10).background(Color.white)
        let bitmap = try pixels(view)
        XCTAssertEqual(bitmap.width, 320)
        // The second card shows in the trailing inset; the leading inset is empty.
        let red = bitmap.pixel(x: 100, y: 60)
        XCTAssertNotEqual(red, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(bitmap.pixel(x: 300, y: 60), red)
        XCTAssertEqual(bitmap.pixel(x: 20, y: 60), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
