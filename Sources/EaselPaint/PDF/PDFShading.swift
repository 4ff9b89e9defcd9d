import Foundation
import EaselLayout
import EaselText

/// Axial (type 2) and radial (type 3) shadings (ISO 32000-1 §8.7.4.5) as Easel's gradient
/// paints over a shape's frame. Both are drawn extended at their ends (as `/Extend [true true]`);
/// a radial shading's circles are taken as concentric around the outer one, and an ellipse in
/// points as its mean radius. Function-based, free-form and mesh shadings are not drawn.
enum PDFShading {
    /// The gradient of `shading` whose space maps to points by `space`, filling the outline
    /// `device` (in points); nil when the shading is not one Easel draws.
    static func gradient(
        _ shading: PDFObject, space: SVGTransform, device: [PathElement], resources: [String: PDFObject]?, document: PDFDocument
    ) -> (gradient: GradientPaint, frame: CGRect)? {
        let shading = document.resolve(shading)
        guard let d = shading.dictionary, let type = document.value(d, "ShadingType").int, type == 2 || type == 3,
            let colorSpace = PDFColorSpace(document.value(d, "ColorSpace"), resources: resources, document: document),
            let coords = document.value(d, "Coords").numbers, coords.count == (type == 2 ? 4 : 6), coords.allSatisfy(\.isFinite),
            let function = PDFFunction(document.value(d, "Function"), document: document)
        else { return nil }
        let frame = PathElement.inkBounds(of: device)
        guard frame.width > 0, frame.height > 0 else { return nil }
        let domain = document.value(d, "Domain").numbers ?? [0, 1]
        guard domain.count >= 2, domain[0].isFinite, domain[1].isFinite, domain[0] != domain[1] else { return nil }
        let t0 = domain[0], t1 = domain[1]
        var stops: [GradientPaint.Stop] = []
        for t in function.samplePoints(over: min(t0, t1)...max(t0, t1)) {
            guard let color = colorSpace.color(function(t)) else { return nil }
            stops.append(.init(color: color, location: (t - t0) / (t1 - t0)))
        }
        if t1 < t0 { stops.reverse() }
        func unit(_ x: Double, _ y: Double) -> UnitPoint {
            let p = space.apply(CGPoint(x: x, y: y))
            return UnitPoint(x: (p.x - frame.minX) / frame.width, y: (p.y - frame.minY) / frame.height)
        }
        let kind: GradientPaint.Kind
        if type == 2 {
            kind = .linear(start: unit(coords[0], coords[1]), end: unit(coords[2], coords[3]))
        } else {
            let scale = (hypot(space.a, space.b) + hypot(space.c, space.d)) / 2
            let (r0, r1) = (coords[2] * scale, coords[5] * scale)
            guard r0 >= 0, r1 >= 0, r0 != r1, r1.isFinite else { return nil }
            // The shading runs from the circle of t0 to that of t1; Easel's radial gradient
            // grows outwards, so a shading that shrinks is drawn with its stops turned round.
            if r1 < r0 {
                stops = stops.reversed().map { .init(color: $0.color, location: 1 - $0.location) }
                kind = .radial(center: unit(coords[0], coords[1]), startRadius: r1, endRadius: r0)
            } else {
                kind = .radial(center: unit(coords[3], coords[4]), startRadius: r0, endRadius: r1)
            }
        }
        return (GradientPaint(kind: kind, stops: stops), frame)
    }
}
