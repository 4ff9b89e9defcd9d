// iOS 18's custom containers: Group(subviews:) and ForEach(subviews:).
import XCTest
import EaselRaster
@testable import Easel

final class SubviewsTests: XCTestCase {
    /// A container that numbers and frames each of its content's views.
    struct Numbered<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 4) {
                Group(subviews: content) { subviews in
                    ForEach(subviews) { subview in
                        subview.padding(2).background(Color.gray).overlay { Text("\(subviews.firstIndex { $0.id == subview.id }!)") }
                    }
                    Text("\(subviews.count) views")
                }
            }
        }
    }

    func testGroupSubviewsFlattensForEachAndConditions() throws {
        let numbered = try pixels(
            Numbered {
                Color.red.frame(width: 30, height: 20)
                ForEach(0..<2) { _ in Color.blue.frame(width: 30, height: 20) }
                if false { Color.green.frame(width: 30, height: 20) }
            })
        let written = try pixels(
            VStack(spacing: 4) {
                Color.red.frame(width: 30, height: 20).padding(2).background(Color.gray).overlay { Text("0") }
                Color.blue.frame(width: 30, height: 20).padding(2).background(Color.gray).overlay { Text("1") }
                Color.blue.frame(width: 30, height: 20).padding(2).background(Color.gray).overlay { Text("2") }
                Text("3 views")
            })
        XCTAssertEqual(numbered, written)
    }

    func testForEachSubviewsTakesTheEnvironmentWhereItIsPlaced() throws {
        // A subview is resolved where it is placed: the container's environment reaches it.
        let content = Group {
            Text("One")
            Text("Two")
        }
        let placed = try pixels(VStack { ForEach(subviews: content) { $0.foregroundStyle(Color.orange).font(.title) } })
        let written = try pixels(
            VStack {
                Text("One").foregroundStyle(Color.orange).font(.title)
                Text("Two").foregroundStyle(Color.orange).font(.title)
            })
        XCTAssertEqual(placed, written)
        XCTAssertEqual(try layout(VStack { ForEach(subviews: EmptyView()) { $0 } }).root.frame.height, 0)
    }
}
