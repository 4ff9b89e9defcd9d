// `onGeometryChange(for:of:action:)`: the action runs with the value read from the view's
// geometry once the view is laid out, and again when a later pass lays it out differently; what
// it changes shows in the picture.
import XCTest
import Foundation
import Easel

/// Records the values an action was given, in order.
private final class Changes: @unchecked Sendable {
    var entries: [String] = []
}

/// Measures a padded block and a frame in a named space into state, and shows both.
private struct Measured: View {
    @State private var height: CGFloat = 0
    @State private var rect: CGRect = .zero
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 60, height: 25).padding(5)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { newValue in
                    height = newValue
                }
            Color.green.frame(width: 70, height: 20)
            Color.blue.frame(width: 60, height: 30)
                .padding(.leading, 7)
                .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .named("root")) }, action: { rect = $0 })
            Text("\(Int(height)) \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
        }
        .coordinateSpace(.named("root"))
    }
}

/// A block whose width the action changes until it reaches 100: each pass lays it out anew.
private struct Growing: View {
    let changes: Changes
    @State private var width: CGFloat = 30
    var body: some View {
        Color.orange.frame(width: width, height: 10)
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: { old, new in
                changes.entries.append("\(Int(old))>\(Int(new))")
                if new < 100 { width = new * 2 }
            }
    }
}

final class GeometryChangeTests: XCTestCase {
    func testTheFirstValuesShowInThePicture() throws {
        let l = try layout(Measured())
        // 25 + 2 * 5 of padding; the padded blue block is below the 35-point block and the
        // 20-point one, at the column's leading edge.
        XCTAssertEqual(l.root.find("Text")?.label, "35 0,55 67x30")
        let blue = try XCTUnwrap(l.root.first { $0.kind == "Color" && $0.rect.width == 60 && $0.rect.height == 30 })
        XCTAssertEqual(blue.rect, CGRect(x: 7, y: 55, width: 60, height: 30))
    }

    func testTheActionRunsAgainWhenTheLayoutChanges() throws {
        let changes = Changes()
        let l = try layout(Growing(changes: changes))
        XCTAssertEqual(changes.entries, ["30>30", "30>60", "60>120"], "first with the value as both, then each change once")
        XCTAssertEqual(l.root.rect.width, 120)
    }

    func testTheObserverDrawsNothing() throws {
        let plain = try render(Color.red.frame(width: 20, height: 20).padding(4))
        let observed = try render(
            Color.red.frame(width: 20, height: 20).padding(4).onGeometryChange(for: CGSize.self) {
                $0.size
            } action: { _ in
            })
        XCTAssertEqual(plain, observed)
    }

    private func render<V: View>(_ view: V) throws -> [UInt8] {
        let r = ImageRenderer(content: view)
        r.scale = 2
        return Array(try r.pngData())
    }
}
