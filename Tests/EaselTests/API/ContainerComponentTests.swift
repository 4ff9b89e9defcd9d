import XCTest
import Easel

/// GroupBox, DisclosureGroup, ContentUnavailableView, TextEditor, AsyncImage and UIKit's
/// semantic colours.
final class ContainerComponentTests: XCTestCase {
    func layout<V: View>(_ v: V, width: CGFloat = 300, height: CGFloat? = nil) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: v)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        return try r.layout()
    }

    func testGroupBoxPadsItsContentOnACard() throws {
        let s = try layout(GroupBox("Title") { Color.red.frame(width: 50, height: 20) })
        XCTAssertEqual(s.root.frame.width, 300)
        let title = try XCTUnwrap(s.root.first { $0.kind == "Text" })
        XCTAssertEqual(title.frame.x, 16)
        XCTAssertEqual(title.frame.y, 16)
        let red = try XCTUnwrap(s.root.first { $0.kind == "Color" && $0.frame.width == 50 })
        XCTAssertEqual(red.frame.y, 16 + title.frame.height + 8, accuracy: 0.5)
        XCTAssertEqual(s.root.frame.height, red.frame.rect.maxY + 16, accuracy: 0.5)
    }

    func testDisclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        let collapsed = try layout(DisclosureGroup("More") { Text("Inside") })
        XCTAssertFalse(collapsed.root.all().contains { $0.lines == ["Inside"] })
        let expanded = try layout(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") })
        XCTAssertTrue(expanded.root.all().contains { $0.lines == ["Inside"] })
        XCTAssertGreaterThan(expanded.root.frame.height, collapsed.root.frame.height)
    }

    func testContentUnavailableViewFillsAndCentres() throws {
        let s = try layout(ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Nothing here")), height: 400)
        XCTAssertEqual(s.root.frame.height, 400)
        let title = try XCTUnwrap(s.root.first { $0.lines == ["No Mail"] })
        XCTAssertEqual(title.frame.rect.midX, 150, accuracy: 0.5)
        let search = try layout(ContentUnavailableView.search(text: "kiwi"), height: 400)
        XCTAssertTrue(search.root.all().contains { $0.lines == ["No Results for “kiwi”"] })
    }

    /// `ContentUnavailableView { Label("No Mail", systemImage: "tray.fill") }`: the label draws as the
    /// title-and-symbol initialiser's does (a 48-point symbol 16 points above a title2 bold title),
    /// not as a row; plain text in the label slot is the same title.
    func testALabelInTheLabelSlotIsDrawnAsTheInitialisersLabel() throws {
        let given = try layout(
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray.fill")
            } description: {
                Text("Nothing here")
            }, height: 400)
        let made = try layout(ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Nothing here")), height: 400)
        let frames = { (l: LayoutSnapshot) in l.root.all().filter { $0.kind == "Text" || $0.kind == "Image" }.map(\.frame.rect) }
        XCTAssertEqual(frames(given), frames(made))
        let symbol = try XCTUnwrap(given.root.first { $0.kind == "Image" })
        let title = try XCTUnwrap(given.root.first { $0.lines == ["No Mail"] })
        // Above the title, the stack's 16 points apart (the symbol's drawn box sits inside its frame).
        XCTAssertGreaterThanOrEqual(title.frame.y - (symbol.frame.y + symbol.frame.height), 16)
        XCTAssertLessThan(title.frame.y - (symbol.frame.y + symbol.frame.height), 18)
        XCTAssertEqual(symbol.frame.rect.midX, title.frame.rect.midX, accuracy: 0.5)
        let plain = try layout(ContentUnavailableView { Text("No Mail") }, height: 400)
        let bold = try layout(Text("No Mail").font(.title2.bold()))
        XCTAssertEqual(plain.root.first { $0.lines == ["No Mail"] }?.frame.rect.size, bold.root.frame.rect.size)
    }

    /// `ContentUnavailableView(_:image:description:)`: the app's image, not a symbol (a missing one is
    /// reported as a missing image, not drawn as the unknown-symbol placeholder).
    func testContentUnavailableViewWithAnAssetImage() throws {
        let renderer = ImageRenderer(content: ContentUnavailableView("No user", image: "empty-state").frame(width: 300, height: 400))
        let l = try renderer.layout()
        XCTAssertEqual(l.root.first { $0.kind == "Image" }?.label, "empty-state")
        XCTAssertTrue(l.root.all().contains { $0.lines == ["No user"] })
        XCTAssertFalse(renderer.warnings.contains { $0.contains("SF Symbol") })
    }

    func testTextEditorAndAsyncImageAtRest() throws {
        let editor = try layout(TextEditor(text: .constant("Hello")), height: 100)
        XCTAssertEqual(editor.root.frame.height, 100)
        let text = try XCTUnwrap(editor.root.first { $0.kind == "Text" })
        XCTAssertEqual(text.frame.x, 5)
        XCTAssertEqual(text.frame.y, 8)
        let image = try layout(AsyncImage(url: URL(string: "https://example.com/x.png")).frame(width: 40, height: 30))
        XCTAssertEqual(image.root.first { $0.kind == "Rectangle" }?.frame.rect.size, CGSize(width: 40, height: 30))
        let phased = try layout(
            AsyncImage(url: nil) { phase in
                if let i = phase.image { i } else { Text("loading") }
            })
        XCTAssertTrue(phased.root.all().contains { $0.lines == ["loading"] })
    }

    func testSemanticColoursResolveInLightAndDark() throws {
        let r = ImageRenderer(content: Color(.secondarySystemBackground).frame(width: 2, height: 2))
        let light = try r.rasterize().pixel(x: 0, y: 0)
        XCTAssertEqual([light.r, light.g, light.b], [242, 242, 247])
        r.colorScheme = .dark
        let dark = try r.rasterize().pixel(x: 0, y: 0)
        XCTAssertEqual([dark.r, dark.g, dark.b], [28, 28, 30])
        XCTAssertEqual(Color(uiColor: .systemBlue), Color.blue)
    }
}
