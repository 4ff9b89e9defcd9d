import XCTest
@testable import EaselTesting

/// CIEDE2000 against published reference values.
final class ColorDifferenceTests: XCTestCase {
    /// Pairs from Table 1 of Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference
    /// formula: implementation notes, supplementary test data, and mathematical observations",
    /// with their published ΔE₀₀ (4 decimals). They cover the mean-hue and hue-difference wrap
    /// rules (pairs 7, 13), the blue rotation term (1, 2, 4), large differences (17, 18) and
    /// ordinary colours (25, 34).
    static let sharma: [(pair: Int, l1: Double, a1: Double, b1: Double, l2: Double, a2: Double, b2: Double, deltaE: Double)] = [
        (1, 50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (2, 50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (3, 50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (4, 50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (7, 50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (13, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (17, 50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (18, 50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (19, 50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (20, 50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (25, 60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (34, 22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
    ]

    func testSharmaReferencePairs() {
        for row in Self.sharma {
            let x = CIELab(l: row.l1, a: row.a1, b: row.b1), y = CIELab(l: row.l2, a: row.a2, b: row.b2)
            XCTAssertEqual(ColorDifference.ciede2000(x, y), row.deltaE, accuracy: 0.00005, "pair \(row.pair)")
            XCTAssertEqual(ColorDifference.ciede2000(y, x), row.deltaE, accuracy: 0.00005, "pair \(row.pair) reversed")
        }
        XCTAssertEqual(ColorDifference.ciede2000(CIELab(l: 40, a: 10, b: -3), CIELab(l: 40, a: 10, b: -3)), 0)
    }

    /// sRGB → L*a*b* (D65): published values for white, black, the primaries and mid grey.
    func testSRGBToLab() {
        func check(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ l: Double, _ a: Double, _ bb: Double, line: UInt = #line) {
            let lab = CIELab(sRGB: r, g, b)
            XCTAssertEqual(lab.l, l, accuracy: 0.01, line: line)
            XCTAssertEqual(lab.a, a, accuracy: 0.01, line: line)
            XCTAssertEqual(lab.b, bb, accuracy: 0.01, line: line)
        }
        check(255, 255, 255, 100, 0, 0)
        check(0, 0, 0, 0, 0, 0)
        check(255, 0, 0, 53.24, 80.09, 67.20)
        check(0, 255, 0, 87.73, -86.18, 83.18)
        check(0, 0, 255, 32.30, 79.19, -107.86)
        check(128, 128, 128, 53.59, 0, 0)
    }

    func testPremultipliedPixelsCountTransparency() {
        let opaqueRed: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
        XCTAssertEqual(ColorDifference.ciede2000(premultiplied: opaqueRed, opaqueRed), 0)
        // Clear and opaque black look the same over black, not over white: the larger counts.
        XCTAssertEqual(ColorDifference.ciede2000(premultiplied: (0, 0, 0, 0), (0, 0, 0, 255)), 100, accuracy: 0.01)
        // One level of green is far below what anyone sees; red against blue is obvious.
        XCTAssertLessThan(ColorDifference.ciede2000(premultiplied: (100, 40, 200, 255), (100, 41, 200, 255)), 0.5)
        XCTAssertGreaterThan(ColorDifference.ciede2000(premultiplied: opaqueRed, (0, 0, 255, 255)), 50)
    }
}
