import Foundation

/// The inline markdown SwiftUI applies to a `Text`'s string literal (`LocalizedStringKey`):
///
/// - `**strong**` / `__strong__`: bold; `*emphasis*` / `_emphasis_`: italic; `***both***`: bold italic.
///   Markers nest (`**bold *and italic***`). An underscore inside a word (`snake_case`) is a letter.
/// - `~~struck~~`: strikethrough.
/// - `` `code` ``: the font's monospaced design; nothing inside a code span is markdown.
/// - `[label](destination)`: the label in the tint colour (the destination is not shown).
/// - A backslash before ASCII punctuation shows that character (`\*` is `*`).
/// - Markers without a partner, and block syntax (headings, lists, quotes), stay as written.
///
/// Interpolated values are never markdown: their characters are shown as they are, and an
/// interpolated `Text` keeps its own styling within the markdown around it.
enum InlineMarkdown {
    /// One unit of input: a character of the literal, a character of an interpolated value, or a text.
    private enum Atom {
        case markup(Character)
        case verbatim(Character)
        case text(Text)

        /// The character, when it may be markdown syntax.
        var syntax: Character? { if case .markup(let c) = self { return c }; return nil }
        /// The character shown, whatever its origin (nil for a text).
        var character: Character? {
            switch self {
            case .markup(let c), .verbatim(let c): return c
            case .text: return nil
            }
        }
    }

    /// The styled pieces of a key's segments.
    static func pieces(_ segments: [LocalizedStringKey.Segment]) -> [Text.Piece] {
        if let plain = plainString(segments) { return [Text.Piece(string: plain, attributes: TextAttributes())] }
        let parser = parsed(segments)
        if parser.pieces.isEmpty { return [Text.Piece(string: "", attributes: TextAttributes())] }
        return parser.pieces
    }

    /// The parser's work on `segments`, in positions looked at: tests bound it in proportion to
    /// the input's length.
    static func parsingSteps(_ segments: [LocalizedStringKey.Segment]) -> Int { parsed(segments).steps }

    private static func parsed(_ segments: [LocalizedStringKey.Segment]) -> Parser {
        var atoms: [Atom] = []
        for segment in segments {
            switch segment {
            case .literal(let s): atoms += s.map { Atom.markup($0) }
            case .argument(let a): atoms += a.shown.map { Atom.verbatim($0) }
            case .text(let t): atoms.append(.text(t))
            }
        }
        var parser = Parser(atoms: atoms)
        parser.parse(0, atoms.count, TextAttributes())
        return parser
    }

    /// The string the segments show when nothing in them can be markdown (most texts: no
    /// character of the literals is one of the syntax characters, and no text is interpolated);
    /// nil otherwise. The parser would give the same single piece, character by character.
    private static func plainString(_ segments: [LocalizedStringKey.Segment]) -> String? {
        var string = ""
        for segment in segments {
            switch segment {
            case .literal(let s):
                if s.utf8.contains(where: isSyntaxByte) { return nil }
                string += s
            case .argument(let a): string += a.shown
            case .text: return nil
            }
        }
        return string
    }

