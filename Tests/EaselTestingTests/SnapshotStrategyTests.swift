import Foundation
import XCTest
import Easel
@testable import EaselTesting
@testable import EaselSnapshotCore
import EaselRaster

/// A strategy of one's own: readings stored as one number per line, matching when every
/// reading is within `tolerance` of the golden's.
extension Diffing where Format == [Double] {
    static func readings(tolerance: Double) -> Diffing<[Double]> {
        Diffing(
            toData: { Data($0.map { String($0) }.joined(separator: "\n").utf8) },
            fromData: { data in
                try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
                    guard let v = Double($0) else { throw SnapshotError("not a number: \($0)") }
                    return v
                }
            },
            diff: { old, new in
                if old == new { return .identical }
                guard old.count == new.count else { return .mismatch("\(old.count) readings expected, got \(new.count)") }
                let worst = zip(old, new).map { abs($0 - $1) }.max() ?? 0
                return worst <= tolerance
                    ? SnapshotDiff(isIdentical: false, matches: true)
                    : .mismatch("a reading moved by \(worst)", measurements: [.init("largest change", "\(worst)")])
            })
    }
}

struct Thermometer { var celsius: [Double] }

extension Snapshotting where Value == Thermometer, Format == [Double] {
    static var readings: Snapshotting { Snapshotting(pathExtension: "readings", diffing: .readings(tolerance: 0.05)) { $0.celsius } }
}

final class SnapshotStrategyTests: XCTestCase {
    var sandbox: SnapshotSandbox!
    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    /// The committed golden golden/SnapshotStrategyTests/CardLayout.1.json: the card's frames.
    func testCardLayout() {
        assertSnapshot(of: Card(), as: .layout())
    }

    /// The committed golden golden/SnapshotStrategyTests/CardTree.1.txt: the card's resolved tree,
    /// with each view's attributes.
    func testCardTree() {
        assertSnapshot(of: Card(), as: .tree())
    }

