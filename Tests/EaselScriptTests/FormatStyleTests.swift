import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Number format styles in `Text(_:format:)`, `\(x, format:)` and `x.formatted(…)`, in en_US.
final class FormatStyleTests: XCTestCase {
    func texts(_ body: String) throws -> [String] {
        let json = try ScriptTestSupport.scriptJSON("struct ContentView: View {\n  var body: some View {\n    VStack {\n\(body)\n    }\n  }\n}\n")
        let re = try NSRegularExpression(pattern: #""label" *: *"([^"]*)""#)
        return re.matches(in: json, range: NSRange(json.startIndex..., in: json)).map { String(json[Range($0.range(at: 1), in: json)!]) }
    }

    func testNumberStyles() throws {
        XCTAssertEqual(try texts("""
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
        """), ["$420.00", "€1,234.50", "25.6%", "25.6%", "1,234,567.891", "3.14", "1234567", "$9.50 each", "250%", "12,000"])
    }

    func testAnUnknownStyleIsAnError() throws {
        XCTAssertThrowsError(try texts("Text(1, format: .byteCount(style: .file))")) { e in
            XCTAssertTrue("\(e)".contains("unsupported format style"), "\(e)")
        }
    }
}
