import Foundation
import EaselLayout

/// The outlines of SVG's shapes in user units: `path`, `rect` (with rounded corners), `circle`,
/// `ellipse`, `line`, `polyline` and `polygon`. A shape with a missing, negative or zero size
/// draws nothing (nil), as SVG says.
package enum SVGShapes {
    /// The outline of a shape element, or nil for another element or a shape that draws nothing.
    package static func outline(_ node: SVGNode) -> [PathElement]? {
        func number(_ key: String, _ otherwise: CGFloat? = 0) -> CGFloat? {
            node.attributes[key].flatMap(SVGStyle.length) ?? otherwise
        }
        switch node.name {
        case "path":
            guard let d = node.attributes["d"], let elements = SVGPathData.elements(d), !elements.isEmpty else { return nil }
            return elements
        case "rect":
            guard let x = number("x"), let y = number("y"), let w = number("width", nil), let h = number("height", nil), w > 0, h > 0 else { return nil }
            // A missing radius takes the other's; each is at most half the side.
            var rx = number("rx", nil), ry = number("ry", nil)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let r = CGSize(width: min(max(rx ?? 0, 0), w / 2), height: min(max(ry ?? 0, 0), h / 2))
            return roundedRect(CGRect(x: x, y: y, width: w, height: h), r)
        case "circle":
            guard let r = number("r", nil), r > 0 else { return nil }
            return ellipse(CGRect(x: (number("cx") ?? 0) - r, y: (number("cy") ?? 0) - r, width: 2 * r, height: 2 * r))
        case "ellipse":
            guard let rx = number("rx", nil), let ry = number("ry", nil), rx > 0, ry > 0 else { return nil }
            return ellipse(CGRect(x: (number("cx") ?? 0) - rx, y: (number("cy") ?? 0) - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            return [
                .move(to: CGPoint(x: number("x1") ?? 0, y: number("y1") ?? 0)), .line(to: CGPoint(x: number("x2") ?? 0, y: number("y2") ?? 0)),
            ]
        case "polyline", "polygon":
            let values = (node.attributes["points"] ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
            guard values.count >= 4, values.allSatisfy(\.isFinite) else { return nil }
            var out: [PathElement] = [.move(to: CGPoint(x: values[0], y: values[1]))]
            var i = 2
            while i + 1 < values.count {
                out.append(.line(to: CGPoint(x: values[i], y: values[i + 1])))
                i += 2
            }
            if node.name == "polygon" { out.append(.closeSubpath) }
            return out
        default:
            return nil
        }
    }

    /// How far a cubic's control points sit along the tangents to draw a quarter circle.
    static let kappa: CGFloat = 0.552_284_749_8

    static func ellipse(_ r: CGRect) -> [PathElement] {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        return [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ]
    }

    static func roundedRect(_ r: CGRect, _ radius: CGSize) -> [PathElement] {
        let (rx, ry) = (radius.width, radius.height)
        guard rx > 0, ry > 0 else {
            return [
                .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.maxY)),
                .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
            ]
        }
        let kx = rx * kappa, ky = ry * kappa
        return [
            .move(to: CGPoint(x: r.minX + rx, y: r.minY)),
            .line(to: CGPoint(x: r.maxX - rx, y: r.minY)),
            .curve(
                to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ky)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY - ry)),
            .curve(
                to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky), control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY)),
            .line(to: CGPoint(x: r.minX + rx, y: r.maxY)),
            .curve(
                to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ky)),
            .line(to: CGPoint(x: r.minX, y: r.minY + ry)),
            .curve(
                to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky), control2: CGPoint(x: r.minX + rx - kx, y: r.minY)),
            .closeSubpath,
        ]
    }
}