    /// The tree names every view with what decides its layout and paint, and a change of an
    /// attribute shows as that line.
    func testTreeShowsAttributesAndTheChangedLine() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Hello").font(.system(size: 20, weight: .bold)).foregroundColor(.red)
            Rectangle().fill(Color.blue).frame(width: 30, height: 10).padding(.leading, 6)
            Circle().stroke(Color.green, lineWidth: 2).frame(minWidth: 5, maxWidth: 40).opacity(0.5)
        }
        let tree = try Snapshotting<AnyView, String>.tree(scale: 1).snapshot(AnyView(view))
        for expected in [
            "canvas 51 × 53 @1x\n", "VStack(alignment: leading, spacing: 4) at (0, 0) 51 × 53\n",
            "Text \"Hello\" (20 pt, weight 700, #FF3B30) at (0, 0)",
            "padding(top: 0, leading: 6, bottom: 0, trailing: 0)", "frame(width: 30, height: 10) at (6, ",
            "Rectangle (fill #007AFF) at (6, ", "└─ opacity(0.5) at (0, 43) 40 × 10\n", "frame(minWidth: 5, maxWidth: 40)",
            "Circle (stroke #34C759, lineWidth 2)",
        ] {
            XCTAssertTrue(tree.contains(expected), "\(expected) in\n\(tree)")
        }
        XCTAssertEqual(verify(AnyView(view), as: .tree(scale: 1), named: "Tree").outcome, .recorded)
        let wider = VStack(alignment: .leading, spacing: 4) {
            Text("Hello").font(.system(size: 20, weight: .bold)).foregroundColor(.red)
            Rectangle().fill(Color.blue).frame(width: 30, height: 10).padding(.leading, 8)
            Circle().stroke(Color.green, lineWidth: 2).frame(minWidth: 5, maxWidth: 40).opacity(0.5)
        }
        let changed = verify(AnyView(wider), as: .tree(scale: 1), named: "Tree")
        XCTAssertEqual(changed.outcome, .mismatched)
        let message = try XCTUnwrap(changed.message)
        XCTAssertTrue(message.contains("+├─ padding(top: 0, leading: 8, bottom: 0, trailing: 0)"), message)
        XCTAssertTrue(message.contains("-├─ padding(top: 0, leading: 6, bottom: 0, trailing: 0)"), message)
    }

    func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, named name: String) -> SnapshotResult {
        verifySnapshot(
            of: value, as: strategy, named: name, identity: .file(#filePath, test: "t()"), filePath: #filePath,
            environment: sandbox.environment())
    }

    func testLayoutFailureShowsTheFramesThatMoved() throws {
        XCTAssertEqual(verify(Card(), as: .layout(), named: "Layout").outcome, .recorded)
        let golden = sandbox.goldenDirectory.appendingPathComponent("SnapshotStrategyTests/Layout.json")
        let json = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertTrue(json.contains("\"frame\""), json)
        XCTAssertNil(verify(Card(), as: .layout(), named: "Layout").message)

        let moved = verify(Card().padding(.leading, 5), as: .layout(), named: "Layout")
        XCTAssertEqual(moved.outcome, .mismatched)
        let message = try XCTUnwrap(moved.message)
        XCTAssertTrue(message.contains("lines removed and"), message)
        XCTAssertTrue(message.contains("@@ -"), message)
        // The card's width grew by the padding: a removed and an added canvas width.
        XCTAssertTrue(message.contains("\n-    \"width\" : 124\n"), message)
        XCTAssertTrue(message.contains("\n+    \"width\" : 129\n"), message)
        let artifacts = try XCTUnwrap(moved.artifacts)
        XCTAssertEqual(artifacts.actual.lastPathComponent, "actual.json")
        XCTAssertEqual(artifacts.expected?.lastPathComponent, "expected.json")
        let difference = try String(contentsOf: XCTUnwrap(artifacts.difference), encoding: .utf8)
        XCTAssertTrue(difference.hasPrefix("--- expected\n+++ actual\n@@ -"), difference)
        // The report shows text snapshots as text.
        let page = try String(contentsOf: sandbox.artifactsDirectory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<figure class=\"diff\"><figcaption>Difference</figcaption><pre>--- expected"), page)
        XCTAssertFalse(page.contains("class=\"wipe-range\""))
    }

    func testLinesStrategyAndPullback() throws {
        let receipt = Snapshotting<String, String>.lines.pullback { (items: [String]) in items.joined(separator: "\n") }
        XCTAssertEqual(receipt.pathExtension, "txt")
        XCTAssertEqual(verify(["tea", "cake"], as: receipt, named: "Receipt").outcome, .recorded)
        XCTAssertEqual(
            try String(contentsOf: sandbox.goldenDirectory.appendingPathComponent("SnapshotStrategyTests/Receipt.txt"), encoding: .utf8),
            "tea\ncake")
        XCTAssertNil(verify(["tea", "cake"], as: receipt, named: "Receipt").message)
        let changed = verify(["tea", "scone"], as: receipt, named: "Receipt")
        XCTAssertTrue(changed.message?.contains("1 lines removed and 1 added, the first at line 2") ?? false, changed.message ?? "")
    }

    func testAStrategyOfOnesOwn() throws {
        XCTAssertEqual(verify(Thermometer(celsius: [20, 21.5]), as: .readings, named: "Temps").outcome, .recorded)
        XCTAssertTrue(sandbox.exists(sandbox.goldenDirectory.appendingPathComponent("SnapshotStrategyTests/Temps.readings")))
        XCTAssertNil(verify(Thermometer(celsius: [20.04, 21.5]), as: .readings, named: "Temps").message)
        let off = verify(Thermometer(celsius: [20.2, 21.5]), as: .readings, named: "Temps")
        XCTAssertEqual(off.outcome, .mismatched)
        XCTAssertTrue(off.message?.contains("a reading moved by 0.19") ?? false, off.message ?? "")
        // `all` leaves a golden alone only when identical, not merely within tolerance.
        let all = verifySnapshot(
            of: Thermometer(celsius: [20.04, 21.5]), as: .readings, named: "Temps", record: .all,
            identity: .file(#filePath, test: "t()"), filePath: #filePath, environment: sandbox.environment())
        XCTAssertEqual(all.outcome, .recorded)
    }

    func testUnifiedDifference() {
        let d = LineDifference(expected: "a\nb\nc\nd\ne\nf\ng\nh\ni", actual: "a\nb\nc\nd\nE\nf\ng\nh\ni\nj")
        XCTAssertEqual(d.removedCount, 1)
        XCTAssertEqual(d.addedCount, 2)
        XCTAssertEqual(d.firstDifferenceLine, 5)
        XCTAssertEqual(
            d.unified(context: 1),
            """
            --- expected
            +++ actual
            @@ -4,3 +4,3 @@
             d
            -e
            +E
             f
            @@ -9,1 +9,2 @@
             i
            +j

            """)
        XCTAssertEqual(LineDifference(expected: "x", actual: "x").unified(), "--- expected\n+++ actual\n")
    }
}

/// The image strategy's render settings reach the renderer: reading direction and text size.
final class ImageStrategySettingsTests: XCTestCase {
    func testLayoutDirectionAndDynamicTypeSize() throws {
        let pair = AnyView(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
            })
        let ltr = try Snapshotting<AnyView, Bitmap>.image(scale: 1).snapshot(pair)
        let rtl = try Snapshotting<AnyView, Bitmap>.image(scale: 1, layoutDirection: .rightToLeft).snapshot(pair)
        XCTAssertEqual(ltr.pixel(x: 2, y: 2).r, 255, "red leads")
        XCTAssertEqual(rtl.pixel(x: 2, y: 2).b, 255, "blue on the left: red leads from the right")
        let text = Text("Hamburgefonts")
        let large = try Snapshotting<Text, Bitmap>.image(scale: 1).snapshot(text)
        let ax = try Snapshotting<Text, Bitmap>.image(scale: 1, dynamicTypeSize: .accessibility1).snapshot(text)
        XCTAssertGreaterThan(ax.height, large.height)
    }
}