    /// Whether a UTF-8 byte is one of the characters that can start markdown syntax.
    private static func isSyntaxByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): return true
        default: return false
        }
    }

    /// The pieces of a plain string read as markdown.
    static func pieces(_ string: String) -> [Text.Piece] { pieces([.literal(string)]) }

    /// Spans nested deeper than this are not markdown (their markers stay as written), which
    /// bounds the parser's recursion on hostile input.
    static let maximumNesting = 32

    /// The longest link label or destination read, in characters (CommonMark limits labels too).
    static let maximumLinkLength = 1000

    private struct Parser {
        /// Work shared between searches, so that the parser stays near linear on any input.
        final class Memo {
            struct Key: Hashable { var position: Int; var marker: Character; var end: Int }
            /// Where a search for a closing marker that has reached `position` ends: the closer's
            /// start and length, or nil. A search's path from a position does not depend on where it
            /// began (nor, below the nesting limit, on how deep it is).
            var closers: [Key: (Int, Int)?] = [:]
            /// The starts of the backtick runs of each length, in order.
            var backtickRuns: [Int: [Int]] = [:]
            /// The positions of the `]` markers, in order: a link needs one.
            var closingBrackets: [Int] = []
            /// Positions looked at, by the parse and by searches for closers: the parser's work,
            /// which tests bound in proportion to the input's length.
            var steps = 0
        }

        let atoms: [Atom]
        var pieces: [Text.Piece] = []
        private let memo = Memo()

        init(atoms: [Atom]) {
            self.atoms = atoms
            var i = 0
            while i < atoms.count {
                if atoms[i].syntax == "]" { memo.closingBrackets.append(i) }
                guard atoms[i].syntax == "`" else { i += 1; continue }
                var j = i
                while j < atoms.count, atoms[j].syntax == "`" { j += 1 }
                memo.backtickRuns[j - i, default: []].append(i)
                i = j
            }
        }

        /// Positions looked at so far.
        var steps: Int { memo.steps }

        private func syntax(_ i: Int) -> Character? { i >= 0 && i < atoms.count ? atoms[i].syntax : nil }

        private mutating func emit(_ string: String, _ attributes: TextAttributes) {
            if string.isEmpty { return }
            if let last = pieces.last, last.attributes == attributes {
                pieces[pieces.count - 1].string += string
            } else {
                pieces.append(Text.Piece(string: string, attributes: attributes))
            }
        }

        /// Parses `start..<end` with `attributes`, appending pieces.
        mutating func parse(_ start: Int, _ end: Int, _ attributes: TextAttributes, depth: Int = 0) {
            var i = start
            while i < end {
                memo.steps += 1
                let atom = atoms[i]
                guard let c = atom.syntax else {
                    if case .text(let t) = atom {
                        for piece in t.resolvedPieces { emit(piece.string, piece.attributes.over(attributes)) }
                    } else if let c = atom.character {
                        emit(String(c), attributes)
                    }
                    i += 1
                    continue
                }
                switch c {
                case "\\":
                    if i + 1 < end, let next = syntax(i + 1), next.isASCII, next.isPunctuation || next.isSymbol {
                        emit(String(next), attributes)
                        i += 2
                    } else {
                        emit("\\", attributes)
                        i += 1
                    }
                case "`":
                    let n = runLength(i, end, "`")
                    if let close = codeSpanEnd(i + n, end, n) {
                        var code = String((i + n..<close).compactMap { atoms[$0].character })
                        if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                            code = String(code.dropFirst().dropLast())
                        }
                        var a = attributes
                        a.isMonospaced = true
                        emit(code, a)
                        i = close + n
                    } else {
                        emit(String(repeating: "`", count: n), attributes)
                        i += n
                    }
                case "[":
                    if depth < InlineMarkdown.maximumNesting, let (labelEnd, linkEnd) = link(i, end) {
                        var a = attributes
                        a.isLink = true
                        parse(i + 1, labelEnd, a, depth: depth + 1)
                        i = linkEnd
                    } else {
                        emit("[", attributes)
                        i += 1
                    }
                case "*", "_", "~":
                    let n = runLength(i, end, c)
                    guard depth < InlineMarkdown.maximumNesting, canOpen(i, n, c, end),
                        let (close, m) = closer(i + n, end, c, n, depth: depth)
                    else {
                        emit(String(repeating: c, count: n), attributes)
                        i += n
                        continue
                    }
                    let k = c == "~" ? 2 : min(n, m, 3)
                    emit(String(repeating: c, count: n - k), attributes)
                    var a = attributes
                    if c == "~" {
                        a.strikethrough = TextAttributes.Decoration(isActive: true, color: nil)
                    } else {
                        if k >= 2 { a.fontWeight = .bold }
                        if k != 2 { a.isItalic = true }
                    }
                    parse(i + n, close, a, depth: depth + 1)
                    // The closer's extra markers are read again after the span.
                    i = close + k
                    if m > k { emitLiteralRun(&i, m - k, c, attributes) }
                default:
                    emit(String(c), attributes)
                    i += 1
                }
            }
        }

        private mutating func emitLiteralRun(_ i: inout Int, _ count: Int, _ c: Character, _ attributes: TextAttributes) {
            emit(String(repeating: c, count: count), attributes)
            i += count
        }

        /// How many `c` markup characters start at `i`.
        private func runLength(_ i: Int, _ end: Int, _ c: Character) -> Int {
            var j = i
            while j < end, syntax(j) == c { j += 1 }
            return j - i
        }

        private func isWhitespace(_ i: Int, _ end: Int) -> Bool {
            guard i >= 0, i < end, let c = atoms[i].character else { return i < 0 || i >= end }
            return c.isWhitespace
        }

        private func isAlphanumeric(_ i: Int, _ end: Int) -> Bool {
            guard i >= 0, i < end, let c = atoms[i].character else { return false }
            return c.isLetter || c.isNumber
        }

        /// Whether the run of `n` markers at `i` may open a span: followed by a non-space (and for
        /// `_`, not preceded by a letter or digit); `~` opens only as `~~`.
        private func canOpen(_ i: Int, _ n: Int, _ c: Character, _ end: Int) -> Bool {
            if c == "~", n != 2 { return false }
            if isWhitespace(i + n, end) { return false }
            if c == "_", isAlphanumeric(i - 1, end) { return false }
            return true
        }

        /// Whether the run of `n` markers at `i` may close a span.
        private func canClose(_ i: Int, _ n: Int, _ c: Character, _ end: Int) -> Bool {
            if c == "~", n != 2 { return false }
            if i == 0 || isWhitespace(i - 1, end) { return false }
            if c == "_", isAlphanumeric(i + n, end) { return false }
            return true
        }

        /// The run of `c` that closes a span opened by `n` markers, searching from `from`: its start
        /// and length. Spans opened inside (other markers, code, links) are skipped whole.
        private func closer(_ from: Int, _ end: Int, _ c: Character, _ n: Int, depth: Int) -> (Int, Int)? {
            var visited: [Int] = []
            var j = from
            var found: (Int, Int)?? = nil
            while found == nil {
                memo.steps += 1
                if j >= end { found = .some(nil); break }
                if let known = memo.closers[Memo.Key(position: j, marker: c, end: end)] { found = known; break }
                visited.append(j)
                guard let s = syntax(j) else { j += 1; continue }
                switch s {
                case "\\":
                    j += syntax(j + 1).map { $0.isASCII && ($0.isPunctuation || $0.isSymbol) } == true ? 2 : 1
                case "`":
                    let k = runLength(j, end, "`")
                    if let close = codeSpanEnd(j + k, end, k) { j = close + k } else { j += k }
                case "[":
                    if let (_, linkEnd) = link(j, end) { j = linkEnd } else { j += 1 }
                case "*", "_", "~":
                    let m = runLength(j, end, s)
                    if s == c, j > from, canClose(j, m, s, end) { found = .some((j, m)); break }
                    if depth + 1 < InlineMarkdown.maximumNesting, canOpen(j, m, s, end),
                        let (inner, im) = closer(j + m, end, s, m, depth: depth + 1)
                    {
                        j = inner + im
                    } else {
                        j += m
                    }
                default:
                    j += 1
                }
            }
            let result = found ?? nil
            // A closer found at the very start of this search is one only because it was not the start.
            for v in visited where !(result.map { $0.0 == v } ?? false) {
                memo.closers[Memo.Key(position: v, marker: c, end: end)] = result
            }
            return result
        }

        /// The start of the run of exactly `n` backticks that closes a code span begun before `from`.
        private func codeSpanEnd(_ from: Int, _ end: Int, _ n: Int) -> Int? {
            guard let runs = memo.backtickRuns[n] else { return nil }
            // The first run of exactly `n` at or after `from` (runs start after a run, so they are whole).
            var low = 0, high = runs.count
            while low < high {
                let mid = (low + high) / 2
                if runs[mid] < from { low = mid + 1 } else { high = mid }
            }
            return low < runs.count && runs[low] + n <= end ? runs[low] : nil
        }

        /// The first `]` marker at or after `from`.
        private func firstClosingBracket(from: Int) -> Int? {
            let runs = memo.closingBrackets
            var low = 0, high = runs.count
            while low < high {
                let mid = (low + high) / 2
                if runs[mid] < from { low = mid + 1 } else { high = mid }
            }
            return low < runs.count ? runs[low] : nil
        }

        /// For `[label](destination)` starting at `i`: the index of `]` and the index after `)`.
        private func link(_ i: Int, _ outerEnd: Int) -> (Int, Int)? {
            var depth = 0
            var j = i + 1
            let end = min(outerEnd, i + 1 + InlineMarkdown.maximumLinkLength)
            // Without a `]` before the end there is no link: found at once, not by reading on.
            guard let close = firstClosingBracket(from: j), close < end else { return nil }
            while j < end {
                memo.steps += 1
                switch syntax(j) {
                case "\\"?: j += 1
                case "`"?:
                    let k = runLength(j, end, "`")
                    if let close = codeSpanEnd(j + k, end, k) { j = close + k - 1 } else { j += k - 1 }
                case "["?: depth += 1
                case "]"?:
                    if depth > 0 { depth -= 1; break }
                    guard j + 1 < outerEnd, syntax(j + 1) == "(" else { return nil }
                    var parens = 0
                    var k = j + 2
                    let end = min(self.atoms.count, k + InlineMarkdown.maximumLinkLength, outerEnd)
                    while k < end {
                        memo.steps += 1
                        if let ch = atoms[k].character, ch.isWhitespace, syntax(k) != nil { return nil }
                        if syntax(k) == "(" { parens += 1 }
                        if syntax(k) == ")" {
                            if parens == 0 { return (j, k + 1) }
                            parens -= 1
                        }
                        k += 1
                    }
                    return nil
                default: break
                }
                j += 1
            }
            return nil
        }
    }
}
