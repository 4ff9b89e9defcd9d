import Foundation
import XCTest
@testable import EaselRaster

/// The QR code encoder behind `CIFilter.qrCodeGenerator()`: published figures of ISO/IEC 18004
/// (capacities, format and version information, a Reed–Solomon example) and whole module matrices
/// compared with an independent encoder's (fixtures/coreimage, made by
/// fixtures/tools/make_qr_references.py).
final class QRCodeTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/coreimage")

    /// A reference file: its message, level, version, the mask its encoder chose, and the matrix of
    /// each mask.
    struct Reference {
        var message: [UInt8]
        var level: QRCode.ErrorCorrection
        var version: Int
        var chosenMask: Int
        var matrices: [Int: [[Bool]]] = [:]
    }

    func reference(_ name: String) throws -> Reference {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("qr-\(name).txt"), encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        let header = lines.removeFirst().split(separator: " ").map(String.init)
        func after(_ word: String) -> String { header[header.firstIndex(of: word)! + 1].trimmingCharacters(in: .punctuationCharacters) }
        let hex = Array(after("hex").utf8)
        let message = stride(from: 0, to: hex.count, by: 2).map { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
        var ref = Reference(
            message: message, level: QRCode.ErrorCorrection(letter: after("level"))!, version: Int(after("version"))!,
            chosenMask: Int(after("mask"))!)
        var mask = -1
        for line in lines {
            if line.hasPrefix("mask ") {
                mask = Int(line.dropFirst(5))!
                ref.matrices[mask] = []
            } else {
                ref.matrices[mask]!.append(line.map { $0 == "#" })
            }
        }
        return ref
    }

    func testMatricesOfEveryMaskMatchAnIndependentEncoder() throws {
        for name in ["hello-m", "contact-m", "sixty-q", "long-h", "bytes-l"] {
            let ref = try reference(name)
            for mask in 0..<8 {
                let code = try QRCode(message: ref.message, errorCorrection: ref.level, mask: mask)
                XCTAssertEqual(code.version, ref.version, name)
                XCTAssertEqual(code.size, 17 + 4 * ref.version, name)
                let want = try XCTUnwrap(ref.matrices[mask])
                let differing = zip(code.modules.joined(), want.joined()).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "\(name), mask \(mask): \(differing) modules differ")
                XCTAssertEqual(want.count, code.size, name)
            }
        }
    }

    /// The mask chosen is the one of lowest penalty. (Encoders differ in how they score: the
    /// reference encoder's choice is not always the same, so only its matrices are compared.)
    func testTheChosenMaskHasTheLowestPenalty() throws {
        for name in ["hello-m", "contact-m", "sixty-q"] {
            let ref = try reference(name)
            let code = try QRCode(message: ref.message, errorCorrection: ref.level)
            let penalties = (0..<8).map { mask -> Int in
                var g = QRGrid(version: ref.version)
                g.dark = ref.matrices[mask]!
                return g.penalty()
            }
            XCTAssertEqual(code.mask, penalties.firstIndex(of: penalties.min()!), name)
            XCTAssertTrue(code.modules == ref.matrices[code.mask], name)
        }
    }

    /// The four penalty rules on grids worked out by hand.
    func testPenaltyRules() {
        var light = QRGrid(version: 1)
        // 42 lines, each one run of 21 (3 + 16); 400 2×2 blocks (3 each); no dark module (10 × 10).
        XCTAssertEqual(light.penalty(), 42 * 19 + 400 * 3 + 100)
        light.dark = (0..<21).map { y in (0..<21).map { x in (x + y) % 2 == 0 } }
        XCTAssertEqual(light.penalty(), 0, "a checkerboard: no runs, blocks or finder-like patterns; 221 of 441 dark")
        var finder = QRGrid(version: 1)
        finder.dark = (0..<21).map { y in (0..<21).map { x in (x + y) % 2 == 0 } }
        let pattern: [Bool] = [true, false, true, true, true, false, true, false, false, false, false]
        for (i, v) in pattern.enumerated() { finder.dark[4][i + 2] = v }
        let withPattern = finder.penalty()
        XCTAssertGreaterThanOrEqual(withPattern, 40, "a 1:1:3:1:1 pattern with four light modules after it")
    }

    /// ISO/IEC 18004 table C.1's format information strings for mask 0 of each level.
    func testFormatInformation() {
        func bits(_ v: Int) -> String {
            let s = String(v, radix: 2)
            return String(repeating: "0", count: 15 - s.count) + s
        }
        XCTAssertEqual(bits(QRCode.formatInformation(.low, mask: 0)), "111011111000100")
        XCTAssertEqual(bits(QRCode.formatInformation(.medium, mask: 0)), "101010000010010")
        XCTAssertEqual(bits(QRCode.formatInformation(.quartile, mask: 0)), "011010101011111")
        XCTAssertEqual(bits(QRCode.formatInformation(.high, mask: 0)), "001011010001001")
    }

    /// Version 7's version information, ISO/IEC 18004 table D.1.
    func testVersionInformation() {
        XCTAssertEqual(QRCode.versionInformation(7), 0b000111_110010010100)
        XCTAssertEqual(QRCode.versionInformation(40), 0b101000_110001101001)
    }

    /// The error correction codewords of the well-known "HELLO WORLD" 1-M example's data codewords.
    func testReedSolomonOfAPublishedExample() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        XCTAssertEqual(ReedSolomon.remainder(data, generator: ReedSolomon.generator(degree: 10)), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    /// Byte-mode capacities of ISO/IEC 18004 table 7.
    func testByteCapacities() {
        XCTAssertEqual(QRCode.ErrorCorrection.allCases.map { QRCode.byteCapacity(version: 1, $0) }, [17, 14, 11, 7])
        XCTAssertEqual(QRCode.ErrorCorrection.allCases.map { QRCode.byteCapacity(version: 10, $0) }, [271, 213, 151, 119])
        XCTAssertEqual(QRCode.ErrorCorrection.allCases.map { QRCode.byteCapacity(version: 40, $0) }, [2953, 2331, 1663, 1273])
        XCTAssertEqual(QRCode.totalCodewords(version: 1), 26)
        XCTAssertEqual(QRCode.totalCodewords(version: 40), 3706)
    }

    func testAlignmentPatternCentres() {
        XCTAssertEqual(QRGrid(version: 1).alignmentCentres, [])
        XCTAssertEqual(QRGrid(version: 2).alignmentCentres, [6, 18])
        XCTAssertEqual(QRGrid(version: 7).alignmentCentres, [6, 22, 38])
        XCTAssertEqual(QRGrid(version: 32).alignmentCentres, [6, 34, 60, 86, 112, 138])
        XCTAssertEqual(QRGrid(version: 40).alignmentCentres, [6, 30, 58, 86, 114, 142, 170])
    }

    func testTooLongAMessageIsAnError() {
        XCTAssertThrowsError(try QRCode(message: [UInt8](repeating: 65, count: 1274), errorCorrection: .high)) { error in
            XCTAssertEqual(error as? QRCode.EncodingError, .tooLong(bytes: 1274, capacity: 1273))
        }
        XCTAssertEqual(try QRCode(message: [UInt8](repeating: 65, count: 2953), errorCorrection: .low).version, 40)
        XCTAssertEqual(try QRCode(message: [], errorCorrection: .medium).version, 1)
    }

    /// The generator's image: one pixel per module inside a one-module quiet zone, black on white.
    func testImageHasOnePixelPerModuleAndAQuietZone() throws {
        let code = try QRCode(message: Array("Hello, world".utf8))
        let image = CIKernels.qrCode(code)
        XCTAssertEqual([image.width, image.height], [23, 23])
        let bitmap = try XCTUnwrap(image.bitmap())
        for i in 0..<23 {
            XCTAssertEqual(bitmap.pixel(x: i, y: 0), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
            XCTAssertEqual(bitmap.pixel(x: 0, y: i), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        }
        XCTAssertEqual(bitmap.pixel(x: 1, y: 1), PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "the finder's corner")
        XCTAssertEqual(bitmap.pixel(x: 2, y: 2), PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the finder's light ring")
    }
}
