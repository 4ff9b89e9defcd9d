// DatePicker at rest: the compact pills and the graphical month (CONTROLS.md §8).
import XCTest
import Foundation
@testable import Easel

final class DatePickerTests: XCTestCase {
    // Noon UTC on Tuesday 14 November 2023.
    let day = Date(timeIntervalSince1970: 1_699_963_200)
    let utc = TimeZone(identifier: "UTC")!
    let width = ProposedViewSize(width: 340, height: nil)

    /// Times are formatted as iOS 17 formats them, with a narrow no-break space before AM/PM.
    func testCompactPutsTheDateAndTimePillsTrailing() throws {
        let l = try layout(DatePicker("Start", selection: .constant(day)).environment(\.timeZone, utc), proposed: width)
        XCTAssertEqual(l.root.rect.width, 340)
        let pills = l.root.all { $0.kind == "RoundedRectangle" }.map(\.rect)
        XCTAssertEqual(pills.count, 2)
        XCTAssertEqual(pills.map(\.height), [34, 34])
        // Origins sit on the pixel grid: edges within half a point.
        XCTAssertEqual(pills[1].maxX, 340, accuracy: 0.5)
        XCTAssertEqual(pills[1].minX - pills[0].maxX, 6, accuracy: 0.5)
        XCTAssertEqual(l.node("Text", "Start").rect.minX, 0)
        XCTAssertNotNil(l.root.find("Text", "Nov 14, 2023"))
        XCTAssertNotNil(l.root.find("Text", "12:00\u{202F}PM"))
        // The text is inset 11 points in its pill.
        XCTAssertEqual(l.node("Text", "12:00\u{202F}PM").rect.minX - pills[1].minX, 11, accuracy: 0.5)
    }

    /// The environment's locale formats the pills and lays out the month: German dates and 24-hour
    /// times, weeks from Monday.
    func testTheLocaleFormatsDatesAndStartsTheWeek() throws {
        let de = Locale(identifier: "de_DE")
        let compact = try layout(
            DatePicker("Start", selection: .constant(day)).environment(\.timeZone, utc).environment(\.locale, de),
            proposed: width)
        XCTAssertNotNil(compact.root.find("Text", "14.11.2023"), "\(compact.root.all { $0.kind == "Text" }.compactMap(\.label))")
        XCTAssertNotNil(compact.root.find("Text", "12:00"))
        let graphical = try layout(
            DatePicker("Start", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical)
                .environment(\.timeZone, utc).environment(\.locale, de), proposed: width)
        let texts = graphical.root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertTrue(texts.contains("November 2023"), "\(texts)")
        let weekdays = Array(texts.drop { !$0.hasPrefix("MO") }.prefix(7))
        XCTAssertEqual(weekdays.count, 7, "\(texts)")
        XCTAssertTrue(weekdays[6].hasPrefix("SO"), "the week ends on Sunday: \(weekdays)")
        // en_US: weeks from Sunday, as before.
        let us = try layout(
            DatePicker("Start", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical)
                .environment(\.timeZone, utc), proposed: width
        ).root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertEqual(Array(us.drop { $0 != "SUN" }.prefix(2)), ["SUN", "MON"])
    }

