import XCTest
import Easel

/// `ForEach` resolves its elements onto one list (`resolve(_:_:appendingTo:)`), and built-in
/// views and wrapping modifiers append their nodes to it; a builder's children (`TupleView`)
/// still resolve each into an array of its own. The two ways must give the same nodes: these
/// tests lay out each scene written with a `ForEach` and written out child by child, and
/// compare the layouts (kinds, labels, frames, in both layout directions).
final class ResolveAppendingTests: XCTestCase {
    /// A modifier with a body (not a built-in one): appended through its `makeNodes`.
    private struct Boxed: ViewModifier {
        func body(content: Content) -> some View { content.padding(2).background(Color.gray) }
    }

    /// A custom view: appended through its body.
    private struct Cell: View {
        let n: Int
        var body: some View { Text("\(n)").frame(width: 20) }
    }

    private func assertSameLayout<A: View, B: View>(_ a: A, _ b: B, file: StaticString = #filePath, line: UInt = #line) throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let la = try layout(HStack(spacing: 3) { a }.environment(\.layoutDirection, direction))
            let lb = try layout(HStack(spacing: 3) { b }.environment(\.layoutDirection, direction))
            XCTAssertEqual(
                String(data: try la.jsonData(), encoding: .utf8), String(data: try lb.jsonData(), encoding: .utf8),
                "\(direction)", file: file, line: line)
        }
    }

    func testWrappingModifiersOnColoursMatchTheWrittenOutChildren() throws {
        try assertSameLayout(
            ForEach(0..<3) { i in Color.red.frame(width: 10 + CGFloat(i), height: 8).padding(1).offset(x: 2) },
            Group {
                Color.red.frame(width: 10, height: 8).padding(1).offset(x: 2)
                Color.red.frame(width: 11, height: 8).padding(1).offset(x: 2)
                Color.red.frame(width: 12, height: 8).padding(1).offset(x: 2)
            })
    }

    func testCustomModifiersViewsAndAnyViewsMatchTheWrittenOutChildren() throws {
        try assertSameLayout(
            ForEach(0..<3) { i in
                if i == 1 { AnyView(Cell(n: i).modifier(Boxed())) } else { AnyView(Cell(n: i).frame(height: 30, alignment: .bottom)) }
            },
            Group {
                Cell(n: 0).frame(height: 30, alignment: .bottom)
                Cell(n: 1).modifier(Boxed())
                Cell(n: 2).frame(height: 30, alignment: .bottom)
            })
    }

    func testAnElementOfSeveralViewsKeepsTheirOrder() throws {
        try assertSameLayout(
            ForEach(0..<2) { i in
                Color.blue.frame(width: 5, height: 5)
                Text("t\(i)").frame(width: 30)
            },
            Group {
                Color.blue.frame(width: 5, height: 5)
                Text("t0").frame(width: 30)
                Color.blue.frame(width: 5, height: 5)
                Text("t1").frame(width: 30)
            })
    }
}
