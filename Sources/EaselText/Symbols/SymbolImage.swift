import Foundation
import EaselLayout

/// A symbol laid out for a font, as a glyph-like image: its box, its baseline and its outline.
///
/// The placement imitates SF Symbols (CONTROLS.md §9): the symbol font's size is 1.5 times the
/// text's cap height (so the stand-in's live area, 800 of 960 units, spans 1.25 cap heights at
/// medium scale), times the image scale's factor; the live area's centre sits on the cap-height
/// midline, so the symbol is vertically centred on capital letters of the same font. The box is
/// the ink's bounds plus margins, so a narrow symbol (`chevron.right`) is narrow and a flat one
/// (`minus`) flat: like SF Symbols' images, whose size includes insets around the drawing.
package struct SymbolImage: Hashable, Sendable {
    /// The outline in points, relative to the box's top-left corner.
    package var elements: [PathElement]
    /// Whether the outline is filled with the even-odd rule (the placeholder's ring, a symbol knocked
    /// out of a filled circle or square).
    package var isEvenOdd: Bool
    /// The box, in points.
    package var size: CGSize
    /// The text baseline, in points from the box's top (beyond the box for symbols drawn above it).
    package var baseline: CGFloat
    /// True when the name is not known and the image is the placeholder square.
    package var isPlaceholder: Bool
    /// For a layered symbol, the filled circle or square drawn under `elements` in the secondary
    /// colour (same coordinates); nil for a symbol of one layer.
    package var enclosureElements: [PathElement]?

    /// Creates a laid-out symbol from its parts.
    package init(elements: [PathElement], isEvenOdd: Bool, size: CGSize, baseline: CGFloat, isPlaceholder: Bool) {
        self.elements = elements
        self.isEvenOdd = isEvenOdd
        self.size = size
        self.baseline = baseline
        self.isPlaceholder = isPlaceholder
    }

    /// The margin left and right of the ink, as a fraction of the font size times the image scale.
    /// From a public measurement (Apple developer forums, thread 716773): `chevron.compact.down`
    /// at 64 pt is a 70.33 x 25.67 pt UIImage around a 54.33 x 14.33 pt drawing, 8 pt more on
    /// each side horizontally and 5.67 pt vertically.
    package static let horizontalMargin: CGFloat = 0.125
    /// The margin above and below the ink, as a fraction of the font size times the image scale.
    package static let verticalMargin: CGFloat = 0.0885

    /// Lays out the SF Symbol `name` for `font` (its size, weight and face's cap height): filled when
    /// `filled`, scaled by `scale` (0.78 small, 1 medium, 1.29 large), with the margins around the
    /// ink unless `margins` is false (a resizable symbol fills its frame with its drawing), in two
    /// layers when `layered` and the symbol is a filled enclosure (`SymbolFont.layers(forSymbol:weight:)`).
    /// A name the stand-in table does not know gives the placeholder, a rounded square outline of the
    /// live area's size.
    package static func make(
        symbol name: String, font: FontDescriptor, filled: Bool = false, scale: CGFloat = 1,
        margins: Bool = true, layered: Bool = false, library: FontLibrary = .shared
    ) -> SymbolImage {
        let face = library.resolve(font).face
        let capHeight = CGFloat(face.capHeight) / CGFloat(face.unitsPerEm) * font.size
        let em = 1.5 * capHeight * scale
        let margin = margins ? CGSize(width: horizontalMargin * font.size * scale, height: verticalMargin * font.size * scale) : .zero
        let layers =
            layered
            ? SymbolFont.shared?.layers(
                forSymbol: filled && !name.hasSuffix(".fill") ? name + ".fill" : name,
                weight: font.weight) : nil
        guard let glyph = layers?.enclosure ?? SymbolFont.shared?.glyph(forSymbol: name, weight: font.weight, filled: filled),
            glyph.bounds.width > 0, glyph.bounds.height > 0
        else {
            return placeholder(side: SymbolFont.liveArea * em * 0.9, capHeight: capHeight, margin: margin)
        }
        // Ems to points, moving the glyph box's middle (half an em above the baseline) to half the cap height.
        let shift = SymbolFont.boxMiddle * em - capHeight / 2
        let ink = CGRect(
            x: glyph.bounds.minX * em, y: glyph.bounds.minY * em + shift,
            width: glyph.bounds.width * em, height: glyph.bounds.height * em)
        let box = ink.insetBy(dx: -margin.width, dy: -margin.height)
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * em - box.minX, y: p.y * em + shift - box.minY) }
        if let layers {
            var image = SymbolImage(
                elements: layers.symbol.elements.map { $0.mapped(map) }, isEvenOdd: false, size: box.size,
                baseline: -box.minY, isPlaceholder: false)
            image.enclosureElements = layers.enclosure.elements.map { $0.mapped(map) }
            return image
        }
        let elements = glyph.elements.map { $0.mapped(map) }
        return SymbolImage(elements: elements, isEvenOdd: glyph.isEvenOdd, size: box.size, baseline: -box.minY, isPlaceholder: false)
    }

    /// Lays out a custom symbol (an asset catalog's `.symbolset` template) for `font`, as SF
    /// Symbols lays out its own: the template's cap height (baseline to capline) becomes the font's
    /// cap height times `scale`, and its baseline the text baseline. The box is as wide as the
    /// template's margins (the ink and `horizontalMargin` on each side without them) and the ink
    /// plus `verticalMargin` above and below tall; without `margins` (a resizable symbol) it is the
    /// ink. Nil when the template has nothing to draw for the font's weight.
    package static func make(
        custom template: CustomSymbolTemplate, font: FontDescriptor, scale: CGFloat = 1, margins: Bool = true, library: FontLibrary = .shared
    ) -> SymbolImage? {
        guard let outline = template.outline(weight: font.weight) else { return nil }
        let face = library.resolve(font).face
        let capHeight = CGFloat(face.capHeight) / CGFloat(face.unitsPerEm) * font.size
        let k = capHeight * scale / outline.capHeight
        let units = PathElement.inkBounds(of: outline.elements)
        guard !units.isNull, units.width > 0, units.height > 0 else { return nil }
        let ink = CGRect(x: units.minX * k, y: units.minY * k, width: units.width * k, height: units.height * k)
        let marginY = margins ? verticalMargin * font.size * scale : 0
        let box: CGRect
        if margins, let width = outline.width {
            box = CGRect(x: 0, y: ink.minY - marginY, width: width * k, height: ink.height + 2 * marginY)
        } else {
            let marginX = margins ? horizontalMargin * font.size * scale : 0
            box = ink.insetBy(dx: -marginX, dy: -marginY)
        }
        let elements = outline.elements.map { $0.mapped { CGPoint(x: $0.x * k - box.minX, y: $0.y * k - box.minY) } }
        return SymbolImage(elements: elements, isEvenOdd: false, size: box.size, baseline: -box.minY, isPlaceholder: false)
    }

    /// The symbol mirrored left to right within its box.
    package func mirrored() -> SymbolImage {
        func flip(_ p: CGPoint) -> CGPoint { CGPoint(x: size.width - p.x, y: p.y) }
        var m = self
        m.elements = elements.map { $0.mapped(flip) }
        m.enclosureElements = enclosureElements?.map { $0.mapped(flip) }
        return m
    }

    /// A rounded square outline of side `side` with `margin` around it, centred on the cap-height midline.
    static func placeholder(side: CGFloat, capHeight: CGFloat, margin: CGSize) -> SymbolImage {
        let band = side * 0.09
        let outer = CGRect(x: margin.width, y: margin.height, width: side, height: side)
        let elements =
            roundedRect(outer, radius: side * 0.22)
            + roundedRect(outer.insetBy(dx: band, dy: band), radius: side * 0.22 - band)
        return SymbolImage(
            elements: elements, isEvenOdd: true,
            size: CGSize(width: side + 2 * margin.width, height: side + 2 * margin.height),
            baseline: margin.height + side / 2 + capHeight / 2, isPlaceholder: true)
    }

    /// A rounded rectangle as path elements (circular corners drawn with cubic curves).
    static func roundedRect(_ r: CGRect, radius: CGFloat) -> [PathElement] {
        let c = max(0, min(radius, r.width / 2, r.height / 2))
        let k = c * 0.552_284_749_8
        return [
            .move(to: CGPoint(x: r.minX + c, y: r.minY)),
            .line(to: CGPoint(x: r.maxX - c, y: r.minY)),
            .curve(
                to: CGPoint(x: r.maxX, y: r.minY + c), control1: CGPoint(x: r.maxX - c + k, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + c - k)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY - c)),
            .curve(
                to: CGPoint(x: r.maxX - c, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - c + k),
                control2: CGPoint(x: r.maxX - c + k, y: r.maxY)),
            .line(to: CGPoint(x: r.minX + c, y: r.maxY)),
            .curve(
                to: CGPoint(x: r.minX, y: r.maxY - c), control1: CGPoint(x: r.minX + c - k, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - c + k)),
            .line(to: CGPoint(x: r.minX, y: r.minY + c)),
            .curve(
                to: CGPoint(x: r.minX + c, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + c - k),
                control2: CGPoint(x: r.minX + c - k, y: r.minY)),
            .closeSubpath,
        ]
    }
}
