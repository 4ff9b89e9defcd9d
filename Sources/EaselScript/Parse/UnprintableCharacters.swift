import Foundation

/// ASCII control characters that Swift does not allow in source (all below U+0020 except tab,
/// line feed, vertical tab, form feed and carriage return, and U+007F). The compiler rejects them
/// ("unprintable ASCII character found in source file"); swift-syntax's diagnostics crash on some
/// of them (U+0006 before an `=` ends in a Fix-It with no changes), so they are refused first.
enum UnprintableCharacters {
    /// The first one, with its line and column, or nil.
    static func first(in source: String) -> (scalar: UInt8, line: Int, column: Int)? {
        var line = 1, column = 1
        for b in source.utf8 {
            if b == 0x0A {
                line += 1
                column = 1
                continue
            }
            if (b < 0x20 && b != 0x09 && b != 0x0B && b != 0x0C && b != 0x0D) || b == 0x7F { return (b, line, column) }
            // Columns count characters: continuation bytes of a UTF-8 sequence do not advance them.
            if b & 0xC0 != 0x80 { column += 1 }
        }
        return nil
    }
}
