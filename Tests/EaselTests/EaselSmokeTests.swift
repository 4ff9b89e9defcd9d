import XCTest
@testable import Easel

final class EaselSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
