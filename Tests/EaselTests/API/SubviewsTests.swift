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

    /// A key written as `@Entry` writes it in `extension ContainerValues` (the macro is in Easel's
    /// SwiftUI module; EaselMacrosTests checks its expansion).
    struct HighlightKey: ContainerValueKey {
        static var defaultValue: Color? { nil }
    }

    /// A container that draws the subviews its content marked with a highlight behind them.
    struct Highlighting<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            HStack(spacing: 0) {
                ForEach(subviews: content) { subview in
                    subview.padding(4).background(subview.containerValues[HighlightKey.self] ?? Color.clear)
                }
            }
        }
    }

    func testContainerValuesReachTheContainer() throws {
        let marked = try pixels(
            Highlighting {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).containerValue(\.highlight, .yellow)
                // Set under a modifier, and set twice: the outer value wins.
                Color.blue.frame(width: 20, height: 20).containerValue(\.highlight, .green).padding(1).containerValue(\.highlight, .orange)
            })
        let written = try pixels(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).padding(4)
                Color.blue.frame(width: 20, height: 20).padding(4).background(Color.yellow)
                Color.blue.frame(width: 20, height: 20).padding(1).padding(4).background(Color.orange)
            })
        XCTAssertEqual(marked, written)
        let values = try XCTUnwrap(SubviewValues.read(Color.red.containerValue(\.highlight, .pink)))
        XCTAssertEqual(values[HighlightKey.self], .pink)
        XCTAssertNil(ContainerValues()[HighlightKey.self], "the key's default")
    }

    /// Reads the container values of a view's only subview, as a container would.
    final class SubviewValues {
        private var values: ContainerValues?

        static func read<V: View>(_ view: V) throws -> ContainerValues? {
            let reader = SubviewValues()
            _ = try layout(Group(subviews: view) { subviews in reader.keep(subviews) })
            return reader.values
        }

        private func keep(_ subviews: SubviewsCollection) -> EmptyView {
            values = subviews.first?.containerValues
            return EmptyView()
        }
    }
}

extension ContainerValues {
    fileprivate var highlight: Color? {
        get { self[SubviewsTests.HighlightKey.self] }
        set { self[SubviewsTests.HighlightKey.self] = newValue }
    }
}
