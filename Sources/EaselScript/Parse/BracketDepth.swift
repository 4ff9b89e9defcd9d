/// A guard in front of the parser: swift-syntax takes time exponential in how deeply square
/// brackets nest (`[[[[…]]]]`: 1.5 s at 16 levels in a debug build, 24 s at 20), so a file that
/// nests them deeper than `limit` — no view file does — is refused before parsing.
///
/// The scan is lexical: comments are skipped; brackets inside string literals count too (they may
/// be code in an interpolation), which only matters for text with more than `limit` `[` in a row.
enum BracketDepth {
    /// Deepest nesting of `[` accepted.
    static let limit = 14

    /// The line and column (1-based, in UTF-8 bytes) of the first `[` nested deeper than `limit`.
    static func firstTooDeep(in source: String) -> (line: Int, column: Int)? {
        var depth = 0, line = 1, column = 0
        var it = Array(source.utf8)[...]
        var commentDepth = 0, lineComment = false
        while let b = it.popFirst() {
            column += 1
            if b == UInt8(ascii: "\n") { line += 1; column = 0; lineComment = false; continue }
            if lineComment { continue }
            let next = it.first
            if b == UInt8(ascii: "/") && next == UInt8(ascii: "*") { commentDepth += 1; _ = it.popFirst(); column += 1; continue }
            if commentDepth > 0 {
                if b == UInt8(ascii: "*") && next == UInt8(ascii: "/") { commentDepth -= 1; _ = it.popFirst(); column += 1 }
                continue
            }
            if b == UInt8(ascii: "/") && next == UInt8(ascii: "/") { lineComment = true; continue }
            if b == UInt8(ascii: "[") {
                depth += 1
                if depth > limit { return (line, column) }
            } else if b == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
        }
        return nil
    }
}
