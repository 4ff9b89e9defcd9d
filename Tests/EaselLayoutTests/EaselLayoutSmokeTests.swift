import XCTest
@testable import EaselLayout

final class EaselLayoutSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
