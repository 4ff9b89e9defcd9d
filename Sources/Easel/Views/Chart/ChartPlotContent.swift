import Foundation
import EaselLayout

/// The plot area of a chart (its marks), as `chartPlotStyle`'s closure receives it (Swift Charts'
/// `ChartPlotContent`): return it with a background, a border, a clip or an opacity. The plot
/// keeps the rectangle the chart gives it, so a `frame` set here does not resize it.
nonisolated public struct ChartPlotContent: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        resolve(content, ctx.appending("ChartPlotContent"))
    }
}
