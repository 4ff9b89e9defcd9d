import XCTest
import Easel

/// `badge(_:)` on list rows and tab items, and `headerProminence(.increased)`.
final class BadgeTests: XCTestCase {
    func layout<V: View>(_ v: V) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: v)
        r.proposedSize = ProposedViewSize(width: 320, height: 500)
        return try r.layout()
    }

    func testListRowBadgesSitAtTheTrailingEdge() throws {
        let s = try layout(
            List {
                Text("Inbox").badge(12); Text("Sent").badge(0); Text("Drafts").badge("New")
            })
        let twelve = try XCTUnwrap(s.root.first { $0.lines == ["12"] })
        XCTAssertEqual(twelve.frame.rect.maxX, 320 - 16 - 16, accuracy: 0.5)  // card inset and row inset
        XCTAssertFalse(s.root.all().contains { $0.lines == ["0"] })
        XCTAssertTrue(s.root.all().contains { $0.lines == ["New"] })
        // Outside a list or tab view a badge changes nothing.
        XCTAssertEqual(try layout(Text("x").badge(3)), try layout(Text("x")))
    }

    /// A navigation link's badge sits before its chevron, as on iOS, and is drawn once.
    func testALinksBadgeSitsBeforeItsChevron() throws {
        let s = try layout(
            List {
                NavigationLink(value: 1) { Label("Inbox", systemImage: "tray") }.badge(3)
                NavigationLink(value: 2) { Text("Sent") }
            })
        let badges = s.root.all { $0.lines == ["3"] }
        XCTAssertEqual(badges.count, 1)
        let chevrons = s.root.all { $0.kind == "Image" && $0.label == "chevron.right" }.map(\.frame.rect)
        XCTAssertEqual(chevrons.count, 2)
        let badge = badges[0].frame.rect
        XCTAssertLessThan(badge.maxX, chevrons[0].minX)
        XCTAssertEqual(badge.midY, chevrons[0].midY, accuracy: 1)
        // Both chevrons end at the row's trailing inset.
        XCTAssertEqual(chevrons[0].maxX, chevrons[1].maxX, accuracy: 0.01)
    }

    func testTabBadgeOnTheItem() throws {
        let s = try layout(
            TabView {
                Text("A").tabItem { Label("Mail", systemImage: "envelope") }.badge(3); Text("B").tabItem { Text("B") }
            })
        let three = try XCTUnwrap(s.root.first { $0.lines == ["3"] })
        let mail = try XCTUnwrap(s.root.first { $0.lines == ["Mail"] })
        XCTAssertLessThan(three.frame.y, mail.frame.y)  // above the title, over the icon
        XCTAssertGreaterThan(three.frame.rect.midX, mail.frame.rect.midX)
    }

    /// A badge wider than its item ("10", "New" over an icon-only or narrow item) keeps its whole
    /// text: it grows past the item instead of truncating.
    func testATabBadgeWiderThanItsItemIsNotTruncated() throws {
        let s = try layout(
            TabView {
                Text("A").tabItem { Image(systemName: "1.square.fill") }.badge(10)
                Text("B").tabItem { Text("B") }.badge("New")
            })
        let ten = try XCTUnwrap(s.root.first { $0.lines == ["10"] })
        let new = try XCTUnwrap(s.root.first { $0.lines == ["New"] })
        let b = try XCTUnwrap(s.root.first { $0.lines == ["B"] })
        XCTAssertGreaterThan(new.frame.width, b.frame.width)
        // The capsule is the text plus 5 points each side.
        let capsules = s.root.all().filter { $0.kind == "Capsule" }
        XCTAssertEqual(capsules.count, 2)
        XCTAssertEqual(capsules.map(\.frame.width).max() ?? 0, new.frame.width + 10, accuracy: 0.01)
        XCTAssertGreaterThan(ten.frame.width, 0)
    }

    func testIncreasedHeaderProminence() throws {
        let s = try layout(
            List {
                Section("Favourites") { Text("VIP") }.headerProminence(.increased); Section("Other") { Text("x") }
            })
        XCTAssertTrue(s.root.all().contains { $0.lines == ["Favourites"] })  // not uppercased
        XCTAssertTrue(s.root.all().contains { $0.lines == ["OTHER"] })
        let big = try XCTUnwrap(s.root.first { $0.lines == ["Favourites"] }), small = try XCTUnwrap(s.root.first { $0.lines == ["OTHER"] })
        XCTAssertGreaterThan(big.frame.height, small.frame.height)
    }
}
