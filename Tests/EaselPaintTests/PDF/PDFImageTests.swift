import XCTest
import EaselRaster
@testable import EaselPaint

/// PDF pages as asset catalogs' vector images: the file's objects and filters, the page's boxes
/// and turn, and the content stream's paths, colours, clips, opacity, forms and shadings, each
/// checked in points and in pixels.
final class PDFImageTests: XCTestCase {
    /// A one-page PDF whose page has `box` as its media box, `content` as its content stream,
    /// `resources` as its resource dictionary and `objects` as objects 10, 11, …
    static func pdf(
        _ content: String, box: String = "0 0 20 20", page: String = "", resources: String = "<< >>", objects: [String] = [],
        contentFilter: String = ""
    ) -> Data {
        var out = "%PDF-1.4\n"
        out += "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
        out += "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [\(box)] >> endobj\n"
        out += "3 0 obj << /Type /Page /Parent 2 0 R /Resources \(resources) /Contents 4 0 R \(page) >> endobj\n"
        out += "4 0 obj << /Length \(content.utf8.count) \(contentFilter) >>\nstream\n\(content)\nendstream endobj\n"
        for (i, o) in objects.enumerated() { out += "\(10 + i) 0 obj \(o) endobj\n" }
        out += "trailer << /Root 1 0 R >>\n%%EOF\n"
        return Data(out.utf8)
    }

    func draw(_ data: Data, scale: CGFloat = 1) throws -> RasterCanvas {
        try XCTUnwrap(PDFImage(pdf: data)).render(scale: scale)
    }

