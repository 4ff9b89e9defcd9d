import Foundation
import SwiftSyntax

/// Foundation's `JSONSerialization` for scripts: `jsonObject(with:options:)` reads JSON into
/// dictionaries, arrays, strings, numbers, booleans and `nil` (`NSNull`), as `[String: Any]` code
/// casts it; `data(withJSONObject:options:)` writes such values (`.prettyPrinted` and
/// `.sortedKeys` honoured). Invalid JSON is an error the script can catch (`try?`).
enum JSONSerializationValues {
    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("JSONSerialization", "jsonObject", labels: ["with", "options"]) { r, ev in
            guard let a = r.named("with") else { throw r.missing("'with:'") }
            guard case .native(let data as Data) = a.value else { throw EvalError("jsonObject(with:) takes Data, got \(a.value.typeName)", a.node) }
            _ = r.named("options")
            do {
                return ev.plain(try Foundation.JSONDecoder().decode(JSONDecoding.JSON.self, from: data))
            } catch {
                throw ThrownError(
                    value: .native(ScriptFoundationError(description: "The data couldn’t be read because it isn’t in the correct format.")), node: a.node)
            }
        },
        StaticFunctionDeclaration("JSONSerialization", "data", labels: ["withJSONObject", "options"]) { r, ev in
            guard let a = r.named("withJSONObject") else { throw r.missing("'withJSONObject:'") }
            let encoder = JSONEncoding.JSONEncoder()
            if let o = r.named("options") {
                let names: [String]
                switch o.value {
                case .array(let xs): names = xs.compactMap { if case .implicitMember(let n, nil) = $0 { n } else { nil } }
                case .implicitMember(let n, nil): names = [n]
                default: names = []
                }
                encoder.prettyPrinted = names.contains("prettyPrinted")
                encoder.sortedKeys = names.contains("sortedKeys")
                encoder.escapesSlashes = !names.contains("withoutEscapingSlashes")
            }
            let tree = try ev.encodeNode(a.value, encoder, path: [], node: a.node)
            return .native(Data(JSONEncoding.text(tree, encoder).utf8))
        },
    ]
}
