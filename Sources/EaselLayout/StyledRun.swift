import Foundation

/// A line drawn through or under a run of text (underline, strikethrough), in a colour.
package struct TextDecoration: Hashable, Sendable {
    /// The colour of the line.
    package var color: ColorValue

    package init(color: ColorValue) { self.color = color }
}

/// One stretch of a rich text with its own font, spacing, colour and decorations: what a
/// concatenation (`Text("a").bold() + Text("b")`) or a markdown literal is made of.
///
/// Layout measures a text of runs as one paragraph (it wraps and truncates as a whole); the text
/// stage shapes each run with its own font, and the paint stage draws each in its own colour.
package struct StyledRun: Hashable, Sendable {
    /// The characters of the run.
    package var string: String
    /// The font the run is shaped with.
    package var font: FontDescriptor
    /// Extra space after every character, in points.
    package var tracking: CGFloat
    /// The colour the run's glyphs are drawn in.
    package var color: ColorValue
    /// A line under the run, if any.
    package var underline: TextDecoration?
    /// A line through the run, if any.
    package var strikethrough: TextDecoration?
    /// How far the run's glyphs are raised above the line's baseline (negative: lowered), in points.
    /// The line grows to hold them.
    package var baselineOffset: CGFloat
    /// A colour behind the run's glyphs, from its font's ascent to its descent, if any.
    package var background: ColorValue?

    package init(
        string: String, font: FontDescriptor, tracking: CGFloat = 0, color: ColorValue,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: CGFloat = 0
    ) {
        self.string = string
        self.font = font
        self.tracking = tracking
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
    }

    /// Whether the run draws exactly like a plain text of its font, tracking and colour.
    package var isPlain: Bool { underline == nil && strikethrough == nil && baselineOffset == 0 && background == nil }

    /// Whether two runs look the same apart from their characters (so they can be one run).
    package func hasSameStyle(as other: StyledRun) -> Bool {
        font == other.font && tracking == other.tracking && color == other.color
            && underline == other.underline && strikethrough == other.strikethrough && baselineOffset == other.baselineOffset
            && background == other.background
    }

    /// `runs` with neighbours of the same style joined and empty runs dropped.
    package static func merged(_ runs: [StyledRun]) -> [StyledRun] {
        var result: [StyledRun] = []
        for run in runs where !run.string.isEmpty {
            if let last = result.last, last.hasSameStyle(as: run) {
                result[result.count - 1].string += run.string
            } else {
                result.append(run)
            }
        }
        return result
    }
}
