import Foundation

/// A font as the layout engine sees it: enough to find a face and a size, nothing of files.
///
/// The API's `Font` (`.title`, `.system(size:weight:design:)`, `.custom(_:size:)`) resolves to one of these.
public struct FontDescriptor: Hashable, Sendable {
    /// Typeface design of the system font.
    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The family name for custom fonts; `nil` for the system font (Inter in Easel).
    public var family: String?
    /// Point size.
    public var size: CGFloat
    /// Weight on the OpenType scale: 100 ultraLight … 400 regular, 500 medium, 600 semibold, 700 bold … 900 black.
    public var weight: Int
    /// Italic face.
    public var italic: Bool
    /// Design of the system font.
    public var design: Design
    /// Use tabular (fixed-width) digits.
    public var monospacedDigit: Bool

    public init(family: String? = nil, size: CGFloat, weight: Int = 400, italic: Bool = false,
                design: Design = .default, monospacedDigit: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
    }

    /// The body text style at the Large Dynamic Type setting: system 17 regular.
    public static let body = FontDescriptor(size: 17)
}

/// How text that does not fit is shortened (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: String, Hashable, Sendable { case head, middle, tail }

/// How the lines of multi-line text align within the text's bounds (SwiftUI's `TextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Everything besides the string that decides a text's size.
public struct TextStyle: Hashable, Sendable {
    public var font: FontDescriptor
    /// Maximum number of lines, or `nil` for no limit.
    public var lineLimit: Int?
    public var truncationMode: TruncationMode
    public var alignment: TextAlignment
    /// Extra space added after every character (SwiftUI's `kerning` / `tracking`), in points.
    public var tracking: CGFloat

    public init(font: FontDescriptor = .body, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
                alignment: TextAlignment = .leading, tracking: CGFloat = 0) {
        self.font = font
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.tracking = tracking
    }
}

/// One line of laid-out text.
public struct TextLine: Hashable, Sendable {
    /// The characters drawn on this line, "…" included when truncated.
    public var text: String
    /// Horizontal offset of the line within the text's bounds (from multi-line alignment).
    public var x: CGFloat
    /// Advance width of the line.
    public var width: CGFloat
    /// Baseline of the line, from the top of the text's bounds.
    public var baseline: CGFloat

    public init(text: String, x: CGFloat, width: CGFloat, baseline: CGFloat) {
        self.text = text
        self.x = x
        self.width = width
        self.baseline = baseline
    }
}

/// The result of measuring a text for one proposal.
public struct TextMeasurement: Hashable, Sendable {
    /// The size the text chooses.
    public var size: CGSize
    /// The lines as drawn.
    public var lines: [TextLine]
    /// Distance between consecutive baselines.
    public var lineHeight: CGFloat

    public init(size: CGSize, lines: [TextLine], lineHeight: CGFloat) {
        self.size = size
        self.lines = lines
        self.lineHeight = lineHeight
    }

    /// Baseline of the first line from the top (the text's `firstTextBaseline` guide).
    public var firstBaseline: CGFloat { lines.first?.baseline ?? size.height }
    /// Baseline of the last line from the top (the text's `lastTextBaseline` guide).
    public var lastBaseline: CGFloat { lines.last?.baseline ?? size.height }
    /// Whether any line was shortened with "…".
    public var isTruncated: Bool { lines.contains { $0.text.contains("\u{2026}") } }
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
/// - results depend only on the arguments (deterministic), so callers may cache them.
public protocol TextMeasuring: AnyObject {
    func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement
}
