import XCTest
import Easel
import EaselLayout

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
