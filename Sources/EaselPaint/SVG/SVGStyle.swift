import Foundation
import EaselRaster

/// The presentation properties of an SVG element (fill, stroke, opacity, clip, …) as they
/// cascade: inherited from the parent, then set by the element's presentation attributes, the
/// document's `<style>` rules that match it, and its `style` attribute, in that order.
package struct SVGStyle {
    /// How a shape is filled or stroked.
    package enum Paint: Equatable {
        /// `none`: not painted.
        case nothing
        case color(ColorValue)
        /// The `color` property's colour.
        case currentColor
        /// A gradient by its id, and the colour drawn when there is no such gradient.
        case server(id: String, fallback: ColorValue?)
    }

    // Inherited.
    package var fill: Paint = .color(.black)
    package var fillOpacity = 1.0
    package var fillRule: FillRule = .nonZero
    package var stroke: Paint = .nothing
    package var strokeOpacity = 1.0
    package var strokeWidth: CGFloat = 1
    package var lineCap: CGLineCap = .butt
    package var lineJoin: CGLineJoin = .miter
    package var miterLimit: CGFloat = 4
    package var dash: [CGFloat] = []
    package var dashOffset: CGFloat = 0
    package var color: ColorValue = .black
    package var clipRule: FillRule = .nonZero
    package var visible = true
    // Not inherited: each element starts with these.
    package var opacity = 1.0
    package var displayed = true
    package var clipPath: String?
    package var mask: String?

    package init() {}

    /// The properties SVG lets an element set.
    static let names: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "clip-rule", "visibility", "opacity", "display",
        "clip-path", "mask", "stop-color", "stop-opacity",
    ]

    /// An element's style: this (its parent's) with the element's declarations applied.
    package func child(_ node: SVGNode, _ sheet: SVGStyleSheet) -> SVGStyle {
        var s = self
        s.opacity = 1
        s.displayed = true
        s.clipPath = nil
        s.mask = nil
        for (k, v) in sheet.declarations(for: node) { s.set(k, v) }
        return s
    }

    private mutating func set(_ name: String, _ raw: String) {
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if value == "inherit" { return }
        switch name {
        case "fill": if let p = paint(value) { fill = p }
        case "stroke": if let p = paint(value) { stroke = p }
        case "fill-opacity": fillOpacity = Self.fraction(value) ?? fillOpacity
        case "stroke-opacity": strokeOpacity = Self.fraction(value) ?? strokeOpacity
        case "opacity": opacity = Self.fraction(value) ?? opacity
        case "fill-rule": fillRule = value == "evenodd" ? .evenOdd : .nonZero
        case "clip-rule": clipRule = value == "evenodd" ? .evenOdd : .nonZero
        case "stroke-width": if let w = Self.length(value), w >= 0 { strokeWidth = w }
        case "stroke-linecap": lineCap = ["round": .round, "square": .square][value] ?? .butt
        case "stroke-linejoin": lineJoin = ["round": .round, "bevel": .bevel][value] ?? .miter
        case "stroke-miterlimit": if let m = Self.length(value), m >= 1 { miterLimit = m }
        case "stroke-dasharray":
            let parts = value.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Self.length(String($0)) }
            // An odd list repeats to make it even; a negative or all-zero one draws a solid line.
            dash = parts.contains { $0 < 0 } || parts.allSatisfy { $0 == 0 } ? [] : parts.count % 2 == 1 ? parts + parts : parts
        case "stroke-dashoffset": dashOffset = Self.length(value) ?? 0
        case "color": if let c = SVGColor.parse(value) { color = c }
        case "visibility": visible = value == "visible"
        case "display": displayed = value != "none"
        case "clip-path": clipPath = Self.reference(value)
        case "mask": mask = Self.reference(value)
        default: break
        }
    }

    private func paint(_ value: String) -> Paint? {
        if value == "none" || value == "transparent" { return Paint.nothing }
        if value == "currentColor" || value == "currentcolor" { return .currentColor }
        if value.hasPrefix("url(") {
            let id = Self.reference(value)
            let rest = value[(value.firstIndex(of: ")").map { value.index(after: $0) } ?? value.endIndex)...]
            return id.map { .server(id: $0, fallback: SVGColor.parse(String(rest))) } ?? Paint.nothing
        }
        return SVGColor.parse(value).map { .color($0) }
    }

    /// `url(#id)` (also quoted): the id.
    static func reference(_ value: String) -> String? {
        guard let open = value.firstIndex(of: "("), let close = value.firstIndex(of: ")"), open < close else { return nil }
        var id = value[value.index(after: open)..<close].trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
        guard id.hasPrefix("#") else { return nil }
        id.removeFirst()
        return id.isEmpty ? nil : id
    }

    /// A number 0…1, or a percentage.
    static func fraction(_ value: String) -> Double? {
        let v = value.hasSuffix("%") ? Double(value.dropLast()).map { $0 / 100 } : Double(value)
        guard let v, v.isFinite else { return nil }
        return min(max(v, 0), 1)
    }

    /// A length in user units: a number, or one in `px` or `pt` (1.25 user units).
    package static func length(_ value: String) -> CGFloat? {
        var s = Substring(value.trimmingCharacters(in: .whitespaces))
        var factor: CGFloat = 1
        if s.hasSuffix("px") {
            s = s.dropLast(2)
        } else if s.hasSuffix("pt") {
            s = s.dropLast(2)
            factor = 1.25
        }
        guard let v = Double(s), v.isFinite, abs(v) < 1e7 else { return nil }
        return CGFloat(v) * factor
    }
}

