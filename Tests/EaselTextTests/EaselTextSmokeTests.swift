import XCTest
@testable import EaselText

final class EaselTextSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
