import XCTest
import SnapshotTesting
import Easel
import EaselRaster
import EaselSnapshotTesting

/// Easel's strategies through swift-snapshot-testing's own `assertSnapshot`: the references in
/// `__Snapshots__` are checked in; a changed view fails with Easel's comparison message.
final class EaselSnapshottingTests: XCTestCase {
    struct Card: View {
        var title = "Easel"
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text("Rendered on Linux").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding()
            .background(Color.orange.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
            .padding(8)
        }
    }

    func testImageAndLayoutReferences() {
        assertSnapshot(of: Card(), as: .easel())
        assertSnapshot(of: Card(), as: .easel(scale: 1, colorScheme: .dark), named: "dark")
        assertSnapshot(of: Card(), as: .easelLayout())
        assertSnapshot(of: Card(), as: .easelTree())
    }

    func testAChangedViewFailsWithEaselsComparison() {
        // Compare through the strategy's diffing directly: a different title is a mismatch with
        // the share of pixels that differ; the same view matches.
        let strategy = Snapshotting<Card, Bitmap>.easel(scale: 1)
        let a = strategy.snapshot(Card()), b = strategy.snapshot(Card(title: "Changed"))
        var first: Bitmap?, second: Bitmap?
        a.run { first = $0 }
        b.run { second = $0 }
        guard let first, let second else { return XCTFail("no snapshot") }
        XCTAssertNil(strategy.diffing.diffV2(first, first))
        let failure = strategy.diffing.diffV2(first, second)
        XCTAssertNotNil(failure)
        XCTAssertFalse(failure?.0.isEmpty ?? true)
        // Stored as PNG and read back unchanged.
        XCTAssertEqual(strategy.diffing.fromData(strategy.diffing.toData(first)), first)
    }

    /// Failures recorded while `capturing` is set, kept instead of failing the test.
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing { captured.append(description); return }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    func testAViewThatDoesNotRenderFailsWithTheReasonAndRecordsNothing() {
        struct Missing: View { var body: some View { Image("no-such-image") } }
        let strategy = Snapshotting<Missing, Bitmap>.easel(scale: 1)
        var value: Bitmap?
        capturing = true
        strategy.snapshot(Missing()).run { value = $0 }
        capturing = false
        XCTAssertTrue(captured.contains { $0.contains("did not render") && $0.contains("no-such-image") }, "\(captured)")
        guard let value else { return XCTFail("no value") }
        // Nothing is written as the reference, and the comparison reports the reason.
        XCTAssertEqual(strategy.diffing.toData(value), Data())
        XCTAssertTrue(strategy.diffing.diffV2(value, value)?.0.contains("did not render") ?? false)
    }

    func testAnUnreadableReferenceIsReportedNotCrashed() {
        let strategy = Snapshotting<Card, Bitmap>.easel(scale: 1)
        let garbage = strategy.diffing.fromData(Data("not a png".utf8))
        var actual: Bitmap?
        strategy.snapshot(Card()).run { actual = $0 }
        let failure = strategy.diffing.diffV2(garbage, actual!)
        XCTAssertTrue(failure?.0.contains("cannot be read") ?? false, failure?.0 ?? "")
    }
}
