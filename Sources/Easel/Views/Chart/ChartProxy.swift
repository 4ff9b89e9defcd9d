import Foundation

/// Converts between a chart's values and points in its plot area (Swift Charts' `ChartProxy`),
/// for `chartOverlay` and `chartBackground`. Positions are in the plot area's coordinates;
/// `geometry[proxy.plotFrame!]` is the plot area in a `GeometryReader`'s coordinates.
public struct ChartProxy {
    let x: ChartScale?
    let y: ChartScale?
    let plot: CGRect
    /// Where the chart is on the canvas, for anchors.
    let chartOrigin: CGPoint

    package init(x: ChartScale?, y: ChartScale?, plot: CGRect, chartOrigin: CGPoint = .zero) {
        self.x = x
        self.y = y
        self.plot = plot
        self.chartOrigin = chartOrigin
    }

    /// The plot area's size.
    public var plotSize: CGSize { plot.size }

    /// The plot area's size (the older name).
    public var plotAreaSize: CGSize { plot.size }

    /// The plot area, to resolve with a `GeometryProxy` (`geometry[proxy.plotFrame!]`); never nil
    /// once the chart is laid out.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

    /// The plot area, to resolve with a `GeometryProxy` (the older name).
    public var plotAreaFrame: Anchor<CGRect> { .canvasRect(plot.offsetBy(dx: chartOrigin.x, dy: chartOrigin.y)) }

    /// The x position of a value in the plot area (a category's band centre), or nil when the
    /// x scale does not hold it.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        x?.position(PlotValue(value)).map { $0 - plot.minX }
    }

    /// The y position of a value in the plot area, or nil when the y scale does not hold it.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        y?.position(PlotValue(value)).map { $0 - plot.minY }
    }

    /// The point of an (x, y) pair in the plot area, or nil when either scale does not hold it.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The x value at a position in the plot area, as `type`, or nil when it is not one.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        x?.value(at: position + plot.minX).flatMap { AxisValue(index: 0, count: 1, value: $0).as(type) }
    }

    /// The y value at a position in the plot area, as `type`, or nil when it is not one.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        y?.value(at: position + plot.minY).flatMap { AxisValue(index: 0, count: 1, value: $0).as(type) }
    }
}
