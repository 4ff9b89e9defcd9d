// The fast path for interpolated numbers prints exactly what String(format:locale:) prints.
import XCTest
import Foundation
@testable import Easel

final class FormattedValueTests: XCTestCase {
    let locales = [
        "en_US", "de", "fr", "es", "ar", "ar_EG", "fa", "ja", "zh_Hans", "ko", "hi_IN", "en_IN", "de_CH", "ru", "pt_BR",
        "pl", "it", "nl", "sv", "th", "he", "tr",
    ]

    func testIntegersMatchStringFormat() throws {
        // %d prints 32 bits: a 64-bit value outside them goes through String(format:) as before.
        XCTAssertNil(FormattedValue.formatStyle(Int64.max, "%d"))
        let values: [Int64] = [0, 7, 42, 123, 500, 999, 1000, 2024, 12345, 123456, 1234567, -1, -1234, .max, .min]
        for id in locales {
            let locale = Locale(identifier: id)
            for specifier in ["%lld", "%d"] {
                XCTAssertNotNil(FormattedValue.formatStyle(Int64(0), specifier))
                var env = EnvironmentValues()
                env.locale = locale
                for v in values {
                    XCTAssertEqual(FormattedValue(v, specifier: specifier)(env), String(format: specifier, locale: locale, v), "\(id) \(specifier) \(v)")
                }
            }
        }
    }

    func testSmallIntegersSkipICUOnlyWhereDigitsAreASCII() {
        XCTAssertTrue(ASCIIDigitLocales.shared.usesASCIIDigits(Locale(identifier: "en_US")))
        XCTAssertTrue(ASCIIDigitLocales.shared.usesASCIIDigits(Locale(identifier: "de")))
        XCTAssertFalse(ASCIIDigitLocales.shared.usesASCIIDigits(Locale(identifier: "ar_EG")))
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "ar_EG")
        XCTAssertEqual(FormattedValue(Int64(42), specifier: "%lld")(env), String(format: "%lld", locale: env.locale, Int64(42)))
        XCTAssertNotEqual(FormattedValue(Int64(42), specifier: "%lld")(env), "42")
    }

    func testFloatingPointMatchesStringFormat() {
        let values: [Double] = [0, 7.5, 42.125, 999.999, 1000, 2024.5, 12345.678, 1234567.891, -1234.5, 0.0000004, 1e20, -0.0]
        for id in locales {
            let locale = Locale(identifier: id)
            for specifier in ["%lf", "%f", "%.0f", "%.1f", "%.2lf", "%.3f"] {
                for v in values {
                    XCTAssertEqual(FormattedValue.formatStyle(v, specifier)?(locale), String(format: specifier, locale: locale, v), "\(id) \(specifier) \(v)")
                }
            }
        }
    }

    func testOtherSpecifiersUseStringFormat() {
        XCTAssertNil(FormattedValue.formatStyle(Int64(5), "%02d"))
        XCTAssertNil(FormattedValue.formatStyle(3.5, "%e"))
        XCTAssertNil(FormattedValue.formatStyle(3.5, "%.99f"))
        XCTAssertNil(FormattedValue.formatStyle(3.5, "%.f"))
        XCTAssertEqual(FormattedValue(Int64(5), specifier: "%02d")(EnvironmentValues()), "05")
        XCTAssertEqual(FormattedValue(Int64(2024), specifier: "%lld")(EnvironmentValues()), "2,024")
    }
}
