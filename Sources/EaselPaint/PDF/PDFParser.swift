import Foundation

/// Reads PDF objects (ISO 32000-1 §7.2–7.3) from bytes: the syntax shared by a file's objects and
/// its content streams. Nesting deeper than `maxDepth` ends the object.
package struct PDFParser {
    package let bytes: [UInt8]
    package var position: Int
    /// Arrays and dictionaries nest at most this deep.
    static let maxDepth = 64

    package init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0C || b == 0x00 }
    static func isDelimiter(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return true
        default: return false
        }
    }
    static func isRegular(_ b: UInt8) -> Bool { !isWhitespace(b) && !isDelimiter(b) }

    package var atEnd: Bool { position >= bytes.count }

    /// Skips white space and comments.
    package mutating func skipWhitespace() {
        while position < bytes.count {
            let b = bytes[position]
            if Self.isWhitespace(b) {
                position += 1
            } else if b == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next run of regular characters (a keyword or number), without moving past it.
    package func peekWord() -> ArraySlice<UInt8> {
        var end = position
        while end < bytes.count, Self.isRegular(bytes[end]) { end += 1 }
        return bytes[position..<end]
    }

    /// What comes next: an object, or an operator keyword of a content stream (`.keyword`).
    package enum Token: Equatable {
        case object(PDFObject)
        case keyword(String)
        /// A `]`, `>>`, `}` or byte that starts nothing.
        case unexpected(UInt8)
        case end
    }

    /// Reads the next object or keyword. `resolvesReferences`: `N G R` is read as a reference
    /// (in a file's objects, not in content streams).
    package mutating func next(references: Bool = false, depth: Int = 0) -> Token {
        skipWhitespace()
        guard position < bytes.count else { return .end }
        let b = bytes[position]
        switch b {
        case UInt8(ascii: "/"):
            position += 1
            return .object(.name(readName()))
        case UInt8(ascii: "("):
            position += 1
            return .object(.string(readLiteralString()))
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .object(.dictionary(readDictionary(references: references, depth: depth + 1)))
            }
            position += 1
            return .object(.string(readHexString()))
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFObject] = []
            while true {
                if depth >= Self.maxDepth { skipTo(UInt8(ascii: "]")) }
                skipWhitespace()
                guard position < bytes.count else { break }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    break
                }
                switch next(references: references, depth: depth + 1) {
                case .object(let o): items.append(o)
                case .keyword(let k): items.append(Self.keywordValue(k) ?? .null)
                case .unexpected: position += 1
                case .end: break
                }
            }
            return .object(.array(items))
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"):
            position += 1
            return .unexpected(b)
        default:
            let word = peekWord()
            position += max(word.count, 1)
            guard !word.isEmpty else { return .unexpected(b) }
            if let n = Self.number(word) {
                if references, let r = referenceAfter(n) { return .object(r) }
                return .object(.number(n))
            }
            let text = String(decoding: word, as: UTF8.self)
            if let v = Self.keywordValue(text) { return .object(v) }
            return .keyword(text)
        }
    }

    /// Reads one object; nil at a keyword, an unexpected byte or the end.
    package mutating func object(references: Bool = true) -> PDFObject? {
        if case .object(let o) = next(references: references) { return o }
        return nil
    }

    static func keywordValue(_ word: String) -> PDFObject? {
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: return nil
        }
    }

    /// `N G R` when the integer `n` just read is followed by a generation and `R`.
    mutating func referenceAfter(_ n: Double) -> PDFObject? {
        guard n >= 0, n == n.rounded(), n < 1e9 else { return nil }
        let saved = position
        skipWhitespace()
        let generation = peekWord()
        guard let g = Self.number(generation), g >= 0, g == g.rounded(), g < 1e6 else {
            position = saved
            return nil
        }
        position += generation.count
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "R"),
            position + 1 >= bytes.count || !Self.isRegular(bytes[position + 1])
        {
            position += 1
            return .reference(Int(n), Int(g))
        }
        position = saved
        return nil
    }

    static func number(_ word: ArraySlice<UInt8>) -> Double? {
        guard let first = word.first,
            first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (0x30...0x39).contains(first)
        else { return nil }
        var value = 0.0, fraction = 0.0, scale = 1.0, negative = false, seenDigit = false, inFraction = false
        for (i, c) in word.enumerated() {
            switch c {
            case UInt8(ascii: "-") where i == 0: negative = true
            case UInt8(ascii: "+") where i == 0: break
            case UInt8(ascii: "."):
                guard !inFraction else { return nil }
                inFraction = true
            case 0x30...0x39:
                seenDigit = true
                if inFraction {
                    scale /= 10
                    fraction += Double(c - 0x30) * scale
                } else {
                    value = value * 10 + Double(c - 0x30)
                }
            // A second sign (`--5`, written by some producers) is read as PDF readers do.
            case UInt8(ascii: "-") where !seenDigit: break
            default: return nil
            }
        }
        guard seenDigit else { return inFraction || negative ? 0 : nil }
        let n = value + fraction
        return negative ? -n : n
    }

    mutating func readName() -> String {
        var out: [UInt8] = []
        while position < bytes.count, Self.isRegular(bytes[position]) {
            let c = bytes[position]
            if c == UInt8(ascii: "#"), position + 2 < bytes.count, let h = Self.hex(bytes[position + 1]), let l = Self.hex(bytes[position + 2]) {
                out.append(h << 4 | l)
                position += 3
            } else {
                out.append(c)
                position += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }

    mutating func readLiteralString() -> [UInt8] {
        var out: [UInt8] = []
        var depth = 1
        while position < bytes.count {
            let c = bytes[position]
            position += 1
            switch c {
            case UInt8(ascii: "("):
                depth += 1
                out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return out }
                let e = bytes[position]
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case 0x0D:
                    if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                case 0x0A: break
                case 0x30...0x37:
                    var v = Int(e - 0x30)
                    for _ in 0..<2 where position < bytes.count && (0x30...0x37).contains(bytes[position]) {
                        v = v * 8 + Int(bytes[position] - 0x30)
                        position += 1
                    }
                    out.append(UInt8(v & 0xFF))
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        return out
    }

    mutating func readHexString() -> [UInt8] {
        var out: [UInt8] = []
        var high: UInt8?
        while position < bytes.count {
            let c = bytes[position]
            position += 1
            if c == UInt8(ascii: ">") { break }
            guard let v = Self.hex(c) else { continue }
            if let h = high {
                out.append(h << 4 | v)
                high = nil
            } else {
                high = v
            }
        }
        if let h = high { out.append(h << 4) }
        return out
    }

    mutating func readDictionary(references: Bool, depth: Int) -> [String: PDFObject] {
        var out: [String: PDFObject] = [:]
        while true {
            skipWhitespace()
            guard position < bytes.count else { return out }
            if bytes[position] == UInt8(ascii: ">") {
                position += position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">") ? 2 : 1
                return out
            }
            guard depth < Self.maxDepth else {
                skipTo(UInt8(ascii: ">"))
                continue
            }
            guard case .object(.name(let key)) = next(references: references, depth: depth) else { continue }
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: ">") { return out }
            switch next(references: references, depth: depth) {
            case .object(let value): out[key] = value
            case .keyword(let k): out[key] = Self.keywordValue(k) ?? .null
            case .unexpected, .end: break
            }
        }
    }

    /// Moves past the next `byte` (used to leave structures nested too deep).
    mutating func skipTo(_ byte: UInt8) {
        while position < bytes.count, bytes[position] != byte { position += 1 }
    }
}
