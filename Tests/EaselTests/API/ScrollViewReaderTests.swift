import XCTest
@testable import Easel

/// `ScrollViewReader` and its proxy at rest.
final class ScrollViewReaderTests: XCTestCase {
    func testAScrollViewReaderLaysItsContentOutAsIfItWereNotThere() throws {
        // Its children join the scroll view's stack; `scrollTo` runs only in actions, which a
        // still image never runs.
        let read = ScrollView {
            ScrollViewReader { proxy in
                Button("Bottom") { proxy.scrollTo(9, anchor: .top) }
                ForEach(0..<10) { i in Color.blue.frame(width: 30, height: 20).id(i) }
            }
        }
        let plain = ScrollView {
            Button("Bottom") {}
            ForEach(0..<10) { i in Color.blue.frame(width: 30, height: 20).id(i) }
        }
        XCTAssertEqual(try pixels(read.frame(width: 100, height: 120)), try pixels(plain.frame(width: 100, height: 120)))
        ScrollViewProxy().scrollTo("anything")
    }
}
