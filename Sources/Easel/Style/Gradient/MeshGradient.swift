import Foundation
import EaselLayout
import EaselPaint

/// A two-dimensional gradient: a grid of colours at positions in unit coordinates of the filled
/// frame (SwiftUI's `MeshGradient`, iOS 18). A shape style, and a view filling its space.
///
/// Between four neighbouring vertices lies a patch: its points follow a smooth (Catmull-Rom)
/// surface through the vertices, so moved vertices bend the patches' edges, and its colours
/// follow the same smooth surface (`smoothsColors`, the default) or blend bilinearly between the
/// patch's corners. What the mesh does not cover shows `background`. Bézier points' control
/// points are not used (their positions are) and colours blend in sRGB whatever the colour space;
/// see docs/Differences.md.
nonisolated public struct MeshGradient: GradientStyle {
    /// Vertex positions: points, or Bézier points with control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// Vertex colours.
    public enum Colors: Equatable {
        case colors([Color])
    }

    /// A vertex with the control points of the curves to its neighbours (unit coordinates).
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// Fills what the mesh does not cover.
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` x `height` vertices at `points`, row by row from the top-leading one.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` x `height` Bézier vertices.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    var colorList: [Color] {
        switch colors {
        case .colors(let c): return c
        }
    }

    /// Where a style takes only one colour (text), the first vertex's.
    public var gradient: Gradient { Gradient(colors: Array(colorList.prefix(1))) }

    func paint(in env: EnvironmentValues) -> GradientPaint {
        let positions: [SIMD2<Float>]
        switch locations {
        case .points(let p): positions = p
        case .bezierPoints(let b): positions = b.map(\.position)
        }
        let mesh = GradientPaint.MeshPaint(
            columns: max(0, width), rows: max(0, height),
            points: positions.map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) },
            colors: colorList.map { $0.resolvedValue(in: env) }, background: background.resolvedValue(in: env), smoothsColors: smoothsColors)
        return GradientPaint(kind: .mesh(mesh), stops: [])
    }
}

extension Gradient {
    /// The space gradients blend colours in (SwiftUI's `Gradient.ColorSpace`); Easel blends in
    /// sRGB for both.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// The display's colour space.
        public static let device = ColorSpace(name: "device")
        /// A perceptually uniform space (blended as `device` in Easel).
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
