import XCTest
import EaselLayout
@testable import EaselText

final class SymbolFontTests: XCTestCase {
    /// The bundled subset and the name table agree: every row draws a glyph, at both ends of the
    /// weight axis and filled (the subset script keeps exactly the table's glyphs).
    func testEveryTableRowHasAGlyphInTheBundledFont() throws {
        let font = try XCTUnwrap(SymbolFont.shared, "MaterialSymbols.ttf is bundled")
        XCTAssertGreaterThanOrEqual(SymbolFont.tableNames.count, 600)
        for name in SymbolFont.tableNames {
            XCTAssertNotNil(font.glyph(forSymbol: name, weight: 400), name)
        }
        for name in ["plus", "heart", "star", "gear"] {
            XCTAssertNotNil(font.glyph(forSymbol: name, weight: 100, filled: true), name)
            XCTAssertNotNil(font.glyph(forSymbol: name, weight: 700), name)
        }
    }

    /// The most common SF Symbols of CONTROLS.md §10 all have stand-ins.
    func testCommonSymbolsAreMapped() {
        let common = [
            "plus", "xmark", "clock", "trash", "magnifyingglass", "chevron.right", "chevron.down", "star",
            "xmark.circle.fill", "square.and.arrow.up", "checkmark.circle.fill", "xmark.circle", "square.and.pencil",
            "person.crop.circle", "gear", "checkmark", "exclamationmark.triangle.fill", "ellipsis", "globe",
            "checkmark.circle", "play.fill", "exclamationmark.triangle", "plus.circle", "chevron.up", "tag",
            "calendar", "pencil", "star.fill", "list.bullet", "arrow.clockwise", "questionmark.circle", "folder",
            "camera", "slider.horizontal.3", "heart", "heart.fill", "arrow.up.arrow.down", "gearshape",
            "text.bubble", "person", "minus", "link", "doc.on.doc", "lock", "line.3.horizontal.decrease.circle",
            "photo", "flag", "bell", "info.circle", "paperplane", "envelope", "ellipsis.circle", "plus.circle.fill",
            "chevron.left", "arrow.right", "arrow.left", "house", "house.fill", "person.fill", "person.2",
        ]
        for name in common { XCTAssertTrue(SymbolFont.knows(name), name) }
        XCTAssertFalse(SymbolFont.knows("no.such.symbol"))
    }

    func testFillFormsDeriveFromTheirBaseName() throws {
        XCTAssertNil(symbolNameTable["heart.fill"], "derived, not listed")
        XCTAssertEqual(SymbolFont.standIn(for: "heart.fill")?.glyph, "favorite")
        XCTAssertEqual(SymbolFont.standIn(for: "heart.fill")?.filled, true)
        XCTAssertEqual(SymbolFont.standIn(for: "heart")?.filled, false)
        XCTAssertNil(SymbolFont.standIn(for: "nothing.fill"))
        XCTAssertEqual(SymbolFont.standIn(for: "person.fill.badge.plus")?.glyph, "person_add", "a fill part in the middle")
        XCTAssertEqual(SymbolFont.standIn(for: "person.fill.badge.plus")?.filled, true)
        let font = try XCTUnwrap(SymbolFont.shared)
        XCTAssertNotEqual(font.glyph(forSymbol: "heart.fill", weight: 400), font.glyph(forSymbol: "heart", weight: 400))
    }

    /// `BASE.circle(.fill)` and `BASE.square(.fill)` without a row of their own are composed: the base
    /// shrunk inside the font's circle or square, knocked out of it when filled.
    func testEnclosuresAreComposedFromTheirBase() throws {
        let font = try XCTUnwrap(SymbolFont.shared)
        XCTAssertNil(SymbolFont.standIn(for: "heart.circle.fill"))
        XCTAssertTrue(SymbolFont.knows("heart.circle.fill"))
        XCTAssertTrue(SymbolFont.knows("trash.square"))
        XCTAssertFalse(SymbolFont.knows("nothing.circle"))
        XCTAssertEqual(SymbolFont.enclosure(of: "heart.circle.fill")?.base, "heart")
        XCTAssertNil(SymbolFont.enclosure(of: "plus.circle.fill"), "the table's own add_circle wins")
        let filled = try XCTUnwrap(font.glyph(forSymbol: "heart.circle.fill", weight: 400))
        let outlined = try XCTUnwrap(font.glyph(forSymbol: "heart.circle", weight: 400))
        let circle = try XCTUnwrap(font.glyph(forSymbol: "circle", weight: 400))
        XCTAssertTrue(filled.isEvenOdd)
        XCTAssertFalse(outlined.isEvenOdd)
        XCTAssertEqual(outlined.bounds, circle.bounds)
        let heart = try XCTUnwrap(font.glyph(forSymbol: "heart", weight: 400))
        XCTAssertEqual(outlined.elements.count, circle.elements.count + heart.elements.count)
    }

