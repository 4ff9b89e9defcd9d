import Foundation
import XCTest
import EaselLayout
@testable import EaselPaint

/// Lazy stacks in a scroll view's clipped viewport draw only the rows that can be seen.
final class LazyStackPaintTests: XCTestCase {
    private func rows(_ n: Int) -> [LayoutNode] {
        (0..<n).map { _ in frame(nil, 44, color(red)) }
    }

    private func scroll(_ stack: StackNode) -> LayoutNode {
        EffectNode(kind: "clipped", effect: .clip(.rectangle, evenOdd: false), child: ScrollViewNode(axes: .vertical, child: stack))
    }

    private func fills(_ list: DisplayList) -> Int {
        list.commands.filter { if case .fill = $0 { return true } else { return false } }.count
    }

    func testLazyRowsOutsideTheViewportAreNotDrawn() {
        let stack = StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0, children: rows(20), kind: "LazyVStack")
        stack.drawsOnlyVisibleChildren = true
        let (_, list) = paint(scroll(stack), proposal: CGSize(width: 320, height: 200))
        // Rows at 0, 44, 88, 132, 176 meet the 200-point viewport; the other 15 are skipped.
        XCTAssertEqual(fills(list), 5)
    }

    func testEagerRowsAreAllPaintedAndClipped() {
        let stack = StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0, children: rows(20))
        let (_, list) = paint(scroll(stack), proposal: CGSize(width: 320, height: 200))
        XCTAssertEqual(fills(list), 20)
        XCTAssertTrue(list.commands.contains { if case .pushClip = $0 { return true } else { return false } })
    }

    func testLazyStackOutsideAScrollViewDrawsEverything() {
        let stack = StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0, children: rows(20), kind: "LazyVStack")
        stack.drawsOnlyVisibleChildren = true
        let (_, list) = paint(stack, proposal: CGSize(width: 320, height: 200))
        XCTAssertEqual(fills(list), 20)
    }
}
