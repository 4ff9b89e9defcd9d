// TextField, SecureField and Picker at rest, in points (CONTROLS.md §8).
import XCTest
import Easel

final class TextFieldPickerTests: XCTestCase {
    let width = ProposedViewSize(width: 300, height: nil)

    func testPlainFieldIsOneLineTallAndTakesTheWidth() throws {
        let l = try layout(TextField("Name", text: .constant("")), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 300, height: 22))
        // Empty: the prompt shows, leading.
        XCTAssertEqual(l.node("Text", "Name").rect.minX, 0)
    }

    func testRoundedBorderPads7By6() throws {
        let l = try layout(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 300, height: 34))
        XCTAssertEqual(l.node("Text", "Ada").rect.minX, 7)
        XCTAssertNil(l.root.find("Text", "Name"))
    }

    func testSecureFieldShowsABulletPerCharacter() throws {
        let l = try layout(SecureField("Password", text: .constant("abc")), proposed: width)
        XCTAssertNotNil(l.root.find("Text", "\u{2022}\u{2022}\u{2022}"))
    }

    func testALabelViewIsThePlaceholderUnlessAPromptIsGiven() throws {
        let labelled = try layout(TextField(text: .constant("")) { Text("Email") }, proposed: width)
        XCTAssertEqual(labelled.root.rect.size, CGSize(width: 300, height: 22))
        XCTAssertEqual(labelled.node("Text", "Email").rect.minX, 0)
        let prompted = try layout(TextField(text: .constant(""), prompt: Text("you@example.com")) { Text("Email") }, proposed: width)
        XCTAssertNotNil(prompted.root.find("Text", "you@example.com"))
        XCTAssertNil(prompted.root.find("Text", "Email"))
        let secure = try layout(SecureField(text: .constant("")) { Text("Password") }, proposed: width)
        XCTAssertNotNil(secure.root.find("Text", "Password"))
    }

    func testAVerticalFieldWrapsItsTextAndAHorizontalOneKeepsOneLine() throws {
        let long = "A note long enough to need more than one line at this width"
        let vertical = try layout(TextField("Notes", text: .constant(long), axis: .vertical), proposed: width)
        XCTAssertGreaterThan(vertical.root.rect.height, 2 * 20)
        XCTAssertEqual(vertical.node("Text", long).rect.minX, 0)
        let horizontal = try layout(TextField("Notes", text: .constant(long), axis: .horizontal), proposed: width)
        XCTAssertEqual(horizontal.root.rect.height, 22)
        let older = try layout(TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {}), proposed: width)
        XCTAssertEqual(older.root.rect.size, CGSize(width: 300, height: 22))
    }

    func testMenuPickerInAFormShowsTheSelectedOptionTrailing() throws {
        let view = Form {
            Picker("Flavor", selection: .constant("b")) {
                Text("Apple").tag("a")
                Text("Banana").tag("b")
            }
        }
        let l = try layout(view, proposed: ProposedViewSize(width: 375, height: 300))
        let label = l.node("Text", "Flavor").rect, value = l.node("Text", "Banana").rect
        let chevrons = l.image("chevron.up.chevron.down")
        XCTAssertEqual(label.minX, 32, accuracy: 0.5)
        XCTAssertEqual(chevrons.maxX, 375 - 32, accuracy: 0.5)
        XCTAssertEqual(chevrons.minX - value.maxX, 4, accuracy: 0.5)
        XCTAssertNil(l.root.find("Text", "Apple"))
    }

    func testSegmentedPickerIs32TallWithEqualSegments() throws {
        let view = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("L").tag(2)
        }
        .pickerStyle(.segmented)
        let l = try layout(view, proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 300, height: 32))
        let mids = ["S", "M", "L"].map { l.node("Text", $0).rect.midX }
        // Segments (300 − 2 × 2) / 3 wide from x = 2.
        for (i, m) in mids.enumerated() { XCTAssertEqual(m, 2 + (296 / 3) * (CGFloat(i) + 0.5), accuracy: 0.5) }
        XCTAssertNil(l.root.find("Text", "Size"))
    }

    func testForEachTagsItsViewsWithTheirIdsInAPickerAndATabView() throws {
        // SwiftUI tags a ForEach's views with their ids; a `tag` inside keeps its own.
        let sizes = ["S", "M", "L"]
        let tagged = try pixels(
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("L").tag(2)
            }.pickerStyle(.segmented).frame(width: 300))
        XCTAssertEqual(
            try pixels(
                Picker("Size", selection: .constant(1)) { ForEach(0..<3) { Text(sizes[$0]) } }.pickerStyle(.segmented).frame(width: 300)),
            tagged)
        XCTAssertEqual(
            try pixels(
                Picker("Size", selection: .constant("M")) { ForEach(sizes, id: \.self) { Text($0) } }.pickerStyle(.segmented).frame(
                    width: 300)),
            tagged)
        XCTAssertEqual(
            try pixels(
                Picker("Size", selection: .constant(1)) { ForEach(0..<3) { i in Text(sizes[i]).tag(i == 0 ? 1 : 5) } }.pickerStyle(.segmented)
                    .frame(width: 300)),
            try pixels(
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(1)
                    Text("M").tag(5)
                    Text("L").tag(5)
                }.pickerStyle(.segmented).frame(width: 300)),
            "an explicit tag wins over the id")
        let tabs = try pixels(
            TabView(selection: .constant(2)) {
                ForEach(1..<4) { i in Text("Page \(i)").tabItem { Label("\(i)", systemImage: "circle") } }
            }, device: .iPhone15)
        let explicit = try pixels(
            TabView(selection: .constant(2)) {
                Text("Page 1").tabItem { Label("1", systemImage: "circle") }.tag(1)
                Text("Page 2").tabItem { Label("2", systemImage: "circle") }.tag(2)
                Text("Page 3").tabItem { Label("3", systemImage: "circle") }.tag(3)
            }, device: .iPhone15)
        XCTAssertEqual(tabs, explicit)
    }
}
