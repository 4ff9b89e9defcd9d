import XCTest
@testable import EaselScript

/// The byte search the project's scanners use instead of Foundation's `contains`.
final class TextSearchTests: XCTestCase {
    func testFindsPiecesAnywhereAndOnlyWhole() {
        XCTAssertTrue(TextSearch.contains("extension Color {}", "extension "))
        XCTAssertTrue(TextSearch.contains("a\nb // c", "/"))
        XCTAssertTrue(TextSearch.contains("x enum ", "enum "))
        XCTAssertTrue(TextSearch.contains("héllo import XCTest", "import XCTest"))
        XCTAssertFalse(TextSearch.contains("extension", "extension "))
        XCTAssertFalse(TextSearch.contains("import XCTes", "import XCTest"))
        XCTAssertFalse(TextSearch.contains("", "/"))
        XCTAssertTrue(TextSearch.contains("", ""))
        XCTAssertTrue(TextSearch.contains("eenum x", "enum "))
        // A bridged or non-contiguous string is read too.
        let bridged = ("struct A: Identifiable" as NSString) as String
        XCTAssertTrue(TextSearch.contains(bridged, "Identifiable"))
    }
}
