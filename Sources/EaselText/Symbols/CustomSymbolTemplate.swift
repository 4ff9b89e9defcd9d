import Foundation
import EaselLayout

/// A custom symbol: the SVG template of an asset catalog's `.symbolset`, as the SF Symbols app
/// exports it (and as people edit it, in Inkscape too).
///
/// The template draws each weight and scale as a group of paths, `Regular-M`, `Bold-S`, … (a
/// variable template only `Ultralight-S`, `Regular-S` and `Black-S`), and marks with guide lines
/// where text would sit: `Baseline-M` and `Capline-M` (the cap height of the template's 100-point
/// font), and `left-margin-Regular-M` / `right-margin-Regular-M` (the image's width). Group
/// transforms (`matrix(…)`, `translate(…)`, `scale(…)`) apply to paths and guides alike.
package struct CustomSymbolTemplate: Sendable {
    /// One drawn variant, in the template's coordinates.
    struct Variant: Sendable {
        var elements: [PathElement] = []
    }

    /// The variants by their group's name (`Regular-M`).
    private(set) var variants: [String: Variant] = [:]
    /// The guide lines by their name: a horizontal line's y, a vertical line's x.
    private(set) var guides: [String: CGFloat] = [:]

    /// An outline ready to lay out: in template units, the baseline at y = 0 (y grows down), the
    /// left margin (or the ink's left edge) at x = 0.
    package struct Outline: Sendable {
        package var elements: [PathElement]
        /// The cap height in template units (baseline to capline).
        package var capHeight: CGFloat
        /// The distance between the margins, or nil when the template has none.
        package var width: CGFloat?
    }

    /// Reads a template; nil when it holds no drawn variant or no baseline and capline.
    package init?(svg: String) {
        var reader = SVGElementReader(svg)
        // The transforms of the open groups, and the variant each open group draws (if any).
        var stack: [(transform: SVGTransform, variant: String?)] = []
        var transform = SVGTransform.identity
        var variant: String?
        while let element = reader.next() {
            switch element {
            case .open(let name, let attributes, let selfClosing):
                let own = attributes["transform"].flatMap(SVGTransform.init(svgTransform:)) ?? .identity
                let combined = own.then(transform)
                if name == "g", !selfClosing {
                    stack.append((transform, variant))
                    transform = combined
                    if let id = attributes["id"], Self.isVariantName(id) { variant = id }
                } else if name == "path", let variant, let d = attributes["d"], let path = SVGPathData.elements(d) {
                    // A template's drawing lies on its artboard (3300 x 2200 units): a path reaching
                    // far beyond it is not a symbol's, and would overflow once scaled.
                    let mapped = path.map { $0.mapped(combined.apply) }
                    var inRange = true
                    for e in mapped {
                        _ = e.mapped { p in
                            if !(abs(p.x) <= Self.coordinateLimit && abs(p.y) <= Self.coordinateLimit) { inRange = false }
                            return p
                        }
                    }
                    if inRange { variants[variant, default: Variant()].elements += mapped }
                } else if name == "line", let id = attributes["id"] {
                    let x1 = attributes["x1"].flatMap(Double.init).map { CGFloat($0) } ?? 0
                    let y1 = attributes["y1"].flatMap(Double.init).map { CGFloat($0) } ?? 0
                    let p = combined.apply(CGPoint(x: x1, y: y1))
                    if abs(p.x) <= Self.coordinateLimit, abs(p.y) <= Self.coordinateLimit { guides[id] = id.contains("margin") ? p.x : p.y }
                }
            case .close(let name):
                if name == "g", let last = stack.popLast() { (transform, variant) = last }
            case .text: break
            }
        }
        guard !variants.isEmpty else { return nil }
    }

    /// The largest coordinate a template's path may have, in template units.
    static let coordinateLimit: CGFloat = 100_000

    /// Whether a group's id names a variant: a weight, a dash and a scale (`Semibold-L`).
    static func isVariantName(_ id: String) -> Bool {
        let parts = id.split(separator: "-")
        guard parts.count == 2, ["S", "M", "L"].contains(parts[1]) else { return false }
        return weights.contains { $0.name == parts[0] }
    }

    /// The template's weights with the text weights they stand for.
    static let weights: [(name: String, weight: Int)] = [
        ("Ultralight", 100), ("Thin", 200), ("Light", 300), ("Regular", 400), ("Medium", 500), ("Semibold", 600), ("Bold", 700),
        ("Heavy", 800), ("Black", 900),
    ]

    /// The outline for a text weight (100…900): the medium-scale variant of that weight, else
    /// the nearest weight drawn at medium scale, else at small or large scale; nil without a
    /// baseline and capline for its scale.
    package func outline(weight: Int) -> Outline? {
        let byDistance = Self.weights.sorted { abs($0.weight - weight) < abs($1.weight - weight) }
        for scale in ["M", "S", "L"] {
            guard let baseline = guides["Baseline-\(scale)"], let capline = guides["Capline-\(scale)"], baseline > capline else { continue }
            for w in byDistance {
                let name = "\(w.name)-\(scale)"
                guard let v = variants[name], !v.elements.isEmpty else { continue }
                let left = guides["left-margin-\(name)"], right = guides["right-margin-\(name)"]
                let originX = left ?? PathElement.inkBounds(of: v.elements).minX
                let elements = v.elements.map { $0.mapped { CGPoint(x: $0.x - originX, y: $0.y - baseline) } }
                let width = left.flatMap { l in right.map { $0 - l } }.flatMap { $0 > 0 ? $0 : nil }
                return Outline(elements: elements, capHeight: baseline - capline, width: width)
            }
        }
        return nil
    }
}
