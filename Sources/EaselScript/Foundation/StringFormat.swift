import Foundation
import SwiftSyntax

/// `String(format:…)`, `String(format:locale:arguments:)` and `\(x, specifier: "%.1f")` for a
/// script's values, made safe: Foundation reads each argument as its conversion says, so a number
/// given to `%@` or `%s`, or a format with more conversions than arguments, crashes the process.
/// Here each conversion is read first and the value passed as it wants: an object (`%@`, and
/// `%s`, which becomes `%@`) gets the value's description, an integer conversion an integer, a
/// floating one a Double (an integer value converted, where Foundation would print the bits of an
/// integer as a Double). Too few arguments, `%n`, `%p`, `*` widths and widths over
/// `maxWidth` are errors naming the format.
enum StringFormat {
    /// The widest width and longest precision a conversion may have.
    static let maxWidth = 1000

    /// What a conversion reads.
    enum Kind { case integer, floating, object }

    /// `format` with `values`, in `locale` (nil: the POSIX way, as `String(format:)` without one).
    static func format(_ format: String, _ values: [Value], locale: Locale?, _ ev: Evaluator, node: Syntax?) throws -> String {
        let (rewritten, kinds) = try conversions(format, node: node)
        guard kinds.count <= values.count else {
            throw EvalError(
                "the format \"\(format)\" has \(kinds.count) conversion\(kinds.count == 1 ? "" : "s") but \(values.count) argument\(values.count == 1 ? "" : "s")",
                node)
        }
        var arguments: [CVarArg] = []
        for (kind, value) in zip(kinds, values) {
            var v = value
            if case .binding(let b) = v { v = b.get() }
            switch kind {
            case .object:
                arguments.append(NSString(string: try ev.describing(v, node: node)))
            case .integer:
                switch v {
                case .int(let i): arguments.append(i)
                case .bool(let b): arguments.append(b ? 1 : 0)
                default:
                    guard let d = Conversions.double(v), d.isFinite, abs(d) < 9e18 else {
                        throw EvalError("the format \"\(format)\" wants an integer, got \(v.typeName)", node)
                    }
                    arguments.append(Int(d))
                }
            case .floating:
                guard let d = Conversions.double(v) else { throw EvalError("the format \"\(format)\" wants a number, got \(v.typeName)", node) }
                arguments.append(d)
            }
        }
        if let locale { return String(format: rewritten, locale: locale, arguments: arguments) }
        return String(format: rewritten, arguments: arguments)
    }

    /// The format with `%s` made `%@`, and what each argument (in order, positions honoured) is read as.
    static func conversions(_ format: String, node: Syntax?) throws -> (String, [Kind]) {
        let s = Array(format.unicodeScalars)
        var out = String.UnicodeScalarView()
        var kinds: [Int: Kind] = [:]
        var next = 0
        var i = 0
        func fail(_ why: String) -> EvalError { EvalError("the format \"\(format)\" \(why)", node) }
        while i < s.count {
            let c = s[i]
            out.append(c)
            i += 1
            guard c == "%" else { continue }
            guard i < s.count else { throw fail("ends with '%'") }
            if s[i] == "%" {
                out.append(s[i])
                i += 1
                continue
            }
            var spec = String.UnicodeScalarView()
            // A position (`%2$@`).
            var j = i
            var digits = 0
            while j < s.count, ("0"..."9").contains(s[j]) { j += 1; digits += 1 }
            var position: Int?
            if digits > 0, j < s.count, s[j] == "$" {
                position = Int(String(String.UnicodeScalarView(s[i..<j])))
                guard let p = position, p >= 1, p <= 64 else { throw fail("has a position out of range") }
                spec.append(contentsOf: s[i...j])
                i = j + 1
            }
            while i < s.count, "-+ #0'".unicodeScalars.contains(s[i]) { spec.append(s[i]); i += 1 }
            // A width or precision: digits, at most `maxWidth` (a wider one pads a string of that
            // many characters, which takes its time and memory).
            func readNumber() throws {
                var value = 0
                while i < s.count, ("0"..."9").contains(s[i]) {
                    value = min(value * 10 + Int(s[i].value - 48), maxWidth + 1)
                    spec.append(s[i])
                    i += 1
                }
                if value > maxWidth { throw fail("has a width or precision over \(maxWidth)") }
            }
            try readNumber()
            if i < s.count, s[i] == "." {
                spec.append(s[i])
                i += 1
                try readNumber()
            }
            guard i < s.count else { throw fail("ends inside a conversion") }
            if s[i] == "*" { throw fail("has a '*' width or precision, which scripts do not pass") }
            var length = String.UnicodeScalarView()
            while i < s.count, "hlqLztj".unicodeScalars.contains(s[i]) { length.append(s[i]); i += 1 }
            guard i < s.count else { throw fail("ends inside a conversion") }
            let conversion = s[i]
            i += 1
            let kind: Kind
            var written = conversion
            switch conversion {
            case "d", "i", "o", "u", "x", "X", "c", "C", "D", "O", "U": kind = .integer
            case "e", "E", "f", "F", "g", "G", "a", "A": kind = .floating
            case "@": kind = .object
            case "s", "S":
                kind = .object
                written = "@"
                length = String.UnicodeScalarView()
            default: throw fail("has the conversion '%\(conversion)', which scripts do not format")
            }
            let index = (position ?? (next + 1)) - 1
            if position == nil { next += 1 }
            if let known = kinds[index], known != kind { throw fail("reads argument \(index + 1) two ways") }
            kinds[index] = kind
            out.append(contentsOf: spec)
            if kind != .object { out.append(contentsOf: length) }
            out.append(written)
        }
        let count = (kinds.keys.max() ?? -1) + 1
        var ordered: [Kind] = []
        for k in 0..<count {
            // An argument no conversion reads (`%2$@` alone) is passed as an object.
            ordered.append(kinds[k] ?? .object)
        }
        return (String(out), ordered)
    }
}
