import XCTest
import EaselRaster
@testable import Easel

/// `visualEffect`: effects chosen from the view's placed frame, drawn without changing layout.
final class VisualEffectTests: XCTestCase {
    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }

    func testEffectsDrawAsTheirModifiers() throws {
        let a = try render(
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 30)
                Color.blue.frame(width: 30, height: 30)
                    .visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minX > 20 ? 10 : 0).opacity(0.5) }
            }.padding(12))
        let b = try render(
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 30)
                Color.blue.frame(width: 30, height: 30).offset(y: 10).opacity(0.5)
            }.padding(12))
        XCTAssertEqual(a.bitmap, b.bitmap)
        // The frame chooses: at the leading edge nothing moves.
        let c = try render(
            HStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 30)
                    .visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minX > 20 ? 10 : 0) }
                Color.red.frame(width: 30, height: 30)
            }.padding(12))
        let d = try render(
            HStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 30)
                Color.red.frame(width: 30, height: 30)
            }.padding(12))
        XCTAssertEqual(c.bitmap, d.bitmap)
    }

    func testThreeDimensionalAndAffineEffectsDrawAsTheirModifiers() throws {
        // A card turned by how far it sits from the leading edge, as scroll-view carousels do.
        let a = try render(
            Color.blue.frame(width: 40, height: 30)
                .visualEffect { content, proxy in
                    content.rotation3DEffect(.degrees(proxy.frame(in: .global).minX), axis: (x: 0, y: 1, z: 0), perspective: 0.8)
                        .transformEffect(CGAffineTransform(translationX: 2, y: 0))
                }
                .padding(12))
        let b = try render(
            Color.blue.frame(width: 40, height: 30)
                .rotation3DEffect(.degrees(12), axis: (x: 0, y: 1, z: 0), perspective: 0.8)
                .transformEffect(CGAffineTransform(translationX: 2, y: 0))
                .padding(12))
        XCTAssertEqual(a.bitmap, b.bitmap)
        let flat = try render(Color.blue.frame(width: 40, height: 30).padding(12))
        XCTAssertNotEqual(a.bitmap, flat.bitmap)
    }

    func testLayoutIsUnchanged() throws {
        let plain = try layout(
            HStack {
                Text("A"); Text("B")
            })
        let withEffect = try layout(
            HStack {
                Text("A").visualEffect { c, _ in c.scaleEffect(2).blur(radius: 3) }; Text("B")
            })
        XCTAssertEqual(plain.root.rect, withEffect.root.rect)
        XCTAssertEqual(plain.root.all { $0.kind == "Text" }.map(\.rect), withEffect.root.all { $0.kind == "Text" }.map(\.rect))
        // Baselines pass through.
        let aligned = try layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).visualEffect { c, _ in c.rotationEffect(.degrees(10)) }
                Text("small")
            })
        let reference = try layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle); Text("small")
            })
        XCTAssertEqual(aligned.root.all { $0.kind == "Text" }.map(\.rect), reference.root.all { $0.kind == "Text" }.map(\.rect))
    }
}
