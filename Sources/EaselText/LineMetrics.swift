import Foundation

/// Vertical metrics of a face at a point size, in points.
///
/// The rule Easel uses everywhere (measurement and drawing):
/// - `lineHeight = ascent + descent + lineGap` is the distance between consecutive baselines;
/// - the gap is split around each line, so `n` lines are `n * lineHeight` tall and
///   the baseline of line `i` (from 0) is `lineGap / 2 + ascent + i * lineHeight` from the top.
/// Inter and DejaVu Sans have a zero line gap, so for them the first baseline is the ascent.
package struct LineMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    package var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box (positive).
    package var descent: CGFloat
    /// Extra space between lines, half above and half below each line.
    package var lineGap: CGFloat

    /// Creates metrics from their parts.
    package init(ascent: CGFloat, descent: CGFloat, lineGap: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// Distance between consecutive baselines.
    package var lineHeight: CGFloat { ascent + descent + lineGap }

    /// Height of `count` lines.
    package func height(ofLines count: Int) -> CGFloat { CGFloat(count) * lineHeight }

    /// Baseline of line `index` (from 0), measured from the top.
    package func baseline(ofLine index: Int) -> CGFloat { lineGap / 2 + ascent + CGFloat(index) * lineHeight }

    /// How many whole lines fit in `height` (at least one), `spacing` apart.
    package func linesFitting(height: CGFloat, spacing: CGFloat = 0) -> Int {
        guard height.isFinite else { return Int.max }
        let n = ((height + spacing + 1e-6) / (lineHeight + spacing)).rounded(.down)
        if n.isNaN { return 1 }  // a line height that is not a number (a NaN font size)
        return max(1, n >= CGFloat(Int.max / 2) ? Int.max / 2 : Int(n))
    }
}
