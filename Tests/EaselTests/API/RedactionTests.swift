import XCTest
import EaselRaster
import EaselTesting
@testable import Easel

/// `redacted(reason: .placeholder)`: texts as rounded bars the length of their lines, images as
/// shapes of their size, both in the content's colour at placeholder opacity; the layout is the
/// unredacted one; `unredacted()` and an empty reason show the content.
final class RedactionTests: XCTestCase {
    struct Row: View {
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "star.fill").foregroundColor(.orange)
                VStack(alignment: .leading) {
                    Text("Placeholder title").font(.headline)
                    Text("Second line of details").font(.subheadline).foregroundColor(.secondary)
                }
            }
            .padding()
        }
    }

    func testTheLayoutIsTheUnredactedOne() throws {
        XCTAssertEqual(try ImageRenderer(content: Row().redacted(reason: .placeholder)).layout(), try ImageRenderer(content: Row()).layout())
    }

    func testTextsBecomeBarsAndAnEmptyReasonChangesNothing() throws {
        func pixels<V: View>(_ v: V) throws -> RasterCanvas { try ImageRenderer(content: v).rasterize() }
        let plain = try pixels(Text("Hello").padding())
        XCTAssertTrue(try pixels(Text("Hello").padding().redacted(reason: [])).bitmap == plain.bitmap)
        XCTAssertTrue(try pixels(Text("Hello").unredacted().padding().redacted(reason: .placeholder)).bitmap == plain.bitmap)
        let redacted = try pixels(Text("Hello").padding().redacted(reason: .placeholder))
        XCTAssertFalse(redacted.bitmap == plain.bitmap)
        // The bar's middle: black at 30 %, over the whole line (glyphs would leave gaps).
        let l = try ImageRenderer(content: Text("Hello").padding()).layout()
        let frame = try XCTUnwrap(l.root.first { $0.kind == "Text" }?.frame.rect)
        let y = Int(frame.midY)
        var alphas: [UInt8] = []
        for x in Int(frame.minX) + 3..<Int(frame.maxX) - 3 { alphas.append(redacted.pixel(x: x, y: y).a) }
        XCTAssertEqual(Set(alphas), [77])
        XCTAssertEqual(redacted.pixel(x: Int(frame.midX), y: y).r, 0)
    }

    func testRedactionGolden() throws {
        for (scheme, name) in [(ColorScheme.light, "row"), (.dark, "row-dark")] {
            let r = ImageRenderer(content: Row().redacted(reason: .placeholder))
            r.scale = 2
            r.colorScheme = scheme
            r.isOpaque = scheme == .dark
            assertSnapshot(of: try r.rasterize().bitmap, as: .image(scale: 2), named: name)
        }
    }
}
