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
        case .mesh(let mesh):
            func rgba(_ c: ColorValue) -> MeshRaster.RGBA {
                func u(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
                let a = u(c.opacity)
                return (u(c.red) * a * 255, u(c.green) * a * 255, u(c.blue) * a * 255, a * 255)
            }
            let x0 = Int(f.minX.rounded(.down)), y0 = Int(f.minY.rounded(.down))
            let bounds = (x: x0, y: y0, width: Int(f.maxX.rounded(.up)) - x0, height: Int(f.maxY.rounded(.up)) - y0)
            kind = .mesh(
                MeshRaster(
                    columns: mesh.columns, rows: mesh.rows, points: mesh.points.map(point), colors: mesh.colors.map(rgba),
                    background: rgba(mesh.background), smooth: mesh.smoothsColors, bounds: bounds))
        }
        return Shader(
            kind,
            stops: stops.map {
                Shader.Stop(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, opacity: $0.color.opacity, location: $0.location)
            })
    }
}
