import Foundation

/// Types declared inside other types (`struct Card { enum Style { … } }`): found by their own
/// name, or by their qualified one (`Card.Style`), wherever a value of theirs is used.
extension Evaluator {
    func typeDecl(_ name: String) -> TypeDecl? {
        if let t = types[name] { return t }
        let parts = name.split(separator: ".").map(String.init)
        if parts.count > 1, var t = types[parts[0]] ?? nestedType(parts[0]) {
            for p in parts.dropFirst() {
                guard let n = t.nested[p] else { return nil }
                t = n
            }
            return t
        }
        return nestedType(name)
    }

    /// A type nested in any of the script's types (or extensions), found by its own name.
    private func nestedType(_ name: String) -> TypeDecl? {
        func search(_ ds: [TypeDecl]) -> TypeDecl? {
            for d in ds {
                if let n = d.nested[name] { return n }
                if let n = search(Array(d.nested.values)) { return n }
            }
            return nil
        }
        return search(Array(types.values) + Array(extensions.values))
    }
}

/// Type names as written in declarations.
enum TypeNames {
    /// `type` with each whole-word use of one of `names` not already qualified prefixed by
    /// `owner.` (`[Alignment]?` → `[ContentView.Alignment]?`).
    static func qualifying(_ type: String, names: Set<String>, in owner: String) -> String {
        var out = "", word = ""
        func flush() {
            if names.contains(word), out.last != "." { out += owner + "." }
            out += word
            word = ""
        }
        for c in type {
            if c.isLetter || c.isNumber || c == "_" {
                word.append(c)
            } else {
                flush()
                out.append(c)
            }
        }
        flush()
        return out
    }
}
