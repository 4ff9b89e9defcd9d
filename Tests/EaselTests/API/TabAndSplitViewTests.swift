// iOS 18's `Tab`/`TabSection` and `NavigationSplitView`, drawn as an iPhone shows them.
import XCTest
import EaselRaster
import Easel

final class TabAndSplitViewTests: XCTestCase {
    private func pixels<V: View>(_ v: V) throws -> Bitmap { try EaselTests.pixels(v, device: .iPhone15) }

    /// `Tab` is the content with `tabItem` and `tag`: the same picture, the selection choosing by value.
    func testTabIsTabItemAndTag() throws {
        let tabs = try pixels(
            TabView(selection: .constant(2)) {
                Tab("Home", systemImage: "house", value: 1) { Text("One") }
                Tab("Settings", systemImage: "gear", value: 2) { Text("Two") }.badge(3)
            })
        let items = try pixels(
            TabView(selection: .constant(2)) {
                Text("One").tabItem { Label("Home", systemImage: "house") }.tag(1)
                Text("Two").tabItem { Label("Settings", systemImage: "gear") }.tag(2).badge(3)
            })
        XCTAssertEqual(tabs, items)
        // Without values, the first tab shows; sections add their tabs to the bar.
        let sectioned = try pixels(
            TabView {
                TabSection("Library") {
                    Tab("Home", systemImage: "house") { Text("One") }
                    Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Two") }
                }
                Tab("Profile", systemImage: "person") { Text("Three") }
            }.tabViewStyle(.sidebarAdaptable))
        let flat = try pixels(
            TabView {
                Text("One").tabItem { Label("Home", systemImage: "house") }
                Text("Two").tabItem { Label("Search", systemImage: "magnifyingglass") }
                Text("Three").tabItem { Label("Profile", systemImage: "person") }
            })
        XCTAssertEqual(sectioned, flat)
    }

    /// `hidden(true)` leaves a tab out of the bar and the selection; `hidden(false)` keeps it.
    func testAHiddenTabIsLeftOut() throws {
        func tabs(hiding: Bool) throws -> Bitmap {
            try pixels(
                TabView(selection: .constant(2)) {
                    Tab("Home", systemImage: "house", value: 1) { Text("One") }
                    Tab("Journal", systemImage: "book", value: 2) { Text("Two") }.hidden(hiding)
                    Tab("Profile", systemImage: "person", value: 3) { Text("Three") }
                })
        }
        let twoTabs = try pixels(
            TabView {
                Text("One").tabItem { Label("Home", systemImage: "house") }
                Text("Three").tabItem { Label("Profile", systemImage: "person") }
            })
        XCTAssertEqual(try tabs(hiding: true), twoTabs, "the selection names the hidden tab: the first shown tab is drawn")
        let threeTabs = try pixels(
            TabView(selection: .constant(2)) {
                Text("One").tabItem { Label("Home", systemImage: "house") }.tag(1)
                Text("Two").tabItem { Label("Journal", systemImage: "book") }.tag(2)
                Text("Three").tabItem { Label("Profile", systemImage: "person") }.tag(3)
            })
        XCTAssertEqual(try tabs(hiding: false), threeTabs)
    }

    /// On an iPhone a split view collapses into one navigation stack showing the sidebar, or the
    /// preferred compact column.
    func testSplitViewShowsOneColumnAsAStack() throws {
        let sidebar = List {
            Text("Inbox"); Text("Sent")
        }.navigationTitle("Mail")
        let split = try pixels(
            NavigationSplitView {
                sidebar
            } detail: {
                Text("Message")
            })
        XCTAssertEqual(split, try pixels(NavigationStack { sidebar }))
        let three = try pixels(
            NavigationSplitView {
                sidebar
            } content: {
                Text("List")
            } detail: {
                Text("Message")
            }
            .navigationSplitViewStyle(.balanced))
        XCTAssertEqual(three, split)
        let detail = try pixels(
            NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(.detail)) {
                sidebar
            } detail: {
                Text("Message").navigationTitle("Message")
            })
        XCTAssertEqual(detail, try pixels(NavigationStack { Text("Message").navigationTitle("Message") }))
    }
}

/// `ShareLink`: a button with the share symbol, at rest.
final class ShareLinkTests: XCTestCase {
    func testShareLinkIsAButtonWithTheShareSymbol() throws {
        let url = URL(string: "https://example.com")!
        XCTAssertEqual(
            try pixels(ShareLink(item: url)),
            try pixels(
                Button {
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }))
        XCTAssertEqual(
            try pixels(ShareLink("Send", item: url, preview: SharePreview("Site")).buttonStyle(.bordered)),
            try pixels(
                Button {
                } label: {
                    Label("Send", systemImage: "square.and.arrow.up")
                }.buttonStyle(.bordered)))
        XCTAssertEqual(
            try pixels(ShareLink(item: url) { Image(systemName: "paperplane") }),
            try pixels(
                Button {
                } label: {
                    Image(systemName: "paperplane")
                }))
    }
}
