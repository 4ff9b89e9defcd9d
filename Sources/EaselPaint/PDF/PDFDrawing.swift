import Foundation
import EaselLayout
import EaselRaster
import EaselText

/// Runs a page's content stream (ISO 32000-1 §8–9) into a display list in points: paths and
/// their fills, strokes and clips, colours in every colour space, constant opacity, blend modes,
/// axial and radial shadings (`sh` and shading patterns), and form XObjects (with their
/// transparency group as one layer). Text, images, soft masks and tiling patterns are not drawn.
struct PDFDrawing {
    let document: PDFDocument
    private(set) var list = DisplayList()
    /// Where the page is, in points, for `sh` (which fills the whole clip).
    let pageRect: CGRect

    /// A content stream runs at most this many operators, including those of its forms.
    static let maxOperators = 2_000_000
    /// Forms drawn inside forms, at most this deep.
    static let maxFormDepth = 12

    enum Paint {
        case color(ColorValue)
        /// A pattern of the resources by name.
        case pattern(String)
    }

    struct GraphicsState {
        var ctm: SVGTransform
        /// Where shading patterns' matrices start: the page's space, or the form's.
        var patternSpace: SVGTransform
        var fillSpace = PDFColorSpace.gray, strokeSpace = PDFColorSpace.gray
        var fill = Paint.color(.black), stroke = Paint.color(.black)
        var fillAlpha = 1.0, strokeAlpha = 1.0
        /// `/BM`: how what is painted combines with what is below.
        var blend = BlendMode.normal
        var lineWidth: CGFloat = 1, miterLimit: CGFloat = 10
        var lineCap = CGLineCap.butt, lineJoin = CGLineJoin.miter
        var dash: [CGFloat] = [], dashPhase: CGFloat = 0
        /// Clips pushed onto the display list while this state is current.
        var clips = 0
    }

    private var state: GraphicsState
    private var saved: [GraphicsState] = []
    private var resources: [String: PDFObject]?
    /// The path being built, in points.
    private var path: [PathElement] = []
    private var current = CGPoint.zero, subpathStart = CGPoint.zero
    private var pendingClip: FillRule?
    private var operators = 0
    /// The saved states of the stream being run: its `Q` does not restore past them.
    private var floor = 0

    init(document: PDFDocument, base: SVGTransform, pageRect: CGRect, resources: [String: PDFObject]?) {
        self.document = document
        self.pageRect = pageRect
        self.resources = resources
        state = GraphicsState(ctm: base, patternSpace: base)
    }

