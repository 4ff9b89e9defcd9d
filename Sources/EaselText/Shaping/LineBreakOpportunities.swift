import Foundation
import CICU

/// Where lines may break in a paragraph, by Unicode's line breaking algorithm (UAX #14, through
/// ICU): after spaces and hyphens, between ideographs, never inside a grapheme cluster, never
/// before closing punctuation.
enum LineBreakOpportunities {
    /// `result[i]` tells whether a line may start at character `i` (for `0 < i < characters.count`;
    /// index 0 and `count` are false and true). Text of ASCII letters, digits and spaces breaks only
    /// after spaces, which is found without ICU.
    static func compute(_ characters: [Character], locale: String = "") -> [Bool] {
        let n = characters.count
        var result = [Bool](repeating: false, count: n + 1)
        guard n > 0 else { return result }
        result[n] = true
        let simple = characters.allSatisfy { c in
            guard let a = c.asciiValue else { return false }
            return a == 0x20 || (a >= 0x30 && a <= 0x39) || (a | 0x20 >= 0x61 && a | 0x20 <= 0x7A)
        }
        if simple {
            for i in 1..<n where characters[i - 1] == " " && characters[i] != " " { result[i] = true }
            return result
        }
        var utf16: [UInt16] = []
        var startOfUnit: [Int32] = []  // the character that starts at each UTF-16 offset, or -1
        for (i, c) in characters.enumerated() {
            for (k, unit) in c.utf16.enumerated() {
                utf16.append(unit)
                startOfUnit.append(k == 0 ? Int32(i) : -1)
            }
        }
        startOfUnit.append(Int32(n))
        var offsets = [Int32](repeating: 0, count: utf16.count + 1)
        let count = utf16.withUnsafeBufferPointer { text in
            offsets.withUnsafeMutableBufferPointer {
                easel_line_breaks(text.baseAddress, Int32(text.count), locale, $0.baseAddress, Int32($0.count))
            }
        }
        guard count >= 0 else {
            // ICU failed: fall back to breaking after spaces.
            for i in 1..<n where characters[i - 1].isWhitespace && !characters[i].isWhitespace { result[i] = true }
            return result
        }
        for offset in offsets.prefix(Int(min(count, Int32(offsets.count)))) {
            // A break inside a grapheme cluster (ICU's rules differ at the edges) is not one.
            let o = Int(offset)
            if o > 0, o < startOfUnit.count, startOfUnit[o] >= 0 { result[Int(startOfUnit[o])] = true }
        }
        return result
    }
}
