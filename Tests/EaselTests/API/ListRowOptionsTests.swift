import XCTest
import Easel
import EaselRaster

/// Row modifiers read by the list: separators hidden or tinted, a row background filling the cell,
/// row insets; outside a list they change nothing.
final class ListRowOptionsTests: XCTestCase {
    func layout<V: View>(_ v: V) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: v.frame(width: 320, height: 400))
        return try r.layout()
    }

    /// A button in a row keeps its label's size, as on iOS (the whole row is tappable, but that
    /// is not layout): a `Spacer` before it puts it at the row's trailing edge, a
    /// `.frame(maxWidth: .infinity)` around it centres it ("Log out" in a settings form), and alone
    /// it sits at the row's leading inset.
    func testAButtonInARowKeepsItsSize() throws {
        let s = try layout(
            Form {
                HStack {
                    Text("Version"); Spacer(); Button("Check") {}
                }
                Button("Log out", role: .destructive) {}.frame(maxWidth: .infinity)
                Button("Plain") {}
            })
        let texts = s.root.all { $0.kind == "Text" }
        let frame = { (t: String) in try XCTUnwrap(texts.first { $0.label == t }?.frame) }
        let version = try frame("Version"), check = try frame("Check")
        let logOut = try frame("Log out"), plain = try frame("Plain")
        // A row's content is inset alike on both sides of the 320-point frame.
        XCTAssertEqual(plain.x, version.x)
        XCTAssertEqual(check.x + check.width, 320 - version.x, accuracy: 0.01)
        XCTAssertEqual(logOut.x + logOut.width / 2, 160, accuracy: 0.01)
    }

    func testSeparatorsCanBeHidden() throws {
        let all = try layout(
            List {
                Text("a"); Text("b"); Text("c")
            })
        XCTAssertEqual(all.root.all { $0.kind == "Divider" }.count, 2)
        let below = try layout(
            List {
                Text("a").listRowSeparator(.hidden, edges: .bottom); Text("b"); Text("c")
            })
        XCTAssertEqual(below.root.all { $0.kind == "Divider" }.count, 1)
        let above = try layout(
            List {
                Text("a"); Text("b").listRowSeparator(.hidden, edges: .top); Text("c")
            })
        XCTAssertEqual(above.root.all { $0.kind == "Divider" }.count, 1)
        let each = try layout(List { ForEach(0..<4) { Text("\($0)") }.listRowSeparator(.hidden) })
        XCTAssertEqual(each.root.all { $0.kind == "Divider" }.count, 0)
    }

    /// A separator starts at the leading edge of its row's leftmost text (after a label's or an
    /// image's icon, as on iOS 16 and later), at the row's inset when the row has no text, where
    /// `alignmentGuide(.listRowSeparatorLeading)` puts it, and ends at the card's trailing edge or
    /// at `listRowSeparatorTrailing`.
    func testSeparatorsStartAtTheRowsText() throws {
        let s = try layout(
            List {
                Text("Plain")
                Label("Inbox", systemImage: "tray")
                HStack {
                    Color.red.frame(width: 40, height: 40)
                    VStack(alignment: .leading) {
                        Text("Ada"); Text("Lovelace")
                    }
                }
                Color.blue.frame(height: 30)
                HStack {
                    Text("🍎").font(.system(size: 40))
                    Text("Apple").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
                }
                Text("Short").alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
                Text("Last")
            })
        let dividers = s.root.all { $0.kind == "Divider" }.map(\.frame)
        XCTAssertEqual(dividers.count, 6)
        let card = 16.0, inset = 16.0
        func text(_ t: String) throws -> LayoutSnapshot.Frame { try XCTUnwrap(s.root.first { $0.lines == [t] }).frame }
        XCTAssertEqual(dividers[0].x, card + inset)
        XCTAssertEqual(dividers[1].x, try text("Inbox").x, accuracy: 0.5)
        XCTAssertGreaterThan(dividers[1].x, card + inset + 10)
        XCTAssertEqual(dividers[2].x, try text("Ada").x, accuracy: 0.01)
        XCTAssertEqual(dividers[3].x, card + inset)
        XCTAssertEqual(dividers[4].x, try text("Apple").x, accuracy: 0.01)
        // The start snaps to the pixel grid (a label's title is at a fractional x); the end is the card's.
        for d in dividers.prefix(5) { XCTAssertEqual(d.x + d.width, 320 - card, accuracy: 0.5, "\(dividers)") }
        let short = try text("Short")
        XCTAssertEqual(dividers[5].x, short.x, accuracy: 0.01)
        XCTAssertEqual(dividers[5].x + dividers[5].width, short.x + short.width, accuracy: 0.01)
    }

    /// Controls that UIKit draws on iOS (a text field, a segmented control, a text editor) hold no
    /// SwiftUI text: their rows' separators start at the inset, not at the text inside them.
    func testUIKitControlsDoNotPlaceTheSeparator() throws {
        let s = try layout(
            List {
                TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder)
                Picker("Size", selection: .constant(1)) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                .pickerStyle(.segmented)
                TextEditor(text: .constant("Notes")).frame(height: 60)
                Text("Last")
            })
        let dividers = s.root.all { $0.kind == "Divider" }.map(\.frame)
        XCTAssertEqual(dividers.count, 3)
        for d in dividers { XCTAssertEqual(d.x, 32, "\(dividers)") }
    }

    func testRowBackgroundFillsTheCellAndInsetsMoveTheContent() throws {
        let s = try layout(
            List {
                Text("a").listRowBackground(Color.yellow)
                Text("b").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            })
        let yellow = try XCTUnwrap(s.root.first { $0.kind == "Color" && $0.frame.height >= 40 && $0.frame.height < 60 }?.frame)
        XCTAssertEqual(yellow.width, 320 - 32)  // the inset-grouped card's width
        XCTAssertEqual(yellow.height, 44, accuracy: 1)  // the whole row
        let texts = s.root.all { $0.kind == "Text" }
        XCTAssertEqual(texts[1].frame.x - texts[0].frame.x, 40 - 16, accuracy: 0.01)
    }

    /// A row modifier on a `Section` sets each of its rows (Food Truck's marketing section:
    /// `Section { … }.listRowBackground(…)`): the section stays a card of the list, not a row
    /// holding a list of its own. The row's own modifier, the innermost, wins.
    func testRowModifiersOnASectionSetItsRows() throws {
        let s = try layout(
            List {
                Section {
                    Text("a")
                    Text("b").listRowBackground(Color.red)
                    Text("c")
                }
                .listRowBackground(Color.yellow)
                .listRowSeparator(.hidden)
                Section { Text("d") }
            })
        // One fill per row of the first section (the second section's one-row card is below 200).
        let cells = s.root.all { $0.kind == "Color" && $0.frame.height >= 40 && $0.frame.height < 60 && $0.frame.y < 200 }.map(\.frame)
        XCTAssertEqual(cells.map(\.y), [35, 79, 123], "\(cells)")
        XCTAssertEqual(Set(cells.map(\.width)), [320 - 32])
        XCTAssertEqual(s.root.all { $0.kind == "Divider" }.count, 0)
        XCTAssertEqual(s.root.all { $0.kind == "Section" }.count, 2)
        // The same rows as a list without the modifiers: same places.
        let plain = try layout(
            List {
                Section {
                    Text("a"); Text("b"); Text("c")
                }; Section { Text("d") }
            })
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.map(\.frame), plain.root.all { $0.kind == "Text" }.map(\.frame))
        let pixels = try ImageRenderer(
            content: List {
                Section {
                    Text("a"); Text("b").listRowBackground(Color.red)
                }.listRowBackground(Color.yellow)
            }.frame(width: 320, height: 400)
        ).rasterize().bitmap
        let a = try XCTUnwrap(s.root.first { $0.lines == ["a"] }).frame, b = try XCTUnwrap(s.root.first { $0.lines == ["b"] }).frame
        func rgb(_ f: LayoutSnapshot.Frame) -> [UInt8] {
            let p = pixels.pixel(x: Int(f.x + f.width + 40), y: Int(f.y + f.height / 2))
            return [p.r, p.g, p.b]
        }
        XCTAssertEqual(rgb(a), [255, 204, 0], "the section's yellow (iOS's systemYellow)")
        XCTAssertEqual(rgb(b), [255, 59, 48], "the row's own red")
    }

    /// `sectionActions`: on iOS the actions are rows after the section's content.
    func testSectionActionsAreRowsAfterTheSectionsContent() throws {
        let actions = try pixels(
            List {
                Section("Rooms") {
                    Text("Kitchen"); Text("Hall")
                }.sectionActions { Button("Add Room") {} }
                Section("Lights") { Text("Lamp") }
            }, device: .iPhone15)
        let rows = try pixels(
            List {
                Section("Rooms") {
                    Text("Kitchen"); Text("Hall"); Button("Add Room") {}
                }
                Section("Lights") { Text("Lamp") }
            }, device: .iPhone15)
        XCTAssertEqual(actions, rows)
        // Outside a list, views after the content; a section inside keeps its own (none here).
        let outside = try layout(
            VStack {
                Section {
                    Text("a"); Section { Text("b") }
                } footer: {
                    Text("f")
                }.sectionActions { Text("act") }
            })
        XCTAssertEqual(outside.root.all { $0.kind == "Text" }.compactMap(\.label), ["a", "b", "act", "f"])
    }

    func testOutsideAListNothingChanges() throws {
        let plain = try layout(VStack { Text("a") })
        let modified = try layout(VStack { Text("a").listRowSeparator(.hidden).listRowBackground(Color.red).listRowInsets(EdgeInsets()) })
        XCTAssertEqual(plain, modified)
    }

    /// `scrollContentBackground(.hidden)`: the list's grouped background gives way to what is behind
    /// it; the cards keep theirs.
    func testScrollContentBackgroundHiddenShowsWhatIsBehind() throws {
        func pixels<V: View>(_ v: V) throws -> Bitmap {
            let r = ImageRenderer(content: v.frame(width: 200, height: 200))
            return try r.rasterize().bitmap
        }
        let list = List { Text("a") }
        let shown = try pixels(list.background(Color.red))
        let hidden = try pixels(list.scrollContentBackground(.hidden).background(Color.red))
        // Near the bottom, below the only section: the grouped grey, or the red behind.
        let grey = shown.pixel(x: 100, y: 190), red = hidden.pixel(x: 100, y: 190)
        XCTAssertEqual([red.r, red.g, red.b, red.a], [255, 59, 48, 255])
        XCTAssertNotEqual([grey.r, grey.g, grey.b], [red.r, red.g, red.b])
        // The card keeps its background.
        XCTAssertEqual(shown.pixel(x: 100, y: 60), hidden.pixel(x: 100, y: 60))
    }
}
