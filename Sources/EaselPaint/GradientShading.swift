import Foundation
import EaselLayout
import EaselRaster

extension GradientPaint {
    /// The raster shader of this gradient laid over `frame` (points), at `scale` pixels per point.
    func shader(in frame: CGRect, scale: Double) -> Shader {
        let f = CGRect(
            x: Double(frame.minX) * scale, y: Double(frame.minY) * scale,
            width: Double(frame.width) * scale, height: Double(frame.height) * scale)
        func point(_ u: UnitPoint) -> (Double, Double) {
            (Double(f.minX) + Double(u.x) * Double(f.width), Double(f.minY) + Double(u.y) * Double(f.height))
        }
        let kind: Shader.Kind
        switch self.kind {
        case .linear(let start, let end):
            let (x0, y0) = point(start), (x1, y1) = point(end)
            kind = .linear(x0: x0, y0: y0, x1: x1, y1: y1)
        case .radial(let center, let r0, let r1):
            let (cx, cy) = point(center)
            kind = .radial(cx: cx, cy: cy, r0: Double(r0) * scale, r1: Double(r1) * scale)
        case .elliptical(let center, let f0, let f1):
            let (cx, cy) = point(center)
            kind = .elliptical(cx: cx, cy: cy, rx: Double(f.width) / 2, ry: Double(f.height) / 2, f0: Double(f0), f1: Double(f1))
        case .angular(let center, let start, let end):
            let (cx, cy) = point(center)
            kind = .angular(cx: cx, cy: cy, start: start, end: end)
        }
        return Shader(
            kind,
            stops: stops.map {
                Shader.Stop(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, opacity: $0.color.opacity, location: $0.location)
            })
    }
}
