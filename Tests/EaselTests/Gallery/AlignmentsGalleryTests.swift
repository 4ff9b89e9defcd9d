// Seed gallery: "Alignments" (seed 000, and the later edition in seed 001 where its code differs).
// Each scene under fixtures/seeds/alignments/ is evaluated from source, compared with its compiled form,
// checked against every number the article states, and snapshotted into golden/seeds/alignments-NN-slug.png.
// Images: rogue 48 x 64, dragoon 72 x 91, brawler 56 x 76, cleric 50 x 70, wizard 52 x 80.
import XCTest
import Easel
@testable import EaselGallery

/// Compiled forms of the examples that Sources/EaselGallery/Seed000Alignments.swift does not have,
/// pasted from the scene files (the alignment extensions come from Sources/EaselGallery/SeedAlignments.swift).
enum AlignmentsGallery {
    /// 04: the `.feet` extension alone, used without alignment guides.
    enum FeetDefault {
        struct ContentView : View {
            var body: some View {
                HStack(alignment: .feet) {
                    Image("rogue")
                    Image("dragoon")
                    Image("brawler")
                }
            }
        }
    }
    /// 06: the cleric's derived guide, next to the rogue.
    enum Cleric {
        struct ContentView : View {
            var body: some View {
                HStack(alignment: .custom) {
                    Image("rogue")
                    Image("cleric")
                        .alignmentGuide(.custom) { d in d[.bottom] * 0.75 }
                }
            }
        }
    }
    /// 07: the wizard's guide derived from its width, next to the rogue.
    enum Wizard {
        struct ContentView : View {
            var body: some View {
                HStack(alignment: .square) {
                    Image("rogue")
                    Image("wizard")
                        .alignmentGuide(.square) { d in min(d.width, d.height) }
                }
            }
        }
    }
}

final class AlignmentsGalleryTests: XCTestCase {
    /// Width of the three-image HStack: 48 + 8 + 72 + 8 + 56.
    let width: CGFloat = 192

    /// The three images at x = 0, 56, 136, as the stack's width rule gives.
    func assertThreeImagesInARow(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(l.image("rogue", file: file, line: line).minX, 0, file: file, line: line)
        XCTAssertEqual(l.image("dragoon", file: file, line: line).minX, 56, file: file, line: line)
        XCTAssertEqual(l.image("brawler", file: file, line: line).minX, 136, file: file, line: line)
    }

    // MARK: Seed 000

    /// "Each child's resulting vertical position is 0"; width = sum + spacing, height = tallest.
    func test01Top() throws {
        let scene = try SeedScene("alignments/01-top.swift")
        try assertSameLayout(scene, AlignTop.ContentView())
        let l = try scene.layout()
        assertRect(l.image("rogue"), 0, 0, 48, 64)
        assertRect(l.image("dragoon"), 56, 0, 72, 91)
        assertRect(l.image("brawler"), 136, 0, 56, 76)
        assertRect(l.node("HStack").rect, 0, 0, width, 91)
        assertSeedSnapshot(scene, named: "alignments-01-top")
    }

    /// The table's centre guides are 32, 45.5 (the article prints 45) and 38: the rogue moves down
    /// 45.5 − 32 = 13.5 (the article: 13) and the brawler 45.5 − 38 = 7.5 (the article: 7) at @2x.
    func test02Center() throws {
        let scene = try SeedScene("alignments/02-center.swift")
        try assertSameLayout(scene, AlignCenter.ContentView())
        let l = try scene.layout()
        assertThreeImagesInARow(l)
        XCTAssertEqual(l.image("rogue").minY, 13.5)
        XCTAssertEqual(l.image("dragoon").minY, 0)
        XCTAssertEqual(l.image("brawler").minY, 7.5)
        // Every centre on the stack's centre line, 45.5.
        for name in ["rogue", "dragoon", "brawler"] { XCTAssertEqual(l.image(name).midY, 45.5, name) }
        assertRect(l.node("HStack").rect, 0, 0, width, 91)
        // At @1x positions snap to whole points: 14 and 8.
        let l1 = try scene.layout(scale: 1)
        XCTAssertEqual(l1.image("rogue").minY, 14)
        XCTAssertEqual(l1.image("brawler").minY, 8)
        assertSeedSnapshot(scene, named: "alignments-02-center")
    }

