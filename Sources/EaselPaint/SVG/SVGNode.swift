import Foundation
import EaselText

/// One element of an SVG document: its name, attributes, child elements and text (a `<style>`
/// sheet). The document is read whole first, as gradients, clip paths and `<use>` may name
/// elements that come later.
package final class SVGNode {
    package let name: String
    package let attributes: [String: String]
    package private(set) var children: [SVGNode] = []
    package private(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// At most this many elements are read from one document.
    package static let maxNodes = 100_000
    /// Elements nest at most this deep.
    package static let maxDepth = 128

    /// The root `<svg>` element of a document; nil when there is none, or the document holds
    /// more elements, or nests them deeper, than the limits.
    package static func parse(_ text: String) -> SVGNode? {
        var reader = SVGElementReader(text)
        var stack: [SVGNode] = []
        var root: SVGNode?
        var count = 0
        while let element = reader.next() {
            switch element {
            case .open(let name, let attributes, let selfClosing):
                count += 1
                guard count <= maxNodes, stack.count < maxDepth else { return nil }
                let node = SVGNode(name: name.split(separator: ":").last.map(String.init) ?? name, attributes: attributes)
                if let parent = stack.last { parent.children.append(node) } else if root == nil, node.name == "svg" { root = node }
                if !selfClosing { stack.append(node) }
            case .close:
                _ = stack.popLast()
            case .text(let t):
                stack.last?.text += t
            }
        }
        return root
    }

    /// Every element of the tree below and including this one, by its `id`.
    package func elementsByID() -> [String: SVGNode] {
        var out: [String: SVGNode] = [:]
        var pending = [self]
        while let n = pending.popLast() {
            if let id = n.attributes["id"], out[id] == nil { out[id] = n }
            pending += n.children.reversed()
        }
        return out
    }

    /// The text of every `<style>` element in the tree.
    package func styleSheets() -> [String] {
        var out: [String] = []
        var pending = [self]
        while let n = pending.popLast() {
            if n.name == "style" { out.append(n.text) }
            pending += n.children
        }
        return out
    }
}
