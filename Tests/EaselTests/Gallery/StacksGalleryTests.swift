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
        struct ContentView : View {
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
        struct ContentView : View {
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
        struct ContentView : View {
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
        struct ContentView : View {
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
        struct ContentView : View {
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
        struct ContentView : View {
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
    /// One line of the .title font (28 pt Inter).
    let titleLine: CGFloat = 33.886
    let spacing: CGFloat = 8

    /// The one-line width of a title-font string.
    func titleWidth(_ s: String) throws -> CGFloat {
        try layout(Text(s).font(.title), scale: 2).node("Text").rect.width
    }

    func texts(_ l: LayoutSnapshot) -> [LayoutSnapshot.Node] { l.root.all { $0.kind == "Text" } }

    /// "The height of the horizontal stack is the height of its largest child"; "the width … is the sum of
    /// the widths of each of its children, plus the spacing between them"; the shorter Text is centred.
    func test01HStack() throws {
        let scene = try SeedScene("stacks/01-hstack.swift")
        try assertSameLayout(scene, Stacks.HStackExample())
        let l = try scene.layout()
        let stack = l.node("HStack").rect, image = l.image("barbarian"), text = l.node("Text").rect
        let name = try titleWidth("Nogistune Takeshi")
        XCTAssertEqual(l.node("Text").lines, ["Nogistune Takeshi"])
        assertRect(image, 0, 0, 101, 92)
        assertRect(text, 109, 29, name, titleLine)
        assertRect(stack, 0, 0, 101 + spacing + name, 92)
        XCTAssertEqual(text.midY, stack.midY, accuracy: 0.25, "the shorter child is centred")
        assertSeedSnapshot(scene, named: "stacks-01-hstack")
    }

    /// "The height of the stack is the height of its largest child, not just the first child."
    func test02HStackReversed() throws {
        let scene = try SeedScene("stacks/02-hstack-reversed.swift")
        try assertSameLayout(scene, StacksGallery.Reversed.ContentView())
        let l = try scene.layout()
        let name = try titleWidth("Nogistune Takeshi")
        assertRect(l.node("Text").rect, 0, 29, name, titleLine)
        assertRect(l.image("barbarian"), 251.5, 0, 101, 92)
        assertRect(l.node("HStack").rect, 0, 0, name + spacing + 101, 92)
        XCTAssertEqual(l.node("HStack").rect.size, try SeedScene("stacks/01-hstack.swift").layout().node("HStack").rect.size)
        assertSeedSnapshot(scene, named: "stacks-02-hstack-reversed")
    }

    /// "The stack simply expands in width to accommodate its new children"; "the horizontal position of a
    /// child … is controlled only by the widths of the previous children".
    func test03HStackMoreChildren() throws {
        let scene = try SeedScene("stacks/03-hstack-more-children.swift")
        try assertSameLayout(scene, StacksGallery.MoreChildren.ContentView())
        let l = try scene.layout()
        let name = try titleWidth("Nogistune Takeshi"), label = try titleWidth("Barbarian")
        let stack = l.node("HStack")
        XCTAssertEqual(stack.rect.width, 101 + name + 64 + label + 3 * spacing, accuracy: 0.001)
        XCTAssertEqual(stack.rect.height, 92)
        XCTAssertEqual(stack.children.map(\.rect.minX), [0, 109, 360.5, 432.5])  // each after the previous + 8, on the @2x grid
        assertRect(l.image("icon64"), 360.5, 14, 64, 64)
        assertRect(l.node("Text", "Barbarian").rect, 432.5, 29, label, titleLine)
        // The first two children are where they were without the new ones.
        let before = try SeedScene("stacks/01-hstack.swift").layout()
        XCTAssertEqual(l.image("barbarian"), before.image("barbarian"))
        XCTAssertEqual(l.node("Text", "Nogistune Takeshi").rect, before.node("Text").rect)
        assertSeedSnapshot(scene, named: "stacks-03-hstack-more-children")
    }

    /// "The stack does not expand to fill the space of its parent": it keeps its size, centred in the frame.
    func test04HStackLargerFrame() throws {
        let scene = try SeedScene("stacks/04-hstack-larger-frame.swift")
        try assertSameLayout(scene, StacksGallery.LargerFrame.ContentView())
        let l = try scene.layout()
        let stack = l.node("HStack").rect, alone = try SeedScene("stacks/01-hstack.swift").layout().node("HStack").rect
        assertRect(l.node("frame").rect, 0, 0, 400, 150)
        XCTAssertEqual(stack.size, alone.size)
        XCTAssertEqual(stack.origin, CGPoint(x: 23.5, y: 29))
        XCTAssertEqual(stack.midX, 200, accuracy: 0.25)
        assertSeedSnapshot(scene, named: "stacks-04-hstack-larger-frame")
    }

    /// "The Text can help out by reducing its fixed size" so that the stack fits its 250-point parent.
    /// The 2019 beta truncated (the article's picture); today the Text wraps at the space. With
    /// `.lineLimit(1)` it truncates as in the picture.
    func test05HStackNarrowFrame() throws {
        let scene = try SeedScene("stacks/05-hstack-narrow-frame.swift")
        try assertSameLayout(scene, StacksGallery.NarrowFrame.ContentView())
        let l = try scene.layout()
        let stack = l.node("HStack").rect, text = l.node("Text")
        assertRect(l.node("frame").rect, 0, 0, 250, 92)
        XCTAssertLessThanOrEqual(stack.width, 250)
        XCTAssertEqual(text.lines, ["Nogistune", "Takeshi"])
        XCTAssertEqual(text.rect.width, try titleWidth("Nogistune"), accuracy: 0.001)
        XCTAssertEqual(text.rect.height, 2 * titleLine, accuracy: 0.001)
        assertRect(l.image("barbarian"), stack.minX, 0, 101, 92)
        // The 2019 picture: one line, truncated, the stack still within 250.
        let oneLine = try layout(Stacks.HStackExample().lineLimit(1).frame(width: 250), scale: 2)
        XCTAssertEqual(oneLine.node("Text").lines?.count, 1)
        XCTAssertTrue(oneLine.node("Text").lines?.first?.hasSuffix("…") ?? false, "\(oneLine.node("Text").lines ?? [])")
        XCTAssertLessThanOrEqual(oneLine.node("HStack").rect.width, 250)
        assertSeedSnapshot(scene, named: "stacks-05-hstack-narrow-frame")
    }

    /// "The stack has divided the space up fairly between them and caused them both to truncate": after the
    /// spacing (16) and the Image (101), the two Texts share 183 points. Today both wrap (a word wider than its
    /// share breaks between characters); with `.lineLimit(1)`, as in the 2019 picture, both truncate.
    func test06TwoTexts() throws {
        let scene = try SeedScene("stacks/06-two-texts.swift")
        try assertSameLayout(scene, Stacks.TwoTexts().frame(width: 300))
        let l = try scene.layout()
        let family = l.node("Text", "Nogistune"), given = l.node("Text", "Takeshi")
        XCTAssertEqual(family.lines, ["Nogistu", "ne"])
        XCTAssertEqual(given.lines, ["Takes", "hi"])
        XCTAssertLessThan(family.rect.width, try titleWidth("Nogistune"))
        XCTAssertLessThan(given.rect.width, try titleWidth("Takeshi"))
        XCTAssertLessThanOrEqual(family.rect.width + given.rect.width, 300 - 2 * spacing - 101 + 0.001)
        XCTAssertLessThanOrEqual(l.node("HStack").rect.width, 300)
        XCTAssertEqual(l.image("barbarian").size, CGSize(width: 101, height: 92), "the inflexible Image keeps its size")
        let oneLine = try layout(Stacks.TwoTexts().lineLimit(1).frame(width: 300), scale: 2)
        for t in texts(oneLine) {
            XCTAssertEqual(t.lines?.count, 1, t.label ?? "")
            XCTAssertTrue(t.lines?.first?.hasSuffix("…") ?? false, "\(t.label ?? ""): \(t.lines ?? [])")
        }
        assertSeedSnapshot(scene, named: "stacks-06-two-texts")
    }

    /// "The stack offers the remaining space to those with a higher layout priority first": the family name
    /// keeps its one-line width, only the given name gives way (wraps today; truncates with `.lineLimit(1)`).
    func test07LayoutPriority() throws {
        let scene = try SeedScene("stacks/07-layout-priority.swift")
        try assertSameLayout(scene, Stacks.Priority().frame(width: 320))
        let l = try scene.layout()
        let family = l.node("Text", "Nogistune"), given = l.node("Text", "Takeshi")
        XCTAssertEqual(family.lines, ["Nogistune"])
        XCTAssertEqual(family.rect.width, try titleWidth("Nogistune"), accuracy: 0.001)
        XCTAssertEqual(given.lines, ["Take", "shi"])
        XCTAssertLessThanOrEqual(given.rect.width, 320 - 2 * spacing - 101 - family.rect.width + 0.001)
        XCTAssertLessThanOrEqual(l.node("HStack").rect.width, 320)
        // As in the article's picture (one line), at this width and at the previous example's 300.
        for width: CGFloat in [300, 320] {
            let oneLine = try layout(Stacks.Priority().lineLimit(1).frame(width: width), scale: 2)
            XCTAssertEqual(oneLine.node("Text", "Nogistune").lines, ["Nogistune"], "\(width)")
            XCTAssertTrue(oneLine.node("Text", "Takeshi").lines?.first?.hasSuffix("…") ?? false,
                          "\(width): \(oneLine.node("Text", "Takeshi").lines ?? [])")
        }
        assertSeedSnapshot(scene, named: "stacks-07-layout-priority")
    }

    /// "The width of the vertical stack is the width of its largest child"; the height is the sum plus spacing.
    func test08VStack() throws {
        let scene = try SeedScene("stacks/08-vstack.swift")
        try assertSameLayout(scene, Stacks.VStackExample())
        let l = try scene.layout()
        let name = try titleWidth("Nogistune Takeshi")
        assertRect(l.node("VStack").rect, 0, 0, name, 92 + spacing + titleLine, accuracy: 0.001)
        assertRect(l.image("barbarian"), 71.5, 0, 101, 92)
        assertRect(l.node("Text").rect, 0, 100, name, titleLine)
        XCTAssertEqual(l.image("barbarian").midX, name / 2, accuracy: 0.25, "the narrower child is centred")
        assertSeedSnapshot(scene, named: "stacks-08-vstack")
    }

    /// "The height of the vertical stack is the sum of the heights of each its children, plus the spacing."
    func test09VStackMoreChildren() throws {
        let scene = try SeedScene("stacks/09-vstack-more-children.swift")
        try assertSameLayout(scene, StacksGallery.VStackMoreChildren.ContentView())
        let l = try scene.layout()
        let name = try titleWidth("Nogistune Takeshi")
        let stack = l.node("VStack")
        XCTAssertEqual(stack.rect.height, 92 + titleLine + 64 + titleLine + 3 * spacing, accuracy: 0.001)
        XCTAssertEqual(stack.rect.width, name, accuracy: 0.001)
        XCTAssertEqual(stack.children.map(\.rect.minY), [0, 100, 142, 214])
        for c in stack.children { XCTAssertEqual(c.rect.midX, name / 2, accuracy: 0.25, c.label ?? "") }
        assertSeedSnapshot(scene, named: "stacks-09-vstack-more-children")
    }

    /// In a 120 x 100 frame the stack shrinks horizontally (the Text truncates: no height is left for a
    /// second line) but overflows vertically: "stacks are just like other views, and have fixed sizes".
    func test10VStackSmallFrame() throws {
        let scene = try SeedScene("stacks/10-vstack-small-frame.swift")
        try assertSameLayout(scene, StacksGallery.VStackSmallFrame.ContentView())
        let l = try scene.layout()
        let frame = l.node("frame").rect, stack = l.node("VStack").rect, text = l.node("Text")
        assertRect(frame, 0, 0, 120, 100)
        XCTAssertEqual(l.node("border").rect, frame, "the gray border is the frame's")
        XCTAssertEqual(text.lines, ["Nogist…"])
        XCTAssertLessThanOrEqual(stack.width, 120)
        XCTAssertEqual(stack.width, text.rect.width, accuracy: 0.001)
        XCTAssertEqual(stack.height, 92 + spacing + titleLine, accuracy: 0.001)
        XCTAssertEqual(stack.minY, -17)
        XCTAssertGreaterThan(stack.maxY, frame.maxY)
        assertRect(l.image("barbarian"), 9.5, -17, 101, 92)
        // On a 200 x 220 canvas the frame is centred and the overflow is drawn.
        let big = try scene.layout(proposed: ProposedViewSize(width: 200, height: 220))
        assertRect(big.node("frame").rect, 40, 60, 120, 100)
        XCTAssertEqual(big.node("VStack").rect.minY, 43)
        assertSeedSnapshot(scene, named: "stacks-10-vstack-small-frame", size: CGSize(width: 200, height: 220))
    }

    /// "The children are overlaid sequentially, with the first defined on the bottom"; the stack is as wide
    /// as its widest child and as tall as its tallest, the smaller children centred.
    func test11ZStack() throws {
        let scene = try SeedScene("stacks/11-zstack.swift")
        try assertSameLayout(scene, Stacks.ZStackExample())
        let l = try scene.layout()
        let name = try titleWidth("Nogistune Takeshi")
        assertRect(l.node("ZStack").rect, 0, 0, name, 92)
        assertRect(l.image("barbarian"), 71.5, 0, 101, 92)
        assertRect(l.node("Text").rect, 0, 29, name, titleLine)
        XCTAssertEqual(l.root.children.map(\.kind), ["Image", "Text"], "first child at the back")
        assertSeedSnapshot(scene, named: "stacks-11-zstack")
    }
}
