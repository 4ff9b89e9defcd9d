import Foundation

/// A projective transform of the plane (a homography), for `rotation3DEffect`:
/// `x' = (m11 x + m12 y + m13) / w`, `y' = (m21 x + m22 y + m23) / w`, `w = m31 x + m32 y + m33`.
/// An affine transform is the case `m31 = m32 = 0`, `m33 = 1`.
package struct RasterProjection: Equatable, Sendable {
    package var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    package init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine transform `t` as a projection.
    package init(_ t: RasterTransform) {
        self.init(m11: t.a, m12: t.c, m13: t.tx, m21: t.b, m22: t.d, m23: t.ty, m31: 0, m32: 0, m33: 1)
    }

    var entries: [Double] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }

    /// The inverse, or nil when there is none (or a coefficient is not finite).
    package var inverse: RasterProjection? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard entries.allSatisfy(\.isFinite), det.isFinite, abs(det) > 1e-12 else { return nil }
        return RasterProjection(
            m11: c11 / det, m12: c12 / det, m13: c13 / det, m21: c21 / det, m22: c22 / det, m23: c23 / det,
            m31: c31 / det, m32: c32 / det, m33: c33 / det)
    }

    /// The image of a point, or nil when it maps to infinity or behind the viewer (w ≤ 0).
    package func apply(_ x: Double, _ y: Double) -> (Double, Double)? {
        let w = m31 * x + m32 * y + m33
        guard w > 1e-9 else { return nil }
        return ((m11 * x + m12 * y + m13) / w, (m21 * x + m22 * y + m23) / w)
    }
}

extension RasterCanvas {
    /// Ends the innermost layer and composites it through a projection (canvas pixels).
    package func endLayer(opacity: Double = 1, projection: RasterProjection) {
        precondition(!layerStack.isEmpty, "endLayer() without beginLayer()")
        let layer = Target(pixels: pixels, x: targetX, y: targetY, width: targetWidth, height: targetHeight)
        let parent = layerStack.removeLast()
        pixels = parent.pixels
        targetX = parent.x; targetY = parent.y; targetWidth = parent.width; targetHeight = parent.height
        let op = min(max(opacity.isFinite ? opacity : 0, 0), 1)
        guard layer.width > 0, layer.height > 0, op > 0 else { return }
        composite(layer: layer, opacity: op, projection: projection)
    }
}
