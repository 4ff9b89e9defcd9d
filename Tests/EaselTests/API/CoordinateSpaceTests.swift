import XCTest
import Easel

/// `coordinateSpace(name:)` and `GeometryProxy.frame(in:)` / `bounds(of:)`: frames relative to the
/// innermost enclosing space of the name, the canvas for a name no ancestor has.
final class CoordinateSpaceTests: XCTestCase {
    /// A 20 x 20 reader that writes its frame's origin in `space` (or, with `bounds`, the bounds
    /// of the space `"box"` in its own coordinates) as its text.
    struct Probe: View {
        var space: CoordinateSpace = .named("box")
        var bounds = false
        var body: some View {
            GeometryReader { p in
                if bounds {
                    Text(p.bounds(of: .named("box")).map { "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height))" } ?? "none")
                } else {
                    Text("\(Int(p.frame(in: space).minX)),\(Int(p.frame(in: space).minY))")
                }
            }
            .frame(width: 20, height: 20)
        }
    }

    /// The probe 40 points right of and 30 below the box's content, the box padded by 7 inside
    /// the space and placed at (100, 100) on the canvas: the probe is at (147, 137).
    struct Scene: View {
        var probe = Probe()
        var innerBox = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 30)
                if innerBox {
                    HStack(spacing: 0) {
                        Color.blue.frame(width: 40, height: 10); probe
                    }.coordinateSpace(name: "box")
                } else {
                    HStack(spacing: 0) {
                        Color.blue.frame(width: 40, height: 10); probe
                    }
                }
            }
            .padding(7)
            .coordinateSpace(name: "box")
            .padding(100)
        }
    }

    func label<V: View>(_ v: V) throws -> String? { try layout(v).root.find("Text")?.label }

    func testFramesInTheNamedSpaceTheCanvasAndTheReader() throws {
        XCTAssertEqual(try label(Scene()), "47,37")
        XCTAssertEqual(try label(Scene(probe: Probe(space: .global))), "147,137")
        XCTAssertEqual(try label(Scene(probe: Probe(space: .local))), "0,0")
        XCTAssertEqual(try label(Scene(probe: Probe(space: .named("elsewhere")))), "147,137", "no such space: the canvas")
    }

    func testTheInnermostSpaceOfTheNameWins() throws {
        XCTAssertEqual(try label(Scene(innerBox: true)), "40,0")
    }

    func testASpaceIsOnlyItsOwnSubtrees() throws {
        // The space is the first child's; the probe after it is outside: its frame is the canvas's.
        let v = VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 10).coordinateSpace(name: "box")
            Probe()
        }.padding(5)
        XCTAssertEqual(try label(v), "5,15")
    }

    func testBoundsOfTheSpaceInTheReadersCoordinates() throws {
        // The space is 60 + 14 wide and 30 + 20 + 14 tall, its origin 47 and 37 before the probe's.
        XCTAssertEqual(try label(Scene(probe: Probe(bounds: true))), "-47,-37 74x64")
        XCTAssertEqual(try label(Probe(bounds: true)), "none")
    }

    func testSwiftUI17Spellings() throws {
        struct Named: View {
            /// A `NamedCoordinateSpace` value goes through `frame(in: some CoordinateSpaceProtocol)`.
            static let space = NamedCoordinateSpace.named("s")
            var body: some View {
                GeometryReader { p in Text("\(Int(p.frame(in: .named("s")).minX)) \(Int(p.frame(in: Self.space).minX))") }
                    .frame(width: 20, height: 20)
                    .padding(.leading, 9)
                    .coordinateSpace(.named("s"))
                    .padding(30)
            }
        }
        XCTAssertEqual(try label(Named()), "9 9", "9 in the space, 39 on the canvas")
    }

    /// Four 80-point readers 10 apart in a horizontal scroll view with 20 of leading padding, the
    /// scroll view 30 below the top of a vertical one.
    struct Carousel: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 30)
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<4) { _ in
                                GeometryReader { p in
                                    let x = p.frame(in: .scrollView).minX, y = p.frame(in: .scrollView).minY
                                    let vertical = p.frame(in: .scrollView(axis: .vertical)).minY
                                    let bounds = p.bounds(of: .scrollView).map { "\(Int($0.minX))" } ?? "none"
                                    Text("\(Int(x)),\(Int(y)) \(Int(vertical)) \(bounds)")
                                }
                                .frame(width: 80, height: 40)
                            }
                        }
                        .padding(.horizontal, 20)
                    }
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    func testTheScrollViewSpaceIsTheNearestScrollViewsVisibleBounds() throws {
        let l = try ImageRenderer(content: Carousel()).layout()
        let labels = l.root.all { $0.kind == "Text" }.compactMap(\.label)
        // `.scrollView`: the horizontal one; `.scrollView(axis: .vertical)`: the outer one, 30 above.
        XCTAssertEqual(labels, ["20,0 30 -20", "110,0 30 -110", "200,0 30 -200", "290,0 30 -290"])
        let outside = try ImageRenderer(content: GeometryReader { p in Text(p.bounds(of: .scrollView) == nil ? "none" : "some") }).layout()
        XCTAssertEqual(outside.root.all { $0.kind == "Text" }.compactMap(\.label), ["none"])
    }
}
