import Foundation

/// The box an image in a text takes on its line: its size, and its baseline (from its top), which
/// sits on the line's baseline.
package struct InlineAttachment: Hashable, Sendable {
    package var size: CGSize
    package var baseline: CGFloat
    package init(size: CGSize, baseline: CGFloat) {
        self.size = size
        self.baseline = baseline
    }

    /// The character an attachment stands for in the run's string (OBJECT REPLACEMENT CHARACTER).
    package static let character: Character = "\u{FFFC}"
}
