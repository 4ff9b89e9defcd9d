import Foundation

/// Text: measured through the context's `TextMeasuring`; exposes its baselines as explicit guides.
package final class TextNode: LayoutNode {
    package let string: String
    package let style: TextStyle
    /// The colour text is drawn in.
    package let color: ColorValue

    package override var providesExplicitGuides: Bool { true }

    package init(string: String, style: TextStyle, color: ColorValue) {
        self.string = string
        self.style = style
        self.color = color
        super.init(kind: "Text", label: string)
    }

    /// The measurement for a proposal (the measurer caches; so does the node's size cache).
    package func measurement(_ p: ProposedViewSize, _ ctx: LayoutContext) -> TextMeasurement {
        ctx.measurer.measure(string, style: style, proposal: p)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        measurement(p, ctx).size
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return measurement(p, ctx).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return measurement(p, ctx).lastBaseline }
        return nil
    }
}
