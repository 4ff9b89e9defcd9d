import XCTest
@testable import EaselTesting

final class EaselTestingSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
