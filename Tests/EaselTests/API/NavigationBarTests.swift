// Navigation links and the navigation bar's toolbar items, measured in points against CONTROLS.md
// §5 and §7 (a 375-point-wide phone), to within the half point that pixel snapping at @1x moves them.
import XCTest
import Easel

final class NavigationBarTests: XCTestCase {
    let phone = ProposedViewSize(width: 375, height: 400)

    func testToolbarItemsSit16FromTheBarsEdgesAroundAnInlineTitle() throws {
        let view = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                    ToolbarItem { Button("Done") {} }
                }
        }
        let l = try layout(view, proposed: phone)
        let cancel = l.node("Text", "Cancel").rect, done = l.node("Text", "Done").rect, title = l.node("Text", "Settings").rect
        XCTAssertEqual(cancel.minX, 16, accuracy: 0.5)
        XCTAssertEqual(done.maxX, 375 - 16, accuracy: 0.5)
        XCTAssertEqual(title.midX, 375 / 2, accuracy: 0.5)
        // All three are centred in the 44-point bar.
        for r in [cancel, done, title] { XCTAssertEqual(r.midY, 22, accuracy: 0.5) }
    }

    /// A label on the bar shows only its icon, as iOS draws toolbar buttons: `Button("Add",
    /// systemImage: "plus")` is a "+" 16 from the trailing edge; a `.labelStyle` set on the item
    /// wins, and the same label in the content keeps its title.
    func testALabelOnTheBarShowsOnlyItsIcon() throws {
        let view = NavigationStack {
            Label("Body", systemImage: "star")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon) }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
                }
        }
        let l = try layout(view, proposed: phone)
        let texts = l.root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertFalse(texts.contains("Add"), "\(texts)")
        XCTAssertTrue(texts.contains("Share"), "\(texts)")
        XCTAssertTrue(texts.contains("Body"), "\(texts)")
        let plus = l.node("Image", "plus").rect
        XCTAssertEqual(plus.maxX, 375 - 16, accuracy: 0.5)
        XCTAssertEqual(plus.midY, 22, accuracy: 0.5)
    }

    func testALargeTitleGoesBelowTheBarWithItsItems() throws {
        let view = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Inbox")
                .toolbar { EditButton() }
        }
        let l = try layout(view, proposed: phone)
        let edit = l.node("Text", "Edit").rect, title = l.node("Text", "Inbox").rect
        XCTAssertEqual(edit.maxX, 375 - 16, accuracy: 0.5)
        XCTAssertEqual(edit.midY, 22, accuracy: 0.5)
        // The large title: 16 from the leading edge, its bottom 8 above the bar's 96-point bottom.
        XCTAssertEqual(title.minX, 16, accuracy: 0.5)
        XCTAssertEqual(title.maxY, 96 - 8, accuracy: 0.5)
    }

    func testTheBarIsDrawnAboveContentThatIsNotAList() throws {
        let view = NavigationStack {
            Color.blue.frame(height: 100)
                .toolbar { ToolbarItem(placement: .principal) { Text("Logo") } }
        }
        let l = try layout(view, proposed: phone)
        XCTAssertEqual(l.node("Text", "Logo").rect.midX, 375 / 2, accuracy: 0.5)
        XCTAssertEqual(l.node("Text", "Logo").rect.midY, 22, accuracy: 0.5)
        // No title, so no large-title row: the content starts under the 44-point bar.
        XCTAssertEqual(l.node("Color").rect.minY, 44 + (400 - 44 - 100) / 2, accuracy: 0.5)
    }

    /// Bottom bar items are drawn in the bottom toolbar, not in the navigation bar; keyboard
    /// items nowhere (no keyboard shows).
    func testBottomBarItemsGoToTheBottomToolbar() throws {
        let view = NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .bottomBar) { Text("Bottom") }
                ToolbarItem(placement: .keyboard) { Text("Done") }
            }
        }
        let l = try layout(view, proposed: phone)
        XCTAssertEqual(l.node("Text", "Bottom").rect.midY, 400 - 22, accuracy: 0.5)
        XCTAssertNil(l.root.find("Text", "Done"))
    }

    func testSecondaryActionsGoIntoTheOverflowMenusButton() throws {
        let view = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Stock")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .secondaryAction) { Button("Export") {} }
                    ToolbarItem(placement: .secondaryAction) { Button("Print") {} }
                    ToolbarItem { Button("Add") {} }
                }
        }
        let l = try layout(view, proposed: phone)
        // The menu is closed: its items are not drawn, its "⋯" button is, after the trailing items.
        XCTAssertNil(l.root.find("Text", "Export"))
        XCTAssertNil(l.root.find("Text", "Print"))
        let menu = l.node("Image", "ellipsis.circle").rect, add = l.node("Text", "Add").rect
        XCTAssertEqual(menu.maxX, 375 - 16, accuracy: 0.5)
        XCTAssertGreaterThan(menu.minX, add.maxX)
        XCTAssertEqual(menu.midY, 22, accuracy: 0.5)
        // Without secondary actions there is no menu button.
        let plain = try layout(NavigationStack { Text("Body").toolbar { Button("Add") {} } }, proposed: phone)
        XCTAssertNil(plain.root.find("Image", "ellipsis.circle"))
    }

    func testNavigationLinkRowEndsWithTheChevronAtTheRowsTrailingInset() throws {
        let view = NavigationStack {
            List { NavigationLink("General") { Text("Destination") } }
        }
        let l = try layout(view, proposed: phone)
        let label = l.node("Text", "General").rect, chevron = l.image("chevron.right")
        // Card inset 16 + row padding 16 on each side (insetGrouped).
        XCTAssertEqual(label.minX, 32, accuracy: 0.5)
        XCTAssertEqual(chevron.maxX, 375 - 32, accuracy: 0.5)
        XCTAssertEqual(chevron.midY, label.midY, accuracy: 0.5)
        // The destination is not part of the picture.
        XCTAssertNil(l.root.find("Text", "Destination"))
    }

    func testLinksInAScrollViewInAListRowAreNotRows() throws {
        // Landmarks' category rows: a horizontal scroll view of links inside a list row. The
        // links are buttons there (no chevrons); a link that is the row itself keeps its chevron.
        let view = NavigationStack {
            List {
                ScrollView(.horizontal) {
                    HStack { ForEach(0..<2) { i in NavigationLink("Item \(i)") { Text("Detail") } } }
                }
                NavigationLink("Row") { Text("Detail") }
            }
        }
        let l = try layout(view, proposed: phone)
        XCTAssertEqual(l.root.all { $0.kind == "Image" && $0.label == "chevron.right" }.count, 1)
        XCTAssertEqual(l.image("chevron.right").midY, l.node("Text", "Row").rect.midY, accuracy: 0.5)
    }

    func testNavigationLinkOutsideAListIsItsLabelAsAButton() throws {
        let l = try layout(NavigationLink("More", value: 1), proposed: phone)
        XCTAssertNil(l.root.find("Image", "chevron.right"))
        XCTAssertNotNil(l.root.find("Text", "More"))
    }

    func testNavigationBarTitleIsNavigationTitle() throws {
        let a = try layout(NavigationStack { List { Text("r") }.navigationBarTitle("T", displayMode: .inline) }, proposed: phone)
        let b = try layout(NavigationStack { List { Text("r") }.navigationTitle("T").navigationBarTitleDisplayMode(.inline) }, proposed: phone)
        XCTAssertEqual(a.node("Text", "T").rect, b.node("Text", "T").rect)
    }

    func testSearchFieldSitsUnderTheLargeTitle() throws {
        let view = NavigationStack {
            List { Text("Apples") }
                .navigationTitle("Fruit")
                .searchable(text: .constant(""), prompt: "Find fruit")
        }
        let l = try layout(view, proposed: phone)
        let prompt = l.node("Text", "Find fruit").rect, glass = l.image("magnifyingglass")
        // The field: 16 from the edges, 36 tall, centred in the 52-point row below the 96-point bar.
        XCTAssertEqual(glass.minX, 16 + 8, accuracy: 0.5)
        XCTAssertEqual(prompt.midY, 96 + 26, accuracy: 0.5)
        XCTAssertGreaterThan(l.node("Text", "Apples").rect.minY, 96 + 52)
    }

    func testSearchFieldShowsTheTextWhenThereIsSome() throws {
        let view = NavigationStack { List { Text("Apples") }.searchable(text: .constant("app")) }
        let l = try layout(view, proposed: phone)
        XCTAssertNotNil(l.root.find("Text", "app"))
        XCTAssertNil(l.root.find("Text", "Search"))
    }

    func testEverySearchableOverloadDrawsTheFieldAtRest() throws {
        struct Token: Identifiable { let id: Int }
        func field<V: View>(_ modified: (AnyView) -> V) throws -> (prompt: CGRect, glass: CGRect) {
            let l = try layout(NavigationStack { modified(AnyView(List { Text("Apples") }.navigationTitle("Fruit"))) }, proposed: phone)
            return (l.node("Text", "Find").rect, l.image("magnifyingglass"))
        }
        let plain = try field { $0.searchable(text: .constant(""), prompt: "Find") }
        let variants = [
            try field { $0.searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find") },
            try field { $0.searchable(text: .constant(""), placement: .sidebar, prompt: Text("Find")) },
            try field { $0.searchable(text: .constant(""), isPresented: .constant(false), prompt: "Find") },
            try field { $0.searchable(text: .constant(""), prompt: "Find") { Text("Apples").searchCompletion("apples") } },
            try field { $0.searchable(text: .constant(""), tokens: .constant([Token(id: 1)]), prompt: Text("Find")) { Text("\($0.id)") } },
            try field { $0.searchable(text: .constant(""), editableTokens: .constant([Token(id: 1)]), prompt: Text("Find")) { Text("\($0.wrappedValue.id)") } },
            try field { $0.searchable(text: .constant(""), prompt: "Find").searchSuggestions { Text("Pears") } },
        ]
        for v in variants {
            XCTAssertEqual(v.prompt, plain.prompt)
            XCTAssertEqual(v.glass, plain.glass)
        }
    }

    func testSearchableAroundTheStackIsTheStacksField() throws {
        // `NavigationStack { … }.searchable(text:)`, as often written: the same field as inside.
        let inside = try layout(
            NavigationStack { List { Text("Apples") }.navigationTitle("Fruit").searchable(text: .constant(""), prompt: "Find") }, proposed: phone)
        let around = try layout(
            NavigationStack { List { Text("Apples") }.navigationTitle("Fruit") }.searchable(text: .constant(""), prompt: "Find"), proposed: phone)
        XCTAssertEqual(around.node("Text", "Find").rect, inside.node("Text", "Find").rect)
        XCTAssertEqual(around.image("magnifyingglass"), inside.image("magnifyingglass"))
        XCTAssertEqual(around.node("Text", "Apples").rect, inside.node("Text", "Apples").rect)
        // Without a navigation container there is no bar to put it in.
        XCTAssertNil(try layout(List { Text("Apples") }.searchable(text: .constant(""), prompt: "Find"), proposed: phone).root.find("Text", "Find"))
    }

    func testAHiddenBarDrawsNothing() throws {
        let view = NavigationStack {
            List { Text("Row") }.navigationTitle("Hidden").navigationBarHidden(true)
        }
        let l = try layout(view, proposed: phone)
        XCTAssertNil(l.root.find("Text", "Hidden"))
    }
}

