import XCTest
@testable import EaselLayout

/// The fake measurer itself, so that later expectations rest on known text geometry.
final class FakeMeasurerTests: XCTestCase {
    let m = FakeMeasurer()

    func testIdealIsOneLine() {
        let r = m.measure("aaaa aaaa", style: TextStyle(), proposal: .unspecified)
        XCTAssertEqual(r.size, size(90, 20))
        XCTAssertEqual(r.lines.map(\.text), ["aaaa aaaa"])
        XCTAssertEqual(r.firstBaseline, 16)
    }

    func testWrapsAtSpacesAndChoosesLongestLine() {
        let r = m.measure("aaaa aaaa", style: TextStyle(), proposal: ProposedViewSize(width: 55, height: nil))
        XCTAssertEqual(r.lines.map(\.text), ["aaaa", "aaaa"])
        XCTAssertEqual(r.size, size(40, 40))
        XCTAssertEqual(r.lastBaseline, 36)
    }

    func testBreaksLongWordsAndTruncates() {
        let r = m.measure("aaaaaaaaaa", style: TextStyle(), proposal: ProposedViewSize(width: 50, height: nil))
        XCTAssertEqual(r.lines.map(\.text), ["aaaaa", "aaaaa"])
        let t = m.measure("aaaa bbbb cccc", style: TextStyle(lineLimit: 1), proposal: ProposedViewSize(width: 60, height: nil))
        XCTAssertEqual(t.lines.map(\.text), ["aaaa\u{2026}"])
        XCTAssertEqual(t.size, size(50, 20))
        let h = m.measure("aaaa bbbb cccc", style: TextStyle(), proposal: ProposedViewSize(width: 40, height: 45))
        XCTAssertEqual(h.lines.map(\.text), ["aaaa", "bbb\u{2026}"])
        XCTAssertTrue(h.isTruncated)
    }
}
