import Foundation

/// One line of laid-out text.
package struct TextLine: Hashable, Sendable {
    /// The characters drawn on this line, "…" included when truncated.
    package var text: String
    /// Horizontal offset of the line within the text's bounds (from multi-line alignment).
    package var x: CGFloat
    /// Advance width of the line.
    package var width: CGFloat
    /// Baseline of the line, from the top of the text's bounds.
    package var baseline: CGFloat
    /// For a text of runs, the line's parts from left to right, each with its run; empty for a plain text.
    package var runs: [TextLineRun]
    /// The line's paragraph runs right to left (its characters are in logical order in `text`).
    package var isRightToLeft: Bool

    package init(text: String, x: CGFloat, width: CGFloat, baseline: CGFloat, runs: [TextLineRun] = [], isRightToLeft: Bool = false) {
        self.text = text
        self.x = x
        self.width = width
        self.baseline = baseline
        self.runs = runs
        self.isRightToLeft = isRightToLeft
    }
}
