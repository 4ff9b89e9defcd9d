import Foundation

/// The part of a line of rich text that comes from one run.
package struct TextLineRun: Hashable, Sendable {
    /// Index of the run in the text's runs.
    package var run: Int
    /// The characters of the part ("…" for a truncation mark).
    package var text: String
    /// Offset of the part from the start of the line.
    package var x: CGFloat
    /// Advance width of the part.
    package var width: CGFloat
    /// The part runs right to left (an odd bidirectional level).
    package var isRightToLeft: Bool

    package init(run: Int, text: String, x: CGFloat, width: CGFloat, isRightToLeft: Bool = false) {
        self.run = run
        self.text = text
        self.x = x
        self.width = width
        self.isRightToLeft = isRightToLeft
    }
}
