import Foundation

/// Finds the declarations `ProjectIndex` reads in a file, as ICU's regular expressions matched
/// them (the patterns are in the comment of each function) but without a regular-expression
/// engine: reading every file of a large app with `NSRegularExpression` took a tenth of a
/// render's instructions (docs/Performance.md, stop 53). Where a pattern captures a name, a name
/// written in backticks is also taken, without them.
///
/// Each search reads the text from its start, tries each position in turn and continues after
/// a match, as a regular expression's search does. ICU's rules are kept: `\s` is Unicode's White_Space;
/// `\b` compares the character after the position with the one before it, combining marks and
/// format characters skipped, a word character being alphabetic, a mark, a decimal digit, a
/// connector or a zero-width (non-)joiner; in multi-line mode `^` is the text's start or a
/// position after `\n`, `\v`, `\f`, `\r`, U+0085, U+2028 or U+2029. Names are ASCII
/// (`[A-Za-z_][A-Za-z0-9_]*`).
struct DeclarationScanner {
    /// The text's characters; positions below are indices into it.
    let s: [Unicode.Scalar]

    init(_ text: String) { s = Array(text.unicodeScalars) }

    /// A match: where it starts and the name it captured.
    struct Match {
        let start: Int
        let name: String
    }

    // MARK: The patterns

    private static func words(_ list: [String]) -> [[Unicode.Scalar]] { list.map { Array($0.unicodeScalars) } }
    private static let typeKeywords = words(["struct", "class", "enum", "actor", "protocol", "typealias"])
    private static let declarationModifiers = words(["public", "internal", "fileprivate", "private", "@MainActor"])
    private static let valueKeywords = words(["func", "let", "var"])
    private static let accessModifiers = words(["public", "internal", "fileprivate", "private"])
    private static let modelModifiers = words(["public", "internal", "final"])
    private static let modelKeywords = words(["struct", "class"])
    private static let conformances = words(["Identifiable", "Codable", "Decodable", "Encodable", "NSManagedObject"])
    private static let (modelMacroWord, classWord) = (Array("@Model".unicodeScalars), Array("class".unicodeScalars))
    private static let (funcWord, staticWord, letWord, varWord, caseWord, initWord, enumWord, extensionWord) = (
        Array("func".unicodeScalars), Array("static".unicodeScalars), Array("let".unicodeScalars), Array("var".unicodeScalars),
        Array("case".unicodeScalars), Array("init".unicodeScalars), Array("enum".unicodeScalars), Array("extension".unicodeScalars)
    )

    /// `\b(?:struct|class|enum|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)`
    func typeDeclarations() -> [Match] {
        all { p in
            guard Self.starts(Self.typeKeywords, s[p]), wordBoundary(p) else { return nil }
            for k in Self.typeKeywords {
                if let e = word(k, at: p), let (name, end) = spacesThenName(e) { return (Match(start: p, name: name), end) }
            }
            return nil
        }
    }

    /// `(?m)^(?:(?:public|internal|fileprivate|private|@MainActor)\s+)*(?:func|let|var)\s+([A-Za-z_][A-Za-z0-9_]*)`
    func topLevelDeclarations() -> [Match] {
        all { p in
            guard lineStart(p) else { return nil }
            var q = p
            while let e = firstWord(Self.declarationModifiers, at: q), let after = spaces(e, atLeastOne: true) { q = after }
            for k in Self.valueKeywords {
                if let e = word(k, at: q), let (name, end) = spacesThenName(e) { return (Match(start: p, name: name), end) }
            }
            return nil
        }
    }

    /// `\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)`: every function, at any level.
    func functionDeclarations() -> [Match] {
        all { p in
            guard s[p] == "f", wordBoundary(p), let e = word(Self.funcWord, at: p), let (name, end) = spacesThenName(e) else { return nil }
            return (Match(start: p, name: name), end)
        }
    }

    /// `\b(?:func|static\s+let|static\s+var|static\s+func|var|case)\s+([A-Za-z_][A-Za-z0-9_]*)`
    func memberDeclarations() -> [Match] {
        all { p in
            let c = s[p]
            guard c == "f" || c == "s" || c == "v" || c == "c", wordBoundary(p) else { return nil }
            // The alternatives in their order: func, static let, static var, static func, var, case.
            if let e = word(Self.funcWord, at: p), let (name, end) = spacesThenName(e) { return (Match(start: p, name: name), end) }
            if let e = word(Self.staticWord, at: p), let after = spaces(e, atLeastOne: true) {
                for k in [Self.letWord, Self.varWord, Self.funcWord] {
                    if let e2 = word(k, at: after), let (name, end) = spacesThenName(e2) { return (Match(start: p, name: name), end) }
                }
            }
            for k in [Self.varWord, Self.caseWord] {
                if let e = word(k, at: p), let (name, end) = spacesThenName(e) { return (Match(start: p, name: name), end) }
            }
            return nil
        }
    }

