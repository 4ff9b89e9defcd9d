import Foundation

/// Tuple types as written in declarations: `(normal: String, selected: String)`, `(Int, CGFloat)`.
enum TupleType {
    /// The elements of a tuple type, each with its label if it has one; nil when `type` is not a
    /// tuple of two or more elements (`(Int) -> Void`, `(String)`, `Int`).
    static func elements(_ type: String) -> [(label: String?, type: String)]? {
        let t = type.trimmingCharacters(in: .whitespaces)
        guard t.first == "(", t.last == ")" else { return nil }
        var parts: [Substring] = [], depth = 0
        var start = t.index(after: t.startIndex)
        for i in t.indices {
            switch t[i] {
            case "(", "[", "<":
                depth += 1
            case ">" where i > t.startIndex && t[t.index(before: i)] == "-":
                break  // an arrow
            case ")", "]", ">":
                depth -= 1
                // The opening parenthesis closes before the end: `(A) -> (B)` is a function type.
                if depth == 0, i != t.index(before: t.endIndex) { return nil }
            case "," where depth == 1:
                parts.append(t[start..<i])
                start = t.index(after: i)
            default: break
            }
        }
        parts.append(t[start..<t.index(before: t.endIndex)])
        guard parts.count > 1 else { return nil }
        return parts.map { part in
            // `label: Type`: a colon outside brackets (`[String: Int]` is a type, not a label).
            var depth = 0
            for i in part.indices {
                switch part[i] {
                case "(", "[", "<": depth += 1
                case ">" where i > part.startIndex && part[part.index(before: i)] == "-": break
                case ")", "]", ">": depth -= 1
                case ":" where depth == 0:
                    let label = part[..<i].trimmingCharacters(in: .whitespaces)
                    return (label == "_" ? nil : label, part[part.index(after: i)...].trimmingCharacters(in: .whitespaces))
                default: break
                }
            }
            return (nil, part.trimmingCharacters(in: .whitespaces))
        }
    }
}
