import XCTest
final class PlaceholderScriptTests: XCTestCase { func testNothing() {} }
