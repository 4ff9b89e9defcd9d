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
