// layoutPriority as a trait: a modifier's view keeps the priority of the view it wraps.
import XCTest
import Easel

final class LayoutTraitsTests: XCTestCase {
    private func widths<V: View>(_ v: V) throws -> [CGFloat] {
        try ImageRenderer(content: v).layout().root.all { $0.kind == "Color" }.map(\.frame.width)
    }

    func testPriorityPassesThroughLaterModifiers() throws {
        // Apple's example writes `.layoutPriority(1).border(Color.gray)`: the bordered view keeps
        // the priority, so it is offered all but its sibling's minimum (here 0) first.
        let flexible = Color.red.frame(minWidth: 0, maxWidth: 150)
        let prior = Color.blue.frame(minWidth: 0, maxWidth: 150).layoutPriority(1)
        XCTAssertEqual(
            try widths(
                HStack(spacing: 0) {
                    flexible; prior.border(Color.gray)
                }.frame(width: 200)), [50, 150])
        let padded = HStack(spacing: 0) {
            flexible; prior.padding(0).background(Color.gray)
        }
        XCTAssertEqual(try widths(padded.frame(width: 200)).prefix(2), [50, 150])
        // Without the priority the two share equally.
        let plain = Color.blue.frame(minWidth: 0, maxWidth: 150)
        XCTAssertEqual(
            try widths(
                HStack(spacing: 0) {
                    flexible; plain.border(Color.gray)
                }.frame(width: 200)), [100, 100])
        // A scroll view is a container: its content's priority stays inside it.
        let scroll = ScrollView(.horizontal) { Color.blue.frame(width: 10, height: 10).layoutPriority(1) }
        XCTAssertEqual(
            try widths(
                HStack(spacing: 0) {
                    flexible; scroll
                }.frame(width: 200)
            ).first, 100)
    }
}
