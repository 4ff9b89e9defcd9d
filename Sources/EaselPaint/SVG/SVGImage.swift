import Foundation
import EaselLayout
import EaselRaster
import EaselText

/// An SVG drawing as a display list in points, as an asset catalog's vector image (`.svg` in an
/// `.imageset`) is drawn: the document's size (its `width` and `height`, else its `viewBox`) in
/// points, its `viewBox` fitted into it as `preserveAspectRatio` says.
///
/// Drawn: `path`, `rect`, `circle`, `ellipse`, `line`, `polyline`, `polygon`, in groups and
/// `<use>` references, with their transforms; fills and strokes in colours and in linear and
/// radial gradients (`fill="url(#g)"`), with the fill rule, opacities (a group's `opacity` as one
/// layer), line caps, joins and dashes; `clip-path`; the styles of `style` attributes and of the
/// document's `<style>` sheet (class, id and element selectors). A `mask` clips to its shapes
/// (its luminance is not read); text, embedded images, patterns and filters are not drawn.
package struct SVGImage {
    /// The drawing's size in points.
    package let size: CGSize
    /// What it draws, in points from its top left corner.
    package let displayList: DisplayList

    /// A side longer than this (in points) is refused.
    package static let maxSide: CGFloat = 4096

    /// Reads a document; nil when it is not SVG, has no size, or is larger than the limits.
    package init?(svg text: String) {
        guard let root = SVGNode.parse(text) else { return nil }
        let viewBox = root.attributes["viewBox"].flatMap(Self.viewBox)
        let width = root.attributes["width"].flatMap(Self.absoluteLength) ?? viewBox?.width
        let height = root.attributes["height"].flatMap(Self.absoluteLength) ?? viewBox?.height
        guard let width, let height, width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide else { return nil }
        size = CGSize(width: width, height: height)
        var base = SVGTransform.identity
        if let v = viewBox {
            base = Self.fit(v, into: size, aspect: root.attributes["preserveAspectRatio"] ?? "xMidYMid meet")
        }
        var drawing = Drawing(ids: root.elementsByID(), sheet: SVGStyleSheet(root.styleSheets()))
        // The root's own `x`, `y` and `transform` do not move an outermost `<svg>`.
        let style = SVGStyle().child(root, drawing.sheet)
        drawing.children(of: root, style: style, ctm: base, depth: 0)
        displayList = drawing.list
    }

    /// The drawing in pixels at `scale` pixels per point.
    package func render(scale: CGFloat) throws -> RasterCanvas {
        try DisplayListRenderer.render(displayList, size: size, scale: scale)
    }

    /// `viewBox="minX minY width height"`.
    static func viewBox(_ text: String) -> CGRect? {
        let n = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
        guard n.count == 4, n.allSatisfy(\.isFinite), n[2] > 0, n[3] > 0 else { return nil }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// A width or height that is not a percentage.
    static func absoluteLength(_ text: String) -> CGFloat? {
        text.hasSuffix("%") ? nil : SVGStyle.length(text)
    }

    /// The transform that shows `box` in a viewport of `size` (`preserveAspectRatio`).
    static func fit(_ box: CGRect, into size: CGSize, aspect: String) -> SVGTransform {
        let parts = aspect.split(separator: " ")
        let align = parts.first.map(String.init) ?? "xMidYMid"
        var sx = size.width / box.width, sy = size.height / box.height
        if align != "none" {
            let s = parts.count > 1 && parts[1] == "slice" ? max(sx, sy) : min(sx, sy)
            (sx, sy) = (s, s)
        }
        var tx = -box.minX * sx, ty = -box.minY * sy
        let extraX = size.width - box.width * sx, extraY = size.height - box.height * sy
        if align.contains("xMid") { tx += extraX / 2 } else if align.contains("xMax") { tx += extraX }
        if align.contains("YMid") { ty += extraY / 2 } else if align.contains("YMax") { ty += extraY }
        return SVGTransform(a: sx, d: sy, e: tx, f: ty)
    }

    /// The walk over the document that fills the display list.
    private struct Drawing {
        let ids: [String: SVGNode]
        let sheet: SVGStyleSheet
        var list = DisplayList()
        /// `<use>` may name its own ancestors; references nest at most this deep.
        static let maxUseDepth = 16

        mutating func children(of node: SVGNode, style: SVGStyle, ctm: SVGTransform, depth: Int) {
            for child in node.children { draw(child, parent: style, ctm: ctm, depth: depth) }
        }

        mutating func draw(_ node: SVGNode, parent: SVGStyle, ctm outer: SVGTransform, depth: Int) {
            let style = parent.child(node, sheet)
            guard style.displayed, style.opacity > 0 else { return }
            var ctm = outer
            if let t = node.attributes["transform"] {
                guard let own = SVGTransform(svgTransform: t) else { return }
                ctm = own.then(outer)
            }
            let outline = SVGShapes.outline(node)
            switch node.name {
            case "g", "a", "switch", "svg", "use": break
            default: if outline == nil { return }  // definitions, text, images, filters: not drawn here
            }
            let layered = style.opacity < 1
            if layered { list.append(.beginLayer) }
            let clips = clip(style, node: node, outline: outline, ctm: ctm)
            if !(clips?.isEmpty ?? false) {
                for c in clips ?? [] { list.append(.pushClip(.path(PaintShape.rasterPath(c.path)), fillRule: c.rule)) }
                switch node.name {
                case "use":
                    let x = node.attributes["x"].flatMap(SVGStyle.length) ?? 0, y = node.attributes["y"].flatMap(SVGStyle.length) ?? 0
                    let href = (node.attributes["href"] ?? node.attributes["xlink:href"]).map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
                    if depth < Self.maxUseDepth, let target = href.flatMap({ ids[$0] }) {
                        let moved = SVGTransform(e: x, f: y).then(ctm)
                        if target.name == "symbol" {
                            children(of: target, style: style.child(target, sheet), ctm: moved, depth: depth + 1)
                        } else {
                            draw(target, parent: style, ctm: moved, depth: depth + 1)
                        }
                    }
                case "g", "a", "switch", "svg":
                    children(of: node, style: style, ctm: ctm, depth: depth)
                default:
                    if let outline, style.visible { paint(outline, style, ctm) }
                }
                for _ in clips ?? [] { list.append(.popClip) }
            }
            if layered { list.append(.endLayer(opacity: style.opacity, shadow: nil)) }
        }

        /// The clip outlines of an element's `clip-path` (and its `mask`, taken as a clip), in
        /// points; `[]` when a clip leaves nothing to draw, nil when there is no clip.
        func clip(_ style: SVGStyle, node: SVGNode, outline: [PathElement]?, ctm: SVGTransform) -> [(path: [PathElement], rule: FillRule)]? {
            var out: [(path: [PathElement], rule: FillRule)] = []
            for (id, isMask) in [(style.clipPath, false), (style.mask, true)] {
                guard let id else { continue }
                guard let clipNode = ids[id] else { continue }  // a missing reference clips nothing
                var space = ctm
                if let t = clipNode.attributes["transform"], let own = SVGTransform(svgTransform: t) { space = own.then(ctm) }
                let units = clipNode.attributes[isMask ? "maskContentUnits" : "clipPathUnits"] ?? "userSpaceOnUse"
                if units == "objectBoundingBox" {
                    let box = PathElement.inkBounds(of: outline ?? [])
                    guard box.width > 0, box.height > 0 else { return [] }
                    space = SVGTransform(a: box.width, d: box.height, e: box.minX, f: box.minY).then(space)
                }
                var path: [PathElement] = []
                var rule: FillRule = .nonZero
                let clipStyle = SVGStyle().child(clipNode, sheet)
                for child in clipNode.children {
                    let s = clipStyle.child(child, sheet)
                    guard s.displayed, let shape = SVGShapes.outline(child) else { continue }
                    var shapeSpace = space
                    if let t = child.attributes["transform"], let own = SVGTransform(svgTransform: t) { shapeSpace = own.then(space) }
                    path += shape.map { $0.mapped(shapeSpace.apply) }
                    rule = isMask ? .nonZero : s.clipRule
                }
                guard !path.isEmpty, PaintShape.isWithinVectorLimits(path) else { return [] }
                out.append((path, rule))
            }
            return style.clipPath == nil && style.mask == nil ? nil : out
        }

        /// Fills, then strokes, a shape's outline (in user units) in the transform `ctm`.
        mutating func paint(_ outline: [PathElement], _ style: SVGStyle, _ ctm: SVGTransform) {
            let path = outline.map { $0.mapped(ctm.apply) }
            guard PaintShape.isWithinVectorLimits(path) else { return }
            let shape = PaintShape.path(PaintShape.rasterPath(path))
            let bounds = PathElement.inkBounds(of: outline)
            switch resolve(style.fill, style, opacity: style.fillOpacity, bounds: bounds, ctm: ctm, device: path) {
            case .color(let c)?: list.append(.fill(shape, color: c, fillRule: style.fillRule))
            case .gradient(let g, let frame)?: list.append(.fillGradient(shape, gradient: g, frame: frame, fillRule: style.fillRule))
            case nil: break
            }
            let widthScale = sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c))
            let width = style.strokeWidth * widthScale
            guard width > 0, width.isFinite else { return }
            let stroke = StrokeStyle(
                lineWidth: width, lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit,
                dash: style.dash.map { $0 * widthScale }, dashPhase: style.dashOffset * widthScale)
            switch resolve(style.stroke, style, opacity: style.strokeOpacity, bounds: bounds, ctm: ctm, device: path) {
            case .color(let c)?: list.append(.stroke(shape, color: c, style: stroke))
            case .gradient(let g, let frame)?: list.append(.strokeGradient(shape, gradient: g, frame: frame, style: stroke))
            case nil: break
            }
        }

        /// A paint as a colour or a gradient over the shape's frame in points; nil for none.
        func resolve(
            _ paint: SVGStyle.Paint, _ style: SVGStyle, opacity: Double, bounds: CGRect, ctm: SVGTransform, device: [PathElement]
        ) -> SVGGradients.Paint? {
            switch paint {
            case .nothing: return nil
            case .color(let c): return .color(c.multiplyingOpacity(opacity))
            case .currentColor: return .color(style.color.multiplyingOpacity(opacity))
            case .server(let id, let fallback):
                guard let server = ids[id] else { return fallback.map { .color($0.multiplyingOpacity(opacity)) } }
                return SVGGradients.paint(server, ids: ids, sheet: sheet, opacity: opacity, bounds: bounds, ctm: ctm, device: device)
            }
        }
    }
}
