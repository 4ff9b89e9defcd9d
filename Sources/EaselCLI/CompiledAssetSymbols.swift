import Foundation
import EaselScript

/// The source of Xcode's generated asset symbols (`GeneratedAssetSymbols.swift`) for a compiled
/// scene: `ColorResource.brand`, `ImageResource.hero`, `Color.brand` and `ShapeStyle.brand` for
/// the sets of the project's asset catalogs, with a catalog folder that provides a namespace as a
/// nested type (`ColorResource.Palette.ocean`). The names are the interpreter's (`AssetSymbols`).
enum CompiledAssetSymbols {
    static let fileName = "GeneratedAssetSymbols.swift"

    /// The file, or nil when the catalogs have no sets.
    static func source(_ symbols: AssetSymbols) -> String? {
        guard !symbols.colors.isEmpty || !symbols.images.isEmpty else { return nil }
        var out = "// Added by easel's compiled engine: Xcode's symbols for the project's asset catalogs.\nimport Easel\n\n"
        out += extensions(of: "ColorResource", symbols.colors, namespaces: symbols.namespaces) { "ColorResource(name: \(literal($0)))" }
        out += extensions(of: "ImageResource", symbols.images, namespaces: symbols.namespaces) { "ImageResource(name: \(literal($0)))" }
        out += extensions(of: "Color", symbols.colors, namespaces: symbols.namespaces, stored: false) { "Color(ColorResource(name: \(literal($0))))" }
        let plain = symbols.colors.filter { !$0.key.contains(".") }
        if !plain.isEmpty {
            out += "extension ShapeStyle where Self == Color {\n"
            for (symbol, name) in plain.sorted(by: { $0.key < $1.key }) {
                out += "    static var \(identifier(symbol)): Color { Color(ColorResource(name: \(literal(name)))) }\n"
            }
            out += "}\n\n"
        }
        return out
    }

    /// `extension Type { … }` with a member per symbol, symbols under a namespace (`Palette.ocean`)
    /// in nested enums.
    private static func extensions(
        of type: String, _ sets: [String: String], namespaces: Set<String>, stored: Bool = true, make: (String) -> String
    ) -> String {
        guard !sets.isEmpty else { return "" }
        final class Node {
            var members: [(String, String)] = []
            var children: [String: Node] = [:]
        }
        let root = Node()
        for (key, name) in sets {
            let parts = key.split(separator: ".").map(String.init)
            var node = root
            for p in parts.dropLast() {
                if node.children[p] == nil { node.children[p] = Node() }
                node = node.children[p]!
            }
            node.members.append((parts.last!, name))
        }
        func body(_ node: Node, indent: String) -> String {
            var s = ""
            for (symbol, name) in node.members.sorted(by: { $0.0 < $1.0 }) {
                s +=
                    stored
                    ? "\(indent)static let \(identifier(symbol)) = \(make(name))\n"
                    : "\(indent)static var \(identifier(symbol)): \(type) { \(make(name)) }\n"
            }
            for (ns, child) in node.children.sorted(by: { $0.key < $1.key }) {
                s += "\(indent)enum \(identifier(ns)) {\n" + body(child, indent: indent + "    ") + "\(indent)}\n"
            }
            return s
        }
        return "extension \(type) {\n" + body(root, indent: "    ") + "}\n\n"
    }

    /// A Swift string literal of `text`.
    private static func literal(_ text: String) -> String { Evaluator.quoted(text) }

    /// `symbol` as an identifier: back-quoted, which any identifier may be, so that a set named
    /// like a keyword (`default`) needs no list of keywords.
    private static func identifier(_ symbol: String) -> String { "`\(symbol)`" }
}
