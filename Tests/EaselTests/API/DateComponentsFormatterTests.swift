import XCTest
import Foundation
import Easel

/// `DateComponentsFormatter`, which Linux's Foundation lacks: positional, abbreviated, short,
/// full, brief and spelled-out durations, as Apple's writes them in English.
final class DateComponentsFormatterTests: XCTestCase {
    func formatter(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.allowedUnits = units
        f.unitsStyle = style
        return f
    }

    func testPositionalDropsLeadingZeroUnitsUnlessPadded() {
        let f = formatter([.hour, .minute, .second], .positional)
        XCTAssertEqual(f.string(from: 3723), "1:02:03")
        XCTAssertEqual(f.string(from: 63), "1:03")
        XCTAssertEqual(f.string(from: 3), "0:03")
        f.zeroFormattingBehavior = .pad
        XCTAssertEqual(f.string(from: 63), "00:01:03")
        XCTAssertEqual(formatter([.minute, .second], .positional).string(from: 3723), "62:03")
        XCTAssertEqual(f.string(from: -63), "-00:01:03")
    }

    func testUnitStylesDropZeroUnitsAndCountPlurals() {
        let units: NSCalendar.Unit = [.day, .hour, .minute, .second]
        XCTAssertEqual(formatter(units, .abbreviated).string(from: 90061), "1d 1h 1m 1s")
        XCTAssertEqual(formatter(units, .short).string(from: 3723), "1 hr, 2 min, 3 sec")
        XCTAssertEqual(formatter(units, .full).string(from: 3601), "1 hour, 1 second")
        XCTAssertEqual(formatter(units, .full).string(from: 7322), "2 hours, 2 minutes, 2 seconds")
        XCTAssertEqual(formatter(units, .brief).string(from: 125), "2min 5sec")
        XCTAssertEqual(formatter(units, .spellOut).string(from: 7260), "two hours, one minute")
        XCTAssertEqual(formatter(units, .full).string(from: 0), "0 seconds")
        let two = formatter(units, .full)
        two.maximumUnitCount = 2
        two.includesApproximationPhrase = true
        two.includesTimeRemainingPhrase = true
        XCTAssertEqual(two.string(from: 90061), "About 1 day, 1 hour remaining")
        let none = formatter([.hour, .minute], .abbreviated)
        none.zeroFormattingBehavior = .none
        XCTAssertEqual(none.string(from: 60), "0h 1m")
    }

    func testDatesComponentsAndBadInput() {
        let f = formatter([.day, .hour], .full)
        let start = Date(timeIntervalSince1970: 0)
        XCTAssertEqual(f.string(from: start, to: start.addingTimeInterval(2 * 86_400 + 3600)), "2 days, 1 hour")
        XCTAssertEqual(f.string(from: DateComponents(day: 3, hour: 4)), "3 days, 4 hours")
        XCTAssertEqual(f.string(for: 3600.0), "1 hour")
        XCTAssertNil(f.string(for: "an hour"))
        XCTAssertNil(f.string(from: .nan))
        XCTAssertNil(f.string(from: .infinity))
        XCTAssertNil(formatter([], .full).string(from: 60))
    }
}
