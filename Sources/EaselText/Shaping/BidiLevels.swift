import Foundation
import CICU

/// The Unicode Bidirectional Algorithm (UAX #9) for Easel's text: embedding levels per character
/// (through ICU) and the visual order of runs of levels (rule L2).
enum BidiLevels {
    /// Whether `scalar` may make text right to left: Hebrew, Arabic and the other right-to-left
    /// blocks, and the explicit right-to-left marks, embeddings, overrides and isolates.
    static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        case 0x200F, 0x202B, 0x202E, 0x2067: return true
        default: return false
        }
    }

    /// The level of each grapheme of a paragraph and whether the paragraph runs right to left.
    /// `scalars` are the paragraph's scalars and `owner[i]` the grapheme of scalar `i`. Text with no
    /// right-to-left character in a natural or left-to-right paragraph is all level 0 without asking ICU.
    static func levels(scalars: [UInt32], owner: [Int32], count: Int, direction: ParagraphDirection) -> (levels: [UInt8], isRightToLeft: Bool) {
        let needed = direction == .rightToLeft || scalars.contains(where: mayBeRightToLeft)
        guard needed, count > 0 else {
            return ([UInt8](repeating: direction == .rightToLeft ? 1 : 0, count: count), direction == .rightToLeft)
        }
        var utf16: [UInt16] = []
        var unitOwner: [Int32] = []
        utf16.reserveCapacity(scalars.count + 8)
        for (i, value) in scalars.enumerated() {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            for unit in scalar.utf16 {
                utf16.append(unit)
                unitOwner.append(owner[i])
            }
        }
        var unitLevels = [UInt8](repeating: 0, count: utf16.count)
        let paragraphLevel: Int32 = direction == .natural ? -1 : (direction == .rightToLeft ? 1 : 0)
        let resolved = utf16.withUnsafeBufferPointer { text in
            unitLevels.withUnsafeMutableBufferPointer { easel_bidi_levels(text.baseAddress, Int32(text.count), paragraphLevel, $0.baseAddress) }
        }
        guard resolved >= 0 else {
            return ([UInt8](repeating: direction == .rightToLeft ? 1 : 0, count: count), direction == .rightToLeft)
        }
        var levels = [UInt8](repeating: UInt8(resolved), count: count)
        var seen = [Bool](repeating: false, count: count)
        for (unit, grapheme) in unitOwner.enumerated() where !seen[Int(grapheme)] {
            seen[Int(grapheme)] = true
            levels[Int(grapheme)] = unitLevels[unit]
        }
        return (levels, resolved == 1)
    }

    /// The visual order (left to right) of runs with the given levels, in logical order: rule L2,
    /// which reverses every maximal sequence at or above each odd level, from the highest level down.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count, levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
