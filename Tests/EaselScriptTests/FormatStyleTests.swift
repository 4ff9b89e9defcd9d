import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Number and date format styles in `Text(_:format:)`, `\(x, format:)` and `x.formatted(…)`: texts in
/// the environment's locale, Foundation values in the device's (`Script.locale`), en_US by default.
final class FormatStyleTests: XCTestCase {
    func texts(_ body: String) throws -> [String] {
        let json = try ScriptTestSupport.scriptJSON("struct ContentView: View {\n  var body: some View {\n    VStack {\n\(body)\n    }\n  }\n}\n")
        let re = try NSRegularExpression(pattern: #""label" *: *"([^"]*)""#)
        return re.matches(in: json, range: NSRange(json.startIndex..., in: json)).map { String(json[Range($0.range(at: 1), in: json)!]) }
    }

    func testNumberStyles() throws {
        XCTAssertEqual(
            try texts(
                """
                    Text(420, format: .currency(code: "USD"))
                    Text(1234.5, format: .currency(code: "EUR"))
                    Text(0.256, format: .percent)
                    Text(0.256, format: .percent.precision(.fractionLength(1)))
                    Text(1234567.891, format: .number)
                    Text(3.14159, format: .number.precision(.fractionLength(2)))
                    Text(1234567, format: .number.grouping(.never))
                    Text("\\(9.5, format: .currency(code: "USD")) each")
                    Text(2.5.formatted(.percent))
                    Text(12000.formatted())
                    Text(10, format: .percent)
                    Text(15.formatted(.percent))
                """), ["$420.00", "€1,234.50", "25.6%", "25.6%", "1,234,567.891", "3.14", "1234567", "$9.50 each", "250%", "12,000", "10%", "15%"])
    }

    /// The style types by name: `FloatingPointFormatStyle<Double>.Currency(code:)`, `.Percent()`,
    /// `IntegerFormatStyle<Int>()`, and a style value's own modifiers.
    func testNumberStyleTypesByName() throws {
        XCTAssertEqual(
            try texts(
                """
                    let euros = FloatingPointFormatStyle<Double>.Currency(code: "EUR")
                    Text(12.5, format: euros)
                    Text(0.25, format: FloatingPointFormatStyle<Double>.Percent())
                    Text(12.5.formatted(euros.precision(.fractionLength(0))))
                    Text(1234, format: IntegerFormatStyle<Int>())
                    Text(7, format: IntegerFormatStyle<Int>.Currency(code: "USD"))
                """), ["€12.50", "25%", "€12", "1,234", "$7.00"])
    }

    func testAnUnknownStyleIsAnError() throws {
        XCTAssertThrowsError(try texts("Text(1, format: .byteCount(style: .file))")) { e in
            XCTAssertTrue("\(e)".contains("unsupported format style"), "\(e)")
        }
    }

    /// The lines of a script's texts, the script on a device in `device` and rendered in `locale`, in UTC.
    func lines(_ body: String, device: String? = nil, locale: String? = nil) throws -> [String] {
        let source =
            "struct ContentView: View {\n  var body: some View {\n    VStack {\n\(body)\n    }.environment(\\.timeZone, TimeZone(identifier: \"UTC\")!)\n  }\n}\n"
        let script = try Script(source: source, fileName: "f.swift")
        if let device { script.locale = Locale(identifier: device) }
        let r = ImageRenderer(content: try script.renders()[0].view)
        if let locale { r.locale = Locale(identifier: locale) }
        return try script.checked { try r.layout() }.root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
    }

    func testTextsFollowTheEnvironmentsLocale() throws {
        let body = """
                Text(1234.5, format: .currency(code: "EUR"))
                Text("Total: \\(1234.5, format: .number)")
                Text("Since \\(2024)")
                Text("\\(4.25, specifier: "%.1f") of \\(5)")
                Text(0.5, format: .percent).environment(\\.locale, Locale(identifier: "fr"))
            """
        XCTAssertEqual(try lines(body), ["€1,234.50", "Total: 1,234.5", "Since 2,024", "4.2 of 5", "50\u{A0}%"])
        XCTAssertEqual(try lines(body, locale: "de"), ["1.234,50\u{A0}€", "Total: 1.234,5", "Since 2.024", "4,2 of 5", "50\u{A0}%"])
    }

    func testDateStyles() throws {
        let body = """
                let d = Date(timeIntervalSince1970: 1_699_963_200)
                Text(d, format: .dateTime.day().month(.wide).year())
                Text(d, format: .dateTime.weekday(.abbreviated).hour(.defaultDigits(amPM: .omitted)).minute())
                Text(d, style: .date)
                Text("Due \\(d, style: .date)")
                Text(d, format: .iso8601)
            """
        XCTAssertEqual(try lines(body), ["November 14, 2023", "Tue 12:00", "November 14, 2023", "Due November 14, 2023", "2023-11-14T12:00:00Z"])
        XCTAssertEqual(try lines(body, locale: "de"), ["14. November 2023", "Di. 12:00", "14. November 2023", "Due 14. November 2023", "2023-11-14T12:00:00Z"])
    }

    /// Foundation values made by the script (`formatted()`, formatters, `Locale.current`) follow the
    /// device's locale, as on an iPhone set to that region; the environment does not reach them.
    func testFoundationValuesFollowTheDevicesLocale() throws {
        let body = """
                let f: DateFormatter = { let f = DateFormatter(); f.dateStyle = .long; f.timeZone = TimeZone(identifier: "UTC"); return f }()
                let d = Date(timeIntervalSince1970: 1_699_963_200)
                Text(Locale.current.identifier)
                Text(1234.5.formatted())
                Text(verbatim: f.string(from: d))
                Text(verbatim: d.formatted(.dateTime.month(.wide)))
            """
        XCTAssertEqual(try lines(body, locale: "de"), ["en_US", "1,234.5", "November 14, 2023", "November"])
        XCTAssertEqual(try lines(body, device: "de", locale: "de"), ["de", "1.234,5", "14. November 2023", "November"])
        XCTAssertEqual(try lines(body, device: "fr"), ["fr", "1\u{202F}234,5", "14 novembre 2023", "novembre"])
    }

    /// A formatter's own locale, set by the script, wins over the device's; a value field follows the environment.
    func testFormatterLocalesAndValueFields() throws {
        let body = """
                let n: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; f.locale = Locale(identifier: "de"); return f }()
                let d: DateFormatter = { let f = DateFormatter(); f.dateStyle = .long; f.locale = Locale(identifier: "fr"); f.timeZone = TimeZone(identifier: "UTC"); return f }()
                Text(verbatim: n.string(from: 1234.5) ?? "")
                Text(verbatim: d.string(from: Date(timeIntervalSince1970: 1_699_963_200)))
                TextField("Amount", value: .constant(1234.5), format: .number)
            """
        XCTAssertEqual(try lines(body), ["1.234,5", "14 novembre 2023", "1,234.5"])
        XCTAssertEqual(try lines(body, locale: "de"), ["1.234,5", "14 novembre 2023", "1.234,5"])
    }

    /// The code apps pass to `.currency(code:)` comes from the device's locale.
    func testLocaleMembers() throws {
        let body = """
                Text(9.5, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                Text(Locale.current.language.languageCode?.identifier ?? "?")
                Text(Locale.current.region?.identifier ?? "?")
                Text(Locale.current.decimalSeparator ?? "?")
            """
        XCTAssertEqual(try lines(body), ["$9.50", "en", "US", "."])
        XCTAssertEqual(try lines(body, device: "de_DE", locale: "de_DE"), ["9,50\u{A0}€", "de", "DE", ","])
        XCTAssertEqual(try lines(body, device: "ja_JP", locale: "ja_JP"), ["¥10", "ja", "JP", "."])
    }

    func testABadDateStyleIsAnError() throws {
        XCTAssertThrowsError(try texts("Text(Date(), format: .dateTime.month(.huge))")) { e in
            XCTAssertTrue("\(e)".contains("'month:' expects one of .abbreviated, .defaultDigits, .narrow, .twoDigits, .wide"), "\(e)")
        }
        XCTAssertThrowsError(try texts("Text(3, format: .dateTime.day())")) { e in
            XCTAssertTrue("\(e)".contains("a date format needs a Date, got Int"), "\(e)")
        }
        XCTAssertThrowsError(try texts("Text(Date(), format: .dateTime.quarter())")) { e in
            XCTAssertTrue("\(e)".contains("unsupported format style member '.quarter'"), "\(e)")
        }
    }
}