    func testTheSizeIsTheCropBoxWithinTheMediaBoxTurnedByRotate() throws {
        XCTAssertEqual(PDFImage(pdf: Self.pdf("", box: "0 0 48 30"))?.size, CGSize(width: 48, height: 30))
        XCTAssertEqual(PDFImage(pdf: Self.pdf("", box: "10 10 -38 40"))?.size, CGSize(width: 48, height: 30), "corners in any order")
        XCTAssertEqual(PDFImage(pdf: Self.pdf("", box: "0 0 48 30", page: "/CropBox [4 4 24 24]"))?.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(PDFImage(pdf: Self.pdf("", box: "0 0 48 30", page: "/Rotate 90"))?.size, CGSize(width: 30, height: 48))
        XCTAssertEqual(PDFImage(pdf: Self.pdf("", box: "0 0 48 30", page: "/Rotate -180"))?.size, CGSize(width: 48, height: 30))
        // y grows upwards in a PDF: a square at the page's origin is at the image's bottom left.
        let c = try draw(Self.pdf("1 0 0 rg 0 0 10 10 re f", box: "0 0 20 20"))
        XCTAssertEqual([c.width, c.height], [20, 20])
        XCTAssertEqual(c.pixel(x: 5, y: 15).r, 255)
        XCTAssertEqual(c.pixel(x: 5, y: 5).a, 0)
        // The crop box's corner is the image's: a square at (4, 4) fills its bottom left.
        let cropped = try draw(Self.pdf("0 0 1 rg 4 4 6 6 re f", box: "0 0 48 30", page: "/CropBox [4 4 24 24]"))
        XCTAssertEqual(cropped.pixel(x: 2, y: 17).b, 255)
        XCTAssertEqual(cropped.pixel(x: 8, y: 8).a, 0)
        // Turned a quarter clockwise, the page's bottom left is the image's top left.
        let turned = try draw(Self.pdf("0 1 0 rg 0 0 5 5 re f", box: "0 0 20 10", page: "/Rotate 90"))
        XCTAssertEqual([turned.width, turned.height], [10, 20])
        XCTAssertEqual(turned.pixel(x: 2, y: 2).g, 255)
        XCTAssertEqual(turned.pixel(x: 8, y: 18).a, 0)
        // @3x: three times the pixels.
        XCTAssertEqual(try draw(Self.pdf("", box: "0 0 20 10"), scale: 3).width, 60)
    }

    func testFilesThatAreNotPDFsOrOverTheLimitsAreRefused() {
        XCTAssertNil(PDFImage(pdf: Data("<svg/>".utf8)))
        XCTAssertNil(PDFImage(pdf: Data()))
        XCTAssertNil(PDFImage(pdf: Data("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj".utf8)), "no page")
        XCTAssertNil(PDFImage(pdf: Self.pdf("", box: "0 0 5000 10")), "over 4096 points")
        XCTAssertNil(PDFImage(pdf: Self.pdf("", box: "0 0 nan 10")))
        XCTAssertNil(PDFImage(pdf: Self.pdf("", box: "0 0 0 10")))
    }

    func testPathsFillRulesStrokesAndTheTransform() throws {
        let c = try draw(
            Self.pdf(
                """
                q 2 0 0 2 0 0 cm 1 0 0 rg 0 0 5 5 re f Q
                0 0 1 RG 2 w 10 0 m 10 20 l S
                0 g 12 2 m 20 2 l 20 10 l 12 10 l h 14 4 m 18 4 l 18 8 l 14 8 l h f*
                0 0 1 rg 12 12 m 12 16 16 16 16 12 c f
                """))
        XCTAssertEqual(c.pixel(x: 7, y: 11).r, 255, "the square scaled 2x by cm")
        XCTAssertEqual(c.pixel(x: 7, y: 9).a, 0)
        XCTAssertEqual(c.pixel(x: 10, y: 5).b, 255, "the stroke")
        XCTAssertEqual(c.pixel(x: 10, y: 5).a, 255)
        XCTAssertEqual(c.pixel(x: 8, y: 5).a, 0, "a 2 pt stroke is 1 pt either side of its line")
        XCTAssertEqual(c.pixel(x: 13, y: 14).a, 255, "the even-odd ring")
        XCTAssertEqual(c.pixel(x: 16, y: 13).a, 0, "its hole")
        XCTAssertEqual(c.pixel(x: 14, y: 6).b, 255, "the curve")
    }

    func testColoursInEveryColourSpace() throws {
        let c = try draw(
            Self.pdf(
                """
                0.5 g 0 0 4 4 re f
                0 1 1 0 k 4 0 4 4 re f
                /Icc cs 0 0 1 sc 8 0 4 4 re f
                /Ink cs 1 scn 12 0 4 4 re f
                /Pal cs 1 scn 16 0 4 4 re f
                """,
                resources:
                    "<< /ColorSpace << /Icc [/ICCBased 10 0 R] /Ink [/Separation /Gold /DeviceRGB 11 0 R] /Pal [/Indexed /DeviceRGB 1 <000000FF8000>] >> >>",
                objects: [
                    "<< /N 3 /Length 4 >>\nstream\nicc!\nendstream",
                    "<< /FunctionType 2 /Domain [0 1] /C0 [1 1 1] /C1 [1 0.8 0] /N 1 >>",
                ]))
        XCTAssertEqual(c.pixel(x: 2, y: 18).r, 128)
        XCTAssertEqual([c.pixel(x: 6, y: 18).r, c.pixel(x: 6, y: 18).g, c.pixel(x: 6, y: 18).b], [255, 0, 0], "CMYK magenta and yellow")
        XCTAssertEqual(c.pixel(x: 10, y: 18).b, 255, "an ICC space read by its number of components")
        XCTAssertEqual([c.pixel(x: 14, y: 18).r, c.pixel(x: 14, y: 18).g, c.pixel(x: 14, y: 18).b], [255, 204, 0], "a spot ink by its tint transform")
        XCTAssertEqual([c.pixel(x: 18, y: 18).r, c.pixel(x: 18, y: 18).g], [255, 128], "an indexed colour")
    }

    func testClipsSaveAndRestoreAndAnUnbalancedRestore() throws {
        let c = try draw(
            Self.pdf(
                """
                q 0 0 10 20 re W n 1 0 0 rg 0 0 20 10 re f Q
                0 0 1 rg 0 10 20 10 re f
                Q Q 0 1 0 rg 15 0 5 5 re f
                """))
        XCTAssertEqual(c.pixel(x: 5, y: 15).r, 255, "inside the clip")
        XCTAssertEqual(c.pixel(x: 15, y: 12).a, 0, "outside the clip")
        XCTAssertEqual(c.pixel(x: 15, y: 5).b, 255, "after Q the clip is gone")
        XCTAssertEqual(c.pixel(x: 17, y: 17).g, 255, "a Q with nothing saved changes nothing")
    }

    func testOpacityAndATransparencyGroupDrawnAsOneLayer() throws {
        // Two overlapping black squares in a form drawn at half opacity: one grey, not two.
        let c = try draw(
            Self.pdf(
                "/Half gs /F Do 0 0 0 rg /Quarter gs 0 16 4 4 re f",
                resources: "<< /ExtGState << /Half << /ca 0.5 >> /Quarter << /ca 0.25 >> >> /XObject << /F 10 0 R >> >>",
                objects: [
                    "<< /Type /XObject /Subtype /Form /BBox [0 0 20 20] /Group << /S /Transparency >> /Length 40 >>\nstream\n0 g 0 0 12 12 re f 6 6 12 12 re f        \nendstream"
                ]))
        XCTAssertEqual(Int(c.pixel(x: 3, y: 17).a), 128, accuracy: 1)
        XCTAssertEqual(Int(c.pixel(x: 8, y: 11).a), 128, accuracy: 1, "the overlap is not darker")
        XCTAssertEqual(Int(c.pixel(x: 2, y: 2).a), 64, accuracy: 1)
    }

    func testBlendModesOfGraphicsStatesForShapesAndForms() throws {
        // Grey multiplied over yellow darkens it (as Illustrator's "Multiply" shading layers do);
        // in a form, the whole form is blended once; `/Normal` draws over.
        let c = try draw(
            Self.pdf(
                """
                1 0.8 0 rg 0 0 20 20 re f
                q /Mul gs 0.5 g 0 0 10 10 re f Q
                q /Mul gs /F Do Q
                q /Nor gs 0.5 g 0 10 5 5 re f Q
                """,
                resources: "<< /ExtGState << /Mul << /BM /Multiply >> /Nor << /BM [/Normal] >> >> /XObject << /F 10 0 R >> >>",
                objects: ["<< /Subtype /Form /BBox [0 0 20 20] /Length 25 >>\nstream\n0.5 g 10 10 10 10 re f\nendstream"]))
        for (x, y) in [(5, 15), (15, 5)] {
            let p = c.pixel(x: x, y: y)
            XCTAssertEqual(Int(p.r), 128, accuracy: 1)
            XCTAssertEqual(Int(p.g), 102, accuracy: 1)
            XCTAssertEqual(p.b, 0)
        }
        XCTAssertEqual(c.pixel(x: 2, y: 7).g, 128, "normal: the grey itself")
        XCTAssertEqual(PDFDrawing.blendMode("ColorDodge"), .colorDodge)
        XCTAssertEqual(PDFDrawing.blendMode("PlusLighter"), .normal, "not a PDF blend mode")
    }

    func testFormsKeepTheirMatrixBoxAndResourcesAndDoNotRecurseForEver() throws {
        let c = try draw(
            Self.pdf(
                "/F Do",
                resources: "<< /XObject << /F 10 0 R >> >>",
                objects: [
                    // Moved by (10, 10), clipped to its 5 x 5 box, drawing itself again.
                    "<< /Subtype /Form /BBox [0 0 5 5] /Matrix [1 0 0 1 10 10] /Resources << /XObject << /F 10 0 R >> >> /Length 28 >>\nstream\n0 0 1 rg 0 0 9 9 re f /F Do\nendstream"
                ]))
        XCTAssertEqual(c.pixel(x: 12, y: 7).b, 255)
        XCTAssertEqual(c.pixel(x: 17, y: 2).a, 0, "clipped to the box")
        XCTAssertEqual(c.pixel(x: 5, y: 15).a, 0)
    }

    func testAxialAndRadialShadings() throws {
        let c = try draw(
            Self.pdf(
                "/P cs /Grad scn 0 0 20 10 re f q 0 10 20 10 re W n /Sun sh Q",
                resources: "<< /Pattern << /Grad << /PatternType 2 /Shading 10 0 R >> >> /Shading << /Sun 11 0 R >> /ColorSpace << /P /Pattern >> >>",
                objects: [
                    "<< /ShadingType 2 /ColorSpace /DeviceGray /Coords [0 0 20 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [1] /N 1 >> >>",
                    "<< /ShadingType 3 /ColorSpace /DeviceRGB /Coords [10 15 0 10 15 5] /Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> /Extend [true true] >>",
                ]))
        XCTAssertLessThan(c.pixel(x: 0, y: 15).r, 20, "dark at the left")
        XCTAssertGreaterThan(c.pixel(x: 19, y: 15).r, 235, "light at the right")
        XCTAssertEqual(Int(c.pixel(x: 10, y: 15).r), 128, accuracy: 12)
        XCTAssertGreaterThan(c.pixel(x: 10, y: 5).r, 200, "red at the radial centre")
        XCTAssertGreaterThan(c.pixel(x: 18, y: 5).b, 200, "blue past its outer circle")
    }

    func testFiltersObjectStreamsAndDamagedLengths() throws {
        // ASCIIHex content.
        let hex = "0 0 1 rg 0 0 20 20 re f".utf8.map { String(format: "%02X", $0) }.joined() + ">"
        XCTAssertEqual(try draw(Self.pdf(hex, contentFilter: "/Filter /ASCIIHexDecode")).pixel(x: 5, y: 5).b, 255)
        // ASCII85, with `z` for four zero bytes.
        XCTAssertEqual(PDFFilters.ascii85(Array("87cURD]i,\"Ebo80~>".utf8)), Array("Hello World!".utf8))
        XCTAssertEqual(PDFFilters.ascii85(Array("z~>".utf8)), [0, 0, 0, 0])
        // PNG "up" prediction: each row adds the one above.
        let parameters: [String: PDFObject] = ["Predictor": .number(12), "Columns": .number(2)]
        let document = try PDFDocument(Self.pdf(""))
        XCTAssertEqual(PDFFilters.unpredict([2, 1, 2, 2, 1, 1], parameters: parameters, document: document), [1, 2, 2, 3])
        // A wrong /Length: the stream ends at its endstream.
        let wrong = String(decoding: Self.pdf("1 0 0 rg 0 0 20 20 re f"), as: UTF8.self).replacingOccurrences(of: "/Length 23", with: "/Length 999")
        XCTAssertEqual(try draw(Data(wrong.utf8)).pixel(x: 5, y: 5).r, 255)
        // Objects packed in an object stream (PDF 1.5), the page among them.
        let packed = "3 0 4 65 << /Type /Pages /Kids [4 0 R] /Count 1 /MediaBox [0 0 20 20] >> << /Type /Page /Parent 3 0 R /Contents 5 0 R >>"
        let file = """
            %PDF-1.5
            1 0 obj << /Type /Catalog /Pages 3 0 R >> endobj
            2 0 obj << /Type /ObjStm /N 2 /First 8 /Length \(packed.utf8.count) >>
            stream
            \(packed)
            endstream endobj
            5 0 obj << /Length 23 >>
            stream
            0 1 0 rg 0 0 20 20 re f
            endstream endobj
            """
        XCTAssertEqual(try draw(Data(file.utf8)).pixel(x: 5, y: 5).g, 255)
        // A reference to itself resolves to nothing instead of looping.
        let looped = try PDFDocument(Data("%PDF-1.4\n7 0 obj 7 0 R endobj".utf8))
        XCTAssertEqual(looped.resolve(.reference(7, 0)), .null)
    }

    func testTheObjectSyntax() {
        var p = PDFParser(Array(#"<< /A (x\(y\)\101\n) /B#20C <48 49 7> /N [-.5 +3 --2 1 0 R] /D << /E true >> >>"#.utf8))
        guard case .object(.dictionary(let d)) = p.next(references: true) else { return XCTFail("no dictionary") }
        XCTAssertEqual(d["A"], .string(Array("x(y)A\n".utf8)))
        XCTAssertEqual(d["B C"], .string([0x48, 0x49, 0x70]))
        XCTAssertEqual(d["N"], .array([.number(-0.5), .number(3), .number(-2), .reference(1, 0)]))
        XCTAssertEqual(d["D"], .dictionary(["E": .bool(true)]))
        // Content streams read `1 0 R`-like operands as numbers and operators as keywords.
        var content = PDFParser(Array("1 0 0 rg BT ET".utf8))
        XCTAssertEqual(content.next(), .object(.number(1)))
        _ = (content.next(), content.next())
        XCTAssertEqual(content.next(), .keyword("rg"))
        // Nesting deeper than the limit ends instead of exhausting the stack.
        var deep = PDFParser(Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8))
        if case .object = deep.next() {} else { XCTFail("a deep array is still read") }
    }

    func testTextAndInlineImagesAreSkipped() throws {
        let c = try draw(
            Self.pdf(
                "BT /F1 12 Tf 2 2 Td (Hi) Tj ET q 4 0 0 4 0 0 cm BI /W 2 /H 1 /CS /G /BPC 8 ID \u{1}Q EI Q 1 0 0 rg 10 10 5 5 re f"))
        XCTAssertEqual(c.pixel(x: 12, y: 7).r, 255, "drawing goes on after them")
        XCTAssertEqual(c.pixel(x: 2, y: 18).a, 0)
    }

    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/vectors")

    /// compass.pdf, written by cairo as a design tool's export is (object streams, shading
    /// patterns, a transparency group at half opacity, dashes, clips), against poppler's picture of
    /// it (pdftoppm 22.12 at 216 dpi, fixtures/vectors/reference): over white, the two differ only
    /// along anti-aliased edges.
    func testACairoExportMatchesPopplersPicture() throws {
        let pdf = try Data(contentsOf: Self.vectors.appendingPathComponent("Vectors.xcassets/compass.imageset/compass.pdf"))
        let ours = try draw(pdf, scale: 3)
        let reference = try PNGCodec.decode(Data(contentsOf: Self.vectors.appendingPathComponent("reference/compass-poppler@3x.png")))
        XCTAssertEqual([ours.width, ours.height], [reference.width, reference.height])
        var total = 0, far = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let a = ours.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
                // Ours over white (premultiplied: colour + (255 - alpha)).
                let over = [Int(a.r), Int(a.g), Int(a.b)].map { $0 + 255 - Int(a.a) }
                let d = zip(over, [Int(b.r), Int(b.g), Int(b.b)]).map { abs($0 - $1) }
                total += d.reduce(0, +)
                if d.max()! > 32 { far += 1 }
            }
        }
        let pixels = reference.width * reference.height
        XCTAssertLessThan(Double(total) / Double(pixels * 3), 2.5, "mean difference per channel")
        XCTAssertLessThan(Double(far) / Double(pixels), 0.01, "pixels more than 32 levels apart")
    }
}
