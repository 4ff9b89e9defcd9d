import Foundation
import EaselLayout
import EaselRaster
import EaselText

/// Executes a display list on a `RasterCanvas`: points are multiplied by the scale.
///
/// - Axis-aligned rectangles take the rasterizer's rectangle fast path; strokes of rectangles,
///   rounded rectangles and ellipses use exact rings; other strokes (and dashed ones) go through
///   the general stroker.
/// - Glyphs: the pen's pixel position is split into a whole pixel and a quarter-pixel offset
///   (`GlyphMask.placement(ofPixelX:)`); the baseline is rounded to the pixel grid.
/// - Images are decoded once per source (`DecodedImageCache.shared`); `.none` interpolation
///   samples the nearest pixel; tiled images repeat at their natural point size.
/// - Unbalanced commands are tolerated: a `popClip` or `endLayer` without its opener is ignored,
///   and open layers and clips are closed at the end.
package enum DisplayListRenderer {
    /// Renders `list` on a new canvas of `ceil(size * scale)` pixels, cleared to `background`
    /// (transparent when nil). The canvas, its layers and shadow blurs must fit `budget`; an
    /// empty or non-finite size is an error too.
    package static func render(
        _ list: DisplayList, size: CGSize, scale: CGFloat, background: ColorValue? = nil,
        budget: MemoryBudget = .machineDefault
    ) throws -> RasterCanvas {
        let w = pixelCount(size.width, scale), h = pixelCount(size.height, scale)
        guard w > 0, h > 0 else { throw CanvasSizeError(size: size, scale: scale) }
        let what = "a \(w) x \(h) px canvas"
        guard let bytes = MemoryBudget.bytes(w, h, size: 4), bytes <= budget.bytes else {
            throw MemoryBudgetExceeded(what: what, requested: MemoryBudget.bytes(w, h, size: 4), budget: budget.bytes)
        }
        let canvas = RasterCanvas(width: w, height: h, color: background?.premultiplied ?? .clear)
        canvas.memoryBudget = MemoryBudget(bytes: budget.bytes - bytes)
        render(list, onto: canvas, scale: scale)
        if let failure = canvas.budgetExceeded { throw failure }
        return canvas
    }

    /// Starts making the memory of the canvas that `render(_:size:scale:background:budget:)` will
    /// make for `size`, `scale` and `background` ready on another thread (`RasterCanvas
    /// .prepareStorage`), if the canvas fits `budget`. Nothing is drawn; a canvas of another size
    /// does not use it.
    package static func prepareCanvas(size: CGSize, scale: CGFloat, background: ColorValue?, budget: MemoryBudget = .machineDefault) {
        // Only sizes a canvas can have reach integer pixel arithmetic (not NaN, nor 1e300 points).
        let limit = CGFloat(Int32.max)
        guard size.width * scale <= limit, size.height * scale <= limit else { return }
        let w = pixelCount(size.width, scale), h = pixelCount(size.height, scale)
        guard w > 0, h > 0, let bytes = MemoryBudget.bytes(w, h, size: 4), bytes <= budget.bytes else { return }
        RasterCanvas.prepareStorage(width: w, height: h, color: background?.premultiplied ?? .clear)
    }

    /// A canvas that would have no pixels (an empty view) or a size that is not a number.
    package struct CanvasSizeError: Error, CustomStringConvertible {
        package let size: CGSize
        package let scale: CGFloat
        package var description: String {
            "nothing to draw: the view is \(formatLength(size.width)) x \(formatLength(size.height)) pt, less than a pixel at @\(formatLength(scale))"
        }
    }

    /// Draws `list` onto an existing canvas at `scale` pixels per point.
    package static func render(_ list: DisplayList, onto canvas: RasterCanvas, scale: CGFloat) {
        var state = State(canvas: canvas, scale: Double(scale))
        state.layerBounds = layerBounds(list, scale: Double(scale))
        let ownCanvasLayers = transformedLayerEnds(list)
        var index = 0
        while index < list.commands.count {
            if let end = ownCanvasLayers[index], state.drawOnOwnCanvas(list, from: index, to: end) {
                index = end + 1
                continue
            }
            state.execute(list.commands[index], at: index)
            index += 1
        }
        while state.layers > 0 { canvas.endLayer(); state.layers -= 1 }
        while state.clips > 0 { canvas.restoreClip(); state.clips -= 1 }
    }

    /// A projection of points (3 × 3, row by row) as one of device pixels: S · H · S⁻¹ with
    /// S = diag(scale, scale, 1).
    static func pixelProjection(_ h: [Double], scale: Double) -> RasterProjection {
        RasterProjection(
            m11: h[0], m12: h[1], m13: h[2] * scale, m21: h[3], m22: h[4], m23: h[5] * scale,
            m31: h[6] / scale, m32: h[7] / scale, m33: h[8])
    }

    /// Largest glyph drawn, in pixels per em: larger glyphs (a font of size 1e308) are skipped.
    package static let maxGlyphPixels = 8_192

    /// Glyph masks for runs that carry no cache of their own.
    package static let sharedGlyphCache = GlyphCache()

    /// Pixels needed for `length` points: rounded up, ignoring floating-point noise.
    static func pixelCount(_ length: CGFloat, _ scale: CGFloat) -> Int {
        let v = Double(length * scale)
        guard v.isFinite, v > 0 else { return 0 }
        return Int((v - 1e-9).rounded(.up))
    }

    /// The device-pixel bounds of what each layer draws, keyed by the index of its `beginLayer`
    /// (absent: unknown, use a canvas-sized layer). Conservative: shape bounds grown by a pixel
    /// for anti-aliasing, strokes by half their width times the miter limit, glyphs by their
    /// masks, nested layers by their shadows' blur margin and offset. Clips are ignored.
    static func layerBounds(_ list: DisplayList, scale: Double) -> [Int: RasterRect] {
        guard list.commands.contains(where: { if case .beginLayer = $0 { return true } else { return false } }) else { return [:] }
        struct Open { var index: Int; var rect: RasterRect?; var unbounded: Bool }
        var result: [Int: RasterRect] = [:]
        var stack: [Open] = []
        let empty = RasterRect(x: 0, y: 0, width: 0, height: 0)
        func add(_ r: RasterRect?) {
            guard !stack.isEmpty else { return }
            guard let r else { stack[stack.count - 1].unbounded = true; return }
            if r.isEmpty { return }
            stack[stack.count - 1].rect = stack[stack.count - 1].rect.map { union($0, r) } ?? r
        }
        for (i, command) in list.commands.enumerated() {
            switch command {
            case .beginLayer:
                stack.append(Open(index: i, rect: nil, unbounded: false))
            case .endTransformedLayer(let a, let b, let c, let d, let tx, let ty):
                guard let top = stack.popLast() else { continue }
                if top.unbounded { add(nil); continue }
                let content = top.rect ?? empty
                result[top.index] = content
                if content.isEmpty { continue }
                // The transformed content's box, in device pixels (the transform is in points).
                let pts = [(content.minX, content.minY), (content.maxX, content.minY), (content.minX, content.maxY), (content.maxX, content.maxY)]
                    .map { (a * $0.0 + c * $0.1 + tx * scale, b * $0.0 + d * $0.1 + ty * scale) }
                let xs = pts.map(\.0), ys = pts.map(\.1)
                guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
                    [x0, x1, y0, y1].allSatisfy(\.isFinite)
                else { add(nil); continue }
                add(RasterRect(x: x0 - 1, y: y0 - 1, width: x1 - x0 + 2, height: y1 - y0 + 2))
            case .endProjectedLayer:
                // Where a projection lands is not bounded by its content's box in general: the
                // layer holds the content, and what it covers is unknown (canvas-sized).
                guard let top = stack.popLast() else { continue }
                if top.unbounded { add(nil); continue }
                result[top.index] = top.rect ?? empty
                add(nil)
            case .endFilteredLayer(let filter):
                guard let top = stack.popLast() else { continue }
                if top.unbounded { add(nil); continue }
                // A blur spreads the content: the layer holds it, padded by the spread.
                let pad = Self.rasterFilter(filter, scale: scale).spread
                let content = (top.rect ?? empty)
                let grown =
                    content.isEmpty
                    ? content
                    : RasterRect(
                        x: content.x - pad, y: content.y - pad,
                        width: content.width + 2 * pad, height: content.height + 2 * pad)
                guard pad.isFinite else { add(nil); continue }
                result[top.index] = grown
                add(grown)
            case .endMaskLayer:
                // The mask draws nothing itself: it only needs its own pixels.
                guard let top = stack.popLast() else { continue }
                if !top.unbounded { result[top.index] = top.rect ?? empty }
            case .endBlendedLayer, .endInnerShadowLayer:
                guard let top = stack.popLast() else { continue }
                if top.unbounded { add(nil); continue }
                result[top.index] = top.rect ?? empty
                add(top.rect ?? empty)
            case .endLayer(_, let shadow):
                guard let top = stack.popLast() else { continue }
                if top.unbounded { add(nil); continue }
                let content = top.rect ?? empty
                result[top.index] = content
                if let shadow, !content.isEmpty, !shadow.color.isInvisible {
                    let sigma = Double(shadow.radius) * scale / 2
                    let pad = (sigma > 0 ? (3 * sigma).rounded(.up) + 2 : 0) + 1
                    let dx = (Double(shadow.x) * scale).rounded(), dy = (Double(shadow.y) * scale).rounded()
                    guard pad.isFinite, dx.isFinite, dy.isFinite else { add(nil); continue }
                    let cast = RasterRect(
                        x: content.x - pad + dx, y: content.y - pad + dy,
                        width: content.width + 2 * pad, height: content.height + 2 * pad)
                    add(union(content, cast))
                } else {
                    add(content)
                }
            default:
                if !stack.isEmpty { add(deviceBounds(of: command, scale: scale)) }
            }
        }
        for top in stack where !top.unbounded { result[top.index] = top.rect ?? empty }
        return result
    }

    static func union(_ a: RasterRect, _ b: RasterRect) -> RasterRect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return RasterRect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// Device-pixel bounds of what `command` may touch: an empty rectangle for nothing, nil for
    /// unknown (anywhere on the canvas).
    static func deviceBounds(of command: DrawCommand, scale: Double) -> RasterRect? {
        let none = RasterRect(x: 0, y: 0, width: 0, height: 0)
        func grown(_ r: CGRect, _ d: Double) -> RasterRect? {
            let rr = PaintShape.raster(r, scale)
            guard rr.minX.isFinite, rr.minY.isFinite, rr.maxX.isFinite, rr.maxY.isFinite, d.isFinite else { return nil }
            return RasterRect(x: rr.x - d, y: rr.y - d, width: max(0, rr.width) + 2 * d, height: max(0, rr.height) + 2 * d)
        }
        switch command {
        case .fill(let shape, let color, _):
            return color.isInvisible ? none : grown(shape.bounds, 1)
        case .fillGradient(let shape, _, _, _), .backdrop(let shape, _, _, _):
            return grown(shape.bounds, 1)
        case .strokeGradient(let shape, _, _, let style):
            if !(style.lineWidth > 0) { return none }
            let half = Double(style.lineWidth) * scale / 2
            return grown(shape.bounds, half * max(2, Double(style.miterLimit)) + 2)
        case .stroke(let shape, let color, let style):
            if color.isInvisible || !(style.lineWidth > 0) { return none }
            let half = Double(style.lineWidth) * scale / 2
            return grown(shape.bounds, half * max(2, Double(style.miterLimit)) + 2)
        case .image(let d):
            return grown(d.rect, 1)
        case .glyphs(let run, let color, let origin):
            if color.isInvisible { return none }
            let cache = run.maskCache ?? DisplayListRenderer.sharedGlyphCache
            let s = CGFloat(scale)
            let baseline = Double((origin.y * s).rounded())
            var r: RasterRect?
            for g in run.glyphs {
                let place = GlyphMask.placement(ofPixelX: (origin.x + g.x) * s)
                guard let mask = cache.mask(face: g.face, glyph: g.glyph, pixelSize: g.size * s, subpixelX: place.subpixel, xScale: g.xScale),
                    mask.width > 0, mask.height > 0
                else { continue }
                let gy = baseline + Double((g.y * s).rounded())
                let m = RasterRect(
                    x: Double(place.pixel + mask.left), y: gy - Double(mask.top),
                    width: Double(mask.width), height: Double(mask.height))
                r = r.map { union($0, m) } ?? m
            }
            guard let r else { return none }
            return r.minX.isFinite && r.minY.isFinite ? r.insetBy(dx: -1, dy: -1) : nil
        case .pushClip, .popClip, .beginLayer, .endLayer, .endTransformedLayer, .endFilteredLayer, .endProjectedLayer, .endBlendedLayer, .endMaskLayer,
            .endInnerShadowLayer:
            return none
        case .debugRect(let rect, _, let width):
            return grown(rect, Double(max(1, width)) + 1)
        case .debugLine:
            return nil
        }
    }

    /// Key of a resampled image: the source, the placement of the destination rectangle up to
    /// whole-pixel moves, and the sampling.
    struct SampledKey: Hashable {
        var source: ObjectIdentifier
        var placement: SampledImage.Placement
        var smooth: Bool
    }

    /// Key of a cached coverage mask: the shape kind and its geometry relative to its origin.
    struct MaskKey: Hashable {
        var kind: Int
        var x: Double, y: Double, width: Double, height: Double
        var radius: Double, lineWidth: Double
        var evenOdd: Bool
    }

    struct State {
        let canvas: RasterCanvas
        let scale: Double
        var clips = 0
        var layers = 0
        var layerBounds: [Int: RasterRect] = [:]
        /// Images resampled during this render, reused for identical draws.
        var sampled: [SampledKey: SampledImage] = [:]
        /// Coverage masks rasterized during this render, reused for identical shapes.
        var masks: [MaskKey: CoverageMask?] = [:]

        mutating func execute(_ command: DrawCommand, at index: Int) {
            switch command {
            case .fill(let shape, let color, let rule):
                if color.isInvisible { return }
                if case .rect(let r) = shape {
                    canvas.fillRect(PaintShape.raster(r, scale), color: color.premultiplied)
                } else if case .roundedRect(let r, let cs, let cornerStyle) = shape {
                    let rr = PaintShape.raster(r, scale)
                    let rx = min(Double(cs.width) * scale, rr.width / 2), ry = min(Double(cs.height) * scale, rr.height / 2)
                    if abs(rx - ry) < 1e-9 {
                        let style: CornerStyle = cornerStyle == .continuous ? .continuous : .circular
                        cachedFill(kind: style == .continuous ? 1 : 0, rr, radius: rx, lineWidth: 0, rule: rule, color: color.premultiplied) {
                            var p = RasterPath(); p.addRoundedRect($0, cornerRadius: rx, style: style); return p
                        }
                    } else {
                        canvas.fill(shape.rasterPath(scale: CGFloat(scale)), color: color.premultiplied, fillRule: rule)
                    }
                } else if case .ellipse(let r) = shape {
                    cachedFill(kind: 2, PaintShape.raster(r, scale), radius: 0, lineWidth: 0, rule: rule, color: color.premultiplied) {
                        var p = RasterPath(); p.addEllipse(in: $0); return p
                    }
                } else {
                    canvas.fill(shape.rasterPath(scale: CGFloat(scale)), color: color.premultiplied, fillRule: rule)
                }
            case .backdrop(let shape, let blur, let tint, let rule):
                let path = shape.rasterPath(scale: CGFloat(scale))
                guard let mask = Rasterizer.coverage(of: path, fillRule: rule, width: canvas.width, height: canvas.height) else { return }
                canvas.blurBackdrop(under: mask, sigma: Double(blur) * scale)
                if !tint.isInvisible { canvas.fill(mask, color: tint.premultiplied) }
            case .fillGradient(let shape, let gradient, let frame, let rule):
                canvas.fill(shape.rasterPath(scale: CGFloat(scale)), shader: gradient.shader(in: frame, scale: scale), fillRule: rule)
            case .stroke(let shape, let color, let style):
                stroke(shape, color: color, style: style)
            case .strokeGradient(let shape, let gradient, let frame, let style):
                guard let (path, params) = strokePath(shape, style: style) else { break }
                canvas.fill(Stroker.outline(of: path, style: params), shader: gradient.shader(in: frame, scale: scale), fillRule: .nonZero)
            case .image(let drawing):
                image(drawing)
            case .glyphs(let run, let color, let origin):
                glyphs(run, color: color.premultiplied, origin: origin)
            case .pushClip(let shape, let rule):
                canvas.saveClip()
                clips += 1
                if case .rect(let r) = shape {
                    canvas.clip(to: PaintShape.raster(r, scale))
                } else {
                    canvas.clip(to: shape.rasterPath(scale: CGFloat(scale)), fillRule: rule)
                }
            case .popClip:
                guard clips > 0 else { return }
                canvas.restoreClip()
                clips -= 1
            case .beginLayer:
                canvas.beginLayer(bounds: layerBounds[index])
                layers += 1
            case .endLayer(let opacity, let shadow):
                guard layers > 0 else { return }
                layers -= 1
                let drop = shadow.map {
                    DropShadow(
                        color: $0.color.premultiplied, radius: Double($0.radius) * scale,
                        offsetX: Double($0.x) * scale, offsetY: Double($0.y) * scale)
                }
                canvas.endLayer(opacity: opacity, shadow: drop)
            case .endInnerShadowLayer(let s):
                guard layers > 0 else { return }
                layers -= 1
                canvas.endLayer(
                    innerShadow: DropShadow(
                        color: s.color.premultiplied, radius: Double(s.radius) * scale,
                        offsetX: Double(s.x) * scale, offsetY: Double(s.y) * scale))
            case .endProjectedLayer(let h):
                guard layers > 0 else { return }
                layers -= 1
                canvas.endLayer(projection: DisplayListRenderer.pixelProjection(h, scale: scale))
            case .endFilteredLayer(let filter):
                guard layers > 0 else { return }
                layers -= 1
                canvas.endLayer(filter: DisplayListRenderer.rasterFilter(filter, scale: scale))
            case .endMaskLayer:
                guard layers > 0 else { return }
                layers -= 1
                canvas.endMaskLayer()
            case .endBlendedLayer(let mode):
                guard layers > 0 else { return }
                layers -= 1
                // The raster's operators carry the API's names.
                canvas.endLayer(blend: CompositeOperator(rawValue: mode.name) ?? .normal)
            case .endTransformedLayer(let a, let b, let c, let d, let tx, let ty):
                guard layers > 0 else { return }
                layers -= 1
                canvas.endLayer(transform: RasterTransform(a: a, b: b, c: c, d: d, tx: tx * scale, ty: ty * scale))
            case .debugRect(let rect, let color, let width):
                debugRect(rect, color: color.premultiplied, width: width)
            case .debugLine(let y, let color, let width):
                let w = max(1, width)
                let top = PixelIndex.nearest(Double(y) * scale, 0, max(0, canvas.height - w))
                canvas.fillRect(RasterRect(x: 0, y: Double(top), width: Double(canvas.width), height: Double(w)), color: color.premultiplied)
            }
        }

        /// Fills a shape built by `build` from `rect` (device pixels), through a coverage mask that
        /// is rasterized once per shape kind, size and fractional pixel offset (the shape is built
        /// relative to a whole-pixel origin a little above and to the left of it) and reused
        /// wherever the same shape recurs, moved by whole pixels.
        mutating func cachedFill(
            kind: Int, _ rect: RasterRect, radius: Double, lineWidth: Double, rule: FillRule,
            color: PremultipliedColor, build: (RasterRect) -> RasterPath
        ) {
            let margin = lineWidth / 2 + 1
            let ox = (rect.minX - margin).rounded(.down), oy = (rect.minY - margin).rounded(.down)
            let local = RasterRect(x: rect.minX - ox, y: rect.minY - oy, width: rect.width, height: rect.height)
            let extentX = local.maxX + margin + 1, extentY = local.maxY + margin + 1
            guard ox.isFinite, oy.isFinite, abs(ox) < 1e9, abs(oy) < 1e9, extentX.isFinite, extentY.isFinite,
                extentX * extentY <= Double(min(canvas.width * canvas.height, 1 << 22))
            else {
                canvas.fill(build(rect), color: color, fillRule: rule)
                return
            }
            let key = MaskKey(
                kind: kind, x: local.x, y: local.y, width: local.width, height: local.height,
                radius: radius, lineWidth: lineWidth, evenOdd: rule == .evenOdd)
            let mask: CoverageMask?
            if let cached = masks[key] {
                mask = cached
            } else {
                mask = Rasterizer.coverage(
                    of: build(local), fillRule: rule,
                    width: PixelIndex.ceil(extentX, 0, 1 << 22), height: PixelIndex.ceil(extentY, 0, 1 << 22))
                masks[key] = .some(mask)
            }
            guard var m = mask else { return }
            m.x += Int(ox); m.y += Int(oy)
            canvas.fill(m, color: color)
        }

        mutating func stroke(_ shape: PaintShape, color: ColorValue, style: StrokeStyle) {
            guard !color.isInvisible, style.lineWidth > 0 else { return }
            let c = color.premultiplied
            let dashed = !style.dash.isEmpty && style.dash.contains { $0 > 0 }
            if !dashed, let lw = strokeWidth(shape, style) {
                switch shape {
                case .rect(let r) where style.lineJoin == .miter && style.miterLimit >= 1.5:
                    cachedFill(kind: 3, PaintShape.raster(r, scale), radius: 0, lineWidth: lw, rule: .evenOdd, color: c) {
                        Stroker.ring(rect: $0, lineWidth: lw)
                    }
                    return
                case .roundedRect(let r, let cs, let cornerStyle) where abs(cs.width - cs.height) < 1e-9:
                    let radius = Double(cs.width) * scale
                    let style: CornerStyle = cornerStyle == .continuous ? .continuous : .circular
                    cachedFill(
                        kind: style == .continuous ? 5 : 4, PaintShape.raster(r, scale), radius: radius, lineWidth: lw,
                        rule: .evenOdd, color: c
                    ) {
                        Stroker.ring(roundedRect: $0, cornerRadius: radius, style: style, lineWidth: lw)
                    }
                    return
                case .ellipse(let r):
                    cachedFill(kind: 6, PaintShape.raster(r, scale), radius: 0, lineWidth: lw, rule: .evenOdd, color: c) {
                        Stroker.ring(ellipseIn: $0, lineWidth: lw)
                    }
                    return
                default:
                    break
                }
            }
            guard let (path, params) = strokePath(shape, style: style) else { return }
            canvas.stroke(path, style: params, color: c)
        }

        /// The stroke's width in pixels; widths past the canvas are capped at one that covers the
        /// same pixels. Nil when the path reaches no finite point.
        func strokeWidth(_ shape: PaintShape, _ style: StrokeStyle) -> Double? {
            var lw = Double(style.lineWidth) * scale
            let canvasExtent = Double(canvas.width + canvas.height)
            if !(lw <= 4 * canvasExtent) {
                // Wider than the canvas: every canvas pixel within reach of the path is covered
                // by any width past 2 x (canvas extent + farthest path point), so stroke with
                // that instead of a width (1e308, Int.max) whose arithmetic overflows.
                let far = shape.rasterPath(scale: CGFloat(scale)).elements.reduce(0.0) { m, e in max(m, e.farthestCoordinate) }
                guard far.isFinite else { return nil }
                lw = min(lw, 4 * (canvasExtent + far))
            }
            return lw
        }

        /// The path a stroke follows in pixels (dashed when the style has dashes) and the
        /// stroke's parameters; nil when nothing is stroked.
        func strokePath(_ shape: PaintShape, style: StrokeStyle) -> (RasterPath, StrokeParameters)? {
            guard style.lineWidth > 0, let lw = strokeWidth(shape, style) else { return nil }
            var path = shape.rasterPath(scale: CGFloat(scale))
            if !style.dash.isEmpty && style.dash.contains(where: { $0 > 0 }) {
                path = Dasher.dash(path, pattern: style.dash.map { Double($0) * scale }, phase: Double(style.dashPhase) * scale)
            }
            return (path, style.parameters(lineWidth: lw))
        }

        func glyphs(_ run: GlyphRun, color: PremultipliedColor, origin: CGPoint) {
            if color.a == 0 { return }
            let cache = run.maskCache ?? DisplayListRenderer.sharedGlyphCache
            let s = CGFloat(scale)
            // Text far off the canvas (an offset of 1e308) or glyphs larger than any canvas draw nothing.
            let limit = Double(DisplayListRenderer.maxGlyphPixels + max(canvas.width, canvas.height))
            let by = Double(origin.y * s)
            guard by.isFinite, abs(by) < limit else { return }
            let baseline = Int(by.rounded())
            for g in run.glyphs {
                let gx = Double((origin.x + g.x) * s), px = Double(g.size * s)
                guard gx.isFinite, abs(gx) < limit, px.isFinite, px > 0, px <= Double(DisplayListRenderer.maxGlyphPixels) else { continue }
                let place = GlyphMask.placement(ofPixelX: (origin.x + g.x) * s)
                guard let mask = cache.mask(face: g.face, glyph: g.glyph, pixelSize: g.size * s, subpixelX: place.subpixel, xScale: g.xScale),
                    mask.width > 0, mask.height > 0
                else { continue }
                let gy = g.y == 0 ? baseline : baseline + Int((Double(g.y * s)).rounded())
                if let image = mask.color {
                    // A colour glyph (emoji) keeps its own colours; the text colour's alpha fades it.
                    let k = Double(image.scale)
                    let rect = RasterRect(
                        x: gx + Double(image.left) * k, y: Double(gy) - Double(image.top) * k,
                        width: Double(image.width) * k, height: Double(image.height) * k)
                    canvas.draw(
                        Bitmap(width: image.width, height: image.height, pixels: image.rgba), in: rect,
                        interpolation: .linear, opacity: Double(color.a) / 255)
                    continue
                }
                canvas.drawAlphaMask(
                    mask.coverage, width: mask.width, height: mask.height,
                    atX: place.pixel + mask.left, y: gy - mask.top, color: color)
            }
        }

        mutating func image(_ d: ImageDrawing) {
            guard let bitmap = DecodedImageCache.shared.bitmap(for: d.source), bitmap.width > 0, bitmap.height > 0 else { return }
            let dest = PaintShape.raster(d.rect, scale)
            let interpolation: Interpolation = d.interpolation == .none ? .none : .linear
            let pixelScale = d.source.pixelScale > 0 ? Double(d.source.pixelScale) : 1
            if d.tiled, let tile = d.tile {
                // An image paint: tiles of a region of the image, at a size of their own.
                let unit = tile.sourceRect
                guard
                    let region = bitmap.cropped(
                        toUnit: RasterRect(
                            x: Double(unit.minX), y: Double(unit.minY),
                            width: Double(unit.width), height: Double(unit.height)))
                else { return }
                let tileScale = Double(tile.size.width) * scale / Double(region.width)
                guard tileScale.isFinite, tileScale > 0 else { return }
                canvas.drawTiled(region, in: dest, tileScale: tileScale, interpolation: interpolation)
            } else if d.tiled {
                canvas.drawTiled(bitmap, in: dest, tileScale: scale / pixelScale, interpolation: interpolation)
            } else if d.capInsets == EdgeInsets() {
                let key = SampledKey(
                    source: ObjectIdentifier(d.source), placement: SampledImage.Placement(dest),
                    smooth: interpolation == .linear)
                var image = sampled[key]
                if image == nil,
                    let made = SampledImage(
                        bitmap, in: dest, interpolation: interpolation,
                        maxPixels: canvas.width * canvas.height)
                {
                    image = made
                    sampled[key] = made
                }
                if let image {
                    canvas.draw(
                        image, atX: PixelIndex.floor(dest.minX, -PixelIndex.far, PixelIndex.far),
                        y: PixelIndex.floor(dest.minY, -PixelIndex.far, PixelIndex.far))
                } else {
                    canvas.draw(bitmap, in: dest, interpolation: interpolation)
                }
            } else {
                NineSlice.draw(
                    bitmap, pixelScale: pixelScale, capInsets: d.capInsets, in: dest, scale: scale,
                    interpolation: interpolation, on: canvas)
            }
        }

        func debugRect(_ rect: CGRect, color: PremultipliedColor, width: Int) {
            let w = max(1, width)
            let x0 = PixelIndex.nearest(Double(rect.minX) * scale, -1, canvas.width + 1)
            let x1 = PixelIndex.nearest(Double(rect.maxX) * scale, -1, canvas.width + 1)
            let y0 = PixelIndex.nearest(Double(rect.minY) * scale, -1, canvas.height + 1)
            let y1 = PixelIndex.nearest(Double(rect.maxY) * scale, -1, canvas.height + 1)
            guard x1 > x0, y1 > y0 else { return }
            func fill(_ x: Int, _ y: Int, _ fw: Int, _ fh: Int) {
                guard fw > 0, fh > 0 else { return }
                canvas.fillRect(RasterRect(x: Double(x), y: Double(y), width: Double(fw), height: Double(fh)), color: color)
            }
            if x1 - x0 <= 2 * w || y1 - y0 <= 2 * w {
                fill(x0, y0, x1 - x0, y1 - y0)
                return
            }
            fill(x0, y0, x1 - x0, w)
            fill(x0, y1 - w, x1 - x0, w)
            fill(x0, y0 + w, w, y1 - y0 - 2 * w)
            fill(x1 - w, y0 + w, w, y1 - y0 - 2 * w)
        }
    }
}

extension DisplayListRenderer {
    /// A layer filter in device pixels.
    static func rasterFilter(_ f: EffectFilter, scale: Double) -> LayerFilter {
        switch f {
        case .colorMatrix(let m): return .colorMatrix(m)
        case .blur(let radius, let opaque): return .blur(sigma: max(0, radius) * scale / 2, opaque: opaque)
        case .alphaThreshold(let lo, let hi, let color): return .alphaThreshold(min: lo, max: hi, color: color)
        }
    }
}
