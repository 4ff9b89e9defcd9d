import Foundation

/// Text: measured through the context's `TextMeasuring`; exposes its baselines as explicit guides.
///
/// A plain text has one string, style and colour; a rich text (concatenation, markdown) also has
/// runs, each with its own font and colour, measured and drawn as one paragraph.
package final class TextNode: LayoutNode {
    package let string: String
    package let style: TextStyle
    /// The colour text is drawn in (a plain text's; a rich text's runs carry their own).
    package let color: ColorValue
    /// The runs of a rich text; empty for a plain text.
    package let runs: [StyledRun]
    /// A gradient the glyphs are painted with, laid over the text's frame
    /// (`foregroundStyle(LinearGradient(…))`), in place of `color`.
    package var gradient: GradientPaint?

    package override var providesExplicitGuides: Bool { true }

    package init(string: String, style: TextStyle, color: ColorValue) {
        self.string = string
        self.style = style
        self.color = color
        self.runs = []
        super.init(kind: "Text", label: string)
    }

    /// A rich text of `runs` (at least two, or one with decorations); `style` gives the line limit,
    /// truncation and alignment.
    package init(runs: [StyledRun], style: TextStyle) {
        let string = runs.map(\.string).joined()
        self.string = string
        self.style = style
        self.color = runs.first?.color ?? .black
        self.runs = runs
        super.init(kind: "Text", label: string)
    }

    /// The measurement for a proposal (the measurer caches; so does the node's size cache).
    package func measurement(_ p: ProposedViewSize, _ ctx: LayoutContext) -> TextMeasurement {
        var style = self.style
        style.isRightToLeft = isRightToLeft
        if runs.isEmpty { return ctx.measurer.measure(string, style: style, proposal: p) }
        return ctx.measurer.measure(runs: runs, style: style, proposal: p)
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