    /// Runs `content` with the current resources; forms call it again for theirs.
    mutating func run(_ content: [UInt8], formDepth: Int = 0) {
        var parser = PDFParser(content)
        var operands: [PDFObject] = []
        let outerFloor = floor
        floor = saved.count
        defer {
            while saved.count > floor { restore() }
            floor = outerFloor
        }
        while operators < Self.maxOperators {
            switch parser.next() {
            case .end:
                return
            case .object(let o):
                if operands.count >= 64 { operands.removeFirst() }
                operands.append(o)
            case .unexpected:
                operands.removeAll()
            case .keyword(let op):
                operators += 1
                if op == "BI" {
                    Self.skipInlineImage(&parser)
                } else {
                    execute(op, operands, formDepth: formDepth)
                }
                operands.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Moves past an inline image's `… ID data EI`.
    static func skipInlineImage(_ parser: inout PDFParser) {
        while true {
            switch parser.next() {
            case .keyword("ID"):
                let bytes = parser.bytes
                var i = parser.position + 1
                while i + 1 < bytes.count {
                    if bytes[i] == UInt8(ascii: "E"), bytes[i + 1] == UInt8(ascii: "I"), PDFParser.isWhitespace(bytes[i - 1]),
                        i + 2 >= bytes.count || PDFParser.isWhitespace(bytes[i + 2])
                    {
                        parser.position = i + 2
                        return
                    }
                    i += 1
                }
                parser.position = bytes.count
                return
            case .end: return
            default: continue
            }
        }
    }

    private mutating func save() {
        saved.append(state)
        state.clips = 0
    }

    private mutating func restore() {
        guard let previous = saved.popLast() else { return }
        for _ in 0..<state.clips { list.append(.popClip) }
        state = previous
    }

    private mutating func execute(_ op: String, _ operands: [PDFObject], formDepth: Int) {
        let n = operands.compactMap(\.number)
        func number(_ i: Int) -> CGFloat? { n.count == operands.count && i < n.count && n[i].isFinite ? CGFloat(n[i]) : nil }
        func point(_ i: Int) -> CGPoint? {
            guard let x = number(i), let y = number(i + 1) else { return nil }
            return state.ctm.apply(CGPoint(x: x, y: y))
        }
        switch op {
        // Graphics state
        case "q": if saved.count < 256 { save() }
        case "Q": if saved.count > floor { restore() }
        case "cm":
            guard n.count == 6, operands.count == 6, n.allSatisfy(\.isFinite) else { return }
            state.ctm = SVGTransform(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5]).then(state.ctm)
        case "w": if let w = number(0), w >= 0 { state.lineWidth = w }
        case "J": if let c = number(0) { state.lineCap = [.butt, .round, .square][min(max(Int(c), 0), 2)] }
        case "j": if let j = number(0) { state.lineJoin = [.miter, .round, .bevel][min(max(Int(j), 0), 2)] }
        case "M": if let m = number(0), m >= 1 { state.miterLimit = m }
        case "d":
            guard operands.count == 2, let a = operands[0].numbers, let phase = operands[1].number else { return }
            setDash(a, phase)
        case "gs":
            guard let name = operands.last?.name else { return }
            applyExtGState(document.value(document.value(resources, "ExtGState").dictionary, name).dictionary)

        // Paths
        case "m":
            guard let p = point(0) else { return }
            path.append(.move(to: p))
            (current, subpathStart) = (p, p)
        case "l":
            guard let p = point(0) else { return }
            path.append(.line(to: p))
            current = p
        case "c":
            guard let c1 = point(0), let c2 = point(2), let p = point(4) else { return }
            path.append(.curve(to: p, control1: c1, control2: c2))
            current = p
        case "v":
            guard let c2 = point(0), let p = point(2) else { return }
            path.append(.curve(to: p, control1: current, control2: c2))
            current = p
        case "y":
            guard let c1 = point(0), let p = point(2) else { return }
            path.append(.curve(to: p, control1: c1, control2: p))
            current = p
        case "h":
            path.append(.closeSubpath)
            current = subpathStart
        case "re":
            guard let x = number(0), let y = number(1), let w = number(2), let h = number(3) else { return }
            let corners = [CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h), CGPoint(x: x, y: y + h)].map(state.ctm.apply)
            path += [.move(to: corners[0]), .line(to: corners[1]), .line(to: corners[2]), .line(to: corners[3]), .closeSubpath]
            (current, subpathStart) = (corners[0], corners[0])

        // Painting and clipping
        case "S": paint(fill: nil, stroke: true, close: false)
        case "s": paint(fill: nil, stroke: true, close: true)
        case "f", "F": paint(fill: .nonZero, stroke: false, close: false)
        case "f*": paint(fill: .evenOdd, stroke: false, close: false)
        case "B": paint(fill: .nonZero, stroke: true, close: false)
        case "B*": paint(fill: .evenOdd, stroke: true, close: false)
        case "b": paint(fill: .nonZero, stroke: true, close: true)
        case "b*": paint(fill: .evenOdd, stroke: true, close: true)
        case "n": paint(fill: nil, stroke: false, close: false)
        case "W": pendingClip = .nonZero
        case "W*": pendingClip = .evenOdd

        // Colour
        case "g", "G", "rg", "RG", "k", "K":
            let space: PDFColorSpace = op.lowercased() == "g" ? .gray : op.lowercased() == "rg" ? .rgb : .cmyk
            guard let color = space.color(n) else { return }
            if op == op.lowercased() {
                (state.fillSpace, state.fill) = (space, .color(color))
            } else {
                (state.strokeSpace, state.stroke) = (space, .color(color))
            }
        case "cs", "CS":
            guard let name = operands.last,
                let space = PDFColorSpace(name, resources: resources, document: document)
            else { return }
            let paint = Paint.color(space.initialColor)
            if op == "cs" { (state.fillSpace, state.fill) = (space, paint) } else { (state.strokeSpace, state.stroke) = (space, paint) }
        case "sc", "scn", "SC", "SCN":
            let space = op.hasPrefix("s") ? state.fillSpace : state.strokeSpace
            let paint: Paint
            if let name = operands.last?.name {
                paint = .pattern(name)
            } else if let color = space.color(n) {
                paint = .color(color)
            } else {
                return
            }
            if op.hasPrefix("s") { state.fill = paint } else { state.stroke = paint }

        // Shadings and external objects
        case "sh":
            guard let name = operands.last?.name else { return }
            let shading = document.value(document.value(resources, "Shading").dictionary, name)
            let outline = Self.rectangle(pageRect)
            if let g = PDFShading.gradient(shading, space: state.ctm, device: outline, resources: resources, document: document) {
                list.append(
                    .fillGradient(.path(PaintShape.rasterPath(outline)), gradient: faded(g.gradient, state.fillAlpha), frame: g.frame, fillRule: .nonZero))
            }
        case "Do":
            guard let name = operands.last?.name, formDepth < Self.maxFormDepth else { return }
            let object = document.value(document.value(resources, "XObject").dictionary, name)
            guard let d = object.dictionary, d["Subtype"]?.name == "Form" else { return }
            blended { $0.drawForm(object, d, formDepth: formDepth) }
        default:
            break  // text, marked content, compatibility sections and type 3 glyph operators
        }
    }

    private mutating func setDash(_ array: [Double], _ phase: Double) {
        guard array.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else { return }
        state.dash = array.contains(where: { $0 > 0 }) ? array.map { CGFloat($0) } : []
        state.dashPhase = CGFloat(phase)
    }

    /// A graphics state parameter dictionary (`gs`): line style and constant opacity.
    private mutating func applyExtGState(_ d: [String: PDFObject]?) {
        guard let d else { return }
        if let w = document.value(d, "LW").number, w.isFinite, w >= 0 { state.lineWidth = w }
        if let c = document.value(d, "LC").int { state.lineCap = [.butt, .round, .square][min(max(c, 0), 2)] }
        if let j = document.value(d, "LJ").int { state.lineJoin = [.miter, .round, .bevel][min(max(j, 0), 2)] }
        if let m = document.value(d, "ML").number, m.isFinite, m >= 1 { state.miterLimit = m }
        if let dash = document.value(d, "D").array, dash.count == 2, let a = document.resolve(dash[0]).numbers,
            let phase = document.resolve(dash[1]).number
        {
            setDash(a, phase)
        }
        if let a = document.value(d, "CA").number, a.isFinite { state.strokeAlpha = min(max(a, 0), 1) }
        if let a = document.value(d, "ca").number, a.isFinite { state.fillAlpha = min(max(a, 0), 1) }
        switch document.value(d, "BM") {
        case .name(let n): state.blend = Self.blendMode(n)
        case .array(let a): state.blend = a.first.flatMap { document.resolve($0).name }.map(Self.blendMode) ?? .normal
        default: break
        }
    }

    /// A PDF blend mode's name (`Multiply`, `ColorDodge`, …) as Easel's; `Normal`, `Compatible`
    /// and names it does not know are normal.
    static func blendMode(_ name: String) -> BlendMode {
        guard let first = name.first, let mode = BlendMode(rawValue: first.lowercased() + name.dropFirst()),
            BlendMode.allCases.prefix(through: BlendMode.allCases.firstIndex(of: .luminosity)!).contains(mode)
        else { return .normal }
        return mode
    }

    /// Draws what `body` appends combined with what is below by the current blend mode (as one
    /// layer), or directly when the mode is normal.
    private mutating func blended(_ body: (inout PDFDrawing) -> Void) {
        let mode = state.blend
        guard mode != .normal else { return body(&self) }
        list.append(.beginLayer)
        state.blend = .normal
        body(&self)
        state.blend = mode
        list.append(.endBlendedLayer(.mode(mode)))
    }

    /// A form XObject: its content with its own resources, matrix and bounding box; a
    /// transparency group drawn with an opacity is one layer at that opacity.
    private mutating func drawForm(_ form: PDFObject, _ d: [String: PDFObject], formDepth: Int) {
        guard let (content, _) = document.decodedStream(form) else { return }
        save()
        if let m = document.value(d, "Matrix").numbers, m.count == 6, m.allSatisfy(\.isFinite) {
            state.ctm = SVGTransform(a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5]).then(state.ctm)
        }
        state.patternSpace = state.ctm
        let group = document.value(d, "Group").dictionary
        let layerOpacity = group?["S"]?.name == "Transparency" && state.fillAlpha < 1 ? state.fillAlpha : nil
        if layerOpacity != nil {
            list.append(.beginLayer)
            (state.fillAlpha, state.strokeAlpha) = (1, 1)
        }
        if let box = PDFPage.rectangle(document.value(d, "BBox")) {
            let outline = Self.rectangle(box).map { $0.mapped(state.ctm.apply) }
            if PaintShape.isWithinVectorLimits(outline) {
                list.append(.pushClip(.path(PaintShape.rasterPath(outline)), fillRule: .nonZero))
                state.clips += 1
            }
        }
        let outer = resources
        if let own = document.value(d, "Resources").dictionary { resources = own }
        path = []
        run(content, formDepth: formDepth + 1)
        resources = outer
        for _ in 0..<state.clips { list.append(.popClip) }
        state.clips = 0
        if let opacity = layerOpacity { list.append(.endLayer(opacity: opacity, shadow: nil)) }
        if let previous = saved.popLast() { state = previous }
    }

