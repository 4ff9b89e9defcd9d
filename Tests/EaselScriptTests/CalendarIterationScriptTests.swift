import XCTest
@testable import EaselScript

/// Calendar arithmetic apps use to build month grids and schedules: the next matching date,
/// enumerating matching dates, date intervals, a calendar's own time zone, and comparing dates.
final class CalendarIterationScriptTests: XCTestCase {
    func testNextAndEnumeratedDatesIntervalsAndComparison() throws {
        let source = #"""
            func probe() -> [String] {
                var cal = Calendar(identifier: .gregorian)
                cal.timeZone = TimeZone(identifier: "UTC")!
                let start = cal.date(from: DateComponents(year: 2024, month: 5, day: 1, hour: 9))!
                let next = cal.nextDate(after: start, matching: DateComponents(hour: 8), matchingPolicy: .nextTime)!
                var mondays: [Int] = []
                cal.enumerateDates(startingAfter: start, matching: DateComponents(weekday: 2), matchingPolicy: .nextTime) { date, _, stop in
                    guard let date else { return }
                    if mondays.count == 3 { stop = true } else { mondays.append(cal.component(.day, from: date)) }
                }
                let end = cal.date(byAdding: .day, value: 10, to: start)!
                let interval = DateInterval(start: start, end: end)
                let week = DateInterval(start: start, duration: 7 * 86400)
                return [
                    "\(cal.component(.day, from: next)) \(cal.component(.hour, from: next))", "\(mondays)",
                    "\(interval.duration / 86400) \(interval.contains(next)) \(week.end < end)",
                    "\(cal.timeZone.identifier) \(Calendar(identifier: .gregorian).timeZone.identifier.isEmpty)", "\(start.compare(end) == .orderedAscending) \(end.compare(start) == .orderedDescending)",
                ]
            }
            let probe = probe()
            """#
        XCTAssertEqual(
            try ScriptTestSupport.global("probe", in: source),
            .array([.string("2 8"), .string("[6, 13, 20]"), .string("10.0 true true"), .string("GMT false"), .string("true true")]))
        XCTAssertTrue(
            ScriptTestSupport.error(
                "let d = Date(timeIntervalSince1970: 0)\nlet i = DateInterval(start: d, end: d.addingTimeInterval(-1))\nstruct V: View { var body: some View { Text(\"\\(i.duration)\") } }"
            ).contains("a DateInterval cannot end before it starts"))
    }
}
