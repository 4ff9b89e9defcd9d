import Foundation

/// The placed tree as indented text, one node a line: its SwiftUI name, the label (a text's
/// string, an image's name), the attributes that decide its layout or paint (a stack's alignment
/// and spacing, padding insets, frame sizes, a shape's fill, a text's font and colour, an
/// effect's parameters) and where it is drawn, in points:
///
/// ```
/// canvas 124 × 59.5 @2x
/// padding(8) at (0, 0) 124 × 59.5
/// └─ HStack(alignment: center, spacing: 8) at (8, 8) 108 × 43.5
///    ├─ frame(width: 24, height: 24) at (8, 17.5) 24 × 24
///    │  └─ Color #FF3B30 at (8, 17.5) 24 × 24
///    └─ VStack(alignment: leading, spacing: 8) at (40, 8) 76 × 43.5
///       └─ Text "Snapshot" (17 pt, weight 400, #000000) at (40, 8) 76 × 20.57
/// ```
///
/// A text wrapped on several lines lists them beneath it; hidden nodes say `hidden`. The text of
/// the `.tree` snapshot strategy: readable in a review, and a changed attribute or frame shows as
/// a changed line.
package enum LayoutTree {
    /// The tree of `root` in a canvas of `canvasSize` points at `scale`.
    package static func text(_ root: PlacedNode, canvasSize: CGSize, scale: CGFloat, _ ctx: LayoutContext) -> String {
        var out = "canvas \(n(canvasSize.width)) × \(n(canvasSize.height)) @\(n(scale))x\n"
        write(root, prefix: "", childPrefix: "", into: &out, ctx)
        return out
    }

    private static func write(_ p: PlacedNode, prefix: String, childPrefix: String, into out: inout String, _ ctx: LayoutContext) {
        var line = prefix + p.kind
        let attributes = attributes(of: p.node)
        if let label = p.label, !(p.node is TextNode) { line += " \(quoted(label))" }
        if let text = p.node as? TextNode { line += " \(quoted(text.string))" }
        if !attributes.isEmpty { line += p.node is ArrangingNode || p.node is SingleChildNode ? "(\(attributes))" : " (\(attributes))" }
        let f = p.frame
        line += " at (\(n(f.minX)), \(n(f.minY))) \(n(f.width)) × \(n(f.height))"
        if p.isHidden { line += " hidden" }
        out += line + "\n"
        if let text = p.node as? TextNode {
            let lines = text.measurement(p.proposal, ctx).lines.map(\.text)
            if lines.count > 1 || (lines.first.map { $0 != text.string } ?? false) {
                for l in lines { out += childPrefix + (p.children.isEmpty ? "   " : "│  ") + "| \(l)\n" }
            }
        }
        for (i, c) in p.children.enumerated() {
            let last = i == p.children.count - 1
            write(c, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "), into: &out, ctx)
        }
    }

    /// What the node adds beyond its kind, as SwiftUI would write it.
    private static func attributes(of node: LayoutNode) -> String {
        switch node {
        case let s as StackNode:
            return "alignment: \(s.alignment), spacing: \(n(s.spacing))"
        case let z as ZStackNode:
            return "alignment: \(alignment(z.alignment))"
        case let p as PaddingNode:
            let i = p.insets
            if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return n(i.top) }
            return "top: \(n(i.top)), leading: \(n(i.leading)), bottom: \(n(i.bottom)), trailing: \(n(i.trailing))"
        case let f as FrameNode:
            return list([("width", f.width), ("height", f.height)]) + alignmentSuffix(f.alignment)
        case let f as FlexibleFrameNode:
            return list([
                ("minWidth", f.horizontal.min), ("idealWidth", f.horizontal.ideal), ("maxWidth", f.horizontal.max),
                ("minHeight", f.vertical.min), ("idealHeight", f.vertical.ideal), ("maxHeight", f.vertical.max),
            ])
                + alignmentSuffix(f.alignment)
        case let o as OffsetNode:
            return "x: \(n(o.offset.width)), y: \(n(o.offset.height))"
        case let s as SpacerNode:
            return s.minLength > 0 ? "minLength: \(n(s.minLength))" : ""
        case let t as TextNode:
            let font = t.style.font
            var parts = ["\(n(font.size)) pt", "weight \(font.weight)"]
            if font.italic { parts.append("italic") }
            if let family = font.family { parts.append(family) }
            if t.runs.count > 1 { parts.append("\(t.runs.count) runs") } else { parts.append(t.ink.description) }
            if let limit = t.style.lineLimit { parts.append("lineLimit \(limit)") }
            return parts.joined(separator: ", ")
        case let s as ShapeNode:
            return s.drawing.description
        case let s as SymbolNode:
            return s.drawing.description
        case let e as EffectNode:
            return e.effect.description
        default:
            return ""
        }
    }

    private static func list(_ items: [(String, CGFloat?)]) -> String {
        items.compactMap { name, v in v.map { "\(name): \(n($0))" } }.joined(separator: ", ")
    }

    private static func alignment(_ a: Alignment) -> String { "\(a.horizontal.key), \(a.vertical.key)" }

    private static func alignmentSuffix(_ a: Alignment) -> String {
        a == .center ? "" : ", alignment: \(alignment(a))"
    }

    private static func quoted(_ s: String) -> String {
        "\""
            + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// A length as `formatLength` writes it (whole numbers bare, else two decimals).
    private static func n(_ v: CGFloat) -> String { formatLength(v) }
}
