// toolbarBackground and toolbarColorScheme on a device screen: a coloured, visible navigation bar
// with a dark-scheme title over a list, against a golden PNG; and what changes nothing.
import XCTest
import Easel
import EaselTesting

final class ToolbarBackgroundSnapshotTests: XCTestCase {
    struct Inbox: View {
        var visible = true
        var body: some View {
            NavigationStack {
                List {
                    ForEach(["Invoices", "Receipts", "Travel"], id: \.self) { Label($0, systemImage: "folder") }
                }
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem { Button(action: {}) { Image(systemName: "plus") } } }
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
            }
        }
    }

    func testAVisibleColouredBar() {
        assertSnapshot(of: Inbox(), named: "toolbar-background-iphone15", scale: 1, device: .iPhone15)
        assertSnapshot(of: Inbox(), named: "toolbar-background-iphone15-dark", scale: 1, colorScheme: .dark, device: .iPhone15)
    }

    func testToolbarBackgroundVisibilityIsIOS18sNameForTheVisibility() throws {
        func inbox(_ newName: Bool) -> some View {
            NavigationStack {
                List { Text("Invoices") }
                    .navigationTitle("Inbox")
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .modifier(VisibleBar(newName: newName))
            }
        }
        struct VisibleBar: ViewModifier {
            let newName: Bool
            func body(content: Content) -> some View {
                if newName {
                    content.toolbarBackgroundVisibility(.visible, for: .navigationBar)
                } else {
                    content.toolbarBackground(.visible, for: .navigationBar)
                }
            }
        }
        let renamed = try pixels(inbox(true), device: .iPhone15)
        XCTAssertEqual(renamed, try pixels(inbox(false), device: .iPhone15))
        XCTAssertNotEqual(renamed, try pixels(NavigationStack { List { Text("Invoices") }.navigationTitle("Inbox") }, device: .iPhone15))
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                Inbox(visible: true)
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .toolbarBackground(Color.indigo, for: .tabBar)
                    .toolbarBackground(.visible, for: .tabBar)
                    .toolbarColorScheme(.dark, for: .tabBar)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    func testAColouredTabBar() {
        assertSnapshot(of: Tabs(), named: "toolbar-background-tabbar-iphone15", scale: 1, device: .iPhone15)
        assertSnapshot(of: Tabs(), named: "toolbar-background-tabbar-iphone15-dark", scale: 1, colorScheme: .dark, device: .iPhone15)
    }

    func testWithoutVisibleTheBarStaysTransparentAtTheTop() throws {
        let r = ImageRenderer(content: Inbox(visible: false))
        r.device = .iPhone15
        r.scale = 1
        let plain = ImageRenderer(
            content: NavigationStack {
                List {
                    ForEach(["Invoices", "Receipts", "Travel"], id: \.self) { Label($0, systemImage: "folder") }
                }
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem { Button(action: {}) { Image(systemName: "plus") } } }
            })
        plain.device = .iPhone15
        plain.scale = 1
        XCTAssertEqual(try r.rasterize().bitmap, try plain.rasterize().bitmap)
        // Layout does not change when the background shows.
        let shown = ImageRenderer(content: Inbox())
        shown.device = .iPhone15
        XCTAssertEqual(try shown.layout().root.find("List")?.rect, try plain.layout().root.find("List")?.rect)
    }
}
