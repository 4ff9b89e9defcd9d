import Foundation

/// Types declared inside other types (`struct Card { enum Style { … } }`): found by their own
/// name, or by their qualified one (`Card.Style`), wherever a value of theirs is used.
extension Evaluator {
    func typeDecl(_ name: String) -> TypeDecl? {
        if let t = types[name] { return t }
        let parts = name.split(separator: ".").map(String.init)
        if parts.count > 1, var t = types[parts[0]] {
            for p in parts.dropFirst() {
                guard let n = t.nested[p] else { return nil }
                t = n
            }
            return t
        }
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
