// Seed gallery: "Stacks" (seed 000).
// Each scene under fixtures/seeds/stacks/ is evaluated from source, compared with its compiled form
// (Sources/EaselGallery/Seed000StacksAndFixedSizes.swift, or below for the examples the article shows
// only as pictures), checked against what the article states, and snapshotted into
// golden/seeds/stacks-NN-slug.png. The barbarian image is 101 x 92, icon64 64 x 64; spacing is 8.
import XCTest
import Easel
@testable import EaselGallery

/// Compiled forms of the scenes reconstructed from the article's pictures, pasted from the scene files.
enum StacksGallery {
    enum Reversed {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Text("Nogistune Takeshi")
                        .font(.title)

                    Image("barbarian")
                }
            }
        }
    }
    enum MoreChildren {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("barbarian")

                    Text("Nogistune Takeshi")
                        .font(.title)

                    Image("icon64")

                    Text("Barbarian")
                        .font(.title)
                }
            }
        }
    }
    enum LargerFrame {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("barbarian")

                    Text("Nogistune Takeshi")
                        .font(.title)
                }
                .frame(width: 400, height: 150)
            }
        }
    }
    enum NarrowFrame {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Image("barbarian")

                    Text("Nogistune Takeshi")
                        .font(.title)
                }
                .frame(width: 250)
            }
        }
    }
    enum VStackMoreChildren {
        struct ContentView: View {
            var body: some View {
                VStack {
                    Image("barbarian")

                    Text("Nogistune Takeshi")
                        .font(.title)

                    Image("icon64")

                    Text("Barbarian")
                        .font(.title)
                }
            }
        }
    }
    enum VStackSmallFrame {
        struct ContentView: View {
            var body: some View {
                VStack {
                    Image("barbarian")

                    Text("Nogistune Takeshi")
                        .font(.title)
                }
                .frame(width: 120, height: 100)
                .border(Color.gray)
            }
        }
    }
}

final class StacksGalleryTests: XCTestCase {
    // The expectations are in Seeds/Expectations/StacksExpectations.swift, shared with SeedStacksTests.

    func hstack() throws -> LayoutSnapshot { try SeedScene("stacks/01-hstack.swift").layout() }

    func test01HStack() throws {
        let scene = try SeedScene("stacks/01-hstack.swift")
        try assertSameLayout(scene, Stacks.HStackExample())
        try SeedExpectations.stacksHStack(try scene.layout())
        assertSeedSnapshot(scene, named: "stacks-01-hstack")
    }

    func test02HStackReversed() throws {
        let scene = try SeedScene("stacks/02-hstack-reversed.swift")
        try assertSameLayout(scene, StacksGallery.Reversed.ContentView())
        try SeedExpectations.stacksHStackReversed(try scene.layout(), hstack: try hstack())
        assertSeedSnapshot(scene, named: "stacks-02-hstack-reversed")
    }

    func test03HStackMoreChildren() throws {
        let scene = try SeedScene("stacks/03-hstack-more-children.swift")
        try assertSameLayout(scene, StacksGallery.MoreChildren.ContentView())
        try SeedExpectations.stacksHStackMoreChildren(try scene.layout(), hstack: try hstack())
        assertSeedSnapshot(scene, named: "stacks-03-hstack-more-children")
    }

    func test04HStackLargerFrame() throws {
        let scene = try SeedScene("stacks/04-hstack-larger-frame.swift")
        try assertSameLayout(scene, StacksGallery.LargerFrame.ContentView())
        SeedExpectations.stacksHStackLargerFrame(try scene.layout(), hstack: try hstack())
        assertSeedSnapshot(scene, named: "stacks-04-hstack-larger-frame")
    }

    func test05HStackNarrowFrame() throws {
        let scene = try SeedScene("stacks/05-hstack-narrow-frame.swift")
        try assertSameLayout(scene, StacksGallery.NarrowFrame.ContentView())
        try SeedExpectations.stacksHStackNarrowFrame(
            try scene.layout(),
            oneLine: try layout(Stacks.HStackExample().lineLimit(1).frame(width: 250), scale: 2))
        assertSeedSnapshot(scene, named: "stacks-05-hstack-narrow-frame")
    }

    func test06TwoTexts() throws {
        let scene = try SeedScene("stacks/06-two-texts.swift")
        try assertSameLayout(scene, Stacks.TwoTexts().frame(width: 300))
        try SeedExpectations.stacksTwoTexts(try scene.layout())
        SeedExpectations.stacksTwoTextsOneLine(try layout(Stacks.TwoTexts().lineLimit(1).frame(width: 300), scale: 2))
        assertSeedSnapshot(scene, named: "stacks-06-two-texts")
    }

    func test07LayoutPriority() throws {
        let scene = try SeedScene("stacks/07-layout-priority.swift")
        try assertSameLayout(scene, Stacks.Priority().frame(width: 320))
        try SeedExpectations.stacksLayoutPriority(try scene.layout())
        // As in the article's picture (one line), at this width and at the previous example's 300.
        for width: CGFloat in [300, 320] {
            SeedExpectations.stacksLayoutPriorityOneLine(try layout(Stacks.Priority().lineLimit(1).frame(width: width), scale: 2), width: width)
        }
        assertSeedSnapshot(scene, named: "stacks-07-layout-priority")
    }

    func test08VStack() throws {
        let scene = try SeedScene("stacks/08-vstack.swift")
        try assertSameLayout(scene, Stacks.VStackExample())
        try SeedExpectations.stacksVStack(try scene.layout())
        assertSeedSnapshot(scene, named: "stacks-08-vstack")
    }

    func test09VStackMoreChildren() throws {
        let scene = try SeedScene("stacks/09-vstack-more-children.swift")
        try assertSameLayout(scene, StacksGallery.VStackMoreChildren.ContentView())
        try SeedExpectations.stacksVStackMoreChildren(try scene.layout())
        assertSeedSnapshot(scene, named: "stacks-09-vstack-more-children")
    }

    func test10VStackSmallFrame() throws {
        let scene = try SeedScene("stacks/10-vstack-small-frame.swift")
        try assertSameLayout(scene, StacksGallery.VStackSmallFrame.ContentView())
        SeedExpectations.stacksVStackSmallFrame(try scene.layout(), onCanvas: try scene.layout(proposed: ProposedViewSize(width: 200, height: 220)))
        assertSeedSnapshot(scene, named: "stacks-10-vstack-small-frame", size: CGSize(width: 200, height: 220))
    }

    func test11ZStack() throws {
        let scene = try SeedScene("stacks/11-zstack.swift")
        try assertSameLayout(scene, Stacks.ZStackExample())
        try SeedExpectations.stacksZStack(try scene.layout())
        assertSeedSnapshot(scene, named: "stacks-11-zstack")
    }
}
