import Foundation

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
