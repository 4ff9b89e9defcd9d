import XCTest
import Easel
import EaselLayout
import EaselRaster

/// The navigation bar of a stack whose root is not a list is safe area for the root, as on iOS:
/// the root is laid out below the bar, a view that ignores the safe area reaches under it to the
/// top of the screen (the bar is transparent at rest), and a scroll view's content starts below it.
final class NavigationBarSafeAreaTests: XCTestCase {
    private func layout<V: View>(_ v: V) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: v)
        r.device = .iPhone15
        return try r.layout()
    }

    private func frames(_ s: LayoutSnapshot, _ kind: String) -> [CGRect] {
        s.root.all { $0.kind == kind }.map(\.frame.rect)
    }

    private func text(_ s: LayoutSnapshot, _ label: String) -> CGRect? {
        s.root.all { $0.kind == "Text" && $0.label == label }.first?.frame.rect
    }

    /// An iPhone 15: 59 points of status bar, then the 44-point bar and the 52-point large title
    /// (96 in all), the title's text 8 above the bar's bottom.
    func testAColourIgnoringTheSafeAreaFillsTheScreenUnderTheBar() throws {
        let s = try layout(
            NavigationStack {
                ZStack {
                    Color.red.ignoresSafeArea()
                    VStack {
                        Text("Row"); Spacer()
                    }
                }
                .navigationTitle("Graphs")
            })
        XCTAssertEqual(frames(s, "Color"), [CGRect(x: 0, y: 0, width: 393, height: 852)])
        XCTAssertEqual(text(s, "Row")?.minY, 59 + 96)
        XCTAssertEqual(text(s, "Graphs")?.maxY ?? 0, 59 + 96 - 8, accuracy: 0.5)
        // Drawn under the bar: the root first, then the title over it.
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.compactMap(\.label), ["Row", "Graphs"])
    }

    /// A colour that keeps the safe area starts below the bar.
    func testAColourKeepingTheSafeAreaStartsBelowTheBar() throws {
        let s = try layout(NavigationStack { Color.red.navigationTitle("Graphs") })
        XCTAssertEqual(frames(s, "Color"), [CGRect(x: 0, y: 59 + 96, width: 393, height: 852 - 34 - 59 - 96)])
        let inline = try layout(NavigationStack { Color.red.navigationTitle("Graphs").navigationBarTitleDisplayMode(.inline) })
        XCTAssertEqual(frames(inline, "Color").first?.minY, 59 + 44)
    }

    /// `ScrollView { … }.navigationTitle(…).background(…)`: the background fills the screen, the
    /// content starts below the large title.
    func testAScrollViewsBackgroundReachesTheTopOfTheScreen() throws {
        let s = try layout(
            NavigationStack {
                ScrollView {
                    VStack { ForEach(0..<30, id: \.self) { Text("Item \($0)").frame(maxWidth: .infinity, minHeight: 40) } }.padding()
                }
                .navigationTitle("Scroll")
                .background(Color.gray)
            })
        XCTAssertEqual(frames(s, "Color"), [CGRect(x: 0, y: 0, width: 393, height: 852)])
        XCTAssertEqual(text(s, "Item 0")?.minY ?? 0, 59 + 96 + 16 + (40 - (text(s, "Item 0")?.height ?? 0)) / 2, accuracy: 0.5)
    }

    /// A list still draws the bar in its scrolled content, over the list's background.
    func testAListKeepsTheBarInItsContent() throws {
        let s = try layout(NavigationStack { List { Text("Row") }.navigationTitle("Inbox") })
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.compactMap(\.label), ["Inbox", "Row"])
    }

    /// A view written straight into `toolbar { … }` is a trailing item: a label there shows only
    /// its icon, as in a `ToolbarItem`.
    func testALooseToolbarButtonShowsOnlyItsIcon() throws {
        func labels(_ loose: Bool) throws -> [String] {
            let s = try layout(
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Notes")
                        .toolbar {
                            if loose {
                                Button("Add", systemImage: "plus") {}
                            } else {
                                ToolbarItem { Button("Add", systemImage: "plus") {} }
                            }
                        }
                })
            return s.root.all { $0.kind == "Text" }.compactMap(\.label)
        }
        XCTAssertEqual(try labels(true), ["Body", "Notes"])
        XCTAssertEqual(try labels(false), ["Body", "Notes"])
    }
}

