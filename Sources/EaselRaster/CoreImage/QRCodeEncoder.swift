import Foundation

/// A QR code symbol as ISO/IEC 18004 defines it, encoded from bytes in byte mode: the smallest
/// version (1–40) that holds the message at the error correction level, Reed–Solomon error
/// correction in interleaved blocks, and the mask of the eight with the lowest penalty score.
/// What Core Image's `CIQRCodeGenerator` draws, one pixel per module.
package struct QRCode: Equatable, Sendable {
    /// The four error correction levels, recovering about 7, 15, 25 and 30 % of the codewords.
    package enum ErrorCorrection: Int, CaseIterable, Sendable {
        case low, medium, quartile, high

        /// Core Image's `inputCorrectionLevel` letter: "L", "M", "Q" or "H"; nil for any other.
        package init?(letter: String) {
            switch letter.uppercased() {
            case "L": self = .low
            case "M": self = .medium
            case "Q": self = .quartile
            case "H": self = .high
            default: return nil
            }
        }

        /// The two bits the format information gives the level (L 01, M 00, Q 11, H 10).
        var formatBits: Int { [1, 0, 3, 2][rawValue] }
    }

    package enum EncodingError: Error, Equatable, CustomStringConvertible {
        /// The message does not fit version 40 at the level.
        case tooLong(bytes: Int, capacity: Int)

        package var description: String {
            switch self {
            case .tooLong(let bytes, let capacity):
                return "a QR code holds at most \(capacity) bytes at this error correction level; the message has \(bytes)"
            }
        }
    }

    /// 1 … 40; the symbol is 17 + 4 × version modules square.
    package let version: Int
    package let errorCorrection: ErrorCorrection
    /// The mask chosen, 0 … 7.
    package let mask: Int
    /// Modules by row, then column; true is dark.
    package let modules: [[Bool]]

    /// Modules on a side.
    package var size: Int { modules.count }

    /// Encodes `message`; `mask` forces one of the eight masks instead of the best scoring one.
    package init(message: [UInt8], errorCorrection: ErrorCorrection = .medium, mask forcedMask: Int? = nil) throws {
        guard let version = (1...40).first(where: { QRCode.byteCapacity(version: $0, errorCorrection) >= message.count }) else {
            throw EncodingError.tooLong(bytes: message.count, capacity: QRCode.byteCapacity(version: 40, errorCorrection))
        }
        self.version = version
        self.errorCorrection = errorCorrection
        let codewords = QRCode.interleavedCodewords(QRCode.dataCodewords(message, version: version, errorCorrection), version: version, errorCorrection)
        var grid = QRGrid(version: version)
        grid.placeFunctionPatterns()
        grid.placeCodewords(codewords)
        var best: (mask: Int, grid: QRGrid, penalty: Int)?
        for m in forcedMask.map({ [max(0, min(7, $0))] }) ?? Array(0..<8) {
            var g = grid
            g.applyMask(m)
            g.placeFormatInformation(QRCode.formatInformation(errorCorrection, mask: m))
            let p = forcedMask == nil ? g.penalty() : 0
            if best == nil || p < best!.penalty { best = (m, g, p) }
        }
        self.mask = best!.mask
        self.modules = best!.grid.dark
    }

    // MARK: Capacity (ISO/IEC 18004 table 9)

    /// Error correction codewords per block, by level (L, M, Q, H) and version (index 0 unused).
    static let ecCodewordsPerBlock: [[Int]] = [
        [
            0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
            30, 30, 30, 30,
        ],
        [
            0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
            28, 28, 28, 28,
        ],
        [
            0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
            30, 30, 30, 30,
        ],
        [
            0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
            30, 30, 30, 30,
        ],
    ]

    /// Error correction blocks, by level (L, M, Q, H) and version (index 0 unused).
    static let ecBlocks: [[Int]] = [
        [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [
            0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65,
            68,
        ],
        [
            0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77,
            81,
        ],
    ]

    /// All codewords of a version: its modules outside the function patterns and format and version
    /// information, eight to a codeword (the few left over are remainder bits).
    static func totalCodewords(version: Int) -> Int {
        var g = QRGrid(version: version)
        g.placeFunctionPatterns()
        return g.isFunction.reduce(0) { $0 + $1.filter { !$0 }.count } / 8
    }

    static func dataCodewordCount(version: Int, _ ec: ErrorCorrection) -> Int {
        totalCodewords(version: version) - ecBlocks[ec.rawValue][version] * ecCodewordsPerBlock[ec.rawValue][version]
    }

    /// Bits of the byte mode's character count: 8 up to version 9, 16 after.
    static func countBits(version: Int) -> Int { version <= 9 ? 8 : 16 }

    /// Bytes a version holds in byte mode at a level.
    package static func byteCapacity(version: Int, _ ec: ErrorCorrection) -> Int {
        let bits = dataCodewordCount(version: version, ec) * 8 - 4 - countBits(version: version)
        return min(bits / 8, (1 << countBits(version: version)) - 1)
    }

    // MARK: Codewords

    /// The data codewords: mode indicator 0100, count, the bytes, terminator, padding 0xEC 0x11.
    static func dataCodewords(_ message: [UInt8], version: Int, _ ec: ErrorCorrection) -> [UInt8] {
        let capacity = dataCodewordCount(version: version, ec)
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) { for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) } }
        append(0b0100, 4)
        append(message.count, countBits(version: version))
        for b in message { append(Int(b), 8) }
        append(0, min(4, capacity * 8 - bits.count))
        while bits.count % 8 != 0 { bits.append(false) }
        var out: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { i in bits[i..<i + 8].reduce(0) { $0 << 1 | ($1 ? 1 : 0) } }
        var pad: UInt8 = 0xEC
        while out.count < capacity {
            out.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return out
    }

    /// The data split into blocks (the shorter first), each followed by its error correction, read
    /// out column by column: data codewords of every block in turn, then error correction codewords.
    static func interleavedCodewords(_ data: [UInt8], version: Int, _ ec: ErrorCorrection) -> [UInt8] {
        let blocks = ecBlocks[ec.rawValue][version], ecLength = ecCodewordsPerBlock[ec.rawValue][version]
        let total = totalCodewords(version: version)
        let shortBlocks = blocks - total % blocks
        let shortData = total / blocks - ecLength
        var dataBlocks: [[UInt8]] = []
        var start = 0
        for b in 0..<blocks {
            let n = shortData + (b < shortBlocks ? 0 : 1)
            dataBlocks.append(Array(data[start..<start + n]))
            start += n
        }
        let generator = ReedSolomon.generator(degree: ecLength)
        let ecBlocks = dataBlocks.map { ReedSolomon.remainder($0, generator: generator) }
        var out: [UInt8] = []
        for i in 0...shortData {
            for block in dataBlocks where i < block.count { out.append(block[i]) }
        }
        for i in 0..<ecLength {
            for block in ecBlocks { out.append(block[i]) }
        }
        return out
    }

    // MARK: Format and version information

    /// The 15 format bits: level and mask, a BCH(15,5) code (generator 0x537), XORed with 0x5412.
    package static func formatInformation(_ ec: ErrorCorrection, mask: Int) -> Int {
        let data = ec.formatBits << 3 | mask
        return (data << 10 | bchRemainder(data << 10, generator: 0x537)) ^ 0x5412
    }

    /// The 18 version bits (versions 7 and up): the version and a BCH(18,6) code (generator 0x1F25).
    package static func versionInformation(_ version: Int) -> Int {
        version << 12 | bchRemainder(version << 12, generator: 0x1F25)
    }

    /// The remainder of polynomial division over GF(2).
    static func bchRemainder(_ value: Int, generator: Int) -> Int {
        let degree = generator.bitWidth - generator.leadingZeroBitCount - 1
        var v = value
        while v.bitWidth - v.leadingZeroBitCount - 1 >= degree {
            v ^= generator << (v.bitWidth - v.leadingZeroBitCount - 1 - degree)
        }
        return v
    }
}

