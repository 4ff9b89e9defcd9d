// TabView: the selected tab above iOS's 49-point tab bar, or pages over dots, in points.
import XCTest
import EaselRaster
import Easel

final class TabViewTests: XCTestCase {
    let phone = ProposedViewSize(width: 375, height: 500)

    struct Tabs: View {
        var selection: Int? = nil
        var body: some View {
            TabView(selection: .constant(selection ?? 0)) {
                Text("red").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("green").tabItem {
                    Image(systemName: "magnifyingglass"); Text("Search")
                }.tag(1)
                Text("blue").tag(2).tabItem { Label("Profile", systemImage: "person") }
            }
        }
    }

    func testTheFirstTabFillsTheSpaceAboveTheBar() throws {
        let l = try layout(
            TabView {
                Color.red.tabItem { Label("Home", systemImage: "house") }
                Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }
            }, proposed: phone)
        assertRect(l.node("Color").rect, 0, 0, 375, 500 - 49)
        // The first tab only: the second tab is not drawn; the bar's background is under the bar.
        XCTAssertEqual(l.root.all { $0.kind == "Color" }.count, 1)
        assertRect(l.root.first { $0.kind == "Rectangle" }!.rect, 0, 500 - 49, 375, 49)
        // Nothing scrolls under the bar: its background is not drawn.
        XCTAssertEqual(l.root.first { $0.kind == "scrollEdgeBackground" }?.hidden, true)
    }

    /// UIKit draws a tab item from its image at the image's own size: `resizable()` does not make
    /// it fill the item (an asset of 64 points stays 64 points; a symbol keeps its size).
    func testATabItemsImageKeepsItsNaturalSize() throws {
        let l = try layout(
            TabView {
                Color.red.tabItem {
                    Image("icon64").resizable(); Text("Arrivals")
                }
                Color.green.tabItem {
                    Image(systemName: "airplane").resizable(); Text("All")
                }
                Color.blue.tabItem {
                    Image(systemName: "airplane"); Text("Departures")
                }
            }, proposed: phone)
        let images = l.root.all { $0.kind.hasPrefix("Image") }
        XCTAssertEqual(images.count, 3, "\(images.map(\.kind))")
        XCTAssertEqual(images[0].rect.size, CGSize(width: 64, height: 64))
        XCTAssertEqual(images[1].rect.size, images[2].rect.size)
        // Outside a tab bar, `resizable()` still fills the frame.
        XCTAssertEqual(
            try layout(Image("icon64").resizable().frame(width: 20, height: 30), proposed: phone).node("Image").rect.size, CGSize(width: 20, height: 30))
    }

    func testToolbarModifiersForTheTabBar() throws {
        func render<V: View>(_ tab: V) throws -> RasterCanvas {
            let r = ImageRenderer(
                content: TabView {
                    tab.tabItem { Label("Home", systemImage: "house") }
                    Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }
                }.frame(width: 200, height: 300))
            r.scale = 1
            return try r.rasterize()
        }
        let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        // A style for the tab bar fills it; for the navigation bar only, it does not.
        let styled = try render(Color.white.toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .tabBar))
        XCTAssertEqual(styled.pixel(x: 100, y: 298), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        let other = try render(Color.white.toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .navigationBar))
        XCTAssertNotEqual(other.pixel(x: 100, y: 298), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        // Hidden: no background (the canvas is clear there), the items still drawn.
        let hidden = try render(Color.white.toolbarBackground(.hidden, for: .tabBar))
        XCTAssertEqual(hidden.pixel(x: 2, y: 298).a, 0)
        // toolbar(.hidden, for: .tabBar): no bar; the tab fills the space.
        let noBar = try layout(TabView { Color.red.toolbar(.hidden, for: .tabBar).tabItem { Text("A") } }, proposed: phone)
        assertRect(noBar.node("Color").rect, 0, 0, 375, 500)
        // A dark scheme for a visible bar: its background is the dark bar colour.
        let dark = try render(Color.white.toolbarBackground(.visible, for: .tabBar).toolbarColorScheme(.dark, for: .tabBar))
        XCTAssertLessThan(dark.pixel(x: 2, y: 298).r, 60)
        XCTAssertEqual(dark.pixel(x: 100, y: 100), white)
    }

    /// iOS 15 and later draw the tab bar's background and hairline only while scrolled content
    /// goes on under the bar; at the scroll edge (nothing scrolls, or the content ends above the
    /// bar) the bar is transparent. A background the app asks for always shows.
    func testTheBarIsTransparentUnlessContentScrollsUnderIt() throws {
        func hidden<V: View>(_ tab: V) throws -> Bool? {
            let l = try layout(TabView { tab.tabItem { Label("Home", systemImage: "house") } }, proposed: phone)
            let nodes = l.root.all { $0.kind == "scrollEdgeBackground" }
            guard nodes.count == 1 else { return nil }
            return nodes[0].hidden ?? false
        }
        XCTAssertEqual(try hidden(Color.red), true)
        XCTAssertEqual(try hidden(List(0..<60, id: \.self) { Text("Row \($0)") }), false)
        XCTAssertEqual(try hidden(List(0..<2, id: \.self) { Text("Row \($0)") }), true)
        XCTAssertEqual(try hidden(NavigationStack { List(0..<60, id: \.self) { Text("Row \($0)") }.navigationTitle("Rows") }), false)
        let rows = VStack { ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(height: 30) } }
        XCTAssertEqual(try hidden(ScrollView { rows }), false)
        // A scroll view that stops above the bar: its content does not reach under it.
        XCTAssertEqual(
            try hidden(
                VStack {
                    ScrollView { rows }.frame(height: 100); Spacer()
                }), true)
        // A horizontal scroll view is not a scroll edge for the bar.
        XCTAssertEqual(try hidden(ScrollView(.horizontal) { HStack { ForEach(0..<40, id: \.self) { Text("Item \($0)") } } }), true)
        // Asked for: always drawn, without the scroll edge's node.
        XCTAssertNil(try hidden(Color.red.toolbarBackground(.visible, for: .tabBar)))
        XCTAssertNil(try hidden(Color.red.toolbarBackground(Color.blue, for: .tabBar)))
    }

    /// The bar is safe area for its tab: a colour that ignores the safe area goes on under the bar
    /// to the bottom of the screen; one that keeps it stops above the bar.
    func testAColourIgnoringTheSafeAreaGoesUnderTheBar() throws {
        func colour<V: View>(_ tab: V) throws -> CGRect {
            let r = ImageRenderer(content: TabView { tab.tabItem { Label("Home", systemImage: "house") } })
            r.device = .iPhone15
            return try r.layout().root.first { $0.kind == "Color" }!.rect
        }
        XCTAssertEqual(try colour(Color.red.ignoresSafeArea()), CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(try colour(Color.red), CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34 - 49))
    }

    func testTheSelectedTagIsShownWhereverTheTagIs() throws {
        for (selection, colour) in [(1, "green"), (2, "blue"), (7, "red")] {
            let l = try layout(Tabs(selection: selection), proposed: phone)
            let colours = l.root.all { $0.kind == "Text" }.map { $0.label ?? "" }
            XCTAssertTrue(colours.contains(colour), "selection \(selection): \(colours)")
            XCTAssertEqual(colours.filter { ["red", "green", "blue"].contains($0) }.count, 1)
        }
    }

    func testItemsShareTheBarsWidthAndTheirLabelsABaseline() throws {
        let l = try layout(Tabs(), proposed: phone)
        let labels = ["Home", "Search", "Profile"].map { l.node("Text", $0).rect }
        for (i, r) in labels.enumerated() {
            XCTAssertEqual(r.midX, 375 / 3 * (CGFloat(i) + 0.5), accuracy: 0.5)
            XCTAssertGreaterThan(r.minY, 500 - 49)
            XCTAssertEqual(r.maxY, labels[0].maxY, accuracy: 0.5)
        }
        // Icons sit above their labels, inside the bar.
        XCTAssertLessThan(l.image("house.fill").maxY, labels[0].minY + 0.5)
        XCTAssertGreaterThanOrEqual(l.image("house.fill").minY, 500 - 49)
    }

    func testPageStyleShowsThePageFullSizeOverItsDots() throws {
        let l = try layout(
            TabView {
                Color.red
                Color.green
                Color.blue
            }.tabViewStyle(.page), proposed: phone)
        assertRect(l.node("Color").rect, 0, 0, 375, 500)
        let dots = l.root.all { $0.kind == "Circle" }
        XCTAssertEqual(dots.count, 3)
        XCTAssertEqual(dots[0].rect.maxY, 500 - 16, accuracy: 0.5)
        XCTAssertEqual(dots[1].rect.minX - dots[0].rect.maxX, 8, accuracy: 0.5)
        let hidden = try layout(
            TabView {
                Color.red; Color.green
            }.tabViewStyle(.page(indexDisplayMode: .never)), proposed: phone)
        XCTAssertTrue(hidden.root.all { $0.kind == "Circle" }.isEmpty)
    }

    func testTagOutsideATabViewChangesNothing() throws {
        let a = try layout(Text("x").tag(3), proposed: phone)
        let b = try layout(Text("x"), proposed: phone)
        XCTAssertEqual(a.root.all().map(\.kind), b.root.all().map(\.kind))
    }
}
