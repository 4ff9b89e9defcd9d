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
        struct ContentView: View {
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
        struct ContentView: View {
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
        struct ContentView: View {
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
    // The expectations are in Seeds/Expectations/AlignmentsExpectations.swift, shared with Seed000AlignmentTests.

    // MARK: Seed 000

    func test01Top() throws {
        let scene = try SeedScene("alignments/01-top.swift")
        try assertSameLayout(scene, AlignTop.ContentView())
        SeedExpectations.alignTop(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-01-top")
    }

    func test02Center() throws {
        let scene = try SeedScene("alignments/02-center.swift")
        try assertSameLayout(scene, AlignCenter.ContentView())
        SeedExpectations.alignCenter(try scene.layout(), at1x: try scene.layout(scale: 1))
        assertSeedSnapshot(scene, named: "alignments-02-center")
    }

    func test03Bottom() throws {
        let scene = try SeedScene("alignments/03-bottom.swift")
        try assertSameLayout(scene, AlignBottom.ContentView())
        SeedExpectations.alignBottom(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-03-bottom")
    }

    func test04FeetDefaultsToBottom() throws {
        let scene = try SeedScene("alignments/04-feet-default.swift")
        try assertSameLayout(scene, AlignmentsGallery.FeetDefault.ContentView())
        SeedExpectations.alignFeetDefault(try scene.layout(), bottom: try SeedScene("alignments/03-bottom.swift").layout())
        assertSeedSnapshot(scene, named: "alignments-04-feet-default")
    }

    func test05Feet() throws {
        let scene = try SeedScene("alignments/05-feet.swift")
        try assertSameLayout(scene, AlignFeet.ContentView())
        SeedExpectations.alignFeet(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-05-feet")
    }

    func test06DerivedCleric() throws {
        let scene = try SeedScene("alignments/06-derived-cleric.swift")
        try assertSameLayout(scene, AlignmentsGallery.Cleric.ContentView())
        SeedExpectations.alignDerivedCleric(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-06-derived-cleric")
    }

    func test07DerivedWizard() throws {
        let scene = try SeedScene("alignments/07-derived-wizard.swift")
        try assertSameLayout(scene, AlignmentsGallery.Wizard.ContentView())
        SeedExpectations.alignDerivedWizard(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-07-derived-wizard")
    }

    func test08Custom() throws {
        let scene = try SeedScene("alignments/08-custom.swift")
        try assertSameLayout(scene, AlignCustom.ContentView())
        SeedExpectations.alignCustom(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-08-custom")
    }

    func test09Anchor() throws {
        let scene = try SeedScene("alignments/09-anchor.swift")
        try assertSameLayout(scene, AlignAnchor.ContentView())
        SeedExpectations.alignAnchor(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-09-anchor")
    }

    func test10AcrossViews() throws {
        let scene = try SeedScene("alignments/10-across-views.swift")
        try assertSameLayout(scene, AlignAcrossViews.ContentView())
        SeedExpectations.alignAcrossViews(try scene.layout())
        // The scene draws its own borders and line (the article made its pictures this way): no debug overlay.
        assertSeedSnapshot(scene, named: "alignments-10-across-views", debug: false)
    }

    // MARK: Seed 001 (later edition): CGFloat in place of Length

    func test11FeetCGFloat() throws {
        let scene = try SeedScene("alignments/11-feet-cgfloat.swift")
        try assertSameLayout(scene, AlignFeet.ContentView())
        SeedExpectations.alignFeet(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-11-feet-cgfloat")
    }

    func test12CustomCGFloat() throws {
        let scene = try SeedScene("alignments/12-custom-cgfloat.swift")
        try assertSameLayout(scene, AlignCustom.ContentView())
        SeedExpectations.alignCustom(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-12-custom-cgfloat")
    }

    /// Seed 001: "The size of a ZStack is still the union of the bounds of its children."
    func test13AnchorCGFloat() throws {
        let scene = try SeedScene("alignments/13-anchor-cgfloat.swift")
        try assertSameLayout(scene, AlignAnchor.ContentView())
        SeedExpectations.alignAnchor(try scene.layout())
        assertSeedSnapshot(scene, named: "alignments-13-anchor-cgfloat")
    }
}