/// Reed–Solomon error correction over GF(2⁸) with the QR code's field polynomial x⁸+x⁴+x³+x²+1.
enum ReedSolomon {
    /// α^i and log α for the field.
    static let (exp, log): ([UInt8], [Int]) = {
        var exp = [UInt8](repeating: 0, count: 512), log = [Int](repeating: 0, count: 256)
        var x = 1
        for i in 0..<255 {
            exp[i] = UInt8(x)
            log[x] = i
            x <<= 1
            if x & 0x100 != 0 { x ^= 0x11D }
        }
        for i in 255..<512 { exp[i] = exp[i - 255] }
        return (exp, log)
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        a == 0 || b == 0 ? 0 : exp[log[Int(a)] + log[Int(b)]]
    }

    /// The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), coefficients from the highest
    /// power, the leading 1 left out.
    static func generator(degree: Int) -> [UInt8] {
        var poly: [UInt8] = [1]
        for i in 0..<degree {
            var next = [UInt8](repeating: 0, count: poly.count + 1)
            for (j, c) in poly.enumerated() {
                next[j] ^= c
                next[j + 1] ^= multiply(c, exp[i])
            }
            poly = next
        }
        return Array(poly.dropFirst())
    }

    /// The error correction codewords: the data, times x^degree, modulo the generator.
    static func remainder(_ data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var r = [UInt8](repeating: 0, count: generator.count)
        for d in data {
            let factor = d ^ r[0]
            r.removeFirst()
            r.append(0)
            for i in 0..<generator.count { r[i] ^= multiply(generator[i], factor) }
        }
        return r
    }
}

/// A symbol being built: its modules and which of them the function patterns own.
struct QRGrid {
    let version: Int
    let size: Int
    var dark: [[Bool]]
    var isFunction: [[Bool]]

    init(version: Int) {
        self.version = version
        size = 17 + 4 * version
        dark = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = dark
    }

