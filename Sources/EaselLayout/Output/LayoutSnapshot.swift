import Foundation

/// The layout as data: `{"canvas": {"width", "height", "scale"}, "root": NODE}`.
///
/// NODE is `{"kind", "label"?, "frame": {"x", "y", "width", "height"}, "children": [NODE]}`, plus
/// "lines", "firstBaseline" and "lastBaseline" (absolute y) for Text, the baselines for symbol
/// images, and `"hidden": true` for nodes not drawn because of `hidden()`. Frames are absolute, in
/// points, where the node is drawn.
public struct LayoutSnapshot: Codable, Equatable {
    public struct Canvas: Codable, Equatable {
        public var width: CGFloat
        public var height: CGFloat
        public var scale: CGFloat
    }

    public struct Frame: Codable, Equatable {
        public var x: CGFloat
        public var y: CGFloat
        public var width: CGFloat
        public var height: CGFloat

        public init(_ r: CGRect) {
            x = r.minX
            y = r.minY
            width = r.width
            height = r.height
        }

        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    public final class Node: Codable, Equatable {
        public var kind: String
        public var label: String?
        public var frame: Frame
        public var children: [Node]
        public var lines: [String]?
        public var firstBaseline: CGFloat?
        public var lastBaseline: CGFloat?
        public var hidden: Bool?

        init(_ p: PlacedNode, _ ctx: LayoutContext) {
            kind = p.kind
            label = p.label
            frame = Frame(p.frame)
            children = p.children.map { Node($0, ctx) }
            if let text = p.node as? TextNode {
                lines = text.measurement(p.proposal, ctx).lines.map(\.text)
                let b = text.baselines(p.proposal, ctx)
                firstBaseline = p.frame.minY + b.first
                lastBaseline = p.frame.minY + b.last
            } else if let symbol = p.node as? SymbolNode,
                let b = symbol.explicitAlignment(VerticalAlignment.firstTextBaseline.key, p.proposal, p.frame.size, ctx)
            {
                firstBaseline = p.frame.minY + b
                lastBaseline = firstBaseline
            }
            hidden = p.isHidden ? true : nil
        }

        enum CodingKeys: String, CodingKey { case kind, label, frame, lines, firstBaseline, lastBaseline, hidden, children }

        public static func == (a: Node, b: Node) -> Bool {
            a.kind == b.kind && a.label == b.label && a.frame == b.frame && a.children == b.children
                && a.lines == b.lines && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline && a.hidden == b.hidden
        }

        /// Depth-first search.
        public func first(where predicate: (Node) -> Bool) -> Node? {
            if predicate(self) { return self }
            for c in children { if let f = c.first(where: predicate) { return f } }
            return nil
        }

        /// All nodes of the subtree, depth first.
        public func all(where predicate: (Node) -> Bool = { _ in true }) -> [Node] {
            var out: [Node] = []
            func walk(_ n: Node) { if predicate(n) { out.append(n) }; n.children.forEach(walk) }
            walk(self)
            return out
        }
    }

    public var canvas: Canvas
    public var root: Node

    package init(root: PlacedNode, canvasSize: CGSize, scale: CGFloat, _ ctx: LayoutContext) {
        canvas = Canvas(width: canvasSize.width, height: canvasSize.height, scale: scale)
        self.root = Node(root, ctx)
    }

    /// JSON with sorted keys, pretty printed when asked. Never fails on numbers: a frame pushed
    /// to infinity (`.offset(x: .infinity)`) is written as the string "inf" ("-inf", "nan"),
    /// since JSON has no such numbers.
    public func jsonData(pretty: Bool = true) throws -> Data {
        let e = JSONEncoder()
        e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        e.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try e.encode(self)
    }
}
