import Foundation
import Easel
import EaselPaint
import EaselRaster

/// Timed renders of one raster scene, as every raster scene measures them: per run the layout,
/// the display list, the raster and three PNG encodes (the default, zlib 6 with the sub filter,
/// and the default as one stream); then the public `rasterize()` path, checked to draw the same
/// pixels. The default PNG is written to `out/SCENE.png`.
struct RasterRuns<V: View> {
    /// The last run's pixels and layout, for the scene's own checks.
    let canvas: RasterCanvas
    let lastLayout: ImageRenderer<V>.Layout
    /// The timings, sizes and output path; the scene adds its frame checks.
    var result: RasterResult

    init(_ renderer: ImageRenderer<V>, scene: String, runs: Int, wholeRuns: Int, out: URL) throws {
        var last: (canvas: RasterCanvas, layout: ImageRenderer<V>.Layout, png2: Data, png6: Data, png1: Data, items: Int)?
        var layoutMs: [Double] = [], paintMs: [Double] = [], rasterMs: [Double] = []
        var e2: [Double] = [], e6: [Double] = [], e1: [Double] = []
        for _ in 0..<runs {
            let (l, lms) = try timed { try renderer.placedLayout() }
            let (list, pms) = timed { Painter.displayList(for: l.root, context: l.context, options: .default) }
            let (c, rms) = try timed { try DisplayListRenderer.render(list, size: l.canvasSize, scale: l.scale, background: nil) }
            let (d2, ems2) = try timed { try PNGCodec.encode(c, scale: 1) }
            let (d6, ems6) = try timed { try PNGCodec.encode(c, scale: 1, level: 6, filter: .sub) }
            // The default level and filter as one zlib stream on one core (before banded encoding).
            let (d1, ems1) = try timed { try PNGCodec.encode(c, scale: 1, bands: 1) }
            layoutMs.append(lms); paintMs.append(pms); rasterMs.append(rms); e2.append(ems2); e6.append(ems6); e1.append(ems1)
            last = (c, l, d2, d6, d1, itemCount(list))
        }
        guard let last else { fail("\(scene): no runs") }

        var whole: [Double] = []
        var same = true
        for _ in 0..<max(1, wholeRuns) {
            let (c, ms) = try timed { try renderer.rasterize() }
            whole.append(ms)
            same = same && c.pixels == last.canvas.pixels
        }

        let file = out.appendingPathComponent("\(scene).png")
        try PNGCodec.writeAtomically(last.png2, to: file)

        var r = RasterResult(scene: scene, width: last.canvas.width, height: last.canvas.height)
        r.layoutMs = layoutMs; r.paintMs = paintMs; r.rasterMs = rasterMs
        r.encode2Ms = e2; r.encode6Ms = e6; r.rasterizeMs = whole
        r.png2Bytes = last.png2.count; r.png6Bytes = last.png6.count
        r.encode1Ms = e1; r.png1Bytes = last.png1.count
        r.displayItems = last.items; r.sameAsRasterize = same
        r.warnings = renderer.warnings
        r.path = file.path
        canvas = last.canvas
        lastLayout = last.layout
        result = r
    }
}