    /// The .bottom guides are the heights (64, 91, 76): every bottom edge on 91, the feet (61, 84, 70) are not.
    func test03Bottom() throws {
        let scene = try SeedScene("alignments/03-bottom.swift")
        try assertSameLayout(scene, AlignBottom.ContentView())
        let l = try scene.layout()
        assertThreeImagesInARow(l)
        XCTAssertEqual(l.image("rogue").minY, 27)
        XCTAssertEqual(l.image("dragoon").minY, 0)
        XCTAssertEqual(l.image("brawler").minY, 15)
        for name in ["rogue", "dragoon", "brawler"] { XCTAssertEqual(l.image(name).maxY, 91, name) }
        // "That doesn't quite cut it": the feet land on three different rows.
        XCTAssertEqual(Set([l.image("rogue").minY + 61, l.image("dragoon").minY + 84, l.image("brawler").minY + 70]), [88, 84, 85])
        assertSeedSnapshot(scene, named: "alignments-03-bottom")
    }

    /// "We can now use `.feet` anywhere we would have used .bottom and it'll have the same effect."
    func test04FeetDefaultsToBottom() throws {
        let scene = try SeedScene("alignments/04-feet-default.swift")
        try assertSameLayout(scene, AlignmentsGallery.FeetDefault.ContentView())
        let feet = try scene.layout(), bottom = try SeedScene("alignments/03-bottom.swift").layout()
        for name in ["rogue", "dragoon", "brawler"] { XCTAssertEqual(feet.image(name), bottom.image(name), name) }
        XCTAssertEqual(feet.node("HStack").rect, bottom.node("HStack").rect)
        assertSeedSnapshot(scene, named: "alignments-04-feet-default")
    }

    /// "Adding the second image repositions the first by 23 … the third … positioned at 14."
    func test05Feet() throws {
        let scene = try SeedScene("alignments/05-feet.swift")
        try assertSameLayout(scene, AlignFeet.ContentView())
        let l = try scene.layout()
        try assertFeetLayout(l)
        assertSeedSnapshot(scene, named: "alignments-05-feet")
    }

    func assertFeetLayout(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        assertThreeImagesInARow(l, file: file, line: line)
        XCTAssertEqual(l.image("rogue").minY, 23, file: file, line: line)
        XCTAssertEqual(l.image("dragoon").minY, 0, file: file, line: line)
        XCTAssertEqual(l.image("brawler").minY, 14, file: file, line: line)
        // Every character stands on row 84.
        XCTAssertEqual(l.image("rogue").minY + 61, 84, file: file, line: line)
        XCTAssertEqual(l.image("brawler").minY + 70, 84, file: file, line: line)
        assertRect(l.node("HStack").rect, 0, 0, width, 91, file: file, line: line)
    }

    /// `d[.bottom] * 0.75`: the cleric's guide is 52.5; next to the rogue (default .custom = centre, 32)
    /// the rogue moves down 20.5 and the stack is 64 + 20.5 = 84.5 tall.
    func test06DerivedCleric() throws {
        let scene = try SeedScene("alignments/06-derived-cleric.swift")
        try assertSameLayout(scene, AlignmentsGallery.Cleric.ContentView())
        let l = try scene.layout()
        assertRect(l.image("rogue"), 0, 20.5, 48, 64)
        assertRect(l.image("cleric"), 56, 0, 50, 70)
        XCTAssertEqual(l.image("cleric").minY + 70 * 0.75, l.image("rogue").midY, "75% of the cleric on the rogue's centre")
        assertRect(l.node("HStack").rect, 0, 0, 106, 84.5)
        assertSeedSnapshot(scene, named: "alignments-06-derived-cleric")
    }

    /// `min(d.width, d.height)`: the 52 x 80 wizard's guide is 52; next to the rogue (default .square =
    /// bottom, 64) the wizard moves down 12 and the stack is 12 + 80 = 92 tall.
    func test07DerivedWizard() throws {
        let scene = try SeedScene("alignments/07-derived-wizard.swift")
        try assertSameLayout(scene, AlignmentsGallery.Wizard.ContentView())
        let l = try scene.layout()
        assertRect(l.image("rogue"), 0, 0, 48, 64)
        assertRect(l.image("wizard"), 56, 12, 52, 80)
        XCTAssertEqual(l.image("wizard").minY + 52, l.image("rogue").maxY, "the wizard's width below its top on the rogue's bottom")
        assertRect(l.node("HStack").rect, 0, 0, 108, 92)
        assertSeedSnapshot(scene, named: "alignments-07-derived-wizard")
    }

