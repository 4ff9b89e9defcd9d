import XCTest
import Easel
@testable import EaselGallery

final class Seed000AlignmentTests: XCTestCase {
    /// Stack width: 48 + 8 + 72 + 8 + 56.
    let width: CGFloat = 192

    func testTopAlignsEveryImageAtZero() throws {
        let l = try layout(AlignTop.ContentView())
        assertRect(l.image("rogue"), 0, 0, 48, 64)
        assertRect(l.image("dragoon"), 56, 0, 72, 91)
        assertRect(l.image("brawler"), 136, 0, 56, 76)
        assertRect(l.node("HStack").rect, 0, 0, width, 91)
    }

    /// The table: centres 32, 45.5 (the article prints 45), 38; rogue moves down 13.5, brawler 7.5.
    func testCenterAlignmentWalkThrough() throws {
        let l = try layout(AlignCenter.ContentView(), scale: 2)
        XCTAssertEqual(l.image("rogue").minY, 13.5)
        XCTAssertEqual(l.image("dragoon").minY, 0)
        XCTAssertEqual(l.image("brawler").minY, 7.5)
        XCTAssertEqual(l.node("HStack").rect.height, 91)
        // At @1x positions snap to whole points.
        let l1 = try layout(AlignCenter.ContentView(), scale: 1)
        XCTAssertEqual(l1.image("rogue").minY, 14)
        XCTAssertEqual(l1.image("brawler").minY, 8)
    }

    func testBottomAlignment() throws {
        let l = try layout(AlignBottom.ContentView())
        XCTAssertEqual(l.image("rogue").maxY, 91)
        XCTAssertEqual(l.image("dragoon").maxY, 91)
        XCTAssertEqual(l.image("brawler").maxY, 91)
    }

    /// "Adding the second image repositions the first by 23 … the third … positioned at 14."
    func testFeetAlignment() throws {
        let l = try layout(AlignFeet.ContentView())
        XCTAssertEqual(l.image("rogue").minY, 23)
        XCTAssertEqual(l.image("dragoon").minY, 0)
        XCTAssertEqual(l.image("brawler").minY, 14)
        XCTAssertEqual(l.node("HStack").rect.height, 91)
        // Every character stands on the same row.
        XCTAssertEqual(l.image("rogue").minY + 61, 84)
        XCTAssertEqual(l.image("brawler").minY + 70, 84)
    }

    /// "The stack's height becomes 155"; dragoon at 64, brawler at 26.
    func testCustomAlignmentExpandsTheStack() throws {
        let l = try layout(AlignCustom.ContentView())
        XCTAssertEqual(l.image("rogue").minY, 0)
        XCTAssertEqual(l.image("dragoon").minY, 64)
        XCTAssertEqual(l.image("brawler").minY, 26)
        assertRect(l.node("HStack").rect, 0, 0, width, 155)
    }

    /// Today's ZStack is the union of its aligned children (the article's intended result, not beta 3's).
    func testZStackAnchorAlignment() throws {
        let l = try layout(AlignAnchor.ContentView())
        // Lines: x = rogue's trailing (48), y = brawler's bottom (76).
        assertRect(l.image("rogue"), 0, 12, 48, 64)
        assertRect(l.image("dragoon"), 12, 76, 72, 91)
        assertRect(l.image("brawler"), 48, 0, 56, 76)
        assertRect(l.node("ZStack").rect, 0, 0, 104, 167)
    }

    /// The yellow line sits on the feet of all three: the HStack exposes its .feet value (84) to the ZStack.
    func testAlignmentAcrossViews() throws {
        let l = try layout(AlignAcrossViews.ContentView())
        let stack = l.node("HStack").rect
        let zstack = l.node("ZStack")
        XCTAssertEqual(zstack.children.map(\.kind), ["border", "frame"])
        let line = zstack.children[1].rect
        XCTAssertEqual(zstack.children[1].children.first?.kind, "Rectangle")
        assertRect(stack, 4, 0, width, 91)
        assertRect(line, 0, 83, 200, 1)
        XCTAssertEqual(line.maxY, stack.minY + 84)
        XCTAssertEqual(l.image("rogue").minY + 61, 84)
        assertRect(l.node("ZStack").rect, 0, 0, 200, 91)
        // Borders are overlays of exactly the image's frame.
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 4)
        XCTAssertEqual(borders.first { $0.children.first?.label == "rogue" }?.rect, l.image("rogue"))
    }
}