    /// `7.circle`, `23.square.fill`, up to `50`: a number's digits (Inter's outlines) inside the
    /// enclosure, as tall as SF's and condensed to fit between its lines; `51.circle`, `07.circle`
    /// and `x.circle` are not SF Symbols.
    func testNumbersAreEnclosedWithInterDigitsThatFitTheEnclosure() throws {
        let font = try XCTUnwrap(SymbolFont.shared)
        for name in ["0.circle", "7.circle.fill", "23.square", "50.square.fill", "12.circle"] {
            XCTAssertTrue(SymbolFont.knows(name), name)
        }
        for name in ["51.circle", "07.circle", "-1.circle", "1.5.circle"] { XCTAssertFalse(SymbolFont.knows(name), name) }
        let circle = try XCTUnwrap(font.glyph(forSymbol: "circle", weight: 400))
        let square = try XCTUnwrap(font.glyph(forSymbol: "square", weight: 400))
        for number in ["1", "8", "23", "50"] {
            for (shape, enclosure) in [("circle", circle), ("square", square)] {
                let digits = try XCTUnwrap(SymbolNumerals.shared.glyph(forNumeral: number, weight: 400, in: enclosure.bounds), number)
                let enclosed = SymbolFont.enclosed(digits)
                XCTAssertEqual(enclosed.bounds.height, SymbolNumerals.enclosedHeight * enclosure.bounds.height, accuracy: 0.03, number)
                XCTAssertLessThanOrEqual(enclosed.bounds.width, SymbolNumerals.enclosedWidth * enclosure.bounds.width + 1e-9, number)
                let room = enclosure.bounds.insetBy(dx: 0.08, dy: 0.08)
                XCTAssertTrue(
                    enclosed.bounds.minX >= room.minX && enclosed.bounds.maxX <= room.maxX && enclosed.bounds.minY >= room.minY
                        && enclosed.bounds.maxY <= room.maxY, number + "." + shape)
                let symbol = try XCTUnwrap(font.glyph(forSymbol: number + "." + shape, weight: 400))
                XCTAssertEqual(symbol.bounds, enclosure.bounds)
                // One to nine in a circle are the stand-in font's own counters.
                if number.count == 2 || shape == "square" {
                    XCTAssertEqual(symbol.elements.count, enclosure.elements.count + digits.elements.count)
                }
            }
        }
        XCTAssertTrue(try XCTUnwrap(font.glyph(forSymbol: "23.square.fill", weight: 400)).isEvenOdd)
        let layers = try XCTUnwrap(font.layers(forSymbol: "12.circle.fill", weight: 600))
        XCTAssertEqual(layers.symbol.bounds.height, SymbolNumerals.enclosedHeight * circle.bounds.height, accuracy: 0.03)
        XCTAssertEqual(SymbolNumerals.faceName(forWeight: 400), "Inter-Medium")
        XCTAssertEqual(SymbolNumerals.faceName(forWeight: 700), "Inter-Bold")
    }

    func testWeightAxisChangesTheOutlineUpTo700() throws {
        let font = try XCTUnwrap(SymbolFont.shared)
        let regular = try XCTUnwrap(font.glyph(forSymbol: "circle", weight: 400))
        let bold = try XCTUnwrap(font.glyph(forSymbol: "circle", weight: 700))
        XCTAssertNotEqual(regular.elements, bold.elements)
        XCTAssertEqual(font.glyph(forSymbol: "circle", weight: 900), bold)
        // The circle spans 96…864 of 960 units at every weight, its middle half an em above the baseline.
        XCTAssertEqual(regular.bounds.minX, 96.0 / 960, accuracy: 0.002)
        XCTAssertEqual(regular.bounds.maxX, 864.0 / 960, accuracy: 0.002)
        XCTAssertEqual(regular.bounds.midY, -0.5, accuracy: 0.002)
    }

    func testSymbolImageSitsOnTheCapHeightMidline() {
        let font = FontDescriptor(size: 17)
        let image = SymbolImage.make(symbol: "circle", font: font)
        let cap = 17 * 2048.0 / 2816
        XCTAssertEqual(image.size.height, 1.2 * cap + 2 * 0.0885 * 17, accuracy: 0.001)
        XCTAssertEqual(image.size.width, 1.2 * cap + 2 * 0.125 * 17, accuracy: 0.001)
        XCTAssertEqual(image.baseline - image.size.height / 2, cap / 2, accuracy: 0.001)
        XCTAssertFalse(image.isPlaceholder)
        XCTAssertTrue(SymbolImage.make(symbol: "no.such.symbol", font: font).isPlaceholder)
    }

    func testCapHeightOfInter() {
        let face = FontLibrary.shared.systemFace(weight: 400, italic: false)
        XCTAssertEqual(face.capHeight, 2048)
        XCTAssertEqual(face.unitsPerEm, 2816)
    }
}
