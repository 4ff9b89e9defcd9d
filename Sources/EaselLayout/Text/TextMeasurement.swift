import Foundation

/// The result of measuring a text for one proposal.
package struct TextMeasurement: Hashable, Sendable {
    /// The size the text chooses.
    package var size: CGSize
    /// The lines as drawn.
    package var lines: [TextLine]
    /// Distance between consecutive baselines.
    package var lineHeight: CGFloat

    package init(size: CGSize, lines: [TextLine], lineHeight: CGFloat) {
        self.size = size
        self.lines = lines
        self.lineHeight = lineHeight
    }

    /// Baseline of the first line from the top (the text's `firstTextBaseline` guide).
    package var firstBaseline: CGFloat { lines.first?.baseline ?? size.height }
    /// Baseline of the last line from the top (the text's `lastTextBaseline` guide).
    package var lastBaseline: CGFloat { lines.last?.baseline ?? size.height }
    /// Whether any line was shortened with "…".
    package var isTruncated: Bool { lines.contains { $0.text.contains("\u{2026}") } }
}
