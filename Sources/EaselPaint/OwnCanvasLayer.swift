import Foundation
import EaselLayout
import EaselRaster

/// A layer composited through a transform (`rotationEffect`, `scaleEffect`, `rotation3DEffect`),
/// drawn on a canvas of its own when a layer of the canvas would lose part of it: content lying
/// outside the canvas before the transform brings it in (a label turned upright in a narrow
/// column), or a clip in effect, which cuts the view where it lands on the screen, not where it
/// was drawn.
extension DisplayListRenderer {
    /// For each `beginLayer` whose layer ends with a transform, the index of that end.
    static func transformedLayerEnds(_ list: DisplayList) -> [Int: Int] {
        var ends: [Int: Int] = [:]
        var open: [Int] = []
        for (i, command) in list.commands.enumerated() {
            switch command {
            case .beginLayer: open.append(i)
            case .endTransformedLayer, .endProjectedLayer: if let begin = open.popLast() { ends[begin] = i }
            case .endLayer, .endInnerShadowLayer, .endFilteredLayer, .endBlendedLayer, .endMaskLayer: _ = open.popLast()
            default: break
            }
        }
        return ends
    }

    /// The most pixels a layer's own canvas may have, in canvases: a larger one (a view scaled far
    /// down) is drawn in a layer of the canvas.
    static let ownCanvasLimit = 4
}

extension DisplayListRenderer.State {
    /// Draws the layer of `list.commands[begin...end]` on a canvas of its own, moved so that it
    /// holds what can land on the current target, and composites it through the layer's
    /// transform within the clip. False when a layer of the canvas draws it whole (no clip, and
    /// the content within the target) or a canvas of its own would be too large.
    mutating func drawOnOwnCanvas(_ list: DisplayList, from begin: Int, to end: Int) -> Bool {
        let transform: RasterProjection
        switch list.commands[end] {
        case .endTransformedLayer(let a, let b, let c, let d, let tx, let ty):
            transform = RasterProjection(RasterTransform(a: a, b: b, c: c, d: d, tx: tx * scale, ty: ty * scale))
        case .endProjectedLayer(let h):
            transform = DisplayListRenderer.pixelProjection(h, scale: scale)
        default:
            return false
        }
        guard let content = layerBounds[begin], !content.isEmpty else { return false }
        let target = RasterRect(
            x: Double(canvas.targetX), y: Double(canvas.targetY), width: Double(canvas.targetWidth), height: Double(canvas.targetHeight))
        let within = content.minX >= target.minX && content.minY >= target.minY && content.maxX <= target.maxX && content.maxY <= target.maxY
        guard canvas.isClipped || !within else { return false }
        guard let inverse = transform.inverse else { return false }
        // What can land on the target: its preimage (unless part of it is behind the viewer),
        // grown by the filter's reach.
        let corners = [(target.minX, target.minY), (target.maxX, target.minY), (target.minX, target.maxY), (target.maxX, target.maxY)]
            .compactMap { inverse.apply($0.0, $0.1) }
        guard corners.count == 4 else { return false }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let reach = RasterRect(x: xs.min()! - 2, y: ys.min()! - 2, width: xs.max()! - xs.min()! + 4, height: ys.max()! - ys.min()! + 4)
        let region = content.intersection(reach)
        if region.isEmpty { return true }  // nothing of it lands on the target
        let limit = Double(canvas.width) * Double(canvas.height) * Double(DisplayListRenderer.ownCanvasLimit)
        guard region.width * region.height <= limit, region.width < 1e8, region.height < 1e8 else { return false }
        // Whole pixels; at a whole scale, whole points too, so the move is exact.
        let step = scale >= 1 && scale == scale.rounded() ? Int(scale) : 1
        func down(_ v: Double) -> Int {
            let i = Int(v.rounded(.down))
            return i - ((i % step) + step) % step
        }
        let x0 = down(region.minX), y0 = down(region.minY)
        let x1 = Int(region.maxX.rounded(.up)), y1 = Int(region.maxY.rounded(.up))
        guard let layer = canvas.layerCanvas(width: x1 - x0, height: y1 - y0) else { return false }
        let offset = CGPoint(x: -Double(x0) / scale, y: -Double(y0) / scale)
        let inner = DisplayList(list.commands[(begin + 1)..<end].map { $0.translated(by: offset) })
        DisplayListRenderer.render(inner, onto: layer, scale: CGFloat(scale))
        canvas.draw(layer, atX: x0, y: y0, opacity: 1, projection: transform)
        return true
    }
}
