import XCTest

@testable import EaselScript

/// `String(format:)` and `specifier:` in scripts: each conversion gets what it reads, and formats
/// Foundation would crash on are errors.
final class StringFormatTests: XCTestCase {
    private func value(_ expression: String) throws -> Value? {
        try Script(source: "let v = \(expression)", fileName: "t.swift").evaluator.globals.lookup("v")
    }

    func testConversionsGetWhatTheyRead() throws {
        XCTAssertEqual(try value(#"String(format: "%d items", 3)"#), .string("3 items"))
        XCTAssertEqual(try value(#"String(format: "%.1f", 2)"#), .string("2.0"))  // an Int read as a Double
        XCTAssertEqual(try value(#"String(format: "%d", 2.9)"#), .string("2"))  // a Double read as an integer
        XCTAssertEqual(try value(#"String(format: "%@ and %s", 3, "a")"#), .string("3 and a"))
        XCTAssertEqual(try value(#"String(format: "%2$@ %1$@", "a", "b")"#), .string("b a"))
        XCTAssertEqual(try value(#"String(format: "%05.1f|%x|%c|%.2f%%", 3.14159, 255, 65, 12.345)"#), .string("003.1|ff|A|12.35%"))
        XCTAssertEqual(try value(#"String(format: "%02d:%02d", arguments: [7, 5])"#), .string("07:05"))
        XCTAssertEqual(try value(#"String(format: "%.1f", locale: Locale(identifier: "de_DE"), arguments: [2.5])"#), .string("2,5"))
        XCTAssertEqual(try value(#""\(5, specifier: "%@")""#), .string("5"))
        XCTAssertEqual(try value(#""\(2.5, specifier: "%03d")""#), .string("002"))
    }

    func testFormatsFoundationWouldCrashOnAreErrors() {
        for (format, message) in [
            (#""%@ %@", 5"#, "has 2 conversions but 1 argument"),
            (#""%s""#, "has 1 conversion but 0 arguments"),
            (#""%n", 1"#, "the conversion '%n'"),
            (#""%p", 1"#, "the conversion '%p'"),
            (#""%*d", 3, 4"#, "'*' width"),
            (#""%d %1$@", 3"#, "reads argument 1 two ways"),
            (#""%d", "x""#, "wants an integer"),
            (#""50%""#, "ends with '%'"),
            (#""%999999999d", 1"#, "a width or precision over 1000"),
            (#""%.5000f", 1.0"#, "a width or precision over 1000"),
        ] {
            XCTAssertThrowsError(try value("String(format: \(format))"), format) { error in
                XCTAssertTrue("\(error)".contains(message), "\(format): \(error)")
            }
        }
    }
}