    func testDisplayedComponentsAndHiddenLabels() throws {
        let dateOnly = try layout(DatePicker("Start", selection: .constant(day), displayedComponents: .date).environment(\.timeZone, utc), proposed: width)
        XCTAssertEqual(dateOnly.root.all { $0.kind == "RoundedRectangle" }.count, 1)
        XCTAssertNil(dateOnly.root.find("Text", "12:00\u{202F}PM"))
        let hidden = try layout(
            DatePicker("Start", selection: .constant(day), displayedComponents: .hourAndMinute)
                .labelsHidden().environment(\.timeZone, utc), proposed: width)
        XCTAssertNil(hidden.root.find("Text", "Start"))
        XCTAssertLessThan(hidden.root.rect.width, 120)  // the pill alone, not the row
        let toggle = try layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), proposed: width)
        XCTAssertEqual(toggle.root.rect.size, CGSize(width: 51, height: 31))
        // A menu picker in a form row: without its label, the value alone (no "Size" text).
        let picker = try layout(
            Form { Picker("Size", selection: .constant(1)) { Text("Small").tag(1) }.labelsHidden() }, proposed: ProposedViewSize(width: 340, height: 200))
        XCTAssertNil(picker.root.find("Text", "Size"))
        XCTAssertNotNil(picker.root.find("Text", "Small"))
    }

    /// Offered less than it needs, a compact picker keeps its pills whole (UIKit's control is
    /// never squeezed): the label gives way, and the date is not truncated.
    func testNarrowCompactPillsAreNotSqueezed() throws {
        let wide = try layout(DatePicker("Start", selection: .constant(day)).environment(\.timeZone, utc), proposed: width)
        let narrow = try layout(
            DatePicker("Start", selection: .constant(day)).environment(\.timeZone, utc), proposed: ProposedViewSize(width: 150, height: nil))
        let pills = { (l: LayoutSnapshot) in l.root.all { $0.kind == "RoundedRectangle" }.map(\.rect.width) }
        XCTAssertEqual(pills(narrow), pills(wide))
        XCTAssertNotNil(narrow.root.find("Text", "Nov 14, 2023"))
        XCTAssertNotNil(narrow.root.find("Text", "12:00\u{202F}PM"))
    }

    func testTheTimeZoneComesFromTheEnvironment() throws {
        let tokyo = try layout(DatePicker("Start", selection: .constant(day)).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!), proposed: width)
        XCTAssertNotNil(tokyo.root.find("Text", "9:00\u{202F}PM"))
    }

    func testGraphicalLaysTheMonthOutInSixWeeksFromSunday() throws {
        let l = try layout(
            DatePicker("Start", selection: .constant(day), displayedComponents: .date)
                .datePickerStyle(.graphical).environment(\.timeZone, utc), proposed: width)
        XCTAssertEqual(l.root.rect.width, 340, accuracy: 0.001)
        XCTAssertEqual(l.root.rect.height, 44 + 20 + 6 * 44)
        XCTAssertNil(l.root.find("Text", "Start"))  // no label, as on iOS
        XCTAssertNotNil(l.root.find("Text", "November 2023"))
        // 1 November 2023 is a Wednesday: the fourth column of the first week.
        let column = (340 - 16) / 7.0
        XCTAssertEqual(l.node("Text", "1").rect.midX, 8 + column * 3.5, accuracy: 0.5)
        XCTAssertEqual(l.node("Text", "1").rect.midY, 64 + 22, accuracy: 0.5)
        // The 14th: Tuesday of the third week, on a 40-point circle.
        let fourteen = l.node("Text", "14").rect
        XCTAssertEqual(fourteen.midX, 8 + column * 2.5, accuracy: 0.5)
        XCTAssertEqual(fourteen.midY, 64 + 44 * 2 + 22, accuracy: 0.5)
        let circle = try XCTUnwrap(l.root.find("Circle")).rect
        XCTAssertEqual(circle.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(circle.midX, fourteen.midX, accuracy: 1)
        XCTAssertNil(l.root.find("Text", "31"))
        let both = try layout(DatePicker("Start", selection: .constant(day)).datePickerStyle(.graphical).environment(\.timeZone, utc), proposed: width)
        XCTAssertEqual(both.root.rect.height, 44 + 20 + 6 * 44 + 52, accuracy: 1)
        XCTAssertNotNil(both.root.find("Text", "Time"))
    }

    func testMonthCells() {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        let cells = GraphicalDatePicker.monthCells(of: day, calendar: c)
        XCTAssertEqual(cells.count, 42)
        XCTAssertEqual(cells.prefix(4), [nil, nil, nil, 1])
        XCTAssertEqual(cells[32], 30)
        XCTAssertEqual(cells[33], nil)
    }
}
