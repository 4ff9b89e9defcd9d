// TabView: the selected tab above iOS's 49-point tab bar, or pages over dots, in points.
import XCTest
import Easel

final class TabViewTests: XCTestCase {
    let phone = ProposedViewSize(width: 375, height: 500)

    struct Tabs: View {
        var selection: Int? = nil
        var body: some View {
            TabView(selection: .constant(selection ?? 0)) {
                Text("red").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("green").tabItem { Image(systemName: "magnifyingglass"); Text("Search") }.tag(1)
                Text("blue").tag(2).tabItem { Label("Profile", systemImage: "person") }
            }
        }
    }

    func testTheFirstTabFillsTheSpaceAboveTheBar() throws {
        let l = try layout(TabView {
            Color.red.tabItem { Label("Home", systemImage: "house") }
            Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }
        }, proposed: phone)
        assertRect(l.node("Color").rect, 0, 0, 375, 500 - 49)
        // The first tab and the bar's background: the second tab is not drawn.
        XCTAssertEqual(l.root.all { $0.kind == "Color" }.count, 2)
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
        let l = try layout(TabView {
            Color.red
            Color.green
            Color.blue
        }.tabViewStyle(.page), proposed: phone)
        assertRect(l.node("Color").rect, 0, 0, 375, 500)
        let dots = l.root.all { $0.kind == "Circle" }
        XCTAssertEqual(dots.count, 3)
        XCTAssertEqual(dots[0].rect.maxY, 500 - 16, accuracy: 0.5)
        XCTAssertEqual(dots[1].rect.minX - dots[0].rect.maxX, 8, accuracy: 0.5)
        let hidden = try layout(TabView { Color.red; Color.green }.tabViewStyle(.page(indexDisplayMode: .never)), proposed: phone)
        XCTAssertTrue(hidden.root.all { $0.kind == "Circle" }.isEmpty)
    }

    func testTagOutsideATabViewChangesNothing() throws {
        let a = try layout(Text("x").tag(3), proposed: phone)
        let b = try layout(Text("x"), proposed: phone)
        XCTAssertEqual(a.root.all().map(\.kind), b.root.all().map(\.kind))
    }
}
