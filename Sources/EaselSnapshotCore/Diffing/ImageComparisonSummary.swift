import Foundation

/// The mismatch in words: the sizes, or the count of differing pixels and the largest differences.
package func describe(_ c: ImageComparison, precision: Double) -> String {
    guard c.sizesMatch else {
        return "expected \(c.expectedWidth) x \(c.expectedHeight) pixels, got \(c.actualWidth) x \(c.actualHeight)"
    }
    let percent = Double(c.differingPixels) * 100 / Double(max(1, c.totalPixels))
    let allowed = ImageComparison.allowedDifferingPixels(total: c.totalPixels, precision: precision)
    let pct = percent >= 1 || percent == 0 ? String(format: "%.0f%%", percent) : String(format: "%.2g%%", percent)
    return "\(c.differingPixels) of \(c.totalPixels) pixels differ (\(pct); \(allowed) allowed at precision \(String(format: "%g", precision))), "
        + String(format: "largest colour difference ΔE00 %.2f (tolerance %g), ", c.largestDeltaE, c.deltaETolerance)
        + "largest channel difference \(c.largestChannelDifference) of 255"
}
