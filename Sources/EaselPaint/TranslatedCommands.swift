import Foundation
import EaselLayout
import EaselRaster

/// Display-list commands moved by an offset in points: what a layer drawn on a canvas of its own
/// draws there (`OwnCanvasLayer.swift`). Everything a command places moves; what is relative to
/// its own geometry (gradients over their frame, shadow offsets, stroke styles) does not.
extension DrawCommand {
    /// The command with its geometry moved by `offset` points.
    func translated(by offset: CGPoint) -> DrawCommand {
        let dx = offset.x, dy = offset.y
        func moved(_ r: CGRect) -> CGRect { r.offsetBy(dx: dx, dy: dy) }
        switch self {
        case .fill(let shape, let color, let rule):
            return .fill(shape.translated(by: offset), color: color, fillRule: rule)
        case .backdrop(let shape, let blur, let tint, let rule):
            return .backdrop(shape.translated(by: offset), blur: blur, tint: tint, fillRule: rule)
        case .fillGradient(let shape, let gradient, let frame, let rule):
            return .fillGradient(shape.translated(by: offset), gradient: gradient, frame: moved(frame), fillRule: rule)
        case .stroke(let shape, let color, let style):
            return .stroke(shape.translated(by: offset), color: color, style: style)
        case .strokeGradient(let shape, let gradient, let frame, let style):
            return .strokeGradient(shape.translated(by: offset), gradient: gradient, frame: moved(frame), style: style)
        case .image(var drawing):
            drawing.rect = moved(drawing.rect)
            return .image(drawing)
        case .glyphs(let run, let color, let origin):
            return .glyphs(run, color: color, origin: CGPoint(x: origin.x + dx, y: origin.y + dy))
        case .pushClip(let shape, let rule):
            return .pushClip(shape.translated(by: offset), fillRule: rule)
        case .endTransformedLayer(let a, let b, let c, let d, let tx, let ty):
            // The same transform of the moved plane: x ↦ T(x − o) + o.
            let ox = Double(dx), oy = Double(dy)
            return .endTransformedLayer(a: a, b: b, c: c, d: d, tx: tx + ox - (a * ox + c * oy), ty: ty + oy - (b * ox + d * oy))
        case .endProjectedLayer(let h):
            // Conjugated by the move: M(o) · H · M(−o), as 3 × 3 matrices row by row.
            guard h.count == 9 else { return self }
            let ox = Double(dx), oy = Double(dy)
            let moveBack = [1, 0, -ox, 0, 1, -oy, 0, 0, 1.0], move = [1, 0, ox, 0, 1, oy, 0, 0, 1.0]
            return .endProjectedLayer(Self.product(move, Self.product(h, moveBack)))
        case .debugRect(let rect, let color, let width):
            return .debugRect(moved(rect), color: color, pixelWidth: width)
        case .debugLine(let y, let color, let width):
            return .debugLine(y: y + dy, color: color, pixelWidth: width)
        case .popClip, .beginLayer, .endLayer, .endInnerShadowLayer, .endFilteredLayer, .endBlendedLayer, .endMaskLayer:
            return self
        }
    }

    /// The product of two 3 × 3 matrices written row by row.
    private static func product(_ l: [Double], _ r: [Double]) -> [Double] {
        (0..<9).map { i in
            let row = i / 3, column = i % 3
            return (0..<3).reduce(0) { $0 + l[row * 3 + $1] * r[$1 * 3 + column] }
        }
    }
}

extension PaintShape {
    /// The shape moved by `offset` points.
    func translated(by offset: CGPoint) -> PaintShape {
        switch self {
        case .rect(let r): return .rect(r.offsetBy(dx: offset.x, dy: offset.y))
        case .roundedRect(let r, let cornerSize, let style): return .roundedRect(r.offsetBy(dx: offset.x, dy: offset.y), cornerSize: cornerSize, style: style)
        case .ellipse(let r): return .ellipse(r.offsetBy(dx: offset.x, dy: offset.y))
        case .path(let p): return .path(p.transformed(by: .translation(Double(offset.x), Double(offset.y))))
        }
    }
}
