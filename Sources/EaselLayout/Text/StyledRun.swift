import Foundation

/// One stretch of a rich text with its own font, spacing and ink: what a concatenation
/// (`Text("a").bold() + Text("b")`) or a markdown literal is made of.
///
/// Layout measures a text of runs as one paragraph (it wraps and truncates as a whole); the text
/// stage shapes each run with its own font, and the paint stage draws each with its own ink.
package struct StyledRun: Hashable, Sendable {
    /// The characters of the run.
    package var string: String
    /// The font the run is shaped with.
    package var font: FontDescriptor
    /// Extra space after every character, in points.
    package var tracking: CGFloat
    /// How far the run's glyphs are raised above the line's baseline (negative: lowered), in points.
    /// The line grows to hold them.
    package var baselineOffset: CGFloat
    /// How the run is drawn (its colour, lines and background), in the paint stage's terms. Layout
    /// and text only compare inks, to join neighbouring runs that look alike.
    package var ink: any Hashable & Sendable
    /// For an image in the text (`Text(Image(systemName: "star"))`), the box each of the run's
    /// characters (U+FFFC) stands for; the paint stage draws the image from the ink.
    package var attachment: InlineAttachment?

    package init(string: String, font: FontDescriptor, tracking: CGFloat = 0, baselineOffset: CGFloat = 0, ink: any Hashable & Sendable) {
        self.string = string
        self.font = font
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.ink = ink
    }

    /// Whether two runs look the same apart from their characters (so they can be one run).
    package func hasSameStyle(as other: StyledRun) -> Bool {
        font == other.font && tracking == other.tracking && baselineOffset == other.baselineOffset && attachment == other.attachment
            && AnyHashable(ink) == AnyHashable(other.ink)
    }

    package static func == (a: StyledRun, b: StyledRun) -> Bool { a.string == b.string && a.hasSameStyle(as: b) }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font)
        hasher.combine(tracking)
        hasher.combine(baselineOffset)
        hasher.combine(AnyHashable(ink))
        hasher.combine(attachment)
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
