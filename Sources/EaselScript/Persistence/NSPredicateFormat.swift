import Foundation
import SwiftSyntax

/// A condition a fetch tests each object with: SwiftData's `#Predicate` closure or Core Data's
/// `NSPredicate`.
protocol FetchPredicate {
    func evaluate(_ object: Value, _ ev: Evaluator, node: Syntax?) throws -> Bool
}

extension ScriptPredicate: FetchPredicate {}

/// Foundation's `NSPredicate(format: "name BEGINSWITH[c] %@", filter)` as Core Data fetch requests
/// use it: comparisons (`==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`), the string operators
/// `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE` and `MATCHES` with their `[c]`, `[d]` and `[cd]`
/// options, `IN`, `BETWEEN`, `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `ANY`/`ALL`/`NONE` over a
/// to-many key path, `@count`, `SELF`, `TRUEPREDICATE`/`FALSEPREDICATE`, literals (strings, numbers,
/// `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, `{…}` lists) and the arguments `%@`, `%K`, `%d`, `%i`,
/// `%ld`, `%lld`, `%f`, `%lf`. Key paths are read with the script's member access.
struct NSPredicateValue: FetchPredicate, CustomStringConvertible {
    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case compare(Operand, String, Operand, options: String, quantifier: String?)
    }

    indirect enum Operand {
        case keyPath([String])
        case value(Value)
        case list([Operand])
        case `self`
    }

    let root: Node
    let format: String
    var description: String { format }

    init(value: Bool) {
        root = .constant(value)
        format = value ? "TRUEPREDICATE" : "FALSEPREDICATE"
    }

    init(root: Node, format: String) {
        self.root = root
        self.format = format
    }

    /// Parses a format with its arguments (already evaluated).
    init(format: String, arguments: [Value], node: Syntax?) throws {
        var p = Parser(tokens: try Self.tokens(format, node: node), arguments: arguments, node: node)
        root = try p.predicate()
        guard p.atEnd else { throw EvalError("NSPredicate format '\(format)': unexpected '\(p.peek ?? "")'", node) }
        self.format = format
    }

    func evaluate(_ object: Value, _ ev: Evaluator, node: Syntax?) throws -> Bool { try Self.test(root, object, ev, node: node) }

    // MARK: Evaluation

    private static func test(_ n: Node, _ object: Value, _ ev: Evaluator, node: Syntax?) throws -> Bool {
        switch n {
        case .constant(let b): return b
        case .not(let x): return try !test(x, object, ev, node: node)
        case .and(let a, let b): return try test(a, object, ev, node: node) && test(b, object, ev, node: node)
        case .or(let a, let b): return try test(a, object, ev, node: node) || test(b, object, ev, node: node)
        case .compare(let l, let op, let r, let options, let quantifier):
            let left = try value(l, object, ev, node: node), right = try value(r, object, ev, node: node)
            guard let quantifier else { return try compare(left, op, right, options, ev, node: node) }
            guard case .array(let xs) = left else { throw EvalError("NSPredicate: \(quantifier) needs a to-many key path", node) }
            let results = try xs.map { try compare($0, op, right, options, ev, node: node) }
            switch quantifier {
            case "ALL": return results.allSatisfy { $0 }
            case "NONE": return !results.contains(true)
            default: return results.contains(true)
            }
        }
    }

    private static func value(_ o: Operand, _ object: Value, _ ev: Evaluator, node: Syntax?) throws -> Value {
        switch o {
        case .self: return object
        case .value(let v): return v
        case .list(let xs): return .array(try xs.map { try value($0, object, ev, node: node) })
        case .keyPath(let parts):
            var v = object
            for p in parts {
                if p == "@count" {
                    guard case .array(let xs) = v else { throw EvalError("NSPredicate: @count of a value that is not a collection", node) }
                    v = .int(xs.count)
                    continue
                }
                if case .null = v { return .null }
                if case .array(let xs) = v {
                    v = .array(try xs.map { try ev.member(of: $0, p, node: node ?? Syntax(TokenSyntax.identifier(p))) })
                    continue
                }
                v = try ev.member(of: v, p, node: node ?? Syntax(TokenSyntax.identifier(p)))
            }
            return v
        }
    }

    private static func compare(_ l: Value, _ op: String, _ r: Value, _ options: String, _ ev: Evaluator, node: Syntax?) throws -> Bool {
        var compareOptions: String.CompareOptions = []
        if options.contains("c") { compareOptions.insert(.caseInsensitive) }
        if options.contains("d") { compareOptions.insert(.diacriticInsensitive) }
        switch op {
        case "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES":
            guard case .string(let s) = l else {
                if op == "CONTAINS", case .array(let xs) = l { return xs.contains(r) }
                return false
            }
            guard case .string(let t) = r else { return false }
            switch op {
            case "BEGINSWITH": return s.range(of: t, options: compareOptions.union(.anchored)) != nil
            case "ENDSWITH": return s.range(of: t, options: compareOptions.union([.anchored, .backwards])) != nil
            case "CONTAINS": return t.isEmpty || s.range(of: t, options: compareOptions) != nil
            case "LIKE":
                let pattern =
                    "^" + NSRegularExpression.escapedPattern(for: t).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
                    + "$"
                return s.range(of: pattern, options: compareOptions.union(.regularExpression)) != nil
            default:
                guard (try? NSRegularExpression(pattern: t)) != nil else { throw EvalError("NSPredicate: '\(t)' is not a regular expression", node) }
                return s.range(of: "^(?:" + t + ")$", options: compareOptions.union(.regularExpression)) != nil
            }
        case "IN":
            if case .array(let xs) = r { return try xs.contains { try compare(l, "==", $0, options, ev, node: node) } }
            if case .string(let s) = r, case .string(let t) = l { return s.range(of: t, options: compareOptions) != nil }
            return false
        case "BETWEEN":
            guard case .array(let bounds) = r, bounds.count == 2 else { throw EvalError("NSPredicate: BETWEEN needs {lower, upper}", node) }
            return try compare(l, ">=", bounds[0], options, ev, node: node) && compare(l, "<=", bounds[1], options, ev, node: node)
        default: break
        }
        if case .string(let s) = l, case .string(let t) = r {
            let c = s.compare(t, options: compareOptions)
            switch op {
            case "==": return c == .orderedSame
            case "!=": return c != .orderedSame
            case "<": return c == .orderedAscending
            case "<=": return c != .orderedDescending
            case ">": return c == .orderedDescending
            default: return c != .orderedAscending
            }
        }
        switch (l, r) {
        case (.null, .null): return op == "==" || op == "<=" || op == ">="
        case (.null, _), (_, .null): return op == "!="
        default: break
        }
        if op == "==" { return l == r }
        if op == "!=" { return l != r }
        return try Conversions.bool(ev.binary(op, l, r, node: node), node: node)
    }

    // MARK: Parsing

    private struct Parser {
        let tokens: [String]
        var arguments: [Value]
        let node: Syntax?
        var i = 0

        init(tokens: [String], arguments: [Value], node: Syntax?) {
            self.tokens = tokens
            self.arguments = arguments
            self.node = node
        }

        var atEnd: Bool { i >= tokens.count }
        var peek: String? { i < tokens.count ? tokens[i] : nil }
        var upper: String? { peek?.uppercased() }

        mutating func next() throws -> String {
            guard i < tokens.count else { throw EvalError("NSPredicate format ends early", node) }
            i += 1
            return tokens[i - 1]
        }

        mutating func predicate() throws -> Node {
            var n = try and()
            while upper == "OR" || peek == "||" {
                i += 1
                n = .or(n, try and())
            }
            return n
        }

        mutating func and() throws -> Node {
            var n = try not()
            while upper == "AND" || peek == "&&" {
                i += 1
                n = .and(n, try not())
            }
            return n
        }

        mutating func not() throws -> Node {
            if upper == "NOT" || peek == "!" {
                i += 1
                return .not(try not())
            }
            return try primary()
        }

        mutating func primary() throws -> Node {
            if peek == "(" {
                // A parenthesised predicate, unless it is an operand in parentheses (rare; not supported).
                i += 1
                let n = try predicate()
                guard try next() == ")" else { throw EvalError("NSPredicate: expected ')'", node) }
                return n
            }
            if upper == "TRUEPREDICATE" { i += 1; return .constant(true) }
            if upper == "FALSEPREDICATE" { i += 1; return .constant(false) }
            var quantifier: String?
            if let u = upper, ["ANY", "SOME", "ALL", "NONE"].contains(u) {
                i += 1
                quantifier = u == "SOME" ? "ANY" : u
            }
            let left = try operand()
            var op = try next()
            let word = op.uppercased()
            switch op {
            case "=": op = "=="
            case "<>": op = "!="
            case "=<": op = "<="
            case "=>": op = ">="
            default:
                if ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(word) { op = word }
            }
            guard ["==", "!=", "<", "<=", ">", ">=", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(op) else {
                throw EvalError("NSPredicate: unknown operator '\(op)'", node)
            }
            var options = ""
            if peek == "[" {
                i += 1
                options = try next().lowercased()
                guard try next() == "]" else { throw EvalError("NSPredicate: expected ']' after the options", node) }
            }
            return .compare(left, op, try operand(), options: options, quantifier: quantifier)
        }

        mutating func operand() throws -> Operand {
            let t = try next()
            switch t.uppercased() {
            case "TRUE", "YES": return .value(.bool(true))
            case "FALSE", "NO": return .value(.bool(false))
            case "NIL", "NULL": return .value(.null)
            case "SELF": return .self
            default: break
            }
            if t == "{" {
                var items: [Operand] = []
                while peek != "}" {
                    items.append(try operand())
                    if peek == "," { i += 1 }
                    guard !atEnd else { throw EvalError("NSPredicate: expected '}'", node) }
                }
                i += 1
                return .list(items)
            }
            if t.hasPrefix("%") {
                guard !arguments.isEmpty else { throw EvalError("NSPredicate: more % placeholders than arguments", node) }
                let a = arguments.removeFirst()
                if t == "%K" {
                    guard case .string(let key) = a else { throw EvalError("NSPredicate: %K needs a key name string", node) }
                    return .keyPath(key.split(separator: ".").map(String.init))
                }
                return .value(a)
            }
            if t.hasPrefix("\"") || t.hasPrefix("'") { return .value(.string(String(t.dropFirst().dropLast()))) }
            if let n = Int(t) { return .value(.int(n)) }
            if let d = Double(t) { return .value(.double(d)) }
            return .keyPath(t.split(separator: ".").map(String.init))
        }
    }

    /// Splits a format into tokens: quoted strings, placeholders, operators and words.
    private static func tokens(_ s: String, node: Syntax?) throws -> [String] {
        var out: [String] = []
        let cs = Array(s)
        var i = 0
        while i < cs.count {
            let c = cs[i]
            if c.isWhitespace { i += 1; continue }
            if c == "\"" || c == "'" {
                var j = i + 1
                var text = String(c)
                while j < cs.count, cs[j] != c {
                    if cs[j] == "\\", j + 1 < cs.count { j += 1 }
                    text.append(cs[j])
                    j += 1
                }
                guard j < cs.count else { throw EvalError("NSPredicate format '\(s)': unterminated string", node) }
                out.append(text + String(c))
                i = j + 1
                continue
            }
            if c == "%" {
                var j = i + 1
                while j < cs.count, cs[j].isLetter || cs[j] == "@" {
                    j += 1
                    if cs[j - 1] != "l" { break }
                }
                out.append(String(cs[i..<j]))
                i = j
                continue
            }
            let pairs = ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"]
            if i + 1 < cs.count, pairs.contains(String(cs[i...(i + 1)])) {
                out.append(String(cs[i...(i + 1)]))
                i += 2
                continue
            }
            if "()[]{},=<>!".contains(c) {
                out.append(String(c))
                i += 1
                continue
            }
            var j = i
            while j < cs.count, cs[j].isLetter || cs[j].isNumber || cs[j] == "_" || cs[j] == "." || cs[j] == "@" || (cs[j] == "-" && j == i) { j += 1 }
            guard j > i else { throw EvalError("NSPredicate format '\(s)': unexpected '\(c)'", node) }
            out.append(String(cs[i..<j]))
            i = j
        }
        return out
    }
}
