import Foundation

/// One page of a PDF document with the attributes it inherits: its boxes, rotation, resources
/// and content.
package struct PDFPage {
    let document: PDFDocument
    let dictionary: [String: PDFObject]

    /// The page's visible area in default user space: its crop box within its media box (the
    /// media box alone when it has no crop box); nil when neither is a usable rectangle.
    package var box: CGRect? {
        guard let media = Self.rectangle(document.value(dictionary, "MediaBox")) else { return nil }
        guard let crop = Self.rectangle(document.value(dictionary, "CropBox")) else { return media }
        let visible = crop.intersection(media)
        return visible.isNull || visible.width <= 0 || visible.height <= 0 ? media : visible
    }

    /// Quarter turns clockwise the page is shown with (`/Rotate`), 0–3.
    package var quarterTurns: Int {
        let degrees = document.value(dictionary, "Rotate").int ?? 0
        return ((degrees / 90) % 4 + 4) % 4
    }

    var resources: [String: PDFObject]? { document.value(dictionary, "Resources").dictionary }

    /// The content streams decoded and joined (a stream that cannot be decoded is left out).
    var content: [UInt8] {
        let contents = document.value(dictionary, "Contents")
        let streams = contents.array?.map { document.resolve($0) } ?? [contents]
        var out: [UInt8] = []
        for s in streams {
            guard let (bytes, _) = document.decodedStream(s) else { continue }
            out += bytes
            out.append(0x0A)
        }
        return out
    }

    /// `[llx lly urx ury]` in either corner order.
    static func rectangle(_ object: PDFObject) -> CGRect? {
        guard let n = object.numbers, n.count == 4, n.allSatisfy(\.isFinite) else { return nil }
        let r = CGRect(x: min(n[0], n[2]), y: min(n[1], n[3]), width: abs(n[2] - n[0]), height: abs(n[3] - n[1]))
        return r.width > 0 && r.height > 0 ? r : nil
    }
}
