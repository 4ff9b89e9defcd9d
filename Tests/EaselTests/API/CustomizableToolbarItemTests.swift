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
}
