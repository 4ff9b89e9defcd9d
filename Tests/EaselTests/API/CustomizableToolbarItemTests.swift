import XCTest
import Easel

/// iPadOS's customizable toolbar items on an iPhone's bar.
final class CustomizableToolbarItemTests: XCTestCase {
    func testAnItemWithAnIDIsAtItsPlacementUnlessHiddenByDefault() throws {
        func bar(_ shows: Bool) throws -> [String] {
            try layout(
                NavigationStack {
                    Text("Body")
                        .toolbar {
                            ToolbarItem(id: "add", placement: .topBarTrailing) { Text("Add") }
                            ToolbarItem(id: "more", placement: .topBarTrailing, showsByDefault: shows) { Text("More") }
                        }
                },
                proposed: ProposedViewSize(width: 393, height: 852)
            ).root.all(where: { $0.kind == "Text" }).compactMap(\.label)
        }
        XCTAssertEqual(try bar(true), ["Body", "Add", "More"])  // the bar is drawn over the root
        XCTAssertEqual(try bar(false), ["Body", "Add"])
    }

    /// `ToolbarTitleMenu` (Food Truck's donut editor): the menu is closed and the bar is drawn
    /// as without it, compiled and from a script.
    func testATitleMenuIsClosed() throws {
        let size = ProposedViewSize(width: 393, height: 852)
        func bar(_ menu: Bool) throws -> LayoutSnapshot {
            try layout(
                NavigationStack {
                    Text("Body")
                        .toolbar {
                            if menu { ToolbarTitleMenu { Button("Rename") {} } }
                            ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                        }
                        .navigationTitle("Donut")
                        .navigationBarTitleDisplayMode(.inline)
                }, proposed: size)
        }
        let with = try bar(true)
        XCTAssertEqual(with.root.all(where: { $0.kind == "Text" }).compactMap(\.label), ["Body", "Donut", "Add"])
        XCTAssertEqual(with.root.all(where: { $0.kind == "Text" }).map(\.frame), try bar(false).root.all(where: { $0.kind == "Text" }).map(\.frame))
    }

    /// `ToolbarSpacer` (iOS 26) between items: the items keep their places and the standard
    /// spacing (Easel's bar draws no glass groups for it to separate), compiled and from a script.
    func testAToolbarSpacerLeavesTheItemsInPlace() throws {
        let size = ProposedViewSize(width: 393, height: 852)
        func frames(_ spacers: Bool) throws -> [LayoutSnapshot.Frame] {
            try layout(
                NavigationStack {
                    Text("Body")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                            if spacers { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
                            ToolbarItem(placement: .topBarTrailing) { Text("Share") }
                            if spacers { ToolbarSpacer(placement: .topBarTrailing) }
                            ToolbarItem(placement: .topBarLeading) { Text("Back") }
                        }
                }, proposed: size
            ).root.all(where: { $0.kind == "Text" }).map(\.frame)
        }
        XCTAssertEqual(try frames(true), try frames(false))
        XCTAssertEqual(try frames(true).count, 4)
        // Outside a toolbar it is nothing.
        XCTAssertEqual(
            try layout(
                HStack(spacing: 0) {
                    Text("A"); ToolbarSpacer(); Text("B")
                }
            ).root.all(where: { $0.kind == "Text" }).map(\.frame.x).last,
            try layout(
                HStack(spacing: 0) {
                    Text("A"); Text("B")
                }
            ).root.all(where: { $0.kind == "Text" }).map(\.frame.x).last)
    }
}