/// The older `navigationBarItems(leading:trailing:)` and `toolbar(_:for:)` visibility.
final class NavigationBarItemsTests: XCTestCase {
    func layout<V: View>(_ v: V) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: v)
        r.proposedSize = ProposedViewSize(width: 390, height: 600)
        return try r.layout()
    }

    func testNavigationBarItemsAreToolbarItems() throws {
        let old = try layout(NavigationStack { Text("x").navigationTitle("T").navigationBarItems(leading: Text("L"), trailing: Text("R")) })
        let new = try layout(
            NavigationStack {
                Text("x").navigationTitle("T").toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Text("L") }
                    ToolbarItem(placement: .navigationBarTrailing) { Text("R") }
                }
            })
        XCTAssertEqual(old.root.all { $0.kind == "Text" }.map(\.frame), new.root.all { $0.kind == "Text" }.map(\.frame))
        let r = try XCTUnwrap(old.root.first { $0.lines == ["R"] })
        XCTAssertEqual(r.frame.rect.maxX, 390 - 16, accuracy: 0.5)
    }

    func testToolbarHiddenForTheNavigationBarHidesIt() throws {
        let hidden = try layout(NavigationStack { Text("x").navigationTitle("Title").toolbar(.hidden, for: .navigationBar) })
        XCTAssertFalse(hidden.root.all().contains { $0.lines == ["Title"] })
        let tabOnly = try layout(NavigationStack { Text("x").navigationTitle("Title").toolbar(.hidden, for: .tabBar) })
        XCTAssertTrue(tabOnly.root.all().contains { $0.lines == ["Title"] })
    }

    /// iOS 18's `toolbarVisibility(_:for:)` is `toolbar(_:for:)` with a visibility: the same bars
    /// hidden, the same pixels.
    func testToolbarVisibilityHidesTheBarsAsToolbarDoes() throws {
        func screen(_ hide: (AnyView) -> AnyView) -> some View {
            TabView {
                NavigationStack { hide(AnyView(List { Text("Row") }.navigationTitle("Title"))) }.tabItem { Label("Home", systemImage: "house") }
            }
        }
        let phone = Device.iPhone15
        let new = try pixels(screen { AnyView($0.toolbarVisibility(.hidden, for: .navigationBar, .tabBar)) }, device: phone)
        let old = try pixels(screen { AnyView($0.toolbar(.hidden, for: .navigationBar, .tabBar)) }, device: phone)
        XCTAssertEqual(new, old)
        XCTAssertNotEqual(new, try pixels(screen { $0 }, device: phone), "the bars are hidden")
        let navigationBar = try layout(NavigationStack { Text("x").navigationTitle("Title").toolbarVisibility(.hidden, for: .navigationBar) })
        XCTAssertFalse(navigationBar.root.all().contains { $0.lines == ["Title"] })
        let visible = try layout(NavigationStack { Text("x").navigationTitle("Title").toolbarVisibility(.visible, for: .navigationBar) })
        XCTAssertTrue(visible.root.all().contains { $0.lines == ["Title"] })
    }
}
