import XCTest
@testable import EaselRaster

/// roundedByte is Foundation's rounding (half away from zero), clamped to a byte.
final class RoundedByteTests: XCTestCase {
    func testItMatchesRoundedAndClamped() {
        var xs: [Double] = [-1e300, -256, -0.5, -0.49, -0.0, 0, 0.49999999999999994, 0.5, 1.5, 2.5, 127.5, 254.4999, 254.5, 254.9, 255, 255.5, 1e300]
        var seed: UInt64 = 42
        for _ in 0..<100_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            xs.append(Double(seed >> 11) / Double(1 << 53) * 300 - 20)
        }
        for i in 0...255 { xs += [Double(i) + 0.5, Double(i) + 0.5.nextDown, Double(i) + 0.5.nextUp, Double(i).nextDown, Double(i).nextUp] }
        for x in xs {
            XCTAssertEqual(roundedByte(x), UInt8(max(0, min(255, x.rounded()))), "\(x)")
        }
        XCTAssertEqual(roundedByte(.nan), 0)
    }
}
