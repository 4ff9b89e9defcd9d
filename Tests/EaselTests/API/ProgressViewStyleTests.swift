// Progress view styles (`progressViewStyle(_:)`, `ProgressViewStyle`) and the initialisers with
// view builders, in points and pixels (CONTROLS.md §8).
import XCTest
import Easel
import EaselRaster

final class ProgressViewStyleTests: XCTestCase {
    let width = ProposedViewSize(width: 300, height: nil)

    func testTheLinearStyleIsTheDefaultBarAndDrawsTheEmptyTrackWithoutAValue() throws {
        XCTAssertEqual(
            try pixels(ProgressView(value: 0.25).frame(width: 300)), try pixels(ProgressView(value: 0.25).progressViewStyle(.linear).frame(width: 300)))
        let l = try layout(ProgressView(value: Double?.none).progressViewStyle(.linear), proposed: width)
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(capsules, [CGRect(x: 0, y: 0, width: 300, height: 4)], "only the track")
        XCTAssertEqual(l.root.rect.size, CGSize(width: 300, height: 4))
    }

    func testTheCircularStyleDrawsTheSpinnerEvenWithAValue() throws {
        let l = try layout(ProgressView(value: 0.5).progressViewStyle(.circular), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 20, height: 20))
        XCTAssertTrue(l.root.all { $0.kind == "Capsule" }.isEmpty)
        XCTAssertEqual(try pixels(ProgressView(value: 0.5).progressViewStyle(.circular)), try pixels(ProgressView()))
        XCTAssertEqual(try pixels(ProgressView().progressViewStyle(.automatic)), try pixels(ProgressView()))
    }

    func testTheLargeSpinnerIs37Square() throws {
        XCTAssertEqual(try layout(ProgressView().controlSize(.large), proposed: width).root.rect.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(try layout(ProgressView().controlSize(.extraLarge), proposed: width).root.rect.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(try layout(ProgressView().controlSize(.small), proposed: width).root.rect.size, CGSize(width: 20, height: 20))
    }

    func testTheLabelIsAboveTheBarAndTheCurrentValueBelowInTheCaptionFont() throws {
        let l = try layout(
            ProgressView(value: 3, total: 4) {
                Text("Downloading")
            } currentValueLabel: {
                Text("75%")
            }, proposed: width)
        let label = l.node("Text", "Downloading").rect, current = l.node("Text", "75%").rect
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(label.minY, 0)
        XCTAssertEqual(capsules[0].minY, label.maxY + 6)
        XCTAssertEqual(capsules.map(\.width), [300, 225])
        XCTAssertEqual(current.minY, capsules[0].maxY + 6)
        XCTAssertEqual(current.minX, 0)
        let caption = try layout(Text("75%").font(.caption)).root.rect.size
        XCTAssertEqual(current.size, caption)
        XCTAssertEqual(l.root.rect.height, current.maxY)
    }

    func testTheBuilderInitialisersDrawAsTheTitledOnes() throws {
        XCTAssertEqual(try pixels(ProgressView { Text("Loading") }), try pixels(ProgressView("Loading")))
        XCTAssertEqual(
            try pixels(ProgressView(value: 0.4) { Text("Copying") }.frame(width: 200)),
            try pixels(ProgressView("Copying", value: 0.4).frame(width: 200)))
        // A spinner's label is below it in the secondary colour.
        let l = try layout(ProgressView { Text("Loading") }, proposed: width)
        XCTAssertEqual(l.node("Text", "Loading").rect.minY, 28)
    }

    func testATintColoursTheSpinnerAndTheBar() throws {
        let gray = try pixels(ProgressView())
        let red = try pixels(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)))
        XCTAssertNotEqual(red, gray)
        XCTAssertEqual(red, try pixels(ProgressView().tint(.red)), "on iOS 16 and later `tint` colours the spinner")
        // The spoke at 12 o'clock, in the full tint: reddish, not gray.
        let top = red.pixel(x: 10, y: 3)
        XCTAssertGreaterThan(Int(top.r), Int(top.g) + 100, "\(top)")
        XCTAssertEqual(
            try pixels(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green)).frame(width: 100)),
            try pixels(ProgressView(value: 0.5).tint(.green).frame(width: 100)))
        XCTAssertEqual(
            try pixels(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green)).tint(.red).frame(width: 100)),
            try pixels(ProgressView(value: 0.5).tint(.green).frame(width: 100)), "the style's own tint wins")
    }

    private struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            let fraction = configuration.fractionCompleted ?? 0
            return ZStack {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
                Circle().trim(from: 0, to: fraction).stroke(Color.orange, lineWidth: 6)
                Text("\(Int(fraction * 100))%")
            }
            .frame(width: 60, height: 60)
        }
    }

    func testACustomStyleIsGivenTheFractionAndLabels() throws {
        let l = try layout(ProgressView(value: 0.3).progressViewStyle(RingStyle()), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 60, height: 60))
        XCTAssertNotNil(l.root.find("Text", "30%"))

        struct Parts: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Text(configuration.fractionCompleted.map { String($0) } ?? "indeterminate")
                    Text(configuration.label == nil ? "no label" : "label")
                    Text(configuration.currentValueLabel == nil ? "no value" : "value")
                    configuration.label
                    configuration.currentValueLabel
                }
            }
        }
        let bare = try layout(ProgressView().progressViewStyle(Parts()))
        for t in ["indeterminate", "no label", "no value"] { XCTAssertNotNil(bare.root.find("Text", t), t) }
        let full = try layout(
            ProgressView(value: 5, total: 4) {
                Text("Title")
            } currentValueLabel: {
                Text("Now")
            }.progressViewStyle(Parts()))
        for t in ["1.0", "label", "value", "Title", "Now"] {
            XCTAssertNotNil(full.root.find("Text", t), "\(t) in \(full.root.all { $0.kind == "Text" }.map(\.label))")
        }
    }

    private struct Framed: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).padding(4).border(Color.red)
        }
    }

    func testProgressViewOfAConfigurationDrawsInTheStyleAroundTheCustomOne() throws {
        // Set inside `.circular`, the framed style's ProgressView(configuration) is the spinner.
        let l = try layout(ProgressView(value: 0.5).progressViewStyle(Framed()).progressViewStyle(.circular), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 28, height: 28))
        XCTAssertEqual(
            try pixels(ProgressView(value: 0.5).progressViewStyle(Framed()).progressViewStyle(.circular)),
            try pixels(ProgressView().padding(4).border(Color.red)))
        // At the top, the default style: a bar 4 tall in 8 of padding.
        let top = try layout(ProgressView(value: 0.5).progressViewStyle(Framed()), proposed: width)
        XCTAssertEqual(top.root.rect.size, CGSize(width: 300, height: 12))
    }
}
