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
        XCTAssertEqual(try bar(true), ["Add", "More", "Body"])
        XCTAssertEqual(try bar(false), ["Add", "Body"])
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
        XCTAssertEqual(with.root.all(where: { $0.kind == "Text" }).compactMap(\.label), ["Donut", "Add", "Body"])
        XCTAssertEqual(with.root.all(where: { $0.kind == "Text" }).map(\.frame), try bar(false).root.all(where: { $0.kind == "Text" }).map(\.frame))
    }
}
