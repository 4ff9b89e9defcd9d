import Foundation
import EaselLayout
import EaselRaster

/// The outline a stroke covers, as path elements in points: what `Path.strokedPath(_:)` returns
/// and what a stroked shape (`Circle().stroke(lineWidth: 4)`, itself a `Shape` in SwiftUI) fills.
/// The same stroker, dasher and parameters as the renderer's strokes.
package enum StrokedOutline {
    /// `elements` stroked with `style`: closed contours to fill with the non-zero rule. Empty for
    /// a zero or non-finite line width.
    package static func elements(of elements: [PathElement], style: StrokeStyle) -> [PathElement] {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return [] }
        var path = PaintShape.rasterPath(elements)
        if style.dash.contains(where: { $0 > 0 }) {
            path = Dasher.dash(path, pattern: style.dash.map { Double($0) }, phase: Double(style.dashPhase))
        }
        let outline = Stroker.outline(of: path, style: style.parameters(lineWidth: Double(style.lineWidth)), trimsInnerCorners: true)
        func point(_ p: RasterPoint) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        return outline.elements.map { e in
            switch e {
            case .move(let p): return .move(to: point(p))
            case .line(let p): return .line(to: point(p))
            case .quad(let c, let p): return .quadCurve(to: point(p), control: point(c))
            case .cubic(let c1, let c2, let p): return .curve(to: point(p), control1: point(c1), control2: point(c2))
            case .close: return .closeSubpath
            }
        }
    }
}

extension StrokeStyle {
    /// The rasterizer's parameters for this style, `lineWidth` wide (in the units drawn).
    package func parameters(lineWidth: Double) -> StrokeParameters {
        let join: StrokeJoin =
            switch lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        let cap: StrokeCap =
            switch lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        return StrokeParameters(lineWidth: lineWidth, join: join, cap: cap, miterLimit: Double(miterLimit))
    }
}
