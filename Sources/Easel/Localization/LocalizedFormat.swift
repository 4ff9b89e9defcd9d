import Foundation

/// A translated format string with a key's arguments put in: each specifier (`%@`, `%lld`, `%d`,
/// `%.1f`, positional `%2$@`, ...) takes the next (or the numbered) argument, shown as the key
/// showed it; `%%` is a percent sign. The text between specifiers stays literal, so its inline
/// markdown applies.
enum LocalizedFormat {
    static func segments(_ format: String, arguments: [LocalizedStringKey.Segment]) -> [LocalizedStringKey.Segment] {
        var result: [LocalizedStringKey.Segment] = []
        var literal = ""
        var next = 0
        let c = Array(format)
        var i = 0
        func flush() {
            if !literal.isEmpty { result.append(.literal(literal)); literal = "" }
        }
        while i < c.count {
            guard c[i] == "%", i + 1 < c.count else { literal.append(c[i]); i += 1; continue }
            if c[i + 1] == "%" { literal.append("%"); i += 2; continue }
            // %[n$][flags][width][.precision][length]conversion
            var j = i + 1
            var position: Int?
            var digits = ""
            while j < c.count, c[j].isASCII, c[j].isNumber { digits.append(c[j]); j += 1 }
            if j < c.count, c[j] == "$", let n = Int(digits) { position = n; j += 1 } else { j = i + 1 }
            while j < c.count, "-+ #0123456789.hlqLzjt".contains(c[j]) { j += 1 }
            guard j < c.count, "@dDiuUxXoOfFeEgGcsSp".contains(c[j]) else { literal.append(c[i]); i += 1; continue }
            let index = position.map { $0 - 1 } ?? next
            next = index + 1
            flush()
            if arguments.indices.contains(index) { result.append(arguments[index]) }
            i = j + 1
        }
        flush()
        return result
    }
}
