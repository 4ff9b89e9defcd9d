import Foundation

/// A font as the layout engine sees it: enough to find a face and a size, nothing of files.
///
/// The API's `Font` (`.title`, `.system(size:weight:design:)`, `.custom(_:size:)`) resolves to one of these.
package struct FontDescriptor: Hashable, Sendable {
    /// Typeface design of the system font.
    package enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The family name for custom fonts; `nil` for the system font (Inter in Easel).
    package var family: String?
    /// Point size.
    package var size: CGFloat
    /// Weight on the OpenType scale: 100 ultraLight … 400 regular, 500 medium, 600 semibold, 700 bold … 900 black.
    package var weight: Int
    /// Italic face.
    package var italic: Bool
    /// Design of the system font.
    package var design: Design
    /// Use tabular (fixed-width) digits.
    package var monospacedDigit: Bool
    /// Width on Core Text's trait scale (−1 … 1; 0 standard, negative condensed): `Font.Width`.
    package var width: CGFloat = 0

    package init(
        family: String? = nil, size: CGFloat, weight: Int = 400, italic: Bool = false,
        design: Design = .default, monospacedDigit: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
    }

    /// The body text style at the Large Dynamic Type setting: system 17 regular.
    package static let body = FontDescriptor(size: 17)
}

/// How text that does not fit is shortened (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: String, Hashable, Sendable { case head, middle, tail }

/// How the lines of multi-line text align within the text's bounds (SwiftUI's `TextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Everything besides the string that decides a text's size.
package struct TextStyle: Hashable, Sendable {
    package var font: FontDescriptor
    /// Maximum number of lines, or `nil` for no limit.
    package var lineLimit: Int?
    package var truncationMode: TruncationMode
    package var alignment: TextAlignment
    /// Extra space added after every character (SwiftUI's `kerning` / `tracking`), in points.
    package var tracking: CGFloat
    /// The layout direction is right to left: `.leading` lines align to the right.
    package var isRightToLeft: Bool
    /// The language of the text (BCP 47, "ja-JP"), for glyph forms that differ by language (Chinese,
    /// Japanese and Korean ideographs) and for line breaking; empty when unknown.
    package var language: String
    /// Extra space between consecutive lines, in points (`lineSpacing`; 0 or more).
    package var lineSpacing: CGFloat
    /// Lines the text takes even when it needs fewer (`lineLimit(2...4)`,
    /// `lineLimit(3, reservesSpace: true)`); 0 reserves none.
    package var reservedLines: Int

    package init(
        font: FontDescriptor = .body, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading, tracking: CGFloat = 0, isRightToLeft: Bool = false, language: String = "",
        lineSpacing: CGFloat = 0, reservedLines: Int = 0
    ) {
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.reservedLines = max(0, reservedLines)
        self.font = font
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.tracking = tracking
        self.isRightToLeft = isRightToLeft
        self.language = language
    }

    /// Where a line of `width` starts in a text `textWidth` wide, for this alignment and layout direction.
    package func lineOffset(width: CGFloat, in textWidth: CGFloat) -> CGFloat {
        switch (alignment, isRightToLeft) {
        case (.center, _): return (textWidth - width) / 2
        case (.leading, false), (.trailing, true): return 0
        case (.trailing, false), (.leading, true): return textWidth - width
        }
    }
}

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

/// The interface through which layout measures text. The text stage (FreeType) implements it;
/// layout tests can use a simple fake.
///
/// Rules every implementation keeps (today's SwiftUI):
/// - `proposal.width == nil` (or infinite): the ideal size, one line per paragraph (no wrapping).
/// - a finite width: wrap at word boundaries (a word wider than the line breaks between characters);
///   the chosen width is the longest line, which may be less than proposed.
/// - lines are limited by `style.lineLimit` and by a finite `proposal.height`
///   (as many whole lines as fit, at least one); the last kept line is truncated with "…"
///   according to `style.truncationMode` when text remains.
/// - `style.lineSpacing` is added between consecutive lines (not above the first or below the last).
/// - results depend only on the arguments (deterministic), so callers may cache them.
package protocol TextMeasuring: AnyObject {
    func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement
    /// Measures a text of runs as one paragraph: the same rules, with each run in its own font and
    /// tracking (`style.font` and `style.tracking` are not used); a line is as tall as its tallest run.
    func measure(runs: [StyledRun], style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement
}

extension TextMeasuring {
    /// Measurers that know no fonts measure the runs' characters as one plain string.
    package func measure(runs: [StyledRun], style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
        measure(runs.map(\.string).joined(), style: style, proposal: proposal)
    }
}
