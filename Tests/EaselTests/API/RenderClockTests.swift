import XCTest
import Foundation
@testable import Easel

/// Compiled views read "now" and the default time zone from `RenderClock`.
final class RenderClockTests: XCTestCase {
    override func tearDown() {
        RenderClock.fixedNow = nil
        RenderClock.fixedTimeZone = nil
    }

    static let moment = Date(timeIntervalSince1970: 1_767_260_460)  // 2026-01-01 09:41 UTC

    func label(_ view: some View) throws -> [String] {
        try ImageRenderer(content: view).layout().root.all { $0.kind == "Text" }.compactMap(\.label)
    }

    func testRelativeTextsCountFromTheFixedNow() throws {
        RenderClock.fixedNow = Self.moment
        let texts = try label(
            VStack {
                Text(Self.moment.addingTimeInterval(-3 * 3600 - 120), style: .relative)
                Text(Self.moment.addingTimeInterval(-65), style: .timer)
            })
        XCTAssertEqual(texts, ["3 hr, 2 min", "1:05"])
    }

    func testTimelineViewShowsTheFixedNow() throws {
        RenderClock.fixedNow = Self.moment
        RenderClock.fixedTimeZone = TimeZone(identifier: "Asia/Tokyo")
        let texts = try label(
            TimelineView(.everyMinute) { context in
                Text(context.date, style: .time)
            })
        XCTAssertEqual(texts, ["6:41\u{202F}PM"])
    }

    func testTheEnvironmentStartsInTheFixedTimeZone() {
        XCTAssertEqual(EnvironmentValues().timeZone, TimeZone.current)
        RenderClock.fixedTimeZone = TimeZone(identifier: "Europe/Berlin")
        XCTAssertEqual(EnvironmentValues().timeZone.identifier, "Europe/Berlin")
        XCTAssertEqual(RenderClock.now.timeIntervalSinceNow, 0, accuracy: 5)
        RenderClock.fixedNow = Self.moment
        XCTAssertEqual(RenderClock.now, Self.moment)
    }
}
