import Foundation
import EaselLayout
import EaselRaster
import EaselText

/// Turns a placed tree into a display list: every visible node's drawing, in draw order.
///
/// - Children are visited in order, so a background (drawn first by `SecondaryNode`) lies under
///   its primary and an overlay or border over it.
/// - Hidden subtrees (`isHidden`) draw nothing.
/// - `EffectNode` wraps its subtree: a clip becomes `pushClip` … `popClip`; an opacity below 1 a
///   layer composited at that opacity (a zero opacity skips the subtree); a shadow a layer whose
///   alpha casts the shadow under it.
/// - Shapes are filled or stroked in their frame; invisible colours (`Color.clear`) are skipped.
///   `strokeBorder` (inside) strokes the shape inset by half the line width, so the band lies
///   inside the frame; a plain stroke straddles the outline.
/// - Text draws one glyph run per measured line with its baseline origin at
///   (frame.minX + line.x, frame.minY + line.baseline).
/// - Dividers fill their frame; images fill theirs (tiled or stretched); symbols fill their outline,
///   stretched to their frame.
package enum Painter {
    /// The display list for `root`, laid out with `context` (the same context as layout: text is
    /// re-measured through its measurer, from the engine's cache).
    ///
    /// Glyphs come from `context.measurer` when it is a `FreeTypeTextEngine`; otherwise from
    /// a shared engine (the lines still come from the context's measurer).
    package static func displayList(for root: PlacedNode, context: LayoutContext, options: PaintOptions = .default) -> DisplayList {
        var list = DisplayList()
        let engine = (context.measurer as? FreeTypeTextEngine) ?? sharedEngine
        paint(root, context, engine, .infinite, &list)
        if options.debug {
            let lines = options.debugAlignmentLines + DebugOverlay.customAlignmentLines(in: root, context)
            list.append(contentsOf: DebugOverlay.commands(for: root, scale: context.scale, alignmentLines: lines))
        }
        return list
    }

    /// The engine used to shape text measured by something else.
    static let sharedEngine = FreeTypeTextEngine()

    /// `visible` bounds what the enclosing clips let through (infinite without a clip); a node with
    /// `drawsOnlyVisibleChildren` skips children entirely outside it.
    private static func paint(_ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ visible: CGRect, _ list: inout DisplayList) {
        if p.isHidden { return }
        switch p.node {
        case let shape as ShapeNode:
            if let drawing = shape.drawing as? ShapeDrawing { paintShape(drawing, in: p.pixelFrame(scale: ctx.scale), &list) }
        case let text as TextNode:
            paintText(text, p, ctx, engine, &list)
        case let image as ImageNode:
            paintImage(image, in: p.pixelFrame(scale: ctx.scale), &list)
        case let symbol as SymbolNode:
            if let drawing = symbol.drawing as? SymbolDrawing { paintSymbol(drawing, in: p.pixelFrame(scale: ctx.scale), &list) }
        case let divider as DividerNode:
            let frame = p.pixelFrame(scale: ctx.scale)
            if let color = divider.drawing as? ColorValue, !color.isInvisible, frame.width > 0, frame.height > 0 {
                list.append(.fill(.rect(frame), color: color, fillRule: .nonZero))
            }
        case let effect as EffectNode:
            if let drawing = effect.effect as? Effect {
                paintEffect(drawing, p, ctx, engine, visible, &list)
                return
            }
        case let masked as SecondaryNode where masked.role == .mask:
            paintMasked(p, ctx, engine, visible, &list)
            return
        default:
            break
        }
        paintChildren(p, ctx, engine, visible, &list)
    }

    private static func paintChildren(_ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ visible: CGRect, _ list: inout DisplayList) {
        let cull = p.node.drawsOnlyVisibleChildren && !visible.isInfinite
        var children = p.children
        if children.contains(where: { $0.node.zIndex != 0 }) {
            // Stable: siblings of equal zIndex keep their order.
            children = ChildList(
                children.enumerated().sorted { ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset) }.map(\.element))
        }
        for child in children {
            if cull, !child.frame.intersects(visible) { continue }
            paint(child, ctx, engine, visible, &list)
        }
    }

    private static func paintEffect(
        _ effect: Effect, _ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ visible: CGRect, _ list: inout DisplayList
    ) {
        switch effect {
        case .clip(let geometry, let evenOdd):
            list.append(.pushClip(PaintShape(geometry, in: p.pixelFrame(scale: ctx.scale)), fillRule: evenOdd ? .evenOdd : .nonZero))
            // Built-in shapes lie inside their frame; a custom path may not, so it narrows nothing.
            if case .path = geometry {
                paintChildren(p, ctx, engine, visible, &list)
            } else {
                paintChildren(p, ctx, engine, visible.intersection(p.pixelFrame(scale: ctx.scale)), &list)
            }
            list.append(.popClip)
        case .opacity(let opacity):
            if !(opacity > 0) { return }
            if opacity >= 1 { paintChildren(p, ctx, engine, visible, &list); return }
            paintInLayer(p, ctx, engine, visible, &list, ending: .endLayer(opacity: opacity, shadow: nil))
        case .transform(let a, let b, let c, let d, let tx, let ty, let anchor):
            // About the anchor point of the frame, in canvas points: move it to the origin,
            // transform, move back. What the transform brings into view may lie outside
            // `visible` before it: no culling.
            let ox = Double(p.pixelFrame(scale: ctx.scale).minX + anchor.x * p.pixelFrame(scale: ctx.scale).width),
                oy = Double(p.pixelFrame(scale: ctx.scale).minY + anchor.y * p.pixelFrame(scale: ctx.scale).height)
            paintInLayer(
                p, ctx, engine, .infinite, &list,
                ending: .endTransformedLayer(a: a, b: b, c: c, d: d, tx: ox + tx - (a * ox + c * oy), ty: oy + ty - (b * ox + d * oy)))
        case .rotation3D(let radians, let axis, let anchor, let anchorZ, let perspective):
            guard
                let h = Rotation3D.projection(
                    radians: radians, axis: axis, anchor: anchor, anchorZ: anchorZ,
                    perspective: perspective, frame: p.pixelFrame(scale: ctx.scale))
            else {
                paintChildren(p, ctx, engine, visible, &list); return
            }
            paintInLayer(p, ctx, engine, .infinite, &list, ending: .endProjectedLayer(h))
        case .filter(let filter):
            // A blur brings in what lies just outside `visible`: no culling.
            paintInLayer(p, ctx, engine, .infinite, &list, ending: .endFilteredLayer(filter))
        case .group:
            paintInLayer(p, ctx, engine, visible, &list, ending: .endLayer(opacity: 1, shadow: nil))
        case .blend(let mode):
            if mode.isNormal { paintChildren(p, ctx, engine, visible, &list); return }
            paintInLayer(p, ctx, engine, visible, &list, ending: .endBlendedLayer(mode))
        case .shadow(let color, let radius, let x, let y):
            if color.isInvisible { paintChildren(p, ctx, engine, visible, &list); return }
            paintInLayer(
                p, ctx, engine, visible, &list,
                ending: .endLayer(opacity: 1, shadow: PaintShadow(color: color, radius: max(0, radius), x: x, y: y)))
        case .innerShadow(let color, let radius, let x, let y):
            if color.isInvisible { paintChildren(p, ctx, engine, visible, &list); return }
            paintInLayer(
                p, ctx, engine, visible, &list,
                ending: .endInnerShadowLayer(PaintShadow(color: color, radius: max(0, radius), x: x, y: y)))
        }
    }

    /// A masked view: its primary drawn into a layer, then its mask into a layer above it that
    /// keeps only as much of the primary as the mask's alpha covers. Nothing is drawn when either
    /// draws nothing (an empty mask hides the view, as in SwiftUI).
    private static func paintMasked(_ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ visible: CGRect, _ list: inout DisplayList) {
        guard p.children.count == 2 else { paintChildren(p, ctx, engine, visible, &list); return }
        let mark = list.count
        list.append(.beginLayer)
        paint(p.children[0], ctx, engine, visible, &list)
        let contentEnd = list.count
        list.append(.beginLayer)
        paint(p.children[1], ctx, engine, visible, &list)
        if contentEnd == mark + 1 || list.count == contentEnd + 1 { list.commands.removeSubrange(mark...); return }
        list.append(.endMaskLayer)
        list.append(.endLayer(opacity: 1, shadow: nil))
    }

    /// The node's children drawn into a layer closed by `end`; no layer when they draw nothing.
    private static func paintInLayer(
        _ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ visible: CGRect,
        _ list: inout DisplayList, ending end: DrawCommand
    ) {
        let mark = list.count
        list.append(.beginLayer)
        paintChildren(p, ctx, engine, visible, &list)
        if list.count == mark + 1 { list.commands.removeLast(); return }
        list.append(end)
    }

    private static func paintShape(_ node: ShapeDrawing, in frame: CGRect, _ list: inout DisplayList) {
        switch node.paint {
        case .fill(let color, let evenOdd):
            if color.isInvisible { return }
            let shape = PaintShape(node.geometry, in: frame)
            if case .path = shape {} else if !(frame.width > 0 && frame.height > 0) { return }
            list.append(.fill(shape, color: color, fillRule: evenOdd ? .evenOdd : .nonZero))
        case .material(let blur, let tint, let evenOdd):
            let shape = PaintShape(node.geometry, in: frame)
            if case .path = shape {} else if !(frame.width > 0 && frame.height > 0) { return }
            list.append(.backdrop(shape, blur: blur, tint: tint, fillRule: evenOdd ? .evenOdd : .nonZero))
        case .gradient(let gradient, let evenOdd):
            if gradient.isInvisible { return }
            let shape = PaintShape(node.geometry, in: frame)
            if case .path = shape {} else if !(frame.width > 0 && frame.height > 0) { return }
            list.append(.fillGradient(shape, gradient: gradient, frame: frame, fillRule: evenOdd ? .evenOdd : .nonZero))
        case .image(let tiles, let evenOdd):
            guard let source = tiles.source as? PaintableImageSource, frame.width > 0, frame.height > 0 else { return }
            list.append(.pushClip(PaintShape(node.geometry, in: frame), fillRule: evenOdd ? .evenOdd : .nonZero))
            list.append(.image(ImageDrawing(source: source, rect: frame, tiled: true, tile: (tiles.tileSize, tiles.sourceRect))))
            list.append(.popClip)
        case .imageStroke(let tiles, let style, let inside):
            guard let source = tiles.source as? PaintableImageSource, frame.width > 0, frame.height > 0, style.lineWidth > 0 else { return }
            // The tiles, over the frame and the stroke's reach outside it, kept where the stroke draws.
            let reach = inside ? 0 : style.lineWidth * max(1, style.miterLimit)
            // Whole tiles back from the frame's corner, so that they fall where a fill's would.
            let tile = tiles.tileSize
            let back = CGSize(width: (reach / tile.width).rounded(.up) * tile.width, height: (reach / tile.height).rounded(.up) * tile.height)
            let covered = CGRect(
                x: frame.minX - back.width, y: frame.minY - back.height,
                width: frame.width + back.width + reach, height: frame.height + back.height + reach)
            list.append(.beginLayer)
            list.append(.image(ImageDrawing(source: source, rect: covered, tiled: true, tile: (tiles.tileSize, tiles.sourceRect))))
            list.append(.beginLayer)
            list.append(.stroke(strokedShape(node, in: frame, style, inside: inside), color: ColorValue(red: 0, green: 0, blue: 0, opacity: 1), style: style))
            list.append(.endMaskLayer)
            list.append(.endLayer(opacity: 1, shadow: nil))
        case .stroke(let color, let style, let inside):
            if color.isInvisible || !(style.lineWidth > 0) { return }
            list.append(.stroke(strokedShape(node, in: frame, style, inside: inside), color: color, style: style))
        case .gradientStroke(let gradient, let style, let inside):
            if gradient.isInvisible || !(style.lineWidth > 0) { return }
            list.append(.strokeGradient(strokedShape(node, in: frame, style, inside: inside), gradient: gradient, frame: frame, style: style))
        }
    }

    /// The outline a stroke follows: the shape's, or for `strokeBorder` its inset by half the width.
    private static func strokedShape(_ node: ShapeDrawing, in frame: CGRect, _ style: StrokeStyle, inside: Bool) -> PaintShape {
        var shape = PaintShape(node.geometry, in: frame)
        if inside {
            if case .path = shape {
                // A custom shape's inset is its path in the inset frame (SwiftUI's InsettableShape
                // would do better; custom paths are not insettable there either).
                let h = style.lineWidth / 2
                shape = PaintShape(node.geometry, in: PaintShape.inset(frame, h))
            } else {
                shape = shape.outset(by: -style.lineWidth / 2)
            }
        }
        return shape
    }

    private static func paintText(_ node: TextNode, _ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ list: inout DisplayList) {
        if let ink = node.ink as? TextInk, ink.isPlaceholder {
            paintPlaceholderBars(node, ink.color, p, ctx, engine, &list)
            return
        }
        if let gradient = node.gradient {
            // The gradient over the text's frame, kept where the glyphs are (a mask layer).
            let mark = list.count
            list.append(.beginLayer)
            list.append(.fillGradient(.rect(p.pixelFrame(scale: ctx.scale)), gradient: gradient, frame: p.pixelFrame(scale: ctx.scale), fillRule: .nonZero))
            list.append(.beginLayer)
            let glyphsStart = list.count
            paintGlyphs(node, p, ctx, engine, &list)
            if list.count == glyphsStart { list.commands.removeSubrange(mark...); return }
            list.append(.endMaskLayer)
            list.append(.endLayer(opacity: 1, shadow: nil))
            return
        }
        paintGlyphs(node, p, ctx, engine, &list)
    }

    /// A redacted text: each line a bar as long as the line, over the middle of its line box
    /// (inset by `placeholderBarInset` of its height above and below), with rounded ends.
    private static func paintPlaceholderBars(
        _ node: TextNode, _ color: ColorValue, _ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ list: inout DisplayList
    ) {
        guard !color.isInvisible else { return }
        let fitted = node.fitted(p.proposal, ctx)
        let metrics = engine.resolve(fitted.style.font).lineMetrics
        let box = metrics.ascent + metrics.descent
        let inset = box * placeholderBarInset
        let height = box - 2 * inset
        guard height > 0 else { return }
        for line in fitted.measurement.lines where !line.text.isEmpty && line.width > 0 {
            let rect = CGRect(x: p.frame.minX + line.x, y: p.frame.minY + line.baseline - metrics.ascent + inset, width: line.width, height: height)
            let radius = min(placeholderBarMaxRadius, height / 2)
            list.append(.fill(.roundedRect(rect, cornerSize: CGSize(width: radius, height: radius), style: .continuous), color: color, fillRule: .nonZero))
        }
    }

    /// Easel's estimates of a redacted line's bar (docs/Differences.md): the fraction of the line
    /// box left above and below it, and the largest corner radius.
    static let placeholderBarInset: CGFloat = 0.15
    static let placeholderBarMaxRadius: CGFloat = 4

    private static func paintGlyphs(_ node: TextNode, _ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ list: inout DisplayList) {
        if !node.runs.isEmpty { paintRichText(node, p, ctx, engine, &list); return }
        let color = node.textInk.color
        if color.isInvisible { return }
        let fitted = node.fitted(p.proposal, ctx)
        for line in fitted.measurement.lines where !line.text.isEmpty {
            let glyphs = engine.glyphRun(for: line, style: fitted.style)
            if glyphs.isEmpty { continue }
            let origin = CGPoint(x: p.frame.minX + line.x, y: p.frame.minY + line.baseline)
            list.append(.glyphs(GlyphRun(text: line.text, glyphs: glyphs, maskCache: engine.glyphCache), color: color, origin: origin))
        }
    }

    /// A text of runs: each part of a line in its run's font and colour, then its underline and
    /// strikethrough as filled rectangles at the font's positions, in the run's decoration colour.
    private static func paintRichText(_ node: TextNode, _ p: PlacedNode, _ ctx: LayoutContext, _ engine: FreeTypeTextEngine, _ list: inout DisplayList) {
        let fitted = node.fitted(p.proposal, ctx)
        for line in fitted.measurement.lines {
            // Backgrounds first, so that no glyph of a neighbouring part is drawn under one.
            for part in line.runs where !part.text.isEmpty && part.width > 0 {
                let run = fitted.runs[part.run]
                guard let background = run.runInk.background, !background.isInvisible else { continue }
                let metrics = engine.resolve(run.font).lineMetrics
                let baseline = p.frame.minY + line.baseline - (run.baselineOffset.isFinite ? run.baselineOffset : 0)
                let rect = CGRect(
                    x: p.frame.minX + line.x + part.x, y: baseline - metrics.ascent, width: part.width,
                    height: metrics.ascent + metrics.descent)
                list.append(.fill(.rect(rect), color: background, fillRule: .nonZero))
            }
            for part in line.runs where !part.text.isEmpty {
                let run = fitted.runs[part.run]
                let ink = run.runInk
                let x = p.frame.minX + line.x + part.x
                let baseline = p.frame.minY + line.baseline - (run.baselineOffset.isFinite ? run.baselineOffset : 0)
                if let box = run.attachment {
                    // A symbol in the text: one box a character, its baseline on the line's.
                    guard let symbol = run.ink as? InlineSymbolInk else { continue }
                    let drawing = SymbolDrawing(naturalSize: box.size, outline: symbol.outline, evenOdd: symbol.isEvenOdd, color: symbol.color)
                    for k in 0..<part.text.count {
                        let rect = CGRect(x: x + CGFloat(k) * box.size.width, y: baseline - box.baseline, width: box.size.width, height: box.size.height)
                        paintSymbol(drawing, in: rect, &list)
                    }
                    continue
                }
                if !ink.color.isInvisible {
                    let glyphs = engine.glyphRun(for: part, of: run, style: fitted.style)
                    if !glyphs.isEmpty {
                        list.append(
                            .glyphs(
                                GlyphRun(text: part.text, glyphs: glyphs, maskCache: engine.glyphCache),
                                color: ink.color, origin: CGPoint(x: x, y: baseline)))
                    }
                }
                guard ink.underline != nil || ink.strikethrough != nil, part.width > 0 else { continue }
                let font = engine.resolve(run.font)
                for (decoration, line) in [(ink.underline, font.underline), (ink.strikethrough, font.strikethrough)] {
                    guard let decoration, !decoration.isInvisible else { continue }
                    let rect = CGRect(x: x, y: baseline + line.top, width: part.width, height: line.thickness)
                    list.append(.fill(.rect(rect), color: decoration, fillRule: .nonZero))
                }
            }
        }
    }

    private static func paintSymbol(_ node: SymbolDrawing, in frame: CGRect, _ list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        if case .gradient(let gradient, let evenOdd) = node.paint {
            list.append(.fillGradient(PaintShape(node.geometry, in: frame), gradient: gradient, frame: frame, fillRule: evenOdd ? .evenOdd : .nonZero))
            return
        }
        guard case .fill(let color, let evenOdd) = node.paint else { return }
        if let enclosure = node.enclosure, !enclosure.color.isInvisible {
            list.append(.fill(PaintShape(enclosure.geometry, in: frame), color: enclosure.color, fillRule: .nonZero))
        }
        if color.isInvisible { return }
        list.append(.fill(PaintShape(node.geometry, in: frame), color: color, fillRule: evenOdd ? .evenOdd : .nonZero))
    }

    private static func paintImage(_ node: ImageNode, in frame: CGRect, _ list: inout DisplayList) {
        if let placeholder = node.source as? PlaceholderImageFill {
            if frame.width > 0, frame.height > 0, !placeholder.color.isInvisible {
                list.append(.fill(.rect(frame), color: placeholder.color, fillRule: .nonZero))
            }
            return
        }
        guard let source = node.source as? PaintableImageSource, frame.width > 0, frame.height > 0 else { return }
        let tiled = node.resizing?.mode == .tile
        let caps = node.resizing?.capInsets ?? EdgeInsets()
        list.append(.image(ImageDrawing(source: source, rect: frame, interpolation: node.interpolation, tiled: tiled, capInsets: caps)))
    }
}
