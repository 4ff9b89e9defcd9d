import XCTest
@testable import EaselRaster

final class EaselRasterSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
