import Foundation
import EaselPaint

/// A style that paints its base at an opacity (what SwiftUI's `ShapeStyle.opacity(_:)` gives):
/// `.quaternary.opacity(0.5)`, `.blue.gradient.opacity(0.3)`.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, OpacityShapeStyle {
    let base: Base
    let opacity: Double
    var baseStyle: any ShapeStyle { base }
    public var resolvedColor: Color { base.resolvedColor.opacity(opacity) }
}

/// A style at an opacity, whatever its base.
protocol OpacityShapeStyle {
    var baseStyle: any ShapeStyle { get }
    var opacity: Double { get }
}

extension ShapeStyle {
    /// This style at `opacity` (0 transparent … 1 as it is; outside that range it is clamped when
    /// drawn, NaN draws nothing): a colour's alpha, and a gradient's stops', are multiplied by it.
    /// A material or an image paint at an opacity paints as itself (see docs/Differences.md).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity.isNaN ? 0 : opacity) }
}

extension OpacityShapeStyle {
    /// The style that paints: the base's, with its colours at the opacity.
    var unwrappedAtOpacity: any ShapeStyle {
        let base = baseStyle.unwrapped
        if let c = base as? Color { return c.opacity(opacity) }
        if let g = base as? any GradientStyle { return OpacityGradient(base: g, opacity: opacity) }
        return base
    }
}

/// A gradient whose colours are at an opacity.
nonisolated struct OpacityGradient: GradientStyle {
    let base: any GradientStyle
    let opacity: Double

    var gradient: Gradient {
        Gradient(stops: base.gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
    }

    func paint(in env: EnvironmentValues) -> GradientPaint {
        var p = base.paint(in: env)
        let f = min(max(opacity, 0), 1)
        for i in p.stops.indices { p.stops[i].color.opacity *= f }
        if case .mesh(var mesh) = p.kind {
            for i in mesh.colors.indices { mesh.colors[i].opacity *= f }
            mesh.background.opacity *= f
            p.kind = .mesh(mesh)
        }
        return p
    }
}

/// A style that is also a view (a gradient) at an opacity, for a front end that cannot tell which
/// of the two `opacity(_:)` methods the code means (the `easel` command's scripts have no types to
/// choose by): drawn as a view, it is the view at that opacity (`View.opacity(_:)`); used as a
/// style, the style at that opacity (`ShapeStyle.opacity(_:)`). The two give the same pixels.
nonisolated package struct OpacityStyledView<Base: ShapeStyle & View>: ShapeStyle, View, OpacityShapeStyle {
    let style: _OpacityShapeStyle<Base>
    var baseStyle: any ShapeStyle { style.base }
    var opacity: Double { style.opacity }

    package init(_ base: Base, opacity: Double) { style = base.opacity(opacity) }

    package var resolvedColor: Color { style.resolvedColor }
    package var body: some View { style.base.opacity(opacity) }
}