    /// Ends the path: fills and strokes it, then makes it the clip if `W` asked.
    private mutating func paint(fill: FillRule?, stroke: Bool, close: Bool) {
        if close { path.append(.closeSubpath) }
        defer {
            path = []
            pendingClip = nil
        }
        guard !path.isEmpty, PaintShape.isWithinVectorLimits(path) else { return }
        let shape = PaintShape.path(PaintShape.rasterPath(path))
        if fill != nil || stroke { blended { $0.fillAndStroke(shape, fill: fill, stroke: stroke) } }
        if let rule = pendingClip {
            list.append(.pushClip(shape, fillRule: rule))
            state.clips += 1
        }
    }

    /// Fills and strokes the current path (`shape`, in points) with the current paints.
    private mutating func fillAndStroke(_ shape: PaintShape, fill: FillRule?, stroke: Bool) {
        if let rule = fill {
            switch state.fill {
            case .color(let c): list.append(.fill(shape, color: c.multiplyingOpacity(state.fillAlpha), fillRule: rule))
            case .pattern(let name):
                if let g = pattern(name) { list.append(.fillGradient(shape, gradient: faded(g.gradient, state.fillAlpha), frame: g.frame, fillRule: rule)) }
            }
        }
        if stroke {
            let ctm = state.ctm
            let widthScale = sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c))
            // A zero width is the thinnest line the device can draw: a third of a point here.
            let width = state.lineWidth > 0 ? state.lineWidth * widthScale : 1.0 / 3
            if width.isFinite {
                let style = StrokeStyle(
                    lineWidth: width, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
                    dash: state.dash.map { $0 * widthScale }, dashPhase: state.dashPhase * widthScale)
                switch state.stroke {
                case .color(let c): list.append(.stroke(shape, color: c.multiplyingOpacity(state.strokeAlpha), style: style))
                case .pattern(let name):
                    if let g = pattern(name) {
                        list.append(.strokeGradient(shape, gradient: faded(g.gradient, state.strokeAlpha), frame: g.frame, style: style))
                    }
                }
            }
        }
    }

    /// A shading pattern (`/PatternType 2`) over the current path; nil for tiling patterns.
    private func pattern(_ name: String) -> (gradient: GradientPaint, frame: CGRect)? {
        let pattern = document.value(document.value(resources, "Pattern").dictionary, name)
        guard let d = pattern.dictionary, document.value(d, "PatternType").int == 2 else { return nil }
        var space = state.patternSpace
        if let m = document.value(d, "Matrix").numbers, m.count == 6, m.allSatisfy(\.isFinite) {
            space = SVGTransform(a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5]).then(space)
        }
        return PDFShading.gradient(document.value(d, "Shading"), space: space, device: path, resources: resources, document: document)
    }

    private func faded(_ g: GradientPaint, _ alpha: Double) -> GradientPaint {
        guard alpha < 1 else { return g }
        var out = g
        out.stops = g.stops.map { .init(color: $0.color.multiplyingOpacity(alpha), location: $0.location) }
        return out
    }

    static func rectangle(_ r: CGRect) -> [PathElement] {
        [
            .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.maxY)),
            .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
        ]
    }
}