    /// `\binit\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*[:A-Za-z_]`: the first label of an initialiser.
    func initializerLabels() -> [Match] {
        all { p in
            guard s[p] == "i", wordBoundary(p), let e = word(Self.initWord, at: p), let open = char("(", at: spaces(e)) else { return nil }
            let a = spaces(open)
            guard let b = nameEnd(a) else { return nil }
            let c = spaces(b)
            if c < s.count, s[c] == ":" || Self.isNameStart(s[c]) { return (Match(start: p, name: text(a, b)), c + 1) }
            // A shorter name followed by a letter or `_` of the same name (the expression gives
            // the name back character by character).
            var k = b - 1
            while k > a {
                if Self.isNameStart(s[k]) { return (Match(start: p, name: text(a, k)), k + 1) }
                k -= 1
            }
            return nil
        }
    }

    /// `(?m)^\s*(?:(?:public|internal|fileprivate|private)\s+)?extension\s+([A-Za-z_][A-Za-z0-9_]*)`
    func extensionDeclarations() -> [Match] {
        all { p in
            guard lineStart(p) else { return nil }
            let q = spaces(p)
            var candidates = [q]
            if let e = firstWord(Self.accessModifiers, at: q), let after = spaces(e, atLeastOne: true) {
                candidates.insert(after, at: 0)
            }
            for c in candidates {
                if let e = word(Self.extensionWord, at: c), let (name, end) = spacesThenName(e) { return (Match(start: p, name: name), end) }
            }
            return nil
        }
    }

    /// `\binit\s*\(\s*_\s+[A-Za-z_]`: an initialiser whose first parameter has no label (the match's name is empty).
    func unlabelledInitializers() -> [Match] {
        all { p in
            guard s[p] == "i", wordBoundary(p), let e = word(Self.initWord, at: p), let open = char("(", at: spaces(e)),
                let underscore = char("_", at: spaces(open)), let after = spaces(underscore, atLeastOne: true),
                after < s.count, Self.isNameStart(s[after])
            else { return nil }
            return (Match(start: p, name: ""), after + 1)
        }
    }

    /// `\benum\s+([A-Za-z_][A-Za-z0-9_]*)`
    func enumDeclarations() -> [Match] {
        all { p in
            guard s[p] == "e", wordBoundary(p), let e = word(Self.enumWord, at: p), let (name, end) = spacesThenName(e) else { return nil }
            return (Match(start: p, name: name), end)
        }
    }

    /// `(?m)^(?:(?:public|internal|final)\s+)*(?:struct|class)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]*\b(?:Identifiable|Codable|Decodable|Encodable|NSManagedObject)\b`
    func modelDeclarations() -> [Match] {
        // Read once, so that the search stays linear however many declarations fail: where the
        // next `{` is from each position, and where each conformance name starts and ends.
        var nextBrace = [Int](repeating: s.count, count: s.count + 1)
        for i in stride(from: s.count - 1, through: 0, by: -1) { nextBrace[i] = s[i] == "{" ? i : nextBrace[i + 1] }
        var conformanceStarts: [Int] = [], conformanceEnds: [Int] = []
        for k in s.indices where wordBoundary(k) {
            for w in Self.conformances {
                if let end = word(w, at: k), wordBoundary(end) {
                    conformanceStarts.append(k)
                    conformanceEnds.append(end)
                    break
                }
            }
        }
        return all { p in
            guard lineStart(p) else { return nil }
            var q = p
            while let e = firstWord(Self.modelModifiers, at: q), let after = spaces(e, atLeastOne: true) { q = after }
            for k in Self.modelKeywords {
                guard let e = word(k, at: q), let (name, nameEnd) = spacesThenName(e), let colon = char(":", at: spaces(nameEnd)) else { continue }
                // `[^{]*` reaches the first `{`; the last conformance that starts before it ends the match.
                let brace = nextBrace[colon]
                var low = 0, high = conformanceStarts.count  // the first conformance starting at or after the brace
                while low < high {
                    let mid = (low + high) / 2
                    if conformanceStarts[mid] < brace { low = mid + 1 } else { high = mid }
                }
                if low > 0, conformanceStarts[low - 1] >= colon { return (Match(start: p, name: name), conformanceEnds[low - 1]) }
            }
            return nil
        }
    }

    /// `@Model\s+(?:(?:public|internal|final)\s+)*class\s+([A-Za-z_][A-Za-z0-9_]*)`: SwiftData's
    /// models, which need no conformance to be one.
    func swiftDataModelDeclarations() -> [Match] {
        all { p in
            guard s[p] == "@", let e = word(Self.modelMacroWord, at: p), !(e < s.count && Self.isNameCharacter(s[e])),
                var q = spaces(e, atLeastOne: true)
            else { return nil }
            while let m = firstWord(Self.modelModifiers, at: q), let after = spaces(m, atLeastOne: true) { q = after }
            guard let c = word(Self.classWord, at: q), let (name, end) = spacesThenName(c) else { return nil }
            return (Match(start: p, name: name), end)
        }
    }

