// Expectations for "Alignments" (seed 000, and seed 001's later edition): fixtures/seeds/alignments/.
// Images: rogue 48 x 64, dragoon 72 x 91, brawler 56 x 76, cleric 50 x 70, wizard 52 x 80.
import XCTest
import Easel

extension SeedExpectations {
    /// Width of the three-image HStack: 48 + 8 + 72 + 8 + 56.
    static let alignmentsStackWidth: CGFloat = 192

    /// The three images at x = 0, 56, 136, as the stack's width rule gives.
    static func assertThreeImagesInARow(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(l.image("rogue", file: file, line: line).minX, 0, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line).minX, 56, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minX, 136, file: file, line: line)
    }

    /// 01 (AlignTop): "Each child's resulting vertical position is 0"; width = sum + spacing, height = tallest.
    static func alignTop(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("rogue", file: file, line: line), 0, 0, 48, 64, file: file, line: line)
        assertRect(l.image("dragoon", file: file, line: line), 56, 0, 72, 91, file: file, line: line)
        assertRect(l.image("brawler", file: file, line: line), 136, 0, 56, 76, file: file, line: line)
        assertRect(l.node("HStack", file: file, line: line).rect, 0, 0, alignmentsStackWidth, 91, file: file, line: line)
    }

    /// 02 (AlignCenter): the table's centre guides are 32, 45.5 (the article prints 45) and 38: the rogue
    /// moves down 45.5 − 32 = 13.5 (the article: 13) and the brawler 45.5 − 38 = 7.5 (the article: 7) at @2x;
    /// `at1x`, the same scene at @1x, snaps positions to whole points: 14 and 8.
    static func alignCenter(_ l: LayoutSnapshot, at1x l1: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertThreeImagesInARow(l, file: file, line: line)
        XCTAssertEqual(l.image("rogue", file: file, line: line).minY, 13.5, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line).minY, 0, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minY, 7.5, file: file, line: line)
        // Every centre on the stack's centre line, 45.5.
        for name in ["rogue", "dragoon", "brawler"] { XCTAssertEqual(l.image(name, file: file, line: line).midY, 45.5, name, file: file, line: line) }
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.height, 91, file: file, line: line)
        assertRect(l.node("HStack", file: file, line: line).rect, 0, 0, alignmentsStackWidth, 91, file: file, line: line)
        XCTAssertEqual(l1.image("rogue", file: file, line: line).minY, 14, file: file, line: line)
        XCTAssertEqual(l1.image("brawler", file: file, line: line).minY, 8, file: file, line: line)
    }

    /// 03 (AlignBottom): the .bottom guides are the heights (64, 91, 76): every bottom edge on 91, the feet
    /// (61, 84, 70) are not.
    static func alignBottom(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertThreeImagesInARow(l, file: file, line: line)
        XCTAssertEqual(l.image("rogue", file: file, line: line).minY, 27, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line).minY, 0, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minY, 15, file: file, line: line)
        for name in ["rogue", "dragoon", "brawler"] { XCTAssertEqual(l.image(name, file: file, line: line).maxY, 91, name, file: file, line: line) }
        // "That doesn't quite cut it": the feet land on three different rows.
        XCTAssertEqual(
            Set([
                l.image("rogue", file: file, line: line).minY + 61, l.image("dragoon", file: file, line: line).minY + 84,
                l.image("brawler", file: file, line: line).minY + 70,
            ]), [88, 84, 85], file: file, line: line)
    }

    /// 04: "We can now use `.feet` anywhere we would have used .bottom and it'll have the same effect":
    /// the same frames as `bottom`, the .bottom scene's layout.
    static func alignFeetDefault(_ l: LayoutSnapshot, bottom: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        for name in ["rogue", "dragoon", "brawler"] {
            XCTAssertEqual(l.image(name, file: file, line: line), bottom.image(name, file: file, line: line), name, file: file, line: line)
        }
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect, bottom.node("HStack", file: file, line: line).rect, file: file, line: line)
        alignBottom(l, file: file, line: line)
    }

    /// 05 and 11 (AlignFeet): "Adding the second image repositions the first by 23 … the third … positioned at 14."
    static func alignFeet(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertThreeImagesInARow(l, file: file, line: line)
        XCTAssertEqual(l.image("rogue", file: file, line: line).minY, 23, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line).minY, 0, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minY, 14, file: file, line: line)
        // Every character stands on row 84.
        XCTAssertEqual(l.image("rogue", file: file, line: line).minY + 61, 84, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minY + 70, 84, file: file, line: line)
        XCTAssertEqual(l.node("HStack", file: file, line: line).rect.height, 91, file: file, line: line)
        assertRect(l.node("HStack", file: file, line: line).rect, 0, 0, alignmentsStackWidth, 91, file: file, line: line)
    }

    /// 06: `d[.bottom] * 0.75`: the cleric's guide is 52.5; next to the rogue (default .custom = centre, 32)
    /// the rogue moves down 20.5 and the stack is 64 + 20.5 = 84.5 tall.
    static func alignDerivedCleric(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("rogue", file: file, line: line), 0, 20.5, 48, 64, file: file, line: line)
        assertRect(l.image("cleric", file: file, line: line), 56, 0, 50, 70, file: file, line: line)
        XCTAssertEqual(
            l.image("cleric", file: file, line: line).minY + 70 * 0.75, l.image("rogue", file: file, line: line).midY,
            "75% of the cleric on the rogue's centre", file: file, line: line)
        assertRect(l.node("HStack", file: file, line: line).rect, 0, 0, 106, 84.5, file: file, line: line)
    }

    /// 07: `min(d.width, d.height)`: the 52 x 80 wizard's guide is 52; next to the rogue (default .square =
    /// bottom, 64) the wizard moves down 12 and the stack is 12 + 80 = 92 tall.
    static func alignDerivedWizard(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("rogue", file: file, line: line), 0, 0, 48, 64, file: file, line: line)
        assertRect(l.image("wizard", file: file, line: line), 56, 12, 52, 80, file: file, line: line)
        XCTAssertEqual(
            l.image("wizard", file: file, line: line).minY + 52, l.image("rogue", file: file, line: line).maxY,
            "the wizard's width below its top on the rogue's bottom", file: file, line: line)
        assertRect(l.node("HStack", file: file, line: line).rect, 0, 0, 108, 92, file: file, line: line)
    }

    /// 08 and 12 (AlignCustom): rogue at 0, dragoon at 64, brawler at 64 − 38 = 26; "the stack's height becomes 155".
    static func alignCustom(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertThreeImagesInARow(l, file: file, line: line)
        XCTAssertEqual(l.image("rogue", file: file, line: line).minY, 0, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line).minY, 64, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minY, 26, file: file, line: line)
        // The rogue's bottom, the dragoon's top and the brawler's centre on one row.
        XCTAssertEqual(l.image("rogue", file: file, line: line).maxY, 64, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).midY, 64, file: file, line: line)
        assertRect(l.node("HStack", file: file, line: line).rect, 0, 0, alignmentsStackWidth, 155, file: file, line: line)
    }

    /// 09 and 13 (AlignAnchor): today's ZStack is the union of its aligned children, 104 x 167: the article's
    /// intended result; its beta 3 picture (FB6645146) kept the size of the largest child, 72 x 91.
    static func alignAnchor(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        assertRect(l.image("rogue", file: file, line: line), 0, 12, 48, 64, file: file, line: line)
        assertRect(l.image("dragoon", file: file, line: line), 12, 76, 72, 91, file: file, line: line)
        assertRect(l.image("brawler", file: file, line: line), 48, 0, 56, 76, file: file, line: line)
        // One anchor point (48, 76): the rogue's bottom-trailing, the dragoon's top centre, the brawler's
        // bottom-leading. Lines: x = rogue's trailing (48), y = brawler's bottom (76).
        XCTAssertEqual(
            CGPoint(x: l.image("rogue", file: file, line: line).maxX, y: l.image("rogue", file: file, line: line).maxY), CGPoint(x: 48, y: 76), file: file,
            line: line)
        XCTAssertEqual(
            CGPoint(x: l.image("dragoon", file: file, line: line).midX, y: l.image("dragoon", file: file, line: line).minY), CGPoint(x: 48, y: 76), file: file,
            line: line)
        XCTAssertEqual(
            CGPoint(x: l.image("brawler", file: file, line: line).minX, y: l.image("brawler", file: file, line: line).maxY), CGPoint(x: 48, y: 76), file: file,
            line: line)
        assertRect(l.node("ZStack", file: file, line: line).rect, 0, 0, 104, 167, file: file, line: line)
        XCTAssertEqual(
            l.root.children.map { $0.first { $0.kind == "Image" }?.label }, ["rogue", "dragoon", "brawler"],
            "first child at the back", file: file, line: line)
    }

    /// 10 (AlignAcrossViews): the HStack passes its .feet value (84) up to the ZStack; the yellow line's
    /// default .feet is its bottom, so the 1-point line covers row 83–84, on the characters' feet.
    static func alignAcrossViews(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let zstack = l.node("ZStack", file: file, line: line)
        XCTAssertEqual(zstack.children.map(\.kind), ["border", "frame"], file: file, line: line)
        guard zstack.children.count == 2 else { return }
        XCTAssertEqual(zstack.children[1].children.first?.kind, "Rectangle", file: file, line: line)
        let stack = l.node("HStack", file: file, line: line).rect, yellow = zstack.children[1].rect
        assertRect(stack, 4, 0, alignmentsStackWidth, 91, file: file, line: line)
        assertRect(yellow, 0, 83, 200, 1, file: file, line: line)
        XCTAssertEqual(yellow.maxY, stack.minY + 84, file: file, line: line)
        XCTAssertEqual(l.image("rogue", file: file, line: line).minY + 61, 84, file: file, line: line)
        XCTAssertEqual(l.image("rogue", file: file, line: line).minY + 61, yellow.maxY, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line).minY + 84, yellow.maxY, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minY + 70, yellow.maxY, file: file, line: line)
        assertRect(zstack.rect, 0, 0, 200, 91, file: file, line: line)
        // The line is as wide as the ZStack: the HStack (192) is centred in it.
        XCTAssertEqual(stack.midX, 100, file: file, line: line)
        // Borders: three red on the images, one green on the stack, each exactly its view's frame.
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 4, file: file, line: line)
        for name in ["rogue", "dragoon", "brawler"] {
            XCTAssertEqual(borders.first { $0.children.first?.label == name }?.rect, l.image(name, file: file, line: line), name, file: file, line: line)
        }
        XCTAssertEqual(borders.first { $0.children.first?.kind == "HStack" }?.rect, stack, file: file, line: line)
    }
}