    /// Rogue at 0, dragoon at 64, brawler at 64 − 38 = 26; "the stack's height becomes 155".
    func test08Custom() throws {
        let scene = try SeedScene("alignments/08-custom.swift")
        try assertSameLayout(scene, AlignCustom.ContentView())
        try assertCustomLayout(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-08-custom")
    }

    func assertCustomLayout(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        assertThreeImagesInARow(l, file: file, line: line)
        XCTAssertEqual(l.image("rogue").minY, 0, file: file, line: line)
        XCTAssertEqual(l.image("dragoon").minY, 64, file: file, line: line)
        XCTAssertEqual(l.image("brawler").minY, 26, file: file, line: line)
        // The rogue's bottom, the dragoon's top and the brawler's centre on one row.
        XCTAssertEqual(l.image("rogue").maxY, 64, file: file, line: line)
        XCTAssertEqual(l.image("brawler").midY, 64, file: file, line: line)
        assertRect(l.node("HStack").rect, 0, 0, width, 155, file: file, line: line)
    }

    /// Today's ZStack is the union of its aligned children, 104 x 167: the article's intended result;
    /// its beta 3 picture (FB6645146) kept the size of the largest child, 72 x 91.
    func test09Anchor() throws {
        let scene = try SeedScene("alignments/09-anchor.swift")
        try assertSameLayout(scene, AlignAnchor.ContentView())
        try assertAnchorLayout(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-09-anchor")
    }

    func assertAnchorLayout(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        assertRect(l.image("rogue"), 0, 12, 48, 64, file: file, line: line)
        assertRect(l.image("dragoon"), 12, 76, 72, 91, file: file, line: line)
        assertRect(l.image("brawler"), 48, 0, 56, 76, file: file, line: line)
        // One anchor point (48, 76): the rogue's bottom-trailing, the dragoon's top centre, the brawler's bottom-leading.
        XCTAssertEqual(CGPoint(x: l.image("rogue").maxX, y: l.image("rogue").maxY), CGPoint(x: 48, y: 76), file: file, line: line)
        XCTAssertEqual(CGPoint(x: l.image("dragoon").midX, y: l.image("dragoon").minY), CGPoint(x: 48, y: 76), file: file, line: line)
        XCTAssertEqual(CGPoint(x: l.image("brawler").minX, y: l.image("brawler").maxY), CGPoint(x: 48, y: 76), file: file, line: line)
        assertRect(l.node("ZStack").rect, 0, 0, 104, 167, file: file, line: line)
        XCTAssertEqual(l.root.children.map { $0.first { $0.kind == "Image" }?.label }, ["rogue", "dragoon", "brawler"],
                       "first child at the back", file: file, line: line)
    }

    /// The HStack passes its .feet value (84) up to the ZStack; the yellow line's default .feet is its bottom,
    /// so the 1-point line covers row 83–84, on the characters' feet.
    func test10AcrossViews() throws {
        let scene = try SeedScene("alignments/10-across-views.swift")
        try assertSameLayout(scene, AlignAcrossViews.ContentView())
        let l = try scene.layout()
        let zstack = l.node("ZStack")
        XCTAssertEqual(zstack.children.map(\.kind), ["border", "frame"])
        let stack = l.node("HStack").rect, line = zstack.children[1].rect
        assertRect(stack, 4, 0, width, 91)
        assertRect(line, 0, 83, 200, 1)
        XCTAssertEqual(line.maxY, stack.minY + 84)
        XCTAssertEqual(l.image("rogue").minY + 61, line.maxY)
        XCTAssertEqual(l.image("dragoon").minY + 84, line.maxY)
        XCTAssertEqual(l.image("brawler").minY + 70, line.maxY)
        assertRect(zstack.rect, 0, 0, 200, 91)
        // The line is as wide as the ZStack: the HStack (192) is centred in it.
        XCTAssertEqual(stack.midX, 100)
        // Borders: three red on the images, one green on the stack, each exactly its view's frame.
        let borders = l.root.all { $0.kind == "border" }
        XCTAssertEqual(borders.count, 4)
        for name in ["rogue", "dragoon", "brawler"] {
            XCTAssertEqual(borders.first { $0.children.first?.label == name }?.rect, l.image(name), name)
        }
        XCTAssertEqual(borders.first { $0.children.first?.kind == "HStack" }?.rect, stack)
        // The scene draws its own borders and line (the article made its pictures this way): no debug overlay.
        assertSeedSnapshot(scene, named: "alignments-10-across-views", debug: false)
    }

    // MARK: Seed 001 (later edition): CGFloat in place of Length

    func test11FeetCGFloat() throws {
        let scene = try SeedScene("alignments/11-feet-cgfloat.swift")
        try assertSameLayout(scene, AlignFeet.ContentView())
        try assertFeetLayout(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-11-feet-cgfloat")
    }

    func test12CustomCGFloat() throws {
        let scene = try SeedScene("alignments/12-custom-cgfloat.swift")
        try assertSameLayout(scene, AlignCustom.ContentView())
        try assertCustomLayout(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-12-custom-cgfloat")
    }

    /// Seed 001: "The size of a ZStack is still the union of the bounds of its children."
    func test13AnchorCGFloat() throws {
        let scene = try SeedScene("alignments/13-anchor-cgfloat.swift")
        try assertSameLayout(scene, AlignAnchor.ContentView())
        try assertAnchorLayout(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-13-anchor-cgfloat")
    }
}
