// Slider, ProgressView, Stepper, Menu and Link at rest, in points (CONTROLS.md §8).
import XCTest
import Easel

final class ControlsAtRestTests: XCTestCase {
    let width = ProposedViewSize(width: 300, height: nil)

    func testSliderPutsTheThumbAtTheValueAlongItsTravel() throws {
        let l = try layout(Slider(value: .constant(2.5), in: 0...10), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 300, height: 28))
        // The thumb's centre travels from 14 to 286: a quarter of the way is 14 + 68.
        XCTAssertEqual(l.node("Circle").rect.midX, 14 + 272 * 0.25, accuracy: 0.5)
        XCTAssertEqual(l.node("Circle").rect.width, 28)
    }

    func testSliderValuesOutsideTheRangeOrNotANumberStayOnTheTrack() throws {
        for v in [-5.0, 50, .nan, .infinity] {
            let x = try layout(Slider(value: .constant(v), in: 0...10), proposed: width).node("Circle").rect.midX
            XCTAssertTrue(x >= 14 && x <= 286, "\(v): \(x)")
        }
    }

    /// The value labels sit at the track's ends, 8 points from it and centred on its height; the
    /// label is not drawn.
    func testSliderValueLabelsSitAtTheTracksEnds() throws {
        let l = try layout(
            Slider(value: .constant(5), in: 0...10) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }, proposed: width)
        let low = l.node("Text", "0").rect, high = l.node("Text", "10").rect, thumb = l.node("Circle").rect
        XCTAssertNil(l.root.first { $0.label == "Volume" })
        XCTAssertEqual(low.minX, 0)
        XCTAssertEqual(high.maxX, 300)
        // The track runs between them: the thumb travels from low.maxX + 8 + 14 to high.minX - 8 - 14.
        let start = low.maxX + 8 + 14, end = high.minX - 8 - 14
        XCTAssertEqual(thumb.midX, (start + end) / 2, accuracy: 0.5)
        XCTAssertEqual(low.midY, thumb.midY, accuracy: 0.5)
        XCTAssertEqual(l.root.rect.height, 28)
    }

    func testProgressBarFillsItsFraction() throws {
        let l = try layout(ProgressView(value: 0.25), proposed: width)
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(capsules.map(\.width), [300, 75])
        XCTAssertEqual(capsules[0].height, 4)
    }

    func testSpinnerIs20Square() throws {
        let l = try layout(ProgressView(), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 20, height: 20))
    }

    func testStepperPutsIts94By32ControlTrailing() throws {
        let l = try layout(Stepper("Count", value: .constant(1), in: 0...5), proposed: width)
        let control = l.root.all { $0.kind == "RoundedRectangle" }.map(\.rect).first!
        XCTAssertEqual(control.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(control.maxX, 300)
        XCTAssertEqual(l.node("Text", "Count").rect.minX, 0)
    }

    func testAButtonWithASystemImageIsAButtonWithThatLabel() throws {
        // iOS 17's `Button(_:systemImage:action:)` is `Button { Label(_:systemImage:) }`.
        let short = try layout(Button("Add", systemImage: "plus") {}, proposed: width)
        let long = try layout(
            Button {
            } label: {
                Label("Add", systemImage: "plus")
            }, proposed: width)
        XCTAssertEqual(short.root.rect, long.root.rect)
        XCTAssertEqual(short.node("Text", "Add").rect, long.node("Text", "Add").rect)
        XCTAssertGreaterThan(short.node("Text", "Add").rect.minX, 8, "the symbol comes first")
        XCTAssertEqual(
            try pixels(Button("Delete", systemImage: "trash", role: .destructive) {}),
            try pixels(
                Button(role: .destructive) {
                } label: {
                    Label("Delete", systemImage: "trash")
                }))
    }

    func testAListWithASelectionDrawsItsRowsAsAListWithout() throws {
        // A still image is never in edit mode: no row is drawn selected.
        let rows = ["A", "B"]
        let plain = try pixels(List(rows, id: \.self) { Text($0) }, device: .iPhone15)
        XCTAssertEqual(try pixels(List(rows, id: \.self, selection: .constant("A")) { Text($0) }, device: .iPhone15), plain)
        XCTAssertEqual(try pixels(List(rows, id: \.self, selection: .constant(Set(["B"]))) { Text($0) }, device: .iPhone15), plain)
        XCTAssertEqual(
            try pixels(List(selection: .constant(Set<String>())) { ForEach(rows, id: \.self) { Text($0) } }, device: .iPhone15), plain)
    }

    func testMenuAndLinkAreTheirLabels() throws {
        let menu = try layout(Menu("Options") { Button("A") {} }, proposed: width)
        XCTAssertNotNil(menu.root.find("Text", "Options"))
        XCTAssertNil(menu.root.find("Text", "A"))
        let link = try layout(Link("Site", destination: URL(string: "https://example.com")!), proposed: width)
        XCTAssertNotNil(link.root.find("Text", "Site"))
    }
}
