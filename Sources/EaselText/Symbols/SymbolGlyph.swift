import Foundation
import EaselLayout

/// The outline of one stand-in symbol glyph, in ems (1 = the symbol font's point size), x to the
/// right of the glyph origin and y downward from the baseline (negative above it).
package struct SymbolGlyph: Hashable, Sendable {
    /// The outline's path.
    package var elements: [PathElement]
    /// The ink's bounds, in the same units.
    package var bounds: CGRect
    /// Whether the path is filled with the even-odd rule (a symbol knocked out of a filled
    /// enclosure) rather than nonzero (a glyph of the font).
    package var isEvenOdd: Bool

    /// Creates a glyph from its outline and bounds.
    package init(elements: [PathElement], bounds: CGRect, isEvenOdd: Bool = false) {
        self.elements = elements
        self.bounds = bounds
        self.isEvenOdd = isEvenOdd
    }
}
