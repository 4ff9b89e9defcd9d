import XCTest
import Foundation
import Easel
@testable import EaselScript

/// `DatePicker` from a script is the compiled one: styles, components, ranges and hidden labels.
final class DatePickerScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testScriptDatePickersMatchTheCompiledOnes() throws {
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                @State private var day = Date(timeIntervalSince1970: 1_699_963_200)
                var range: ClosedRange<Date> { day - 86_400 ... day + 86_400 }
                var body: some View {
                    VStack {
                        DatePicker("Start", selection: $day)
                        DatePicker("Day", selection: $day, in: range, displayedComponents: [.date])
                        DatePicker(selection: $day, in: ...Date(), displayedComponents: .hourAndMinute) { Text("When") }
                            .labelsHidden()
                        DatePicker("", selection: .constant(day), displayedComponents: .date)
                            .datePickerStyle(GraphicalDatePickerStyle())
                    }
                    .frame(width: 340)
                }
            }
            """)
        let day = Date(timeIntervalSince1970: 1_699_963_200)
        let compiled = try S.compiledJSON(
            VStack {
                DatePicker("Start", selection: .constant(day))
                DatePicker("Day", selection: .constant(day), in: day.addingTimeInterval(-86_400)...day.addingTimeInterval(86_400), displayedComponents: [.date])
                DatePicker(selection: .constant(day), in: ...Date(), displayedComponents: .hourAndMinute) { Text("When") }
                    .labelsHidden()
                DatePicker("", selection: .constant(day), displayedComponents: .date)
                    .datePickerStyle(.graphical)
            }
            .frame(width: 340))
        XCTAssertEqual(script, compiled)
    }

    func testARangeOfSomethingElseIsAnError() {
        let e = S.error(
            """
            struct ContentView: View {
                @State var day = Date()
                var body: some View { DatePicker("x", selection: $day, in: 1...3) }
            }
            """)
        XCTAssertTrue(e.contains("expected a range of dates"), e)
    }

    func testScriptMultiDatePickersMatchTheCompiledOnes() throws {
        let script = try S.scriptPixels(
            """
            struct ContentView: View {
                @Environment(\\.calendar) var calendar
                @State private var dates: Set<DateComponents> = [DateComponents(year: 2024, month: 3, day: 14), DateComponents(year: 2024, month: 3, day: 22)]
                var bounds: Range<Date> {
                    calendar.date(from: DateComponents(year: 2024, month: 3, day: 5))!..<calendar.date(from: DateComponents(year: 2024, month: 3, day: 28))!
                }
                var body: some View {
                    VStack {
                        MultiDatePicker("Dates Available", selection: $dates, in: bounds)
                        MultiDatePicker(selection: $dates) { Text("Any") }
                    }
                    .frame(width: 340)
                }
            }
            """)
        let c = Calendar.current
        let dates: Set<DateComponents> = [DateComponents(year: 2024, month: 3, day: 14), DateComponents(year: 2024, month: 3, day: 22)]
        let compiled = try S.compiledPixels(
            VStack {
                MultiDatePicker(
                    "Dates Available", selection: .constant(dates),
                    in: c.date(from: DateComponents(year: 2024, month: 3, day: 5))!..<c.date(from: DateComponents(year: 2024, month: 3, day: 28))!)
                MultiDatePicker(selection: .constant(dates)) { Text("Any") }
            }
            .frame(width: 340))
        XCTAssertEqual(script, compiled)
        let e = S.error(
            """
            struct ContentView: View {
                @State var dates: Set<DateComponents> = []
                var body: some View { MultiDatePicker("x", selection: $dates, in: Date()...Date()) }
            }
            """)
        XCTAssertTrue(e.contains("expected a half-open range of dates"), e)
    }
}
