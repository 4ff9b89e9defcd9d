// MultiDatePicker at rest: the graphical month with every selected day circled, days outside the
// bounds dimmed.
import XCTest
import Foundation
@testable import Easel
import EaselRaster

final class MultiDatePickerTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!
    let width = ProposedViewSize(width: 340, height: nil)
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c
    }
    func date(_ month: Int, _ day: Int) -> Date { calendar.date(from: DateComponents(year: 2024, month: month, day: day, hour: 12))! }

    func testOneSelectedDayLooksLikeTheGraphicalPicker() throws {
        let multi = try pixels(
            MultiDatePicker("Days", selection: .constant([DateComponents(year: 2024, month: 3, day: 14)])).environment(\.timeZone, utc).frame(width: 340))
        let single = try pixels(
            DatePicker("Days", selection: .constant(date(3, 14)), displayedComponents: .date).datePickerStyle(.graphical).environment(\.timeZone, utc)
                .frame(width: 340))
        XCTAssertEqual(multi, single)
    }

    func testEverySelectedDayOfTheEarliestMonthIsCircled() throws {
        let selection: Set<DateComponents> = [
            DateComponents(year: 2024, month: 4, day: 2), DateComponents(year: 2024, month: 3, day: 22),
            DateComponents(year: 2024, month: 3, day: 14),
        ]
        let l = try layout(MultiDatePicker("Days", selection: .constant(selection)).environment(\.timeZone, utc), proposed: width)
        XCTAssertNotNil(l.root.find("Text", "March 2024"), "the earliest selected date's month")
        XCTAssertEqual(l.root.all { $0.kind == "Circle" }.count, 2, "14 and 22 March; 2 April is in another month")
    }

    func testDaysOutsideTheBoundsAreDimmed() throws {
        let selection: Set<DateComponents> = [DateComponents(year: 2024, month: 3, day: 14)]
        func picture<V: View>(_ v: V) throws -> (LayoutSnapshot, Bitmap) {
            let view = v.environment(\.timeZone, utc).frame(width: 340)
            return (try layout(view), try pixels(view))
        }
        let open = try picture(MultiDatePicker("Days", selection: .constant(selection)))
        // The pixels of one day's digits.
        func ink(_ p: (LayoutSnapshot, Bitmap), _ day: String) -> [UInt8] {
            let r = p.0.root.find("Text", day)!.rect
            var out: [UInt8] = []
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { let c = p.1.pixel(x: x, y: y); out += [c.r, c.g, c.b, c.a] } }
            return out
        }
        let bounded = try picture(MultiDatePicker("Days", selection: .constant(selection), in: date(3, 5)..<calendar.startOfDay(for: date(3, 28))))
        for day in ["4", "28", "31"] { XCTAssertNotEqual(ink(bounded, day), ink(open, day), "day \(day) is outside") }
        for day in ["5", "27"] { XCTAssertEqual(ink(bounded, day), ink(open, day), "day \(day) is inside") }
        // From a first date only, and up to a last one only.
        let from = try picture(MultiDatePicker("Days", selection: .constant(selection), in: date(3, 10)...))
        XCTAssertNotEqual(ink(from, "9"), ink(open, "9"))
        XCTAssertEqual(ink(from, "31"), ink(open, "31"))
        let upTo = try picture(MultiDatePicker("Days", selection: .constant(selection), in: ..<date(3, 20)))
        XCTAssertEqual(ink(upTo, "1"), ink(open, "1"))
        XCTAssertNotEqual(ink(upTo, "21"), ink(open, "21"))
    }
}
