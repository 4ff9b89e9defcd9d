import Foundation
import EaselLayout
import EaselRaster
import EaselText

/// The first page of a PDF file as a display list in points, as an asset catalog's vector image
/// (`.pdf` in an `.imageset`) is drawn: the page's crop box (else its media box) is the image,
/// its size in points, turned as the page's `/Rotate` says. What is drawn is what `PDFDrawing`
/// reads.
package struct PDFImage {
    /// The drawing's size in points.
    package let size: CGSize
    /// What it draws, in points from its top left corner.
    package let displayList: DisplayList

    /// A side longer than this (in points) is refused.
    package static let maxSide: CGFloat = 4096

    /// Reads a document; nil when it is not a PDF, has no page or its page is larger than the
    /// limits.
    package init?(pdf data: Data) {
        guard let document = try? PDFDocument(data), let page = document.firstPage(), let box = page.box,
            box.width <= Self.maxSide, box.height <= Self.maxSide
        else { return nil }
        let turns = page.quarterTurns
        let (w, h) = (box.width, box.height)
        size = turns % 2 == 0 ? box.size : CGSize(width: h, height: w)
        // Default user space (y up) → points from the top left of the upright page, then turned.
        let upright = SVGTransform(a: 1, d: -1, e: -box.minX, f: box.maxY)
        let turn: SVGTransform
        switch turns {
        case 1: turn = SVGTransform(a: 0, b: 1, c: -1, d: 0, e: h, f: 0)
        case 2: turn = SVGTransform(a: -1, d: -1, e: w, f: h)
        case 3: turn = SVGTransform(a: 0, b: -1, c: 1, d: 0, e: 0, f: w)
        default: turn = .identity
        }
        var drawing = PDFDrawing(document: document, base: upright.then(turn), pageRect: CGRect(origin: .zero, size: size), resources: page.resources)
        drawing.run(page.content)
        displayList = drawing.list
    }

    /// The drawing in pixels at `scale` pixels per point.
    package func render(scale: CGFloat) throws -> RasterCanvas {
        try DisplayListRenderer.render(displayList, size: size, scale: scale)
    }
}
