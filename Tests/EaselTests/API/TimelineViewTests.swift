import XCTest
import Foundation
@testable import Easel

/// A still image of a TimelineView shows its content for the schedule's entry current at the
/// render: the last entry at or before the moment, or the moment itself before the first.
final class TimelineViewTests: XCTestCase {
    let t0 = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func testPeriodicShowsTheLastTick() {
        let s = PeriodicTimelineSchedule(from: t0, by: 10)
        XCTAssertEqual(TimelineViewDefaultContext.current(s, at: t0.addingTimeInterval(25)).date, t0.addingTimeInterval(20))
        XCTAssertEqual(TimelineViewDefaultContext.current(s, at: t0.addingTimeInterval(30)).date, t0.addingTimeInterval(30))
        XCTAssertEqual(TimelineViewDefaultContext.current(s, at: t0).date, t0)
        // Before the schedule starts: the moment itself.
        XCTAssertEqual(TimelineViewDefaultContext.current(s, at: t0.addingTimeInterval(-5)).date, t0.addingTimeInterval(-5))
        XCTAssertEqual(
            Array(s.entries(from: t0.addingTimeInterval(25), mode: .normal).prefix(3)),
            [20, 30, 40].map { t0.addingTimeInterval($0) })
    }

    func testEveryMinuteShowsTheMinute() {
        let now = Date(timeIntervalSinceReferenceDate: 800_000_037.5)
        XCTAssertEqual(TimelineViewDefaultContext.current(.everyMinute, at: now).date, Date(timeIntervalSinceReferenceDate: 799_999_980))
    }

    func testAnimationShowsTheMoment() {
        XCTAssertEqual(TimelineViewDefaultContext.current(.animation, at: t0).date, t0)
        XCTAssertEqual(TimelineViewDefaultContext.current(.animation(minimumInterval: 1, paused: true), at: t0).date, t0)
        XCTAssertEqual(TimelineViewDefaultContext.current(.animation, at: t0).cadence, .live)
    }

    func testExplicitShowsTheLastDatePassed() {
        let s = ExplicitTimelineSchedule([t0, t0.addingTimeInterval(10), t0.addingTimeInterval(100)])
        XCTAssertEqual(TimelineViewDefaultContext.current(s, at: t0.addingTimeInterval(50)).date, t0.addingTimeInterval(10))
        XCTAssertEqual(TimelineViewDefaultContext.current(s, at: t0.addingTimeInterval(-1)).date, t0.addingTimeInterval(-1))
        XCTAssertEqual(TimelineViewDefaultContext.current(ExplicitTimelineSchedule([Date]()), at: t0).date, t0)
    }

    func testLaysOutAsItsContent() throws {
        let plain = try layout(VStack { Text("Tick").padding(8) })
        let timed = try layout(VStack { TimelineView(.everyMinute) { _ in Text("Tick").padding(8) } })
        XCTAssertEqual(timed.root.rect, plain.root.rect)
        XCTAssertEqual(timed.node("Text", "Tick").rect, plain.node("Text", "Tick").rect)
    }

    func testContentReadsTheContext() throws {
        // A periodic schedule that started long ago shows a tick in the past, never after now.
        let start = Date(timeIntervalSince1970: 0)
        let l = try layout(
            TimelineView(.periodic(from: start, by: 3600)) { context in
                Text(context.date <= Date() && context.date > start ? "ticked" : "wrong")
            })
        XCTAssertEqual(l.root.find("Text", "ticked")?.kind, "Text")
    }
}
