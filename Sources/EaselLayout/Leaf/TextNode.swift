import Foundation

/// Text: measured through the context's `TextMeasuring`; exposes its baselines as explicit guides.
///
/// A plain text has one string, style and ink; a rich text (concatenation, markdown) also has
/// runs, each with its own font and ink, measured and drawn as one paragraph.
package final class TextNode: LayoutNode {
    package let string: String
    package let style: TextStyle
    /// How the glyphs are drawn (a colour or a gradient over the text's frame), in the paint
    /// stage's terms; a rich text's runs carry their own inks beside it.
    package var ink: any Drawing
    /// The runs of a rich text; empty for a plain text.
    package let runs: [StyledRun]
    /// The smallest fraction of its font sizes the text may shrink to so that it fits its proposal
    /// without being shortened (`minimumScaleFactor`); 1 never shrinks.
    package var minimumScaleFactor: CGFloat = 1

    package override var providesExplicitGuides: Bool { true }

    package init(string: String, style: TextStyle, ink: any Drawing) {
        self.string = string
        self.style = style
        self.ink = ink
        self.runs = []
        super.init(kind: "Text", label: string)
    }

    /// A rich text of `runs` (at least two, or one with decorations); `style` gives the line limit,
    /// truncation and alignment.
    package init(runs: [StyledRun], style: TextStyle, ink: any Drawing) {
        let string = runs.map(\.string).joined()
        self.string = string
        self.style = style
        self.ink = ink
        self.runs = runs
        super.init(kind: "Text", label: string)
    }

    /// The measurement for a proposal (the measurer caches; so does the node's size cache).
    package func measurement(_ p: ProposedViewSize, _ ctx: LayoutContext) -> TextMeasurement {
        fitted(p, ctx).measurement
    }

    /// The style and runs the text is laid out and drawn with for a proposal, and their measurement.
    package struct Fitted {
        package var measurement: TextMeasurement
        package var style: TextStyle
        package var runs: [StyledRun]
    }

    /// The text for a proposal: in its own font sizes, or, when it would be shortened with "…"
    /// and `minimumScaleFactor` is below 1, in the largest fraction of them (down to that factor,
    /// found to within 1/1024) at which it fits, as SwiftUI shrinks text before truncating it.
    /// Text that does not fit even at the factor is shortened at the factor.
    package func fitted(_ p: ProposedViewSize, _ ctx: LayoutContext) -> Fitted {
        func measured(at scale: CGFloat) -> Fitted {
            var style = self.style
            style.isRightToLeft = isRightToLeft
            var runs = self.runs
            if scale != 1 {
                style.font.size *= scale
                for i in runs.indices { runs[i].font.size *= scale }
            }
            let m = runs.isEmpty ? ctx.measurer.measure(string, style: style, proposal: p) : ctx.measurer.measure(runs: runs, style: style, proposal: p)
            return Fitted(measurement: m, style: style, runs: runs)
        }
        let full = measured(at: 1)
        let factor = minimumScaleFactor.isFinite ? min(1, max(0.01, minimumScaleFactor)) : 1
        guard factor < 1, full.measurement.isTruncated else { return full }
        var best = measured(at: factor)
        guard !best.measurement.isTruncated else { return best }
        var low = factor, high: CGFloat = 1
        for _ in 0..<10 {
            let mid = (low + high) / 2
            let m = measured(at: mid)
            if m.measurement.isTruncated { high = mid } else { low = mid; best = m }
        }
        return best
    }

    /// The size the text chooses: its measured size with each side rounded up to whole pixels of
    /// the render scale, as SwiftUI sizes text (a body line 20.29 pt tall is 20⅓ pt at @3x, 20.5 pt
    /// at @2x, 21 pt at @1x). The glyphs are drawn where the measurement puts them, from the
    /// frame's top leading corner.
    /// A text with reserved lines (`lineLimit(2...4)`) is at least that many lines tall: the
    /// lines it does not use are added below its own, each a line of its font and its spacing.
    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let m = measurement(p, ctx)
        var size = m.size
        let missing = style.reservedLines - m.lines.count
        if missing > 0 {
            let gaps = m.lines.isEmpty ? missing - 1 : missing
            size.height += CGFloat(missing) * m.lineHeight + CGFloat(gaps) * style.lineSpacing
        }
        return CGSize(width: ctx.pixelCeiling(size.width), height: ctx.pixelCeiling(size.height))
    }

    /// The text's baselines as alignment guides, from its top, on the pixel grid as SwiftUI puts
    /// them: the first baseline rounded to the nearest pixel (`pixelBoundary`), the last rounded
    /// up (`pixelCeiling`).
    package func baselines(_ p: ProposedViewSize, _ ctx: LayoutContext) -> (first: CGFloat, last: CGFloat) {
        let m = measurement(p, ctx)
        return (ctx.pixelBoundary(m.firstBaseline) / ctx.scale, ctx.pixelCeiling(m.lastBaseline))
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return baselines(p, ctx).first }
        if key == VerticalAlignment.lastTextBaseline.key { return baselines(p, ctx).last }
        if key == HorizontalAlignment.textLeading.key { return 0 }
        return nil
    }
}
