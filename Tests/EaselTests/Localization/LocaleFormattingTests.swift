import XCTest
import Foundation
@testable import Easel

/// Numbers and dates in texts are formatted in the environment's locale when the text is
/// resolved, as SwiftUI formats `Text(_:format:)`, `Text(_:style:)` and interpolated values.
final class LocaleFormattingTests: XCTestCase {
    // Noon UTC on 14 November 2023.
    let noon = Date(timeIntervalSince1970: 1_699_963_200)
    let utc = TimeZone(identifier: "UTC")!

    /// The lines of every text of `view`, rendered in `locale` (no string catalog) in UTC.
    func lines<V: View>(_ view: V, locale: String? = nil) throws -> [String] {
        let r = ImageRenderer(content: view.environment(\.timeZone, utc))
        if let locale { r.locale = Locale(identifier: locale) }
        return try r.layout().root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
    }

    // Foundation separates with no-break spaces: U+00A0 before "€" and "%", U+202F between French digit groups.
    func testFormatStyleFollowsTheEnvironmentsLocale() throws {
        let price = Text(1234.5, format: .currency(code: "EUR"))
        XCTAssertEqual(try lines(price), ["€1,234.50"])
        XCTAssertEqual(try lines(price, locale: "de"), ["1.234,50\u{A0}€"])
        XCTAssertEqual(try lines(price, locale: "fr"), ["1\u{202F}234,50\u{A0}€"])
        // The style's own locale is replaced, as in SwiftUI.
        let fixed = Text(0.25, format: .percent.locale(Locale(identifier: "en_US")))
        XCTAssertEqual(try lines(fixed, locale: "de"), ["25\u{A0}%"])
        // `.environment(\.locale, …)` on a part of the screen formats that part.
        let mixed = VStack {
            Text(1234.5, format: .number); Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de"))
        }
        XCTAssertEqual(try lines(mixed), ["1,234.5", "1.234,5"])
    }

    func testDateStylesFollowTheEnvironmentsLocaleAndTimeZone() throws {
        XCTAssertEqual(try lines(Text(noon, style: .date)), ["November 14, 2023"])
        XCTAssertEqual(try lines(Text(noon, style: .date), locale: "de"), ["14. November 2023"])
        XCTAssertEqual(try lines(Text(noon, style: .time), locale: "de"), ["12:00"])
        XCTAssertEqual(try lines(Text(noon, style: .time).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!), locale: "ja"), ["21:00"])
        XCTAssertEqual(try lines(Text(noon, format: .dateTime.day().month(.wide)), locale: "de"), ["14. November"])
    }

    func testDurationsInOtherLanguages() {
        let later = noon.addingTimeInterval(2 * 3600 + 5 * 60 + 9)
        let de = Locale(identifier: "de")
        XCTAssertEqual(Text.DateStyle.text(later, .relative, now: noon, locale: de), "2 Std., 5 Min.")
        XCTAssertEqual(Text.DateStyle.text(later, .offset, now: noon, locale: de), "+2 Stunden")
        XCTAssertEqual(Text.DateStyle.text(later, .relative, now: noon, locale: Locale(identifier: "en_GB")), "2 hr, 5 min")
    }

    /// SwiftUI shows an interpolated integer as `%lld` in the locale (grouped: the well-known
    /// "2,024"), a `Double` as `%lf` (six decimals) and a specifier with the locale's separator.
    func testInterpolatedNumbersAreFormattedInTheLocale() throws {
        let year = 2024, rating = 4.25
        XCTAssertEqual(try lines(Text("Since \(year)")), ["Since 2,024"])
        XCTAssertEqual(try lines(Text("Since \(year)"), locale: "de"), ["Since 2.024"])
        XCTAssertEqual(try lines(Text("\(rating)")), ["4.250000"])
        XCTAssertEqual(try lines(Text("\(rating, specifier: "%.1f") ★"), locale: "de"), ["4,2 ★"])
        XCTAssertEqual(try lines(Text("Total: \(1234.5, format: .currency(code: "EUR"))"), locale: "de"), ["Total: 1.234,50\u{A0}€"])
        XCTAssertEqual(try lines(Text("Due \(noon, style: .date)"), locale: "de"), ["Due 14. November 2023"])
        // `Text(verbatim:)` and a `String` value are shown as they are.
        XCTAssertEqual(try lines(Text(verbatim: "\(year)")), ["2024"])
        XCTAssertEqual(try lines(Text(String(year))), ["2024"])
    }

    /// A value field shows its value in its format style and the environment's locale.
    func testValueFieldsFollowTheEnvironmentsLocale() throws {
        let field = TextField("Amount", value: .constant(1234.5), format: .number)
        XCTAssertEqual(try lines(field), ["1,234.5"])
        XCTAssertEqual(try lines(field, locale: "de"), ["1.234,5"])
        XCTAssertEqual(try lines(TextField("Price", value: .constant(9.5), format: .currency(code: "EUR")), locale: "de"), ["9,50\u{A0}€"])
    }

    func testJoinedAndInterpolatedTextsAreFormattedPartByPart() throws {
        let joined = Text("Total: ").bold() + Text(1234.5, format: .number)
        XCTAssertEqual(try lines(joined, locale: "de"), ["Total: 1.234,5"])
        let inner = Text(1234.5, format: .number).bold()
        XCTAssertEqual(try lines(Text("Sum \(inner)"), locale: "de"), ["Sum 1.234,5"])
    }

    func testEqualityComparesValueAndFormat() {
        XCTAssertEqual(Text(3.5, format: .number), Text(3.5, format: .number))
        XCTAssertNotEqual(Text(3.5, format: .number), Text(3.5, format: .percent))
        XCTAssertNotEqual(Text(3.5, format: .number), Text(4.5, format: .number))
        XCTAssertEqual(Text(noon, style: .date).string, "November 14, 2023")
    }
}
