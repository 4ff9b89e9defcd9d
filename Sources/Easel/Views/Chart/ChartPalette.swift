import Foundation

/// Swift Charts' default look: the series palette, the symbol order and the figures of axes,
/// marks and legends. Figures marked "estimate" were chosen to look like iOS 17/18 charts where
/// Apple publishes no number (docs/Differences.md lists them).
package enum ChartStyle {
    /// The colours series of `foregroundStyle(by:)` take, in order, cycling: blue, green, orange,
    /// purple, red, cyan, yellow (observed on iOS 18.3 and published in a Stack Overflow answer,
    /// "How to fully reproduce default styling of Swift Charts", question 79405781).
    package static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// Axis value labels, legend labels and axis titles.
    package static let labelFont = Font.caption2
    package static let labelColor = Color.secondary
    /// Grid lines and ticks: the secondary label colour at 30 % (estimate), half a point wide.
    package static let gridColor = Color.secondary.opacity(0.3)
    package static let gridWidth: CGFloat = 0.5
    package static let tickLength: CGFloat = 4
    /// Between the plot and the axis labels.
    package static let labelGap: CGFloat = 4
    /// A date label starts this far after its grid line.
    package static let dateLabelInset: CGFloat = 2
    /// A bar takes this share of its category's band (estimate).
    package static let barBandRatio: CGFloat = 0.6
    /// A rectangle's width along a continuous axis when none is given.
    package static let rectangleLength: CGFloat = 20
    package static let lineWidth: CGFloat = 2
    package static let ruleWidth: CGFloat = 1
    /// A point mark's symbol is this wide; a line's symbols a little smaller.
    package static let pointSize: CGFloat = 8
    package static let lineSymbolSize: CGFloat = 7
    package static let legendSpacing: CGFloat = 8
    package static let legendSymbolSize: CGFloat = 8
    package static let legendSymbolGap: CGFloat = 4
    package static let legendItemSpacing: CGFloat = 12
    package static let legendRowSpacing: CGFloat = 4
    package static let titleSpacing: CGFloat = 4
    package static let annotationSpacing: CGFloat = 4
    /// The size a chart asks for when its proposal leaves a dimension open (estimate).
    package static let idealSize = CGSize(width: 320, height: 200)
}
