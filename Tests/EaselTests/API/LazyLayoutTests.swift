import XCTest
import EaselRaster
@testable import Easel

/// Lazy stacks in scroll views and list rows lay out only the children that can show on the
/// screen; the picture is the same as when every child is laid out.
final class LazyLayoutTests: XCTestCase {
    private func render<V: View>(_ v: V) throws -> (RasterCanvas, LayoutSnapshot) {
        let r = ImageRenderer(content: v)
        r.device = .iPhone15
        return (try r.rasterize(), try r.layout())
    }

    struct Row: View {
        let i: Int
        var body: some View {
            HStack {
                Circle().fill(.blue).frame(width: 32, height: 32)
                VStack(alignment: .leading) {
                    Text("Row \(i)").font(.headline)
                    Text("Detail for item \(i)").font(.subheadline).foregroundStyle(.secondary)
                }
            }
        }
    }

    func testALazyStackInAScrollViewLaysOutOnlyWhatTheScreenCanShow() throws {
        let (lazy, lazyLayout) = try render(
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) { ForEach(0..<1000, id: \.self) { Row(i: $0) } }.padding()
            })
        let (eager, eagerLayout) = try render(
            ScrollView {
                VStack(alignment: .leading, spacing: 12) { ForEach(0..<1000, id: \.self) { Row(i: $0) } }
                    .frame(maxWidth: .infinity, alignment: .leading).padding()
            })
        XCTAssertEqual(lazy.bitmap, eager.bitmap)
        let placed = lazyLayout.root.all { $0.kind == "Text" }.count
        XCTAssertEqual(eagerLayout.root.all { $0.kind == "Text" }.count, 2000)
        XCTAssertGreaterThanOrEqual(placed, 2 * 14)  // every row that shows (14 of 42 + 12 in the 759-point safe area)
        XCTAssertLessThan(placed, 2 * 25)
    }

    func testAListsRowsPastTheScreenAreNotLaidOut() throws {
        func list(_ n: Int) -> some View {
            NavigationStack {
                List(0..<n, id: \.self) { i in Text("Item \(i)") }
                    .navigationTitle("Items")
            }
        }
        let (long, layout) = try render(list(1000))
        let (short, _) = try render(list(40))
        XCTAssertEqual(long.bitmap, short.bitmap)
        XCTAssertLessThan(layout.root.all { $0.kind == "Text" }.count, 40)
    }

    func testWithoutAScreenEveryChildIsLaidOut() throws {
        // At its own size nothing bounds what shows: the lazy stack measures all its rows.
        let l = try layout(ScrollView { LazyVStack { ForEach(0..<100, id: \.self) { Text("Row \($0)") } } })
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.count, 100)
        // Outside a scroll view, a lazy stack on a screen is laid out whole.
        let r = ImageRenderer(content: LazyVStack { ForEach(0..<100, id: \.self) { Text("Row \($0)") } })
        r.device = .iPhone15
        XCTAssertEqual(try r.layout().root.all { $0.kind == "Text" }.count, 100)
    }
}
