/// The values of Swift's integer and floating-point literals as written in a script
/// (`1_000`, `0x1F`, `0o17`, `0b101`, `2.5e3`, `0x1p-2`). Literals are read each time an
/// expression runs, so this stays on the literal's UTF-8 (no Foundation string search).
enum NumericLiterals {
    /// The literal's text without its `_` separators.
    private static func digits(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
    }

    /// The radix a `0x`/`0o`/`0b` prefix gives, or nil.
    private static func prefixRadix(_ t: String) -> Int? {
        var bytes = t.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "0") else { return nil }
        switch bytes.next() {
        case UInt8(ascii: "x"): return 16
        case UInt8(ascii: "o"): return 8
        case UInt8(ascii: "b"): return 2
        default: return nil
        }
    }

    /// An integer literal's value; nil when it does not fit in an Int.
    static func integer(_ text: String) -> Int? {
        let t = digits(text)
        if let radix = prefixRadix(t) { return Int(t.dropFirst(2), radix: radix) }
        return Int(t)
    }

    /// An integer literal's value as a UInt64; nil when it does not fit in one.
    static func unsigned(_ text: String) -> UInt64? {
        let t = digits(text)
        if let radix = prefixRadix(t) { return UInt64(t.dropFirst(2), radix: radix) }
        return UInt64(t)
    }

    /// An integer literal's value as a Double (decimal literals too large for an Int still have one).
    static func integerAsDouble(_ text: String) -> Double? {
        if let i = integer(text) { return Double(i) }
        let t = digits(text)
        return prefixRadix(t) == nil ? Double(t) : nil
    }

    /// A floating-point literal's value (NaN when Swift would not accept it).
    static func floating(_ text: String) -> Double {
        Double(digits(text)) ?? .nan
    }
}
