// Everyday screens: scroll views, lazy stacks, buttons, toggles, lists, forms and navigation titles,
// measured in points against the iOS figures of CONTROLS.md.
import XCTest
import Easel

final class ScreensLayoutTests: XCTestCase {
    // MARK: ScrollView

    func testVerticalScrollViewTakesTheProposedHeightAndItsContentsWidth() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { _ in Color.red.frame(width: 100, height: 44) }
            }
        }
        let l = try layout(view, proposed: ProposedViewSize(width: 320, height: 200))
        assertRect(l.node("ScrollView").rect, 110, 0, 100, 200)
        // The content keeps its ideal height (20 x 44) and starts at the top of the viewport.
        assertRect(l.node("VStack").rect, 110, 0, 100, 880)
        XCTAssertEqual(l.node("clipped").rect, l.node("ScrollView").rect)
    }

    func testScrollViewProposesNilAlongItsAxis() throws {
        let view = ScrollView { Text("A long line of text that wraps when it must") }
        let l = try layout(view, proposed: ProposedViewSize(width: 120, height: 300))
        // Width proposed 120: the text wraps; height unconstrained: it takes all its lines.
        let text = l.node("Text")
        XCTAssertLessThanOrEqual(text.rect.width, 120)
        XCTAssertGreaterThan(text.lines?.count ?? 0, 1)
        XCTAssertEqual(l.node("ScrollView").rect.height, 300)
    }

    func testHorizontalScrollViewStacksChildrenInARow() throws {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            Color.red.frame(width: 150, height: 40)
            Color.blue.frame(width: 150, height: 40)
            Color.green.frame(width: 150, height: 40)
        }
        .scrollIndicators(.hidden)
        let l = try layout(view, proposed: ProposedViewSize(width: 320, height: 200))
        assertRect(l.node("ScrollView").rect, 0, 80, 320, 40)
        assertRect(l.node("HStack").rect, 0, 80, 466, 40)
    }

    func testScrollViewInBothAxesTakesTheProposal() throws {
        let view = ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 900) }
        let l = try layout(view, proposed: ProposedViewSize(width: 320, height: 200))
        assertRect(l.node("ScrollView").rect, 0, 0, 320, 200)
        assertRect(l.node("frame").rect, 0, 0, 500, 900)
    }

    func testLazyVStackTakesTheFullWidthAndCentresItsRows() throws {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20) { i in Text("Row \(i)").frame(height: 44) }
            }
        }
        let l = try layout(view, proposed: ProposedViewSize(width: 320, height: 200))
        assertRect(l.node("ScrollView").rect, 0, 0, 320, 200)
        assertRect(l.node("LazyVStack").rect, l.node("LazyVStack").rect.minX, 0, l.node("LazyVStack").rect.width, 880)
        let row = l.node("Text", "Row 0").rect
        XCTAssertEqual(row.midX, 160, accuracy: 0.5)
        // A VStack in the same place hugs its widest row.
        let eager = try layout(
            ScrollView { VStack(spacing: 0) { ForEach(0..<3) { i in Text("Row \(i)") } } },
            proposed: ProposedViewSize(width: 320, height: 200))
        XCTAssertLessThan(eager.node("ScrollView").rect.width, 100)
    }

    func testLazyHStackTakesTheFullHeight() throws {
        let view = LazyHStack(alignment: .top) { Color.red.frame(width: 40, height: 40) }
        let l = try layout(view, proposed: ProposedViewSize(width: 320, height: 100))
        assertRect(l.node("LazyHStack").rect, 140, 0, 40, 40)
        XCTAssertEqual(l.root.rect.height, 100)
    }

    // MARK: Buttons

    func testBorderlessButtonIsItsLabel() throws {
        let plain = try layout(Text("Continue"))
        let button = try layout(Button("Continue") {})
        XCTAssertEqual(button.root.rect.size, plain.root.rect.size)
    }

    func testBorderedButtonPadsItsLabel12By7() throws {
        let text = try layout(Text("Continue")).root.rect
        let l = try layout(Button("Continue") {}.buttonStyle(.bordered))
        XCTAssertEqual(l.root.rect.width, text.width + 24, accuracy: 0.01)
        XCTAssertEqual(l.root.rect.height, text.height + 14, accuracy: 0.01)
        let prominent = try layout(Button("Continue") {}.buttonStyle(.borderedProminent))
        XCTAssertEqual(prominent.root.rect.size, l.root.rect.size)
    }

    func testCustomButtonStyleReceivesTheLabel() throws {
        struct Outlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(configuration.isPressed ? 2 : 10)
                    .border(Color.red)
            }
        }
        let text = try layout(Text("Go")).root.rect
        let l = try layout(Button(action: {}) { Text("Go") }.buttonStyle(Outlined()))
        XCTAssertEqual(l.root.rect.width, text.width + 20, accuracy: 0.01)
        XCTAssertEqual(l.node("Text", "Go").rect.minX, 10, accuracy: 0.01)
    }

    /// A `PrimitiveButtonStyle` whose body is a `Button` wraps the button of the style set around
    /// it (here `.bordered`: 24 wider and 14 taller than its text), as in SwiftUI; with no style
    /// around it, the default (plain text). It does not make itself again.
    func testAButtonInAPrimitiveStylesBodyUsesTheStyleAroundIt() throws {
        struct RedBordered: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).padding(3).border(Color.red)
            }
        }
        struct Triggering: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button {
                    configuration.trigger()
                } label: {
                    configuration.label.foregroundStyle(.foreground)
                }
            }
        }
        let text = try layout(Text("Go")).root.rect
        let bordered = try layout(Button("Go") {}.buttonStyle(RedBordered()).buttonStyle(.bordered))
        XCTAssertEqual(bordered.root.rect.width, text.width + 24 + 6, accuracy: 0.01)
        XCTAssertEqual(bordered.root.rect.height, text.height + 14 + 6, accuracy: 0.01)
        let plain = try layout(Button("Go") {}.buttonStyle(RedBordered()))
        XCTAssertEqual(plain.root.rect.width, text.width + 6, accuracy: 0.01)
        XCTAssertEqual(try layout(Button("Go") {}.buttonStyle(Triggering())).root.rect.size, text.size)
    }

    /// A style whose body sets itself on a new button nests without end: the render stops with the
    /// depth limit's error instead of running out of stack.
    func testAStyleThatMakesItselfAgainStopsAtTheDepthLimit() {
        struct Again: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Button("again") {}.buttonStyle(Again()) }
        }
        XCTAssertThrowsError(try layout(Button("Go") {}.buttonStyle(Again()))) { error in
            XCTAssertTrue("\(error)".contains("nest deeper than 512 levels"), "\(error)")
        }
    }

    // MARK: Toggle

    func testToggleFillsTheWidthWithTheSwitchTrailing() throws {
        let view = Toggle("Wi-Fi", isOn: .constant(true))
        let l = try layout(view, proposed: ProposedViewSize(width: 300, height: 100))
        XCTAssertEqual(l.root.rect.width, 300)
        XCTAssertEqual(l.root.rect.height, 31)
        let track = l.root.all { $0.kind == "Capsule" }
        XCTAssertEqual(track.count, 1)
        assertRect(track[0].rect, 249, 34.5, 51, 31, accuracy: 0.5)  // positions are rounded to the pixel grid
        // On: the 27-point knob at the trailing end, 2 inside the track.
        let knob = l.root.all { $0.kind == "Circle" }[0].rect
        assertRect(knob, 249 + 51 - 2 - 27, 36.5, 27, 27, accuracy: 0.5)
        let off = try layout(Toggle("Wi-Fi", isOn: .constant(false)), proposed: ProposedViewSize(width: 300, height: 100))
        XCTAssertEqual(off.root.all { $0.kind == "Circle" }[0].rect.minX, 251)
    }

    func testAButtonStyleToggleIsABorderedButtonFilledWhileOn() throws {
        func png<V: View>(_ v: V) throws -> Data { try ImageRenderer(content: v.padding(4)).pngData() }
        XCTAssertEqual(
            try png(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)),
            try png(Button(action: {}) { Text("Bold") }.buttonStyle(.borderedProminent)))
        XCTAssertEqual(
            try png(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button).tint(.orange)),
            try png(Button(action: {}) { Text("Bold") }.buttonStyle(.bordered).tint(.orange)))
        XCTAssertNotEqual(
            try png(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)), try png(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)))
    }

    // MARK: Lists and forms

    // Layouts at @1x: positions are rounded to whole points, so text-derived positions are checked to half a point.
    func testFormRowsAndCardInsets() throws {
        let view = Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true))
                Text("Bluetooth")
            }
        }
        let l = try layout(view, proposed: ProposedViewSize(width: 375, height: 600))
        XCTAssertEqual(l.root.rect.size, CGSize(width: 375, height: 600))
        // The switch sits at the trailing inset: card inset 16 + row inset 16.
        let track = l.root.all { $0.kind == "Capsule" }[0].rect
        XCTAssertEqual(track.maxX, 375 - 32, accuracy: 0.01)
        XCTAssertEqual(track.size, CGSize(width: 51, height: 31))
        // Rows are 44 tall; the toggle row's switch is centred in it.
        let header = l.node("Text", "NETWORK").rect
        XCTAssertEqual(header.minX, 32, accuracy: 0.01)
        let cardTop = header.maxY + 6
        XCTAssertEqual(track.minY, cardTop + 6.5, accuracy: 0.5)
        let bluetooth = l.node("Text", "Bluetooth").rect
        XCTAssertEqual(bluetooth.minX, 32, accuracy: 0.01)
        XCTAssertEqual(bluetooth.midY, cardTop + 44 + 22, accuracy: 0.5)
        // One separator between the two rows, from the text's leading edge to the card's trailing edge.
        let dividers = l.root.all { $0.kind == "Divider" }
        XCTAssertEqual(dividers.count, 1)
        XCTAssertEqual(dividers[0].rect.minX, 32, accuracy: 0.01)
        XCTAssertEqual(dividers[0].rect.maxX, 375 - 16, accuracy: 0.01)
        XCTAssertEqual(dividers[0].rect.maxY, cardTop + 44, accuracy: 0.5)
    }

    func testDefaultMinListRowHeightSetsTheRowsLeastHeight() throws {
        func rows(_ height: CGFloat?) throws -> (CGRect, CGRect) {
            let list = Form {
                Section("Fruit") {
                    Text("Apples"); Text("Pears")
                }
            }
            let view = height.map { AnyView(list.environment(\.defaultMinListRowHeight, $0)) } ?? AnyView(list)
            let l = try layout(view, proposed: ProposedViewSize(width: 375, height: 600))
            return (l.node("Text", "Apples").rect, l.node("Text", "Pears").rect)
        }
        let (a44, p44) = try rows(nil)
        XCTAssertEqual(p44.midY - a44.midY, 44, accuracy: 0.5)
        let (a60, p60) = try rows(60)
        XCTAssertEqual(p60.midY - a60.midY, 60, accuracy: 0.5)  // each row 60 tall, its text centred
        let (a20, p20) = try rows(20)
        XCTAssertEqual(p20.midY - a20.midY, a20.height + 2 * 6.5, accuracy: 0.5)  // the text and the row's insets, under 44
        XCTAssertEqual(EnvironmentValues().defaultMinListRowHeight, 44)
    }

    func testLooseListRowsFormASectionAndPlainStyleSpansTheWidth() throws {
        let names = ["Apples", "Pears", "Plums"]
        let grouped = try layout(List(names, id: \.self) { Text($0) }, proposed: ProposedViewSize(width: 320, height: 400))
        let apples = grouped.node("Text", "Apples").rect
        XCTAssertEqual(apples.minX, 32, accuracy: 0.01)
        XCTAssertEqual(apples.midY, 35 + 22, accuracy: 0.5)
        XCTAssertEqual(grouped.node("Text", "Pears").rect.midY, 35 + 66, accuracy: 0.5)

        let plain = try layout(List(names, id: \.self) { Text($0) }.listStyle(.plain), proposed: ProposedViewSize(width: 320, height: 400))
        XCTAssertEqual(plain.node("Text", "Apples").rect.minX, 16, accuracy: 0.01)
        XCTAssertEqual(plain.node("Text", "Apples").rect.midY, 22, accuracy: 0.5)
        XCTAssertEqual(plain.root.all { $0.kind == "Divider" }.count, 2)
    }

    func testListButtonFillsItsRow() throws {
        let l = try layout(List { Button("Sign Out") {} }, proposed: ProposedViewSize(width: 320, height: 300))
        let label = l.node("Text", "Sign Out").rect
        XCTAssertEqual(label.minX, 32, accuracy: 0.01)
    }

    // MARK: Navigation

    func testLargeTitleAboveAList() throws {
        let view = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Settings")
        }
        let l = try layout(view, proposed: ProposedViewSize(width: 390, height: 700))
        XCTAssertEqual(l.root.rect.size, CGSize(width: 390, height: 700))
        let title = l.node("Text", "Settings").rect
        XCTAssertEqual(title.minX, 16, accuracy: 0.01)
        XCTAssertEqual(title.maxY, 96 - 8, accuracy: 0.5)
        // The list's first section follows the 96-point bar.
        XCTAssertEqual(l.node("Text", "Row").rect.midY, 96 + 35 + 22, accuracy: 0.5)
    }

    func testContentAboveAListKeepsTheBarAtTheTopOfTheRoot() throws {
        // `VStack { Text; Form }`: the bar and large title are at the top of the screen, the text
        // below them and the form's scroll view below the text (as on an iPhone), not the text
        // first and the title inside the form.
        func screen<Top: View>(@ViewBuilder _ top: () -> Top) -> some View {
            NavigationView {
                VStack(spacing: 0) {
                    top()
                    Form { Text("Row") }
                }
                .navigationBarTitle("Anagrams")
            }
        }
        let size = ProposedViewSize(width: 390, height: 700)
        let below = try layout(screen { Text("Top") }, proposed: size)
        XCTAssertEqual(below.node("Text", "Anagrams").rect.maxY, 88, accuracy: 0.5)
        let top = below.node("Text", "Top").rect
        XCTAssertEqual(top.minY, 96, accuracy: 0.5)
        XCTAssertEqual(below.node("ScrollView").rect.minY, top.maxY, accuracy: 0.01)
        XCTAssertEqual(below.node("ScrollView").rect.maxY, 700, accuracy: 0.01)
        XCTAssertEqual(below.node("Text", "Row").rect.midY, top.maxY + 35 + 22, accuracy: 0.5)

        // Content that draws nothing does not count: the form is at the top and scrolls the
        // title with its rows (its scroll view starts at the top of the root).
        let first = try layout(screen { EmptyView() }, proposed: size)
        XCTAssertEqual(first.node("ScrollView").rect.minY, 0, accuracy: 0.01)
        XCTAssertEqual(first.node("Text", "Anagrams").rect.maxY, 88, accuracy: 0.5)
        XCTAssertEqual(first.node("Text", "Row").rect.midY, 96 + 35 + 22, accuracy: 0.5)

        // Side by side, both are at the top: the form still takes the bar.
        let beside = try layout(
            NavigationStack {
                HStack {
                    Text("Side"); Form { Text("Row") }
                }.navigationTitle("T")
            }, proposed: size)
        XCTAssertEqual(beside.node("ScrollView").rect.minY, 0, accuracy: 0.01)
    }

    func testTitleAboveOtherContentAndNoTitleOutsideANavigationStack() throws {
        let view = NavigationStack {
            Text("Hello").navigationTitle("Home")
        }
        let l = try layout(view, proposed: ProposedViewSize(width: 390, height: 700))
        XCTAssertEqual(l.node("Text", "Home").rect.maxY, 88, accuracy: 0.5)
        // The content is centred in the space below the bar.
        XCTAssertEqual(l.node("Text", "Hello").rect.midY, 96 + (700 - 96) / 2, accuracy: 0.5)

        let bare = try layout(Text("Hello").navigationTitle("Home"))
        XCTAssertNil(bare.root.find("Text", "Home"))
    }

    func testANavigationViewOfSeveralColumnsShowsTheFirstOnAnIPhone() throws {
        // `NavigationView { List; WelcomeView() }`: the sidebar and an iPad's initial detail. An
        // iPhone shows the list alone, at the full screen, whatever the navigation view style.
        let view = NavigationView {
            List { Text("Resort") }
                .navigationTitle("Resorts")
            Text("Welcome")
                .navigationTitle("Detail")
        }
        .navigationViewStyle(.stack)
        let l = try layout(view, proposed: ProposedViewSize(width: 390, height: 700))
        XCTAssertNil(l.root.find("Text", "Welcome"))
        XCTAssertNil(l.root.find("Text", "Detail"))
        XCTAssertEqual(l.node("Text", "Resorts").rect.maxY, 88, accuracy: 0.5)
        XCTAssertEqual(l.node("ScrollView").rect.height, 700, accuracy: 0.01)
    }

    func testInlineTitleIsCentredInA44PointBar() throws {
        let view = NavigationView {
            Text("Body")
                .navigationTitle("Inline")
                .navigationBarTitleDisplayMode(.inline)
        }
        let l = try layout(view, proposed: ProposedViewSize(width: 320, height: 480))
        let title = l.node("Text", "Inline").rect
        XCTAssertEqual(title.midX, 160, accuracy: 0.5)
        XCTAssertEqual(title.midY, 22, accuracy: 0.5)
        XCTAssertEqual(l.node("Text", "Body").rect.midY, 44 + (480 - 44) / 2, accuracy: 0.5)
    }

    func testGroupedSectionsSpanTheWidthAndHeadersAreUppercased() throws {
        let view = List {
            Section {
                Text("Row")
            } header: {
                Text("Mixed Case")
            } footer: {
                Text("Footer as written")
            }
        }
        .listStyle(.grouped)
        let l = try layout(view, proposed: ProposedViewSize(width: 320, height: 300))
        XCTAssertEqual(l.node("Text", "MIXED CASE").rect.minX, 16, accuracy: 0.01)
        XCTAssertEqual(l.node("Text", "Row").rect.minX, 16, accuracy: 0.01)
        XCTAssertNotNil(l.root.find("Text", "Footer as written"))
        // The one-row card (44 tall) spans the list: its background is as wide as the list.
        let cards = l.root.all { $0.kind == "Color" && abs($0.rect.height - 44) < 0.01 }
        XCTAssertEqual(cards.count, 1)
        XCTAssertEqual(cards.first?.rect.minX, 0)
        XCTAssertEqual(cards.first?.rect.width, 320)
    }

    func testSectionOutsideAListIsItsPartsInOrder() throws {
        let view = VStack(spacing: 0) {
            Section {
                Text("Content")
            } header: {
                Text("Header")
            } footer: {
                Text("Footer")
            }
        }
        let l = try layout(view)
        let header = l.node("Text", "Header").rect, content = l.node("Text", "Content").rect, footer = l.node("Text", "Footer").rect
        XCTAssertLessThan(header.maxY, content.maxY)
        XCTAssertLessThan(content.maxY, footer.maxY)
        XCTAssertEqual(content.minY, header.maxY, accuracy: 0.5)
    }

    func testTextCase() throws {
        let l = try layout(
            VStack {
                Text("Shout").textCase(.uppercase); Text("WHISPER").textCase(.lowercase)
            })
        XCTAssertNotNil(l.root.find("Text", "SHOUT"))
        XCTAssertNotNil(l.root.find("Text", "whisper"))
    }
}