/// The bottom toolbar: `.bottomBar` and `.status` items in a 44-point bar above the home
/// indicator, safe area for the root; its background only while scrolled content goes on under it.
final class BottomToolbarTests: XCTestCase {
    private func layout<V: View>(_ v: V) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: v)
        r.device = .iPhone15
        return try r.layout()
    }

    private func text(_ s: LayoutSnapshot, _ label: String) -> CGRect? {
        s.root.all { $0.kind == "Text" && $0.label == label }.first?.frame.rect
    }

    /// An iPhone 15: the bar's 44 points end 34 above the bottom (852 − 34 − 44 = 774). A status
    /// is centred; one item beside it is trailing, 16 from the edge; one item alone is centred.
    func testItemsSitInTheBarAboveTheHomeIndicator() throws {
        let s = try layout(
            NavigationStack {
                Text("Body")
                    .toolbar {
                        ToolbarItem(placement: .status) { Text("40 Notes") }
                        ToolbarItem(placement: .bottomBar) { Text("New") }
                    }
            })
        let status = try XCTUnwrap(text(s, "40 Notes")), item = try XCTUnwrap(text(s, "New"))
        XCTAssertEqual(status.midY, 774 + 22, accuracy: 0.5)
        XCTAssertEqual(status.midX, 393 / 2, accuracy: 0.5)
        XCTAssertEqual(item.maxX, 393 - 16, accuracy: 0.5)
        XCTAssertEqual(item.midY, 774 + 22, accuracy: 0.5)
        let alone = try layout(NavigationStack { Text("Body").toolbar { ToolbarItem(placement: .bottomBar) { Text("New") } } })
        XCTAssertEqual(try XCTUnwrap(text(alone, "New")).midX, 393 / 2, accuracy: 0.5)
        // Two items: at the edges.
        let two = try layout(
            NavigationStack {
                Text("Body").toolbar {
                    ToolbarItem(placement: .bottomBar) { Text("A") }
                    ToolbarItem(placement: .bottomBar) { Text("B") }
                }
            })
        XCTAssertEqual(try XCTUnwrap(text(two, "A")).minX, 16, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(text(two, "B")).maxX, 393 - 16, accuracy: 0.5)
    }

    /// The root is laid out above the bar; a colour ignoring the safe area goes on under it.
    func testTheBarIsSafeAreaForTheRoot() throws {
        let keeps = try layout(NavigationStack { Color.red.toolbar { ToolbarItem(placement: .bottomBar) { Text("New") } } })
        XCTAssertEqual(keeps.root.first { $0.kind == "Color" }?.rect, CGRect(x: 0, y: 59, width: 393, height: 774 - 59))
        let ignores = try layout(NavigationStack { Color.red.ignoresSafeArea().toolbar { ToolbarItem(placement: .bottomBar) { Text("New") } } })
        XCTAssertEqual(ignores.root.first { $0.kind == "Color" }?.rect, CGRect(x: 0, y: 0, width: 393, height: 852))
        // Without bottom items, no bar.
        let none = try layout(NavigationStack { Color.red.toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } } })
        XCTAssertEqual(none.root.first { $0.kind == "Color" }?.rect.maxY, 852 - 34)
    }

    /// Transparent at the scroll edge: a short list or no scroll view; drawn under a long list.
    func testTheBackgroundShowsOnlyUnderScrolledContent() throws {
        func hidden<V: View>(_ root: V) throws -> Bool? {
            let s = try layout(NavigationStack { root.toolbar { ToolbarItem(placement: .bottomBar) { Text("New") } } })
            let nodes = s.root.all { $0.kind == "scrollEdgeBackground" }
            guard nodes.count == 1 else { return nil }
            return nodes[0].hidden ?? false
        }
        XCTAssertEqual(try hidden(Text("Body")), true)
        XCTAssertEqual(try hidden(List(0..<3, id: \.self) { Text("Row \($0)") }), true)
        XCTAssertEqual(try hidden(List(0..<60, id: \.self) { Text("Row \($0)") }), false)
    }

    /// `toolbarBackground(_:for: .bottomBar)`: a style shows where the bar's background would
    /// (content under it), or always with `.visible`; `.hidden` never; the navigation bar is not
    /// given it.
    func testToolbarBackgroundForTheBottomBar() throws {
        func pixel<V: View>(_ root: V) throws -> PremultipliedColor {
            let r = ImageRenderer(content: NavigationStack { root.toolbar { ToolbarItem(placement: .bottomBar) { Text("New") } } })
            r.device = .iPhone15
            r.scale = 1
            return try r.rasterize().pixel(x: 2, y: 852 - 34 - 2)
        }
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        let long = List(0..<60, id: \.self) { Text("Row \($0)") }
        XCTAssertEqual(try pixel(long.toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .bottomBar)), red)
        XCTAssertNotEqual(try pixel(Text("Body").toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .bottomBar)), red)
        XCTAssertEqual(
            try pixel(Text("Body").toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .bottomBar).toolbarBackground(.visible, for: .bottomBar)), red)
        // Hidden: the list's grouped background shows under the bar, not the bar colour.
        XCTAssertEqual(try pixel(long.toolbarBackground(.hidden, for: .bottomBar)), try pixel(List(0..<2, id: \.self) { Text("Row \($0)") }))
        // For the navigation bar only: the bottom toolbar keeps its own colour.
        XCTAssertNotEqual(try pixel(long.toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .navigationBar)), red)
    }

    /// A navigation stack in a tab: its list's content reaching under the tab bar draws the tab
    /// bar's background too (the stack's scroll views tell the tab view's bar).
    func testAStackInATabTellsTheTabBar() throws {
        let s = try layout(
            TabView {
                NavigationStack { List(0..<60, id: \.self) { Text("Row \($0)") }.navigationTitle("Rows") }
                    .tabItem { Label("Rows", systemImage: "list.bullet") }
            })
        XCTAssertEqual(s.root.all { $0.kind == "scrollEdgeBackground" }.map { $0.hidden ?? false }, [false])
    }
}