    mutating func set(_ x: Int, _ y: Int, _ value: Bool) {
        dark[y][x] = value
        isFunction[y][x] = true
    }

    /// Finder patterns with their separators, timing patterns, alignment patterns, the dark module,
    /// and room for the format information (and the version information, placed here).
    mutating func placeFunctionPatterns() {
        for i in 0..<size {
            set(6, i, i % 2 == 0)
            set(i, 6, i % 2 == 0)
        }
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 {
                    let x = cx + dx, y = cy + dy
                    guard x >= 0, x < size, y >= 0, y < size else { continue }
                    let ring = max(abs(dx), abs(dy))
                    set(x, y, ring != 2 && ring != 4)
                }
            }
        }
        let centres = alignmentCentres
        for cy in centres {
            for cx in centres {
                // Not over the finder patterns.
                if (cx == 6 && cy == 6) || (cx == 6 && cy == size - 7) || (cx == size - 7 && cy == 6) { continue }
                for dy in -2...2 { for dx in -2...2 { set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) } }
            }
        }
        placeFormatInformation(0)  // reserves the modules; the real bits come with the mask
        if version >= 7 {
            let bits = QRCode.versionInformation(version)
            for i in 0..<18 {
                let bit = (bits >> i) & 1 == 1
                let a = size - 11 + i % 3, b = i / 3
                set(a, b, bit)
                set(b, a, bit)
            }
        }
    }

    /// Rows (and columns) of the alignment patterns' centres: 6, then evenly spaced up to size − 7.
    var alignmentCentres: [Int] {
        guard version >= 2 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        var out = [6]
        for i in 0..<(count - 1) { out.insert(size - 7 - (count - 2 - i) * step, at: 1 + i) }
        return out
    }

    /// The 15 format bits, twice: around the top-left finder, and split between the other two;
    /// with the dark module beside the bottom-left finder.
    mutating func placeFormatInformation(_ bits: Int) {
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0...5 { set(8, i, bit(i)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for i in 9..<15 { set(14 - i, 8, bit(i)) }
        for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
        set(8, size - 8, true)
    }

    /// Fills the data modules in the zigzag order: pairs of columns from the right, up then down,
    /// skipping the vertical timing pattern; bits left over stay light.
    mutating func placeCodewords(_ codewords: [UInt8]) {
        var i = 0
        let bitCount = codewords.count * 8
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = ((right + 1) & 2) == 0
            for v in 0..<size {
                let y = upward ? size - 1 - v : v
                for x in [right, right - 1] where !isFunction[y][x] {
                    if i < bitCount { dark[y][x] = (codewords[i >> 3] >> (7 - (i & 7))) & 1 == 1 }
                    i += 1
                }
            }
            right -= 2
        }
    }

    /// Inverts the data modules where the mask's condition holds (i: row, j: column).
    mutating func applyMask(_ mask: Int) {
        for i in 0..<size {
            for j in 0..<size where !isFunction[i][j] {
                let flip: Bool
                switch mask {
                case 0: flip = (i + j) % 2 == 0
                case 1: flip = i % 2 == 0
                case 2: flip = j % 3 == 0
                case 3: flip = (i + j) % 3 == 0
                case 4: flip = (i / 2 + j / 3) % 2 == 0
                case 5: flip = (i * j) % 2 + (i * j) % 3 == 0
                case 6: flip = ((i * j) % 2 + (i * j) % 3) % 2 == 0
                default: flip = ((i + j) % 2 + (i * j) % 3) % 2 == 0
                }
                if flip { dark[i][j].toggle() }
            }
        }
    }

    /// The penalty score of ISO/IEC 18004's mask evaluation: runs of five or more modules of a
    /// colour (3 + run − 5), 2 × 2 blocks of a colour (3 each), finder-like 1:1:3:1:1 patterns with
    /// four light modules on one side (40 each), and the dark share's distance from half (10 per 5 %).
    func penalty() -> Int {
        var score = 0
        let lines: [[Bool]] = dark + (0..<size).map { x in (0..<size).map { dark[$0][x] } }
        let finderA: [Bool] = [true, false, true, true, true, false, true, false, false, false, false]
        let finderB: [Bool] = Array(finderA.reversed())
        for line in lines {
            var run = 1
            for k in 1...size {
                if k < size, line[k] == line[k - 1] {
                    run += 1
                } else {
                    if run >= 5 { score += 3 + run - 5 }
                    run = 1
                }
            }
            if size >= 11 {
                for k in 0...(size - 11) {
                    let window = line[k..<k + 11]
                    if window.elementsEqual(finderA) || window.elementsEqual(finderB) { score += 40 }
                }
            }
        }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let c = dark[y][x]
                if dark[y][x + 1] == c, dark[y + 1][x] == c, dark[y + 1][x + 1] == c { score += 3 }
            }
        }
        let darkCount = dark.reduce(0) { $0 + $1.filter { $0 }.count }
        let total = size * size
        score += 10 * (abs(darkCount * 100 - total * 50) / (total * 5))
        return score
    }
}
