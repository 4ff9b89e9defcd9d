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

    /// A moment bound with `withNow` holds for that work only, ahead of the process-wide one, so
    /// that tests running at the same time each render their own.
    func testAMomentBoundForATaskWinsAndEndsWithIt() async throws {
        RenderClock.fixedNow = Self.moment
        let start = Self.moment.addingTimeInterval(-65)
        let inside = try RenderClock.withNow(Self.moment.addingTimeInterval(60), timeZone: TimeZone(identifier: "Asia/Tokyo")) {
            XCTAssertEqual(EnvironmentValues().timeZone.identifier, "Asia/Tokyo")
            return try label(Text(start, style: .timer))
        }
        XCTAssertEqual(inside, ["2:05"])
        XCTAssertEqual(try label(Text(start, style: .timer)), ["1:05"])
        let offsets: [Double] = [0, 10, 20, 30, 40, 50, 60, 70]
        let texts = try await withThrowingTaskGroup(of: (Double, [String]).self) { group in
            for offset in offsets {
                group.addTask {
                    try await RenderClock.withNow(Self.moment.addingTimeInterval(offset)) {
                        await Task.yield()
                        let view = Text(start, style: .timer)
                        return (offset, try ImageRenderer(content: view).layout().root.all { $0.kind == "Text" }.compactMap(\.label))
                    }
                }
            }
            var out: [Double: [String]] = [:]
            for try await (offset, t) in group { out[offset] = t }
            return out
        }
        XCTAssertEqual(offsets.map { texts[$0]?.first }, ["1:05", "1:15", "1:25", "1:35", "1:45", "1:55", "2:05", "2:15"])
    }
}
