import Foundation
import EaselLayout
import EaselPaint

/// Colours at locations along a gradient (SwiftUI's `Gradient`).
public struct Gradient: Hashable {
    /// A colour at a location 0...1.
    public struct Stop: Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// Stops at the given locations.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from 0 to 1 (one colour: the whole gradient).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? CGFloat($0.offset) / CGFloat(n - 1) : 0) }
    }

    /// The stops with colours resolved in an environment (non-finite locations read as 0).
    func resolved(in env: EnvironmentValues) -> [GradientPaint.Stop] {
        stops.map { GradientPaint.Stop(color: $0.color.resolvedValue(in: env), location: $0.location.isFinite ? Double($0.location) : 0) }
    }
}

/// A gradient used directly as a shape style (`.foregroundStyle(Gradient(colors: [.red, .blue]))`,
/// iOS 16): a linear gradient from the top of the filled frame to its bottom, as SwiftUI draws a
/// bare gradient (its documentation of `AnyGradient`, which `Gradient.colorSpace(_:)` returns).
extension Gradient: ShapeStyle {
    /// Where a style takes only one colour, its first.
    public var resolvedColor: Color { stops.first?.color ?? .clear }

    /// The style it paints as.
    var asShapeStyle: LinearGradient { LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom) }
}

/// A gradient used as a shape style or a view: how it lies over a frame, with its colours.
nonisolated protocol GradientStyle: ShapeStyle, View {
    var gradient: Gradient { get }
    /// The gradient with its colours resolved in an environment.
    func paint(in env: EnvironmentValues) -> GradientPaint
}

/// A gradient of stops laid over the filled frame by a geometry (linear, radial…).
nonisolated protocol StopGradientStyle: GradientStyle {
    /// The geometry over the filled frame.
    var paintKind: GradientPaint.Kind { get }
}

nonisolated extension StopGradientStyle {
    func paint(in env: EnvironmentValues) -> GradientPaint {
        GradientPaint(kind: paintKind, stops: gradient.resolved(in: env))
    }
}

nonisolated extension GradientStyle {
    /// Where a style takes only one colour, a gradient gives its first.
    public var resolvedColor: Color { gradient.stops.first?.color ?? .clear }

    /// As a view, a gradient fills the space it is offered (a rectangle of it).
    public var body: some View { Rectangle().fill(self) }
}

extension Color {
    /// A subtle gradient of this colour (SwiftUI's `Color.gradient`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// The gradient `Color.gradient` makes: from the colour mixed 15 % with white at the top to the
/// colour at the bottom (an estimate of SwiftUI's; see docs/Differences.md).
nonisolated public struct AnyGradient: StopGradientStyle {
    let color: Color
    static let lightening = 0.15

    public var gradient: Gradient { Gradient(colors: [color]) }
    var paintKind: GradientPaint.Kind { .linear(start: .top, end: .bottom) }

    func paint(in env: EnvironmentValues) -> GradientPaint {
        let c = color.resolvedValue(in: env), k = Self.lightening
        var top = c
        top.red += (1 - c.red) * k
        top.green += (1 - c.green) * k
        top.blue += (1 - c.blue) * k
        return GradientPaint(kind: paintKind, stops: [GradientPaint.Stop(color: top, location: 0), GradientPaint.Stop(color: c, location: 1)])
    }
}
