import Foundation
import EaselLayout
import EaselText

/// SVG's `linearGradient` and `radialGradient` as Easel's gradient paints: their stops (also those
/// of a gradient they name with `href`), units (`objectBoundingBox`, the default, or
/// `userSpaceOnUse`) and `gradientTransform`, placed over the shape's frame in points. Spread
/// methods other than `pad` are drawn as `pad`; a radial gradient's focus is its centre.
enum SVGGradients {
    enum Paint {
        case color(ColorValue)
        case gradient(GradientPaint, frame: CGRect)
    }

    /// The paint of `server` for a shape whose outline has `bounds` in user units and `device`
    /// in points; nil when it draws nothing (no stops, or not a gradient).
    static func paint(
        _ server: SVGNode, ids: [String: SVGNode], sheet: SVGStyleSheet, opacity: Double, bounds: CGRect, ctm: SVGTransform, device: [PathElement]
    ) -> Paint? {
        guard server.name == "linearGradient" || server.name == "radialGradient" else { return nil }
        // The gradient's attributes and stops, each from the first of the `href` chain that has them.
        var chain = [server]
        while chain.count < 8, let href = (chain.last!.attributes["href"] ?? chain.last!.attributes["xlink:href"]), href.hasPrefix("#"),
            let next = ids[String(href.dropFirst())], !chain.contains(where: { $0 === next })
        {
            chain.append(next)
        }
        func attribute(_ key: String) -> String? { chain.lazy.compactMap { $0.attributes[key] }.first }
        let stopNodes = chain.lazy.map { $0.children.filter { $0.name == "stop" } }.first { !$0.isEmpty } ?? []
        var stops: [GradientPaint.Stop] = []
        var last = 0.0
        for node in stopNodes {
            var color = ColorValue.black, stopOpacity = 1.0
            let raw = node.attributes["offset"] ?? "0"
            var offset = raw.hasSuffix("%") ? (Double(raw.dropLast()) ?? 0) / 100 : Double(raw) ?? 0
            for (k, v) in sheet.declarations(for: node) {
                if k == "stop-color", let c = SVGColor.parse(v) { color = c }
                if k == "stop-opacity", let o = SVGStyle.fraction(v) { stopOpacity = o }
            }
            offset = min(max(offset.isFinite ? offset : 0, last), 1)
            last = offset
            stops.append(.init(color: color.multiplyingOpacity(stopOpacity * opacity), location: offset))
        }
        guard let first = stops.first else { return nil }
        let frame = PathElement.inkBounds(of: device)
        guard stops.count > 1, frame.width > 0, frame.height > 0 else { return .color(first.color) }

        let userSpace = attribute("gradientUnits") == "userSpaceOnUse"
        // Gradient coordinates → user units → points.
        var toUser = attribute("gradientTransform").flatMap(SVGTransform.init(svgTransform:)) ?? .identity
        if !userSpace {
            guard bounds.width > 0, bounds.height > 0 else { return .color(first.color) }
            toUser = toUser.then(SVGTransform(a: bounds.width, d: bounds.height, e: bounds.minX, f: bounds.minY))
        }
        let toPoints = toUser.then(ctm)
        func number(_ key: String, _ otherwise: CGFloat) -> CGFloat {
            guard let raw = attribute(key) else { return otherwise }
            if raw.hasSuffix("%") { return CGFloat(Double(raw.dropLast()) ?? 0) / 100 }
            return SVGStyle.length(raw) ?? otherwise
        }
        func unit(_ p: CGPoint) -> UnitPoint {
            let q = toPoints.apply(p)
            return UnitPoint(x: (q.x - frame.minX) / frame.width, y: (q.y - frame.minY) / frame.height)
        }
        let kind: GradientPaint.Kind
        if server.name == "linearGradient" {
            let start = unit(CGPoint(x: number("x1", 0), y: number("y1", 0)))
            let end = unit(CGPoint(x: number("x2", userSpace ? 0 : 1), y: number("y2", 0)))
            kind = .linear(start: start, end: end)
        } else {
            let half: CGFloat = userSpace ? 0 : 0.5
            let c = CGPoint(x: number("cx", half), y: number("cy", half))
            let r = number("r", half)
            // The radius in points along the gradient's x axis (a circle in user units may be an
            // ellipse on the page; its mean radius is drawn).
            let rx = hypot(toPoints.a, toPoints.b) * r, ry = hypot(toPoints.c, toPoints.d) * r
            let radius = (rx + ry) / 2
            guard radius > 0, radius.isFinite else { return .color(stops.last!.color) }
            kind = .radial(center: unit(c), startRadius: 0, endRadius: radius)
        }
        return .gradient(GradientPaint(kind: kind, stops: stops), frame: frame)
    }
}
