import Foundation
import EaselLayout
import EaselText

/// UIKit's font metrics (`font.lineHeight`, `ascender`, `descender`, `capHeight`, `leading`),
/// read from the face Easel draws the font with (Inter for the system font, the bundled or
/// `--font-dir` family for a custom one), as Easel lays out text in it: a view that sizes itself
/// by `lineHeight` lines up with Easel's lines of text. The figures are therefore Inter's, not
/// SF Pro's (docs/Differences.md).
extension UIFont {
    private var resolved: ResolvedFont { FontLibrary.shared.resolve(font.descriptor(at: .large)) }

    /// The distance between baselines of consecutive lines: ascender, descender and leading.
    public var lineHeight: CGFloat { resolved.lineMetrics.lineHeight }
    /// The distance from the baseline up to the top of the line.
    public var ascender: CGFloat { resolved.lineMetrics.ascent }
    /// The distance from the baseline down to the bottom of the line, negative as UIKit gives it.
    public var descender: CGFloat { -resolved.lineMetrics.descent }
    /// The extra space between lines.
    public var leading: CGFloat { resolved.lineMetrics.lineGap }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat {
        let r = resolved
        return CGFloat(r.face.capHeight) / CGFloat(r.face.unitsPerEm) * r.size
    }
}