    /// The positions where lines start, lines ending as `NSString` ends them (`\n`, `\r`,
    /// U+0085, U+2028, U+2029).
    func lineStarts() -> [Int] {
        var starts = [0]
        for (i, c) in s.enumerated() where [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(c.value) { starts.append(i + 1) }
        return starts
    }

    /// Whether the line of `p` starts with a space or a tab (`lines` from `lineStarts()`).
    func isIndented(_ p: Int, lines: [Int]) -> Bool {
        var low = 0, high = lines.count  // the first line starting after `p`
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] <= p { low = mid + 1 } else { high = mid }
        }
        let q = lines[low - 1]
        return q < s.count && (s[q] == " " || s[q] == "\t")
    }

    // MARK: Searching

    /// Every match of `matchAt` (the match and where it ends), tried at each position from the
    /// start and continuing after each match.
    private func all(_ matchAt: (Int) -> (Match, Int)?) -> [Match] {
        var found: [Match] = []
        var p = 0
        while p < s.count {
            if let (m, end) = matchAt(p) {
                found.append(m)
                p = max(end, p + 1)
            } else {
                p += 1
            }
        }
        return found
    }

    /// The end of `w` when the text holds it at `p`.
    private func word(_ w: [Unicode.Scalar], at p: Int) -> Int? {
        guard p + w.count <= s.count else { return nil }
        for (i, c) in w.enumerated() where s[p + i] != c { return nil }
        return p + w.count
    }

    /// Whether one of `words` starts with `c` (a cheap test before the others).
    private static func starts(_ words: [[Unicode.Scalar]], _ c: Unicode.Scalar) -> Bool { words.contains { $0[0] == c } }

    /// The end of the first of `words` (in order) that the text holds at `p`.
    private func firstWord(_ words: [[Unicode.Scalar]], at p: Int) -> Int? {
        for w in words { if let e = word(w, at: p) { return e } }
        return nil
    }

    private func char(_ c: Unicode.Scalar, at p: Int) -> Int? { p < s.count && s[p] == c ? p + 1 : nil }

    /// The end of the `\s` characters from `p` (nil when `atLeastOne` and there are none).
    private func spaces(_ p: Int, atLeastOne: Bool) -> Int? {
        let e = spaces(p)
        return atLeastOne && e == p ? nil : e
    }

    private func spaces(_ p: Int) -> Int {
        var i = p
        while i < s.count, Self.isSpace(s[i]) { i += 1 }
        return i
    }

    /// `\s+([A-Za-z_][A-Za-z0-9_]*)` from `p`: the name and its end. A name in backticks
    /// (`` func `if`(…) ``, a keyword used as a name) is the name inside them.
    private func spacesThenName(_ p: Int) -> (String, Int)? {
        guard let a = spaces(p, atLeastOne: true) else { return nil }
        if a < s.count, s[a] == "`", let b = nameEnd(a + 1), b < s.count, s[b] == "`" { return (text(a + 1, b), b + 1) }
        guard let b = nameEnd(a) else { return nil }
        return (text(a, b), b)
    }

    /// The end of the name (`[A-Za-z_][A-Za-z0-9_]*`) at `a`; nil when none starts there.
    private func nameEnd(_ a: Int) -> Int? {
        guard a < s.count, Self.isNameStart(s[a]) else { return nil }
        var b = a + 1
        while b < s.count, Self.isNameCharacter(s[b]) { b += 1 }
        return b
    }

    private func text(_ a: Int, _ b: Int) -> String { String(String.UnicodeScalarView(s[a..<b])) }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.value < 0x80 && (c.value | 0x20) &- 0x61 < 26) }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || (c.value &- 0x30 < 10) }

    /// ICU's `^` in multi-line mode.
    private func lineStart(_ p: Int) -> Bool {
        guard p > 0 else { return true }
        let c = s[p - 1].value
        return (c >= 0x0A && c <= 0x0D) || c == 0x85 || c == 0x2028 || c == 0x2029
    }

    /// ICU's `\b`: whether the character at `p` and the one before it (combining marks and
    /// format characters skipped) differ in being word characters; no boundary before a
    /// combining mark.
    private func wordBoundary(_ p: Int) -> Bool {
        var here = false
        if p < s.count {
            if Self.isSkippedForBoundaries(s[p]) { return false }
            here = Self.isWord(s[p])
        }
        var before = false
        var q = p
        while q > 0 {
            q -= 1
            if !Self.isSkippedForBoundaries(s[q]) {
                before = Self.isWord(s[q])
                break
            }
        }
        return here != before
    }

    /// ICU's `\s`: Unicode's White_Space (tab to carriage return, space, U+0085, the Z characters).
    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? c.value == 0x20 || (c.value >= 0x09 && c.value <= 0x0D) : c.properties.isWhitespace
    }

    /// ICU's word characters: `[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200c\u200d]`.
    static func isWord(_ c: Unicode.Scalar) -> Bool {
        if c.value < 0x80 { return isNameCharacter(c) }
        if c.value == 0x200C || c.value == 0x200D || c.properties.isAlphabetic { return true }
        switch c.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// What ICU's `\b` looks past: grapheme extenders and format characters.
    static func isSkippedForBoundaries(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x80 && (c.properties.isGraphemeExtend || c.properties.generalCategory == .format)
    }
}
