import Foundation
import XCTest

@testable import Easel

/// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks: each units style and
/// date-time style, a reference date of the caller's, and the render's now.
final class RelativeDateTimeFormatterTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_767_260_460)  // 2026-01-01 09:41 UTC

    func formatter(_ units: RelativeDateTimeFormatter.UnitsStyle, _ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric) -> RelativeDateTimeFormatter {
        let f = RelativeDateTimeFormatter()
        f.unitsStyle = units
        f.dateTimeStyle = style
        f.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        f.calendar = calendar
        return f
    }

    func testUnitsStyles() {
        let twoHoursAgo = now.addingTimeInterval(-7200)
        XCTAssertEqual(formatter(.full).localizedString(for: twoHoursAgo, relativeTo: now), "2 hours ago")
        XCTAssertEqual(formatter(.spellOut).localizedString(for: twoHoursAgo, relativeTo: now), "two hours ago")
        XCTAssertEqual(formatter(.short).localizedString(for: twoHoursAgo, relativeTo: now), "2 hr. ago")
        XCTAssertEqual(formatter(.abbreviated).localizedString(for: twoHoursAgo, relativeTo: now), "2h ago")
        XCTAssertEqual(formatter(.full).localizedString(for: now.addingTimeInterval(3 * 86_400), relativeTo: now), "in 3 days")
    }

    func testNamedDaysAndTheRendersNow() {
        XCTAssertEqual(formatter(.full, .named).localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now), "yesterday")
        XCTAssertEqual(formatter(.full).localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now), "1 day ago")
        RenderClock.withNow(now) {
            XCTAssertEqual(formatter(.full).localizedString(fromTimeInterval: 300), "in 5 minutes")
            XCTAssertEqual(formatter(.full).string(for: now.addingTimeInterval(-120)), "2 minutes ago")
            XCTAssertEqual(formatter(.full).localizedString(from: DateComponents(day: 2)), "in 2 days")
        }
        XCTAssertNil(formatter(.full).string(for: "not a date"))
    }

    /// `Text(date, formatter:)` takes it, as every `Formatter`.
    func testATextShowsItsString() throws {
        let f = formatter(.short)
        try RenderClock.withNow(now) {
            let l = try layout(Text(now.addingTimeInterval(-7200), formatter: f), proposed: .unspecified)
            XCTAssertEqual(l.node("Text").label, "2 hr. ago")
        }
    }
}
