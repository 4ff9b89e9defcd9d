import XCTest
@testable import EaselPaint

final class EaselPaintSmokeTests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
