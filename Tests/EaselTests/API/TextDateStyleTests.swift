import XCTest
import Foundation
@testable import Easel

/// `Text(_:style:)`: SwiftUI's date styles, in `en_US`.
final class TextDateStyleTests: XCTestCase {
    // Noon UTC on 14 November 2023: the same calendar day in every time zone from −11 to +11.
    let noon = Date(timeIntervalSince1970: 1_699_963_200)

    func testDateStyle() {
        XCTAssertEqual(Text.DateStyle.text(noon, .date, now: noon), "November 14, 2023")
        XCTAssertTrue(Text.DateStyle.text(noon, .time, now: noon).hasSuffix("M"))  // "12:00 PM" in UTC
    }

    func testRelativeOffsetAndTimerCountFromNow() {
        let later = noon.addingTimeInterval(2 * 3600 + 5 * 60 + 9)
        XCTAssertEqual(Text.DateStyle.text(later, .relative, now: noon), "2 hr, 5 min")
        XCTAssertEqual(Text.DateStyle.text(noon, .relative, now: later), "2 hr, 5 min")
        XCTAssertEqual(Text.DateStyle.text(later, .offset, now: noon), "+2 hours")
        XCTAssertEqual(Text.DateStyle.text(noon, .offset, now: later), "-2 hours")
        XCTAssertEqual(Text.DateStyle.text(later, .timer, now: noon), "2:05:09")
        XCTAssertEqual(Text.DateStyle.text(noon.addingTimeInterval(65), .timer, now: noon), "1:05")
        XCTAssertEqual(Text.DateStyle.text(noon.addingTimeInterval(3 * 86_400 + 1), .relative, now: noon), "3 days, 1 sec")
        XCTAssertEqual(Text.DateStyle.text(noon, .relative, now: noon), "0 sec")
    }

    func testDatesWithoutAFiniteIntervalCountWithoutTrapping() {
        // A date from `.infinity` or NaN (made by an app's arithmetic) trapped converting its
        // interval to whole seconds; it counts as about 30 million years, NaN as none.
        let infinite = Date(timeIntervalSince1970: .infinity)
        XCTAssertEqual(Text.DateStyle.text(infinite, .relative, now: noon), "31709791 yr, 51 wk")
        XCTAssertEqual(Text.DateStyle.text(infinite, .offset, now: noon), "+31709791 years")
        XCTAssertEqual(Text.DateStyle.text(Date(timeIntervalSince1970: .nan), .relative, now: noon), "0 sec")
        XCTAssertEqual(Text.DateStyle.text(Date(timeIntervalSince1970: -.infinity), .offset, now: noon), "-31709791 years")
        XCTAssertEqual(Text.DateStyle.text(infinite, .timer, now: noon), "277777777777:46:40")  // 1e15 seconds, not wrapped to 32 bits
        XCTAssertEqual(TimerInterval.text(seconds: .nan, showsHours: true), "0:00")
        XCTAssertEqual(TimerInterval.text(seconds: 3 * 3600 + 65, showsHours: false), "181:05")
    }
}