/// The rules of a document's `<style>` sheets: selectors by class (`.st0`), id (`#a`), element
/// name (`path`) or both (`path.st0`), lists of them, and their declarations.
package struct SVGStyleSheet {
    private var rules: [(selectors: [(name: String?, classes: [String], id: String?)], declarations: [(String, String)])] = []

    package init(_ sheets: [String]) {
        for sheet in sheets {
            var text = sheet
            // Comments.
            while let open = text.range(of: "/*") {
                let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
                text.removeSubrange(open.lowerBound..<close)
            }
            for block in text.split(separator: "}") {
                let parts = block.split(separator: "{", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let selectors = parts[0].split(separator: ",").compactMap { Self.selector(String($0)) }
                guard !selectors.isEmpty else { continue }
                rules.append((selectors, Self.declarations(String(parts[1]))))
            }
        }
    }

    /// `path.st0` as its element name, classes and id; nil for a selector of another form
    /// (descendants, attributes, pseudo-classes), which matches nothing here.
    private static func selector(_ text: String) -> (name: String?, classes: [String], id: String?)? {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !s.isEmpty, !s.contains(where: { " >+~[:*".contains($0) }) else { return nil }
        var name: String?, classes: [String] = [], id: String?
        var current = "", kind: Character = "n"
        func flush() {
            guard !current.isEmpty else { return }
            switch kind {
            case ".": classes.append(current)
            case "#": id = current
            default: name = current
            }
            current = ""
        }
        for c in s {
            if c == "." || c == "#" {
                flush()
                kind = c
            } else {
                current.append(c)
            }
        }
        flush()
        return (name, classes, id)
    }

    /// `fill: #fff; stroke: none` as name and value pairs, in order.
    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { d in
            let kv = d.split(separator: ":", maxSplits: 1)
            guard kv.count == 2 else { return nil }
            return (
                kv[0].trimmingCharacters(in: .whitespacesAndNewlines),
                kv[1].replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
    }

    /// An element's declarations in cascade order: presentation attributes, matching rules,
    /// then its `style` attribute.
    package func declarations(for node: SVGNode) -> [(String, String)] {
        var out = node.attributes.filter { SVGStyle.names.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        if !rules.isEmpty {
            let classes = Set((node.attributes["class"] ?? "").split(separator: " ").map(String.init))
            let id = node.attributes["id"]
            for rule in rules
            where rule.selectors.contains(where: { s in
                (s.name == nil || s.name == node.name) && (s.id == nil || s.id == id) && s.classes.allSatisfy(classes.contains)
                    && (s.name != nil || s.id != nil || !s.classes.isEmpty)
            }) {
                out += rule.declarations
            }
        }
        if let style = node.attributes["style"] { out += Self.declarations(style) }
        return out
    }
}
